import { MAX_NESTING_DEPTH } from '../../../src/domains/layer-groups';
import { useTestApp } from '../../support/app';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const base = (ws: string) => `/api/v1/workspaces/${ws}/layer-groups`;

describe('PUT /api/v1/workspaces/{workspace}/layer-groups/{group}', () => {
  it('changes only the fields sent; null clears title, description and default_style; members replace the list', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'land');
    await h.layer(ws.id, 'roads');
    await h.style(ws.id, 'dark');
    const g = await h.group(ws.id, {
      public_id: 'base',
      title: 'T',
      description: 'D',
      default_style: 'dark',
      members: [{ resource: 'land' }],
    });
    const a = await t()
      .http()
      .put(`${base(ws.id)}/base`)
      .set(await h.admin(ws.id))
      .send({ public: true });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      public: true,
      title: 'T',
      description: 'D',
      default_style: 'dark',
      members: [{ resource: 'land' }],
    });
    const b = await t()
      .http()
      .put(`${base(ws.id)}/${g.id}`)
      .set(await h.su())
      .send({
        title: null,
        description: null,
        default_style: null,
        members: [{ resource: 'roads' }, { resource: 'land', opacity: 0.25 }],
      });
    expect(b.body).toMatchObject({ title: null, description: null, default_style: null, public: true });
    expect(b.body.members.map((m: { resource: string; opacity: number }) => [m.resource, m.opacity])).toEqual([
      ['roads', 1],
      ['land', 0.25],
    ]);
    expect(Date.parse(b.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(g.updated_at));
    expect(
      (
        await t()
          .http()
          .get(`${base(ws.id)}/base`)
          .set(await h.su())
      ).body,
    ).toEqual(b.body);
  });

  it('renames; members of other groups follow the rename; 409 onto a used name', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    await h.group(ws.id, { public_id: 'inner' });
    await h.group(ws.id, { public_id: 'other' });
    await h.group(ws.id, { public_id: 'outer', members: [{ resource: 'inner' }] });
    const r = await t()
      .http()
      .put(`${base(ws.id)}/inner`)
      .set(await h.su())
      .send({ public_id: 'core' });
    expect(r.status).toBe(200);
    expect(
      (
        await t()
          .http()
          .get(`${base(ws.id)}/outer`)
          .set(await h.su())
      ).body.members[0].resource,
    ).toBe('core');
    expect(
      (
        await t()
          .http()
          .put(`${base(ws.id)}/core`)
          .set(await h.su())
          .send({ public_id: 'other' })
      ).status,
    ).toBe(409);
    expect(
      (
        await t()
          .http()
          .put(`${base(ws.id)}/core`)
          .set(await h.su())
          .send({ public_id: 'roads' })
      ).status,
    ).toBe(409);
  });

  it('400 for a cycle: a group in itself, or two groups in each other; nothing changes', async () => {
    const ws = await h.workspace('w');
    await h.group(ws.id, { public_id: 'a' });
    await h.group(ws.id, { public_id: 'b', members: [{ resource: 'a' }] });
    const self = await t()
      .http()
      .put(`${base(ws.id)}/a`)
      .set(await h.su())
      .send({ members: [{ resource: 'a' }] });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe('members: layer group "a" would contain itself ("a" → "a")');
    const loop = await t()
      .http()
      .put(`${base(ws.id)}/a`)
      .set(await h.su())
      .send({ members: [{ resource: 'b' }] });
    expect(loop.status).toBe(400);
    expect(loop.body.detail).toBe('members: layer group "a" would contain itself ("a" → "b" → "a")');
    expect(
      (
        await t()
          .http()
          .get(`${base(ws.id)}/a`)
          .set(await h.su())
      ).body.members,
    ).toEqual([]);
  });

  it(`refuses nesting deeper than ${MAX_NESTING_DEPTH} (depth 9), from above and from below`, async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'land');
    await h.group(ws.id, { public_id: 'g1', members: [{ resource: 'land' }] });
    for (let d = 2; d <= MAX_NESTING_DEPTH; d++)
      await h.group(ws.id, { public_id: `g${d}`, members: [{ resource: `g${d - 1}` }] });
    const top = await t()
      .http()
      .post(base(ws.id))
      .set(await h.su())
      .send({ public_id: 'g9', members: [{ resource: 'g8' }] });
    expect(top.status).toBe(400);
    expect(top.body.detail).toMatch(
      /^members: layer groups would nest 9 deep \("g9" → "g8" → .* → "g1"\), more than 8$/,
    );
    // Deepening the bottom group pushes g8 to depth 9 as well.
    await h.group(ws.id, { public_id: 'leaf' });
    const bottom = await t()
      .http()
      .put(`${base(ws.id)}/g1`)
      .set(await h.su())
      .send({ members: [{ resource: 'leaf' }] });
    expect(bottom.status).toBe(400);
    expect(bottom.body.detail).toMatch(/nest 9 deep \("g8" → .* → "g1" → "leaf"\)/);
    expect((await h.groups(ws.id)).map((g) => g.public_id)).not.toContain('g9');
    expect(
      (
        await t()
          .http()
          .get(`${base(ws.id)}/g1`)
          .set(await h.su())
      ).body.members,
    ).toEqual([expect.objectContaining({ resource: 'land' })]);
  });

  it('404 for an unknown group; 400 for a bad field; 401; 403', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    await h.group(a.id, { public_id: 'g' });
    expect(
      (
        await t()
          .http()
          .put(`${base(a.id)}/nope`)
          .set(await h.su())
          .send({ title: 'x' })
      ).status,
    ).toBe(404);
    const bad = await t()
      .http()
      .put(`${base(a.id)}/g`)
      .set(await h.su())
      .send({ public_id: 'a b' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^public_id: must match/);
    expect(
      (
        await t()
          .http()
          .put(`${base(a.id)}/g`)
          .send({ title: 'x' })
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .put(`${base(a.id)}/g`)
          .set(await h.admin(b.id))
          .send({ title: 'x' })
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(`${base(a.id)}/g`)
          .set(await h.su())
      ).body.title,
    ).toBeNull();
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/layer-groups/{group}', () => {
  it('204, and the group is gone', async () => {
    const ws = await h.workspace('w');
    await h.group(ws.id, { public_id: 'g' });
    expect(
      (
        await t()
          .http()
          .delete(`${base(ws.id)}/g`)
          .set(await h.admin(ws.id))
      ).status,
    ).toBe(204);
    expect(await h.groups(ws.id)).toEqual([]);
  });

  it('409 while it is a member of another group; 204 after that group lets it go', async () => {
    const ws = await h.workspace('w');
    await h.group(ws.id, { public_id: 'inner' });
    await h.group(ws.id, { public_id: 'outer', members: [{ resource: 'inner' }] });
    const res = await t()
      .http()
      .delete(`${base(ws.id)}/inner`)
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('layer group "inner" is a member of layer group "outer"');
    await t()
      .http()
      .put(`${base(ws.id)}/outer`)
      .set(await h.su())
      .send({ members: [] });
    expect(
      (
        await t()
          .http()
          .delete(`${base(ws.id)}/inner`)
          .set(await h.su())
      ).status,
    ).toBe(204);
  });

  it('409 while it is the workspace map (dataset_map_layer_group_id of the OGC Tiles settings)', async () => {
    const ws = await h.workspace('w');
    const g = await h.group(ws.id, { public_id: 'map' });
    expect((await h.putTiles(ws.id, { settings: { dataset_map_layer_group_id: g.id } })).status).toBe(200);
    const res = await t()
      .http()
      .delete(`${base(ws.id)}/map`)
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/^layer group "map" is the workspace map/);
    await h.putTiles(ws.id, {});
    expect(
      (
        await t()
          .http()
          .delete(`${base(ws.id)}/map`)
          .set(await h.su())
      ).status,
    ).toBe(204);
  });

  it('404 for an unknown group or one of another workspace; 401; 403', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const g = await h.group(b.id, { public_id: 'g' });
    expect(
      (
        await t()
          .http()
          .delete(`${base(a.id)}/${g.id}`)
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(`${base(b.id)}/g`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(`${base(b.id)}/g`)
          .set(await h.admin(a.id))
      ).status,
    ).toBe(403);
    expect(await h.groups(b.id)).toHaveLength(1);
  });
});
