import { useTestApp } from '../../support/app';

const t = useTestApp();

const CREATE =
  'mutation($input: CreateRoleInput!) { createRole(input: $input) { id: databaseId name description builtin createdAt } }';
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('GraphQL roles / role / createRole / deleteRole', () => {
  it('creates, reads, lists and deletes a custom role', async () => {
    const su = await t().token('super_admin');
    const c = await t().gql(CREATE, { input: { id: 'auditor', name: 'Auditor' } }, su);
    expect(c.body.data!.createRole).toMatchObject({
      id: 'auditor',
      name: 'Auditor',
      description: null,
      builtin: false,
    });
    expect((await t().gql('{ role(role: "auditor") { name } }', {}, su)).body.data!.role).toEqual({ name: 'Auditor' });
    const l = await t().gql('{ roles { id: databaseId builtin } }', {}, su);
    expect(l.body.data!.roles.map((r: { id: string }) => r.id)).toEqual([
      'super_admin',
      'admin',
      'editor',
      'viewer',
      'auditor',
    ]);
    expect(
      (await t().gql('mutation { deleteRole(role: "auditor") { deletedId } }', {}, su)).body.data!.deleteRole,
    ).toEqual({
      deletedId: Buffer.from('Role:auditor').toString('base64url'),
    });
    expect(code((await t().gql('{ role(role: "auditor") { id } }', {}, su)).body)).toBe('NOT_FOUND');
  });

  it('answers with the same codes as REST', async () => {
    const su = await t().token('super_admin');
    const ws = await t().gql('mutation { createWorkspace(input: { name: "w" }) { id: databaseId } }', {}, su);
    const admin = await t().token('admin', ws.body.data!.createWorkspace.id);
    expect(code((await t().gql('{ roles { id } }')).body)).toBe('UNAUTHENTICATED');
    expect((await t().gql('{ roles { id } }', {}, admin)).body.errors).toBeUndefined();
    expect(code((await t().gql(CREATE, { input: { id: 'x' } }, admin)).body)).toBe('FORBIDDEN');
    expect(code((await t().gql(CREATE, { input: { id: 'X' } }, su)).body)).toBe('BAD_REQUEST');
    expect(code((await t().gql(CREATE, { input: { id: 'editor' } }, su)).body)).toBe('CONFLICT');
    expect(code((await t().gql('mutation { deleteRole(role: "viewer") { deletedId } }', {}, su)).body)).toBe(
      'CONFLICT',
    );
    expect(code((await t().gql('mutation { deleteRole(role: "nobody") { deletedId } }', {}, su)).body)).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses to delete a role granted by a claim mapping, naming how many', async () => {
    const su = await t().token('super_admin');
    await t().gql(CREATE, { input: { id: 'auditor' } }, su);
    await t().gql(
      'mutation { createGlobalClaimMapping(input: { claimName: "groups", claimValue: "a", roleId: "auditor" }) { id } }',
      {},
      su,
    );
    const r = await t().gql('mutation { deleteRole(role: "auditor") { deletedId } }', {}, su);
    expect(r.body.errors![0]).toMatchObject({
      message: 'role "auditor" is still assigned to 1 claim mapping',
      extensions: { code: 'CONFLICT' },
    });
  });
});
