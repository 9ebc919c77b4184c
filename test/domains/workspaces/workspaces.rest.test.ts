import { useTestApp } from '../../support/app';

const t = useTestApp();
import { bearer } from '../../support/factories';

async function su() {
  return bearer(await t().token('super_admin'));
}
async function create(name: string, extra: Record<string, unknown> = {}) {
  const res = await t()
    .http()
    .post('/api/v1/workspaces')
    .set(await su())
    .send({ name, ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string };
}

describe('POST /api/v1/workspaces', () => {
  it('creates a workspace: 201, Location, snake_case body', async () => {
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send({ name: 'roads', description: 'Road network' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'roads',
      description: 'Road network',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.headers.location).toBe(`/api/v1/workspaces/${res.body.id}`);
    const back = await t()
      .http()
      .get(res.headers.location)
      .set(await su());
    expect(back.body.name).toBe('roads');
  });

  it('401 without a credential, 403 for a workspace admin', async () => {
    expect((await t().http().post('/api/v1/workspaces').send({ name: 'x' })).status).toBe(401);
    const ws = await create('mine');
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(bearer(await t().token('admin', ws.id)))
      .send({ name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, error: 'FORBIDDEN', message: 'Forbidden' });
  });

  it('409 on a duplicate name, and nothing else is written', async () => {
    await create('dup');
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send({ name: 'dup' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 409,
      error: 'CONFLICT',
      message: 'Conflict',
      detail: 'workspace "dup" already exists',
    });
    const list = await t()
      .http()
      .get('/api/v1/workspaces')
      .set(await su());
    expect(list.body.workspaces).toHaveLength(1);
  });

  it.each([
    [{ name: '-bad' }, /^name: must match/],
    [{ name: 'a'.repeat(65) }, /^name: must match/],
    [{}, /^name: is required/],
    [{ name: 5 }, /^name: String cannot represent a non string value/],
    [{ name: 'ok', colour: 'red' }, /^colour: unknown field/],
    [{ name: 'ok', description: 'x'.repeat(2049) }, /^description: must be at most 2048 characters/],
  ])('400 naming the field for %j', async (body, detail) => {
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.detail).toMatch(detail);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces')
          .set(await su())
      ).body.workspaces,
    ).toEqual([]);
  });

  it('400 for a body that is not a JSON object, or none', async () => {
    for (const body of ['[1,2]', '"text"', '42']) {
      const res = await t()
        .http()
        .post('/api/v1/workspaces')
        .set(await su())
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/JSON object/);
    }
    const none = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su());
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/request body is required/);
  });
});

describe('GET /api/v1/workspaces', () => {
  it('lists by name, wrapped in "workspaces"', async () => {
    await create('b');
    await create('a');
    const res = await t()
      .http()
      .get('/api/v1/workspaces')
      .set(await su());
    expect(res.status).toBe(200);
    expect(res.body.workspaces.map((w: { name: string }) => w.name)).toEqual(['a', 'b']);
  });

  it('is an empty array, not null, when there are none', async () => {
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces')
          .set(await su())
      ).body,
    ).toEqual({ workspaces: [] });
  });

  it('401 anonymous, 403 for a non-super-admin', async () => {
    expect((await t().http().get('/api/v1/workspaces')).status).toBe(401);
    const ws = await create('w');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces')
          .set(bearer(await t().token('admin', ws.id)))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}', () => {
  it('finds by id or by name', async () => {
    const ws = await create('parcels');
    for (const ref of [ws.id, 'parcels', ws.id.toUpperCase()]) {
      const res = await t()
        .http()
        .get(`/api/v1/workspaces/${ref}`)
        .set(await su());
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(ws.id);
    }
  });

  it('lets the workspace admin in, not an admin of another workspace or a viewer', async () => {
    const a = await create('a');
    const b = await create('b');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/a')
          .set(bearer(await t().token('admin', a.id)))
      ).status,
    ).toBe(200);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/a')
          .set(bearer(await t().token('admin', b.id)))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/a')
          .set(bearer(await t().token('viewer', a.id)))
      ).status,
    ).toBe(403);
  });

  it('404 for the super admin, 403 for a caller with no role there', async () => {
    const a = await create('a');
    const res = await t()
      .http()
      .get('/api/v1/workspaces/nope')
      .set(await su());
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('workspace not found');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/nope')
          .set(bearer(await t().token('admin', a.id)))
      ).status,
    ).toBe(403);
  });
});

describe('PUT /api/v1/workspaces/{workspace}', () => {
  it('renames, keeps omitted fields and clears with null', async () => {
    await create('old', { description: 'keep me' });
    const renamed = await t()
      .http()
      .put('/api/v1/workspaces/old')
      .set(await su())
      .send({ name: 'new' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'new', description: 'keep me' });
    const cleared = await t()
      .http()
      .put('/api/v1/workspaces/new')
      .set(await su())
      .send({ description: null });
    expect(cleared.body.description).toBeNull();
  });

  it('409 when renaming onto an existing name', async () => {
    await create('one');
    await create('two');
    const res = await t()
      .http()
      .put('/api/v1/workspaces/one')
      .set(await su())
      .send({ name: 'two' });
    expect(res.status).toBe(409);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/one')
          .set(await su())
      ).status,
    ).toBe(200);
  });

  it('400 for a bad name, 404 for an unknown workspace', async () => {
    await create('w');
    expect(
      (
        await t()
          .http()
          .put('/api/v1/workspaces/w')
          .set(await su())
          .send({ name: 'a b' })
      ).status,
    ).toBe(400);
    expect(
      (
        await t()
          .http()
          .put('/api/v1/workspaces/zz')
          .set(await su())
          .send({ name: 'a' })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/workspaces/{workspace}', () => {
  it('204, then 404', async () => {
    await create('gone');
    const res = await t()
      .http()
      .delete('/api/v1/workspaces/gone')
      .set(await su());
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/gone')
          .set(await su())
      ).status,
    ).toBe(404);
  });

  it('409 while the workspace holds a style, and it stays', async () => {
    const ws = await create('busy');
    await t().db.prisma.style.create({
      data: { workspaceId: ws.id, name: 's', format: 'css', body: '* { stroke: #000; }' },
    });
    const res = await t()
      .http()
      .delete('/api/v1/workspaces/busy')
      .set(await su());
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/not empty: it has 1 styles/);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/busy')
          .set(await su())
      ).status,
    ).toBe(200);
  });

  it('403 for the workspace admin', async () => {
    const ws = await create('w');
    expect(
      (
        await t()
          .http()
          .delete('/api/v1/workspaces/w')
          .set(bearer(await t().token('admin', ws.id)))
      ).status,
    ).toBe(403);
  });
});

describe('unknown routes and methods', () => {
  it('404 for an unknown path, 405 with Allow for a wrong method', async () => {
    const nf = await t()
      .http()
      .get('/api/v1/nothing-here')
      .set(await su());
    expect(nf.status).toBe(404);
    expect(nf.body).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    const na = await t()
      .http()
      .patch('/api/v1/workspaces')
      .set(await su())
      .send({});
    expect(na.status).toBe(405);
    expect(na.headers.allow).toBe('GET, POST');
    expect(na.body).toMatchObject({ code: 405, error: 'METHOD_NOT_ALLOWED' });
  });
});
