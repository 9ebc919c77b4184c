import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { useTestApp } from '../support/app';
import { bearer, createWorkspace } from '../support/factories';
import { type Upstream, startUpstream, tileBody } from '../domains/tile-cache/support';
import { binary } from './support';

/*
 * Map tiles of the OGC API come from the map server behind MAPGATE_TILE_UPSTREAM, with the tile store in
 * front (docs/data-plane.md). The upstream here is a real HTTP server that counts what it is asked.
 */

let upstream: Upstream;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-map-tiles-'));
const env: Record<string, string> = { MAPGATE_DATA_DIR: dataDir, MAPGATE_TILE_UPSTREAM_TIMEOUT_MS: '1000' };
beforeAll(async () => {
  upstream = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = upstream.template;
});
afterAll(async () => {
  await upstream.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(env);
beforeEach(() => upstream.reset());

async function setup(tiles: Record<string, unknown> = {}) {
  const su = bearer(await t().token('super_admin'));
  const ws = await createWorkspace(t(), 'w', su);
  const prisma = t().db.prisma;
  const service = await prisma.service.create({
    data: {
      workspaceId: ws.id,
      name: 'src',
      type: 'postgis',
      connectionInfo: { host: 'localhost', database: 'gis', user: 'u' },
    },
  });
  await prisma.layer.create({
    data: { workspaceId: ws.id, serviceId: service.id, name: 'roads', table: 'public.roads' },
  });
  await t()
    .http()
    .put('/api/v1/workspaces/w/settings/ogc-tiles')
    .set(su)
    .send({ enabled: true, public: true, ...tiles })
    .expect(200);
  return { su, ws };
}

describe('OGC API map tiles through MAPGATE_TILE_UPSTREAM', () => {
  it('fetches a tile once, stores it, serves it again from the store with its ETag', async () => {
    const { ws } = await setup();
    const url = '/ogc/w/collections/roads/map/tiles/WebMercatorQuad/2/1/3?f=png';
    const first = await t().http().get(url).buffer(true).parse(binary);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-tile-cache']).toBe('miss');
    const asked = `/${ws.id}/roads/WebMercatorQuad/2/3/1.png`;
    expect(first.body.toString()).toBe(tileBody(asked));
    const second = await t().http().get(url).buffer(true).parse(binary);
    expect(second.headers['x-tile-cache']).toBe('hit');
    expect(second.body.toString()).toBe(tileBody(asked));
    expect(upstream.total()).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'tiles', ws.id, 'roads', 'WebMercatorQuad', '2', '3', '1.png'))).toBe(true);
    expect((await t().http().get(url).set('If-None-Match', second.headers.etag)).status).toBe(304);
  });

  it('an upstream that fails is a 503 with Retry-After (its words stay in the log); a 404 upstream is a 404; formats not offered are a 400', async () => {
    await setup({ settings: { cache_enabled: false, map_tiles: { enabled: true, formats: ['image/png'] } } });
    upstream.behaviour = () => ({ status: 500, body: 'internal details' });
    const down = await t().http().get('/ogc/w/collections/roads/map/tiles/WebMercatorQuad/1/0/0');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    expect(JSON.stringify(down.body)).not.toMatch(/internal details/);
    upstream.behaviour = () => ({ status: 404 });
    expect((await t().http().get('/ogc/w/collections/roads/map/tiles/WebMercatorQuad/1/0/0')).status).toBe(404);
    expect((await t().http().get('/ogc/w/collections/roads/map/tiles/WebMercatorQuad/1/0/0?f=webp')).status).toBe(400);
    expect((await t().http().get('/ogc/w/collections/nope/map/tiles/WebMercatorQuad/1/0/0')).status).toBe(404);
  });

  it('a tile still being fetched after its client hung up keeps the drain waiting until it is done', async () => {
    await setup({ settings: { cache_enabled: false } });
    upstream.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 600 });
    const server = t().app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const drain = t().mapgate.drain;
      const req = http.get({
        host: '127.0.0.1',
        port,
        path: '/ogc/w/collections/roads/map/tiles/WebMercatorQuad/1/0/0?f=png',
        agent: false,
      });
      req.on('error', () => {});
      while (upstream.total() < 1) await new Promise((r) => setTimeout(r, 5));
      req.destroy();
      // The response is gone with its connection (the drain's middleware counted it until then); what is
      // left in flight is the fetch, held by drain.hold until the upstream answers (600 ms).
      await new Promise((r) => setTimeout(r, 150));
      expect(drain.inFlight()).toBe(1);
      let idle = false;
      const waited = drain.waitIdle(5000).then((v) => {
        idle = v;
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(idle).toBe(false);
      await waited;
      expect(idle).toBe(true);
      expect(drain.inFlight()).toBe(0);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
