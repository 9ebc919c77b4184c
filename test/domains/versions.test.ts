import { useTestApp } from '../support/app';
import { PG_INFO } from './services/support';
import { SLD_10 } from './styles/fixtures';

/*
 * Optimistic concurrency on both surfaces (docs/live.md, "Versions"): versions and strong ETags, If-Match
 * on PUT/DELETE (412 with the current ETag, nothing changed), `expectedVersion` on GraphQL, and PATCH
 * with a JSON Merge Patch on every resource that has PUT.
 */
const t = useTestApp();

const su = async () => ({ Authorization: `Bearer ${await t().token('super_admin')}` });
const MERGE = 'application/merge-patch+json';

async function workspace(name = 'w'): Promise<{ id: string; name: string }> {
  const res = await t()
    .http()
    .post('/api/v1/workspaces')
    .set(await su())
    .send({ name });
  expect(res.status).toBe(201);
  return res.body;
}

async function style(ws: string, name = 'roads') {
  const res = await t()
    .http()
    .post(`/api/v1/workspaces/${ws}/styles`)
    .set(await su())
    .send({ name, format: 'sld_1.0.0', body: SLD_10, title: 'Roads', description: 'all roads' });
  expect(res.status).toBe(201);
  return res.body;
}

describe('REST: ETag and If-Match', () => {
  it('GET sends the strong ETag of the version; every write moves it by one', async () => {
    const ws = await workspace();
    const s = await style(ws.id);
    expect(s).not.toHaveProperty('version');
    const url = `/api/v1/workspaces/${ws.id}/styles/roads`;
    const got = await t()
      .http()
      .get(url)
      .set(await su());
    expect(got.headers.etag).toBe('"1"');
    const put = await t()
      .http()
      .put(url)
      .set(await su())
      .send({ title: 'Main roads' });
    expect(put.status).toBe(200);
    expect(put.headers.etag).toBe('"2"');
    const again = await t()
      .http()
      .get(url)
      .set(await su());
    expect(again.headers.etag).toBe('"2"');
  });

  it.each([['"bogus"'], ['"1"'], ['W/"2"'], ['"7", W/"2"']])(
    'PUT with If-Match %s that does not match: 412 with the current ETag, nothing changed',
    async (ifMatch) => {
      const ws = await workspace();
      await style(ws.id);
      const url = `/api/v1/workspaces/${ws.id}/styles/roads`;
      await t()
        .http()
        .put(url)
        .set(await su())
        .send({ title: 'v2' });
      const res = await t()
        .http()
        .put(url)
        .set(await su())
        .set('If-Match', ifMatch)
        .send({ title: 'lost update' });
      expect(res.status).toBe(412);
      expect(res.body).toMatchObject({ code: 412, error: 'PRECONDITION_FAILED' });
      expect(res.headers.etag).toBe('"2"');
      const now = await t()
        .http()
        .get(url)
        .set(await su());
      expect(now.body).toMatchObject({ title: 'v2' });
      expect(now.headers.etag).toBe('"2"');
    },
  );

  it('PUT with the matching If-Match, with *, or without it applies', async () => {
    const ws = await workspace();
    await style(ws.id);
    const url = `/api/v1/workspaces/${ws.id}/styles/roads`;
    for (const [header, version] of [
      ['"1"', 2],
      ['*', 3],
      [undefined, 4],
    ] as const) {
      const req = t()
        .http()
        .put(url)
        .set(await su());
      if (header) req.set('If-Match', header);
      const res = await req.send({ title: `t${version}` });
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(`"${version}"`);
    }
  });

  it('two writers that read the same version: exactly one wins, the other gets 412', async () => {
    const ws = await workspace();
    await style(ws.id);
    const url = `/api/v1/workspaces/${ws.id}/styles/roads`;
    const auth = await su();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((title) => t().http().put(url).set(auth).set('If-Match', '"1"').send({ title })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
    const winner = results.find((r) => r.status === 200)!;
    const now = await t().http().get(url).set(auth);
    expect(now.body).toMatchObject({ title: winner.body.title });
    expect(now.headers.etag).toBe('"2"');
  });

  it('DELETE with a stale If-Match is 412 and the resource stays; with the current one it goes', async () => {
    const ws = await workspace();
    await style(ws.id);
    const url = `/api/v1/workspaces/${ws.id}/styles/roads`;
    await t()
      .http()
      .put(url)
      .set(await su())
      .send({ title: 'v2' });
    const stale = await t()
      .http()
      .delete(url)
      .set(await su())
      .set('If-Match', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(
      (
        await t()
          .http()
          .get(url)
          .set(await su())
      ).status,
    ).toBe(200);
    const ok = await t()
      .http()
      .delete(url)
      .set(await su())
      .set('If-Match', '"2"');
    expect(ok.status).toBe(204);
  });

  it('workspaces, services, layers, layer groups and both settings documents carry versions too', async () => {
    const ws = await workspace();
    const auth = await su();
    const wsUrl = `/api/v1/workspaces/${ws.id}`;
    expect((await t().http().get(wsUrl).set(auth)).headers.etag).toBe('"1"');
    const stale = await t().http().put(wsUrl).set(auth).set('If-Match', '"5"').send({ description: 'x' });
    expect(stale.status).toBe(412);
    expect(stale.headers.etag).toBe('"1"');

    const svc = await t()
      .http()
      .post(`${wsUrl}/services`)
      .set(auth)
      .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO });
    expect(svc.status).toBe(201);
    const sUrl = `${wsUrl}/services/pg`;
    expect((await t().http().get(sUrl).set(auth)).headers.etag).toBe('"1"');
    expect((await t().http().put(sUrl).set(auth).set('If-Match', '"9"').send({ enabled: false })).status).toBe(412);
    expect((await t().http().delete(sUrl).set(auth).set('If-Match', '"9"')).status).toBe(412);
    const layer = await t().http().post(`${sUrl}/layers`).set(auth).send({ name: 'roads', table: 'public.roads' });
    expect(layer.status).toBe(201);
    const lUrl = `${sUrl}/layers/roads`;
    expect((await t().http().get(lUrl).set(auth)).headers.etag).toBe('"1"');
    const patched = await t()
      .http()
      .patch(lUrl)
      .set(auth)
      .set('Content-Type', MERGE)
      .set('If-Match', '"1"')
      .send(JSON.stringify({ title: 'Roads' }));
    expect(patched.status).toBe(200);
    expect(patched.headers.etag).toBe('"2"');
    expect((await t().http().delete(lUrl).set(auth).set('If-Match', '"1"')).status).toBe(412);
    expect((await t().http().get(lUrl).set(auth)).body).toMatchObject({ title: 'Roads' });

    const group = await t().http().post(`${wsUrl}/layer-groups`).set(auth).send({ public_id: 'base', members: [] });
    expect(group.status).toBe(201);
    expect(group.headers.etag).toBe('"1"');
    const gUrl = `${wsUrl}/layer-groups/base`;
    expect((await t().http().put(gUrl).set(auth).set('If-Match', '"2"').send({ title: 'x' })).status).toBe(412);
    expect((await t().http().put(gUrl).set(auth).set('If-Match', '"1"').send({ title: 'x' })).headers.etag).toBe('"2"');

    for (const which of ['ogc-tiles', 'ogcapi']) {
      const url = `${wsUrl}/settings/${which}`;
      const before = await t().http().get(url).set(auth);
      expect(before.headers.etag).toBe('"0"');
      const doc = before.body;
      const put = await t().http().put(url).set(auth).set('If-Match', '"0"').send(doc);
      expect(put.status).toBe(200);
      expect(put.headers.etag).toBe('"1"');
      const stale2 = await t().http().put(url).set(auth).set('If-Match', '"0"').send(doc);
      expect(stale2.status).toBe(412);
      expect(stale2.headers.etag).toBe('"1"');
    }
  });
});

describe('REST: PATCH with a JSON Merge Patch', () => {
  it('merges into the current style and validates like a PUT; null clears; read-only members are refused', async () => {
    const ws = await workspace();
    await style(ws.id);
    const url = `/api/v1/workspaces/${ws.id}/styles/roads`;
    const res = await t()
      .http()
      .patch(url)
      .set(await su())
      .set('Content-Type', MERGE)
      .send(JSON.stringify({ title: 'Patched', description: null }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'roads', title: 'Patched', description: null, body: SLD_10 });
    expect(res.headers.etag).toBe('"2"');

    const bad = await t()
      .http()
      .patch(url)
      .set(await su())
      .set('Content-Type', MERGE)
      .send(JSON.stringify({ body: '<not-sld/>' }));
    expect(bad.status).toBe(400);
    const readOnly = await t()
      .http()
      .patch(url)
      .set(await su())
      .set('Content-Type', MERGE)
      .send(JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(readOnly.status).toBe(400);
    expect(readOnly.body.detail).toMatch(/^id: cannot be changed/);
    const stale = await t()
      .http()
      .patch(url)
      .set(await su())
      .set('Content-Type', MERGE)
      .set('If-Match', '"1"')
      .send(JSON.stringify({ title: 'x' }));
    expect(stale.status).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    const now = await t()
      .http()
      .get(url)
      .set(await su());
    expect(now.body).toMatchObject({ title: 'Patched' });
    expect(now.headers.etag).toBe('"2"');
  });

  it('merges nested members of a settings document (a replacing PUT) and keeps the others', async () => {
    const ws = await workspace();
    const url = `/api/v1/workspaces/${ws.id}/settings/ogc-tiles`;
    const before = await t()
      .http()
      .get(url)
      .set(await su());
    const res = await t()
      .http()
      .patch(url)
      .set(await su())
      .set('Content-Type', MERGE)
      .send(JSON.stringify({ title: 'Tiles', settings: { max_features: 1000 } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...before.body,
      title: 'Tiles',
      settings: { ...before.body.settings, max_features: 1000 },
    });
    expect(res.headers.etag).toBe('"1"');
  });

  it('tile matrix sets, whose PUT takes a raw OGC document, do not answer PATCH (405 without PATCH)', async () => {
    const res = await t()
      .http()
      .patch('/api/v1/tile-matrix-sets/WebMercatorQuad')
      .set(await su())
      .set('Content-Type', MERGE)
      .send(JSON.stringify({ title: 'x' }));
    expect(res.status).toBe(405);
    expect(res.headers.allow).not.toContain('PATCH');
  });

  it('workspaces answer PATCH; 405 lists PATCH beside PUT', async () => {
    const ws = await workspace();
    const res = await t()
      .http()
      .patch(`/api/v1/workspaces/${ws.id}`)
      .set(await su())
      .set('Content-Type', MERGE)
      .send(JSON.stringify({ description: 'patched' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'w', description: 'patched' });
    expect(res.headers.etag).toBe('"2"');
    const post = await t()
      .http()
      .post(`/api/v1/workspaces/${ws.id}`)
      .set(await su());
    expect(post.status).toBe(405);
    expect(post.headers.allow).toContain('PATCH');
  });
});

describe('GraphQL: version and expectedVersion', () => {
  it('an update with a stale expectedVersion fails with PRECONDITION_FAILED and changes nothing', async () => {
    const ws = await workspace();
    await style(ws.id);
    const token = await t().token('super_admin');
    const update = `mutation($ws: String!, $input: UpdateStyleInput!) {
      updateStyle(workspace: $ws, style: "roads", input: $input) { title version }
    }`;
    const ok = await t().gql(update, { ws: ws.id, input: { title: 'A', expectedVersion: 1 } }, token);
    expect(ok.body.data?.updateStyle).toEqual({ title: 'A', version: 2 });
    const stale = await t().gql(update, { ws: ws.id, input: { title: 'B', expectedVersion: 1 } }, token);
    expect(stale.body.errors?.[0].extensions?.code).toBe('PRECONDITION_FAILED');
    const del = await t().gql(
      `mutation($ws: String!) { deleteStyle(workspace: $ws, style: "roads", expectedVersion: 1) { deletedId } }`,
      { ws: ws.id },
      token,
    );
    expect(del.body.errors?.[0].extensions?.code).toBe('PRECONDITION_FAILED');
    const now = await t().gql(
      `query($ws: String!) { style(workspace: $ws, style: "roads") { title version } }`,
      {
        ws: ws.id,
      },
      token,
    );
    expect(now.body.data?.style).toEqual({ title: 'A', version: 2 });
  });
});
