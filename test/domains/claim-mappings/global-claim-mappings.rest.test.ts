import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, helpers } from './support';

const t = useTestApp();
const h = helpers(t);
const base = '/api/v1/claim-mappings';

describe('POST /api/v1/claim-mappings', () => {
  it('201 with workspace_id "*"; the mapping is listed globally and in no workspace', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base)
      .set(await h.su())
      .send({ claim_name: 'cognito:groups', claim_value: 'platform', role_id: 'super_admin', priority: 100 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: '*',
      claim_name: 'cognito:groups',
      claim_value: 'platform',
      role_id: 'super_admin',
      priority: 100,
      created_at: expect.any(String),
    });
    expect(await h.list()).toEqual([res.body]);
    expect(await h.list(ws.id)).toEqual([]);
  });

  it('401 without a credential', async () => {
    expect(
      (await t().http().post(base).send({ claim_name: 'groups', claim_value: 'x', role_id: 'viewer' })).status,
    ).toBe(401);
  });

  it('docs/rules.md §10 rule 4: 403 for a workspace admin; nothing is written', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base)
      .set(await h.admin(ws.id))
      .send({ claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'FORBIDDEN', detail: 'requires super_admin' });
    expect(await h.list()).toEqual([]);
  });

  it.each([
    ['claim_name missing', { claim_value: 'x', role_id: 'viewer' }, /^claim_name: is required/],
    ['claim_value missing', { claim_name: 'groups', role_id: 'viewer' }, /^claim_value: is required/],
    ['role_id missing', { claim_name: 'groups', claim_value: 'x' }, /^role_id: is required/],
    [
      'claim_value too long',
      { claim_name: 'groups', claim_value: 'x'.repeat(1025), role_id: 'viewer' },
      /^claim_value: must be at most 1024 characters/,
    ],
  ])('400 naming the field: %s', async (_label, body, detail) => {
    const res = await t()
      .http()
      .post(base)
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await h.list()).toEqual([]);
  });

  it('docs/rules.md §6 (fix): an unknown role_id is 400 listing the valid roles', async () => {
    const res = await t()
      .http()
      .post(base)
      .set(await h.su())
      .send({ claim_name: 'groups', claim_value: 'x', role_id: 'Admin' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('role_id: unknown role "Admin"; valid roles: super_admin, admin, editor, viewer');
    expect(await h.list()).toEqual([]);
  });

  it('409 for a duplicate global claim name and value, even with another role', async () => {
    await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    const res = await t()
      .http()
      .post(base)
      .set(await h.su())
      .send({ claim_name: 'groups', claim_value: 'x', role_id: 'admin' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('a claim mapping of groups = "x" already exists globally');
    expect((await h.list()).map((m) => m.role_id)).toEqual(['viewer']);
  });
});

describe('GET /api/v1/claim-mappings', () => {
  it('lists the global mappings only, highest priority first', async () => {
    const ws = await h.workspace('w');
    await h.mapping(undefined, { claim_name: 'groups', claim_value: 'b', role_id: 'viewer' });
    await h.mapping(undefined, { claim_name: 'groups', claim_value: 'a', role_id: 'admin', priority: 3 });
    await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'c', role_id: 'admin', priority: 9 });
    const res = await t()
      .http()
      .get(base)
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body.claim_mappings.map((m: { claim_value: string }) => m.claim_value)).toEqual(['a', 'b']);
  });

  it('401 anonymous, 403 for a workspace admin', async () => {
    const ws = await h.workspace('w');
    expect((await t().http().get(base)).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(base)
          .set(await h.admin(ws.id))
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /api/v1/claim-mappings/{mappingId}', () => {
  it('204 with no body; then it is gone', async () => {
    const m = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    const res = await t()
      .http()
      .delete(`${base}/${m.id}`)
      .set(await h.su());
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await h.list()).toEqual([]);
  });

  it('docs/rules.md §6 (fix): DELETE /claim-mappings/{id} on an unknown or non-global id is 404', async () => {
    const ws = await h.workspace('w');
    const local = await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    for (const id of [UNKNOWN_ID, local.id]) {
      const res = await t()
        .http()
        .delete(`${base}/${id}`)
        .set(await h.su());
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        error: 'NOT_FOUND',
        message: 'Not Found',
        detail: 'claim mapping not found',
      });
    }
    expect(await h.list(ws.id)).toEqual([local]);
  });

  it('404 (not 500) for a non-UUID id, and for a second delete', async () => {
    const m = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    expect(
      (
        await t()
          .http()
          .delete(`${base}/x'; DROP TABLE claim_mappings;--`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(`${base}/${m.id}`)
          .set(await h.su())
      ).status,
    ).toBe(204);
    expect(
      (
        await t()
          .http()
          .delete(`${base}/${m.id}`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('401 anonymous; docs/rules.md §10 rule 4: 403 for a workspace admin; the mapping stays', async () => {
    const ws = await h.workspace('w');
    const m = await h.mapping(undefined, { claim_name: 'groups', claim_value: 'x', role_id: 'viewer' });
    expect((await t().http().delete(`${base}/${m.id}`)).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(`${base}/${m.id}`)
          .set(await h.admin(ws.id))
      ).status,
    ).toBe(403);
    expect(await h.list()).toEqual([m]);
  });
});

describe('claim mappings in the OpenAPI document', () => {
  it('has the operation ids of docs/rules.md §10 at their exact paths', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    const paths = Object.keys(doc.paths);
    const ops = paths.flatMap((p) =>
      Object.values(doc.paths[p]).map((o) => [p, (o as { operationId: string }).operationId]),
    );
    expect(ops).toEqual(
      expect.arrayContaining([
        ['/api/v1/workspaces/{workspace}/claim-mappings', 'createClaimMapping'],
        ['/api/v1/claim-mappings', 'createGlobalClaimMapping'],
        ['/api/v1/workspaces/{workspace}/claim-mappings/{mappingId}', 'getClaimMapping'],
        ['/api/v1/workspaces/{workspace}/claim-mappings/{mappingId}', 'deleteClaimMapping'],
        ['/api/v1/claim-mappings/{mappingId}', 'deleteGlobalClaimMapping'],
        ['/api/v1/workspaces/{workspace}/claim-mappings', 'claimMappings'],
        ['/api/v1/claim-mappings', 'globalClaimMappings'],
      ]),
    );
  });
});
