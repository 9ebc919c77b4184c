import { useTestApp } from '../../support/app';
import { type PostgisFixture, requireFixture } from '../../support/postgis-fixture';
import { closedPort } from '../services/pg-servers';
import { helpers } from '../services/support';

/*
 * Publishing from a PostGIS table (docs/data-plane.md, "Discovery and publishing"): the layer's
 * geometry column, type, SRID, id column and bounds come from the table; a missing table or column
 * is a 422 naming it; a database that does not answer leaves the layer unchecked.
 */

let fx: PostgisFixture;
beforeAll(async () => {
  fx = await requireFixture('publish');
}, 120_000);
afterAll(() => fx?.drop());
const t = useTestApp({ MAPGATE_CONNECTION_TEST_TIMEOUT_MS: '2000' });
const h = helpers(t);
const layersUrl = (s = 'pg') => `/api/v1/workspaces/w/services/${s}/layers`;

async function publish(body: Record<string, unknown>, service = 'pg') {
  return t()
    .http()
    .post(layersUrl(service))
    .set(await h.su())
    .send(body);
}

const near = (a: number[] | null, b: number[], eps = 0.05) =>
  expect(a && a.length === 4 && a.every((v, i) => Math.abs(v - b[i]) <= eps) ? b : a).toEqual(b);

describe('POST /api/v1/workspaces/{workspace}/services/{service}/layers (PostGIS)', () => {
  beforeEach(async () => {
    await h.workspace('w');
    await h.pgService('w', 'pg', fx.connectionInfo);
  });

  it('fills geometry column, type, SRID, id column and bounds from the table; read back the same', async () => {
    const res = await publish({ name: 'points', table: `${fx.schema}.points`, title: 'Points' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'points',
      table: `${fx.schema}.points`,
      geometry_column: 'geom',
      geometry_type: 'POINT',
      srid: 4326,
      id_column: 'id',
    });
    near(res.body.bounds, [5, 45, 14.83, 54.8]);
    const back = await t()
      .http()
      .get(`${layersUrl()}/points`)
      .set(await h.su());
    expect(back.body).toEqual(res.body);
    const lines = await publish({ name: 'lines', table: `${fx.schema}.lines` });
    expect(lines.body).toMatchObject({ geometry_type: 'LINESTRING', srid: 3857 });
    near(lines.body.bounds, [5, 45, 14.95, 54.9]);
  });

  it('a bare table name (or none: the layer name) is looked up in the service schemas and stored qualified', async () => {
    const bare = await publish({ name: 'p', table: 'polygons' });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ table: `${fx.schema}.polygons`, geometry_type: 'MULTIPOLYGON' });
    const byName = await publish({ name: 'lines' });
    expect(byName.body).toMatchObject({ table: `${fx.schema}.lines`, geometry_column: 'geom' });
  });

  it('a view, a table without primary key (id column override), one of two geometry columns', async () => {
    expect((await publish({ name: 'v', table: 'points_view' })).body).toMatchObject({
      geometry_type: 'POINT',
      id_column: null,
      bounds: null,
    });
    expect((await publish({ name: 'n', table: 'no_pk' })).body).toMatchObject({ id_column: null });
    expect((await publish({ name: 'n2', table: 'no_pk', id_column: 'name' })).body).toMatchObject({
      id_column: 'name',
    });
    const fp = await publish({ name: 'fp', table: 'two_geoms', geometry_column: 'footprint' });
    expect(fp.body).toMatchObject({ geometry_column: 'footprint', geometry_type: 'POLYGON', id_column: 'id' });
  });

  it.each([
    [
      { name: 'x', table: 'public.does_not_exist' },
      'table',
      'table "public.does_not_exist" does not exist in service "pg"',
    ],
    [{ name: 'x', table: 'nowhere' }, 'table', 'table "nowhere" does not exist in service "pg"'],
    [{ name: 'nothing_named_so' }, 'name', 'table "nothing_named_so" does not exist in service "pg"'],
    [
      { name: 'x', table: 'attrs' },
      'table',
      'table "SCHEMA.attrs" has no geometry or geography column in service "pg"',
    ],
    [
      { name: 'x', table: 'points', geometry_column: 'shape' },
      'geometry_column',
      'geometry_column: column "shape" does not exist in table "SCHEMA.points" in service "pg"',
    ],
    [
      { name: 'x', table: 'points', geometry_column: 'name' },
      'geometry_column',
      'geometry_column: column "name" is not a geometry or geography column of table "SCHEMA.points" in service "pg"',
    ],
    [
      { name: 'x', table: 'two_geoms' },
      'geometry_column',
      'geometry_column: table "SCHEMA.two_geoms" has several geometry columns ("geom", "footprint"); choose one',
    ],
    [
      { name: 'x', table: 'points', id_column: 'gid' },
      'id_column',
      'id_column: column "gid" does not exist in table "SCHEMA.points" in service "pg"',
    ],
  ])('422 naming what is missing: %j', async (body, field, detail) => {
    await fx.sql(`CREATE TABLE IF NOT EXISTS ${fx.schema}.attrs (id int PRIMARY KEY, label text)`);
    const res = await publish(body);
    expect([res.status, res.body.error, res.body.detail, res.body.fields]).toEqual([
      422,
      'UNPROCESSABLE',
      detail.replace('SCHEMA', fx.schema),
      [field],
    ]);
    expect(await h.layers('w', 'pg')).toEqual([]);
  });

  it('a database that does not answer: saved as sent, unchecked (null fields); a later update checks it', async () => {
    const port = await closedPort();
    await h.pgService('w', 'down', { ...fx.connectionInfo, host: '127.0.0.1', port });
    const res = await publish({ name: 'pts', table: 'points' }, 'down');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      table: 'points',
      geometry_column: null,
      geometry_type: null,
      srid: null,
      id_column: null,
      bounds: null,
    });
    // The database back (the service fixed): sending the table again checks and fills.
    await t()
      .http()
      .put('/api/v1/workspaces/w/services/down')
      .set(await h.su())
      .send({ connection_info: { port: fx.connectionInfo.port } })
      .expect(200);
    const upd = await t()
      .http()
      .put(`${layersUrl('down')}/pts`)
      .set(await h.su())
      .send({ table: 'points' });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ table: `${fx.schema}.points`, geometry_column: 'geom', srid: 4326 });
  });
});

describe('PUT /api/v1/workspaces/{workspace}/services/{service}/layers/{layer} (PostGIS)', () => {
  beforeEach(async () => {
    await h.workspace('w');
    await h.pgService('w', 'pg', fx.connectionInfo);
  });

  it('another table refills every field; a title alone checks nothing; 422 leaves the layer as it was', async () => {
    await publish({ name: 'l', table: 'points' });
    const url = `${layersUrl()}/l`;
    const moved = await t()
      .http()
      .put(url)
      .set(await h.su())
      .send({ table: 'polygons' });
    expect(moved.body).toMatchObject({
      table: `${fx.schema}.polygons`,
      geometry_type: 'MULTIPOLYGON',
      id_column: 'id',
    });
    const bad = await t()
      .http()
      .put(url)
      .set(await h.su())
      .send({ table: 'gone' });
    expect([bad.status, bad.body.detail]).toEqual([422, 'table "gone" does not exist in service "pg"']);
    await fx.sql(`CREATE TABLE ${fx.schema}.tmp (id int, geom geometry(Point, 4326))`);
    await publish({ name: 'tmp', table: 'tmp' });
    await fx.sql(`DROP TABLE ${fx.schema}.tmp`);
    const titled = await t()
      .http()
      .put(`${layersUrl()}/tmp`)
      .set(await h.su())
      .send({ title: 'still here' });
    expect([titled.status, titled.body.title]).toEqual([200, 'still here']);
    expect(
      (
        await t()
          .http()
          .get(url)
          .set(await h.su())
      ).body,
    ).toMatchObject({ table: `${fx.schema}.polygons` });
  });
});

describe('GraphQL createLayer (PostGIS)', () => {
  beforeEach(async () => {
    await h.workspace('w');
    await h.pgService('w', 'pg', fx.connectionInfo);
  });

  it('takes geometryColumn and idColumn; answers the filled fields; UNPROCESSABLE for a missing table', async () => {
    const su = await t().token('super_admin');
    const CREATE = `mutation($input: CreateLayerInput!) { createLayer(workspace: "w", service: "pg", input: $input) {
      name table geometryColumn geometryType srid idColumn bounds } }`;
    const ok = await t().gql(
      CREATE,
      { input: { name: 'fp', table: 'two_geoms', geometryColumn: 'footprint', idColumn: 'label' } },
      su,
    );
    expect(ok.body.data!.createLayer).toEqual({
      name: 'fp',
      table: `${fx.schema}.two_geoms`,
      geometryColumn: 'footprint',
      geometryType: 'POLYGON',
      srid: 4326,
      idColumn: 'label',
      bounds: expect.any(Array),
    });
    const missing = await t().gql(CREATE, { input: { name: 'x', table: 'public.does_not_exist' } }, su);
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'table "public.does_not_exist" does not exist in service "pg"',
      extensions: { code: 'UNPROCESSABLE' },
    });
  });
});
