import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, bearer, helpers } from './support';

const t = useTestApp();
const h = helpers(t);
const base = (ws: string) => `/api/v1/workspaces/${ws}/claim-mappings`;

describe('POST /api/v1/workspaces/{workspace}/claim-mappings', () => {
  it('201 with Location and the snake_case mapping; priority defaults to 0', async () => {
    const ws = await h.workspace('roads');
    const res = await t()
      .http()
      .post(base('roads'))
      .set(await h.su())
      .send({ claim_name: 'groups', claim_value: 'gis', role_id: 'editor' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      claim_name: 'groups',
      claim_value: 'gis',
      role_id: 'editor',
      priority: 0,
      created_at: expect.any(String),
    });
    expect(res.headers.location).toBe(`${base(ws.id)}/${res.body.id}`);
    const back = await t()
      .http()
      .get(res.headers.location)
      .set(await h.su());
    expect(back.body).toEqual(res.body);
  });

  it('keeps a negative priority and a custom role; the workspace admin may create', async () => {
    const ws = await h.workspace('w');
    await h.role('auditor');
    const res = await t()
      .http()
      .post(base(ws.id))
      .set(await h.admin(ws.id))
      .send({ claim_name: 'realm_access.roles', claim_value: 'Audit Team', role_id: 'auditor', priority: -5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ claim_value: 'Audit Team', role_id: 'auditor', priority: -5 });
  });

  it('401 without a credential', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base(ws.id))
      .send({ claim_name: 'groups', claim_value: 'gis', role_id: 'editor' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
  });

  it('403 for the admin of another workspace and for a viewer; nothing is written', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const body = { claim_name: 'groups', claim_value: 'gis', role_id: 'admin' };
    expect(
      (
        await t()
          .http()
          .post(base(a.id))
          .set(await h.admin(b.id))
          .send(body)
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .post(base(a.id))
          .set(bearer(await t().token('viewer', a.id)))
          .send(body)
      ).status,
    ).toBe(403);
    expect(await h.list(a.id)).toEqual([]);
  });

  it('404 for an unknown workspace', async () => {
    const res = await t()
      .http()
      .post(base('nope'))
      .set(await h.su())
      .send({ claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('workspace not found');
  });

  it.each([
    [{ claim_value: 'gis', role_id: 'editor' }, /^claim_name: is required/],
    [{ claim_name: 'groups', role_id: 'editor' }, /^claim_value: is required/],
    [{ claim_name: 'groups', claim_value: 'gis' }, /^role_id: is required/],
    [{ claim_name: '', claim_value: 'gis', role_id: 'editor' }, /^claim_name: must not be empty/],
    [{ claim_name: 'groups', claim_value: 'gis', role_id: 'editor', priority: 1.5 }, /^priority: Int cannot represent/],
    [{ claim_name: 'groups', claim_value: 7, role_id: 'editor' }, /^claim_value: String cannot represent/],
    [{ claim_name: 'groups', claim_value: 'gis', role_id: 'editor', scope: '*' }, /^scope: unknown field/],
  ])('400 naming the field for %j, and nothing is written', async (body, detail) => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base(ws.id))
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.detail).toMatch(detail);
    expect(await h.list(ws.id)).toEqual([]);
  });

  it('400 for a missing body or one that is not a JSON object', async () => {
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .post(base(ws.id))
          .set(await h.su())
      ).body.detail,
    ).toMatch(/request body is required/);
    const arr = await t()
      .http()
      .post(base(ws.id))
      .set(await h.su())
      .set('Content-Type', 'application/json')
      .send('[]');
    expect(arr.status).toBe(400);
  });

  it('docs/rules.md §6 (fix): an unknown role_id is 400 listing the valid roles', async () => {
    const ws = await h.workspace('w');
    await h.role('auditor');
    const res = await t()
      .http()
      .post(base(ws.id))
      .set(await h.su())
      .send({ claim_name: 'groups', claim_value: 'gis', role_id: 'owner' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('role_id: unknown role "owner"; valid roles: admin, editor, viewer, auditor');
    expect(res.body.valid_roles).toEqual(['admin', 'editor', 'viewer', 'auditor']);
    expect(await h.list(ws.id)).toEqual([]);
  });

  it('400 for super_admin in a workspace: only a global mapping may grant it', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base(ws.id))
      .set(await h.admin(ws.id))
      .send({ claim_name: 'groups', claim_value: 'me', role_id: 'super_admin' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(
      /^role_id: "super_admin" can only be granted by a global claim mapping; valid roles: admin, editor, viewer$/,
    );
  });

  it('409 for the same claim name and value in the workspace; other workspaces and global are separate', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const body = { claim_name: 'groups', claim_value: 'gis', role_id: 'editor' };
    await h.mapping(a.id, body);
    const dup = await t()
      .http()
      .post(base(a.id))
      .set(await h.su())
      .send({ ...body, role_id: 'admin', priority: 9 });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      error: 'CONFLICT',
      detail: 'a claim mapping of groups = "gis" already exists in this workspace',
    });
    await h.mapping(b.id, body);
    await h.mapping(undefined, body);
    await h.mapping(a.id, { ...body, claim_value: 'GIS' });
    expect((await h.list(a.id)).map((m) => [m.claim_value, m.role_id])).toEqual([
      ['GIS', 'editor'],
      ['gis', 'editor'],
    ]);
  });
});

describe('GET /api/v1/workspaces/{workspace}/claim-mappings', () => {
  it('lists this workspace only, highest priority first, wrapped in "claim_mappings"', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.mapping(a.id, { claim_name: 'groups', claim_value: 'low', role_id: 'viewer', priority: -1 });
    await h.mapping(a.id, { claim_name: 'groups', claim_value: 'high', role_id: 'admin', priority: 10 });
    await h.mapping(a.id, { claim_name: 'groups', claim_value: 'mid', role_id: 'editor' });
    await h.mapping(b.id, { claim_name: 'groups', claim_value: 'other', role_id: 'editor' });
    await h.mapping(undefined, { claim_name: 'groups', claim_value: 'global', role_id: 'viewer' });
    const res = await t()
      .http()
      .get(base('a'))
      .set(await h.admin(a.id));
    expect(res.status).toBe(200);
    expect(res.body.claim_mappings.map((m: { claim_value: string }) => m.claim_value)).toEqual(['high', 'mid', 'low']);
  });

  it('is an empty array when there are none', async () => {
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .get(base(ws.id))
          .set(await h.su())
      ).body,
    ).toEqual({ claim_mappings: [] });
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().get(base(a.id))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(base(a.id))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}/claim-mappings/{mappingId}', () => {
  it('200 for a mapping of the workspace, by workspace id or name', async () => {
    const ws = await h.workspace('w');
    const m = await h.mapping(ws.id, { claim_name: 'roles', claim_value: 'x', role_id: 'viewer' });
    for (const ref of [ws.id, 'w']) {
      const res = await t()
        .http()
        .get(`${base(ref)}/${m.id}`)
        .set(await h.admin(ws.id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(m);
    }
  });

  it('404 for an id of another workspace, a global id, an unknown id and a non-UUID id', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const other = await h.mapping(b.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    const global = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    for (const id of [other.id, global.id, UNKNOWN_ID, 'not-a-uuid', '1']) {
      const res = await t()
        .http()
        .get(`${base(a.id)}/${id}`)
        .set(await h.su());
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        error: 'NOT_FOUND',
        message: 'Not Found',
        detail: 'claim mapping not found',
      });
    }
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const m = await h.mapping(a.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    expect(
      (
        await t()
          .http()
          .get(`${base(a.id)}/${m.id}`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(`${base(a.id)}/${m.id}`)
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/claim-mappings/{mappingId}', () => {
  it('204 with no body; then it is gone', async () => {
    const ws = await h.workspace('w');
    const m = await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    const res = await t()
      .http()
      .delete(`${base(ws.id)}/${m.id}`)
      .set(await h.admin(ws.id));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(
      (
        await t()
          .http()
          .get(`${base(ws.id)}/${m.id}`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(`${base(ws.id)}/${m.id}`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('404 for an id of another workspace or a global id, which stay untouched', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const other = await h.mapping(b.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    const global = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    for (const id of [other.id, global.id]) {
      const res = await t()
        .http()
        .delete(`${base(a.id)}/${id}`)
        .set(await h.su());
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('claim mapping not found');
    }
    expect(await h.list(b.id)).toEqual([other]);
    expect(await h.list()).toEqual([global]);
  });

  it('404 (not 500) for a non-UUID id', async () => {
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .delete(`${base(ws.id)}/nope`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('401 anonymous, 403 for the admin of another workspace; the mapping stays', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const m = await h.mapping(a.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    expect(
      (
        await t()
          .http()
          .delete(`${base(a.id)}/${m.id}`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(`${base(a.id)}/${m.id}`)
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    expect(await h.list(a.id)).toEqual([m]);
  });
});
