import { useTestApp } from '../../support/app';

const t = useTestApp();

const CREATE =
  'mutation($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id name description createdAt } }';

describe('GraphQL workspaces', () => {
  it('creates, lists, updates and deletes', async () => {
    const su = await t().token('super_admin');
    const c = await t().gql(CREATE, { input: { name: 'roads' } }, su);
    expect(c.body.errors).toBeUndefined();
    const id = c.body.data!.createWorkspace.id;
    const l = await t().gql('{ workspaces { id name } }', {}, su);
    expect(l.body.data!.workspaces).toEqual([{ id, name: 'roads' }]);
    const u = await t().gql(
      'mutation { updateWorkspace(workspace: "roads", input: { description: "d" }) { description } }',
      {},
      su,
    );
    expect(u.body.data!.updateWorkspace.description).toBe('d');
    const d = await t().gql(`mutation { deleteWorkspace(workspace: "${id}") { deletedId } }`, {}, su);
    expect(d.body.data!.deleteWorkspace).toEqual({ deletedId: id });
  });

  it('answers with the same error codes as REST', async () => {
    const su = await t().token('super_admin');
    await t().gql(CREATE, { input: { name: 'dup' } }, su);
    const dup = await t().gql(CREATE, { input: { name: 'dup' } }, su);
    expect(dup.status).toBe(200);
    expect(dup.body.errors![0]).toMatchObject({
      message: 'workspace "dup" already exists',
      extensions: { code: 'CONFLICT' },
    });
    const bad = await t().gql(CREATE, { input: { name: '-x' } }, su);
    expect(bad.body.errors![0].extensions!.code).toBe('BAD_REQUEST');
    expect(bad.body.errors![0].message).toMatch(/^name: must match/);
    const anon = await t().gql('{ workspaces { id } }');
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const missing = await t().gql('{ workspace(workspace: "nope") { id } }', {}, su);
    expect(missing.body.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('403 FORBIDDEN for a workspace admin listing every workspace', async () => {
    const su = await t().token('super_admin');
    const c = await t().gql(CREATE, { input: { name: 'w' } }, su);
    const admin = await t().token('admin', c.body.data!.createWorkspace.id);
    const r = await t().gql('{ workspaces { id } }', {}, admin);
    expect(r.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('a rejected token is 401, never anonymous', async () => {
    const r = await t().gql('{ workspaces { id } }', {}, 'not-a-token');
    expect(r.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = `{ workspaces { ${'id '.repeat(1)} } ${'{'.repeat(0)} }`;
    const ok = await t().gql(deep, {}, await t().token('super_admin'));
    expect(ok.body.errors).toBeUndefined();
    const aliases = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: workspaces { id }`).join(' ')} }`;
    const r = await t().gql(aliases, {}, await t().token('super_admin'));
    expect(r.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
