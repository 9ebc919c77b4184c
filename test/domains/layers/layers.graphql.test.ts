import { useTestApp } from '../../support/app';
import { helpers } from '../services/support';

const t = useTestApp();
const h = helpers(t);

const FIELDS = 'id workspaceId serviceId name table title defaultStyle: defaultStyleName createdAt updatedAt';
const CREATE = `mutation($ws: String!, $s: String!, $input: CreateLayerInput!) { createLayer(workspace: $ws, service: $s, input: $input) { ${FIELDS} } }`;
const GET = `query($ws: String!, $s: String!, $l: String!) { layer(workspace: $ws, service: $s, layer: $l) { ${FIELDS} } }`;
const LIST = 'query($ws: String!, $s: String) { layers(workspace: $ws, service: $s) { name } }';
const UPDATE = `mutation($ws: String!, $s: String!, $l: String!, $input: UpdateLayerInput!) {
  updateLayer(workspace: $ws, service: $s, layer: $l, input: $input) { ${FIELDS} } }`;
const DELETE =
  'mutation($ws: String!, $s: String!, $l: String!) { deleteLayer(workspace: $ws, service: $s, layer: $l) { deletedId } }';

const su = () => t().token('super_admin');
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('GraphQL createLayer / layer / layers / updateLayer / deleteLayer', () => {
  it('creates, reads back, lists per service or per workspace, updates and deletes', async () => {
    const ws = await h.workspace('w');
    const a = await h.pgService('w', 'a');
    await h.pgService('w', 'b');
    await h.style(ws.id, 'st');
    const admin = await t().token('admin', ws.id);
    const c = await t().gql(CREATE, { ws: 'w', s: 'a', input: { name: 'roads', defaultStyle: 'st' } }, admin);
    expect(c.body.errors).toBeUndefined();
    const l = c.body.data!.createLayer;
    expect(l).toMatchObject({ workspaceId: ws.id, serviceId: a.id, name: 'roads', table: null, defaultStyle: 'st' });
    await h.layer('w', 'b', { name: 'alpha' });
    expect((await t().gql(GET, { ws: ws.id, s: a.id, l: l.id }, admin)).body.data!.layer).toEqual(l);
    expect((await t().gql(LIST, { ws: 'w', s: 'a' }, admin)).body.data!.layers).toEqual([{ name: 'roads' }]);
    expect((await t().gql(LIST, { ws: 'w' }, admin)).body.data!.layers).toEqual([{ name: 'alpha' }, { name: 'roads' }]);
    const u = await t().gql(
      UPDATE,
      { ws: 'w', s: 'a', l: 'roads', input: { title: 'Roads', defaultStyle: null } },
      admin,
    );
    expect(u.body.data!.updateLayer).toMatchObject({ title: 'Roads', defaultStyle: null });
    expect((await t().gql(DELETE, { ws: 'w', s: 'a', l: 'roads' }, admin)).body.data!.deleteLayer).toEqual({
      deletedId: l.id,
    });
    expect(code((await t().gql(GET, { ws: 'w', s: 'a', l: 'roads' }, admin)).body)).toBe('NOT_FOUND');
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    const vars = { ws: 'w', s: 'pg', input: { name: 'roads' } };
    expect(code((await t().gql(CREATE, vars)).body)).toBe('UNAUTHENTICATED');
    expect(code((await t().gql(CREATE, vars, await t().token('admin', other.id))).body)).toBe('FORBIDDEN');
    expect(await h.layers('w', 'pg')).toEqual([]);
  });

  it('BAD_REQUEST for an unknown style, CONFLICT for a duplicate name and for a layer in a group', async () => {
    const ws = await h.workspace('w');
    await h.pgService('w');
    const bad = await t().gql(CREATE, { ws: 'w', s: 'pg', input: { name: 'roads', defaultStyle: 'nope' } }, await su());
    expect(bad.body.errors![0]).toMatchObject({
      message: 'defaultStyle: style "nope" does not exist in this workspace',
      extensions: { code: 'BAD_REQUEST' },
    });
    const l = await h.layer('w', 'pg', { name: 'roads' });
    expect(code((await t().gql(CREATE, { ws: 'w', s: 'pg', input: { name: 'roads' } }, await su())).body)).toBe(
      'CONFLICT',
    );
    await h.group(ws.id, 'overview', l.id);
    const del = await t().gql(DELETE, { ws: 'w', s: 'pg', l: 'roads' }, await su());
    expect(del.body.errors![0]).toMatchObject({
      message: 'layer "roads" is used by layer group(s) "overview"',
      extensions: { code: 'CONFLICT' },
    });
  });
});
