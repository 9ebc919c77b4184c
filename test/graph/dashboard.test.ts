import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../support/app';
import { seedWorkspace } from './support';
import type { Json } from '../support/json';

// No worker: it would run the seeded jobs, and its statements would be counted too.
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });
const DASHBOARD = fs.readFileSync(path.join(__dirname, '../../src/domains/graph/dashboard.graphql'), 'utf8');

/**
 * The SQL statements one run of the dashboard query sends. The fewest of three runs: a run may also
 * reload the signing keys when their cache expires, which is authentication's cost, not the graph's.
 */
async function statementsOfDashboard(
  token: string,
  query = DASHBOARD,
): Promise<{ count: number; workspaces: unknown[] }> {
  let count = Infinity;
  let workspaces: unknown[] = [];
  for (let run = 0; run < 3; run++) {
    const before = t().db.statements.count;
    const r = await t().gql(query, {}, token);
    count = Math.min(count, t().db.statements.count - before);
    expect(r.body.errors).toBeUndefined();
    workspaces = r.body.data!.workspacesConnection.nodes;
    expect(r.body.data!.workspacesConnection.totalCount).toBe(workspaces.length);
  }
  return { count, workspaces };
}

describe('the workspace dashboard query (docs/graph.md)', () => {
  it('costs the same number of SQL statements for 20 and for 40 workspaces', async () => {
    const su = await t().token('super_admin');
    for (let i = 0; i < 20; i++) await seedWorkspace(t(), `w${String(i).padStart(2, '0')}`);
    const twenty = await statementsOfDashboard(su);
    expect(twenty.workspaces).toHaveLength(20);
    for (let i = 20; i < 40; i++) await seedWorkspace(t(), `w${String(i).padStart(2, '0')}`);
    const forty = await statementsOfDashboard(su);
    expect(forty.workspaces).toHaveLength(40);

    // Per edge and level: one statement for an object edge; two for a connection (the keys of every
    // parent's page, then their rows), a third when totalCount is selected. Plus the ones Prisma sends
    // for the names it includes. Whatever the number of parents.
    expect(forty.count).toBe(twenty.count);
    expect(twenty.count).toBeGreaterThan(10);
    expect(twenty.count).toBeLessThanOrEqual(40);

    // And it is the whole screen: every workspace with its services, layers, groups, jobs and keys.
    const w = forty.workspaces[39] as Record<string, Json>;
    expect(w.name).toBe('w39');
    expect(w.services.totalCount).toBe(2);
    expect(
      w.services.nodes.flatMap((s: Json) => s.layers.nodes.map((l: Json) => l.defaultStyle?.name ?? null)),
    ).toEqual([null, 'dark', null, 'dark']);
    expect(w.layerGroups.nodes[0].members.map((m: Json) => m.resource.__typename)).toEqual(['Layer', 'LayerGroup']);
    expect(w.tileCacheJobs.nodes[0].zoomProgress).toHaveLength(2);
    // Ids are global ids (docs/graph.md, "Global ids"): the role's is "Role:editor", encoded.
    expect(w.apiKeys.nodes[0].role).toEqual({ id: Buffer.from('Role:editor').toString('base64url'), name: 'Editor' });
  });

  it("pages a layer's groups and a group's members for every parent at once", async () => {
    const su = await t().token('super_admin');
    const query = `{ workspacesConnection { totalCount nodes {
        layers { nodes { layerGroups { totalCount nodes { publicId } } } }
        layerGroups { nodes { membersConnection(first: 1) { totalCount nodes { opacity resource { __typename } } } } }
      } } }`;
    for (let i = 0; i < 3; i++) await seedWorkspace(t(), `w${i}`);
    const three = await statementsOfDashboard(su, query);
    for (let i = 3; i < 6; i++) await seedWorkspace(t(), `w${i}`);
    const six = await statementsOfDashboard(su, query);
    expect(six.count).toBe(three.count);
    type Counted = { totalCount: number };
    const w = six.workspaces[5] as {
      layers: { nodes: { layerGroups: Counted }[] };
      layerGroups: { nodes: { membersConnection: Counted }[] };
    };
    expect(w.layers.nodes.map((l) => l.layerGroups.totalCount)).toEqual([1, 0, 0, 1]);
    expect(w.layerGroups.nodes.map((g) => g.membersConnection.totalCount)).toEqual([2, 1]);
  });
});
