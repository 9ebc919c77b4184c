import { useTestApp } from '../support/app';
import { seedWorkspace } from './support';
import type { Json } from '../support/json';

// No worker: the seeded job must stay running (no upstream answers here).
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

const WORKSPACE = `query($ws: String!) {
  workspace(workspace: $ws) {
    name
    services { nodes {
      name
      workspace { name }
      layers { nodes { name service { name } workspace { name } defaultStyle { name format workspace { name } } layerGroups { nodes { publicId } } } }
    } }
    layers { nodes { name } }
    styles { nodes { name } }
    layerGroups { nodes {
      publicId
      workspace { name }
      defaultStyle { name }
      members {
        opacity resourceName styleName
        resource { __typename ... on Layer { name } ... on LayerGroup { publicId } }
        style { name }
      }
    } }
    apiKeys { nodes { name role { id: databaseId builtin } workspace { name } } }
    claimMappings { nodes { claimName role { id: databaseId } workspace { name } } }
    tileCacheJobs { nodes {
      status workspace { name }
      resource { __typename ... on LayerGroup { publicId } }
      zoomProgress { zoom totalTiles processedTiles }
    } }
    running: tileCacheJobs(filter: { status: [QUEUED, RUNNING] }) { nodes { status } }
    finished: tileCacheJobs(filter: { status: [SUCCEEDED] }) { nodes { status } }
    ogcTilesSettings { enabled settings { tileMatrixSets } }
    ogcApiSettings { enabled }
    tileMatrixSets { nodes { id: databaseId } }
  }
}`;

/** The data with every connection `{ nodes: [...] }` replaced by its nodes, to compare with plain lists. */
function flat(v: Json): Json {
  if (Array.isArray(v)) return v.map(flat);
  if (v === null || typeof v !== 'object') return v;
  const keys = Object.keys(v);
  if (keys.length === 1 && keys[0] === 'nodes') return flat(v.nodes);
  return Object.fromEntries(keys.map((k) => [k, flat(v[k])]));
}

describe('relations of the graph', () => {
  it('walks every edge of a workspace, both ways', async () => {
    const a = await seedWorkspace(t(), 'a');
    await seedWorkspace(t(), 'b');
    const r = await t().gql(WORKSPACE, { ws: 'a' }, await t().token('admin', a.id));
    expect(r.body.errors).toBeUndefined();
    const w = flat(r.body.data!.workspace);
    expect(w.name).toBe('a');
    expect(w.services.map((s: { name: string }) => s.name)).toEqual(['files', 'pg']);
    const pg = w.services[1];
    expect(pg.workspace).toEqual({ name: 'a' });
    expect(pg.layers).toEqual([
      {
        name: 'pg_rivers',
        service: { name: 'pg' },
        workspace: { name: 'a' },
        defaultStyle: null,
        layerGroups: [],
      },
      {
        name: 'pg_roads',
        service: { name: 'pg' },
        workspace: { name: 'a' },
        defaultStyle: { name: 'dark', format: 'SLD_1_0_0', workspace: { name: 'a' } },
        layerGroups: [{ publicId: 'base' }],
      },
    ]);
    expect(w.services[0].layers.find((l: { name: string }) => l.name === 'files_rivers').layerGroups).toEqual([
      { publicId: 'inner' },
    ]);
    expect(w.layers.map((l: { name: string }) => l.name)).toEqual([
      'files_rivers',
      'files_roads',
      'pg_rivers',
      'pg_roads',
    ]);
    expect(w.styles).toEqual([{ name: 'dark' }]);
    expect(w.layerGroups).toEqual([
      {
        publicId: 'base',
        workspace: { name: 'a' },
        defaultStyle: { name: 'dark' },
        members: [
          {
            opacity: 0.5,
            resourceName: 'pg_roads',
            styleName: 'dark',
            resource: { __typename: 'Layer', name: 'pg_roads' },
            style: { name: 'dark' },
          },
          {
            opacity: 1,
            resourceName: 'inner',
            styleName: null,
            resource: { __typename: 'LayerGroup', publicId: 'inner' },
            style: null,
          },
        ],
      },
      {
        publicId: 'inner',
        workspace: { name: 'a' },
        defaultStyle: null,
        members: [
          {
            opacity: 1,
            resourceName: 'files_rivers',
            styleName: null,
            resource: { __typename: 'Layer', name: 'files_rivers' },
            style: null,
          },
        ],
      },
    ]);
    expect(w.apiKeys).toEqual([{ name: 'ci', role: { id: 'editor', builtin: true }, workspace: { name: 'a' } }]);
    expect(w.claimMappings).toEqual([{ claimName: 'groups', role: { id: 'viewer' }, workspace: { name: 'a' } }]);
    expect(w.tileCacheJobs).toEqual([
      {
        status: 'RUNNING',
        workspace: { name: 'a' },
        resource: { __typename: 'LayerGroup', publicId: 'base' },
        zoomProgress: [
          { zoom: 0, totalTiles: 1, processedTiles: 1 },
          { zoom: 1, totalTiles: 4, processedTiles: 1 },
        ],
      },
    ]);
    expect(w.running).toEqual([{ status: 'RUNNING' }]);
    expect(w.finished).toEqual([]);
    expect(w.tileMatrixSets.map((s: { id: string }) => s.id)).toEqual(w.ogcTilesSettings.settings.tileMatrixSets);
    expect(w.tileMatrixSets.length).toBeGreaterThan(0);
    expect(typeof w.ogcApiSettings.enabled).toBe('boolean');
  });

  it('reaches the same objects from the other side: a layer up to its service, workspace and groups', async () => {
    const a = await seedWorkspace(t(), 'a');
    const r = await t().gql(
      `{ layer(workspace: "a", service: "pg", layer: "pg_roads") {
           service { name layers { nodes { name } } } workspace { name styles { nodes { name } } } layerGroups { nodes { publicId members { resourceName } } }
         } }`,
      {},
      await t().token('admin', a.id),
    );
    expect(r.body.errors).toBeUndefined();
    expect(flat(r.body.data!.layer)).toEqual({
      service: { name: 'pg', layers: [{ name: 'pg_rivers' }, { name: 'pg_roads' }] },
      workspace: { name: 'a', styles: [{ name: 'dark' }] },
      layerGroups: [{ publicId: 'base', members: [{ resourceName: 'pg_roads' }, { resourceName: 'inner' }] }],
    });
  });

  it('AuditEvent -> workspace and BrowserSession -> apiKey, for the super admin who reads them', async () => {
    const a = await seedWorkspace(t(), 'a');
    const admin = await t().token('admin', a.id);
    const created = await t()
      .http()
      .post('/api/v1/workspaces/a/apikeys')
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'console', role_id: 'admin' });
    expect(created.status).toBe(201);
    const login = await t().http().post('/api/v1/auth/login').send({ token: created.body.key });
    expect(login.status).toBeLessThan(300);
    const su = await t().token('super_admin');
    const r = await t().gql(
      `{ auditEvents(filter: { workspace: "a" }) { events { operation workspaceId workspaceName workspace { name } } }
         browserSessions { authMethod apiKey { name role { id: databaseId } workspace { name } } } }`,
      {},
      su,
    );
    expect(r.body.errors).toBeUndefined();
    const created_ = r.body.data!.auditEvents.events.find((e: { operation: string }) => e.operation === 'createAPIKey');
    expect(created_).toEqual({
      operation: 'createAPIKey',
      workspaceId: a.id,
      workspaceName: 'a',
      workspace: { name: 'a' },
    });
    expect(r.body.data!.browserSessions).toEqual([
      { authMethod: 'api_key', apiKey: { name: 'console', role: { id: 'admin' }, workspace: { name: 'a' } } },
    ]);
  });
});

describe('authorization through nested paths', () => {
  it("a workspace's viewer, or another workspace's admin, reads nothing of it through any root", async () => {
    const a = await seedWorkspace(t(), 'a');
    const b = await seedWorkspace(t(), 'b');
    for (const tok of [await t().token('viewer', a.id), await t().token('admin', b.id)]) {
      const r = await t().gql(WORKSPACE, { ws: 'a' }, tok);
      expect(r.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(r.body.data ?? null)).not.toContain('pg_roads');
      for (const q of [
        `{ layers(workspace: "a") { name workspace { name } } }`,
        `{ layerGroups(workspace: "a") { publicId members { resource { ... on Layer { name } } } } }`,
        `{ services(workspace: "a") { layers { nodes { name } } } }`,
        `{ workspaces { name services { nodes { name } } } }`,
      ]) {
        const n = await t().gql(q, {}, tok);
        expect(n.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(JSON.stringify(n.body.data ?? null)).not.toMatch(/pg_roads|"a"/);
      }
    }
  });

  it("an admin of B walks B's graph and never comes out in A", async () => {
    const a = await seedWorkspace(t(), 'a');
    const b = await seedWorkspace(t(), 'b');
    const r = await t().gql(WORKSPACE, { ws: 'b' }, await t().token('admin', b.id));
    expect(r.body.errors).toBeUndefined();
    const text = JSON.stringify(r.body.data);
    expect(text).not.toContain('"a"');
    for (const id of [a.id, ...Object.values(a.layerIds), a.styleId, a.jobId]) expect(text).not.toContain(id);
  });

  it('the edges hide what the root fields would: a global claim mapping has no workspace, keys of none', async () => {
    const a = await seedWorkspace(t(), 'a');
    const su = await t().token('super_admin');
    const m = await t().gql(
      'mutation { createGlobalClaimMapping(input: { claimName: "groups", claimValue: "ops", roleId: "admin" }) { id } }',
      {},
      su,
    );
    expect(m.body.errors).toBeUndefined();
    const r = await t().gql(
      '{ globalClaimMappings { claimValue workspace { name } role { id: databaseId } } }',
      {},
      su,
    );
    expect(r.body.data!.globalClaimMappings).toEqual([{ claimValue: 'ops', workspace: null, role: { id: 'admin' } }]);
    expect(a.id).toBeDefined();
  });
});
