import { startTestApp, useTestApp } from '../../support/app';
import { customTms } from '../layer-groups/support';
import { UNKNOWN_ID, WORLD_4326, bearer, helpers, seedBody } from './support';

// The API alone: no worker runs here, so jobs stay as created (tile-cache-worker.test.ts runs them).
const t = useTestApp({
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.{format}',
});
const h = helpers(t);
beforeEach(() => {
  for (const c of t().mapgate.deps.caches.all()) c.clear();
});

const E = 20037508.3427892;

async function workspaceWithLayer(name = 'w', layer = 'roads') {
  const ws = await h.workspace(name);
  await h.layer(ws.id, layer);
  return ws;
}

describe('POST /api/v1/workspaces/{workspace}/tile-cache/jobs', () => {
  it('202 with Location and the queued job; the request is kept with its defaults', async () => {
    const ws = await workspaceWithLayer();
    const res = await t()
      .http()
      .post(h.jobs('w'))
      .set(await h.admin(ws.id))
      .send(seedBody('roads'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      request: {
        operation: 'seed',
        resource: 'roads',
        all_resources: false,
        tile_type: 'map',
        tile_matrix_set: 'WebMercatorQuad',
        format: 'image/png',
        style: null,
        min_zoom: 0,
        max_zoom: 1,
        defaults: [],
        bounds: WORLD_4326,
      },
      status: 'queued',
      total_tiles: 5,
      processed_tiles: 0,
      succeeded_tiles: 0,
      skipped_tiles: 0,
      failed_tiles: 0,
      bytes_written: 0,
      bytes_deleted: 0,
      cancel_requested: false,
      error_message: null,
      created_by: 'test-admin',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      started_at: null,
      completed_at: null,
    });
    expect(res.headers.location).toBe(`${h.jobs(ws.id)}/${res.body.id}`);
    const back = await t()
      .http()
      .get(res.headers.location)
      .set(await h.su());
    expect(back.status).toBe(200);
    expect(back.body).toEqual(res.body);
  });

  it.each([
    ['the world in EPSG:4326 on WebMercatorQuad z0-2 (1 + 4 + 16)', {}, 21],
    ['the Mercator square in EPSG:3857, z0-2', { bounds: { bbox: [-E, -E, E, E], crs: 'EPSG:3857' } }, 21],
    [
      'the north-east quadrant in EPSG:3857, z0-3 (1 + 1 + 4 + 16)',
      { max_zoom: 3, bounds: { bbox: [0, 0, E, E], crs: 'EPSG:3857' } },
      22,
    ],
    ['the world on WorldCRS84Quad z0-2 (2 + 8 + 32)', { tile_matrix_set: 'WorldCRS84Quad' }, 42],
    [
      '[0, 0, 90, 45] on WorldCRS84Quad z0-2 (1 + 1 + 2)',
      { tile_matrix_set: 'WorldCRS84Quad', bounds: { bbox: [0, 0, 90, 45], crs: 'EPSG:4326' } },
      4,
    ],
    [
      'the Mercator square (to 85.05°) on WorldCRS84Quad z0-1 (2 + 8)',
      { tile_matrix_set: 'WorldCRS84Quad', max_zoom: 1, bounds: { bbox: [-E, -E, E, E], crs: 'EPSG:3857' } },
      10,
    ],
    [
      'a point-sized box at zoom 5 (one tile)',
      { min_zoom: 5, max_zoom: 5, bounds: { bbox: [2.35, 48.85, 2.36, 48.86], crs: 'EPSG:4326' } },
      1,
    ],
  ])('total_tiles is exact: %s', async (_, extra, total) => {
    await workspaceWithLayer();
    const job = await h.create('w', seedBody('roads', { max_zoom: 2, ...extra }));
    expect(job.total_tiles).toBe(total);
  });

  it('total_tiles of all_resources counts every layer and layer group; the chunks cover exactly those tiles', async () => {
    const ws = await workspaceWithLayer();
    await h.layer(ws.id, 'rivers');
    await h.group(ws.id, 'basemap');
    const job = await h.create('w', seedBody('x', { resource: undefined, all_resources: true }));
    expect(job.total_tiles).toBe(15);
    expect(job.request).toMatchObject({ resource: null, all_resources: true });
    const chunks = await t().db.prisma.tileCacheJobChunk.findMany({ where: { jobId: job.id } });
    expect([...new Set(chunks.map((c) => c.resource))].sort()).toEqual(['basemap', 'rivers', 'roads']);
    expect(chunks.reduce((n, c) => n + (c.maxCol - c.minCol + 1) * (c.maxRow - c.minRow + 1), 0)).toBe(15);
  });

  it("transforms bounds into a custom set's projected CRS (EPSG:2056) with proj4", async () => {
    const ws = await workspaceWithLayer();
    expect(
      (
        await t()
          .http()
          .put('/api/v1/tile-matrix-sets/Swiss')
          .set(await h.su())
          .send(customTms('Swiss'))
      ).status,
    ).toBe(200);
    await h.putTiles(ws.id, { tile_matrix_sets: ['WebMercatorQuad', 'Swiss'] });
    // Around the origin of the grid (2600000, 1200000 in LV95, near Bern); the set covers 71.68 m.
    const job = await h.create(
      'w',
      seedBody('roads', { tile_matrix_set: 'Swiss', bounds: { bbox: [7.43, 46.94, 7.45, 46.96], crs: 'EPSG:4326' } }),
    );
    expect(job.total_tiles).toBe(1 + 4);
    const far = await t()
      .http()
      .post(h.jobs('w'))
      .set(await h.su())
      .send(seedBody('roads', { tile_matrix_set: 'Swiss', bounds: { bbox: [150, -40, 151, -39], crs: 'EPSG:4326' } }));
    expect(far.status).toBe(422);
    expect(far.body.detail).toBe('bounds.bbox lies outside tile matrix set "Swiss"');
  });

  it.each([
    [
      'max_zoom 30',
      { max_zoom: 30 },
      'max_zoom 30 is beyond the deepest level of tile matrix set "WebMercatorQuad" (24)',
    ],
    ['inverted bounds', { bounds: { bbox: [10, 0, -10, 5], crs: 'EPSG:4326' } }, /^bounds\.bbox is inverted or empty/],
    ['empty bounds', { bounds: { bbox: [10, 5, 10, 6], crs: 'EPSG:4326' } }, /^bounds\.bbox is inverted or empty/],
    ['an unknown tile matrix set', { tile_matrix_set: 'NoSuchSet' }, 'unknown tile matrix set "NoSuchSet"'],
    [
      'bounds beyond the poles of WebMercatorQuad',
      { bounds: { bbox: [-10, 86, 10, 89], crs: 'EPSG:4326' } },
      'bounds.bbox lies outside tile matrix set "WebMercatorQuad"',
    ],
    [
      'bounds beyond the Mercator square',
      { bounds: { bbox: [3e7, 3e7, 4e7, 4e7], crs: 'EPSG:3857' } },
      'bounds.bbox lies outside tile matrix set "WebMercatorQuad"',
    ],
    [
      'latitudes outside EPSG:4326',
      { bounds: { bbox: [0, 0, 10, 95], crs: 'EPSG:4326' } },
      /^bounds\.bbox is outside EPSG:4326/,
    ],
    [
      'more tiles than MAPGATE_TILE_JOB_MAX_TILES',
      { max_zoom: 12 },
      'the job covers 22369621 tiles, more than the limit of 10000000 (MAPGATE_TILE_JOB_MAX_TILES)',
    ],
    ['min_zoom above max_zoom', { min_zoom: 3, max_zoom: 2 }, 'min_zoom 3 is above max_zoom 2'],
    ['an unknown resource', { resource: 'lakes' }, 'no layer or layer group "lakes" in this workspace'],
    ['an unknown style', { style: 'night' }, 'no style "night" in this workspace'],
    ['a vector job in an image format', { tile_type: 'vector' }, /^format image\/png is not offered for vector tiles/],
    [
      'a map job in the vector format',
      { format: 'application/vnd.mapbox-vector-tile' },
      /^format application\/vnd\.mapbox-vector-tile is not offered for map tiles/,
    ],
  ])('422 naming the reason for %s; no job is created', async (_, extra, detail) => {
    await workspaceWithLayer();
    const res = await t()
      .http()
      .post(h.jobs('w'))
      .set(await h.su())
      .send(seedBody('roads', extra));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 422, error: 'UNPROCESSABLE' });
    if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
    else expect(res.body.detail).toMatch(detail);
    expect(await h.jobRows()).toBe(0);
    expect(await t().db.prisma.tileCacheJobChunk.count()).toBe(0);
  });

  it('422 when the workspace settings do not offer the set, the format or the cache; truncate needs no cache', async () => {
    const ws = await workspaceWithLayer();
    await h.putTiles(ws.id, {
      tile_matrix_sets: ['WorldCRS84Quad'],
      map_tiles: { formats: ['image/png'] },
      cache_enabled: false,
    });
    const post = async (extra: Record<string, unknown>) =>
      t()
        .http()
        .post(h.jobs('w'))
        .set(await h.su())
        .send(seedBody('roads', extra));
    expect((await post({ tile_matrix_set: 'WorldCRS84Quad' })).body.detail).toBe(
      "the tile cache is disabled in this workspace's OGC API Tiles settings (settings.cache_enabled)",
    );
    await h.putTiles(ws.id, {
      tile_matrix_sets: ['WorldCRS84Quad'],
      map_tiles: { formats: ['image/png'] },
      vector_tiles: { enabled: false },
    });
    expect((await post({})).body.detail).toBe(
      'tile matrix set "WebMercatorQuad" is not enabled in this workspace\'s OGC API Tiles settings (settings.tile_matrix_sets)',
    );
    expect((await post({ tile_matrix_set: 'WorldCRS84Quad', format: 'image/webp' })).body.detail).toBe(
      'format image/webp is not offered for map tiles by this workspace (settings.map_tiles.formats: image/png)',
    );
    expect(
      (
        await post({
          tile_matrix_set: 'WorldCRS84Quad',
          tile_type: 'vector',
          format: 'application/vnd.mapbox-vector-tile',
        })
      ).body.detail,
    ).toBe("vector tiles are disabled in this workspace's OGC API Tiles settings (settings.vector_tiles.enabled)");
    expect(await h.jobRows()).toBe(0);
    await h.putTiles(ws.id, { cache_enabled: false });
    expect((await post({ operation: 'truncate' })).status).toBe(202);
  });

  it('422 for all_resources in a workspace without layers or layer groups', async () => {
    await h.workspace('w');
    const res = await t()
      .http()
      .post(h.jobs('w'))
      .set(await h.su())
      .send(seedBody('x', { resource: undefined, all_resources: true }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('this workspace has no layers or layer groups to cache');
  });

  it('only operation, resource and tile_matrix_set are required: the defaults are filled in and named', async () => {
    // A small tile limit, so the defaulted max_zoom is the deepest level that keeps the job within it.
    const other = await startTestApp({
      MAPGATE_TILE_WORKER_ENABLED: 'false',
      MAPGATE_TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.{format}',
      MAPGATE_TILE_JOB_MAX_TILES: '100',
    });
    try {
      const su = bearer(await other.token('super_admin'));
      const ws = (await other.http().post('/api/v1/workspaces').set(su).send({ name: 'w' })).body;
      const service = await other.db.prisma.service.create({
        data: { workspaceId: ws.id, name: 's', type: 'postgis', connectionInfo: {} },
      });
      await other.db.prisma.layer.create({ data: { workspaceId: ws.id, serviceId: service.id, name: 'roads' } });
      const res = await other
        .http()
        .post(h.jobs('w'))
        .set(su)
        .send({ operation: 'seed', resource: 'roads', tile_matrix_set: 'WebMercatorQuad' });
      expect(res.status).toBe(202);
      expect(res.body.request).toEqual({
        operation: 'seed',
        resource: 'roads',
        all_resources: false,
        tile_type: 'map',
        tile_matrix_set: 'WebMercatorQuad',
        format: 'image/png',
        style: null,
        min_zoom: 0,
        // 1 + 4 + 16 + 64 = 85 tiles fit within 100; level 4 would make 341.
        max_zoom: 3,
        defaults: ['format', 'min_zoom', 'max_zoom', 'bounds'],
        bounds: {
          bbox: [-E, -E, E, E].map((v) => expect.closeTo(v, 3)),
          crs: 'http://www.opengis.net/def/crs/EPSG/0/3857',
        },
      });
      expect(res.body.total_tiles).toBe(85);

      // Given values are kept as given and not listed; truncate defaults the same way.
      const truncate = await other
        .http()
        .post(h.jobs('w'))
        .set(su)
        .send({ operation: 'truncate', resource: 'roads', tile_matrix_set: 'WebMercatorQuad', min_zoom: 2 });
      expect(truncate.status).toBe(202);
      expect(truncate.body.request).toMatchObject({
        min_zoom: 2,
        max_zoom: 3,
        defaults: ['format', 'max_zoom', 'bounds'],
      });
      expect(truncate.body.total_tiles).toBe(80);

      // The dry run answers the same plan, with tiles per level and a size estimate, and creates nothing.
      const jobsBefore = await other.db.prisma.tileCacheJob.count();
      const dry = await other
        .http()
        .post(`${h.jobs('w')}/plan`)
        .set(su)
        .send({ operation: 'seed', resource: 'roads', tile_matrix_set: 'WebMercatorQuad' });
      expect(dry.status).toBe(200);
      expect(dry.body).toEqual({
        request: res.body.request,
        resources: ['roads'],
        total_tiles: 85,
        estimated_bytes: 85 * 20_000,
        estimated_tile_bytes: 20_000,
        estimate_basis: 'default',
        zooms: [
          { zoom: 0, tiles: 1 },
          { zoom: 1, tiles: 4 },
          { zoom: 2, tiles: 16 },
          { zoom: 3, tiles: 64 },
        ],
      });
      const dryBad = await other
        .http()
        .post(`${h.jobs('w')}/plan`)
        .set(su)
        .send({ operation: 'seed', resource: 'nope', tile_matrix_set: 'WebMercatorQuad' });
      expect(dryBad.status).toBe(422);
      // ?dry_run=true on the create answers that same plan (200, no Location), and creates nothing either.
      const dryCreate = await other
        .http()
        .post(`${h.jobs('w')}?dry_run=true`)
        .set(su)
        .send({ operation: 'seed', resource: 'roads', tile_matrix_set: 'WebMercatorQuad' });
      expect(dryCreate.status).toBe(200);
      expect(dryCreate.headers.location).toBeUndefined();
      expect(dryCreate.body).toEqual(dry.body);
      const dryCreateBad = await other
        .http()
        .post(`${h.jobs('w')}?dry_run=TRUE`)
        .set(su)
        .send({ operation: 'seed', resource: 'nope', tile_matrix_set: 'WebMercatorQuad' });
      expect(dryCreateBad.status).toBe(422);
      const notBoolean = await other
        .http()
        .post(`${h.jobs('w')}?dry_run=yes`)
        .set(su)
        .send({ operation: 'seed', resource: 'roads', tile_matrix_set: 'WebMercatorQuad' });
      expect(notBoolean.status).toBe(400);
      expect(notBoolean.body.detail).toBe('dry_run: must be true or false');
      expect(await other.db.prisma.tileCacheJob.count()).toBe(jobsBefore);
      const notDry = await other
        .http()
        .post(`${h.jobs('w')}?dry_run=false`)
        .set(su)
        .send({ operation: 'seed', resource: 'roads', tile_matrix_set: 'WebMercatorQuad' });
      expect(notDry.status).toBe(202);
      expect(await other.db.prisma.tileCacheJob.count()).toBe(jobsBefore + 1);

      // When even the first level is over the limit, the answer says so (nothing is created).
      const tooBig = await other
        .http()
        .post(h.jobs('w'))
        .set(su)
        .send({ operation: 'seed', resource: 'roads', tile_matrix_set: 'WebMercatorQuad', min_zoom: 4 });
      expect(tooBig.status).toBe(422);
      expect(tooBig.body.detail).toMatch(/256 tiles, more than the limit of 100/);
    } finally {
      await other.stop();
    }
  });

  it('422 for seeding without MAPGATE_TILE_UPSTREAM; truncate works without it', async () => {
    const other = await startTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });
    try {
      const su = bearer(await other.token('super_admin'));
      const ws = (await other.http().post('/api/v1/workspaces').set(su).send({ name: 'w' })).body;
      const service = await other.db.prisma.service.create({
        data: { workspaceId: ws.id, name: 's', type: 'postgis', connectionInfo: {} },
      });
      await other.db.prisma.layer.create({ data: { workspaceId: ws.id, serviceId: service.id, name: 'roads' } });
      const seed = await other.http().post(h.jobs('w')).set(su).send(seedBody('roads'));
      expect(seed.status).toBe(422);
      expect(seed.body.detail).toBe(
        'no tile upstream is configured (MAPGATE_TILE_UPSTREAM), so map tiles cannot be fetched (vector tiles of PostGIS layers are drawn by mapgate)',
      );
      expect(
        (
          await other
            .http()
            .post(h.jobs('w'))
            .set(su)
            .send(seedBody('roads', { operation: 'truncate' }))
        ).status,
      ).toBe(202);
    } finally {
      await other.stop();
    }
  });

  it.each([
    ['no operation', { ...seedBody('roads'), operation: undefined }, /^operation: is required/],
    [
      'an unknown operation',
      seedBody('roads', { operation: 'grow' }),
      /^operation: "grow" is not one of the allowed values/,
    ],
    [
      'an unknown format',
      seedBody('roads', { format: 'image/gif' }),
      /^format: must be one of image\/png, image\/jpeg, image\/webp, application\/vnd\.mapbox-vector-tile/,
    ],
    [
      'a bbox of 3 numbers',
      seedBody('roads', { bounds: { bbox: [0, 0, 1], crs: 'EPSG:4326' } }),
      /^bounds\.bbox: must hold 4 numbers/,
    ],
    [
      'another bounds CRS',
      seedBody('roads', { bounds: { bbox: [0, 0, 1, 1], crs: 'EPSG:2056' } }),
      /^bounds\.crs: must be EPSG:4326 or EPSG:3857/,
    ],
    ['a negative zoom', seedBody('roads', { min_zoom: -1 }), /^min_zoom: must not be negative/],
    ['a fractional zoom', seedBody('roads', { max_zoom: 1.5 }), /^max_zoom: Int cannot represent/],
    [
      'resource with all_resources',
      seedBody('roads', { all_resources: true }),
      /^resource: must be omitted when all_resources is true/,
    ],
    [
      'neither resource nor all_resources',
      seedBody('roads', { resource: undefined }),
      /^resource: is required unless all_resources is true/,
    ],
    ['a resource name that is not a path segment', seedBody('roads', { resource: '../etc' }), /^resource: must match/],
    ['an unknown field', seedBody('roads', { zoom: 3 }), /^zoom: unknown field/],
  ])('400 naming the field for %s; no job is created', async (_, body, detail) => {
    await workspaceWithLayer();
    const res = await t()
      .http()
      .post(h.jobs('w'))
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await h.jobRows()).toBe(0);
  });

  it("401 without a credential, 403 for another workspace's admin or a viewer, 404 for an unknown workspace", async () => {
    const ws = await workspaceWithLayer();
    const b = await h.workspace('b');
    expect((await t().http().post(h.jobs('w')).send(seedBody('roads'))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(h.jobs('w'))
          .set(await h.admin(b.id))
          .send(seedBody('roads'))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .post(h.jobs('w'))
          .set(bearer(await t().token('viewer', ws.id)))
          .send(seedBody('roads'))
      ).status,
    ).toBe(403);
    // A dry run needs the permission of the create it stands for.
    expect(
      (
        await t()
          .http()
          .post(`${h.jobs('w')}?dry_run=true`)
          .set(bearer(await t().token('viewer', ws.id)))
          .send(seedBody('roads'))
      ).status,
    ).toBe(403);
    const missing = await t()
      .http()
      .post(h.jobs('nope'))
      .set(await h.su())
      .send(seedBody('roads'));
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('workspace not found');
    expect(await h.jobRows()).toBe(0);
  });
});

describe('GET /api/v1/workspaces/{workspace}/tile-cache/jobs', () => {
  it('lists this workspace\'s jobs newest first, wrapped in "jobs"', async () => {
    const ws = await workspaceWithLayer('a');
    const b = await workspaceWithLayer('b');
    const first = await h.create('a', seedBody('roads'));
    const second = await h.create('a', seedBody('roads', { operation: 'truncate' }));
    await h.create('b', seedBody('roads'));
    const res = await t()
      .http()
      .get(h.jobs('a'))
      .set(await h.admin(ws.id));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['jobs']);
    expect(res.body.jobs.map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
    expect(await h.list(b.id)).toHaveLength(1);
  });

  it("an empty list is [], 401 without a credential, 403 for another workspace's admin", async () => {
    const ws = await h.workspace('a');
    const b = await h.workspace('b');
    expect(await h.list(ws.id)).toEqual([]);
    expect((await t().http().get(h.jobs('a'))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(h.jobs('a'))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}/tile-cache/jobs/{job} (getTileCacheJob)', () => {
  it("docs/rules.md §6: another workspace's job is 404, by id or name of either workspace", async () => {
    const a = await workspaceWithLayer('a');
    await workspaceWithLayer('b');
    const job = await h.create('a', seedBody('roads'));
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs(a.id)}/${job.id}`)
          .set(await h.admin(a.id))
      ).status,
    ).toBe(200);
    const other = await t()
      .http()
      .get(`${h.jobs('b')}/${job.id}`)
      .set(await h.su());
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'NOT_FOUND', detail: 'tile cache job not found' });
  });

  it('404 for an unknown or malformed id, 401 and 403', async () => {
    const a = await workspaceWithLayer('a');
    const b = await h.workspace('b');
    const job = await h.create('a', seedBody('roads'));
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs('a')}/${UNKNOWN_ID}`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs('a')}/not-a-uuid`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs('a')}/${job.id}`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs(a.id)}/${job.id}`)
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}/tile-cache/jobs/{job}/progress', () => {
  it('gives the tiles of each zoom level, nothing processed yet', async () => {
    await workspaceWithLayer('a');
    const job = await h.create('a', seedBody('roads', { max_zoom: 2 }));
    const res = await t()
      .http()
      .get(`${h.jobs('a')}/${job.id}/progress`)
      .set(await h.su());
    expect(res.status).toBe(200);
    const zero = {
      processed_tiles: 0,
      succeeded_tiles: 0,
      skipped_tiles: 0,
      failed_tiles: 0,
      bytes_written: 0,
      bytes_deleted: 0,
    };
    expect(res.body).toEqual({
      job_id: job.id,
      status: 'queued',
      total_tiles: 21,
      processed_tiles: 0,
      // Nothing ran yet: no rate, no estimate.
      tiles_per_second: 0,
      eta_seconds: null,
      zooms: [
        { zoom: 0, total_tiles: 1, ...zero },
        { zoom: 1, total_tiles: 4, ...zero },
        { zoom: 2, total_tiles: 16, ...zero },
      ],
    });
  });

  it("404 for another workspace's job, 401 without a credential", async () => {
    await workspaceWithLayer('a');
    await h.workspace('b');
    const job = await h.create('a', seedBody('roads'));
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs('b')}/${job.id}/progress`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .get(`${h.jobs('a')}/${job.id}/progress`)
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/v1/workspaces/{workspace}/tile-cache/jobs/{job}/cancel', () => {
  it('202: a queued job is cancelled at once; cancelling it again is 409 (terminal)', async () => {
    const ws = await workspaceWithLayer('a');
    const job = await h.create('a', seedBody('roads'));
    const res = await t()
      .http()
      .post(`${h.jobs('a')}/${job.id}/cancel`)
      .set(await h.admin(ws.id));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      id: job.id,
      status: 'cancelled',
      cancel_requested: true,
      completed_at: expect.any(String),
    });
    expect((await h.get('a', job.id)).status).toBe('cancelled');
    const again = await t()
      .http()
      .post(`${h.jobs('a')}/${job.id}/cancel`)
      .set(await h.su());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'CONFLICT',
      detail: 'tile cache job is already cancelled; only a queued or running job can be cancelled',
    });
  });

  it("404 for another workspace's job (untouched), 401 and 403", async () => {
    const a = await workspaceWithLayer('a');
    const b = await h.workspace('b');
    const job = await h.create('a', seedBody('roads'));
    expect(
      (
        await t()
          .http()
          .post(`${h.jobs('b')}/${job.id}/cancel`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .post(`${h.jobs('a')}/${job.id}/cancel`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(`${h.jobs(a.id)}/${job.id}/cancel`)
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    expect((await h.get('a', job.id)).status).toBe('queued');
  });
});
