import { useTestApp } from '../../support/app';
import { helpers } from '../services/support';

const t = useTestApp();
const h = helpers(t);
const one = (ws: string, s: string, l: string) => `/api/v1/workspaces/${ws}/services/${s}/layers/${l}`;

describe('PUT /api/v1/workspaces/{workspace}/services/{service}/layers/{layer}', () => {
  it('omitted fields stay; null clears table, title and default_style; rename', async () => {
    const ws = await h.workspace('w');
    await h.pgService('w');
    await h.style(ws.id, 's1');
    await h.style(ws.id, 's2');
    const l = await h.layer('w', 'pg', { name: 'roads', table: 't', title: 'Roads', default_style: 's1' });
    const a = await t()
      .http()
      .put(one('w', 'pg', 'roads'))
      .set(await h.admin(ws.id))
      .send({ default_style: 's2' });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ ...l, default_style: 's2', updated_at: expect.any(String) });
    const b = await t()
      .http()
      .put(one('w', 'pg', l.id))
      .set(await h.su())
      .send({ name: 'streets', table: null, title: null, default_style: null });
    expect(b.body).toMatchObject({ id: l.id, name: 'streets', table: null, title: null, default_style: null });
    expect(
      (
        await t()
          .http()
          .get(one('w', 'pg', 'streets'))
          .set(await h.su())
      ).body,
    ).toEqual(b.body);
  });

  it('400 for an unknown default_style; nothing changes', async () => {
    await h.workspace('w');
    await h.pgService('w');
    const l = await h.layer('w', 'pg', { name: 'roads' });
    const res = await t()
      .http()
      .put(one('w', 'pg', 'roads'))
      .set(await h.su())
      .send({ title: 'x', default_style: 'nope' });
    expect([res.status, res.body.detail]).toEqual([
      400,
      'default_style: style "nope" does not exist in this workspace',
    ]);
    expect(
      (
        await t()
          .http()
          .get(one('w', 'pg', 'roads'))
          .set(await h.su())
      ).body,
    ).toEqual(l);
  });

  it('409 when renaming onto another layer of the workspace', async () => {
    await h.workspace('w');
    await h.pgService('w', 'a');
    await h.pgService('w', 'b');
    await h.layer('w', 'a', { name: 'roads' });
    await h.layer('w', 'b', { name: 'rivers' });
    const res = await t()
      .http()
      .put(one('w', 'b', 'rivers'))
      .set(await h.su())
      .send({ name: 'roads' });
    expect([res.status, res.body.detail]).toEqual([409, 'layer "roads" already exists in this workspace']);
  });

  it('404 for an unknown layer; 401 anonymous; 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    await h.layer('w', 'pg', { name: 'roads' });
    expect(
      (
        await t()
          .http()
          .put(one('w', 'pg', 'nope'))
          .set(await h.su())
          .send({ title: 'x' })
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .put(one('w', 'pg', 'roads'))
          .send({ title: 'x' })
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .put(one('w', 'pg', 'roads'))
          .set(await h.admin(other.id))
          .send({ title: 'x' })
      ).status,
    ).toBe(403);
    expect((await h.layers('w', 'pg'))[0].title).toBeNull();
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/services/{service}/layers/{layer}', () => {
  it('204, then 404; the service can then be deleted', async () => {
    const ws = await h.workspace('w');
    await h.pgService('w');
    const l = await h.layer('w', 'pg', { name: 'roads' });
    const res = await t()
      .http()
      .delete(one('w', 'pg', l.id))
      .set(await h.admin(ws.id));
    expect([res.status, res.text]).toEqual([204, '']);
    expect(
      (
        await t()
          .http()
          .get(one('w', 'pg', l.id))
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(`/api/v1/workspaces/w/services/pg`)
          .set(await h.su())
      ).status,
    ).toBe(204);
  });

  it('409 naming the layer groups that use the layer; the layer stays', async () => {
    const ws = await h.workspace('w');
    await h.pgService('w');
    const l = await h.layer('w', 'pg', { name: 'roads' });
    await h.group(ws.id, 'overview', l.id);
    await h.group(ws.id, 'basemap', l.id);
    const res = await t()
      .http()
      .delete(one('w', 'pg', 'roads'))
      .set(await h.su());
    expect([res.status, res.body.detail]).toEqual([
      409,
      'layer "roads" is used by layer group(s) "basemap", "overview"',
    ]);
    expect(await h.layers('w', 'pg')).toEqual([l]);
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    await h.layer('w', 'pg', { name: 'roads' });
    expect(
      (
        await t()
          .http()
          .delete(one('w', 'pg', 'roads'))
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(one('w', 'pg', 'roads'))
          .set(await h.admin(other.id))
      ).status,
    ).toBe(403);
    expect(await h.layers('w', 'pg')).toHaveLength(1);
  });
});
