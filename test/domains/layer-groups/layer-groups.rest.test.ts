import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, bearer, helpers } from './support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const base = (ws: string) => `/api/v1/workspaces/${ws}/layer-groups`;

describe('GET /api/v1/workspaces/{workspace}/layer-groups', () => {
  it('{"layer_groups": []} when the workspace has none', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .get(base(ws.id))
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ layer_groups: [] });
  });

  it('lists the groups ordered by public_id, for the workspace admin too, by id or name', async () => {
    const ws = await h.workspace('w');
    for (const p of ['roads', 'Base', 'alpha']) await h.group(ws.id, { public_id: p });
    const res = await t()
      .http()
      .get(base('w'))
      .set(await h.admin(ws.id));
    expect(res.status).toBe(200);
    expect(res.body.layer_groups.map((g: { public_id: string }) => g.public_id)).toEqual(['Base', 'alpha', 'roads']);
  });

  it('only the groups of that workspace', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.group(a.id, { public_id: 'ga' });
    await h.group(b.id, { public_id: 'gb' });
    expect((await h.groups(a.id)).map((g) => g.public_id)).toEqual(['ga']);
  });

  it("401 without a credential; 403 for a viewer and another workspace's admin; 404 for an unknown workspace", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().get(base(a.id))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(base(a.id))
          .set(await h.viewer(a.id))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(base(a.id))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    const missing = await t()
      .http()
      .get(base('nope'))
      .set(await h.su());
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('workspace not found');
  });
});

describe('POST /api/v1/workspaces/{workspace}/layer-groups', () => {
  it('201 with Location and defaults: enabled, not public, no members', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base('w'))
      .set(await h.su())
      .send({ public_id: 'basemap' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      public_id: 'basemap',
      title: null,
      description: null,
      enabled: true,
      public: false,
      members: [],
      default_style: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.headers.location).toBe(`${base(ws.id)}/${res.body.id}`);
    expect(
      (
        await t()
          .http()
          .get(res.headers.location)
          .set(await h.su())
      ).body,
    ).toEqual(res.body);
  });

  it('keeps members bottom to top, with style, opacity (default 1) and composite; nested groups by public_id', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'land');
    await h.layer(ws.id, 'roads');
    await h.style(ws.id, 'dark');
    await h.group(ws.id, { public_id: 'labels' });
    const res = await t()
      .http()
      .post(base(ws.id))
      .set(await h.admin(ws.id))
      .send({
        public_id: 'basemap',
        title: 'Base map',
        description: 'd',
        enabled: false,
        public: true,
        default_style: 'dark',
        members: [
          { resource: 'land' },
          { resource: 'roads', style: 'dark', opacity: 0.5, composite: 'multiply' },
          { resource: 'labels' },
        ],
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      public_id: 'basemap',
      title: 'Base map',
      description: 'd',
      enabled: false,
      public: true,
      default_style: 'dark',
      members: [
        { resource: 'land', style: null, opacity: 1, composite: null },
        { resource: 'roads', style: 'dark', opacity: 0.5, composite: 'multiply' },
        { resource: 'labels', style: null, opacity: 1, composite: null },
      ],
    });
  });

  it('409 for a public_id already used in the workspace, or by a layer of it; the same public_id elsewhere is fine', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.group(a.id, { public_id: 'base' });
    const dup = await t()
      .http()
      .post(base(a.id))
      .set(await h.su())
      .send({ public_id: 'base' });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe('layer group "base" already exists in this workspace');
    await h.layer(a.id, 'roads');
    const clash = await t()
      .http()
      .post(base(a.id))
      .set(await h.su())
      .send({ public_id: 'roads' });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toMatch(/a layer named "roads" exists in this workspace/);
    expect(
      (
        await t()
          .http()
          .post(base(b.id))
          .set(await h.su())
          .send({ public_id: 'base' })
      ).status,
    ).toBe(201);
  });

  it.each([
    [{}, /^public_id: is required/],
    [{ public_id: '-bad' }, /^public_id: must match/],
    [
      { public_id: 'g', members: [{ resource: 'ghost' }] },
      /^members\[0\]\.resource: no layer or layer group named "ghost" in this workspace/,
    ],
    [
      { public_id: 'g', members: [{ resource: 'land', style: 'ghost' }] },
      /^members\[0\]\.style: no style named "ghost" in this workspace/,
    ],
    [
      { public_id: 'g', members: [{ resource: 'land', opacity: 1.5 }] },
      /^members\[0\]\.opacity: must be between 0 and 1/,
    ],
    [
      { public_id: 'g', members: [{ resource: 'land', composite: 'blend' }] },
      /^members\[0\]\.composite: must be one of/,
    ],
    [
      { public_id: 'g', members: [{ resource: 'inner', style: 'dark' }] },
      /^members\[0\]\.style: only a layer member takes a style/,
    ],
    [{ public_id: 'g', default_style: 'ghost' }, /^default_style: no style named "ghost" in this workspace/],
    [{ public_id: 'g', members: [{ style: 'dark' }] }, /^members\[0\]\.resource: is required/],
    [{ public_id: 'g', workspace_id: 'x' }, /^workspace_id: unknown field/],
  ])('400 for %j, and nothing is written', async (body, detail) => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'land');
    await h.style(ws.id, 'dark');
    await h.group(ws.id, { public_id: 'inner' });
    const res = await t()
      .http()
      .post(base(ws.id))
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.detail).toMatch(detail);
    expect((await h.groups(ws.id)).map((g) => g.public_id)).toEqual(['inner']);
  });

  it('400 for a layer or style of another workspace', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.layer(b.id, 'land');
    await h.style(b.id, 'dark');
    const layer = await t()
      .http()
      .post(base(a.id))
      .set(await h.su())
      .send({ public_id: 'g', members: [{ resource: 'land' }] });
    expect(layer.status).toBe(400);
    const style = await t()
      .http()
      .post(base(a.id))
      .set(await h.su())
      .send({ public_id: 'g', default_style: 'dark' });
    expect(style.status).toBe(400);
  });

  it('401, 403 and 404; nothing is written', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().post(base(a.id)).send({ public_id: 'g' })).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(base(a.id))
          .set(await h.admin(b.id))
          .send({ public_id: 'g' })
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .post(base(a.id))
          .set(bearer(await t().token('editor', a.id)))
          .send({ public_id: 'g' })
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .post(base('nope'))
          .set(await h.su())
          .send({ public_id: 'g' })
      ).status,
    ).toBe(404);
    expect(await h.groups(a.id)).toEqual([]);
  });
});

describe('GET /api/v1/workspaces/{workspace}/layer-groups/{group}', () => {
  it('200 by id or by public_id', async () => {
    const ws = await h.workspace('w');
    const g = await h.group(ws.id, { public_id: 'base' });
    expect(
      (
        await t()
          .http()
          .get(`${base(ws.id)}/${g.id}`)
          .set(await h.su())
      ).body,
    ).toEqual(g);
    expect(
      (
        await t()
          .http()
          .get(`${base('w')}/base`)
          .set(await h.admin(ws.id))
      ).body,
    ).toEqual(g);
  });

  it('404 for an unknown group and for a group of another workspace', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const g = await h.group(b.id, { public_id: 'base' });
    for (const ref of [UNKNOWN_ID, 'nope', g.id, 'base']) {
      const res = await t()
        .http()
        .get(`${base(a.id)}/${ref}`)
        .set(await h.su());
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('layer group not found');
    }
  });

  it('401 and 403', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.group(a.id, { public_id: 'base' });
    expect(
      (
        await t()
          .http()
          .get(`${base(a.id)}/base`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(`${base(a.id)}/base`)
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
  });
});
