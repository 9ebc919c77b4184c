import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../support/app';
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

// The worker against a real tile server on loopback: jobs run to their end and write real files.
const env: Record<string, string> = { ...WORKER_ENV, MAPGATE_TILE_UPSTREAM_TIMEOUT_MS: '300' };
let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = up.template;
  env.MAPGATE_DATA_DIR = tempDataDir();
});
const t = useTestApp(env);
const h = helpers(t);
const tiles = () => path.join(env.MAPGATE_DATA_DIR, 'tiles');
beforeEach(() => {
  up.reset();
  fs.rmSync(tiles(), { recursive: true, force: true });
});
afterAll(async () => {
  await up.close();
  fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
});

const Z01 = ['0/0/0', '1/0/0', '1/0/1', '1/1/0', '1/1/1'];
/** Tile paths of z0-1 (as the upstream sees them and as they lie under tiles/). */
const paths = (wsId: string, zxy = Z01, resource = 'roads', ext = 'png') =>
  zxy.map((t) => `${wsId}/${resource}/WebMercatorQuad/${t}.${ext}`);
const bytesOf = (files: string[]) => files.reduce((n, f) => n + Buffer.byteLength(tileBody(`/${f}`)), 0);

async function setup() {
  const ws = await h.workspace('w');
  await h.layer(ws.id, 'roads');
  return ws;
}

describe('seed', () => {
  it('fetches every tile once from the upstream, writes it under tiles/ and succeeds with exact counters', async () => {
    const ws = await setup();
    await h.style(ws.id, 'night');
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads', { style: 'night' }))).id);
    const expected = paths(ws.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      total_tiles: 5,
      processed_tiles: 5,
      succeeded_tiles: 5,
      skipped_tiles: 0,
      failed_tiles: 0,
      bytes_written: bytesOf(expected),
      bytes_deleted: 0,
      error_message: null,
      started_at: expect.any(String),
      completed_at: expect.any(String),
    });
    expect(filesUnder(tiles())).toEqual(expected);
    for (const f of expected) {
      expect(fs.readFileSync(path.join(tiles(), f), 'utf8')).toBe(tileBody(`/${f}`));
      expect(up.requests.get(`/${f}`)).toBe(1);
    }
    expect(up.total()).toBe(5);
    expect(new Set(up.styles)).toEqual(new Set(['night']));

    const progress = (
      await t()
        .http()
        .get(`${h.jobs('w')}/${job.id}/progress`)
        .set(await h.su())
    ).body;
    expect(progress).toMatchObject({ status: 'succeeded', total_tiles: 5, processed_tiles: 5 });
    expect(
      progress.zooms.map((z: Record<string, number>) => [z.zoom, z.total_tiles, z.processed_tiles, z.succeeded_tiles]),
    ).toEqual([
      [0, 1, 1, 1],
      [1, 4, 4, 4],
    ]);
  });

  it('skips tiles already cached (skipped_tiles) and asks the upstream for nothing', async () => {
    const ws = await setup();
    await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    up.reset();
    const again = await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    expect(again).toMatchObject({
      status: 'succeeded',
      processed_tiles: 5,
      succeeded_tiles: 0,
      skipped_tiles: 5,
      bytes_written: 0,
    });
    expect(up.total()).toBe(0);
    expect(filesUnder(tiles())).toEqual(paths(ws.id));
  });

  it('stores each format with its extension (webp, jpg, vector mvt)', async () => {
    const ws = await setup();
    await h.waitFor('w', (await h.create('w', seedBody('roads', { format: 'image/webp', max_zoom: 0 }))).id);
    await h.waitFor('w', (await h.create('w', seedBody('roads', { format: 'image/jpeg', max_zoom: 0 }))).id);
    await h.waitFor(
      'w',
      (
        await h.create(
          'w',
          seedBody('roads', { tile_type: 'vector', format: 'application/vnd.mapbox-vector-tile', max_zoom: 0 }),
        )
      ).id,
    );
    expect(filesUnder(tiles())).toEqual([
      `${ws.id}/roads/WebMercatorQuad/0/0/0.jpg`,
      `${ws.id}/roads/WebMercatorQuad/0/0/0.mvt`,
      `${ws.id}/roads/WebMercatorQuad/0/0/0.webp`,
    ]);
  });
});

describe('reseed', () => {
  it('fetches and overwrites every tile, cached or not', async () => {
    const ws = await setup();
    await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    up.reset();
    up.behaviour = (tile) => ({ status: 200, body: `v2 ${tile}` });
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads', { operation: 'reseed' }))).id);
    expect(job).toMatchObject({ status: 'succeeded', succeeded_tiles: 5, skipped_tiles: 0 });
    expect(up.total()).toBe(5);
    for (const f of paths(ws.id)) expect(fs.readFileSync(path.join(tiles(), f), 'utf8')).toBe(`v2 /${f}`);
  });
});

describe('truncate', () => {
  it('deletes the cached tiles of the request (bytes_deleted) and leaves the others', async () => {
    const ws = await setup();
    await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    const job = await h.waitFor(
      'w',
      (await h.create('w', seedBody('roads', { operation: 'truncate', min_zoom: 1 }))).id,
    );
    const gone = paths(ws.id).slice(1);
    expect(job).toMatchObject({
      status: 'succeeded',
      total_tiles: 4,
      succeeded_tiles: 4,
      skipped_tiles: 0,
      bytes_deleted: bytesOf(gone),
      bytes_written: 0,
    });
    expect(filesUnder(tiles())).toEqual(paths(ws.id).slice(0, 1));
    const again = await h.waitFor(
      'w',
      (await h.create('w', seedBody('roads', { operation: 'truncate', min_zoom: 1 }))).id,
    );
    expect(again).toMatchObject({ status: 'succeeded', succeeded_tiles: 0, skipped_tiles: 4, bytes_deleted: 0 });
  });
});

describe('upstream failures', () => {
  it('a failing upstream (500 after the retry) fails the job and writes nothing', async () => {
    await setup();
    up.behaviour = () => ({ status: 500, body: 'boom' });
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(
      /^the tile upstream failed every tile of a chunk; last error: roads z\d\/\d\/\d: upstream answered 500$/,
    );
    expect(job.failed_tiles).toBeGreaterThan(0);
    expect(job.succeeded_tiles).toBe(0);
    // MAPGATE_TILE_UPSTREAM_RETRIES=1: two requests per failed tile.
    expect([...up.requests.values()].every((n) => n === 2)).toBe(true);
    expect(filesUnder(tiles())).toEqual([]);
  });

  it('a 4xx fails its tile at once (no retry); the others are stored and the job ends failed with the count', async () => {
    const ws = await setup();
    up.behaviour = (tile) => (tile.endsWith('/1/1/0.png') ? { status: 404 } : { status: 200, body: tileBody(tile) });
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    expect(job).toMatchObject({
      status: 'failed',
      processed_tiles: 5,
      succeeded_tiles: 4,
      failed_tiles: 1,
      error_message: '1 of 5 tiles failed; last error: roads z1/1/0: upstream answered 404',
    });
    expect(up.requests.get(`/${ws.id}/roads/WebMercatorQuad/1/1/0.png`)).toBe(1);
    expect(filesUnder(tiles())).toHaveLength(4);
  });

  it('a slow upstream times out (MAPGATE_TILE_UPSTREAM_TIMEOUT_MS), is retried, and fails the job', async () => {
    await setup();
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 1500 });
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads', { max_zoom: 0 }))).id);
    expect(job).toMatchObject({ status: 'failed', failed_tiles: 1, succeeded_tiles: 0 });
    expect(job.error_message).toBe(
      'the tile upstream failed every tile of a chunk; last error: roads z0/0/0: upstream did not answer within 300 ms',
    );
    expect(up.total()).toBe(2);
    expect(filesUnder(tiles())).toEqual([]);
  });
});

describe('POST /api/v1/workspaces/{workspace}/tile-cache/jobs/{job}/cancel (running jobs)', () => {
  it('202: a running job goes cancelling -> cancelled; no more tiles are fetched, and no half tile is left', async () => {
    await setup();
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 100 });
    const created = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    await h.waitFor('w', created.id, (j) => j.status === 'running' && j.processed_tiles > 0);
    const res = await t()
      .http()
      .post(`${h.jobs('w')}/${created.id}/cancel`)
      .set(await h.su());
    expect(res.status).toBe(202);
    expect(['cancelling', 'cancelled']).toContain(res.body.status);
    expect(res.body.cancel_requested).toBe(true);
    const job = await h.waitFor('w', created.id);
    expect(job.status).toBe('cancelled');
    expect(job.completed_at).toEqual(expect.any(String));
    expect(job.processed_tiles).toBeLessThan(85);
    const requested = up.total();
    await new Promise((r) => setTimeout(r, 400));
    expect(up.total()).toBe(requested);
    const files = filesUnder(tiles());
    expect(files.every((f) => f.endsWith('.png'))).toBe(true);
    for (const f of files) expect(fs.readFileSync(path.join(tiles(), f), 'utf8')).toBe(tileBody(`/${f}`));
    const again = await t()
      .http()
      .post(`${h.jobs('w')}/${created.id}/cancel`)
      .set(await h.su());
    expect(again.status).toBe(409);
  });

  it('409 for a job that has succeeded or failed', async () => {
    await setup();
    const done = await h.waitFor('w', (await h.create('w', seedBody('roads', { max_zoom: 0 }))).id);
    expect(done.status).toBe('succeeded');
    const res = await t()
      .http()
      .post(`${h.jobs('w')}/${done.id}/cancel`)
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('tile cache job is already succeeded; only a queued or running job can be cancelled');
    up.behaviour = () => ({ status: 503 });
    const failed = await h.waitFor(
      'w',
      (await h.create('w', seedBody('roads', { operation: 'reseed', max_zoom: 0 }))).id,
    );
    expect(failed.status).toBe('failed');
    expect(
      (
        await t()
          .http()
          .post(`${h.jobs('w')}/${failed.id}/cancel`)
          .set(await h.su())
      ).status,
    ).toBe(409);
  });
});

describe('quota', () => {
  it("stops writing and fails the job once the workspace's persistent_cache_quota_bytes would be exceeded", async () => {
    const ws = await setup();
    const tileBytes = Buffer.byteLength(tileBody(`/${paths(ws.id)[0]}`));
    const quota = tileBytes * 2 + 10;
    await h.putTiles(ws.id, { persistent_cache_quota_bytes: quota });
    const job = await h.waitFor('w', (await h.create('w', seedBody('roads'))).id);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(
      new RegExp(`^the workspace's persistent tile cache quota of ${quota} bytes would be exceeded`),
    );
    expect(job.succeeded_tiles).toBe(2);
    const files = filesUnder(tiles());
    expect(files).toHaveLength(2);
    expect(files.reduce((n, f) => n + fs.statSync(path.join(tiles(), f)).size, 0)).toBeLessThanOrEqual(quota);
    expect(job.bytes_written).toBe(tileBytes * 2);
  });
});

describe('GraphQL', () => {
  it('createTileCacheJob runs a seed; tileCacheJob and tileCacheJobProgress follow it', async () => {
    const ws = await setup();
    const admin = await t().token('admin', ws.id);
    const created = await t().gql(
      `mutation($ws: String!, $input: CreateTileCacheJobInput!) {
      createTileCacheJob(workspace: $ws, input: $input) { ... on TileCacheJob { id status totalTiles request { operation tileType bounds { crs } } } } }`,
      {
        ws: 'w',
        input: {
          operation: 'SEED',
          resource: 'roads',
          tileMatrixSet: 'WebMercatorQuad',
          format: 'image/png',
          minZoom: 0,
          maxZoom: 1,
          bounds: { bbox: [-180, -90, 180, 90], crs: 'EPSG:4326' },
        },
      },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createTileCacheJob.id;
    expect(created.body.data!.createTileCacheJob).toMatchObject({
      totalTiles: 5,
      request: { operation: 'SEED', tileType: 'MAP', bounds: { crs: 'EPSG:4326' } },
    });
    let job: Record<string, unknown> = {};
    for (let i = 0; i < 400 && job.status !== 'SUCCEEDED'; i++) {
      job = (
        await t().gql(
          'query($id: String!) { tileCacheJob(workspace: "w", job: $id) { status processedTiles succeededTiles bytesWritten } }',
          { id },
          admin,
        )
      ).body.data!.tileCacheJob;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(job).toEqual({
      status: 'SUCCEEDED',
      processedTiles: 5,
      succeededTiles: 5,
      bytesWritten: bytesOf(paths(ws.id)),
    });
    const progress = await t().gql(
      'query($id: String!) { tileCacheJobProgress(workspace: "w", job: $id) { status zooms { zoom processedTiles } } }',
      { id },
      admin,
    );
    expect(progress.body.data!.tileCacheJobProgress).toEqual({
      status: 'SUCCEEDED',
      zooms: [
        { zoom: 0, processedTiles: 1 },
        { zoom: 1, processedTiles: 4 },
      ],
    });
    const cancel = await t().gql(
      'mutation($id: String!) { cancelTileCacheJob(workspace: "w", job: $id) { status } }',
      { id },
      admin,
    );
    expect(cancel.body.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});
