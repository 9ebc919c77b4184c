import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, useTestApp, type TestApp } from '../../support/app';
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

// Work that grows with a job's size never happens in the request: a job is written as one row per
// resource and zoom, and the workers cut chunks from those rows as they claim them (tile-cache.queue.ts).
// The app of useTestApp runs no worker, so what the request wrote can be read before any work starts.
const env: Record<string, string> = {
  ...WORKER_ENV,
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_TILE_JOB_MAX_TILES: '1000000000',
  // Jobs of 10^8 tiles and more, several in one workspace (the per-workspace cap has tests of its own).
  MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE: '100000000000',
};
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

type Row = { zoom: number; status: string; tiles: number; checkpoint: number };
const rows = (jobId: string) =>
  t().db.sql.query<Row>(
    `SELECT zoom, status, checkpoint, ((max_col - min_col + 1)::float8 * (max_row - min_row + 1))::float8 AS tiles
    FROM tile_cache_job_chunks WHERE job_id = $1 ORDER BY seq, min_row, min_col`,
    [jobId],
  );
const progress = async (jobId: string) =>
  (
    await t()
      .http()
      .get(`${h.jobs('w')}/${jobId}/progress`)
      .set(await h.su())
  ).body as { zooms: { zoom: number; total_tiles: number; processed_tiles: number }[] };

describe('creating a job', () => {
  it('a job of more than 10^8 tiles writes one row per resource and zoom, with exact totals per zoom', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    await h.layer(ws.id, 'rivers');
    const job = await h.create('w', {
      operation: 'truncate',
      all_resources: true,
      tile_matrix_set: 'WebMercatorQuad',
      min_zoom: 0,
      max_zoom: 13,
    });
    const perResource = (4 ** 14 - 1) / 3;
    expect(job).toMatchObject({ status: 'queued', total_tiles: 2 * perResource });
    expect(job.total_tiles).toBeGreaterThan(1e8);
    const written = await rows(job.id);
    expect(written).toHaveLength(2 * 14);
    expect(written.every((r) => r.status === 'pending' && r.checkpoint === 0)).toBe(true);
    expect(written.reduce((n, r) => n + r.tiles, 0)).toBe(2 * perResource);
    const zooms = (await progress(job.id)).zooms;
    expect(zooms.map((z) => [z.zoom, z.total_tiles, z.processed_tiles])).toEqual(
      Array.from({ length: 14 }, (_, z) => [z, 2 * 4 ** z, 0]),
    );
    // Cancelling a queued job of that size is as cheap.
    const cancelled = await t()
      .http()
      .post(`${h.jobs('w')}/${job.id}/cancel`)
      .set(await h.su());
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_requested: true });
  });

  it('a small job is written cut into its chunks (z0-2 in chunks of 4 tiles: 1 + 1 + 4)', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const job = await h.create('w', seedBody('roads', { max_zoom: 2 }));
    expect((await rows(job.id)).map((r) => [r.zoom, r.tiles])).toEqual([
      [0, 1],
      [1, 4],
      [2, 4],
      [2, 4],
      [2, 4],
      [2, 4],
    ]);
  });
});

describe('running a job written whole', () => {
  it('the workers cut it as they go: every tile once, chunks of at most 4 tiles, exact progress per zoom', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    // z0-4 in chunks of 4 tiles is 86 chunks: more than are written cut, so the job starts as 5 rows.
    const job = await h.create('w', seedBody('roads', { max_zoom: 4 }));
    expect(await rows(job.id)).toHaveLength(5);
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 2 });
    await worker();
    // While it runs, only the ranges' rests wait: at most two pending rectangles per range.
    const running = await h.waitFor('w', job.id, (j) => j.processed_tiles >= 30);
    expect(running.status).toBe('running');
    const mid = await rows(job.id);
    expect(mid.filter((r) => r.status === 'pending').length).toBeLessThanOrEqual(2 * 5);
    expect(mid.reduce((n, r) => n + r.tiles, 0)).toBe(341);

    const done = await h.waitFor('w', job.id, undefined, 100_000);
    expect(done).toMatchObject({ status: 'succeeded', total_tiles: 341, processed_tiles: 341, failed_tiles: 0 });
    expect(up.requests.size).toBe(341);
    expect([...up.requests.values()].every((n) => n === 1)).toBe(true);
    expect(filesUnder(tiles())).toHaveLength(341);
    const end = await rows(job.id);
    expect(end.every((r) => r.status === 'done' && r.tiles <= 4 && r.checkpoint === r.tiles)).toBe(true);
    expect(end.reduce((n, r) => n + r.tiles, 0)).toBe(341);
    expect((await progress(job.id)).zooms.map((z) => [z.zoom, z.total_tiles, z.processed_tiles])).toEqual(
      Array.from({ length: 5 }, (_, z) => [z, 4 ** z, 4 ** z]),
    );
  }, 120_000);

  it('a cancel leaves the uncut rest unclaimed and ends as cancelled', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 20 });
    const job = await h.create('w', seedBody('roads', { max_zoom: 4 }));
    await worker();
    await h.waitFor('w', job.id, (j) => j.processed_tiles >= 8);
    const res = await t()
      .http()
      .post(`${h.jobs('w')}/${job.id}/cancel`)
      .set(await h.su());
    expect(res.status).toBe(202);
    const ended = await h.waitFor('w', job.id);
    expect(ended.status).toBe('cancelled');
    expect(ended.processed_tiles).toBeLessThan(341);
    const requested = up.total();
    await new Promise((r) => setTimeout(r, 300));
    expect(up.total()).toBe(requested);
    const left = await rows(job.id);
    expect(left.some((r) => r.status === 'pending')).toBe(true);
    expect(left.reduce((n, r) => n + r.tiles, 0)).toBe(341);
  });
});
