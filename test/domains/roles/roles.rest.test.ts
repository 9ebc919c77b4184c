import { createHash } from 'node:crypto';
import { useTestApp } from '../../support/app';
import { bearer, helpers } from '../claim-mappings/support';

const t = useTestApp();
const h = helpers(t);

const BUILTIN = ['super_admin', 'admin', 'editor', 'viewer'];
const ids = async () =>
  (
    (
      await t()
        .http()
        .get('/api/v1/roles')
        .set(await h.su())
    ).body.roles as { id: string }[]
  ).map((r) => r.id);

/** An API key row granting a role; keys are created by the api-keys domain, only the row matters here. */
async function apiKeyWith(roleId: string, workspaceId: string) {
  const key = `mgk_${roleId}`;
  await t().db.prisma.apiKey.create({
    data: {
      keyHash: createHash('sha256').update(key).digest('hex'),
      keyPrefix: key.slice(0, 12),
      workspaceId,
      roleId,
      name: 'k',
    },
  });
}

describe('GET /api/v1/roles', () => {
  it('lists the built-ins strongest first, then custom roles by id, wrapped in "roles"', async () => {
    await h.role('zeta');
    await h.role('auditor');
    const res = await t()
      .http()
      .get('/api/v1/roles')
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r: { id: string }) => r.id)).toEqual([...BUILTIN, 'auditor', 'zeta']);
    expect(res.body.roles[0]).toEqual({
      id: 'super_admin',
      name: 'Super administrator',
      description: expect.any(String),
      builtin: true,
      created_at: expect.any(String),
    });
  });

  it('is open to any authenticated caller, even a viewer; 401 anonymous', async () => {
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/roles')
          .set(bearer(await t().token('viewer', ws.id)))
      ).status,
    ).toBe(200);
    expect((await t().http().get('/api/v1/roles')).status).toBe(401);
  });
});

describe('POST /api/v1/roles', () => {
  it('201 with Location; name defaults to the id; not built in', async () => {
    const res = await t()
      .http()
      .post('/api/v1/roles')
      .set(await h.su())
      .send({ id: 'cartographer', description: 'Draws maps' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: 'cartographer',
      name: 'cartographer',
      description: 'Draws maps',
      builtin: false,
      created_at: expect.any(String),
    });
    expect(res.headers.location).toBe('/api/v1/roles/cartographer');
    expect(
      (
        await t()
          .http()
          .get(res.headers.location)
          .set(await h.su())
      ).body,
    ).toEqual(res.body);
    const named = await t()
      .http()
      .post('/api/v1/roles')
      .set(await h.su())
      .send({ id: 'qa-team_2', name: 'QA team' });
    expect(named.body).toMatchObject({ id: 'qa-team_2', name: 'QA team', description: null });
  });

  it('401 anonymous, 403 for a workspace admin; nothing is written', async () => {
    const ws = await h.workspace('w');
    expect((await t().http().post('/api/v1/roles').send({ id: 'x' })).status).toBe(401);
    const res = await t()
      .http()
      .post('/api/v1/roles')
      .set(await h.admin(ws.id))
      .send({ id: 'x' });
    expect(res.status).toBe(403);
    expect(await ids()).toEqual(BUILTIN);
  });

  it.each([
    [{ id: 'Auditor' }, /^id: must match/],
    [{ id: '1st' }, /^id: must match/],
    [{ id: 'a b' }, /^id: must match/],
    [{ id: 'a'.repeat(65) }, /^id: must match/],
    [{}, /^id: is required/],
    [{ id: 'ok', name: '  ' }, /^name: must not be empty/],
    [{ id: 'ok', builtin: true }, /^builtin: unknown field/],
  ])('400 naming the field for %j', async (body, detail) => {
    const res = await t()
      .http()
      .post('/api/v1/roles')
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await ids()).toEqual(BUILTIN);
  });

  it('409 for an existing id, custom or built in', async () => {
    await h.role('auditor');
    for (const id of ['auditor', 'admin']) {
      const res = await t()
        .http()
        .post('/api/v1/roles')
        .set(await h.su())
        .send({ id, name: 'again' });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(`role "${id}" already exists`);
    }
    expect(
      (
        await t()
          .http()
          .get('/api/v1/roles/admin')
          .set(await h.su())
      ).body.name,
    ).toBe('Administrator');
  });
});

describe('GET /api/v1/roles/{role}', () => {
  it('200 for a built-in or custom role, for any authenticated caller', async () => {
    const ws = await h.workspace('w');
    await h.role('auditor');
    const viewer = bearer(await t().token('viewer', ws.id));
    expect((await t().http().get('/api/v1/roles/viewer').set(viewer)).body).toMatchObject({
      id: 'viewer',
      builtin: true,
    });
    expect((await t().http().get('/api/v1/roles/auditor').set(viewer)).body).toMatchObject({
      id: 'auditor',
      builtin: false,
    });
  });

  it('404 for an unknown role; 401 anonymous', async () => {
    const res = await t()
      .http()
      .get('/api/v1/roles/nobody')
      .set(await h.su());
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('role not found');
    expect((await t().http().get('/api/v1/roles/admin')).status).toBe(401);
  });
});

describe('DELETE /api/v1/roles/{role}', () => {
  it('204 for an unused custom role; then 404', async () => {
    await h.role('auditor');
    const res = await t()
      .http()
      .delete('/api/v1/roles/auditor')
      .set(await h.su());
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/roles/auditor')
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete('/api/v1/roles/auditor')
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('409 for a built-in role, which stays', async () => {
    for (const id of BUILTIN) {
      const res = await t()
        .http()
        .delete(`/api/v1/roles/${id}`)
        .set(await h.su());
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(`role "${id}" is built in and cannot be deleted`);
    }
    expect(await ids()).toEqual(BUILTIN);
  });

  it('409 while assigned to claim mappings or API keys, naming how many; deletable once unassigned', async () => {
    const ws = await h.workspace('w');
    await h.role('auditor');
    const local = await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'a', role_id: 'auditor' });
    const global = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'a', role_id: 'auditor' });
    await apiKeyWith('auditor', ws.id);
    const res = await t()
      .http()
      .delete('/api/v1/roles/auditor')
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('role "auditor" is still assigned to 2 claim mappings and 1 API key');
    await t()
      .http()
      .delete(`/api/v1/workspaces/${ws.id}/claim-mappings/${local.id}`)
      .set(await h.su())
      .expect(204);
    await t()
      .http()
      .delete(`/api/v1/claim-mappings/${global.id}`)
      .set(await h.su())
      .expect(204);
    const keysOnly = await t()
      .http()
      .delete('/api/v1/roles/auditor')
      .set(await h.su());
    expect(keysOnly.body.detail).toBe('role "auditor" is still assigned to 1 API key');
    await t().db.prisma.apiKey.deleteMany({ where: { roleId: 'auditor' } });
    expect(
      (
        await t()
          .http()
          .delete('/api/v1/roles/auditor')
          .set(await h.su())
      ).status,
    ).toBe(204);
  });

  it('404 for an unknown role', async () => {
    expect(
      (
        await t()
          .http()
          .delete('/api/v1/roles/nobody')
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('401 anonymous, 403 for a workspace admin; the role stays', async () => {
    const ws = await h.workspace('w');
    await h.role('auditor');
    expect((await t().http().delete('/api/v1/roles/auditor')).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete('/api/v1/roles/auditor')
          .set(await h.admin(ws.id))
      ).status,
    ).toBe(403);
    expect(await ids()).toContain('auditor');
  });
});
