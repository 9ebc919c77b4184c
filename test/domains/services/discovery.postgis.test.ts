import fs from 'node:fs';
import { useTestApp } from '../../support/app';
import { type PostgisFixture, requireFixture } from '../../support/postgis-fixture';
import * as files from './fixtures';
import { type Endpoint, closedPort, passwordCatcher, pgliteServer } from './pg-servers';
import { helpers } from './support';

/*
 * Discovery (docs/data-plane.md, "Discovery and publishing") against the machine's real PostGIS
 * (.ci/run installs it; a machine without it fails here rather than skipping), a PostgreSQL without
 * PostGIS (PGlite over TCP), a server refusing the login, and a closed port.
 */

const roots = files.tempRoots();
let fx: PostgisFixture;
let pglite: Endpoint;
let catcher: Endpoint;
beforeAll(async () => {
  fx = await requireFixture('discover');
  // Connections of earlier tests' pools stay open a while: more than PGlite's one connection at a time.
  [pglite, catcher] = await Promise.all([pgliteServer(8), passwordCatcher()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([fx?.drop(), pglite?.stop(), catcher?.stop()]);
  fs.rmSync(roots.base, { recursive: true, force: true });
});
const t = useTestApp({ MAPGATE_ALLOWED_PATHS: roots.allowed, MAPGATE_CONNECTION_TEST_TIMEOUT_MS: '2000' });
const h = helpers(t);
const tablesUrl = (s: string) => `/api/v1/workspaces/w/services/${s}/tables`;

interface TableBody {
  name: string;
  kind: string;
  geometry_column: string;
  estimated_rows: number | null;
  extent: number[] | null;
  [k: string]: unknown;
}

async function tables(service: string, who?: Record<string, string>) {
  return t()
    .http()
    .get(tablesUrl(service))
    .set(who ?? (await h.su()));
}

const near = (a: number[] | null, b: number[], eps = 0.05) =>
  expect(a && a.length === 4 && a.every((v, i) => Math.abs(v - b[i]) <= eps) ? b : a).toEqual(b);

describe('GET /api/v1/workspaces/{workspace}/services/{service}/tables', () => {
  beforeEach(async () => {
    await h.workspace('w');
  });

  it('lists every geometry column of the service schemas: tables, a view, two columns of one table, no primary key', async () => {
    await h.pgService('w', 'pg', fx.connectionInfo);
    const res = await tables('pg');
    expect(res.status).toBe(200);
    const list = res.body.tables as TableBody[];
    const s = fx.schema;
    expect(list.map((x) => `${x.name}#${x.geometry_column}`)).toEqual([
      `${s}.lines#geom`,
      `${s}.no_pk#geom`,
      `${s}.points#geom`,
      `${s}.points_view#geom`,
      `${s}.polygons#geom`,
      `${s}.two_geoms#geom`,
      `${s}.two_geoms#footprint`,
    ]);
    const points = list.find((x) => x.name === `${s}.points`)!;
    expect(points).toEqual({
      name: `${s}.points`,
      schema: s,
      table: 'points',
      kind: 'table',
      geometry_column: 'geom',
      geometry_type: 'POINT',
      srid: 4326,
      geography: false,
      estimated_rows: 3000,
      extent: expect.any(Array),
      id_column: 'id',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'name', type: 'text' },
        { name: 'category', type: 'text' },
        { name: 'value', type: 'double precision' },
        { name: 'rank', type: 'integer' },
      ],
      layers: [],
    });
    near(points.extent, [5, 45, 14.83, 54.8]);
    // Stored in 3857, reported in CRS84.
    const lines = list.find((x) => x.name === `${s}.lines`)!;
    expect(lines).toMatchObject({ geometry_type: 'LINESTRING', srid: 3857, estimated_rows: 1000, id_column: 'id' });
    near(lines.extent, [5, 45, 14.95, 54.9]);
    expect(list.find((x) => x.name === `${s}.polygons`)).toMatchObject({
      geometry_type: 'MULTIPOLYGON',
      estimated_rows: 500,
    });
    expect(list.find((x) => x.name === `${s}.points_view`)).toMatchObject({
      kind: 'view',
      geometry_type: 'POINT',
      srid: 4326,
      estimated_rows: null,
      extent: null,
      id_column: null,
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'name', type: 'text' },
        { name: 'value', type: 'double precision' },
      ],
    });
    expect(list.find((x) => x.name === `${s}.no_pk`)).toMatchObject({ id_column: null, estimated_rows: 50 });
    const [geom, footprint] = list.filter((x) => x.table === 'two_geoms');
    expect(geom.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'label', type: 'text' },
      { name: 'footprint', type: 'geometry(Polygon,4326)' },
    ]);
    expect(footprint).toMatchObject({ geometry_type: 'POLYGON', id_column: 'id' });
  });

  it('names the layers that already publish each table and column', async () => {
    await h.pgService('w', 'pg', fx.connectionInfo);
    await h.layer('w', 'pg', { name: 'pts', table: `${fx.schema}.points` });
    await h.layer('w', 'pg', { name: 'points' }); // the bare name, from the layer's name
    await h.layer('w', 'pg', { name: 'fp', table: 'two_geoms', geometry_column: 'footprint' });
    const list = (await tables('pg')).body.tables as TableBody[];
    const layersOf = (name: string, col = 'geom') =>
      list.find((x) => x.table === name && x.geometry_column === col)!.layers;
    expect(layersOf('points')).toEqual(['points', 'pts']);
    expect(layersOf('two_geoms', 'footprint')).toEqual(['fp']);
    expect(layersOf('two_geoms')).toEqual([]);
  });

  it('only the schemas of the service; an empty list where they hold nothing', async () => {
    await h.pgService('w', 'pg', { ...fx.connectionInfo, schemas: ['public'] });
    const res = await tables('pg');
    expect(res.status).toBe(200);
    expect((res.body.tables as TableBody[]).filter((x) => x.name.startsWith(`${fx.schema}.`))).toEqual([]);
  });

  it('422 naming the cause for a PostgreSQL without PostGIS, a refused login and a missing database', async () => {
    await h.pgService('w', 'plain', {
      host: pglite.host,
      port: pglite.port,
      database: 'postgres',
      user: 'postgres',
      sslmode: 'disable',
    });
    const plain = await tables('plain');
    expect([plain.status, plain.body.error, plain.body.detail]).toEqual([
      422,
      'UNPROCESSABLE',
      'service "plain": PostGIS is not installed in database "postgres" (CREATE EXTENSION postgis)',
    ]);
    await h.pgService('w', 'refused', {
      host: catcher.host,
      port: catcher.port,
      database: 'gis',
      user: 'u',
      password: 'x',
      sslmode: 'disable',
    });
    const refused = await tables('refused');
    expect([refused.status, refused.body.detail]).toEqual([
      422,
      `service "refused": the database at ${catcher.host}:${catcher.port} refused: password authentication failed for user "u"`,
    ]);
    await h.pgService('w', 'nodb', { ...fx.connectionInfo, database: 'no_such_db_x' });
    const nodb = await tables('nodb');
    expect(nodb.status).toBe(422);
    expect(nodb.body.detail).toMatch(
      /^service "nodb": the database at .* refused: database "no_such_db_x" does not exist$/,
    );
  });

  it('503 with Retry-After when nothing listens on the port', async () => {
    const port = await closedPort();
    await h.pgService('w', 'down', { host: '127.0.0.1', port, database: 'gis', user: 'u', sslmode: 'disable' });
    const res = await tables('down');
    expect([res.status, res.body.error, res.body.detail]).toEqual([
      503,
      'UNAVAILABLE',
      `service "down": 127.0.0.1:${port} is unreachable`,
    ]);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('503 with Retry-After when the server answers but cannot take the connection (53300: no slot left for the role)', async () => {
    // A role whose connection limit is 0: the real server refuses it with SQLSTATE 53300, as a full one does.
    const role = `${fx.schema}_full`;
    await fx.sql(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    try {
      await h.pgService('w', 'full', { ...fx.connectionInfo, user: role });
      const res = await tables('full');
      expect([res.status, res.body.error]).toEqual([503, 'UNAVAILABLE']);
      expect(res.body.detail).toMatch(
        /^service "full": the database at .* cannot take connections now \(too many connections for role ".*"\)$/,
      );
      expect(res.headers['retry-after']).toBe('5');
      // The same refusal on GraphQL.
      const su = await t().token('super_admin');
      const gql = await t().gql('query { serviceTables(workspace: "w", service: "full") { name } }', {}, su);
      expect([gql.status, gql.body.errors?.[0]?.extensions?.code]).toEqual([503, 'UNAVAILABLE']);
      expect(gql.body.errors?.[0]?.message).toBe(res.body.detail);
    } finally {
      await fx.sql(`DROP ROLE IF EXISTS ${role}`);
    }
  });

  it('a file service: the one layer its file holds', async () => {
    const p = files.write(roots.allowed, 'rivers.geojson', files.geojson());
    await h.service('w', { name: 'f', type: 'vectorfile', connection_info: { path: p } });
    await h.layer('w', 'f', { name: 'rivers' });
    const res = await tables('f');
    expect(res.status).toBe(200);
    expect(res.body.tables).toEqual([
      {
        name: 'rivers',
        schema: '',
        table: 'rivers',
        kind: 'file',
        geometry_column: '',
        geometry_type: 'GEOMETRY',
        srid: 4326,
        geography: false,
        estimated_rows: null,
        extent: null,
        id_column: null,
        columns: [],
        layers: ['rivers'],
      },
    ]);
    fs.rmSync(p);
    const gone = await tables('f');
    expect([gone.status, gone.body.detail]).toEqual([422, 'service "f": file not found']);
  });

  it('404 for an unknown service; 401 anonymous; 403 for the admin of another workspace; allowed to its own admin', async () => {
    const other = await h.workspace('other');
    const ws = (
      await t()
        .http()
        .get('/api/v1/workspaces/w')
        .set(await h.su())
    ).body;
    await h.pgService('w', 'pg', fx.connectionInfo);
    expect((await tables('nope')).status).toBe(404);
    expect((await t().http().get(tablesUrl('pg'))).status).toBe(401);
    expect((await tables('pg', await h.admin(other.id))).status).toBe(403);
    expect((await tables('pg', await h.admin(ws.id))).status).toBe(200);
  });
});

describe('GraphQL serviceTables and Service.tables', () => {
  beforeEach(async () => {
    await h.workspace('w');
  });

  const FIELDS =
    'name kind geometryColumn geometryType srid estimatedRows extent idColumn columns { name type } layers';

  it('both answer the same list; Service.tables reaches it from the service', async () => {
    await h.pgService('w', 'pg', fx.connectionInfo);
    const su = await t().token('super_admin');
    const root = await t().gql(`query { serviceTables(workspace: "w", service: "pg") { ${FIELDS} } }`, {}, su);
    expect(root.body.errors).toBeUndefined();
    const viaService = await t().gql(
      `query { service(workspace: "w", service: "pg") { tables { ${FIELDS} } } }`,
      {},
      su,
    );
    expect(viaService.body.data!.service.tables).toEqual(root.body.data!.serviceTables);
    const points = root.body.data!.serviceTables.find((x: { name: string }) => x.name === `${fx.schema}.points`);
    expect(points).toMatchObject({
      kind: 'table',
      geometryColumn: 'geom',
      srid: 4326,
      estimatedRows: 3000,
      idColumn: 'id',
    });
  });

  it('errors carry the mapgate code: UNPROCESSABLE without PostGIS, UNAVAILABLE (503) for a closed port', async () => {
    await h.pgService('w', 'plain', {
      host: pglite.host,
      port: pglite.port,
      database: 'postgres',
      user: 'postgres',
      sslmode: 'disable',
    });
    const port = await closedPort();
    await h.pgService('w', 'down', { host: '127.0.0.1', port, database: 'gis', user: 'u', sslmode: 'disable' });
    const su = await t().token('super_admin');
    const plain = await t().gql('query { serviceTables(workspace: "w", service: "plain") { name } }', {}, su);
    expect([plain.status, plain.body.errors?.[0]?.extensions?.code]).toEqual([200, 'UNPROCESSABLE']);
    expect(plain.body.errors?.[0]?.message).toMatch(/PostGIS is not installed/);
    const down = await t().gql('query { service(workspace: "w", service: "down") { name tables { name } } }', {}, su);
    expect([down.status, down.body.errors?.[0]?.extensions?.code]).toEqual([503, 'UNAVAILABLE']);
    expect(down.body.errors?.[0]?.message).toBe(`service "down": 127.0.0.1:${port} is unreachable`);
  });
});
