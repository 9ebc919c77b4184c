import { useTestApp } from '../../support/app';
import { customTms, helpers } from '../layer-groups/support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const path = (ws: string) => `/api/v1/workspaces/${ws}/tile-matrix-sets`;

describe('GET /api/v1/workspaces/{workspace}/tile-matrix-sets', () => {
  it('the default sets, WebMercatorQuad then WorldCRS84Quad, as OGC TMS 2.0 JSON', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .get(path('w'))
      .set(await h.admin(ws.id));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['tile_matrix_sets']);
    expect(res.body.tile_matrix_sets.map((s: { id: string }) => s.id)).toEqual(['WebMercatorQuad', 'WorldCRS84Quad']);
    const wm = res.body.tile_matrix_sets[0];
    expect(wm.tileMatrices).toHaveLength(25);
    expect(wm.tileMatrices[0]).toMatchObject({
      scaleDenominator: 559082264.028717,
      cellSize: 156543.033928041,
      pointOfOrigin: [-20037508.3427892, 20037508.3427892],
    });
  });

  it('only the sets the OGC Tiles settings enable, in their order', async () => {
    const ws = await h.workspace('w');
    await t()
      .http()
      .put('/api/v1/tile-matrix-sets/Custom')
      .set(await h.su())
      .send(customTms('Custom'));
    await h.putTiles(ws.id, { settings: { tile_matrix_sets: ['Custom', 'WorldCRS84Quad'] } });
    const res = await t()
      .http()
      .get(path(ws.id))
      .set(await h.su());
    expect(res.body.tile_matrix_sets.map((s: { id: string }) => s.id)).toEqual(['Custom', 'WorldCRS84Quad']);
    expect(res.body.tile_matrix_sets[0]).toEqual(customTms('Custom'));
  });

  it('follows a replaced custom definition at once', async () => {
    const ws = await h.workspace('w');
    await t()
      .http()
      .put('/api/v1/tile-matrix-sets/Custom')
      .set(await h.su())
      .send(customTms('Custom'));
    await h.putTiles(ws.id, { settings: { tile_matrix_sets: ['Custom'] } });
    await t()
      .http()
      .get(path(ws.id))
      .set(await h.su());
    await t()
      .http()
      .put('/api/v1/tile-matrix-sets/Custom')
      .set(await h.su())
      .send(customTms('Custom', { title: 'v2' }));
    expect(
      (
        await t()
          .http()
          .get(path(ws.id))
          .set(await h.su())
      ).body.tile_matrix_sets[0].title,
    ).toBe('v2');
  });

  it("401; 403 for a viewer and another workspace's admin; 404 for an unknown workspace", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().get(path(a.id))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(path(a.id))
          .set(await h.viewer(a.id))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(path(a.id))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(path('nope'))
          .set(await h.su())
      ).status,
    ).toBe(404);
  });
});
