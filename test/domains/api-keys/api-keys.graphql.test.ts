import { useTestApp } from '../../support/app';
import { createWorkspace } from '../../support/identity';

const t = useTestApp();

const CREATE = `mutation($input: CreateAPIKeyInput!) {
  createAPIKey(workspace: "w", input: $input) { apiKey { __typename id keyPrefix workspaceId roleId revoked expiresAt } key }
}`;

describe('GraphQL API keys', () => {
  it('creates (the key once), lists, gets, revokes and deletes', async () => {
    const ws = await createWorkspace(t(), 'w');
    const su = await t().token('super_admin');
    const c = await t().gql(
      CREATE,
      { input: { name: 'ci', roleId: 'viewer', expiresAt: '2999-01-01T00:00:00.000Z' } },
      su,
    );
    expect(c.body.errors).toBeUndefined();
    const { apiKey, key } = c.body.data!.createAPIKey;
    // The new key is an APIKey, the one type of its id; the key itself sits beside it.
    expect(apiKey.__typename).toBe('APIKey');
    const created = { ...apiKey, key };
    expect(created).toMatchObject({
      workspaceId: ws.id,
      roleId: 'viewer',
      revoked: false,
      expiresAt: '2999-01-01T00:00:00.000Z',
    });
    expect(created.keyPrefix).toBe(created.key.slice(0, 12));

    const l = await t().gql('{ apiKeys(workspace: "w") { id name revoked } }', {}, su);
    expect(l.body.data!.apiKeys).toEqual([{ id: created.id, name: 'ci', revoked: false }]);
    const r = await t().gql(`mutation { revokeAPIKey(workspace: "w", keyId: "${created.id}") }`, {}, su);
    expect(r.body.data!.revokeAPIKey).toBe(true);
    const g = await t().gql(`{ apiKey(workspace: "${ws.id}", keyId: "${created.id}") { revoked } }`, {}, su);
    expect(g.body.data!.apiKey.revoked).toBe(true);
    const d = await t().gql(`mutation { deleteAPIKey(workspace: "w", keyId: "${created.id}") { deletedId } }`, {}, su);
    expect(d.body.data!.deleteAPIKey).toEqual({ deletedId: created.id });
  });

  it('APIKey has no field that could hold the key or its hash', async () => {
    const r = await t().gql('{ __type(name: "APIKey") { fields { name } } }');
    const fields = r.body.data!.__type.fields.map((f: { name: string }) => f.name);
    expect(fields.sort()).toEqual([
      'createdAt',
      // Its id in the database; `id` is its global id (neither is the key).
      'databaseId',
      'expiresAt',
      'id',
      'keyPrefix',
      'name',
      'ownerEmail',
      'ownerName',
      'revoked',
      // The graph's edges to the key's role and workspace (objects of their own, no secret in them).
      'role',
      'roleId',
      'workspace',
      'workspaceId',
    ]);
  });

  it('answers with the same codes as REST', async () => {
    const ws = await createWorkspace(t(), 'w');
    const su = await t().token('super_admin');
    const bad = await t().gql(CREATE, { input: { name: 'x', roleId: 'super_admin' } }, su);
    expect(bad.body.errors![0].extensions!.code).toBe('BAD_REQUEST');
    const missing = await t().gql(
      'mutation { revokeAPIKey(workspace: "w", keyId: "00000000-0000-4000-8000-000000000000") }',
      {},
      su,
    );
    expect(missing.body.errors![0]).toMatchObject({ message: 'API key not found', extensions: { code: 'NOT_FOUND' } });
    const viewer = await t().gql('{ apiKeys(workspace: "w") { id } }', {}, await t().token('viewer', ws.id));
    expect(viewer.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    const anon = await t().gql('{ apiKeys(workspace: "w") { id } }');
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
