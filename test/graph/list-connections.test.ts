import { useTestApp } from '../support/app';
import { PAGE, seedWorkspace, walk, type Page, type SeededWorkspace } from './support';

// No worker: the seeded jobs must keep their states.
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

/** Each root connection beside the plain list field it pages, the key that tells items apart, its arguments. */
const ROOTS = [
  { conn: 'servicesConnection', list: 'services', type: 'Service', key: 'name', args: 'workspace: "a"' },
  { conn: 'layersConnection', list: 'layers', type: 'Layer', key: 'name', args: 'workspace: "a"' },
  { conn: 'layersConnection', list: 'layers', type: 'Layer', key: 'name', args: 'workspace: "a", service: "pg"' },
  { conn: 'stylesConnection', list: 'styles', type: 'Style', key: 'name', args: 'workspace: "a"' },
  { conn: 'layerGroupsConnection', list: 'layerGroups', type: 'LayerGroup', key: 'publicId', args: 'workspace: "a"' },
  { conn: 'apiKeysConnection', list: 'apiKeys', type: 'APIKey', key: 'id', args: 'workspace: "a"' },
  { conn: 'claimMappingsConnection', list: 'claimMappings', type: 'ClaimMapping', key: 'id', args: 'workspace: "a"' },
  { conn: 'globalClaimMappingsConnection', list: 'globalClaimMappings', type: 'ClaimMapping', key: 'id', args: '' },
  { conn: 'tileCacheJobsConnection', list: 'tileCacheJobs', type: 'TileCacheJob', key: 'id', args: 'workspace: "a"' },
  { conn: 'workspacesConnection', list: 'workspaces', type: 'Workspace', key: 'name', args: '' },
];

const JOB_REQUEST = {
  operation: 'seed',
  resource: 'base',
  allResources: false,
  tileType: 'map',
  tileMatrixSet: 'WebMercatorQuad',
  format: 'image/png',
  style: null,
  minZoom: 0,
  maxZoom: 1,
  bounds: { bbox: [-180, -85, 180, 85], crs: 'EPSG:4326' },
};

describe('root connections', () => {
  let su: string;
  let a: SeededWorkspace;

  beforeEach(async () => {
    su = await t().token('super_admin');
    a = await seedWorkspace(t(), 'a');
    await seedWorkspace(t(), 'b');
    const prisma = t().db.prisma;
    await prisma.workspace.create({ data: { name: 'c' } });
    // More of each, so that every list has pages; keys and jobs a little apart in time (newest first).
    for (const name of ['zeta', 'alpha', 'mid']) {
      await prisma.service.create({ data: { workspaceId: a.id, name, type: 'postgis', connectionInfo: {} } });
      await prisma.style.create({ data: { workspaceId: a.id, name: `s-${name}`, format: 'css', body: 'x' } });
      await prisma.layerGroup.create({ data: { workspaceId: a.id, publicId: `g-${name}` } });
      await prisma.apiKey.create({
        data: { workspaceId: a.id, roleId: 'viewer', name, keyHash: name.padEnd(64, '0'), keyPrefix: 'mgk_x' },
      });
      await prisma.claimMapping.create({
        data: { scope: a.id, workspaceId: a.id, claimName: 'g', claimValue: name, roleId: 'viewer', priority: 1 },
      });
      await prisma.claimMapping.create({ data: { scope: '*', claimName: 'g', claimValue: name, roleId: 'viewer' } });
      await prisma.tileCacheJob.create({
        data: { workspaceId: a.id, status: 'succeeded', request: JOB_REQUEST },
      });
      await new Promise((r) => setTimeout(r, 3));
    }
    await prisma.layer.create({ data: { workspaceId: a.id, serviceId: a.serviceIds[0], name: 'pg_a_first' } });
  });

  it.each(ROOTS)('$conn($args) pages through the rows of $list, in its order, both ways', async (r) => {
    const fragment = `fragment F on ${r.type} { ${r.key} }`;
    const args = (more: string) => [r.args, more].filter(Boolean).join(', ');
    const plain = await t().gql(`{ ${r.list}${r.args ? `(${r.args})` : ''} { ...F } } ${fragment}`, {}, su);
    expect(plain.body.errors).toBeUndefined();
    const expected = (plain.body.data![r.list] as Record<string, unknown>[]).map((x) => x[r.key]);
    expect(expected.length).toBeGreaterThan(2);
    // Both ways: walk checks that backwards gives what forwards gave, and totalCount on every page.
    const query = (more: string) => `{ c: ${r.conn}(${args(more)}) { ${PAGE} } } ${fragment}`;
    expect(await walk(t(), su, query, 'c', r.key)).toEqual(expected);
    expect(a.id).toBeDefined();
  });

  it('filters each list by the conditions that fit it', async () => {
    const q = async (query: string) => {
      const res = await t().gql(query, {}, su);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.c as { totalCount: number; nodes: Record<string, unknown>[] };
    };
    const names = (c: { nodes: Record<string, unknown>[] }, k = 'name') => c.nodes.map((n) => n[k]);
    await t().db.prisma.service.update({ where: { id: a.serviceIds[0] }, data: { enabled: false } });
    expect(
      names(
        await q(
          '{ c: servicesConnection(workspace: "a", filter: { nameContains: "L" }) { totalCount nodes { name } } }',
        ),
      ),
    ).toEqual(['alpha', 'files']);
    expect(
      names(
        await q('{ c: servicesConnection(workspace: "a", filter: { enabled: false }) { totalCount nodes { name } } }'),
      ),
    ).toEqual(['pg']);
    expect(
      (
        await q(
          '{ c: servicesConnection(workspace: "a", filter: { type: POSTGIS, enabled: true }) { totalCount nodes { name } } }',
        )
      ).totalCount,
    ).toBe(4);
    expect(
      names(await q('{ c: stylesConnection(workspace: "a", filter: { format: CSS }) { totalCount nodes { name } } }')),
    ).toEqual(['s-alpha', 's-mid', 's-zeta']);
    expect(
      names(
        await q(
          '{ c: tileCacheJobsConnection(workspace: "a", filter: { status: [RUNNING] }) { totalCount nodes { status } } }',
        ),
        'status',
      ),
    ).toEqual(['RUNNING']);
    await t().db.prisma.apiKey.updateMany({ where: { name: 'mid' }, data: { revokedAt: new Date() } });
    expect(
      names(
        await q('{ c: apiKeysConnection(workspace: "a", filter: { revoked: true }) { totalCount nodes { name } } }'),
      ),
    ).toEqual(['mid']);
    expect(
      names(
        await q(
          '{ c: apiKeysConnection(workspace: "a", filter: { role: "editor", revoked: false }) { totalCount nodes { name } } }',
        ),
      ),
    ).toEqual(['ci']);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (
        await q(
          `{ c: layerGroupsConnection(workspace: "a", filter: { createdAfter: "${future}" }) { totalCount nodes { publicId } } }`,
        )
      ).totalCount,
    ).toBe(0);
    expect(
      (
        await q(
          `{ c: layerGroupsConnection(workspace: "a", filter: { createdBefore: "${future}", enabled: true, nameContains: "G-" }) { totalCount nodes { publicId } } }`,
        )
      ).totalCount,
    ).toBe(3);
    expect(
      names(
        await q(
          '{ c: claimMappingsConnection(workspace: "a", filter: { claimName: "groups" }) { totalCount nodes { claimName } } }',
        ),
        'claimName',
      ),
    ).toEqual(['groups']);
    expect(
      names(
        await q(
          '{ c: layersConnection(workspace: "a", filter: { nameContains: "RIVERS" }) { totalCount nodes { name } } }',
        ),
      ),
    ).toEqual(['files_rivers', 'pg_rivers']);
    expect(
      names(
        await q(
          '{ c: globalClaimMappingsConnection(filter: { claimName: "g", role: "viewer" }) { totalCount nodes { claimValue } } }',
        ),
        'claimValue',
      ),
    ).toEqual(['alpha', 'mid', 'zeta']);
  });

  it('sorts by each key either way, ties broken by id, and pages in that order', async () => {
    const q = async (query: string) => {
      const res = await t().gql(query, {}, su);
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.c as Page & { nodes: { name: string }[] };
    };
    const byCreation = await q(
      '{ c: servicesConnection(workspace: "a", first: 2, orderBy: { field: CREATED_AT, direction: DESC }) { ' +
        'nodes { name } pageInfo { hasNextPage endCursor } } }',
    );
    expect(byCreation.nodes.map((n) => n.name)).toEqual(['mid', 'alpha']);
    const next = await q(
      `{ c: servicesConnection(workspace: "a", first: 5, after: "${byCreation.pageInfo.endCursor}", ` +
        'orderBy: { field: CREATED_AT, direction: DESC }) { nodes { name } } }',
    );
    expect(next.nodes.map((n) => n.name)).toEqual(['zeta', 'files', 'pg']);
    const desc = await q(
      '{ c: servicesConnection(workspace: "a", orderBy: { field: NAME, direction: DESC }) { nodes { name } } }',
    );
    expect(desc.nodes.map((n) => n.name)).toEqual(['zeta', 'pg', 'mid', 'files', 'alpha']);
  });

  it('caps a page at 500, defaults to 50, and refuses cursors of another list or order', async () => {
    const err = async (query: string) => {
      const res = await t().gql(query, {}, su);
      expect(res.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
      return res.body.errors![0].message as string;
    };
    expect(await err('{ servicesConnection(workspace: "a", first: 501) { totalCount } }')).toMatch(/^first: .*500/);
    expect(await err('{ workspace(workspace: "a") { services(last: 501) { totalCount } } }')).toMatch(/^last: .*500/);
    expect(await err('{ servicesConnection(workspace: "a", first: 1, last: 1) { totalCount } }')).toMatch(
      /first and last/,
    );
    expect(await err('{ servicesConnection(workspace: "a", after: "nonsense") { totalCount } }')).toMatch(
      /^after: not a cursor/,
    );
    const byName = await t().gql(
      '{ c: servicesConnection(workspace: "a", first: 1) { pageInfo { endCursor } } }',
      {},
      su,
    );
    const cursor = byName.body.data!.c.pageInfo.endCursor;
    expect(
      await err(
        `{ servicesConnection(workspace: "a", before: "${cursor}", orderBy: { field: CREATED_AT }) { totalCount } }`,
      ),
    ).toMatch(/^before: not a cursor/);

    const prisma = t().db.prisma;
    await prisma.layer.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        workspaceId: a.id,
        serviceId: a.serviceIds[1],
        name: `l${String(i).padStart(2, '0')}`,
      })),
    });
    const res = await t().gql(
      '{ workspace(workspace: "a") { services(filter: { nameContains: "files" }) { nodes { layers { totalCount pageInfo { hasNextPage } edges { cursor } } } } } }',
      {},
      su,
    );
    expect(res.body.errors).toBeUndefined();
    const layers = res.body.data!.workspace.services.nodes[0].layers;
    expect(layers.edges).toHaveLength(50);
    expect(layers.totalCount).toBe(57);
    expect(layers.pageInfo.hasNextPage).toBe(true);
  });
});

describe('browserSessionsConnection', () => {
  it('pages the browser sessions newest first, as browserSessions lists them, for the super admin only', async () => {
    const su = await t().token('super_admin');
    const later = new Date(Date.now() + 3_600_000);
    for (const subject of ['s1', 's2', 's3']) {
      await t().db.prisma.browserSession.create({
        data: {
          secretHash: subject.padEnd(64, 'a'),
          csrfHash: subject.padEnd(64, 'b'),
          subject,
          authMethod: 'oidc',
          remoteAddr: '127.0.0.1',
          userAgent: 'jest',
          idleExpiresAt: later,
          expiresAt: later,
        },
      });
      await new Promise((r) => setTimeout(r, 3));
    }
    const plain = await t().gql('{ browserSessions { subject } }', {}, su);
    expect(plain.body.data!.browserSessions.map((x: { subject: string }) => x.subject)).toEqual(['s3', 's2', 's1']);
    const p1 = await t().gql(
      '{ c: browserSessionsConnection(first: 2) { totalCount nodes { subject } pageInfo { endCursor } } }',
      {},
      su,
    );
    expect(p1.body.data!.c.nodes).toEqual([{ subject: 's3' }, { subject: 's2' }]);
    expect(p1.body.data!.c.totalCount).toBe(3);
    const p2 = await t().gql(
      `{ c: browserSessionsConnection(after: "${p1.body.data!.c.pageInfo.endCursor}") { nodes { subject } pageInfo { hasNextPage } } }`,
      {},
      su,
    );
    expect(p2.body.data!.c).toEqual({ nodes: [{ subject: 's1' }], pageInfo: { hasNextPage: false } });
    const none = await t().gql(
      `{ c: browserSessionsConnection(filter: { createdAfter: "${later.toISOString()}" }) { totalCount } }`,
      {},
      su,
    );
    expect(none.body.data!.c.totalCount).toBe(0);
    const a = await seedWorkspace(t(), 'a');
    const admin = await t().gql('{ c: browserSessionsConnection { totalCount } }', {}, await t().token('admin', a.id));
    expect(admin.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('nested connections', () => {
  it('page each parent on its own, in one batch for all parents', async () => {
    const su = await t().token('super_admin');
    for (const ws of ['a', 'b', 'c']) await seedWorkspace(t(), ws);
    const res = await t().gql(
      `{ workspacesConnection { nodes { name services(first: 1) { totalCount edges { cursor node { name } } pageInfo { hasNextPage endCursor } } } } }`,
      {},
      su,
    );
    expect(res.body.errors).toBeUndefined();
    const all = res.body.data!.workspacesConnection.nodes as { name: string; services: Page }[];
    expect(all.map((w) => [w.name, w.services.totalCount, w.services.edges.map((e) => e.node.name)])).toEqual([
      ['a', 2, ['files']],
      ['b', 2, ['files']],
      ['c', 2, ['files']],
    ]);
    const next = await t().gql(
      `query($after: String) { workspace(workspace: "b") { services(first: 1, after: $after) { nodes { name } pageInfo { hasNextPage hasPreviousPage } } } }`,
      { after: all[1].services.pageInfo.endCursor },
      su,
    );
    expect(next.body.data!.workspace.services).toEqual({
      nodes: [{ name: 'pg' }],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('show nothing of another workspace: no root connection or nested path crosses over', async () => {
    const a = await seedWorkspace(t(), 'a');
    const b = await seedWorkspace(t(), 'b');
    for (const tok of [await t().token('viewer', a.id), await t().token('admin', b.id)]) {
      for (const q of [
        '{ c: servicesConnection(workspace: "a") { nodes { name } } }',
        '{ c: layersConnection(workspace: "a") { nodes { name } } }',
        '{ c: apiKeysConnection(workspace: "a") { nodes { name } } }',
        '{ c: tileCacheJobsConnection(workspace: "a") { nodes { id } } }',
        '{ c: workspacesConnection { nodes { name services { nodes { name } } } } }',
        '{ c: globalClaimMappingsConnection { totalCount } }',
      ]) {
        const r = await t().gql(q, {}, tok);
        expect(r.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(JSON.stringify(r.body.data ?? null)).not.toMatch(/pg_roads|"a"/);
      }
    }
    // B's admin names A's service inside B: not found, never A's layers.
    const adminB = await t().token('admin', b.id);
    const r = await t().gql(
      `{ layersConnection(workspace: "b", service: "${a.serviceIds[0]}") { nodes { name } } }`,
      {},
      adminB,
    );
    expect(r.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // B's own graph, through every nested connection, holds nothing of A.
    const mine = await t().gql(
      `{ workspace(workspace: "b") { services { totalCount nodes { layers { nodes { id name defaultStyle { id } } } } }
          layers { nodes { id } } styles { nodes { id } } layerGroups { nodes { id } } apiKeys { nodes { id } }
          claimMappings { nodes { id } } tileCacheJobs { nodes { id } } } }`,
      {},
      adminB,
    );
    expect(mine.body.errors).toBeUndefined();
    const text = JSON.stringify(mine.body.data);
    for (const id of [a.id, ...Object.values(a.layerIds), a.styleId, a.jobId, a.apiKeyId, a.mappingId]) {
      expect(text).not.toContain(id);
    }
    expect(mine.body.data!.workspace.services.totalCount).toBe(2);
  });
});
