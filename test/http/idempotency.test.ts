import { useTestApp } from '../support/app';

/*
 * Idempotency-Key on creating POSTs and on /graphql mutations (docs/live.md, "Idempotent creates"),
 * against the real app: a repeat replays the first answer without creating again, another body under the
 * same key is a 422, keys are per credential, and the record lives in the database.
 */
const t = useTestApp();

const su = async (sub = 'ops') => ({ Authorization: `Bearer ${await t().token('super_admin', undefined, sub)}` });

async function workspaceCount(): Promise<number> {
  return t().db.prisma.workspace.count();
}

describe('REST: Idempotency-Key on a create', () => {
  it('the same key and body replay the first answer (status, body, Location) and create once', async () => {
    const auth = await su();
    const first = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'k-1')
      .send({ name: 'w1', description: 'd' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Key order does not matter: the same JSON is the same request.
    const again = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'k-1')
      .send({ description: 'd', name: 'w1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await workspaceCount()).toBe(1);
  });

  it('a refusal is replayed as that refusal', async () => {
    const auth = await su();
    const bad = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'k-bad')
      .send({ name: '-' });
    expect(bad.status).toBe(400);
    const again = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'k-bad')
      .send({ name: '-' });
    expect(again.status).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(bad.body);
  });

  it('the same key with another body is a 422 and creates nothing', async () => {
    const auth = await su();
    expect(
      (await t().http().post('/api/v1/workspaces').set(auth).set('Idempotency-Key', 'k-2').send({ name: 'w1' })).status,
    ).toBe(201);
    const other = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'k-2')
      .send({ name: 'w2' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'UNPROCESSABLE' });
    expect(other.body.detail).toMatch(/Idempotency-Key/);
    expect(await workspaceCount()).toBe(1);
  });

  it('keys belong to the credential: another caller with the same key makes its own request', async () => {
    const a = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su('alice'))
      .set('Idempotency-Key', 'same')
      .send({ name: 'wa' });
    const b = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su('bob'))
      .set('Idempotency-Key', 'same')
      .send({ name: 'wb' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await workspaceCount()).toBe(2);
  });

  it('concurrent requests with one key create once: the others replay or are told it is in progress (409)', async () => {
    const auth = await su();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t().http().post('/api/v1/workspaces').set(auth).set('Idempotency-Key', 'k-race').send({ name: 'raced' }),
      ),
    );
    for (const r of results) expect([201, 409]).toContain(r.status);
    expect(results.filter((r) => r.status === 201 && !r.headers['idempotent-replayed'])).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.detail).toMatch(/in progress/);
    expect(await workspaceCount()).toBe(1);
  });

  it('a malformed key is a 400; routes that do not create ignore the header', async () => {
    const auth = await su();
    const bad = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(auth)
      .set('Idempotency-Key', 'has space')
      .send({ name: 'w' });
    expect(bad.status).toBe(400);
    expect(await workspaceCount()).toBe(0);
    const get = await t().http().get('/api/v1/workspaces').set(auth).set('Idempotency-Key', 'has space');
    expect(get.status).toBe(200);
  });
});

describe('GraphQL: Idempotency-Key on a mutation', () => {
  const create = 'mutation($name: String!) { createWorkspace(input: { name: $name }) { id name } }';
  const post = async (name: string, key: string) =>
    t()
      .http()
      .post('/graphql')
      .set(await su())
      .set('Content-Type', 'application/json')
      .set('Idempotency-Key', key)
      .send({ query: create, variables: { name } });

  it('replays the first answer, refuses another operation under the key with 422', async () => {
    const first = await post('g1', 'gk');
    expect(first.status).toBe(200);
    expect(first.body.data.createWorkspace.name).toBe('g1');
    const again = await post('g1', 'gk');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await post('g2', 'gk');
    expect(other.status).toBe(200);
    expect(other.body.errors[0].extensions.code).toBe('UNPROCESSABLE');
    expect(other.body.data).toBeUndefined();
    expect(await workspaceCount()).toBe(1);
  });

  it('a replayed mutation is audited once, as is a replayed REST create', async () => {
    await post('g3', 'audit-once');
    expect((await post('g3', 'audit-once')).headers['idempotent-replayed']).toBe('true');
    const auth = await su();
    for (let i = 0; i < 2; i++)
      await t().http().post('/api/v1/workspaces').set(auth).set('Idempotency-Key', 'rest-once').send({ name: 'r3' });
    // The audit writer stores an event before the request is answered.
    const events = await t().db.prisma.auditEvent.findMany({ where: { operation: 'createWorkspace' } });
    expect(events.map((e) => e.surface).sort()).toEqual(['graphql', 'rest']);
  });
});

describe('A new API key is shown once, never replayed nor stored (docs/security.md, "Secrets")', () => {
  const workspace = async () => {
    const auth = await su();
    expect((await t().http().post('/api/v1/workspaces').set(auth).send({ name: 'keys' })).status).toBe(201);
    return auth;
  };
  const storedBodies = async () => (await t().db.prisma.idempotencyKey.findMany()).map((r) => r.body ?? '');

  it('REST: the replay has the key withheld (null, Secret-Withheld: key), the stored answer never held it', async () => {
    const auth = await workspace();
    const send = () =>
      t()
        .http()
        .post('/api/v1/workspaces/keys/apikeys')
        .set(auth)
        .set('Idempotency-Key', 'key-once')
        .send({ name: 'ci', role_id: 'viewer' });
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.body.key).toMatch(/^mgk_[0-9a-f]{64}$/);
    expect(first.headers['secret-withheld']).toBeUndefined();
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['secret-withheld']).toBe('key');
    expect(again.body).toEqual({ ...first.body, key: null });
    expect(again.headers.location).toBe(first.headers.location);
    const stored = await storedBodies();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(first.body.key);
    expect(stored[0]).not.toMatch(/mgk_[0-9a-f]{64}/);
    // The key works: it was made once, and shown once.
    const me = await t().http().get('/api/v1/auth/me').set('X-API-Key', first.body.key);
    expect(me.status).toBe(200);
    expect(await t().db.prisma.apiKey.count()).toBe(1);
  });

  it('GraphQL: the replay has the key null (aliases too) and says so in extensions.secretWithheld', async () => {
    const auth = await workspace();
    const query = `mutation { made: createAPIKey(workspace: "keys", input: { name: "ci", roleId: "viewer" }) {
      apiKey { id name } secret: key } }`;
    const send = () =>
      t()
        .http()
        .post('/graphql')
        .set(auth)
        .set('Content-Type', 'application/json')
        .set('Idempotency-Key', 'gql-key-once')
        .send({ query });
    const first = await send();
    expect(first.body.data.made.secret).toMatch(/^mgk_[0-9a-f]{64}$/);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['secret-withheld']).toBe('data.made.secret');
    expect(again.body.data).toEqual({ made: { ...first.body.data.made, secret: null } });
    expect(again.body.extensions.secretWithheld.paths).toEqual(['made.secret']);
    expect(again.body.extensions.secretWithheld.detail).toMatch(/shown once/);
    expect((await storedBodies()).join('')).not.toContain(first.body.data.made.secret);
  });
});
