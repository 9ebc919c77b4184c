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
      workspace: res.body.id,
      workspace_name: 'roads',
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

  it('the workspace of a workspace route: its id and its name when the request came in, and the status the caller got', async () => {
    const ws = await workspace('roads');
    const upd = await t()
      .http()
      .put('/api/v1/workspaces/roads')
      .set(await su())
      .send({ name: 'streets' });
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
    expect(u).toMatchObject({
      operation: 'updateWorkspace',
      workspace: ws.id,
      workspace_name: 'roads',
      status: 200,
      action: 'change',
    });
    expect(d).toMatchObject({
      operation: 'deleteWorkspace',
      workspace: ws.id,
      workspace_name: 'streets',
      status: 204,
      action: 'change',
    });
    // A workspace that does not exist has neither id nor name.
    expect(m).toMatchObject({
      operation: 'deleteWorkspace',
      workspace: null,
      workspace_name: null,
      status: 404,
      action: 'change',
    });
  });

  it('401: a security event for a refused credential (one without any is counted, test/domains/audit/anonymous-refusals.test.ts)', async () => {
    const res = await t().http().get('/api/v1/workspaces').set('Authorization', 'Bearer not-a-token');
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
    await t().gql('{ workspaces { id } }', {}, 'not-a-token');
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

describe('the workspace of an event: its id and its name at the time, the same way for every action', () => {
  it('for creates, writes in a workspace (by name, id or global id), refusals, renames and deletes, on both surfaces', async () => {
    const rest = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send({ name: 'a' });
    const gql = await t().gql(
      'mutation { createWorkspace(input: { name: "b" }) { id databaseId } }',
      {},
      await t().token('super_admin'),
    );
    const a = rest.body.id as string;
    const b = gql.body.data!.createWorkspace as { id: string; databaseId: string };
    const adminA = await t().token('admin', a);
    const skip = (await storedEvents(t())).length;
    let n = 0;
    const mapping = () => ({ claim_name: 'groups', claim_value: `x${n++}`, role_id: 'viewer' });
    // A write in a workspace, named by its name, its id, and over GraphQL by its global id.
    await t().http().post('/api/v1/workspaces/a/claim-mappings').set(bearer(adminA)).send(mapping()).expect(201);
    await t().http().post(`/api/v1/workspaces/${a}/claim-mappings`).set(bearer(adminA)).send(mapping()).expect(201);
    const byGlobalId = await t().gql(
      'mutation($ws: String!) { createClaimMapping(workspace: $ws, input: { claimName: "groups", claimValue: "y", roleId: "viewer" }) { id } }',
      { ws: b.id },
      await t().token('super_admin'),
    );
    expect(byGlobalId.body.errors).toBeUndefined();
    // Refused: another workspace's admin (a workspace operation), and a super_admin operation.
    await t().http().post('/api/v1/workspaces/b/claim-mappings').set(bearer(adminA)).send(mapping()).expect(403);
    await t().http().delete('/api/v1/workspaces/a').set(bearer(adminA)).expect(403);
    // Renamed, then deleted by its new name: each event has the name the workspace had when it came in.
    await t()
      .http()
      .put('/api/v1/workspaces/b')
      .set(await su())
      .send({ name: 'b2' })
      .expect(200);
    await t()
      .http()
      .delete('/api/v1/workspaces/b2')
      .set(await su())
      .expect(204);
    // Nothing to name: an unknown workspace, or a caller who is not signed in.
    await t()
      .http()
      .post('/api/v1/workspaces/nowhere/claim-mappings')
      .set(await su())
      .send(mapping())
      .expect(404);
    await t()
      .http()
      .post('/api/v1/workspaces/a/claim-mappings')
      .set('Authorization', 'Bearer not-a-token')
      .send(mapping())
      .expect(401);

    const events = (await storedEvents(t())).slice(0, skip);
    expect(events.map((e) => [e.surface, e.operation, e.workspace, e.workspace_name])).toEqual([
      ['rest', 'createWorkspace', a, 'a'],
      ['graphql', 'createWorkspace', b.databaseId, 'b'],
    ]);
    expect((await newEvents(skip)).map((e) => [e.operation, e.status, e.workspace, e.workspace_name])).toEqual([
      ['createClaimMapping', 201, a, 'a'],
      ['createClaimMapping', 201, a, 'a'],
      ['createClaimMapping', 200, b.databaseId, 'b'],
      ['createClaimMapping', 403, b.databaseId, 'b'],
      ['deleteWorkspace', 403, a, 'a'],
      ['updateWorkspace', 200, b.databaseId, 'b'],
      ['deleteWorkspace', 204, b.databaseId, 'b2'],
      ['createClaimMapping', 404, null, null],
      ['createClaimMapping', 401, null, null],
    ]);
  });

  it('filtering by a name finds the events of the workspace that had that name at the time', async () => {
    const ws = await workspace('old');
    await t()
      .http()
      .put('/api/v1/workspaces/old')
      .set(await su())
      .send({ name: 'new' })
      .expect(200);
    await t()
      .http()
      .put('/api/v1/workspaces/new')
      .set(await su())
      .send({ description: 'd' })
      .expect(200);
    const list = async (w: string) =>
      (
        await t()
          .http()
          .get('/api/v1/audit/events')
          .query({ workspace: w })
          .set(await su())
      ).body.events.map((e: { operation: string; workspace: string; workspace_name: string }) => [
        e.operation,
        e.workspace,
        e.workspace_name,
      ]);
    const all = [
      ['updateWorkspace', ws.id, 'new'],
      ['updateWorkspace', ws.id, 'old'],
      ['createWorkspace', ws.id, 'old'],
    ];
    // Its id and its present name find all of them; the old name, those made while it had it.
    expect(await list(ws.id)).toEqual(all);
    expect(await list('new')).toEqual(all);
    expect(await list('old')).toEqual(all.slice(1));
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
