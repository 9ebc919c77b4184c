import fs from 'node:fs';
import pino from 'pino';
import { createLogger } from '../../../src/base/logger';
import { useTestApp } from '../../support/app';
import { WORKER_ENV, helpers, seedBody, startUpstream, tempDataDir, tileBody, type Upstream } from './support';

// What an operator sees of a job (docs/live.md, "Jobs for operators"): a log line when it starts, at every
// 10 % and when it ends, and the tile job metrics on /metrics. Real worker, real tile server on loopback.
const lines: string[] = [];
const logger = createLogger('info');
(logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
  write: (s: string) => {
    lines.push(s);
  },
};
const env: Record<string, string> = { ...WORKER_ENV };
let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = up.template;
  env.MAPGATE_DATA_DIR = tempDataDir();
});
const t = useTestApp(env, { logger });
const h = helpers(t);
afterAll(async () => {
  await up.close();
  fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
});

type Line = { msg: string; job?: string; percent?: number; [k: string]: unknown };
const jobLines = (job: string) =>
  lines.map((l) => JSON.parse(l) as Line).filter((l) => l.job === job && l.msg.startsWith('tile cache job'));

describe('a seed job, as operators see it', () => {
  it('logs its start, each 10 % once and its end with rate and failures; /metrics counts its tiles', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile) });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const created = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const job = await h.waitFor('w', created.id);
    expect(job).toMatchObject({ status: 'succeeded', total_tiles: 85, processed_tiles: 85 });

    const seen = jobLines(created.id);
    expect(seen[0]).toMatchObject({ msg: 'tile cache job started', operation: 'seed', totalTiles: 85 });
    const progress = seen.filter((l) => l.msg === 'tile cache job progress');
    // Chunks of 4 tiles are less than 10 % of 85, so each mark is passed by exactly one checkpoint.
    expect(progress.map((l) => l.percent)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    for (const l of progress) expect(l).toMatchObject({ total: 85, failed: 0, tilesPerSecond: expect.any(Number) });
    const end = seen.filter((l) => l.msg === 'tile cache job ended');
    expect(end).toHaveLength(1);
    expect(end[0]).toMatchObject({ status: 'succeeded', processed: 85, total: 85, failed: 0 });
    expect(end[0].tilesPerSecond).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(end[0]);

    const metrics = await t().http().get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^mapgate_tile_cache_tiles_total\{result="succeeded"\} 85$/m);
    expect(metrics.text).toMatch(/^mapgate_tile_cache_jobs\{status="succeeded"\} 1$/m);
    expect(metrics.text).toMatch(/^mapgate_tile_cache_jobs\{status="running"\} 0$/m);
    expect(metrics.text).toMatch(/^mapgate_tile_cache_queue_chunks\{state="pending"\} 0$/m);
    expect(metrics.text).toMatch(/^mapgate_tile_upstream_duration_seconds_count\{outcome="ok"\} 85$/m);
  });

  it('a job whose tiles fail ends failed, and the end line and metrics say how many', async () => {
    up.behaviour = (tile) => (tile.includes('/1/1/') ? { status: 404 } : { status: 200, body: tileBody(tile) });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const created = await h.create('w', seedBody('roads'));
    const job = await h.waitFor('w', created.id);
    expect(job).toMatchObject({ status: 'failed', failed_tiles: 2 });
    const end = jobLines(created.id).filter((l) => l.msg === 'tile cache job ended');
    expect(end).toHaveLength(1);
    expect(end[0]).toMatchObject({ status: 'failed', processed: 5, failed: 2 });
    const metrics = await t().http().get('/metrics');
    expect(metrics.text).toMatch(/^mapgate_tile_cache_tiles_total\{result="failed"\} 2$/m);
    expect(metrics.text).toMatch(/^mapgate_tile_upstream_duration_seconds_count\{outcome="error"\} 2$/m);
  });
});
