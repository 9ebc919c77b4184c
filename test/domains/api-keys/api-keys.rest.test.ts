import { createHash } from 'node:crypto';
import { useTestApp } from '../../support/app';
import { apiKey, bearer, createKey, createWorkspace, superAdmin } from '../../support/identity';

// Loopback as a trusted proxy: X-Forwarded-For gives each case its own client address.
const t = useTestApp({ MAPGATE_TRUSTED_PROXIES: 'loopback' });
const keys = (ws: string) => `/api/v1/workspaces/${ws}/apikeys`;

describe('POST /api/v1/workspaces/{workspace}/apikeys', () => {
  it('creates a key: 201, Location, the key shown once, only its SHA-256 stored', async () => {
    const ws = await createWorkspace(t(), 'roads');
    const res = await t()
      .http()
      .post(keys('roads'))
      .set(await superAdmin(t()))
      .send({ name: 'ci', role_id: 'editor', owner_name: 'Ann', owner_email: 'ann@example.com' });
    expect(res.status).toBe(201);
    const key: string = res.body.key;
    expect(key).toMatch(/^mgk_[0-9a-f]{64}$/);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key,
      key_prefix: key.slice(0, 12),
      workspace_id: ws.id,
      role_id: 'editor',
      name: 'ci',
      owner_name: 'Ann',
      owner_email: 'ann@example.com',
      expires_at: null,
      revoked: false,
      created_at: expect.any(String),
    });
    expect(res.headers.location).toBe(`/api/v1/workspaces/roads/apikeys/${res.body.id}`);

    const row = await t().db.prisma.apiKey.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    const stored = JSON.stringify(await t().db.sql.query('SELECT * FROM api_keys'));
    expect(stored).not.toContain(key.slice(12));

    const get = await t()
      .http()
      .get(res.headers.location)
      .set(await superAdmin(t()));
    const list = await t()
      .http()
      .get(keys('roads'))
      .set(await superAdmin(t()));
    for (const body of [get.body, list.body]) {
      expect(JSON.stringify(body)).not.toContain(key.slice(12));
      expect(JSON.stringify(body)).not.toContain('"key"');
    }
    expect(list.body).toEqual({ api_keys: [get.body] });
  });

  it('the new key authenticates with the workspace role it was given', async () => {
    await createWorkspace(t(), 'w');
    const admin = await createKey(t(), 'w', { role_id: 'admin' });
    const viewer = await createKey(t(), 'w', { role_id: 'viewer', name: 'read' });
    expect((await t().http().get(keys('w')).set(apiKey(admin.key))).status).toBe(200);
    expect((await t().http().get(keys('w')).set(apiKey(viewer.key))).status).toBe(403);
    expect((await t().http().get('/api/v1/workspaces').set(apiKey(admin.key))).status).toBe(403);
  });

  it('401 without a credential, 403 for an admin of another workspace', async () => {
    await createWorkspace(t(), 'a');
    const b = await createWorkspace(t(), 'b');
    expect((await t().http().post(keys('a')).send({ name: 'x', role_id: 'viewer' })).status).toBe(401);
    const res = await t()
      .http()
      .post(keys('a'))
      .set(bearer(await t().token('admin', b.id)))
      .send({ name: 'x', role_id: 'viewer' });
    expect(res.status).toBe(403);
  });

  it('400 for an unknown role, listing the valid roles; super_admin only from the CLI', async () => {
    await createWorkspace(t(), 'w');
    const unknown = await t()
      .http()
      .post(keys('w'))
      .set(await superAdmin(t()))
      .send({ name: 'x', role_id: 'boss' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('role_id: unknown role "boss"; valid roles: admin, editor, viewer');
    const su = await t()
      .http()
      .post(keys('w'))
      .set(await superAdmin(t()))
      .send({ name: 'x', role_id: 'super_admin' });
    expect(su.status).toBe(400);
    expect(su.body.detail).toMatch(/^role_id: "super_admin" keys can only be created with the CLI/);
    expect(
      (
        await t()
          .http()
          .get(keys('w'))
          .set(await superAdmin(t()))
      ).body,
    ).toEqual({ api_keys: [] });
  });

  it.each([
    [{ role_id: 'viewer' }, /^name: is required/],
    [{ name: ' ', role_id: 'viewer' }, /^name: must not be empty/],
    [{ name: 'x', role_id: 'viewer', owner_email: 'nope' }, /^owner_email: must be an email address/],
    [{ name: 'x', role_id: 'viewer', expires_at: '2001-01-01T00:00:00Z' }, /^expires_at: must be in the future/],
    [{ name: 'x', role_id: 'viewer', expires_at: 'soon' }, /^expires_at: /],
    [{ name: 'x', role_id: 'viewer', key: 'mgk_mine' }, /^key: unknown field/],
  ])('400 naming the field for %j', async (body, detail) => {
    await createWorkspace(t(), 'w');
    const res = await t()
      .http()
      .post(keys('w'))
      .set(await superAdmin(t()))
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });

  it('404 for an unknown workspace (super_admin)', async () => {
    expect(
      (
        await t()
          .http()
          .post(keys('nope'))
          .set(await superAdmin(t()))
          .send({ name: 'x', role_id: 'viewer' })
      ).status,
    ).toBe(404);
  });
});

describe('GET /api/v1/workspaces/{workspace}/apikeys/{keyId}', () => {
  it('404 for a key of another workspace, an unknown id or a malformed id', async () => {
    await createWorkspace(t(), 'a');
    await createWorkspace(t(), 'b');
    const k = await createKey(t(), 'a');
    expect(
      (
        await t()
          .http()
          .get(`${keys('a')}/${k.id}`)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(200);
    for (const path of [
      `${keys('b')}/${k.id}`,
      `${keys('a')}/00000000-0000-4000-8000-000000000000`,
      `${keys('a')}/nope`,
    ]) {
      const res = await t()
        .http()
        .get(path)
        .set(await superAdmin(t()));
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('API key not found');
    }
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/apikeys/{keyId} (op 16)', () => {
  it('revokes: 204, the key is 401 at once, it stays listed as revoked, and revoking again is 204', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    expect((await t().http().get(keys('w')).set(apiKey(k.key))).status).toBe(200);
    const del = await t()
      .http()
      .delete(`${keys('w')}/${k.id}`)
      .set(await superAdmin(t()));
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    const after = await t().http().get(keys('w')).set(apiKey(k.key));
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: 'UNAUTHENTICATED', detail: 'API key revoked' });
    const list = await t()
      .http()
      .get(keys('w'))
      .set(await superAdmin(t()));
    expect(list.body.api_keys).toEqual([expect.objectContaining({ id: k.id, revoked: true })]);
    expect(
      (
        await t()
          .http()
          .delete(`${keys('w')}/${k.id}`)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(204);
  });

  it('404 for a key of another workspace, which keeps working', async () => {
    await createWorkspace(t(), 'a');
    await createWorkspace(t(), 'b');
    const k = await createKey(t(), 'a');
    const res = await t()
      .http()
      .delete(`${keys('b')}/${k.id}`)
      .set(await superAdmin(t()));
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('API key not found');
    expect((await t().http().get(keys('a')).set(apiKey(k.key))).status).toBe(200);
  });

  it("a workspace admin may revoke its own workspace's keys, a viewer may not", async () => {
    const ws = await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    expect(
      (
        await t()
          .http()
          .delete(`${keys('w')}/${k.id}`)
          .set(bearer(await t().token('viewer', ws.id)))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .delete(`${keys('w')}/${k.id}`)
          .set(bearer(await t().token('admin', ws.id)))
      ).status,
    ).toBe(204);
    expect(
      (
        await t()
          .http()
          .delete(`${keys('w')}/${k.id}`)
      ).status,
    ).toBe(401);
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/apikeys/{keyId}/permanent', () => {
  it('409 while the key is live; 204 once revoked, then it is gone', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    const live = await t()
      .http()
      .delete(`${keys('w')}/${k.id}/permanent`)
      .set(await superAdmin(t()));
    expect(live.status).toBe(409);
    expect(live.body.detail).toMatch(/not revoked/);
    await t()
      .http()
      .delete(`${keys('w')}/${k.id}`)
      .set(await superAdmin(t()));
    expect(
      (
        await t()
          .http()
          .delete(`${keys('w')}/${k.id}/permanent`)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(204);
    expect(
      (
        await t()
          .http()
          .get(`${keys('w')}/${k.id}`)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(`${keys('w')}/${k.id}/permanent`)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(404);
  });
});

describe('X-API-Key authentication', () => {
  it('an expired key is 401', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w', { expires_at: new Date(Date.now() + 1500).toISOString() });
    expect((await t().http().get(keys('w')).set(apiKey(k.key))).status).toBe(200);
    // Time passes: the expiry is now behind us (the key was verified, and cached, before).
    await new Promise((r) => setTimeout(r, 1600));
    const res = await t().http().get(keys('w')).set(apiKey(k.key));
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('API key expired');
  });

  it('a truncated, altered or wrongly presented key is 401, never anonymous', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    const flipped = k.key.slice(0, -1) + (k.key.endsWith('0') ? '1' : '0');
    const cases: Record<string, string>[] = [
      apiKey(k.key.slice(0, 40)),
      apiKey(flipped),
      apiKey(k.key.toUpperCase()),
      apiKey(''),
      { Authorization: `Bearer ${k.key}` },
      { Authorization: `ApiKey ${k.key}` },
      { Authorization: k.key },
    ];
    for (const [i, headers] of cases.entries()) {
      // One client address each: five failures from one address would trip the sign-in limiter (429).
      const res = await t()
        .http()
        .get(keys('w'))
        .set(headers)
        .set('X-Forwarded-For', `198.51.100.${i + 1}`);
      expect([res.status, headers]).toEqual([401, headers]);
    }
  });

  it('records last use at most once a minute', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    expect((await t().db.prisma.apiKey.findUniqueOrThrow({ where: { id: k.id } })).lastUsedAt).toBeNull();
    await t().http().get(keys('w')).set(apiKey(k.key));
    const first = (await t().db.prisma.apiKey.findUniqueOrThrow({ where: { id: k.id } })).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await t().http().get(keys('w')).set(apiKey(k.key));
    expect((await t().db.prisma.apiKey.findUniqueOrThrow({ where: { id: k.id } })).lastUsedAt).toEqual(first);
  });
});
