import { useTestApp } from '../../support/app';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const FIELDS =
  '{ id publicId title enabled public defaultStyle: defaultStyleName members { resource: resourceName style: styleName opacity composite } }';
const CREATE = `mutation($i: CreateLayerGroupInput!) { createLayerGroup(workspace: "w", input: $i) ${FIELDS} }`;

describe('GraphQL layer groups', () => {
  it('creates, lists, gets, updates and deletes', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    await h.style(ws.id, 'dark');
    const admin = await t().token('admin', ws.id);
    const c = await t().gql(
      CREATE,
      { i: { publicId: 'base', members: [{ resource: 'roads', style: 'dark', composite: 'screen' }] } },
      admin,
    );
    expect(c.body.errors).toBeUndefined();
    expect(c.body.data!.createLayerGroup).toMatchObject({
      publicId: 'base',
      enabled: true,
      public: false,
      members: [{ resource: 'roads', style: 'dark', opacity: 1, composite: 'screen' }],
    });
    const l = await t().gql('{ layerGroups(workspace: "w") { publicId } }', {}, admin);
    expect(l.body.data!.layerGroups).toEqual([{ publicId: 'base' }]);
    const u = await t().gql(
      'mutation { updateLayerGroup(workspace: "w", group: "base", input: { title: "B", defaultStyle: "dark" }) { title defaultStyle: defaultStyleName } }',
      {},
      admin,
    );
    expect(u.body.data!.updateLayerGroup).toEqual({ title: 'B', defaultStyle: 'dark' });
    const g = await t().gql(
      `{ layerGroup(workspace: "w", group: "${c.body.data!.createLayerGroup.id}") { publicId title } }`,
      {},
      admin,
    );
    expect(g.body.data!.layerGroup).toEqual({ publicId: 'base', title: 'B' });
    const d = await t().gql('mutation { deleteLayerGroup(workspace: "w", group: "base") { deletedId } }', {}, admin);
    expect(d.body.data!.deleteLayerGroup).toEqual({ deletedId: c.body.data!.createLayerGroup.id });
  });

  it('answers with the same error codes as REST (cycle, duplicate, not found, auth)', async () => {
    const ws = await h.workspace('w');
    const su = await t().token('super_admin');
    await t().gql(CREATE, { i: { publicId: 'a' } }, su);
    await t().gql(CREATE, { i: { publicId: 'b', members: [{ resource: 'a' }] } }, su);
    const cycle = await t().gql(
      'mutation { updateLayerGroup(workspace: "w", group: "a", input: { members: [{ resource: "b" }] }) { id } }',
      {},
      su,
    );
    expect(cycle.body.errors![0]).toMatchObject({
      message: 'members: layer group "a" would contain itself ("a" → "b" → "a")',
      extensions: { code: 'BAD_REQUEST' },
    });
    const dup = await t().gql(CREATE, { i: { publicId: 'a' } }, su);
    expect(dup.body.errors![0].extensions!.code).toBe('CONFLICT');
    const inUse = await t().gql('mutation { deleteLayerGroup(workspace: "w", group: "a") { deletedId } }', {}, su);
    expect(inUse.body.errors![0].extensions!.code).toBe('CONFLICT');
    const missing = await t().gql('{ layerGroup(workspace: "w", group: "zzz") { id } }', {}, su);
    expect(missing.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    const anon = await t().gql('{ layerGroups(workspace: "w") { id } }');
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const viewer = await t().gql('{ layerGroups(workspace: "w") { id } }', {}, await t().token('viewer', ws.id));
    expect(viewer.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});
