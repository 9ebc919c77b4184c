import { startTestApp, useTestApp, type TestApp } from '../support/app';
import { apiKey, bearer, createKey, createWorkspace, signIn, superAdmin } from '../support/identity';
import { OIDC_AUDIENCE, TestOidcProvider, closedPort, unsecuredToken } from '../support/oidc-provider';

const provider = new TestOidcProvider();
const env: Record<string, string> = {};
// Registered before useTestApp's hook, so the app starts with the provider's address.
beforeAll(async () => {
  Object.assign(env, (await provider.start()).env());
});
afterAll(() => provider.stop());
const t = useTestApp(env);

const me = (token: string, app: TestApp = t()) => app.http().get('/api/v1/auth/me').set(bearer(token));

async function mapGroup(workspace: string | null, value: string, role: string, claim = 'groups') {
  const path = workspace ? `/api/v1/workspaces/${workspace}/claim-mappings` : '/api/v1/claim-mappings';
  const res = await t()
    .http()
    .post(path)
    .set(await superAdmin(t()))
    .send({ claim_name: claim, claim_value: value, role_id: role });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('OIDC bearer tokens', () => {
  it('accepts a valid token via discovery + JWKS, with the roles its claims map to', async () => {
    const ws = await createWorkspace(t(), 'parcels');
    await mapGroup('parcels', 'gis-admins', 'admin');
    const token = await provider.token({ groups: ['gis-admins', 'staff'], email: 'alice@example.com', name: 'Alice' });
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authenticated: true,
      principal: 'alice',
      subject: 'alice',
      auth_method: 'oidc',
      super_admin: false,
      console_access: true,
      email: 'alice@example.com',
      display_name: 'Alice',
      workspaces: [{ id: ws.id, name: 'parcels', role: 'admin', console_access: true }],
      presented_claims: {
        iss: provider.issuer,
        sub: 'alice',
        email: 'alice@example.com',
        claims: { groups: ['gis-admins', 'staff'] },
      },
    });
    expect((await t().http().get('/api/v1/workspaces/parcels/apikeys').set(bearer(token))).status).toBe(200);
    expect(provider.requests.discovery).toBeGreaterThanOrEqual(1);
    expect(provider.requests.jwks).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      'expired',
      () =>
        provider.token(
          { iat: Math.floor(Date.now() / 1000) - 7200 },
          { expiresIn: Math.floor(Date.now() / 1000) - 3600 },
        ),
      'token expired',
    ],
    ['for another audience', () => provider.token({ aud: 'someone-else' }), 'token aud claim not accepted'],
    ['from another issuer', () => provider.token({ iss: 'https://evil.example.com' }), 'token iss claim not accepted'],
    ['signed by an unknown key', () => provider.token({}, { kid: 'unknown' }), 'token signed by an unknown key'],
    [
      'unsigned (alg none)',
      async () => unsecuredToken({ iss: provider.issuer, aud: OIDC_AUDIENCE, sub: 'alice', exp: 9999999999 }),
      'token algorithm not accepted',
    ],
    [
      'tampered with',
      async () => {
        const [h, , s] = (await provider.token({ groups: ['staff'] })).split('.');
        const forged = Buffer.from(
          JSON.stringify({ iss: provider.issuer, aud: OIDC_AUDIENCE, sub: 'root', exp: 9999999999, groups: ['ops'] }),
        ).toString('base64url');
        return `${h}.${forged}.${s}`;
      },
      'token signature invalid',
    ],
    ['without sub', () => provider.token({ sub: undefined }), 'token has no sub claim'],
  ])('401 for a token %s', async (_what, make, detail) => {
    const res = await me(await make());
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
    if (detail) expect(res.body.detail).toBe(detail);
  });

  it('mapping changes apply on the next request, also to a signed-in browser session', async () => {
    await createWorkspace(t(), 'w');
    const m = await mapGroup('w', 'editors', 'admin');
    const token = await provider.token({ groups: 'editors' });
    const b = await signIn(t(), token);
    expect(b.me).toMatchObject({ auth_method: 'session', presented_claims: { claims: { groups: 'editors' } } });
    expect((await me(token)).body.workspaces).toHaveLength(1);
    expect(
      (
        await t()
          .http()
          .delete(`/api/v1/workspaces/w/claim-mappings/${m.id}`)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(204);
    expect((await me(token)).body.workspaces).toEqual([]);
    const cookie = await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie);
    expect(cookie.body).toMatchObject({ workspaces: [], console_access: false });
    expect((await t().http().get('/api/v1/workspaces/w/apikeys').set('Cookie', b.cookie)).status).toBe(403);
  });

  it('a global super_admin mapping makes a super administrator; claim names stay as configured', async () => {
    await createWorkspace(t(), 'a');
    await mapGroup(null, 'platform', 'super_admin', 'realm_access.roles');
    const token = await provider.token({ realm_access: { roles: ['platform'] } });
    const res = await me(token);
    expect(res.body).toMatchObject({
      super_admin: true,
      global_role: 'super_admin',
      workspaces: [{ name: 'a', role: 'super_admin' }],
      presented_claims: { claims: { 'realm_access.roles': ['platform'] } },
      capabilities: { manage_sessions: true, manage_workspaces: true, manage_workspace: true, read_audit: true },
    });
    expect((await t().http().get('/api/v1/auth/sessions').set(bearer(token))).status).toBe(200);
  });

  it('sign-in with an OIDC identity that has no role is 403 (disabled login); with a role it is 201', async () => {
    const none = await t()
      .http()
      .post('/api/v1/auth/login')
      .send({ token: await provider.token({ groups: ['nobody'] }) });
    expect(none.status).toBe(403);
    await createWorkspace(t(), 'w');
    await mapGroup('w', 'viewers', 'viewer');
    const b = await signIn(t(), await provider.token({ groups: ['viewers'] }));
    expect(b.me).toMatchObject({
      console_access: false,
      workspaces: [{ name: 'w', role: 'viewer', console_access: false }],
    });
  });

  it('a GraphQL caller sees the same AuthMe', async () => {
    await createWorkspace(t(), 'w');
    await mapGroup(null, 'ops', 'admin');
    const r = await t().gql(
      '{ me { authMethod globalRole consoleAccess presentedClaims { sub claims } workspaces { name role } } }',
      {},
      await provider.token({ groups: ['ops'] }),
    );
    expect(r.body.data!.me).toEqual({
      authMethod: 'oidc',
      globalRole: 'admin',
      consoleAccess: true,
      presentedClaims: { sub: 'alice', claims: { groups: ['ops'] } },
      workspaces: [{ name: 'w', role: 'admin' }],
    });
  });
});

describe('OIDC provider unreachable', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await startTestApp({
      MAPGATE_OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      MAPGATE_OIDC_AUDIENCE: OIDC_AUDIENCE,
    });
  });
  afterAll(() => down.stop());

  it('503 with Retry-After for OIDC tokens, while API keys and mapgate tokens keep working', async () => {
    const res = await me(await provider.token(), down);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('UNAVAILABLE');
    expect(res.headers['retry-after']).toBeDefined();
    const gql = await down.gql('{ me { principal } }', {}, await provider.token());
    expect(gql.body.errors![0].extensions!.code).toBe('UNAVAILABLE');

    const su = bearer(await down.token('super_admin'));
    expect((await down.http().get('/api/v1/auth/me').set(su)).status).toBe(200);
    await down.http().post('/api/v1/workspaces').set(su).send({ name: 'w' });
    const k = await createKey(down, 'w');
    expect((await down.http().get('/api/v1/workspaces/w/apikeys').set(apiKey(k.key))).status).toBe(200);
  });

  it('sign-in with an OIDC token is 503 too', async () => {
    expect(
      (
        await down
          .http()
          .post('/api/v1/auth/login')
          .send({ token: await provider.token() })
      ).status,
    ).toBe(503);
  });
});

describe('MAPGATE_OIDC_REQUIRED_SCOPES', () => {
  let scoped: TestApp;
  beforeAll(async () => {
    scoped = await startTestApp(provider.env({ MAPGATE_OIDC_REQUIRED_SCOPES: 'mapgate,admin' }));
  });
  afterAll(() => scoped.stop());

  it('accepts a token holding every required scope (scope or scp), refuses one missing any', async () => {
    expect((await me(await provider.token({ scope: 'openid mapgate admin' }), scoped)).status).toBe(200);
    expect((await me(await provider.token({ scp: ['mapgate', 'admin'] }), scoped)).status).toBe(200);
    const missing = await me(await provider.token({ scope: 'openid mapgate' }), scoped);
    expect(missing.status).toBe(401);
    expect(missing.body.detail).toBe('token lacks required scope admin');
    expect((await me(await provider.token(), scoped)).status).toBe(401);
  });
});

describe('MAPGATE_OIDC_JWKS_URI without discovery', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({
      MAPGATE_OIDC_JWKS_URI: `${provider.issuer}/jwks`,
      MAPGATE_OIDC_AUDIENCE: OIDC_AUDIENCE,
    });
  });
  afterAll(() => direct.stop());

  it('verifies against the configured key set, never fetching discovery', async () => {
    const before = provider.requests.discovery;
    expect((await me(await provider.token(), direct)).status).toBe(200);
    expect((await me(await provider.token({ aud: 'other' }), direct)).status).toBe(401);
    expect(provider.requests.discovery).toBe(before);
  });
});
