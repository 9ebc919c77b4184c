import { useTestApp } from '../support/app';
import { customTms } from '../domains/layer-groups/support';
import { PAGE, seedWorkspace, walk, type SeededWorkspace } from './support';

// No worker: the seeded jobs must keep their states.
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

const badRequest = async (token: string, query: string) => {
  const res = await t().gql(query, {}, token);
  expect([query, res.body.errors?.[0].extensions?.code]).toEqual([query, 'BAD_REQUEST']);
  return res.body.errors![0].message as string;
};

const PUT_TMS = 'mutation($id: String!, $d: JSONObject!) { putTileMatrixSet(tileMatrixSet: $id, definition: $d) }';
const SET_TMS =
  'mutation($ws: String!, $sets: [String!]!) { updateOgcTilesSettings(workspace: $ws, input: { settings: { tileMatrixSets: $sets } }) { enabled } }';

describe('the connections of the short lists', () => {
  let su: string;
  let a: SeededWorkspace;

  beforeEach(async () => {
    su = await t().token('super_admin');
    a = await seedWorkspace(t(), 'a');
    await seedWorkspace(t(), 'b');
    const prisma = t().db.prisma;
    for (const id of ['zz-custom', 'aa-custom', 'mm-custom']) {
      await prisma.role.create({ data: { id, name: `Role ${id}` } });
    }
    for (const id of ['T3', 'T1', 'T2']) {
      const put = await t().gql(PUT_TMS, { id, d: customTms(id) }, su);
      expect(put.body.errors).toBeUndefined();
    }
  });

  it('rolesConnection and tileMatrixSetsConnection page the plain lists in their order, both ways', async () => {
    for (const [plain, conn] of [
      ['roles', 'rolesConnection'],
      ['tileMatrixSets', 'tileMatrixSetsConnection'],
    ]) {
      const type = plain === 'roles' ? 'Role' : 'TileMatrixSet';
      const list = await t().gql(`{ ${plain} { databaseId } }`, {}, su);
      const expected = list.body.data![plain].map((x: { databaseId: string }) => x.databaseId);
      expect(expected.length).toBeGreaterThan(4);
      const got = await walk(
        t(),
        su,
        (args) => `{ c: ${conn}(${args}) { ${PAGE} } } fragment F on ${type} { databaseId }`,
        'c',
        'databaseId',
      );
      expect(got).toEqual(expected);
    }
  });

  it('filters and sorts roles and tile matrix sets', async () => {
    const ids = async (q: string) => {
      const res = await t().gql(q, {}, su);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.c.nodes.map((n: { databaseId: string }) => n.databaseId);
    };
    expect(await ids('{ c: rolesConnection(filter: { builtin: false }) { nodes { databaseId } } }')).toEqual([
      'aa-custom',
      'mm-custom',
      'zz-custom',
    ]);
    expect(await ids('{ c: rolesConnection(filter: { nameContains: "ROLE M" }) { nodes { databaseId } } }')).toEqual([
      'mm-custom',
    ]);
    expect(
      await ids('{ c: rolesConnection(first: 2, orderBy: { field: RANK, direction: DESC }) { nodes { databaseId } } }'),
    ).toEqual(['zz-custom', 'mm-custom']);
    expect(await ids('{ c: tileMatrixSetsConnection(filter: { builtin: true }) { nodes { databaseId } } }')).toEqual([
      'WebMercatorQuad',
      'WorldCRS84Quad',
    ]);
    expect(
      await ids('{ c: tileMatrixSetsConnection(filter: { nameContains: "t2 gr" }) { nodes { databaseId } } }'),
    ).toEqual(['T2']);
    expect(
      await ids(
        '{ c: tileMatrixSetsConnection(filter: { builtin: false }, orderBy: { field: TITLE, direction: DESC }) { nodes { databaseId } } }',
      ),
    ).toEqual(['T3', 'T2', 'T1']);
  });

  it('Layer.layerGroups pages the groups that draw a layer, each once', async () => {
    const prisma = t().db.prisma;
    const roads = a.layerIds.pg_roads;
    for (const publicId of ['g-two', 'g-one', 'g-three']) {
      await prisma.layerGroup.create({
        data: {
          workspaceId: a.id,
          publicId,
          enabled: publicId !== 'g-three',
          // g-two draws the layer twice: it is still one group of the layer.
          members: {
            create: [
              { position: 0, layerId: roads },
              ...(publicId === 'g-two' ? [{ position: 1, layerId: roads }] : []),
            ],
          },
        },
      });
    }
    const query = (args: string) =>
      `{ layer(workspace: "a", service: "pg", layer: "pg_roads") { layerGroups(${args}) { ${PAGE} } } } fragment F on LayerGroup { publicId }`;
    expect(await walk(t(), su, query, 'layer.layerGroups', 'publicId')).toEqual(['base', 'g-one', 'g-three', 'g-two']);
    const filtered = await t().gql(
      `{ layer(workspace: "a", service: "pg", layer: "pg_roads") {
          layerGroups(filter: { enabled: false }) { totalCount nodes { publicId } }
          byCreation: layerGroups(orderBy: { field: CREATED_AT, direction: DESC }, first: 1) { nodes { publicId } } } }`,
      {},
      su,
    );
    expect(filtered.body.errors).toBeUndefined();
    expect(filtered.body.data!.layer.layerGroups).toEqual({ totalCount: 1, nodes: [{ publicId: 'g-three' }] });
    expect(filtered.body.data!.layer.byCreation.nodes).toEqual([{ publicId: 'g-three' }]);
  });

  it('LayerGroup.membersConnection pages the members in drawing order, either way up', async () => {
    const prisma = t().db.prisma;
    const names = ['pg_roads', 'pg_rivers', 'files_roads', 'files_rivers', 'pg_roads'];
    await prisma.layerGroup.create({
      data: {
        workspaceId: a.id,
        publicId: 'stack',
        members: { create: names.map((n, position) => ({ position, layerId: a.layerIds[n], opacity: position / 10 })) },
      },
    });
    const query = (args: string) =>
      `{ layerGroup(workspace: "a", group: "stack") { membersConnection(${args}) { ${PAGE} } } } fragment F on LayerGroupMember { opacity }`;
    const opacities = await walk(t(), su, query, 'layerGroup.membersConnection', 'opacity');
    expect(opacities).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    const plain = await t().gql(
      `{ layerGroup(workspace: "a", group: "stack") {
          members { resourceName opacity }
          membersConnection { nodes { resourceName opacity resource { ... on Layer { name } } } }
          top: membersConnection(orderBy: { field: POSITION, direction: DESC }, first: 2) { nodes { opacity } } } }`,
      {},
      su,
    );
    expect(plain.body.errors).toBeUndefined();
    const g = plain.body.data!.layerGroup;
    expect(g.membersConnection.nodes.map((m: { resourceName: string }) => m.resourceName)).toEqual(names);
    expect(g.membersConnection.nodes.map((m: { resource: { name: string } }) => m.resource.name)).toEqual(names);
    expect(g.members).toEqual(names.map((n, i) => ({ resourceName: n, opacity: i / 10 })));
    expect(g.top.nodes).toEqual([{ opacity: 0.4 }, { opacity: 0.3 }]);
  });

  it("Workspace.tileMatrixSets pages the enabled sets in the settings' order", async () => {
    const set = await t().gql(SET_TMS, { ws: 'a', sets: ['T2', 'WorldCRS84Quad', 'T1', 'WebMercatorQuad'] }, su);
    expect(set.body.errors).toBeUndefined();
    const query = (args: string) =>
      `{ workspace(workspace: "a") { tileMatrixSets(${args}) { ${PAGE} } } } fragment F on TileMatrixSet { databaseId }`;
    expect(await walk(t(), su, query, 'workspace.tileMatrixSets', 'databaseId')).toEqual([
      'T2',
      'WorldCRS84Quad',
      'T1',
      'WebMercatorQuad',
    ]);
    // Workspace b keeps the defaults.
    const b = await t().gql(
      '{ workspace(workspace: "b") { tileMatrixSets { totalCount nodes { databaseId } } } }',
      {},
      su,
    );
    expect(b.body.data!.workspace.tileMatrixSets).toEqual({
      totalCount: 2,
      nodes: [{ databaseId: 'WebMercatorQuad' }, { databaseId: 'WorldCRS84Quad' }],
    });
  });

  it('caps every new connection at 500 and refuses cursors of another list', async () => {
    const services = await t().gql(
      '{ c: servicesConnection(workspace: "a", first: 1) { pageInfo { endCursor } } }',
      {},
      su,
    );
    const foreign = services.body.data!.c.pageInfo.endCursor as string;
    const fields = [
      (args: string) => `{ rolesConnection(${args}) { totalCount } }`,
      (args: string) => `{ tileMatrixSetsConnection(${args}) { totalCount } }`,
      (args: string) =>
        `{ layer(workspace: "a", service: "pg", layer: "pg_roads") { layerGroups(${args}) { totalCount } } }`,
      (args: string) => `{ layerGroup(workspace: "a", group: "base") { membersConnection(${args}) { totalCount } } }`,
      (args: string) => `{ workspace(workspace: "a") { tileMatrixSets(${args}) { totalCount } } }`,
    ];
    for (const field of fields) {
      expect(await badRequest(su, field('first: 501'))).toMatch(/^first: .*500/);
      expect(await badRequest(su, field('last: 501'))).toMatch(/^last: .*500/);
      expect(await badRequest(su, field('after: "nonsense"'))).toMatch(/^after: not a cursor/);
    }
    // A cursor of services (a name and a uuid) fits none of these orders (a rank, a position, an id of text).
    for (const field of [fields[0], fields[3], fields[4]]) {
      expect(await badRequest(su, field(`after: "${foreign}"`))).toMatch(/^after: not a cursor/);
    }
    // A cursor of groups by public id does not fit their order by creation time.
    const byPublicId = await t().gql(
      '{ c: layerGroupsConnection(workspace: "a", first: 1) { pageInfo { endCursor } } }',
      {},
      su,
    );
    const cursor = byPublicId.body.data!.c.pageInfo.endCursor as string;
    expect(await badRequest(su, fields[2](`before: "${cursor}", orderBy: { field: CREATED_AT }`))).toMatch(
      /^before: not a cursor/,
    );
  });

  it('shows nothing of another workspace through the nested paths, and keeps the root rules', async () => {
    const adminB = await t().token(
      'admin',
      (await t().db.prisma.workspace.findUniqueOrThrow({ where: { name: 'b' } })).id,
    );
    const viewerA = await t().token('viewer', a.id);
    // The root fields refuse whoever may not read a.
    for (const tok of [adminB, viewerA]) {
      for (const q of [
        '{ layer(workspace: "a", service: "pg", layer: "pg_roads") { layerGroups { nodes { publicId } } } }',
        '{ layerGroup(workspace: "a", group: "base") { membersConnection { nodes { resourceName } } } }',
        '{ workspace(workspace: "a") { tileMatrixSets { nodes { databaseId } } } }',
        '{ tileMatrixSetsConnection { totalCount } }',
      ]) {
        const r = await t().gql(q, {}, tok);
        expect(r.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(JSON.stringify(r.body.data ?? null)).not.toMatch(/pg_roads|base|WebMercatorQuad/);
      }
    }
    // Through node(id:), a's objects are null for b's admin, so their connections are never reached.
    const ids = await t().gql(
      `{ workspace(workspace: "a") { id layerGroups { nodes { id } } layers { nodes { id } } } }`,
      {},
      su,
    );
    const w = ids.body.data!.workspace;
    const r = await t().gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) {
          ... on Workspace { tileMatrixSets { totalCount } }
          ... on LayerGroup { membersConnection { totalCount } }
          ... on Layer { layerGroups { totalCount } } } }`,
      { ids: [w.id, w.layerGroups.nodes[0].id, w.layers.nodes[0].id] },
      adminB,
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.nodes).toEqual([null, null, null]);
    // b's own graph holds nothing of a through the new connections.
    const mine = await t().gql(
      `{ workspace(workspace: "b") { tileMatrixSets { nodes { databaseId } }
          layers { nodes { layerGroups { nodes { databaseId membersConnection { nodes { resource { ... on Layer { databaseId } ... on LayerGroup { databaseId } } } } } } } } } }`,
      {},
      adminB,
    );
    expect(mine.body.errors).toBeUndefined();
    const text = JSON.stringify(mine.body.data);
    expect(text).toContain('"databaseId"');
    for (const id of [a.id, ...Object.values(a.layerIds), ...Object.values(a.groupIds)]) expect(text).not.toContain(id);
    // Roles answer anyone signed in, as roles does; nobody else.
    expect(
      (await t().gql('{ rolesConnection { totalCount } }', {}, viewerA)).body.data!.rolesConnection.totalCount,
    ).toBe(7);
    expect((await t().gql('{ rolesConnection { totalCount } }')).body.errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it.each([
    // '*': a role in every workspace, as a global claim mapping grants it.
    ['super_admin', null, true],
    ['admin', '*', true],
    ['admin', 'a', true],
    ['editor', 'a', false],
    ['viewer', 'a', false],
    ['editor', '*', false],
    ['viewer', '*', false],
    ['admin', 'b', false],
    ['admin', null, false],
  ])(
    "a %s of %s reaches a's nested lists by global id exactly when the root fields admit it",
    async (role, ws, allowed) => {
      const ids = await t().gql(
        `{ workspace(workspace: "a") { id layerGroups { nodes { id } } layers { nodes { id } } } }`,
        {},
        su,
      );
      const w = ids.body.data!.workspace;
      const workspaceId =
        ws === '*' ? ws : ws && (await t().db.prisma.workspace.findUniqueOrThrow({ where: { name: ws } })).id;
      const token = await t().token(role as string, workspaceId ?? undefined);
      const r = await t().gql(
        `query($ids: [ID!]!) { nodes(ids: $ids) {
          ... on Workspace { tileMatrixSets { totalCount } layerGroups { nodes { membersConnection { totalCount } } } }
          ... on LayerGroup { membersConnection { totalCount nodes { resourceName } } }
          ... on Layer { layerGroups { totalCount nodes { publicId } } } } }`,
        { ids: [w.id, w.layerGroups.nodes.find((g: { id: string }) => g).id, w.layers.nodes[3].id] },
        token,
      );
      expect(r.body.errors).toBeUndefined();
      const root = await t().gql('{ workspace(workspace: "a") { name } }', {}, token);
      expect(root.body.data?.workspace ?? null).toEqual(allowed ? { name: 'a' } : null);
      if (!allowed) {
        expect(r.body.data!.nodes).toEqual([null, null, null]);
        return;
      }
      const [workspace, group, layer] = r.body.data!.nodes;
      expect(workspace.tileMatrixSets.totalCount).toBe(2);
      expect(
        workspace.layerGroups.nodes.map(
          (g: { membersConnection: { totalCount: number } }) => g.membersConnection.totalCount,
        ),
      ).toEqual([2, 1]);
      expect(group.membersConnection).toEqual({
        totalCount: 2,
        nodes: [{ resourceName: 'pg_roads' }, { resourceName: 'inner' }],
      });
      expect(layer.layerGroups).toEqual({ totalCount: 1, nodes: [{ publicId: 'base' }] });
    },
  );
});
