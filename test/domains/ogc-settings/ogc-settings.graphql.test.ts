import { useTestApp } from '../../support/app';
import { helpers } from '../layer-groups/support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const TILES = `{ enabled public title versions settings { tileMatrixSets vectorTiles { enabled formats } mapTiles { enabled formats }
  cacheEnabled maxFeatures maxVertices maxTileBytes persistentCacheQuotaBytes datasetMapLayerGroupId } }`;
const FEATURES = '{ enabled public title abstract limitDefault limitMax maxOffset }';

describe('GraphQL OGC settings', () => {
  it("reads defaults, replaces both settings objects and lists the workspace's tile matrix sets", async () => {
    const ws = await h.workspace('w');
    const admin = await t().token('admin', ws.id);
    const tiles = await t().gql(`{ ogcTilesSettings(workspace: "w") ${TILES} }`, {}, admin);
    expect(tiles.body.data!.ogcTilesSettings).toMatchObject({
      enabled: false,
      versions: ['1.0.0'],
      settings: { tileMatrixSets: ['WebMercatorQuad', 'WorldCRS84Quad'], datasetMapLayerGroupId: '' },
    });
    const put = await t().gql(
      `mutation($i: UpdateOGCTilesSettingsInput!) { updateOgcTilesSettings(workspace: "w", input: $i) ${TILES} }`,
      { i: { enabled: true, settings: { tileMatrixSets: ['WorldCRS84Quad'], mapTiles: { formats: ['image/png'] } } } },
      admin,
    );
    expect(put.body.errors).toBeUndefined();
    expect(put.body.data!.updateOgcTilesSettings).toMatchObject({
      enabled: true,
      settings: { tileMatrixSets: ['WorldCRS84Quad'], mapTiles: { enabled: true, formats: ['image/png'] } },
    });
    const sets = await t().gql('{ workspaceTileMatrixSets(workspace: "w") { tileMatrixSets } }', {}, admin);
    expect(sets.body.data!.workspaceTileMatrixSets.tileMatrixSets.map((s: { id: string }) => s.id)).toEqual([
      'WorldCRS84Quad',
    ]);
    const features = await t().gql(`{ ogcApiSettings(workspace: "w") ${FEATURES} }`, {}, admin);
    expect(features.body.data!.ogcApiSettings).toEqual({
      enabled: true,
      public: false,
      title: null,
      abstract: null,
      limitDefault: 10,
      limitMax: 1000,
      maxOffset: 0,
    });
    const putF = await t().gql(
      `mutation { updateOgcApiSettings(workspace: "w", input: { limitDefault: 5 }) ${FEATURES} }`,
      {},
      admin,
    );
    expect(putF.body.data!.updateOgcApiSettings.limitDefault).toBe(5);
  });

  it('answers with the same error codes as REST; a refused ceiling carries the exceeded values', async () => {
    const ws = await h.workspace('w');
    const su = await t().token('super_admin');
    const over = await t().gql(
      'mutation { updateOgcTilesSettings(workspace: "w", input: { settings: { maxFeatures: 60000 } }) { enabled } }',
      {},
      su,
    );
    expect(over.body.errors![0]).toMatchObject({
      message: 'workspace tile limits cannot exceed server limits',
      extensions: {
        code: 'BAD_REQUEST',
        details: { exceeded: [{ field: 'settings.maxFeatures', value: 60000, limit: 50000 }] },
      },
    });
    const overF = await t().gql(
      'mutation { updateOgcApiSettings(workspace: "w", input: { limitMax: 5000 }) { enabled } }',
      {},
      su,
    );
    expect(overF.body.errors![0].message).toBe('workspace feature limits cannot exceed server limits');
    const missing = await t().gql('{ ogcApiSettings(workspace: "nope") { enabled } }', {}, su);
    expect(missing.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    const anon = await t().gql('{ ogcTilesSettings(workspace: "w") { enabled } }');
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const viewer = await t().gql(
      '{ workspaceTileMatrixSets(workspace: "w") { tileMatrixSets } }',
      {},
      await t().token('viewer', ws.id),
    );
    expect(viewer.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});
