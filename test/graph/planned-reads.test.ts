import { useTestApp } from '../support/app';
import type { Json } from '../support/json';
import { fewestStatements } from '../support/statements';
import { seedWorkspace, type SeededWorkspace } from './support';

/*
 * Planned reads (docs/graph.md, "Planned reads"): a root connection whose nodes select edges reads
 * them in one statement. Every declared field and edge must answer exactly what its resolver answers:
 * each query here runs twice, planned, and with `@include(if: true)` on one root field, which the
 * planner does not read, so the same query goes field by field as before; the two answers must be equal.
 */
// The selections go deeper than the default limit of 10 (a member's layer's default style's fields are 11).
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false', MAPGATE_GRAPHQL_MAX_DEPTH: '16' });

const STYLE = 'id databaseId workspaceId name title format';
const LAYER = `id databaseId workspaceId serviceId name title defaultStyle { ${STYLE} }`;
const GROUP = 'id databaseId workspaceId publicId title enabled';
const FRAGMENTS: Record<string, string> = {
  keyFields: `fragment keyFields on APIKey {
    id databaseId workspaceId name keyPrefix roleId revoked role { id name description builtin }
  }`,
  memberFields: `fragment memberFields on LayerGroupMember {
    __typename opacity
    resource { __typename ... on Layer { ${LAYER} } ... on LayerGroup { ${GROUP} } }
    style { ${STYLE} }
  }`,
};
/** The fragments `query` spreads, after it. */
const withFragments = (query: string) =>
  [
    query,
    ...Object.entries(FRAGMENTS)
      .filter(([name]) => query.includes(`...${name}`))
      .map(([, f]) => f),
  ].join('\n');

/** Every field and edge declared for planning, under one workspace (`$w`'s selection). */
const WORKSPACE_FIELDS = `
  __typename name
  services(filter: $services, first: $first) {
    __typename totalCount pageInfo { hasNextPage hasPreviousPage }
    nodes { id databaseId workspaceId name type enabled layers(orderBy: { field: NAME, direction: DESC }) {
      totalCount nodes { ${LAYER} } } }
  }
  layers(first: 3) { totalCount nodes { name layerGroups { totalCount nodes { ${GROUP} } } } }
  layerGroups { totalCount nodes { ${GROUP} defaultStyle { ${STYLE} } members { ...memberFields } } }
  tileCacheJobs(filter: { status: [QUEUED, RUNNING] }) {
    totalCount nodes { id databaseId workspaceId status totalTiles processedTiles zoomProgress { zoom totalTiles processedTiles } }
  }
  apiKeys(first: 2) { totalCount pageInfo { hasNextPage } nodes { ...keyFields } }`;

/** `query` with `marker` on the field named `field` of its root nodes: the same query, read field by field. */
const unplanned = (query: string, field: string) =>
  withFragments(query.replace(`ROOT ${field}`, `${field} @include(if: true)`));
const planned = (query: string, field: string) => withFragments(query.replace(`ROOT ${field}`, field));

/** An answer without what differs between two runs of one query: request ids, and locations (the marker moves them). */
const comparable = (body: Json): Json => ({
  ...body,
  ...(body.errors
    ? {
        errors: body.errors.map((e: Json) => ({
          ...e,
          locations: undefined,
          extensions: { ...e.extensions, requestId: undefined },
        })),
      }
    : {}),
});

/** The answer of `query` planned and field by field, with the statements each sent (the fewest of three runs). */
async function bothWays(
  query: string,
  field: string,
  token: string,
  variables: Record<string, unknown> = {},
): Promise<{ planned: Json; unplanned: Json; statements: { planned: number; unplanned: number } }> {
  // Three runs (fewestStatements), the third compiled by graphql-jit: every run answers the same.
  const run = async (q: string) => {
    const { fewest, answers } = await fewestStatements(t().db, () => t().gql(q, variables, token));
    const bodies = answers.map((r) => comparable(r.body));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    return { body: bodies[0], fewest };
  };
  const a = await run(planned(query, field));
  const b = await run(unplanned(query, field));
  return {
    planned: comparable(a.body),
    unplanned: comparable(b.body),
    statements: { planned: a.fewest, unplanned: b.fewest },
  };
}

/** Variety beyond seedWorkspace's: a titled layer, a queued job, a revoked key with a custom role, a third service. */
async function moreOf(w: SeededWorkspace): Promise<void> {
  const prisma = t().db.prisma;
  await prisma.layer.update({ where: { id: w.layerIds.pg_rivers }, data: { title: 'Rivers "and" streams' } });
  await prisma.service.create({
    data: {
      workspaceId: w.id,
      name: 'tiles',
      type: 'geoparquet',
      enabled: false,
      connectionInfo: { path: '/data/t.parquet' },
    },
  });
  // Rows inserted against their names' order: a list's nodes come in its order, not the table's.
  for (const name of ['zeta', 'tz', 'ra'])
    await prisma.service.create({
      data: { workspaceId: w.id, name, type: 'postgis', connectionInfo: { host: 'db', database: name } },
    });
  await prisma.tileCacheJob.create({
    data: {
      workspaceId: w.id,
      status: 'queued',
      totalTiles: 9_007_199_254_740_991n,
      processedTiles: 0n,
      request: { operation: 'truncate', allResources: true, minZoom: 0, maxZoom: 0 },
    },
  });
  await prisma.tileCacheJob.create({
    data: { workspaceId: w.id, status: 'failed', totalTiles: 1n, processedTiles: 1n, request: {} },
  });
  await prisma.role.upsert({
    where: { id: 'auditor' },
    create: { id: 'auditor', name: 'Auditor', description: 'Reads "everything"', builtin: false },
    update: {},
  });
  for (const [i, roleId] of ['auditor', 'viewer'].entries()) {
    await prisma.apiKey.create({
      data: {
        workspaceId: w.id,
        roleId,
        name: `k${i}`,
        keyHash: `${w.id}-${i}`.padEnd(64, '0'),
        keyPrefix: `mgk_${w.name.slice(0, 3)}${i}`,
        revokedAt: i === 0 ? new Date() : null,
      },
    });
  }
}

describe('planned reads (docs/graph.md, "Planned reads")', () => {
  it('answer every declared field and edge exactly as the resolvers do, in fewer statements', async () => {
    const su = await t().token('super_admin');
    for (let i = 0; i < 3; i++) await moreOf(await seedWorkspace(t(), `w${i}`));
    const query = `query($services: ServiceFilter, $first: Int) { workspacesConnection { totalCount nodes { ROOT id ${WORKSPACE_FIELDS} } } }`;
    for (const variables of [{}, { first: 1 }, { services: { nameContains: 'I' }, first: 0 }]) {
      const r = await bothWays(query, 'id', su, variables);
      expect(r.planned.errors).toBeUndefined();
      expect(r.planned).toEqual(r.unplanned);
      expect(r.statements.planned).toBeLessThan(r.statements.unplanned);
    }
    // What the comparison covered: one answer, looked at.
    const { planned: body } = await bothWays(query, 'id', su, { first: 1 });
    const w = body.data.workspacesConnection.nodes[2];
    expect(w.services).toMatchObject({ totalCount: 6, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(w.services.nodes[0].layers.nodes.map((l: Json) => l.name)).toEqual(['files_roads', 'files_rivers']);
    // Every service, in the list's order (inserted out of it).
    const all = (await bothWays(query, 'id', su, {})).planned.data.workspacesConnection.nodes[2];
    expect(all.services.nodes.map((x: Json) => x.name)).toEqual(['files', 'pg', 'ra', 'tiles', 'tz', 'zeta']);
    expect(w.layerGroups.nodes.map((g: Json) => g.members.map((m: Json) => m.resource.__typename))).toEqual([
      ['Layer', 'LayerGroup'],
      ['Layer'],
    ]);
    expect(w.tileCacheJobs.nodes.map((j: Json) => [j.status, j.totalTiles, j.zoomProgress.length])).toEqual([
      ['QUEUED', 9_007_199_254_740_991, 0],
      ['RUNNING', 5, 2],
    ]);
    expect(w.apiKeys.nodes.map((k: Json) => [k.revoked, k.role.name])).toEqual([
      [false, 'Viewer'],
      [true, 'Auditor'],
    ]);
  });

  it('answer a workspace admin through the workspace root connections as the resolvers do', async () => {
    const a = await seedWorkspace(t(), 'alpha');
    await moreOf(a);
    await moreOf(await seedWorkspace(t(), 'beta'));
    const admin = await t().token('admin', a.id);
    for (const [root, field, selection, planned] of [
      ['layerGroupsConnection', 'publicId', `${GROUP} defaultStyle { ${STYLE} } members { ...memberFields }`, true],
      ['servicesConnection', 'name', `id type layers { totalCount nodes { ${LAYER} } }`, true],
      // References alone are not planned: a role comes from the roles cache, with no statement.
      ['apiKeysConnection', 'name', '...keyFields', false],
    ] as const) {
      const query = `{ ${root}(workspace: "alpha") { totalCount nodes { ROOT ${field} ${selection} } } }`;
      const r = await bothWays(query, field, admin);
      expect(r.planned.errors).toBeUndefined();
      expect(r.planned).toEqual(r.unplanned);
      expect(r.planned.data[root].nodes.length).toBeGreaterThan(0);
      if (planned) expect(r.statements.planned).toBeLessThan(r.statements.unplanned);
      else expect(r.statements.planned).toBe(r.statements.unplanned);
    }
  });

  it("keep the edges' rule: an object of another workspace is null for whoever may not read it", async () => {
    const a = await seedWorkspace(t(), 'alpha');
    const b = await seedWorkspace(t(), 'beta');
    // A reference the services never write: alpha's layer drawn with beta's style.
    await t().db.prisma.layer.update({ where: { id: a.layerIds.pg_rivers }, data: { defaultStyleId: b.styleId } });
    const query = `{ servicesConnection(workspace: "alpha") { nodes { ROOT name layers { nodes { name defaultStyle { name workspaceId } } } } } }`;
    const rivers = (body: Json) =>
      body.data.servicesConnection.nodes.flatMap((s: Json) => s.layers.nodes).find((l: Json) => l.name === 'pg_rivers')
        .defaultStyle;
    const asAdmin = await bothWays(query, 'name', await t().token('admin', a.id));
    expect(asAdmin.planned).toEqual(asAdmin.unplanned);
    // Planned, found unreadable, then read field by field: one statement more than that path alone.
    expect(asAdmin.statements.planned).toBe(asAdmin.statements.unplanned + 1);
    expect(rivers(asAdmin.planned)).toBeNull();
    const asSuper = await bothWays(query, 'name', await t().token('super_admin'));
    expect(asSuper.planned).toEqual(asSuper.unplanned);
    expect(asSuper.statements.planned).toBeLessThan(asSuper.statements.unplanned);
    expect(rivers(asSuper.planned)).toEqual({ name: 'dark', workspaceId: b.id });
  });

  it('leave to the resolvers what they do not read, with the same answers and errors', async () => {
    const su = await t().token('super_admin');
    await seedWorkspace(t(), 'alpha');
    for (const selection of [
      // A cursor, an alias, a field no planned type declares, an argument out of range.
      'services(after: "WyJbXCJmaWxlc1wiXSIsIngiXQ") { nodes { name } }',
      'services { nodes { name layers { nodes { label: name } } } }',
      'services { nodes { name connectionInfo } }',
      'services(first: 501) { nodes { name } }',
    ]) {
      const query = `{ workspacesConnection { nodes { ROOT name ${selection} } } }`;
      const r = await bothWays(query, 'name', su);
      expect(r.planned).toEqual(r.unplanned);
      // Not planned: no statement of its own.
      expect(r.statements.planned).toBe(r.statements.unplanned);
    }
  });

  it('count the rows of lists selected for their counts or flags alone, empty ones included', async () => {
    const su = await t().token('super_admin');
    await seedWorkspace(t(), 'alpha');
    await t().db.prisma.workspace.create({ data: { name: 'empty' } });
    const query = `{ workspacesConnection { nodes { ROOT name
      services { totalCount } styles { __typename totalCount } layerGroups { __typename }
      apiKeys { pageInfo { hasNextPage } } layers(first: 1) { pageInfo { hasNextPage hasPreviousPage } totalCount }
    } } }`;
    const r = await bothWays(query, 'name', su);
    expect(r.planned.errors).toBeUndefined();
    expect(r.planned).toEqual(r.unplanned);
    expect(r.statements.planned).toBeLessThan(r.statements.unplanned);
    expect(
      r.planned.data.workspacesConnection.nodes.map((w: Json) => [w.name, w.services.totalCount, w.layers]),
    ).toEqual([
      ['alpha', 2, { pageInfo: { hasNextPage: true, hasPreviousPage: false }, totalCount: 4 }],
      ['empty', 0, { pageInfo: { hasNextPage: false, hasPreviousPage: false }, totalCount: 0 }],
    ]);
  });
});
