import { useTestApp } from '../../support/app';
import { type PostgisFixture, requireFixture } from '../../support/postgis-fixture';
import { closedPort } from '../services/pg-servers';
import { helpers } from '../services/support';

/*
 * Warnings against the data (docs/styles.md, issue 33 item 3): a layer whose table was checked knows its
 * columns; the attributes its default style names that are not among them come back as warnings on the
 * layer, on REST and GraphQL alike. Warnings never refuse a save.
 */

let fx: PostgisFixture;
beforeAll(async () => {
  fx = await requireFixture('warn');
}, 120_000);
afterAll(() => fx?.drop());
const t = useTestApp({ MAPGATE_CONNECTION_TEST_TIMEOUT_MS: '2000' });
const h = helpers(t);
const layersUrl = (s = 'pg') => `/api/v1/workspaces/w/services/${s}/layers`;

// Filters on `categroy` (line 8, column 27) and labels with `name` (line 13, column 39).
const SLD = `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld" xmlns:ogc="http://www.opengis.net/ogc">
  <NamedLayer><Name>points</Name>
    <UserStyle>
      <FeatureTypeStyle>
        <Rule>
          <ogc:Filter><ogc:PropertyIsEqualTo>
            <ogc:PropertyName>categroy</ogc:PropertyName><ogc:Literal>a</ogc:Literal>
          </ogc:PropertyIsEqualTo></ogc:Filter>
          <PointSymbolizer><Graphic><Mark><WellKnownName>circle</WellKnownName></Mark></Graphic></PointSymbolizer>
        </Rule>
        <Rule>
          <TextSymbolizer><Label><ogc:PropertyName>name</ogc:PropertyName></Label></TextSymbolizer>
        </Rule>
      </FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>`;

const CSS = `[kind = 'road'] {
  stroke: red;
  label: [name];
}`;

async function rest() {
  return { http: t().http(), auth: await h.su() };
}

async function createStyle(name: string, format: string, body: string) {
  const { http, auth } = await rest();
  const res = await http.post('/api/v1/workspaces/w/styles').set(auth).send({ name, format, body });
  expect(res.status).toBe(201);
}

describe('warnings of a layer against its default style (PostGIS)', () => {
  beforeEach(async () => {
    await h.workspace('w');
    await h.pgService('w', 'pg', fx.connectionInfo);
  });

  it('REST: the columns found at publish, and a warning at each name the table lacks; read back the same', async () => {
    await createStyle('pts', 'sld_1.0.0', SLD);
    const { http, auth } = await rest();
    const res = await http.post(layersUrl()).set(auth).send({ name: 'points', table: 'points', default_style: 'pts' });
    expect(res.status).toBe(201);
    expect([...res.body.attributes].sort()).toEqual(['category', 'geom', 'id', 'name', 'rank', 'value']);
    expect(res.body.default_style_warnings).toEqual([
      {
        line: 8,
        column: 31,
        message: "attribute `categroy` is not among the layer's attributes: did you mean `category`?",
      },
    ]);
    const back = await t().http().get(`${layersUrl()}/points`).set(auth);
    expect(back.body).toEqual(res.body);
    const list = await t().http().get(layersUrl()).set(auth);
    expect(list.body.layers[0].default_style_warnings).toEqual(res.body.default_style_warnings);
  });

  it('follows the style and the table: a fixed style clears them, another table or style brings its own', async () => {
    await createStyle('pts', 'sld_1.0.0', SLD);
    await createStyle('roads', 'css', CSS);
    const { http, auth } = await rest();
    await http.post(layersUrl()).set(auth).send({ name: 'p', table: 'points', default_style: 'pts' }).expect(201);
    // The fix is saved on the style; the layer's warnings follow without touching the layer.
    const fixed = await t()
      .http()
      .put('/api/v1/workspaces/w/styles/pts')
      .set(auth)
      .send({ body: SLD.replace('categroy', 'category') });
    expect(fixed.status).toBe(200);
    expect((await t().http().get(`${layersUrl()}/p`).set(auth)).body.default_style_warnings).toEqual([]);
    // Another style: the points table has no `kind`.
    const other = await t().http().put(`${layersUrl()}/p`).set(auth).send({ default_style: 'roads' });
    expect(other.body.default_style_warnings).toEqual([
      { line: 1, column: 2, message: "attribute `kind` is not among the layer's attributes" },
    ]);
    // Another table, which has `kind`: no warning; its columns replace the old ones.
    const lines = await t().http().put(`${layersUrl()}/p`).set(auth).send({ table: 'lines' });
    expect(lines.status).toBe(200);
    expect([...lines.body.attributes].sort()).toEqual(['geom', 'id', 'kind', 'name']);
    expect(lines.body.default_style_warnings).toEqual([]);
    // No default style: nothing to warn about.
    const none = await t().http().put(`${layersUrl()}/p`).set(auth).send({ default_style: null });
    expect(none.body.default_style_warnings).toBeNull();
  });

  it('a warning never refuses a save: a style naming missing attributes is saved, and the layer shows why', async () => {
    await createStyle('roads', 'css', CSS.replace('[name]', '[nmae]'));
    const { http, auth } = await rest();
    const res = await http.post(layersUrl()).set(auth).send({ name: 'l', table: 'lines', default_style: 'roads' });
    expect(res.status).toBe(201);
    expect(res.body.default_style_warnings).toEqual([
      { line: 3, column: 11, message: "attribute `nmae` is not among the layer's attributes: did you mean `name`?" },
    ]);
    const upd = await t()
      .http()
      .put('/api/v1/workspaces/w/styles/roads')
      .set(auth)
      .send({ body: CSS.replace("[kind = 'road']", "[knd = 'road']") });
    expect(upd.status).toBe(200);
    expect((await t().http().get(`${layersUrl()}/l`).set(auth)).body.default_style_warnings).toEqual([
      { line: 1, column: 2, message: "attribute `knd` is not among the layer's attributes: did you mean `kind`?" },
    ]);
  });

  it('GraphQL: the same warnings on layer, layers and the layer mutations (YSLD here)', async () => {
    const su = await t().token('super_admin');
    const ysld = 'rules:\n- filter: ${rnak > 5}\n  symbolizers:\n  - point:\n      size: ${value * 2}\n';
    const made = await t().gql(
      `mutation($body: String!) { createStyle(workspace: "w", input: {name: "y", format: "ysld", body: $body}) { name } }`,
      { body: ysld },
      su,
    );
    expect(made.body.errors).toBeUndefined();
    const FIELDS = 'name attributes defaultStyleWarnings { line column message }';
    const created = await t().gql(
      `mutation { createLayer(workspace: "w", service: "pg", input: {name: "p", table: "points", defaultStyle: "y"}) { ${FIELDS} } }`,
      {},
      su,
    );
    const expected = [
      { line: 2, column: 13, message: "attribute `rnak` is not among the layer's attributes: did you mean `rank`?" },
    ];
    expect(created.body.data!.createLayer.defaultStyleWarnings).toEqual(expected);
    const read = await t().gql(
      `{ layer(workspace: "w", service: "pg", layer: "p") { ${FIELDS} } layers(workspace: "w") { ${FIELDS} } }`,
      {},
      su,
    );
    expect(read.body.data!.layer).toEqual(created.body.data!.createLayer);
    expect(read.body.data!.layers).toEqual([created.body.data!.createLayer]);
  });

  it('a table that could not be checked: no columns known, so no warnings (null), until it is checked', async () => {
    await createStyle('roads', 'css', CSS);
    const port = await closedPort();
    await h.pgService('w', 'down', { ...fx.connectionInfo, host: '127.0.0.1', port });
    const { http, auth } = await rest();
    const res = await http
      .post(layersUrl('down'))
      .set(auth)
      .send({ name: 'l', table: 'points', default_style: 'roads' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ attributes: null, default_style_warnings: null });
    await t()
      .http()
      .put('/api/v1/workspaces/w/services/down')
      .set(auth)
      .send({ connection_info: { port: fx.connectionInfo.port } })
      .expect(200);
    const checked = await t()
      .http()
      .put(`${layersUrl('down')}/l`)
      .set(auth)
      .send({ table: 'points' });
    expect(checked.body.default_style_warnings).toEqual([
      { line: 1, column: 2, message: "attribute `kind` is not among the layer's attributes" },
    ]);
  });

  it('a layer group member: its style against its layer, on REST and GraphQL; a nested group has none', async () => {
    await createStyle('roads', 'css', CSS);
    const { http, auth } = await rest();
    await http.post(layersUrl()).set(auth).send({ name: 'p', table: 'points' }).expect(201);
    await t().http().post('/api/v1/workspaces/w/layer-groups').set(auth).send({ public_id: 'inner' }).expect(201);
    const res = await t()
      .http()
      .post('/api/v1/workspaces/w/layer-groups')
      .set(auth)
      .send({
        public_id: 'g',
        members: [{ resource: 'p', style: 'roads' }, { resource: 'p' }, { resource: 'inner' }],
      });
    expect(res.status).toBe(201);
    const warning = { line: 1, column: 2, message: "attribute `kind` is not among the layer's attributes" };
    expect(res.body.members.map((m: { style_warnings: unknown }) => m.style_warnings)).toEqual([[warning], null, null]);
    const gql = await t().gql(
      '{ layerGroup(workspace: "w", group: "g") { members { styleWarnings { line column message } } } }',
      {},
      await t().token('super_admin'),
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data!.layerGroup.members[0].styleWarnings).toEqual([warning]);
  });
});
