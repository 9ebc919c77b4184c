import { useTestApp } from '../../support/app';
import { customTms, helpers } from '../layer-groups/support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const PUT = 'mutation($id: String!, $d: JSONObject!) { putTileMatrixSet(tileMatrixSet: $id, definition: $d) }';

describe('GraphQL tile matrix sets', () => {
  it('lists the sets with their builtin flag and OGC definition; puts, gets and deletes a custom one', async () => {
    const su = await t().token('super_admin');
    const put = await t().gql(PUT, { id: 'LV95', d: customTms('LV95') }, su);
    expect(put.body.errors).toBeUndefined();
    expect(put.body.data!.putTileMatrixSet).toEqual(customTms('LV95'));
    const list = await t().gql('{ tileMatrixSets { id: databaseId title crs builtin definition } }', {}, su);
    expect(list.body.data!.tileMatrixSets.map((s: { id: string; builtin: boolean }) => [s.id, s.builtin])).toEqual([
      ['WebMercatorQuad', true],
      ['WorldCRS84Quad', true],
      ['LV95', false],
    ]);
    expect(list.body.data!.tileMatrixSets[0]).toMatchObject({
      title: 'Google Maps Compatible for the World',
      crs: 'http://www.opengis.net/def/crs/EPSG/0/3857',
      definition: {
        tileMatrices: expect.arrayContaining([
          expect.objectContaining({ id: '24', scaleDenominator: 33.3238997476528 }),
        ]),
      },
    });
    const one = await t().gql('{ tileMatrixSet(tileMatrixSet: "LV95") { id: databaseId builtin createdAt } }', {}, su);
    expect(one.body.data!.tileMatrixSet).toMatchObject({ id: 'LV95', builtin: false });
    const doc = await t().gql('{ tileMatrixSetDefinition(tileMatrixSet: "WorldCRS84Quad") }', {}, su);
    expect(doc.body.data!.tileMatrixSetDefinition.tileMatrices).toHaveLength(24);
    const del = await t().gql('mutation { deleteTileMatrixSet(tileMatrixSet: "LV95") { deletedId } }', {}, su);
    expect(del.body.data!.deleteTileMatrixSet).toEqual({
      deletedId: Buffer.from('TileMatrixSet:LV95').toString('base64url'),
    });
  });

  it('answers with the same error codes as REST', async () => {
    const su = await t().token('super_admin');
    const builtin = await t().gql(PUT, { id: 'WebMercatorQuad', d: customTms('WebMercatorQuad') }, su);
    expect(builtin.body.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const del = await t().gql(
      'mutation { deleteTileMatrixSet(tileMatrixSet: "WorldCRS84Quad") { deletedId } }',
      {},
      su,
    );
    expect(del.body.errors![0].extensions!.code).toBe('CONFLICT');
    const bad = await t().gql(PUT, { id: 'T', d: { crs: 'x', tileMatrices: [] } }, su);
    expect(bad.body.errors![0]).toMatchObject({
      message: 'tileMatrices: must hold at least one tile matrix',
      extensions: { code: 'BAD_REQUEST' },
    });
    const missing = await t().gql('{ tileMatrixSet(tileMatrixSet: "Nope") { id } }', {}, su);
    expect(missing.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    const anon = await t().gql('{ tileMatrixSets { id } }');
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const ws = await h.workspace('w');
    const admin = await t().gql('{ tileMatrixSets { id } }', {}, await t().token('admin', ws.id));
    expect(admin.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});
