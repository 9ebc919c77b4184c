import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, useTestApp, type TestApp } from '../../support/app';
import { TileCacheWorker } from '../../../src/domains/tile-cache';
import {
  WORKER_ENV,
  filesUnder,
  helpers,
  seedBody,
  startUpstream,
  tempDataDir,
  tileBody,
  type Upstream,
} from './support';

// Several instances on one database, and instances that die: the app of useTestApp runs no worker;
// each test starts the worker instances it needs on the same database (shareDatabaseOf).
const env: Record<string, string> = { ...WORKER_ENV, MAPGATE_TILE_WORKER_ENABLED: 'false' };
let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = up.template;
  env.MAPGATE_DATA_DIR = tempDataDir();
});
const t = useTestApp(env);
const h = helpers(t);
const workers: TestApp[] = [];
const worker = async () => {
  const w = await startTestApp({ ...env, MAPGATE_TILE_WORKER_ENABLED: 'true' }, { shareDatabaseOf: t });
  workers.push(w);
  return w;
};
const tiles = () => path.join(env.MAPGATE_DATA_DIR, 'tiles');
beforeEach(() => {
  up.reset();
  fs.rmSync(tiles(), { recursive: true, force: true });
});
afterEach(async () => {
  while (workers.length) await workers.pop()!.stop();
});
afterAll(async () => {
  await up.close();
  fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sql = () => t().db.sql;
const write = (rel: string) => {
  fs.mkdirSync(path.dirname(path.join(tiles(), rel)), { recursive: true });
  fs.writeFileSync(path.join(tiles(), rel), tileBody(`/${rel}`));
};

describe('a worker that died', () => {
  it('docs/rules.md §6: a restart resumes the job from its checkpoints; expired leases are taken over, live ones are not', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    // Queued by the API-only instance; chunks of 4 tiles: z0 (1), z1 (4), z2 (4 x 4).
    const job = await h.create('w', seedBody('roads', { max_zoom: 2 }));
    const chunks = await sql().query<{
      id: string;
      seq: number;
      zoom: number;
      min_col: number;
      max_col: number;
      min_row: number;
      max_row: number;
    }>(
      'SELECT id, seq, zoom, min_col, max_col, min_row, max_row FROM tile_cache_job_chunks WHERE job_id = $1 ORDER BY seq',
      [job.id],
    );
    expect(chunks.map((c) => c.zoom)).toEqual([0, 1, 2, 2, 2, 2]);
    const rel = (z: number, x: number, y: number) => `${ws.id}/roads/WebMercatorQuad/${z}/${x}/${y}.png`;
    const tilesOf = (c: (typeof chunks)[number]) => {
      const out: string[] = [];
      for (let y = c.min_row; y <= c.max_row; y++)
        for (let x = c.min_col; x <= c.max_col; x++) out.push(rel(c.zoom, x, y));
      return out;
    };
    // What a worker killed mid-job leaves: chunks 0 and 1 done, chunk 2 checkpointed after 2 of its 4
    // tiles (a third one written after the checkpoint), its lease expired; chunk 3 held by another
    // instance whose lease runs for 1.5 s more.
    const done = [...tilesOf(chunks[0]), ...tilesOf(chunks[1]), ...tilesOf(chunks[2]).slice(0, 2)];
    for (const f of [...done, tilesOf(chunks[2])[2]]) write(f);
    await sql().query(
      `UPDATE tile_cache_jobs SET status = 'running', started_at = now(), processed_tiles = 7, succeeded_tiles = 7 WHERE id = $1`,
      [job.id],
    );
    await sql().query(
      `UPDATE tile_cache_job_chunks SET status = 'done', checkpoint = (max_col - min_col + 1) * (max_row - min_row + 1),
      succeeded_tiles = (max_col - min_col + 1) * (max_row - min_row + 1), lease_owner = 'dead'
      WHERE job_id = $1 AND seq < 2`,
      [job.id],
    );
    await sql().query(
      `UPDATE tile_cache_job_chunks SET status = 'running', checkpoint = 2, succeeded_tiles = 2, lease_owner = 'dead', attempts = 1,
      lease_until = now() - interval '1 second' WHERE id = $1`,
      [chunks[2].id],
    );
    const liveUntil = Date.now() + 1500;
    await sql().query(
      `UPDATE tile_cache_job_chunks SET status = 'running', lease_owner = 'alive', attempts = 1,
      lease_until = now() + interval '1500 milliseconds' WHERE id = $1`,
      [chunks[3].id],
    );

    const w = await worker();
    const result = await h.waitFor('w', job.id);
    expect(result).toMatchObject({ status: 'succeeded', total_tiles: 21, processed_tiles: 21, failed_tiles: 0 });
    expect(result.succeeded_tiles + result.skipped_tiles).toBe(21);
    // Nothing before the checkpoints was fetched again; the tile written after the checkpoint was skipped.
    for (const f of done) expect(up.requests.get(`/${f}`)).toBeUndefined();
    expect(up.requests.get(`/${tilesOf(chunks[2])[2]}`)).toBeUndefined();
    expect(up.total()).toBe(21 - 8);
    expect([...up.requests.values()].every((n) => n === 1)).toBe(true);
    // The live lease was respected until it ran out.
    const held = new Set(tilesOf(chunks[3]).map((f) => `/${f}`));
    expect(Math.min(...up.log.filter((l) => held.has(l.tile)).map((l) => l.at))).toBeGreaterThanOrEqual(
      liveUntil - 100,
    );
    const owners = await sql().query<{ lease_owner: string; attempts: number }>(
      'SELECT lease_owner, attempts FROM tile_cache_job_chunks WHERE id = ANY($1) ORDER BY seq',
      [[chunks[2].id, chunks[3].id]],
    );
    expect(owners).toEqual([
      { lease_owner: w.mapgate.container.get(TileCacheWorker).id, attempts: 2 },
      { lease_owner: w.mapgate.container.get(TileCacheWorker).id, attempts: 2 },
    ]);
    expect(filesUnder(tiles())).toHaveLength(21);
    for (const f of filesUnder(tiles())) expect(fs.readFileSync(path.join(tiles(), f), 'utf8')).toBe(tileBody(`/${f}`));
    expect(await sql().query(`SELECT id FROM tile_cache_jobs WHERE status IN ('running', 'cancelling')`)).toEqual([]);
  });

  it("a cancel while the job's only worker is gone ends as cancelled once its lease runs out", async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const job = await h.create('w', seedBody('roads', { max_zoom: 0 }));
    await sql().query(`UPDATE tile_cache_jobs SET status = 'running', started_at = now() WHERE id = $1`, [job.id]);
    await sql().query(
      `UPDATE tile_cache_job_chunks SET status = 'running', lease_owner = 'dead', lease_until = now() + interval '2 seconds'
      WHERE job_id = $1`,
      [job.id],
    );
    const res = await t()
      .http()
      .post(`${h.jobs('w')}/${job.id}/cancel`)
      .set(await h.su());
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('cancelling');
    await worker();
    const ended = await h.waitFor('w', job.id);
    expect(ended.status).toBe('cancelled');
    expect(up.total()).toBe(0);
  });
});

describe('an instance that stops (SIGTERM, deploy)', () => {
  it('hands its chunk back at the checkpoint, so another instance goes on at once', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 40 });
    const a = await worker();
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    await h.waitFor('w', job.id, (j) => j.processed_tiles >= 8);
    workers.splice(workers.indexOf(a), 1);
    await a.stop();
    expect(
      await sql().query(`SELECT id FROM tile_cache_job_chunks WHERE job_id = $1 AND status = 'running'`, [job.id]),
    ).toEqual([]);
    expect((await h.get('w', job.id)).status).toBe('running');
    await worker();
    const done = await h.waitFor('w', job.id);
    expect(done).toMatchObject({ status: 'succeeded', processed_tiles: 85 });
    expect(up.requests.size).toBe(85);
    // Only the tiles in flight when it stopped were asked for twice.
    expect([...up.requests.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(
      Number(WORKER_ENV.MAPGATE_TILE_WORKER_CONCURRENCY),
    );
    expect(filesUnder(tiles())).toHaveLength(85);
  });
});

(onPostgres ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  it('never run the same chunk twice: every tile is requested exactly once, and both instances worked', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 3 });
    const [a, b] = [await worker(), await worker()];
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads', { max_zoom: 4 }))).id, undefined, 60000);
    expect(job).toMatchObject({ status: 'succeeded', total_tiles: 341, processed_tiles: 341, succeeded_tiles: 341 });
    expect(up.requests.size).toBe(341);
    expect([...up.requests.values()].every((n) => n === 1)).toBe(true);
    const owners = await sql().query<{ lease_owner: string; n: number }>(
      'SELECT lease_owner, count(*)::int AS n FROM tile_cache_job_chunks WHERE job_id = $1 GROUP BY lease_owner',
      [job.id],
    );
    const ids = [a, b].map((x) => x.mapgate.container.get(TileCacheWorker).id).sort();
    expect(owners.map((o) => o.lease_owner).sort()).toEqual(ids);
    expect(
      await sql().query('SELECT id FROM tile_cache_job_chunks WHERE job_id = $1 AND attempts <> 1', [job.id]),
    ).toEqual([]);
  });
});
