import { useTestApp } from '../support/app';
import { seedWorkspace, type SeededWorkspace } from './support';

// No worker: the seeded job must stay running (no upstream answers here).
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

const gid = (type: string, id: string): string => Buffer.from(`${type}:${id}`).toString('base64url');

const NODE = `query($id: ID!) {
  node(id: $id) {
    __typename
    id
    ... on Workspace { databaseId name }
    ... on Service { databaseId name }
    ... on Layer { databaseId name }
    ... on Style { databaseId name }
    ... on LayerGroup { databaseId publicId }
    ... on APIKey { databaseId name }
    ... on ClaimMapping { databaseId claimName }
    ... on Role { databaseId name }
    ... on TileCacheJob { databaseId status }
    ... on TileMatrixSet { databaseId title }
    ... on AuditEvent { databaseId operation }
    ... on BrowserSession { databaseId authMethod }
  }
}`;

/** Every node type with one object of it: the global id the graph hands out, and its database id. */
async function everyType(a: SeededWorkspace, superToken: string): Promise<Record<string, [string, string]>> {
  // An audit event and a browser session, made the ordinary way.
  const created = await t().gql(
    `mutation($ws: String!) { createStyle(workspace: $ws, input: { name: "light", format: "css", body: "* { stroke: red; }" }) { id } }`,
    { ws: a.name },
    superToken,
  );
  expect(created.body.errors).toBeUndefined();
  const key = await t()
    .http()
    .post(`/api/v1/workspaces/${a.name}/apikeys`)
    .set('Authorization', `Bearer ${superToken}`)
    .send({ name: 'signin', role_id: 'admin' });
  expect(key.status).toBe(201);
  const login = await t().http().post('/api/v1/auth/login').send({ token: key.body.key });
  expect(login.status).toBeLessThan(300);
  const r = await t().gql(
    `query($ws: String!) {
      workspace(workspace: $ws) {
        id databaseId
        services { nodes { id databaseId } } layers { nodes { id databaseId } }
        styles { nodes { id databaseId } } layerGroups { nodes { id databaseId } }
        apiKeys { nodes { id databaseId } } claimMappings { nodes { id databaseId } }
        tileCacheJobs { nodes { id databaseId } } tileMatrixSets { nodes { id databaseId } }
      }
      role(role: "editor") { id databaseId }
      auditEvents(limit: 1) { events { id databaseId } }
      browserSessions { id databaseId }
    }`,
    { ws: a.name },
    superToken,
  );
  expect(r.body.errors).toBeUndefined();
  const d = r.body.data!;
  const pair = (o: { id: string; databaseId: string }): [string, string] => [o.id, o.databaseId];
  return {
    Workspace: pair(d.workspace),
    Service: pair(d.workspace.services.nodes[0]),
    Layer: pair(d.workspace.layers.nodes[0]),
    Style: pair(d.workspace.styles.nodes[0]),
    LayerGroup: pair(d.workspace.layerGroups.nodes[0]),
    APIKey: pair(d.workspace.apiKeys.nodes[0]),
    ClaimMapping: pair(d.workspace.claimMappings.nodes[0]),
    TileCacheJob: pair(d.workspace.tileCacheJobs.nodes[0]),
    TileMatrixSet: pair(d.workspace.tileMatrixSets.nodes[0]),
    Role: pair(d.role),
    AuditEvent: pair(d.auditEvents.events[0]),
    BrowserSession: pair(d.browserSessions[0]),
  };
}

describe('Node: global ids, node and nodes', () => {
  it('gives every object type a global id of its type and database id, and refetches each by it', async () => {
    const a = await seedWorkspace(t(), 'a');
    const superToken = await t().token('super_admin');
    const all = await everyType(a, superToken);
    expect(Object.keys(all)).toHaveLength(12);
    expect(all.Workspace[1]).toBe(a.id);
    expect(all.Role[1]).toBe('editor');
    for (const [type, [id, databaseId]] of Object.entries(all)) {
      expect(id).toBe(gid(type, databaseId));
      const r = await t().gql(NODE, { id }, superToken);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data!.node).toMatchObject({ __typename: type, id, databaseId });
    }
  });

  it('answers a style with its body as a Style, and a new API key as an APIKey beside its key', async () => {
    const a = await seedWorkspace(t(), 'a');
    const superToken = await t().token('super_admin');
    const r = await t().gql(
      `query($ws: String!) { style(workspace: $ws, style: "dark") { __typename id databaseId body } }`,
      { ws: 'a' },
      superToken,
    );
    expect(r.body.data!.style).toEqual({
      __typename: 'Style',
      id: gid('Style', a.styleId),
      databaseId: a.styleId,
      body: '<StyledLayerDescriptor version="1.0.0"/>',
    });
    // node(id:) answers the same Style, body included.
    const n = await t().gql(
      `query($id: ID!) { node(id: $id) { __typename ... on Style { body } } }`,
      { id: gid('Style', a.styleId) },
      superToken,
    );
    expect(n.body.data!.node).toEqual({ __typename: 'Style', body: '<StyledLayerDescriptor version="1.0.0"/>' });
    const k = await t().gql(
      `mutation($ws: String!) { createAPIKey(workspace: $ws, input: { name: "n", roleId: "viewer" }) {
        __typename apiKey { __typename id databaseId } key } }`,
      { ws: 'a' },
      superToken,
    );
    const made = k.body.data!.createAPIKey;
    expect(made.__typename).toBe('CreateAPIKeyPayload');
    expect(made.apiKey.__typename).toBe('APIKey');
    expect(made.apiKey.id).toBe(gid('APIKey', made.apiKey.databaseId));
    expect(made.key).toMatch(/^mgk_[0-9a-f]{64}$/);
  });

  it("answers null, never another workspace's data, to an admin of another workspace", async () => {
    const a = await seedWorkspace(t(), 'a');
    const b = await seedWorkspace(t(), 'b');
    const adminOfB = await t().token('admin', b.id);
    const ofA = [
      gid('Workspace', a.id),
      gid('Service', a.serviceIds[0]),
      gid('Layer', a.layerIds.pg_roads),
      gid('Style', a.styleId),
      gid('LayerGroup', a.groupIds.base),
      gid('APIKey', a.apiKeyId),
      gid('ClaimMapping', a.mappingId),
      gid('TileCacheJob', a.jobId),
    ];
    for (const id of ofA) {
      const r = await t().gql(NODE, { id }, adminOfB);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data!.node).toBeNull();
    }
    // The same ids of b's own objects answer.
    const own = await t().gql(NODE, { id: gid('Layer', b.layerIds.pg_roads) }, adminOfB);
    expect(own.body.data!.node).toMatchObject({ __typename: 'Layer', databaseId: b.layerIds.pg_roads });
    // Super-admin-only types answer null to a workspace admin; roles answer anyone signed in.
    const tms = await t().gql(NODE, { id: gid('TileMatrixSet', 'WebMercatorQuad') }, adminOfB);
    expect(tms.body.data!.node).toBeNull();
    const role = await t().gql(NODE, { id: gid('Role', 'viewer') }, adminOfB);
    expect(role.body.data!.node).toMatchObject({ __typename: 'Role', databaseId: 'viewer' });
    // A viewer of a itself reads nothing of it either (its root fields need the workspace admin).
    const viewer = await t().gql(NODE, { id: gid('Layer', a.layerIds.pg_roads) }, await t().token('viewer', a.id));
    expect(viewer.body.data!.node).toBeNull();
  });

  it('answers null for an id of nothing, and refuses without a credential', async () => {
    const superToken = await t().token('super_admin');
    for (const id of [
      gid('Layer', '00000000-0000-4000-8000-000000000000'),
      gid('Workspace', 'a'),
      gid('Role', 'nope'),
    ]) {
      const r = await t().gql(NODE, { id }, superToken);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data!.node).toBeNull();
    }
    const anonymous = await t().gql(NODE, { id: gid('Role', 'viewer') });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses malformed ids with a BAD_REQUEST naming the argument', async () => {
    const superToken = await t().token('super_admin');
    const bad = [
      'not an id',
      '0f0e2c1c-0000-4000-8000-000000000000',
      gid('Nothing', 'x'),
      `${gid('Layer', 'x')}=`,
      Buffer.from('Layer').toString('base64url'),
    ];
    for (const id of bad) {
      const r = await t().gql(NODE, { id }, superToken);
      expect(r.body.data!.node).toBeNull();
      expect(r.body.errors?.[0]).toMatchObject({ path: ['node'], extensions: { code: 'BAD_REQUEST' } });
      expect(r.body.errors?.[0].message).toMatch(/^id: not a global id/);
    }
    const many = await t().gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: [gid('Role', 'viewer'), 'nope'] },
      superToken,
    );
    expect(many.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(many.body.errors?.[0].message).toMatch(/^ids\[1\]: not a global id/);
  });

  it('reads a batch with nodes in one statement per type, in order, with null where node is null', async () => {
    const a = await seedWorkspace(t(), 'a');
    const b = await seedWorkspace(t(), 'b');
    const token = await t().token('admin', a.id);
    const ids = [
      gid('Layer', a.layerIds.pg_roads),
      gid('Layer', b.layerIds.pg_roads),
      gid('Layer', a.layerIds.files_roads),
      gid('Service', a.serviceIds[1]),
      gid('Layer', a.layerIds.pg_rivers),
      gid('Service', a.serviceIds[0]),
    ];
    const query = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Layer { name } ... on Service { name } } }`;
    const statementsOf = async (batch: string[]) => {
      await t().gql(query, { ids: batch }, token); // warms the identity caches
      const before = t().db.statements.count;
      const res = await t().gql(query, { ids: batch }, token);
      return { res, count: t().db.statements.count - before };
    };
    const { res: r, count: six } = await statementsOf(ids);
    const { count: two } = await statementsOf([ids[0], ids[3]]);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.nodes).toEqual([
      { __typename: 'Layer', id: ids[0], name: 'pg_roads' },
      null,
      { __typename: 'Layer', id: ids[2], name: 'files_roads' },
      { __typename: 'Service', id: ids[3], name: 'files' },
      { __typename: 'Layer', id: ids[4], name: 'pg_rivers' },
      { __typename: 'Service', id: ids[5], name: 'pg' },
    ]);
    // One statement for the layers and one for the services, however many ids of each.
    expect(six).toBe(two);
  });

  it(`takes at most 100 ids in nodes`, async () => {
    const superToken = await t().token('super_admin');
    const ids = Array.from({ length: 101 }, () => gid('Role', 'viewer'));
    const r = await t().gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, superToken);
    expect(r.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(r.body.errors?.[0].message).toBe('ids: at most 100 ids per call (got 101)');
    const ok = await t().gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: ids.slice(1) }, superToken);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.nodes).toHaveLength(100);
  });
});

describe('the Node interface in the schema', () => {
  it('is implemented by every object type with an id, except the two whose id is not an object of their own', async () => {
    const r = await t().gql(`{ __schema { types { name kind fields { name } interfaces { name } } } }`);
    type T = { name: string; kind: string; fields: { name: string }[] | null; interfaces: { name: string }[] | null };
    const objects = (r.body.data!.__schema.types as T[]).filter((x) => x.kind === 'OBJECT' && !x.name.startsWith('__'));
    const withId = objects.filter((x) => x.fields?.some((f) => f.name === 'id')).map((x) => x.name);
    const nodes = objects.filter((x) => x.interfaces?.some((i) => i.name === 'Node')).map((x) => x.name);
    // AuthWorkspace is the caller's role in a workspace; an integrity issue names an orphan row or directory.
    expect(withId.filter((n) => !nodes.includes(n)).sort()).toEqual(['AuthWorkspace', 'IntegrityIssue']);
    for (const n of nodes)
      expect(objects.find((x) => x.name === n)!.fields!.map((f) => f.name)).toContain('databaseId');
  });

  it('has one typename per id: one Node type per kind of object, and no other type carries a databaseId', async () => {
    const r = await t().gql(`{ __schema { types { name kind fields { name } interfaces { name } } } }`);
    type T = { name: string; kind: string; fields: { name: string }[] | null; interfaces: { name: string }[] | null };
    const objects = (r.body.data!.__schema.types as T[]).filter((x) => x.kind === 'OBJECT' && !x.name.startsWith('__'));
    const nodes = objects.filter((x) => x.interfaces?.some((i) => i.name === 'Node')).map((x) => x.name);
    // Each kind of object once (a style with its body is a Style; a new key's answer wraps its APIKey).
    expect(nodes.sort()).toEqual(
      [
        'APIKey',
        'AuditEvent',
        'BrowserSession',
        'ClaimMapping',
        'Layer',
        'LayerGroup',
        'Role',
        'Service',
        'Style',
        'TileCacheJob',
        'TileMatrixSet',
        'Workspace',
      ].sort(),
    );
    const carriers = objects.filter((x) => x.fields?.some((f) => f.name === 'databaseId')).map((x) => x.name);
    expect(carriers.sort()).toEqual(nodes.sort());
  });
});

describe('Style.body', () => {
  it('is read only when selected, for every style of the answer in one statement', async () => {
    const a = await seedWorkspace(t(), 'a');
    for (const name of ['b', 'c', 'd']) {
      await t().db.prisma.style.create({
        data: { workspaceId: a.id, name, format: 'css', body: `/* ${name} */ * { stroke: #000000; }` },
      });
    }
    const token = await t().token('super_admin');
    const count = async (query: string) => {
      await t().gql(query, {}, token); // warms the identity caches
      const before = t().db.statements.count;
      const res = await t().gql(query, {}, token);
      expect(res.body.errors).toBeUndefined();
      return { data: res.body.data!, statements: t().db.statements.count - before };
    };
    const names = await count('{ styles(workspace: "a") { name } }');
    const bodies = await count('{ styles(workspace: "a") { name body sldBody } }');
    expect(bodies.data.styles).toEqual([
      { name: 'b', body: '/* b */ * { stroke: #000000; }', sldBody: null },
      { name: 'c', body: '/* c */ * { stroke: #000000; }', sldBody: null },
      { name: 'd', body: '/* d */ * { stroke: #000000; }', sldBody: null },
      {
        name: 'dark',
        body: '<StyledLayerDescriptor version="1.0.0"/>',
        sldBody: '<StyledLayerDescriptor version="1.0.0"/>',
      },
    ]);
    // The bodies of the four styles cost one statement more than the list without them.
    expect(bodies.statements - names.statements).toBe(1);
    // Through an edge too: both default styles of a layer list, one statement for their bodies.
    const edge = await count('{ layers(workspace: "a") { name defaultStyle { name } } }');
    const edgeBodies = await count('{ layers(workspace: "a") { name defaultStyle { name body } } }');
    expect(edgeBodies.statements - edge.statements).toBe(1);
  });
});

describe('global ids as arguments', () => {
  it('takes the global id wherever an argument names an object, on GraphQL and REST alike', async () => {
    const a = await seedWorkspace(t(), 'a');
    const superToken = await t().token('super_admin');
    const adminToken = await t().token('admin', a.id);
    const ws = gid('Workspace', a.id);
    const r = await t().gql(
      `query($ws: String!, $service: String!, $layer: String!, $group: String!, $key: ID!, $mapping: String!, $job: String!) {
        workspace(workspace: $ws) { name }
        service(workspace: $ws, service: $service) { name }
        layer(workspace: $ws, service: $service, layer: $layer) { name }
        layerGroup(workspace: $ws, group: $group) { publicId }
        apiKey(workspace: $ws, keyId: $key) { name }
        claimMapping(workspace: $ws, mappingId: $mapping) { claimName }
        tileCacheJob(workspace: $ws, job: $job) { status }
      }`,
      {
        ws,
        service: gid('Service', a.serviceIds[0]),
        layer: gid('Layer', a.layerIds.pg_roads),
        group: gid('LayerGroup', a.groupIds.base),
        key: gid('APIKey', a.apiKeyId),
        mapping: gid('ClaimMapping', a.mappingId),
        job: gid('TileCacheJob', a.jobId),
      },
      adminToken,
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data).toEqual({
      workspace: { name: 'a' },
      service: { name: 'pg' },
      layer: { name: 'pg_roads' },
      layerGroup: { publicId: 'base' },
      apiKey: { name: 'ci' },
      claimMapping: { claimName: 'groups' },
      tileCacheJob: { status: 'RUNNING' },
    });
    const global = await t().gql(
      `query($role: String!, $tms: String!) { role(role: $role) { databaseId } tileMatrixSet(tileMatrixSet: $tms) { databaseId } }`,
      { role: gid('Role', 'viewer'), tms: gid('TileMatrixSet', 'WorldCRS84Quad') },
      superToken,
    );
    expect(global.body.errors).toBeUndefined();
    expect(global.body.data).toEqual({
      role: { databaseId: 'viewer' },
      tileMatrixSet: { databaseId: 'WorldCRS84Quad' },
    });
    // A mutation: revoke the key by its global id; REST sees it revoked.
    const revoke = await t().gql(
      `mutation($ws: String!, $key: ID!) { revokeAPIKey(workspace: $ws, keyId: $key) }`,
      { ws, key: gid('APIKey', a.apiKeyId) },
      adminToken,
    );
    expect(revoke.body.errors).toBeUndefined();
    const rest = await t()
      .http()
      .get(`/api/v1/workspaces/${a.name}/apikeys/${gid('APIKey', a.apiKeyId)}`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: a.apiKeyId, revoked: true });
    // An input's roleId takes the role's global id too.
    const key = await t().gql(
      `mutation($ws: String!, $role: String!) { createAPIKey(workspace: $ws, input: { name: "g", roleId: $role }) { apiKey { roleId } } }`,
      { ws, role: gid('Role', 'viewer') },
      adminToken,
    );
    expect(key.body.errors).toBeUndefined();
    expect(key.body.data!.createAPIKey.apiKey.roleId).toBe('viewer');
  });

  it('refuses the global id of another type with a BAD_REQUEST naming the argument', async () => {
    const a = await seedWorkspace(t(), 'a');
    const adminToken = await t().token('admin', a.id);
    const r = await t().gql(
      `query($key: ID!) { apiKey(workspace: "a", keyId: $key) { name } }`,
      { key: gid('Layer', a.layerIds.pg_roads) },
      adminToken,
    );
    expect(r.body.data!.apiKey).toBeNull();
    expect(r.body.errors?.[0]).toMatchObject({ path: ['apiKey'], extensions: { code: 'BAD_REQUEST' } });
    expect(r.body.errors?.[0].message).toBe('keyId: expected a APIKey, got the global id of a Layer');
    // Styles are named, never addressed by id: their global id is refused, not looked up as a name.
    const style = await t().gql(
      `query($style: String!) { style(workspace: "a", style: $style) { name } }`,
      { style: gid('Style', a.styleId) },
      adminToken,
    );
    expect(style.body.errors?.[0]).toMatchObject({ path: ['style'], extensions: { code: 'BAD_REQUEST' } });
    expect(style.body.errors?.[0].message).toBe('style: takes a name, not the global id of a Style');
    const rest = await t()
      .http()
      .get(`/api/v1/workspaces/${gid('Service', a.serviceIds[0])}/services`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('workspace: expected a Workspace, got the global id of a Service');
  });
});
