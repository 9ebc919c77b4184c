import { useTestApp } from '../../support/app';
import { CSS, MAPBOX, SE_11, SLD_10, SLD_MISMATCHED, YSLD } from './fixtures';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);

/** Operation 10: PUT /api/v1/workspaces/{workspace}/styles/{style} (updateStyle). */
describe('PUT /api/v1/workspaces/{workspace}/styles/{style}', () => {
  const put = async (ws: string, name: string, body: unknown) =>
    t()
      .http()
      .put(`${h.base(ws)}/${name}`)
      .set(await h.su())
      .send(body as object);

  it('200 with the StyleWithBody; omitted fields stay unchanged', async () => {
    const ws = await h.workspace('w');
    const before = await h.style(ws.id, { title: 'Roads', description: 'Main roads' });
    const res = await t()
      .http()
      .put(`${h.base('w')}/roads`)
      .set(await h.admin(ws.id))
      .send({ title: 'Streets' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, title: 'Streets', updated_at: expect.any(String) });
    expect(await h.get(ws.id, 'roads')).toEqual(res.body);
  });

  it('docs/rules.md §6 (fix): null clears title or description', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id, { title: 'Roads', description: 'Main roads' });
    expect((await put(ws.id, 'roads', { title: null })).body).toMatchObject({ title: null, description: 'Main roads' });
    expect((await put(ws.id, 'roads', { description: null })).body).toMatchObject({ title: null, description: null });
    expect(await h.get(ws.id, 'roads')).toMatchObject({ title: null, description: null, body: SLD_10 });
  });

  it('replaces the body; the cached copy is dropped at once', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    await h.get(ws.id, 'roads');
    const body = SLD_10.replace('#FF0000', '#00FF00');
    expect((await put(ws.id, 'roads', { body })).status).toBe(200);
    expect(await h.get(ws.id, 'roads')).toMatchObject({ body, sld_body: body });
  });

  it('sld_body alone is accepted as the body of an SLD/SE style', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id, { format: 'se_1.1.0', body: SE_11 });
    const body = SE_11.replace('#0000FF', '#123456');
    expect((await put(ws.id, 'roads', { sld_body: body })).body).toMatchObject({ body, sld_body: body });
  });

  it('body and sld_body are accepted when they agree, and 400 when they do not; nothing changes', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    const body = SLD_10.replace('#FF0000', '#00FF00');
    expect((await put(ws.id, 'roads', { body, sld_body: body })).status).toBe(200);
    const res = await put(ws.id, 'roads', { body: SLD_10, sld_body: body, title: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: 'body and sld_body must agree when both are sent',
      fields: ['body', 'sld_body'],
    });
    expect(await h.get(ws.id, 'roads')).toMatchObject({ body, title: null });
  });

  it('400 for sld_body on a style that is not SLD/SE', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id, { format: 'css', body: CSS });
    const res = await put(ws.id, 'roads', { sld_body: SLD_10 });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^sld_body: only SLD\/SE styles have an SLD body \(format is css\)/);
  });

  it('changing format needs a body (400, nothing changes); with a valid body it converts', async () => {
    const ws = await h.workspace('w');
    const before = await h.style(ws.id);
    const res = await put(ws.id, 'roads', { format: 'ysld' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('format: changing the format (sld_1.0.0 to ysld) needs a body in the new format');
    expect(await h.get(ws.id, 'roads')).toEqual(before);
    expect((await put(ws.id, 'roads', { format: 'sld_1.0.0', title: 'same format' })).status).toBe(200);
    const ok = await put(ws.id, 'roads', { format: 'ysld', body: YSLD });
    expect(ok.body).toMatchObject({ format: 'ysld', body: YSLD, sld_body: null });
    const toMapbox = await put(ws.id, 'roads', { format: 'mapbox', body: MAPBOX });
    expect(toMapbox.body).toMatchObject({ format: 'mapbox', body: MAPBOX });
  });

  it('400 when the new body is not valid in the new format', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    const res = await put(ws.id, 'roads', { format: 'mapbox', body: YSLD });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^body: invalid mapbox style at line 1/);
    expect((await h.get(ws.id, 'roads')).format).toBe('sld_1.0.0');
  });

  it('docs/rules.md §10 rule 2: 400 for invalid SLD, with diagnostics; a failed update changes nothing', async () => {
    const ws = await h.workspace('w');
    const before = await h.style(ws.id, { title: 'Roads' });
    for (const body of [{ body: SLD_MISMATCHED, title: 'changed', name: 'renamed' }, { sld_body: SLD_MISMATCHED }]) {
      const res = await put(ws.id, 'roads', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'BAD_REQUEST',
        diagnostics: [{ line: 5, column: 23, message: 'unexpected close tag' }],
      });
    }
    expect(await h.get(ws.id, 'roads')).toEqual(before);
    expect(await h.names(ws.id)).toEqual(['roads']);
  });

  it('413 for a 1.1 MiB body (body or sld_body); nothing changes', async () => {
    const ws = await h.workspace('w');
    const before = await h.style(ws.id);
    const big = `${SLD_10}<!-- ${'x'.repeat(1.1 * 1024 * 1024)} -->`;
    for (const [field, body] of [
      ['body', { body: big }],
      ['sld_body', { sld_body: big }],
    ] as const) {
      const res = await put(ws.id, 'roads', { ...body, title: 'changed' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        error: 'PAYLOAD_TOO_LARGE',
        detail: expect.stringMatching(new RegExp(`^${field}: `)),
      });
    }
    expect(await h.get(ws.id, 'roads')).toEqual(before);
  });

  it('renames; the old name is then 404 and the new one serves the style', async () => {
    const ws = await h.workspace('w');
    const before = await h.style(ws.id);
    await h.get(ws.id, 'roads');
    const res = await put(ws.id, 'roads', { name: 'streets' });
    expect(res.body).toMatchObject({ id: before.id, name: 'streets', body: SLD_10 });
    expect(
      (
        await t()
          .http()
          .get(`${h.base(ws.id)}/roads`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(await h.names(ws.id)).toEqual(['streets']);
  });

  it('docs/rules.md §10 rule 2: 409 when the new name already exists; nothing changes', async () => {
    const ws = await h.workspace('w');
    const roads = await h.style(ws.id, { name: 'roads' });
    await h.style(ws.id, { name: 'rivers', format: 'css', body: CSS });
    const res = await put(ws.id, 'roads', { name: 'rivers', title: 'changed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 409,
      error: 'CONFLICT',
      detail: 'style "rivers" already exists in this workspace',
    });
    expect(await h.get(ws.id, 'roads')).toEqual(roads);
    expect((await h.get(ws.id, 'rivers')).format).toBe('css');
  });

  it('409 renaming a style used by a layer or layer group, naming them; other changes still work', async () => {
    const ws = await h.workspace('w');
    const s = await h.style(ws.id);
    await h.layerUsing(ws.id, s.id, 'roads_layer');
    await h.groupUsing(ws.id, s.id, 'city', 'member');
    const res = await put(ws.id, 'roads', { name: 'streets', title: 'changed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      detail: 'style "roads" cannot be renamed: it is used by layer "roads_layer", layer group "city" (member style)',
      layers: ['roads_layer'],
      layer_groups: ['city'],
    });
    expect(await h.get(ws.id, 'roads')).toEqual(s);
    expect((await put(ws.id, 'roads', { name: 'roads', title: 'kept name' })).status).toBe(200);
  });

  it("docs/rules.md §2: 404 style not found (unknown name, another workspace's style)", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.style(b.id, { name: 'theirs' });
    for (const name of ['nope', 'theirs']) {
      const res = await put(a.id, name, { title: 'x' });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('style not found');
    }
    expect((await h.get(b.id, 'theirs')).title).toBeNull();
  });

  it.each([
    ['null name', { name: null }, /^name: must not be null/],
    ['null body', { body: null }, /^body: must not be null/],
    ['null format', { format: null }, /^format: must not be null/],
    ['bad name', { name: 'a b' }, /^name: must match/],
    ['unknown format', { format: 'kml' }, /^format: must be one of/],
    ['unknown field', { style: 'x' }, /^style: unknown field/],
  ])('400 naming the field: %s', async (_label, body, detail) => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    const res = await put(ws.id, 'roads', body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });

  it('the body itself is required (400), and must be a JSON object', async () => {
    const ws = await h.workspace('w');
    await h.style(ws.id);
    const none = await t()
      .http()
      .put(`${h.base(ws.id)}/roads`)
      .set(await h.su());
    expect(none.status).toBe(400);
    const arr = await t()
      .http()
      .put(`${h.base(ws.id)}/roads`)
      .set(await h.su())
      .send([1]);
    expect(arr.status).toBe(400);
  });

  it("401 anonymous; 403 for another workspace's admin and an editor; nothing changes", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const s = await h.style(a.id);
    expect(
      (
        await t()
          .http()
          .put(`${h.base(a.id)}/roads`)
          .send({ title: 'x' })
      ).status,
    ).toBe(401);
    for (const tok of [await t().token('admin', b.id), await t().token('editor', a.id)]) {
      const res = await t()
        .http()
        .put(`${h.base(a.id)}/roads`)
        .set({ Authorization: `Bearer ${tok}` })
        .send({ title: 'x' });
      expect(res.status).toBe(403);
    }
    expect(await h.get(a.id, 'roads')).toEqual(s);
  });
});
