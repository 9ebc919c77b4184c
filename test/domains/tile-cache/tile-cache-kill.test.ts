import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SigningKeys } from '../../../src/auth/signing-keys';
import { mintToken } from '../../../src/auth/tokens';
import { openDatabase } from '../../../src/db/client';
import { exited, useServeProcesses } from '../../support/serve-process';
import { scratchDatabase } from '../../support/scratch-database';
import { PGLITE_TEMPLATE } from '../../support/template';
import { WORKER_ENV, filesUnder, seedBody, startUpstream, tempDataDir, tileBody, type Upstream } from './support';

// A real `mapgate serve` process, SIGKILLed in the middle of a seed, then started again on the same
// database and data directory (PostgreSQL when TEST_DATABASE_URL is set, else the embedded PGlite).
const serve = useServeProcesses();
let up: Upstream;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let token: string;

beforeAll(async () => {
  up = await startUpstream();
  dataDir = tempDataDir();
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const scratch = await scratchDatabase(admin, 'kill', { migrated: true });
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  } else {
    // The embedded database, migrated, from the run's template: initialising PGlite takes far longer.
    const db = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]) });
    await db.waitReady;
    await db.close();
  }
  const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  token = await mintToken(new SigningKeys(db.prisma), { sub: 'ops', role: 'super_admin' }, 3600);
  await db.close();
});
afterAll(async () => {
  await up.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

const env = (): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    ...WORKER_ENV,
    MAPGATE_DATA_DIR: dataDir,
    MAPGATE_PORT: '0',
    MAPGATE_LOG_LEVEL: 'warn',
    MAPGATE_TILE_UPSTREAM: up.template,
  };
  delete e.DATABASE_URL;
  delete e.NODE_OPTIONS;
  if (databaseUrl) e.DATABASE_URL = databaseUrl;
  return e;
};

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 60000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`gave up waiting: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a mapgate process killed during a seed', () => {
  it('loses no finished tile, leaves no half tile, and the next start finishes the job from its checkpoints', async () => {
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 20 });

    let s = await serve(env());
    const api = (url: string, p: string, body?: unknown) =>
      fetch(`${url}/api/v1${p}`, {
        method: body ? 'POST' : 'GET',
        headers: auth,
        body: body ? JSON.stringify(body) : undefined,
      });
    const ws = (await (await api(s.url, '/workspaces', { name: 'w' })).json()) as { id: string };
    expect((await api(s.url, '/workspaces/w/layer-groups', { public_id: 'basemap' })).status).toBe(201);
    const created = await api(s.url, '/workspaces/w/tile-cache/jobs', seedBody('basemap', { max_zoom: 4 }));
    expect(created.status).toBe(202);
    const jobPath = created.headers.get('location')!.replace(/^\/api\/v1/, '');

    await until(
      async () => up.total(),
      (n) => n >= 60,
    );
    const died = exited(s.proc);
    s.proc.kill('SIGKILL');
    await died;

    const tiles = path.join(dataDir, 'tiles');
    const before = filesUnder(tiles).filter((f) => !path.basename(f).startsWith('.'));
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(341);
    for (const f of before) expect(fs.readFileSync(path.join(tiles, f), 'utf8')).toBe(tileBody(`/${f}`));
    // Anything else is an unfinished write, under a temporary name that no tile reader picks up.
    expect(
      filesUnder(tiles)
        .filter((f) => path.basename(f).startsWith('.'))
        .every((f) => f.endsWith('.tmp')),
    ).toBe(true);

    s = await serve(env());
    const job = await until(
      async () => (await api(s.url, jobPath)).json() as Promise<Record<string, number | string>>,
      (j) => j.status !== 'running' && j.status !== 'queued',
    );
    expect(job).toMatchObject({ status: 'succeeded', total_tiles: 341, processed_tiles: 341, failed_tiles: 0 });
    expect(Number(job.succeeded_tiles) + Number(job.skipped_tiles)).toBe(341);

    const after = filesUnder(tiles).filter((f) => !path.basename(f).startsWith('.'));
    expect(after).toHaveLength(341);
    expect(after).toEqual(expect.arrayContaining(before));
    for (const f of after) expect(fs.readFileSync(path.join(tiles, f), 'utf8')).toBe(tileBody(`/${f}`));
    expect(after.every((f) => f.startsWith(`${ws.id}/basemap/WebMercatorQuad/`))).toBe(true);
    // Tiles on disk were not fetched again; only those in flight at the kill (at most the concurrency).
    expect(up.requests.size).toBe(341);
    expect([...up.requests.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(
      Number(WORKER_ENV.MAPGATE_TILE_WORKER_CONCURRENCY),
    );
    const progress = (await (await api(s.url, `${jobPath}/progress`)).json()) as {
      zooms: { total_tiles: number; processed_tiles: number }[];
    };
    expect(progress.zooms.every((z) => z.processed_tiles === z.total_tiles)).toBe(true);

    const done = exited(s.proc);
    s.proc.kill('SIGTERM');
    expect(await done).toBe(0);
  }, 180_000);
});
