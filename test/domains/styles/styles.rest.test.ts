import { useTestApp } from '../../support/app';
import { CSS, MAPBOX, SLD_10 } from './fixtures';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);

describe('POST /api/v1/workspaces/{workspace}/styles', () => {
  it('201 with Location and the style with its body; the workspace may be named by name', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(h.base('w'))
      .set(await h.admin(ws.id))
      .send({ name: 'roads.v1', format: 'sld_1.0.0', body: SLD_10, title: 'Roads', description: 'Main roads' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/v1/workspaces/${ws.id}/styles/roads.v1`);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      name: 'roads.v1',
      title: 'Roads',
      description: 'Main roads',
      format: 'sld_1.0.0',
      valid: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      body: SLD_10,
      sld_body: SLD_10,
    });
    expect(
      (
        await t()
          .http()
          .get(res.headers.location)
          .set(await h.su())
      ).body,
    ).toEqual(res.body);
  });

  it('401 without a credential', async () => {
    const ws = await h.workspace('w');
    const res = await t().http().post(h.base(ws.id)).send({ name: 's', format: 'css', body: CSS });
    expect(res.status).toBe(401);
  });

  it('403 for the admin of another workspace and for an editor; nothing is written', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    for (const tok of [await t().token('admin', b.id), await t().token('editor', a.id)]) {
      const res = await t()
        .http()
        .post(h.base(a.id))
        .set({ Authorization: `Bearer ${tok}` })
        .send({ name: 's', format: 'css', body: CSS });
      expect(res.status).toBe(403);
    }
    expect(await h.names(a.id)).toEqual([]);
  });

  it.each([
    ['name missing', { format: 'css', body: CSS }, /^name: is required/],
    ['format missing', { name: 's', body: CSS }, /^format: is required/],
    ['body missing', { name: 's', format: 'css' }, /^body: is required/],
    ['bad name', { name: '-roads', format: 'css', body: CSS }, /^name: must match \^\[A-Za-z0-9\]/],
    ['name too long', { name: 'a'.repeat(129), format: 'css', body: CSS }, /^name: must match/],
    [
      'unknown format',
      { name: 's', format: 'sld', body: CSS },
      /^format: must be one of sld_1\.0\.0, sld_1\.1\.0, se_1\.1\.0, css, ysld, mapbox/,
    ],
    ['unknown field', { name: 's', format: 'css', body: CSS, sld_body: CSS }, /^sld_body: unknown field/],
    ['body not a string', { name: 's', format: 'css', body: { a: 1 } }, /^body: /],
  ])('400 naming the field: %s', async (_label, body, detail) => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(h.base(ws.id))
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await h.names(ws.id)).toEqual([]);
  });

  it('409 for a name that exists in the workspace; the same name in another workspace is fine', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(a.id, { name: 'roads' });
    const res = await t()
      .http()
      .post(h.base(a.id))
      .set(await h.su())
      .send({ name: 'roads', format: 'css', body: CSS });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('style "roads" already exists in this workspace');
    expect((await h.get(a.id, 'roads')).format).toBe('sld_1.0.0');
    expect(
      (
        await t()
          .http()
          .post(h.base(b.id))
          .set(await h.su())
          .send({ name: 'roads', format: 'css', body: CSS })
      ).status,
    ).toBe(201);
  });

  it('404 for an unknown workspace (super_admin)', async () => {
    const res = await t()
      .http()
      .post(h.base('nowhere'))
      .set(await h.su())
      .send({ name: 's', format: 'css', body: CSS });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('workspace not found');
  });
});

describe('GET /api/v1/workspaces/{workspace}/styles', () => {
  it('{"styles": [...]} by name, without bodies, only this workspace\'s', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(a.id, { name: 'zeta', format: 'css', body: CSS });
    await h.style(a.id, { name: 'alpha', format: 'mapbox', body: MAPBOX });
    await h.style(b.id, { name: 'other' });
    const res = await t()
      .http()
      .get(h.base(a.id))
      .set(await h.admin(a.id));
    expect(res.status).toBe(200);
    expect(res.body.styles.map((s: { name: string }) => s.name)).toEqual(['alpha', 'zeta']);
    expect(Object.keys(res.body.styles[0]).sort()).toEqual([
      'created_at',
      'description',
      'format',
      'id',
      'name',
      'title',
      'updated_at',
      'valid',
      'workspace_id',
    ]);
  });

  it('an empty list is [] (never null)', async () => {
    const ws = await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .get(h.base(ws.id))
          .set(await h.su())
      ).body,
    ).toEqual({ styles: [] });
  });

  it("401 anonymous, 403 for another workspace's admin", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().get(h.base(a.id))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(h.base(a.id))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}/styles/{style}', () => {
  it('the style with its body; sld_body is null for non-SLD formats', async () => {
    const ws = await h.workspace('w');
    const created = await h.style(ws.id, { name: 'c', format: 'css', body: CSS });
    const res = await t()
      .http()
      .get(`${h.base(ws.id)}/c`)
      .set(await h.admin(ws.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect(res.body).toMatchObject({ body: CSS, sld_body: null });
  });

  it('is served from the styles cache on repeated reads', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    const cache = t().mapgate.deps.caches.get('styles')!;
    const before = cache.stats().hits;
    await h.get(ws.id, 'roads');
    await h.get(ws.id, 'roads');
    expect(cache.stats().hits).toBe(before + 1);
  });

  it("404 for an unknown name, a name the rule forbids, and another workspace's style", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(b.id, { name: 'theirs' });
    for (const name of ['nope', '..', 'x'.repeat(300), 'theirs']) {
      const res = await t()
        .http()
        .get(`${h.base(a.id)}/${name}`)
        .set(await h.su());
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, error: 'NOT_FOUND', message: 'Not Found', detail: 'style not found' });
    }
  });

  it("401 anonymous, 403 for another workspace's admin", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(a.id);
    expect(
      (
        await t()
          .http()
          .get(`${h.base(a.id)}/roads`)
      ).status,
    ).toBe(401);
    const res = await t()
      .http()
      .get(`${h.base(a.id)}/roads`)
      .set(await h.admin(b.id));
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('StyledLayerDescriptor');
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/styles/{style}', () => {
  it('204 with no body; then it is gone (also from the cache)', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    await h.get(ws.id, 'roads');
    const res = await t()
      .http()
      .delete(`${h.base(ws.id)}/roads`)
      .set(await h.admin(ws.id));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(
      (
        await t()
          .http()
          .get(`${h.base(ws.id)}/roads`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(await h.names(ws.id)).toEqual([]);
  });

  it('404 for an unknown style, and for a second delete', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base(ws.id)}/nope`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base(ws.id)}/roads`)
          .set(await h.su())
      ).status,
    ).toBe(204);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base(ws.id)}/roads`)
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('409 while used by a layer, a layer group default style or a group member, naming them; the style stays', async () => {
    const ws = await h.workspace('w');
    const s = await h.style(ws.id);
    await h.layerUsing(ws.id, s.id, 'roads_layer');
    await h.groupUsing(ws.id, s.id, 'basemap', 'default');
    await h.groupUsing(ws.id, s.id, 'city', 'member');
    const res = await t()
      .http()
      .delete(`${h.base(ws.id)}/roads`)
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'CONFLICT',
      detail:
        'style "roads" cannot be deleted: it is used by layer "roads_layer", ' +
        'layer group "basemap" (default style), layer group "city" (member style)',
      layers: ['roads_layer'],
      layer_groups: ['basemap', 'city'],
    });
    expect(await h.names(ws.id)).toEqual(['roads']);
  });

  it.each(['layer', 'default', 'member'] as const)('409 for a style used only as a %s style', async (as) => {
    const ws = await h.workspace('w');
    const s = await h.style(ws.id);
    if (as === 'layer') await h.layerUsing(ws.id, s.id);
    else await h.groupUsing(ws.id, s.id, 'g', as);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base(ws.id)}/roads`)
          .set(await h.su())
      ).status,
    ).toBe(409);
  });

  it("401 anonymous, 403 for another workspace's admin; the style stays", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(a.id);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base(a.id)}/roads`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(`${h.base(a.id)}/roads`)
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    expect(await h.names(a.id)).toEqual(['roads']);
  });
});

describe('styles in the OpenAPI document', () => {
  it('has updateStyle (operation 10) and the other style routes at their paths', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    const ops = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.values(item as object).map((o) => [p, (o as { operationId: string }).operationId]),
    );
    expect(ops).toEqual(
      expect.arrayContaining([
        ['/api/v1/workspaces/{workspace}/styles', 'styles'],
        ['/api/v1/workspaces/{workspace}/styles', 'createStyle'],
        ['/api/v1/workspaces/{workspace}/styles/{style}', 'style'],
        ['/api/v1/workspaces/{workspace}/styles/{style}', 'updateStyle'],
        ['/api/v1/workspaces/{workspace}/styles/{style}', 'deleteStyle'],
      ]),
    );
  });
});
