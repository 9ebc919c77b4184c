import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, helpers } from '../services/support';

const t = useTestApp();
const h = helpers(t);
const all = (ws: string, s: string) => `/api/v1/workspaces/${ws}/services/${s}/layers`;
const one = (ws: string, s: string, l: string) => `${all(ws, s)}/${l}`;

describe('POST /api/v1/workspaces/{workspace}/services/{service}/layers', () => {
  it('201 + Location, with the default style by name', async () => {
    const ws = await h.workspace('w');
    const s = await h.pgService('w');
    await h.style(ws.id, 'roads-style');
    const res = await t()
      .http()
      .post(all('w', 'pg'))
      .set(await h.admin(ws.id))
      .send({ name: 'roads', table: 'public.roads', title: 'Roads', default_style: 'roads-style' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      service_id: s.id,
      name: 'roads',
      table: 'public.roads',
      title: 'Roads',
      default_style: 'roads-style',
      // db.example.test does not answer: saved unchecked (docs/data-plane.md, "Discovery and publishing").
      geometry_column: null,
      geometry_type: null,
      srid: null,
      id_column: null,
      bounds: null,
      attributes: null,
      default_style_warnings: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.headers.location).toBe(`/api/v1/workspaces/${ws.id}/services/${s.id}/layers/${res.body.id}`);
    expect(
      (
        await t()
          .http()
          .get(res.headers.location)
          .set(await h.su())
      ).body,
    ).toEqual(res.body);
  });

  it('only a name is required', async () => {
    await h.workspace('w');
    await h.pgService('w');
    const res = await t()
      .http()
      .post(all('w', 'pg'))
      .set(await h.su())
      .send({ name: 'rivers' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'rivers', table: null, title: null, default_style: null });
  });

  it('400 when default_style is not a style of this workspace', async () => {
    const ws = await h.workspace('w');
    const other = await h.workspace('v');
    await h.pgService('w');
    await h.style(other.id, 'elsewhere');
    for (const name of ['nope', 'elsewhere']) {
      const res = await t()
        .http()
        .post(all(ws.id, 'pg'))
        .set(await h.su())
        .send({ name: 'roads', default_style: name });
      expect([res.status, res.body.detail]).toEqual([
        400,
        `default_style: style "${name}" does not exist in this workspace`,
      ]);
    }
    expect(await h.layers('w', 'pg')).toEqual([]);
  });

  it.each([
    [{}, /^name: is required/],
    [{ name: 'a b' }, /^name: must match/],
    [{ name: 'a', table: '' }, /^table: must not be empty/],
    [{ name: 'a', colour: 'red' }, /^colour: unknown field/],
  ])('400 naming the field for %j', async (body, detail) => {
    await h.workspace('w');
    await h.pgService('w');
    const res = await t()
      .http()
      .post(all('w', 'pg'))
      .set(await h.su())
      .send(body);
    expect([res.status, res.body.detail]).toEqual([400, expect.stringMatching(detail)]);
  });

  it('409 for a layer name already used in the workspace, even under another service', async () => {
    await h.workspace('w');
    await h.pgService('w', 'a');
    await h.pgService('w', 'b');
    await h.layer('w', 'a', { name: 'roads' });
    const res = await t()
      .http()
      .post(all('w', 'b'))
      .set(await h.su())
      .send({ name: 'roads' });
    expect([res.status, res.body.detail]).toEqual([409, 'layer "roads" already exists in this workspace']);
    expect(await h.layers('w', 'b')).toEqual([]);
  });

  it('404 for an unknown service or workspace', async () => {
    await h.workspace('w');
    expect(
      (
        await t()
          .http()
          .post(all('w', 'nope'))
          .set(await h.su())
          .send({ name: 'x' })
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .post(all('nope', 'pg'))
          .set(await h.su())
          .send({ name: 'x' })
      ).status,
    ).toBe(404);
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    expect((await t().http().post(all('w', 'pg')).send({ name: 'x' })).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(all('w', 'pg'))
          .set(await h.admin(other.id))
          .send({ name: 'x' })
      ).status,
    ).toBe(403);
    expect(await h.layers('w', 'pg')).toEqual([]);
  });
});

describe('GET /api/v1/workspaces/{workspace}/services/{service}/layers', () => {
  it('lists the layers of that service only, by name', async () => {
    await h.workspace('w');
    await h.pgService('w', 'a');
    await h.pgService('w', 'b');
    await h.layer('w', 'a', { name: 'zeta' });
    await h.layer('w', 'a', { name: 'alpha' });
    await h.layer('w', 'b', { name: 'other' });
    const res = await t()
      .http()
      .get(all('w', 'a'))
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body.layers.map((l: { name: string }) => l.name)).toEqual(['alpha', 'zeta']);
  });

  it('404 for an unknown service; 401 anonymous; 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    expect(
      (
        await t()
          .http()
          .get(all('w', 'nope'))
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect((await t().http().get(all('w', 'pg'))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(all('w', 'pg'))
          .set(await h.admin(other.id))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}/services/{service}/layers/{layer}', () => {
  it('by id or name; 404 under another service, for an unknown layer and across workspaces', async () => {
    await h.workspace('w');
    await h.workspace('v');
    await h.pgService('w', 'a');
    await h.pgService('w', 'b');
    await h.pgService('v', 'a');
    const l = await h.layer('w', 'a', { name: 'roads' });
    for (const ref of [l.id, 'roads'])
      expect(
        (
          await t()
            .http()
            .get(one('w', 'a', ref))
            .set(await h.su())
        ).body,
      ).toEqual(l);
    for (const [ws, s, ref] of [
      ['w', 'b', l.id],
      ['w', 'a', UNKNOWN_ID],
      ['v', 'a', 'roads'],
      ['v', 'a', l.id],
    ]) {
      const res = await t()
        .http()
        .get(one(ws, s, ref))
        .set(await h.su());
      expect([res.status, res.body.detail]).toEqual([404, 'layer not found']);
    }
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
          .get(one('w', 'pg', 'roads'))
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(one('w', 'pg', 'roads'))
          .set(await h.admin(other.id))
      ).status,
    ).toBe(403);
  });
});
