import { silentServer, type Endpoint } from '../domains/services/pg-servers';
import { useTestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { apiKey, createKey, createWorkspace, superAdmin } from '../support/identity';

// Each root field of a mutation re-checks the credential (docs/security.md, "Revocation during a request").

let silent: Endpoint & { accepted: () => number };
const env: Record<string, string> = { MAPGATE_CONNECTION_TEST_TIMEOUT_MS: '2500' };
beforeAll(async () => {
  silent = await silentServer();
  env.MAPGATE_DATABASE_HOSTS = `127.0.0.1:${silent.port}`;
});
afterAll(() => silent?.stop());
const t = useTestApp(env);

const MUTATION = `mutation($info: JSONObject!) {
  slow: testNewServiceConnection(workspace: "w", input: { type: POSTGIS, connectionInfo: $info }) { ok }
  minted: createAPIKey(workspace: "w", input: { name: "minted", roleId: "admin" }) { key }
}`;

describe('a credential revoked while a mutation runs', () => {
  it('stops the later root fields of that mutation', async () => {
    await createWorkspace(t(), 'w');
    const admin = await createKey(t(), 'w', { name: 'admin-key', role_id: 'admin' });
    const info = { host: '127.0.0.1', port: silent.port, database: 'x', user: 'u', sslmode: 'disable' };
    const before = silent.accepted();
    const running = t()
      .http()
      .post('/graphql')
      .set(apiKey(admin.key))
      .send({ query: MUTATION, variables: { info } })
      .then((r) => r);
    // The first field waits on a host that never answers (once it has connected there); the key is
    // revoked meanwhile.
    await eventually(() => expect(silent.accepted()).toBeGreaterThan(before), 10_000);
    await t()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${admin.id}`)
      .set(await superAdmin(t()))
      .expect(204);
    const res = await running;
    expect(res.body.data?.minted ?? null).toBeNull();
    const minted = res.body.errors.find((e: { path?: string[] }) => e.path?.[0] === 'minted');
    expect(minted.extensions.code).toBe('UNAUTHENTICATED');
    const keys = await t()
      .http()
      .get('/api/v1/workspaces/w/apikeys')
      .set(await superAdmin(t()));
    expect(keys.body.api_keys.map((k: { name: string }) => k.name)).not.toContain('minted');
  });

  it('a credential that stays valid runs every field', async () => {
    await createWorkspace(t(), 'w');
    const admin = await createKey(t(), 'w', { name: 'admin-key', role_id: 'admin' });
    const info = { host: '127.0.0.1', port: silent.port, database: 'x', user: 'u', sslmode: 'disable' };
    const res = await t().http().post('/graphql').set(apiKey(admin.key)).send({ query: MUTATION, variables: { info } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.minted.key).toMatch(/^mgk_/);
  });
});
