import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { TestApp } from '../support/app';
import { bearer, createWorkspace } from '../support/factories';
import type { PostgisFixture } from '../support/postgis-fixture';

/** Decodes an MVT answer body (gunzipped when it came compressed). */
export function decodeTile(body: Buffer, gzipped = false): VectorTile {
  return new VectorTile(new PbfReader(gzipped ? gunzipSync(body) : body));
}

/** supertest's parser for binary answers: the raw bytes as a Buffer. */
export const binary = (res: import('superagent').Response, done: (err: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  const stream: NodeJS.ReadableStream = Object.assign(res);
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * A TCP relay between mapgate and the PostGIS server: `stop()` is PostGIS going away (open
 * connections reset, new ones refused), `start()` it coming back on the same port.
 */
export async function relay(target: {
  host: string;
  port: number;
}): Promise<{ port: number; stop(): Promise<void>; start(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start: listen,
  };
}

/** A workspace with a service on the fixture, its layers and a group, and both OGC APIs enabled. */
export async function publishFixture(
  t: TestApp,
  fx: PostgisFixture,
  opts: { workspace?: string; port?: number; tiles?: Record<string, unknown>; features?: Record<string, unknown> } = {},
): Promise<{ workspace: { id: string; name: string }; su: Record<string, string> }> {
  const su = bearer(await t.token('super_admin'));
  const name = opts.workspace ?? 'w';
  const workspace = await createWorkspace(t, name, su);
  const send = async (method: 'post' | 'put', path: string, body: unknown, status: number) => {
    const agent = t.http();
    const url = `/api/v1/workspaces/${name}${path}`;
    const res = await (method === 'post' ? agent.post(url) : agent.put(url)).set(su).send(body as object);
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await send(
    'post',
    '/services',
    {
      name: 'pg',
      type: 'postgis',
      connection_info: { ...fx.connectionInfo, ...(opts.port ? { host: '127.0.0.1', port: opts.port } : {}) },
    },
    201,
  );
  for (const table of ['points', 'lines', 'polygons'])
    await send(
      'post',
      '/services/pg/layers',
      { name: table, table: `${fx.schema}.${table}`, title: `The ${table}` },
      201,
    );
  await send(
    'post',
    '/layer-groups',
    {
      public_id: 'all',
      title: 'Everything',
      members: [{ resource: 'polygons' }, { resource: 'lines' }, { resource: 'points' }],
    },
    201,
  );
  await send('put', '/settings/ogc-tiles', { enabled: true, public: false, ...opts.tiles }, 200);
  await send('put', '/settings/ogcapi', { enabled: true, public: false, ...opts.features }, 200);
  return { workspace, su };
}

/** Web Mercator tile (z, x, y) containing lon/lat. */
export function tileOf(z: number, lon: number, lat: number): { x: number; y: number } {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const r = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return { x, y };
}

/** Fails in CI (which installs PostGIS) rather than letting a PostGIS test pass without PostGIS. */
export function requirePostgis(fx: PostgisFixture | null): fx is PostgisFixture {
  if (fx) return true;
  if (process.env.CI) throw new Error('PostGIS is required in CI (.ci/run installs it)');
  return false;
}
