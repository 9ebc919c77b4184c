import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, helpers } from './support';

const t = useTestApp();
const h = helpers(t);

const FIELDS = 'id workspaceId claimName claimValue roleId priority createdAt';
const CREATE = `mutation($ws: String!, $input: CreateClaimMappingInput!) { createClaimMapping(workspace: $ws, input: $input) { ${FIELDS} } }`;
const CREATE_GLOBAL = `mutation($input: CreateClaimMappingInput!) { createGlobalClaimMapping(input: $input) { ${FIELDS} } }`;
const GET = `query($ws: String!, $id: String!) { claimMapping(workspace: $ws, mappingId: $id) { ${FIELDS} } }`;
const LIST = 'query($ws: String!) { claimMappings(workspace: $ws) { claimValue priority } }';
const DELETE =
  'mutation($ws: String!, $id: String!) { deleteClaimMapping(workspace: $ws, mappingId: $id) { deletedId } }';
const DELETE_GLOBAL = 'mutation($id: String!) { deleteGlobalClaimMapping(mappingId: $id) { deletedId } }';

const su = () => t().token('super_admin');
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('GraphQL createClaimMapping / claimMapping / claimMappings / deleteClaimMapping', () => {
  it('creates, reads back, lists by priority and deletes', async () => {
    const ws = await h.workspace('w');
    const admin = await t().token('admin', ws.id);
    const c = await t().gql(
      CREATE,
      { ws: 'w', input: { claimName: 'groups', claimValue: 'gis', roleId: 'editor' } },
      admin,
    );
    expect(c.body.errors).toBeUndefined();
    const m = c.body.data!.createClaimMapping;
    expect(m).toMatchObject({
      workspaceId: ws.id,
      claimName: 'groups',
      claimValue: 'gis',
      roleId: 'editor',
      priority: 0,
    });
    await t().gql(
      CREATE,
      { ws: ws.id, input: { claimName: 'groups', claimValue: 'top', roleId: 'admin', priority: 2 } },
      admin,
    );
    expect((await t().gql(GET, { ws: ws.id, id: m.id }, admin)).body.data!.claimMapping).toEqual(m);
    expect((await t().gql(LIST, { ws: ws.id }, admin)).body.data!.claimMappings).toEqual([
      { claimValue: 'top', priority: 2 },
      { claimValue: 'gis', priority: 0 },
    ]);
    expect((await t().gql(DELETE, { ws: ws.id, id: m.id }, admin)).body.data!.deleteClaimMapping).toEqual({
      deletedId: m.id,
    });
    expect(code((await t().gql(GET, { ws: ws.id, id: m.id }, admin)).body)).toBe('NOT_FOUND');
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for the admin of another workspace', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const input = { claimName: 'groups', claimValue: 'x', roleId: 'viewer' };
    expect(code((await t().gql(CREATE, { ws: a.id, input })).body)).toBe('UNAUTHENTICATED');
    expect(code((await t().gql(CREATE, { ws: a.id, input }, await t().token('admin', b.id))).body)).toBe('FORBIDDEN');
    expect(await h.list(a.id)).toEqual([]);
  });

  it('BAD_REQUEST naming a missing field', async () => {
    const ws = await h.workspace('w');
    const r = await t().gql(CREATE, { ws: ws.id, input: { claimName: 'groups', roleId: 'viewer' } }, await su());
    expect(code(r.body)).toBe('BAD_REQUEST');
    expect(r.body.errors![0].message).toMatch(/claimValue/);
  });

  it('docs/rules.md §6 (fix): an unknown role_id is BAD_REQUEST listing the valid roles', async () => {
    const ws = await h.workspace('w');
    const r = await t().gql(
      CREATE,
      { ws: ws.id, input: { claimName: 'groups', claimValue: 'x', roleId: 'nobody' } },
      await su(),
    );
    expect(r.body.errors![0]).toMatchObject({
      message: 'roleId: unknown role "nobody"; valid roles: admin, editor, viewer',
      extensions: { code: 'BAD_REQUEST', details: { fields: ['roleId'], validRoles: ['admin', 'editor', 'viewer'] } },
    });
  });

  it('CONFLICT for a duplicate claim name and value', async () => {
    const ws = await h.workspace('w');
    const input = { claimName: 'groups', claimValue: 'x', roleId: 'viewer' };
    await t().gql(CREATE, { ws: ws.id, input }, await su());
    expect(code((await t().gql(CREATE, { ws: ws.id, input }, await su())).body)).toBe('CONFLICT');
  });

  it("NOT_FOUND for another workspace's id, a global id and a non-UUID id; nothing is deleted", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const other = await h.mapping(b.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    const global = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    for (const id of [other.id, global.id, 'not-a-uuid']) {
      expect(code((await t().gql(GET, { ws: a.id, id }, await su())).body)).toBe('NOT_FOUND');
      expect(code((await t().gql(DELETE, { ws: a.id, id }, await su())).body)).toBe('NOT_FOUND');
    }
    expect(await h.list(b.id)).toEqual([other]);
    expect(await h.list()).toEqual([global]);
  });
});

describe('GraphQL createGlobalClaimMapping / globalClaimMappings / deleteGlobalClaimMapping', () => {
  it('creates with workspaceId "*", lists and deletes', async () => {
    const c = await t().gql(
      CREATE_GLOBAL,
      { input: { claimName: 'roles', claimValue: 'ops', roleId: 'admin', priority: -3 } },
      await su(),
    );
    const m = c.body.data!.createGlobalClaimMapping;
    expect(m).toMatchObject({ workspaceId: '*', priority: -3 });
    const l = await t().gql('{ globalClaimMappings { id } }', {}, await su());
    expect(l.body.data!.globalClaimMappings).toEqual([{ id: m.id }]);
    expect((await t().gql(DELETE_GLOBAL, { id: m.id }, await su())).body.data!.deleteGlobalClaimMapping).toEqual({
      deletedId: m.id,
    });
    expect(await h.list()).toEqual([]);
  });

  it('UNAUTHENTICATED anonymous; FORBIDDEN for a workspace admin (docs/rules.md §10 rule 4)', async () => {
    const ws = await h.workspace('w');
    const admin = await t().token('admin', ws.id);
    const input = { claimName: 'groups', claimValue: 'x', roleId: 'viewer' };
    expect(code((await t().gql(CREATE_GLOBAL, { input })).body)).toBe('UNAUTHENTICATED');
    expect(code((await t().gql(CREATE_GLOBAL, { input }, admin)).body)).toBe('FORBIDDEN');
    const m = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'y', role_id: 'viewer' });
    expect(code((await t().gql(DELETE_GLOBAL, { id: m.id }, admin)).body)).toBe('FORBIDDEN');
    expect(code((await t().gql('{ globalClaimMappings { id } }', {}, admin)).body)).toBe('FORBIDDEN');
    expect(await h.list()).toEqual([m]);
  });

  it('docs/rules.md §6 (fix): deleteGlobalClaimMapping on an unknown or non-global id is NOT_FOUND', async () => {
    const ws = await h.workspace('w');
    const local = await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    for (const id of [UNKNOWN_ID, local.id, '42']) {
      const r = await t().gql(DELETE_GLOBAL, { id }, await su());
      expect(r.body.errors![0]).toMatchObject({
        message: 'claim mapping not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await h.list(ws.id)).toEqual([local]);
  });
});
