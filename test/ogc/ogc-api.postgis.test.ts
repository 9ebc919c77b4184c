import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, useTestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { bearer } from '../support/factories';
import { createFixture, type PostgisFixture } from '../support/postgis-fixture';
import { binary, decodeTile, publishFixture, relay, requirePostgis, tileOf } from './support';

/*
 * The OGC API of a workspace over a real PostGIS table (test/support/postgis-fixture.ts): landing page,
 * collections, items, tilesets, vector tiles decoded with @mapbox/vector-tile, access by settings, and
 * the tile store in front. Without PostGIS on the machine these tests say so and do nothing; in CI
 * (which installs it) they fail instead.
 */

let fx: PostgisFixture | null = null;
let pg: Awaited<ReturnType<typeof relay>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-ogc-'));
const env: Record<string, string> = {
  MAPGATE_DATA_DIR: dataDir,
  MAPGATE_TILE_WORKER_POLL_MS: '50',
  MAPGATE_TILE_WORKER_CHUNK_TILES: '4',
};
beforeAll(async () => {
  fx = await createFixture();
  if (fx) pg = await relay(fx.connectionInfo);
});
afterAll(async () => {
  await pg?.stop().catch(() => undefined);
  await fx?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(env);

const Z = 6;
const inData = tileOf(Z, 8, 48); // inside the fixture's points, lines and polygons
const tileUrl = (c: string, z = Z, xy = inData, ws = 'w') =>
  `/ogc/${ws}/collections/${c}/tiles/WebMercatorQuad/${z}/${xy.y}/${xy.x}`;

async function setup(opts: Parameters<typeof publishFixture>[2] = {}) {
  return publishFixture(t(), fx!, { port: pg.port, ...opts });
}

describe('OGC API over PostGIS', () => {
  it('landing page, conformance, API definition and collections', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    const landing = await t().http().get('/ogc/w').set(su);
    expect(landing.status).toBe(200);
    const rels = landing.body.links.map((l: { rel: string }) => l.rel);
    expect(rels).toEqual(expect.arrayContaining(['self', 'service-desc', 'conformance', 'data']));
    const conf = await t().http().get('/ogc/w/conformance').set(su);
    expect(conf.body.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/mvt',
      ]),
    );
    const api = await t().http().get('/ogc/w/api').set(su);
    expect(api.status).toBe(200);
    expect(api.body.openapi).toBe('3.0.3');
    expect(Object.keys(api.body.paths)).toContain('/collections/{collectionId}/items');
    const cols = await t().http().get('/ogc/w/collections').set(su);
    expect(cols.status).toBe(200);
    expect(cols.body.collections.map((c: { id: string }) => c.id).sort()).toEqual([
      'all',
      'lines',
      'points',
      'polygons',
    ]);
    const points = await t().http().get('/ogc/w/collections/points').set(su);
    expect(points.body.links.map((l: { rel: string }) => l.rel)).toEqual(
      expect.arrayContaining(['items', 'http://www.opengis.net/def/rel/ogc/1.0/tilesets-vector']),
    );
    expect((await t().http().get('/ogc/w/collections/nope').set(su)).status).toBe(404);
    expect((await t().http().get('/ogc/w/collections?x=1').set(su)).status).toBe(400);
    expect((await t().http().post('/ogc/w/collections').set(su)).status).toBe(405);
  });

  it('items: GeoJSON pages with limit, next links, bbox and attribute filters; one item by id', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup({ features: { limit_default: 10, limit_max: 500, max_offset: 2500 } });
    const first = await t().http().get('/ogc/w/collections/points/items').set(su);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(first.body).toMatchObject({ type: 'FeatureCollection', numberMatched: 3000, numberReturned: 10 });
    const f0 = first.body.features[0];
    expect(f0).toMatchObject({ type: 'Feature', id: 0, geometry: { type: 'Point' } });
    expect(f0.properties).toMatchObject({ name: 'point 0', category: 'a', rank: 0 });
    const next = first.body.links.find((l: { rel: string }) => l.rel === 'next');
    expect(next.href).toMatch(/offset=10/);
    const second = await t()
      .http()
      .get(new URL(next.href).pathname + new URL(next.href).search)
      .set(su);
    expect(second.body.features[0].id).toBe(10);
    // A limit above the maximum is the maximum (OGC API - Features), not an error.
    const big = await t().http().get('/ogc/w/collections/points/items?limit=100000').set(su);
    expect(big.body.numberReturned).toBe(500);
    // bbox in CRS84: every returned point inside it.
    const box = [8, 47, 9, 48];
    const inBox = await t()
      .http()
      .get(`/ogc/w/collections/points/items?bbox=${box.join(',')}&limit=500`)
      .set(su);
    expect(inBox.status).toBe(200);
    expect(inBox.body.numberMatched).toBeGreaterThan(0);
    expect(inBox.body.numberMatched).toBeLessThan(3000);
    for (const f of inBox.body.features) {
      const [x, y] = f.geometry.coordinates;
      expect(x >= box[0] - 1e-9 && x <= box[2] + 1e-9 && y >= box[1] - 1e-9 && y <= box[3] + 1e-9).toBe(true);
    }
    const a = await t().http().get('/ogc/w/collections/points/items?category=a&limit=5').set(su);
    expect(a.body.numberMatched).toBe(1000);
    expect(a.body.features.every((f: { properties: { category: string } }) => f.properties.category === 'a')).toBe(
      true,
    );
    // A table in another CRS (lines are EPSG:3857) comes out in CRS84.
    const lines = await t().http().get('/ogc/w/collections/lines/items?limit=1').set(su);
    const [lon, lat] = lines.body.features[0].geometry.coordinates[0];
    expect(lon).toBeCloseTo(5, 5);
    expect(lat).toBeCloseTo(45, 5);
    const one = await t().http().get('/ogc/w/collections/points/items/42').set(su);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ type: 'Feature', id: 42, properties: { name: 'point 42' } });
    expect((await t().http().get('/ogc/w/collections/points/items/999999').set(su)).status).toBe(404);
    for (const bad of ['nope=1', 'limit=0', 'limit=x', 'bbox=1,2,3', 'bbox=0,10,1,5', 'offset=3000'])
      expect([bad, (await t().http().get(`/ogc/w/collections/points/items?${bad}`).set(su)).status]).toEqual([
        bad,
        400,
      ]);
    expect((await t().http().get('/ogc/w/collections/all/items').set(su)).status).toBe(404);
  });

  it('vector tiles: features, attributes, extent and clipping; TileJSON; a layer group as one multi-layer tile', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    const sets = await t().http().get('/ogc/w/collections/points/tiles').set(su);
    expect(sets.status).toBe(200);
    expect(sets.body.tilesets.map((s: { tileMatrixSetURI: string }) => s.tileMatrixSetURI)).toContain(
      'WebMercatorQuad',
    );
    const tj = await t().http().get('/ogc/w/collections/all/tiles/WebMercatorQuad?f=tilejson').set(su);
    expect(tj.status).toBe(200);
    expect(tj.body).toMatchObject({ tilejson: '3.0.0', minzoom: 0, maxzoom: 24 });
    expect(tj.body.tiles[0]).toMatch(/\/ogc\/w\/collections\/all\/tiles\/WebMercatorQuad\/\{z\}\/\{y\}\/\{x\}$/);
    expect(tj.body.vector_layers.map((l: { id: string }) => l.id)).toEqual(['polygons', 'lines', 'points']);
    expect(tj.body.vector_layers[2].fields).toMatchObject({ name: 'text', category: 'text' });

    const res = await t().http().get(tileUrl('points')).set(su).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const tile = decodeTile(res.body);
    const layer = tile.layers.points;
    expect(layer.extent).toBe(4096);
    expect(layer.length).toBeGreaterThan(10);
    const f = layer.feature(0);
    expect(f.properties).toEqual(
      expect.objectContaining({ name: expect.stringMatching(/^point /), category: expect.any(String) }),
    );
    expect(typeof f.id).toBe('number');

    // Lines crossing the tile's edge are clipped to it (within the 64-unit buffer).
    const lines = decodeTile(
      (
        await t()
          .http()
          .get(tileUrl('lines', 8, tileOf(8, 8, 48)))
          .set(su)
          .buffer(true)
          .parse(binary)
      ).body,
    ).layers.lines;
    expect(lines.length).toBeGreaterThan(0);
    for (let i = 0; i < lines.length; i++)
      for (const ring of lines.feature(i).loadGeometry())
        for (const p of ring) {
          expect(p.x).toBeGreaterThanOrEqual(-64);
          expect(p.x).toBeLessThanOrEqual(4096 + 64);
        }

    const groupRes = await t().http().get(tileUrl('all')).set(su).buffer(true).parse(binary);
    // An error's JSON body would decode as a broken tile: its status and text say more.
    expect([groupRes.status, groupRes.status === 200 ? '' : groupRes.body.toString()]).toEqual([200, '']);
    const group = decodeTile(groupRes.body);
    expect(Object.keys(group.layers).sort()).toEqual(['lines', 'points', 'polygons']);

    // Nothing there: 204. Outside the matrix: 404. Compressed when asked.
    expect(
      (
        await t()
          .http()
          .get(tileUrl('points', Z, tileOf(Z, -100, -40)))
          .set(su)
      ).status,
    ).toBe(204);
    expect((await t().http().get(`/ogc/w/collections/points/tiles/WebMercatorQuad/2/9/0`).set(su)).status).toBe(404);
    expect((await t().http().get(`/ogc/w/collections/points/tiles/Nope/2/0/0`).set(su)).status).toBe(404);
    const gz = await t()
      .http()
      .get(tileUrl('points'))
      .set(su)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(binary);
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('max_features bounds a tile; WorldCRS84Quad tiles are drawn in CRS84', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup({ tiles: { settings: { max_features: 5, cache_enabled: false } } });
    const tile = decodeTile(
      (
        await t()
          .http()
          .get(tileUrl('points', 3, tileOf(3, 8, 48)))
          .set(su)
          .buffer(true)
          .parse(binary)
      ).body,
    );
    expect(tile.layers.points.length).toBe(5);
    // WorldCRS84Quad z3: 16 x 8 tiles of 22.5 degrees; lon 8, lat 48 is column 8, row 1.
    const crs84 = await t()
      .http()
      .get('/ogc/w/collections/points/tiles/WorldCRS84Quad/3/1/8')
      .set(su)
      .buffer(true)
      .parse(binary);
    expect(crs84.status).toBe(200);
    expect(decodeTile(crs84.body).layers.points.length).toBe(5);
  });

  it('access: private needs a role in the workspace; public is open; disabled parts are 404; nothing of another workspace', async () => {
    if (!requirePostgis(fx)) return;
    const { workspace } = await setup();
    const anon = await t().http().get(tileUrl('points'));
    expect(anon.status).toBe(401);
    const viewer = bearer(await t().token('viewer', workspace.id));
    expect((await t().http().get(tileUrl('points')).set(viewer)).status).toBe(200);
    expect((await t().http().get('/ogc/w/collections/points/items').set(viewer)).status).toBe(200);
    const other = await publishFixture(t(), fx!, { workspace: 'other', port: pg.port });
    const outsider = bearer(await t().token('admin', other.workspace.id));
    expect((await t().http().get(tileUrl('points')).set(outsider)).status).toBe(403);
    expect((await t().http().get('/ogc/w/collections/points/items').set(outsider)).status).toBe(403);
    // A missing workspace looks the same as a private one to a caller without a role.
    expect((await t().http().get('/ogc/missing/collections').set(outsider)).status).toBe(403);
    expect((await t().http().get('/ogc/missing/collections')).status).toBe(401);
    expect((await t().http().get(tileUrl('points')).set({ Authorization: 'Bearer nope' })).status).toBe(401);
    const su = bearer(await t().token('super_admin'));
    await t()
      .http()
      .put('/api/v1/workspaces/w/settings/ogc-tiles')
      .set(su)
      .send({ enabled: true, public: true })
      .expect(200);
    const open = await t().http().get(tileUrl('points'));
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toMatch(/^public/);
    expect((await t().http().get('/ogc/w/collections/points/items')).status).toBe(401);
    await t().http().put('/api/v1/workspaces/w/settings/ogcapi').set(su).send({ enabled: false }).expect(200);
    expect((await t().http().get('/ogc/w/collections/points/items').set(su)).status).toBe(404);
    await t().http().put('/api/v1/workspaces/w/settings/ogc-tiles').set(su).send({ enabled: false }).expect(200);
    expect((await t().http().get(tileUrl('points')).set(su)).status).toBe(404);
  });

  it('the tile store in front: miss then hit, strong ETag and 304, truncate draws again, one drawing under a storm', async () => {
    if (!requirePostgis(fx)) return;
    const { su, workspace } = await setup();
    const first = await t().http().get(tileUrl('points')).set(su).buffer(true).parse(binary);
    expect(first.headers['x-tile-cache']).toBe('miss');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const stored = path.join(
      dataDir,
      'tiles',
      workspace.id,
      'points',
      'WebMercatorQuad',
      String(Z),
      String(inData.x),
      `${inData.y}.mvt`,
    );
    expect(fs.readFileSync(stored)).toEqual(first.body);
    const second = await t().http().get(tileUrl('points')).set(su).buffer(true).parse(binary);
    expect(second.headers['x-tile-cache']).toBe('hit');
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toEqual(first.body);
    expect((await t().http().get(tileUrl('points')).set(su).set('If-None-Match', etag)).status).toBe(304);

    // The store changed under the instance (a seed on another instance writes by rename): the tile kept
    // in memory is not served any more, the file's new bytes and tag are.
    const replaced = Buffer.concat([first.body, Buffer.from([0x0a, 0x00])]);
    fs.writeFileSync(`${stored}.next`, replaced);
    fs.renameSync(`${stored}.next`, stored);
    const third = await t().http().get(tileUrl('points')).set(su).buffer(true).parse(binary);
    expect(third.headers['x-tile-cache']).toBe('hit');
    expect(third.body).toEqual(replaced);
    expect(third.headers.etag).not.toBe(etag);
    expect((await t().http().get(tileUrl('points')).set(su).set('If-None-Match', etag)).status).toBe(200);

    await runJob(su, 'truncate', Z, Z, AROUND);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await t().http().get(tileUrl('points')).set(su)).headers['x-tile-cache']).toBe('miss');

    // 30 concurrent requests for a tile nobody has asked for: one drawing.
    const before = await tileStats(su, 'w');
    const storm = tileOf(7, 9, 49);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t()
          .http()
          .get(tileUrl('points', 7, storm))
          .set(su),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const after = await tileStats(su, 'w');
    expect(after.renders - before.renders).toBe(1);
    expect(after.misses - before.misses).toBe(30);
    expect(after.bytes_served).toBeGreaterThan(before.bytes_served);
  });

  it('a stored tile follows its layer: renamed, another layer under its name, another table: drawn again', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    const get = () => t().http().get(tileUrl('points')).set(su).buffer(true).parse(binary);
    const first = await get();
    expect(first.headers['x-tile-cache']).toBe('miss');
    expect((await get()).headers['x-tile-cache']).toBe('hit');
    const kinds = (body: Buffer) => {
      const layer = decodeTile(body).layers.points;
      return new Set(Array.from({ length: layer.length }, (_, i) => layer.feature(i).type));
    };
    expect(kinds(first.body)).toEqual(new Set([1]));

    // The layer is renamed and another one is published under its old name, on the lines' table.
    const layers = '/api/v1/workspaces/w/services/pg/layers';
    await t().http().put(`${layers}/points`).set(su).send({ name: 'spots' }).expect(200);
    await t()
      .http()
      .post(layers)
      .set(su)
      .send({ name: 'points', table: `${fx!.schema}.lines` })
      .expect(201);
    const redrawn = await get();
    expect(redrawn.headers['x-tile-cache']).toBe('miss');
    expect(kinds(redrawn.body)).toEqual(new Set([2]));
    expect((await get()).headers['x-tile-cache']).toBe('hit');

    // The same layer pointed at another table: its stored tiles are not served any more either.
    await t()
      .http()
      .put(`${layers}/points`)
      .set(su)
      .send({ table: `${fx!.schema}.polygons` })
      .expect(200);
    const again = await get();
    expect(again.headers['x-tile-cache']).toBe('miss');
    expect(kinds(again.body)).toEqual(new Set([3]));

    // A seed after a change draws the tiles stored before it, instead of skipping them as cached.
    await t()
      .http()
      .put(`${layers}/points`)
      .set(su)
      .send({ table: `${fx!.schema}.points` })
      .expect(200);
    expect(await runJob(su, 'seed', Z, Z, AROUND)).toMatchObject({
      status: 'succeeded',
      skipped_tiles: 0,
      succeeded_tiles: 1,
    });
    const seeded = await get();
    expect(seeded.headers['x-tile-cache']).toBe('hit');
    expect(kinds(seeded.body)).toEqual(new Set([1]));
  });

  it('a change of the catalog on one instance takes effect on the OGC API of every instance at once', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    const other = await startTestApp(env, { shareDatabaseOf: () => t() });
    try {
      // Both instances have read (and keep) the collection.
      for (const app of [t(), other])
        expect((await app.http().get('/ogc/w/collections/lines').set(su)).status).toBe(200);
      const renamed = await t()
        .http()
        .put('/api/v1/workspaces/w/services/pg/layers/lines')
        .set(su)
        .send({ name: 'rails' });
      expect(renamed.status).toBe(200);
      // The embedded database is one process, with no bus between instances: the second instance is a
      // deployment's only on PostgreSQL (TEST_DATABASE_URL), where the invalidation must reach it.
      for (const app of process.env.TEST_DATABASE_URL ? [t(), other] : [t()])
        await eventually(async () => {
          expect((await app.http().get('/ogc/w/collections/lines').set(su)).status).toBe(404);
          expect((await app.http().get('/ogc/w/collections/rails').set(su)).status).toBe(200);
        }, 3000);
    } finally {
      await other.stop();
    }
  });

  it('a workspace renamed on one instance is found by its new name only, on every instance; by id in any case', async () => {
    if (!requirePostgis(fx)) return;
    const { su, workspace } = await setup();
    const other = await startTestApp(env, { shareDatabaseOf: () => t() });
    try {
      // Both instances have the workspace in their cache (the OGC API reads it from there).
      for (const app of [t(), other]) expect((await app.http().get('/ogc/w/collections').set(su)).status).toBe(200);
      await t().http().put('/api/v1/workspaces/w').set(su).send({ name: 'w2' }).expect(200);
      for (const app of process.env.TEST_DATABASE_URL ? [t(), other] : [t()])
        await eventually(async () => {
          expect((await app.http().get('/ogc/w/collections').set(su)).status).toBe(404);
          expect((await app.http().get('/ogc/w2/collections').set(su)).status).toBe(200);
          const byId = await app.http().get(`/ogc/${workspace.id.toUpperCase()}/collections`).set(su);
          expect(byId.status).toBe(200);
        }, 3000);
    } finally {
      await other.stop();
    }
  });

  it('reads its workspace from the shared cache: one miss (one read) for a workspace not yet read, hits after', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    const counters = async () => {
      const res = await t().http().get('/api/v1/cache/stats').set(su).expect(200);
      const { hits, misses } = res.body.caches.workspaces as { hits: number; misses: number };
      return { hits, misses };
    };
    await t().http().post('/api/v1/cache/clear?cache=workspaces').set(su).expect(204);
    const before = await counters();
    for (let i = 0; i < 3; i++) expect((await t().http().get('/ogc/w/conformance').set(su)).status).toBe(200);
    expect(await counters()).toEqual({ hits: before.hits + 2, misses: before.misses + 1 });
  });

  it('a seed job draws PostGIS tiles itself (no upstream); the OGC API then serves them from the store', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    const done = await runJob(su, 'seed', 0, 6, [5, 45, 15, 55]);
    expect(done).toMatchObject({ status: 'succeeded', failed_tiles: 0 });
    expect(done.succeeded_tiles).toBeGreaterThan(0);
    const res = await t().http().get(tileUrl('points')).set(su).buffer(true).parse(binary);
    expect(res.headers['x-tile-cache']).toBe('hit');
    expect(decodeTile(res.body).layers.points.length).toBeGreaterThan(10);
    const stats = await tileStats(su, 'w');
    expect(stats.hits).toBeGreaterThanOrEqual(1);
  });

  it('PostGIS gone: 503 with Retry-After for what must be drawn, stored tiles still served', async () => {
    if (!requirePostgis(fx)) return;
    const { su } = await setup();
    expect((await t().http().get(tileUrl('points')).set(su)).status).toBe(200); // now stored
    await pg.stop();
    try {
      const stored = await t().http().get(tileUrl('points')).set(su);
      expect(stored.status).toBe(200);
      expect(stored.headers['x-tile-cache']).toBe('hit');
      const drawn = await t()
        .http()
        .get(tileUrl('points', 5, tileOf(5, 8, 48)))
        .set(su);
      expect(drawn.status).toBe(503);
      expect(drawn.headers['retry-after']).toBeDefined();
      expect(JSON.stringify(drawn.body)).not.toMatch(/ECONN|stack|at /);
      const items = await t().http().get('/ogc/w/collections/points/items').set(su);
      expect(items.status).toBe(503);
      expect(items.headers['retry-after']).toBeDefined();
    } finally {
      await pg.start();
    }
    expect(
      (
        await t()
          .http()
          .get(tileUrl('points', 5, tileOf(5, 8, 48)))
          .set(su)
      ).status,
    ).toBe(200);
  });
});

/** Around the tile `inData` (lon 8, lat 48), in CRS84. */
const AROUND = [7.9, 47.9, 8.1, 48.1];

/** A tile cache job of the points' vector tiles over `bbox` (CRS84), run to its end. */
async function runJob(su: Record<string, string>, operation: string, minZoom: number, maxZoom: number, bbox: number[]) {
  const job = await t()
    .http()
    .post('/api/v1/workspaces/w/tile-cache/jobs')
    .set(su)
    .send({
      operation,
      tile_type: 'vector',
      resource: 'points',
      tile_matrix_set: 'WebMercatorQuad',
      format: 'application/vnd.mapbox-vector-tile',
      min_zoom: minZoom,
      max_zoom: maxZoom,
      bounds: { bbox, crs: 'EPSG:4326' },
    });
  expect([job.status, job.body.detail]).toEqual([202, undefined]);
  return waitJob(su, job.body.id);
}

async function waitJob(
  su: Record<string, string>,
  id: string,
): Promise<Record<string, unknown> & { status: string; succeeded_tiles: number }> {
  const end = Date.now() + 30_000;
  for (;;) {
    const job = (await t().http().get(`/api/v1/workspaces/w/tile-cache/jobs/${id}`).set(su)).body;
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) return job;
    if (Date.now() > end) throw new Error(`job still ${job.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function tileStats(
  su: Record<string, string>,
  ws: string,
): Promise<{ hits: number; misses: number; renders: number; bytes_served: number }> {
  const res = await t().http().get('/api/v1/cache/stats').set(su);
  expect(res.status).toBe(200);
  return (
    res.body.tiles.find((s: { workspace_name: string }) => s.workspace_name === ws) ?? {
      hits: 0,
      misses: 0,
      renders: 0,
      bytes_served: 0,
    }
  );
}
