import { TileMatrixSetService } from '../../../src/domains/tile-matrix-sets';
import { useTestApp } from '../../support/app';
import { bearer, customTms, helpers } from '../layer-groups/support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const base = '/api/v1/tile-matrix-sets';
const E = 20037508.3427892;

async function put(id: string, body: unknown) {
  return t()
    .http()
    .put(`${base}/${id}`)
    .set(await h.su())
    .send(body as object);
}

describe('GET /api/v1/tile-matrix-sets', () => {
  it("lists the two built-ins first, as OGC TMS 2.0 JSON with the standard's camelCase members", async () => {
    const res = await t()
      .http()
      .get(base)
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['tile_matrix_sets']);
    const [wm, crs84] = res.body.tile_matrix_sets;
    expect(Object.keys(wm)).toEqual([
      'id',
      'title',
      'uri',
      'crs',
      'orderedAxes',
      'wellKnownScaleSet',
      'boundingBox',
      'tileMatrices',
    ]);
    expect(wm).toMatchObject({ id: 'WebMercatorQuad', crs: 'http://www.opengis.net/def/crs/EPSG/0/3857' });
    expect(wm.tileMatrices).toHaveLength(25);
    expect(wm.tileMatrices[0]).toEqual({
      id: '0',
      scaleDenominator: 559082264.028717,
      cellSize: 156543.033928041,
      cornerOfOrigin: 'topLeft',
      pointOfOrigin: [-E, E],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 1,
      matrixHeight: 1,
    });
    expect(wm.tileMatrices[24]).toMatchObject({
      scaleDenominator: 33.3238997476528,
      cellSize: 0.0093306919293428,
      matrixWidth: 16777216,
    });
    expect(crs84).toMatchObject({ id: 'WorldCRS84Quad', crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' });
    expect(crs84.tileMatrices).toHaveLength(24);
    expect(crs84.tileMatrices[0]).toMatchObject({
      scaleDenominator: 279541132.014358,
      cellSize: 0.703125,
      pointOfOrigin: [-180, 90],
      matrixWidth: 2,
      matrixHeight: 1,
    });
  });

  it('lists custom sets after the built-ins, by id', async () => {
    await put('Zeta', customTms('Zeta'));
    await put('Alpha', customTms('Alpha'));
    const res = await t()
      .http()
      .get(base)
      .set(await h.su());
    expect(res.body.tile_matrix_sets.map((s: { id: string }) => s.id)).toEqual([
      'WebMercatorQuad',
      'WorldCRS84Quad',
      'Alpha',
      'Zeta',
    ]);
  });

  it('401 without a credential; 403 for a workspace admin (super_admin only)', async () => {
    expect((await t().http().get(base)).status).toBe(401);
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .get(base)
      .set(await h.admin(ws.id));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
  });
});

describe('GET /api/v1/tile-matrix-sets/{tileMatrixSet}', () => {
  it('200 with the OGC document', async () => {
    const res = await t()
      .http()
      .get(`${base}/WorldCRS84Quad`)
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'WorldCRS84Quad',
      orderedAxes: ['Lon', 'Lat'],
      boundingBox: { lowerLeft: [-180, -90], upperRight: [180, 90] },
    });
  });

  it('404 for an unknown set; 401; 403', async () => {
    const res = await t()
      .http()
      .get(`${base}/Nope`)
      .set(await h.su());
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('tile matrix set not found');
    expect((await t().http().get(`${base}/WebMercatorQuad`)).status).toBe(401);
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .get(`${base}/WebMercatorQuad`)
          .set(await h.admin(ws.id))
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/v1/tile-matrix-sets/{tileMatrixSet}', () => {
  it('creates a custom set, then replaces it; GET returns what was stored', async () => {
    const created = await put('LV95', customTms('LV95'));
    expect(created.status).toBe(200);
    expect(created.body).toEqual(customTms('LV95'));
    const replaced = await put('LV95', customTms('LV95', { title: 'Swiss grid', uri: 'https://example.org/tms/LV95' }));
    expect(replaced.status).toBe(200);
    const back = await t()
      .http()
      .get(`${base}/LV95`)
      .set(await h.su());
    expect(back.body).toEqual(customTms('LV95', { title: 'Swiss grid', uri: 'https://example.org/tms/LV95' }));
  });

  it('takes the id from the path when the document has none', async () => {
    const { id: _id, ...doc } = customTms('X');
    const res = await put('Anon', doc);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('Anon');
  });

  it.each(['WebMercatorQuad', 'WorldCRS84Quad'])('409 for the built-in %s, which stays unchanged', async (id) => {
    const res = await put(id, customTms(id));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(`tile matrix set "${id}" is built in and cannot be changed or deleted`);
    const back = await t()
      .http()
      .get(`${base}/${id}`)
      .set(await h.su());
    expect(back.body.tileMatrices.length).toBeGreaterThan(20);
  });

  const matrix = (over: Record<string, unknown>, z = 0) => ({
    ...(customTms('T').tileMatrices as object[])[z],
    ...over,
  });
  it.each([
    ['an id differing from the path', customTms('Other'), /^id: "Other" differs from the tile matrix set id "T"/],
    ['no crs', { ...customTms('T'), crs: undefined }, /^crs: is required/],
    ['no tile matrices', { ...customTms('T'), tileMatrices: [] }, /^tileMatrices: must hold at least one tile matrix/],
    [
      'a zero cell size',
      customTms('T', { tileMatrices: [matrix({ cellSize: 0 })] }),
      /^tileMatrices\[0\]\.cellSize: must be greater than 0/,
    ],
    [
      'a negative tile width',
      customTms('T', { tileMatrices: [matrix({ tileWidth: -256 })] }),
      /^tileMatrices\[0\]\.tileWidth: must be at least 1/,
    ],
    [
      'a fractional matrix height',
      customTms('T', { tileMatrices: [matrix({ matrixHeight: 1.5 })] }),
      /^tileMatrices\[0\]\.matrixHeight: must be a whole number/,
    ],
    [
      'levels out of zoom order',
      customTms('T', { tileMatrices: [matrix({}, 1), matrix({ id: '1' }, 0)] }),
      /tileMatrices\[1\]\.scaleDenominator: must be smaller than tileMatrices\[0\]\.scaleDenominator/,
    ],
    [
      'duplicate matrix ids',
      customTms('T', { tileMatrices: [matrix({}, 0), matrix({ id: '0' }, 1)] }),
      /^tileMatrices\[1\]\.id: duplicates tileMatrices\[0\]\.id/,
    ],
    ['an unknown member', customTms('T', { tileMatrixSetLimits: [] }), /unknown member "tileMatrixSetLimits"/],
    [
      'variable matrix widths',
      customTms('T', { tileMatrices: [matrix({ variableMatrixWidths: [] })] }),
      /variable matrix widths are not supported/,
    ],
    [
      'an inverted bounding box',
      customTms('T', { boundingBox: { lowerLeft: [1, 1], upperRight: [0, 0] } }),
      /^boundingBox\.upperRight: must be above/,
    ],
    [
      'a pointOfOrigin of one coordinate',
      customTms('T', { tileMatrices: [matrix({ pointOfOrigin: [1] })] }),
      /^tileMatrices\[0\]\.pointOfOrigin/,
    ],
  ])('400 for %s, and nothing is stored', async (_what, body, detail) => {
    const res = await put('T', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.detail).toMatch(detail);
    expect(
      (
        await t()
          .http()
          .get(`${base}/T`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('400 for an id that is not URL-safe, and for a body that is not a JSON object', async () => {
    const bad = await put('a%20b', customTms('a b'));
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^id: must match/);
    const arr = await t()
      .http()
      .put(`${base}/T`)
      .set(await h.su())
      .set('Content-Type', 'application/json')
      .send('[]');
    expect(arr.status).toBe(400);
  });

  it('401 without a credential; 403 for a workspace admin; nothing is stored', async () => {
    expect((await t().http().put(`${base}/T`).send(customTms('T'))).status).toBe(401);
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .put(`${base}/T`)
          .set(await h.admin(ws.id))
          .send(customTms('T'))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(`${base}/T`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/tile-matrix-sets/{tileMatrixSet}', () => {
  it('204 for a custom set, which is gone afterwards', async () => {
    await put('T', customTms('T'));
    const res = await t()
      .http()
      .delete(`${base}/T`)
      .set(await h.su());
    expect(res.status).toBe(204);
    expect(
      (
        await t()
          .http()
          .get(`${base}/T`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('404 for an unknown set', async () => {
    const res = await t()
      .http()
      .delete(`${base}/T`)
      .set(await h.su());
    expect(res.status).toBe(404);
  });

  it('409 for a built-in set, which stays', async () => {
    const res = await t()
      .http()
      .delete(`${base}/WebMercatorQuad`)
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(
      (
        await t()
          .http()
          .get(`${base}/WebMercatorQuad`)
          .set(await h.su())
      ).status,
    ).toBe(200);
  });

  it("409 while a workspace's OGC Tiles settings use it; 204 once they no longer do", async () => {
    await put('T', customTms('T'));
    const ws = await h.workspace('roads');
    expect((await h.putTiles(ws.id, { settings: { tile_matrix_sets: ['T', 'WebMercatorQuad'] } })).status).toBe(200);
    const refused = await t()
      .http()
      .delete(`${base}/T`)
      .set(await h.su());
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('tile matrix set "T" is used by the OGC API Tiles settings of workspace "roads"');
    expect(
      (
        await t()
          .http()
          .get(`${base}/T`)
          .set(await h.su())
      ).status,
    ).toBe(200);
    await h.putTiles(ws.id, {});
    expect(
      (
        await t()
          .http()
          .delete(`${base}/T`)
          .set(await h.su())
      ).status,
    ).toBe(204);
  });

  it('401 and 403; nothing is deleted', async () => {
    await put('T', customTms('T'));
    expect((await t().http().delete(`${base}/T`)).status).toBe(401);
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .delete(`${base}/T`)
          .set(bearer(await t().token('admin', ws.id)))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(`${base}/T`)
          .set(await h.su())
      ).status,
    ).toBe(200);
  });
});

describe('seeding of the built-in sets', () => {
  it('rewrites a tampered built-in row at start (domain start is idempotent)', async () => {
    await t().db.prisma.tileMatrixSet.update({
      where: { id: 'WebMercatorQuad' },
      data: { definition: { id: 'WebMercatorQuad', crs: 'x', tileMatrices: [] } },
    });
    await t().mapgate.container.get(TileMatrixSetService).seedBuiltins();
    const res = await t()
      .http()
      .get(`${base}/WebMercatorQuad`)
      .set(await h.su());
    expect(res.body.tileMatrices).toHaveLength(25);
    expect(await t().db.prisma.tileMatrixSet.count({ where: { builtin: true } })).toBe(2);
  });
});

describe('tile matrix set versions (docs/live.md, "Versions")', () => {
  it('GET sends the ETag; PUT and DELETE with a stale If-Match are 412 with the current ETag and change nothing', async () => {
    const su = await h.su();
    await put('V', customTms('V'));
    const first = await t().http().get(`${base}/V`).set(su);
    expect(first.headers.etag).toBe('"1"');
    expect(first.body).toEqual(customTms('V'));
    const ok = await t()
      .http()
      .put(`${base}/V`)
      .set(su)
      .set('If-Match', '"1"')
      .send(customTms('V', { title: 'second' }));
    expect(ok.status).toBe(200);
    expect((await t().http().get(`${base}/V`).set(su)).headers.etag).toBe('"2"');
    const stale = await t()
      .http()
      .put(`${base}/V`)
      .set(su)
      .set('If-Match', '"1"')
      .send(customTms('V', { title: 'lost update' }));
    expect(stale.status).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    const gone = await t().http().delete(`${base}/V`).set(su).set('If-Match', '"1"');
    expect(gone.status).toBe(412);
    const now = await t().http().get(`${base}/V`).set(su);
    expect(now.body.title).toBe('second');
    expect((await t().http().delete(`${base}/V`).set(su).set('If-Match', '"2"')).status).toBe(204);
  });

  it('GraphQL: version on the set, expectedVersion on put and delete', async () => {
    const token = await t().token('super_admin');
    await put('G', customTms('G'));
    const read = await t().gql('{ tileMatrixSet(tileMatrixSet: "G") { version } }', {}, token);
    expect(read.body.data).toEqual({ tileMatrixSet: { version: 1 } });
    const putG = `mutation ($d: JSONObject!, $v: Int) { putTileMatrixSet(tileMatrixSet: "G", definition: $d, expectedVersion: $v) }`;
    const stale = await t().gql(putG, { d: customTms('G', { title: 'x' }), v: 7 }, token);
    expect(stale.body.errors![0].extensions).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { currentVersion: 1 },
    });
    expect((await t().gql(putG, { d: customTms('G', { title: 'x' }), v: 1 }, token)).body.errors).toBeUndefined();
    const del = `mutation ($v: Int) { deleteTileMatrixSet(tileMatrixSet: "G", expectedVersion: $v) { deletedId } }`;
    expect((await t().gql(del, { v: 1 }, token)).body.errors![0].extensions!.code).toBe('PRECONDITION_FAILED');
    expect((await t().gql(del, { v: 2 }, token)).body.data).toEqual({
      deleteTileMatrixSet: { deletedId: Buffer.from('TileMatrixSet:G').toString('base64url') },
    });
  });
});
