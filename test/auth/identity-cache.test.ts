import type { Cache } from '../../src/cache/cache';
import { PG_BUS_APPLICATION_NAME } from '../../src/cache/bus-postgres';
import { publishOnce } from '../../src/cache/bus';
import { ROTATION_INVALIDATIONS } from '../../src/auth/credentials';
import { SigningKeys } from '../../src/auth/signing-keys';
import { ClaimMappingService } from '../../src/domains/claim-mappings';
import { useTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { apiKey, bearer, createKey, createWorkspace, signIn, superAdmin } from '../support/identity';

// Verified API keys and mapgate tokens are cached (the `identity` cache), and so are workspace
// lookups: these tests pin down that a revocation still bites on the very next request.

const statsOf = (t: TestApp, name: string) => (t.mapgate.deps.caches.get(name) as Cache<unknown>).stats();
const mappings = (ws: string) => `/api/v1/workspaces/${ws}/claim-mappings`;

describe('identity cache, one instance', () => {
  const t = useTestApp();

  it('serves a key from the cache after its first use, and forgets it when it is revoked', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    await t().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    const before = statsOf(t(), 'identity').hits;
    await t().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    expect(statsOf(t(), 'identity').hits).toBe(before + 1);

    await t()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${k.id}`)
      .set(await superAdmin(t()))
      .expect(204);
    const res = await t().http().get(mappings('w')).set(apiKey(k.key));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('API key revoked');
  });

  it('on GraphQL too: a key revoked by the mutation is refused by the very next operation', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    const me = () => t().http().post('/graphql').set(apiKey(k.key)).send({ query: '{ me { principal } }' });
    for (let i = 0; i < 2; i++) expect((await me()).body.data.me.principal).toBe('ci');
    const revoked = await t().gql(
      `mutation { revokeAPIKey(workspace: "w", keyId: "${k.id}") }`,
      {},
      await t().token('super_admin'),
    );
    expect(revoked.body.data!.revokeAPIKey).toBe(true);
    const after = await me();
    expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(after.body.errors[0].message).toBe('API key revoked');
  });

  it('refuses a cached key once it expires, without being told', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w', { expires_at: new Date(Date.now() + 1500).toISOString() });
    await t().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    await new Promise((r) => setTimeout(r, 1600));
    const res = await t().http().get(mappings('w')).set(apiKey(k.key));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('API key expired');
  });

  it('a deleted workspace takes its cached keys and its cached name with it', async () => {
    await createWorkspace(t(), 'gone');
    const k = await createKey(t(), 'gone');
    await t().http().get(mappings('gone')).set(apiKey(k.key)).expect(200);
    await t()
      .http()
      .delete('/api/v1/workspaces/gone')
      .set(await superAdmin(t()))
      .expect(204);
    expect((await t().http().get(mappings('gone')).set(apiKey(k.key))).status).toBe(401);
    // A new workspace of the same name is a different workspace: the old cached id must not answer.
    const again = await createWorkspace(t(), 'gone');
    await t()
      .http()
      .post(mappings('gone'))
      .set(await superAdmin(t()))
      .send({ claim_name: 'groups', claim_value: 'g', role_id: 'viewer' })
      .expect(201);
    const list = await t()
      .http()
      .get(mappings('gone'))
      .set(await superAdmin(t()))
      .expect(200);
    expect(list.body.claim_mappings.map((m: { workspace_id: string }) => m.workspace_id)).toEqual([again.id]);
  });

  it('a renamed workspace is found by its new name only', async () => {
    await createWorkspace(t(), 'old');
    const su = await superAdmin(t());
    await t().http().get(mappings('old')).set(su).expect(200);
    await t().http().put('/api/v1/workspaces/old').set(su).send({ name: 'new' }).expect(200);
    expect((await t().http().get(mappings('old')).set(su)).status).toBe(404);
    await t().http().get(mappings('new')).set(su).expect(200);
  });

  it('serves a session from the cache, and forgets it when it is revoked or its key is', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    const viaKey = await signIn(t(), k.key);
    const viaToken = await signIn(t(), await t().token('super_admin'));
    for (const b of [viaKey, viaToken]) await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie).expect(200);
    const before = statsOf(t(), 'identity').hits;
    await t().http().get('/api/v1/auth/me').set('Cookie', viaToken.cookie).expect(200);
    expect(statsOf(t(), 'identity').hits).toBe(before + 1);

    await t()
      .http()
      .delete(`/api/v1/auth/sessions/${viaToken.me.session_id}`)
      .set(await superAdmin(t()))
      .expect(204);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', viaToken.cookie)).status).toBe(401);
    await t()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${k.id}`)
      .set(await superAdmin(t()))
      .expect(204);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', viaKey.cookie)).status).toBe(401);
  });

  it('caches a verified mapgate token, and still refuses it once its signing key is retired', async () => {
    const token = await t().token('super_admin');
    await t().http().get('/api/v1/workspaces').set(bearer(token)).expect(200);
    const before = statsOf(t(), 'identity').hits;
    await t().http().get('/api/v1/workspaces').set(bearer(token)).expect(200);
    expect(statsOf(t(), 'identity').hits).toBe(before + 1);
    // Rotation from outside this instance (the CLI): even with no message on any bus, the retired key
    // is noticed within the signing-key cache's 2 s.
    await new SigningKeys(t().db.prisma).rotate();
    await new Promise((r) => setTimeout(r, 2100));
    expect((await t().http().get('/api/v1/workspaces').set(bearer(token))).status).toBe(401);
  });
});

describe('identity cache across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  if (!process.env.TEST_DATABASE_URL) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL is unset; PGlite is one process)', () => undefined);
    return;
  }
  const a = useTestApp();
  const b = useTestApp({}, { shareDatabaseOf: () => a() });

  // The other instance learns of a revocation when the bus delivers it (docs/live.md, "Events across
  // instances"): the checks below wait for that, up to a second, instead of racing its LISTEN connection.
  it('a key revoked through one instance is refused by the other within a second', async () => {
    await createWorkspace(a(), 'w');
    const k = await createKey(a(), 'w');
    await b().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    await b().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    await a()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${k.id}`)
      .set(await superAdmin(a()))
      .expect(204);
    await eventually(async () => {
      const res = await b().http().get(mappings('w')).set(apiKey(k.key));
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('API key revoked');
    }, 1000);
  });

  it('signing-key rotation announced on the bus (as the CLI does) refuses cached tokens within a second', async () => {
    const token = await b().token('super_admin');
    await b().http().get('/api/v1/workspaces').set(bearer(token)).expect(200);
    await b().http().get('/api/v1/workspaces').set(bearer(token)).expect(200);
    const other = a();
    await new SigningKeys(other.db.prisma).rotate();
    await publishOnce(
      { config: other.config, db: other.db, logger: other.mapgate.deps.logger },
      ROTATION_INVALIDATIONS,
    );
    await eventually(
      async () => expect((await b().http().get('/api/v1/workspaces').set(bearer(token))).status).toBe(401),
      1000,
    );
  });

  it('a session signed out through one instance is refused by the other within a second', async () => {
    const browser = await signIn(a(), await a().token('super_admin'));
    await b().http().get('/api/v1/auth/me').set('Cookie', browser.cookie).expect(200);
    await b().http().get('/api/v1/auth/me').set('Cookie', browser.cookie).expect(200);
    await a().http().post('/api/v1/auth/logout').set('Cookie', browser.cookie).set(browser.csrfHeader).expect(204);
    await eventually(
      async () => expect((await b().http().get('/api/v1/auth/me').set('Cookie', browser.cookie)).status).toBe(401),
      1000,
    );
  });

  it('a claim mapping deleted through one instance stops granting its role on the other within a second', async () => {
    await createWorkspace(a(), 'w');
    const created = await a()
      .http()
      .post(mappings('w'))
      .set(await superAdmin(a()))
      .send({ claim_name: 'groups', claim_value: 'gis', role_id: 'viewer' })
      .expect(201);
    const onB = b().mapgate.container.get(ClaimMappingService);
    expect(await onB.allForResolution()).toHaveLength(1);
    expect(await onB.allForResolution()).toHaveLength(1);
    await a()
      .http()
      .delete(`${mappings('w')}/${created.body.id}`)
      .set(await superAdmin(a()))
      .expect(204);
    await eventually(async () => expect(await onB.allForResolution()).toEqual([]), 1000);
  });

  it('while the LISTEN connection is down nothing is served from a cache; it serves again once back', async () => {
    await createWorkspace(a(), 'w');
    const k = await createKey(a(), 'w');
    await a().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    await a().db.sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [PG_BUS_APPLICATION_NAME],
    );
    for (let i = 0; i < 50 && a().mapgate.deps.caches.serving; i++) await new Promise((r) => setTimeout(r, 20));
    // The reconnection comes 250 ms after the loss: these requests fit well inside that window.
    const down = a().mapgate.deps.caches.serving;
    const hits = statsOf(a(), 'identity').hits;
    await a().http().get(mappings('w')).set(apiKey(k.key)).expect(200);
    const servedWhileDown = statsOf(a(), 'identity').hits - hits;
    const stats = (
      await a()
        .http()
        .get('/api/v1/cache/stats')
        .set(await superAdmin(a()))
        .expect(200)
    ).body;
    for (let i = 0; i < 100 && !a().mapgate.deps.caches.serving; i++) await new Promise((r) => setTimeout(r, 50));
    // Asserted after the reconnection wait, so that a failure leaves no instance suspended behind it.
    expect(down).toBe(false);
    expect(stats.enabled).toBe(false);
    expect(servedWhileDown).toBe(0);
    expect(a().mapgate.deps.caches.serving).toBe(true);
  });
});
