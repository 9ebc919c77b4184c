import { useTestApp } from '../../support/app';
import { createWorkspace } from '../../support/factories';
import { bearer, storedEvents } from './support';

const t = useTestApp();
const su = async () => bearer(await t().token('super_admin', undefined, 'alice'));

const workspace = async (name: string) => createWorkspace(t(), name, await su());

/** Events stored after `skip` earlier ones (arranging a test records events too). */
const newEvents = async (skip: number) => (await storedEvents(t())).slice(skip);

describe('what is recorded on the REST surface', () => {
  it('a mutation: one change event with every field', async () => {
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .set('X-Request-Id', 'req-create-1')
      .send({ name: 'roads' });
    expect(res.status).toBe(201);
    const events = await storedEvents(t());
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      occurred_at: expect.any(Date),
      request_id: 'req-create-1',
      principal: 'alice',
      credential_id: null,
      auth_method: 'mapgate_token',
      workspace: null,
      surface: 'rest',
      operation: 'createWorkspace',
      action: 'change',
      status: 201,
      duration_ms: expect.any(Number),
    });
    expect(events[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.now() - events[0].occurred_at.getTime()).toBeLessThan(60_000);
  });

  it('concurrent mutations: each its own event with its own fields, stored before it is answered', async () => {
    const auth = await su();
    const names = Array.from({ length: 12 }, (_, i) => `concurrent-${i}`);
    const answers = await Promise.all(
      names.map((name) =>
        t().http().post('/api/v1/workspaces').set(auth).set('X-Request-Id', `req-${name}`).send({ name }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(names.map(() => 201));
    const events = await storedEvents(t());
    expect(events.map((e) => e.request_id).sort()).toEqual(names.map((n) => `req-${n}`).sort());
    for (const e of events) {
      expect(e).toMatchObject({ principal: 'alice', surface: 'rest', operation: 'createWorkspace', status: 201 });
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(names.length);
  });

  it('the workspace of a workspace route, by id even when named, and the status the caller got', async () => {
    const ws = await workspace('roads');
    const upd = await t()
      .http()
      .put('/api/v1/workspaces/roads')
      .set(await su())
      .send({ description: 'd' });
    expect(upd.status).toBe(200);
    const del = await t()
      .http()
      .delete(`/api/v1/workspaces/${ws.id}`)
      .set(await su());
    expect(del.status).toBe(204);
    const missing = await t()
      .http()
      .delete('/api/v1/workspaces/nowhere')
      .set(await su());
    expect(missing.status).toBe(404);
    const [u, d, m] = await newEvents(1);
    expect(u).toMatchObject({ operation: 'updateWorkspace', workspace: ws.id, status: 200, action: 'change' });
    expect(d).toMatchObject({ operation: 'deleteWorkspace', workspace: ws.id, status: 204, action: 'change' });
    expect(m).toMatchObject({ operation: 'deleteWorkspace', workspace: 'nowhere', status: 404, action: 'change' });
  });

  it('401: a security event for an anonymous read', async () => {
    const res = await t().http().get('/api/v1/workspaces');
    expect(res.status).toBe(401);
    expect(await storedEvents(t())).toEqual([
      expect.objectContaining({
        principal: 'anonymous',
        auth_method: 'anonymous',
        surface: 'rest',
        operation: 'workspaces',
        action: 'security',
        status: 401,
        request_id: res.headers['x-request-id'],
      }),
    ]);
  });

  it('403: a security event naming the caller', async () => {
    const ws = await workspace('w');
    const res = await t()
      .http()
      .get('/api/v1/workspaces')
      .set(bearer(await t().token('admin', ws.id, 'bob')));
    expect(res.status).toBe(403);
    expect(await newEvents(1)).toEqual([
      expect.objectContaining({
        principal: 'bob',
        auth_method: 'mapgate_token',
        operation: 'workspaces',
        action: 'security',
        status: 403,
      }),
    ]);
  });

  it('reads are not recorded', async () => {
    const ws = await workspace('w');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces')
          .set(await su())
      ).status,
    ).toBe(200);
    expect(
      (
        await t()
          .http()
          .get(`/api/v1/workspaces/${ws.id}`)
          .set(await su())
      ).status,
    ).toBe(200);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/audit/events')
          .set(await su())
      ).status,
    ).toBe(200);
    expect(await newEvents(1)).toEqual([]);
  });

  it('sign-in and sign-out are security events, attributed to who signed in', async () => {
    const token = await t().token('super_admin', undefined, 'carol');
    const login = await t().http().post('/api/v1/auth/login').send({ token });
    expect(login.status).toBe(201);
    const cookies = login.headers['set-cookie'] as unknown as string[];
    const csrf = /mapgate_csrf=([^;]+)/.exec(cookies.join(';'))![1];
    const logout = await t()
      .http()
      .post('/api/v1/auth/logout')
      .set('Cookie', cookies.map((c) => c.split(';')[0]).join('; '))
      .set('X-CSRF-Token', csrf);
    expect(logout.status).toBe(204);
    const bad = await t().http().post('/api/v1/auth/login').send({ token: 'not-a-token' });
    expect(bad.status).toBe(401);
    const [inn, out, refused] = await storedEvents(t());
    expect(inn).toMatchObject({
      operation: 'login',
      action: 'security',
      status: 201,
      principal: 'carol',
      auth_method: 'session',
    });
    expect(inn.credential_id).toEqual(expect.any(String));
    expect(out).toMatchObject({
      operation: 'logout',
      action: 'security',
      status: 204,
      principal: 'carol',
      credential_id: inn.credential_id,
    });
    expect(refused).toMatchObject({ operation: 'login', action: 'security', status: 401, principal: 'anonymous' });
  });
});

describe('sign-ins refused by the limiter (docs/rules.md §3)', () => {
  it('are security events with status 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t()
            .http()
            .post('/api/v1/auth/login')
            .send({ token: `bad-${i}` })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const events = await storedEvents(t());
    expect(events.map((e) => [e.operation, e.action, e.status])).toEqual([
      ...Array.from({ length: 5 }, () => ['login', 'security', 401]),
      ['login', 'security', 429],
    ]);
  });
});

describe('what is recorded on the GraphQL surface', () => {
  it('a mutation: one change event, status 200, operation = the root field', async () => {
    const r = await t().gql(
      'mutation Named { createWorkspace(input: { name: "roads" }) { id } }',
      {},
      await t().token('super_admin', undefined, 'alice'),
    );
    expect(r.body.errors).toBeUndefined();
    expect(await storedEvents(t())).toEqual([
      expect.objectContaining({
        principal: 'alice',
        surface: 'graphql',
        operation: 'createWorkspace',
        action: 'change',
        status: 200,
      }),
    ]);
  });

  it('a failed mutation keeps the status of its error code', async () => {
    await workspace('dup');
    const r = await t().gql(
      'mutation { createWorkspace(input: { name: "dup" }) { id } }',
      {},
      await t().token('super_admin'),
    );
    expect(r.body.errors![0].extensions!.code).toBe('CONFLICT');
    expect(await newEvents(1)).toEqual([
      expect.objectContaining({ surface: 'graphql', action: 'change', status: 409 }),
    ]);
  });

  it('401 and 403 are security events; a plain read is not recorded', async () => {
    const ws = await workspace('w');
    await t().gql('{ workspaces { id } }');
    await t().gql('{ workspaces { id } }', {}, await t().token('admin', ws.id, 'bob'));
    await t().gql('{ workspaces { id } }', {}, await t().token('super_admin'));
    expect(await newEvents(1)).toEqual([
      expect.objectContaining({
        surface: 'graphql',
        operation: 'workspaces',
        action: 'security',
        status: 401,
        principal: 'anonymous',
      }),
      expect.objectContaining({
        surface: 'graphql',
        operation: 'workspaces',
        action: 'security',
        status: 403,
        principal: 'bob',
      }),
    ]);
  });

  it('several root fields make one event naming them all', async () => {
    const su2 = await t().token('super_admin');
    await t().gql(
      'mutation { a: createWorkspace(input: { name: "a" }) { id } b: createWorkspace(input: { name: "b" }) { id } }',
      {},
      su2,
    );
    expect(await storedEvents(t())).toEqual([
      expect.objectContaining({ operation: 'createWorkspace,createWorkspace', status: 200 }),
    ]);
  });
});

describe('one name per action on both surfaces (docs/graph.md, "One name on both surfaces")', () => {
  it('records the GraphQL field, also for a route whose operationId docs/rules.md §10 fixes otherwise', async () => {
    const ws = await workspace('roads');
    const skip = (await storedEvents(t())).length;
    const viewer = await t().token('viewer', ws.id, 'vera');
    const admin = await t().token('admin', ws.id, 'adam');
    // listLayerGroups and updateOGCTilesAPISettings run layerGroups and updateOgcTilesSettings.
    const refused = await t().http().get('/api/v1/workspaces/roads/layer-groups').set(bearer(viewer));
    expect(refused.status).toBe(403);
    const gqlRefused = await t().gql('{ layerGroups(workspace: "roads") { publicId } }', {}, viewer);
    expect(gqlRefused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const put = await t().http().put('/api/v1/workspaces/roads/settings/ogc-tiles').set(bearer(admin)).send({});
    expect(put.status).toBe(200);
    const gqlPut = await t().gql(
      'mutation { updateOgcTilesSettings(workspace: "roads", input: {}) { enabled } }',
      {},
      admin,
    );
    expect(gqlPut.body.errors).toBeUndefined();
    const events = (await newEvents(skip)).map((e) => [e.surface, e.operation, e.action]);
    expect(events).toEqual([
      ['rest', 'layerGroups', 'security'],
      ['graphql', 'layerGroups', 'security'],
      ['rest', 'updateOgcTilesSettings', 'change'],
      ['graphql', 'updateOgcTilesSettings', 'change'],
    ]);
  });
});

describe('no secret is ever stored', () => {
  it('neither the bearer token nor the API key appears in any event', async () => {
    const token = await t().token('super_admin', undefined, 'alice');
    await t().http().post('/api/v1/workspaces').set(bearer(token)).send({ name: 'roads' });
    const created = await t()
      .http()
      .post('/api/v1/workspaces/roads/apikeys')
      .set(bearer(token))
      .send({ name: 'ci', role_id: 'admin' });
    expect(created.status).toBe(201);
    const key: string = created.body.key;
    const withKey = await t()
      .http()
      .put('/api/v1/workspaces/roads')
      .set('X-API-Key', key)
      .send({ description: 'by key' });
    expect(withKey.status).toBe(200);
    await t()
      .http()
      .get('/api/v1/workspaces')
      .set('X-API-Key', `${key.slice(0, -1)}0`);
    await t().gql('mutation { createWorkspace(input: { name: "g" }) { id } }', {}, token);
    const events = await storedEvents(t());
    expect(events.find((e) => e.auth_method === 'api_key')).toMatchObject({
      principal: 'ci',
      credential_id: created.body.id,
      operation: 'updateWorkspace',
    });
    const dump = JSON.stringify(await t().db.sql.query('SELECT row_to_json(a)::text AS j FROM audit_events a'));
    for (const secret of [token, key, key.slice(4), token.split('.')[2]]) expect(dump).not.toContain(secret);
  });
});
