import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../support/app';
import { seedWorkspace, type SeededWorkspace } from './support';
import type { Json } from '../support/json';
import { fewestStatements } from '../support/statements';

// No worker: it would run the seeded jobs, and its statements would be counted too.
const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });
const DASHBOARD = fs.readFileSync(path.join(__dirname, '../../src/domains/graph/dashboard.graphql'), 'utf8');

/**
 * What the dashboard query of 20 workspaces costs at most (issue 35: 32 statements before the pages of
 * one level shared a statement, counted their rows as they went, and Prisma joined its relations; 10
 * before planned reads): the caller's authentication, the page of workspaces (its keys, then its rows)
 * and one planned statement for everything below them (docs/graph.md, "Planned reads").
 */
const DASHBOARD_STATEMENTS = 4;

/** The SQL statements one run of the dashboard query sends: the fewest of three runs (fewestStatements). */
async function statementsOfDashboard(
  token: string,
  query = DASHBOARD,
): Promise<{ count: number; workspaces: unknown[] }> {
  const { fewest, answers } = await fewestStatements(t().db, () => t().gql(query, {}, token));
  for (const r of answers) {
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.workspacesConnection.totalCount).toBe(r.body.data!.workspacesConnection.nodes.length);
  }
  return { count: fewest, workspaces: answers.at(-1)!.body.data!.workspacesConnection.nodes };
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

    // The root page, then one planned statement for every level below it, whatever the number of parents.
    expect(forty.count).toBe(twenty.count);
    expect(twenty.count).toBeLessThanOrEqual(DASHBOARD_STATEMENTS);

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

  it('answers the same screen in at most DASHBOARD_STATEMENTS statements', async () => {
    const su = await t().token('super_admin');
    const seeded: SeededWorkspace[] = [];
    for (let i = 0; i < 20; i++) {
      const w = await seedWorkspace(t(), `w${String(i).padStart(2, '0')}`);
      // A finished job: the query's status filter leaves it out.
      await t().db.prisma.tileCacheJob.create({
        data: {
          workspaceId: w.id,
          status: 'succeeded',
          totalTiles: 1n,
          processedTiles: 1n,
          request: { operation: 'seed', resource: 'base', allResources: false, minZoom: 0, maxZoom: 0 },
        },
      });
      seeded.push(w);
    }
    const { fewest: count, answers } = await fewestStatements(t().db, () => t().gql(DASHBOARD, {}, su));
    for (const r of answers) expect(r.body.errors).toBeUndefined();
    const answer: Record<string, Json> = answers.at(-1)!.body.data!;

    // The whole answer, built from what was written (global ids: docs/graph.md, "Global ids").
    const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');
    const style = (w: SeededWorkspace) => ({ id: gid('Style', w.styleId), name: 'dark' });
    const layer = (w: SeededWorkspace, name: string, styled: boolean) => ({
      id: gid('Layer', w.layerIds[name]),
      name,
      title: null,
      defaultStyle: styled ? { ...style(w), format: 'SLD_1_0_0' } : null,
    });
    const service = (w: SeededWorkspace, i: number, name: string) => ({
      id: gid('Service', w.serviceIds[i]),
      name,
      type: 'POSTGIS',
      enabled: true,
      // By name: rivers before roads; the roads have the default style.
      layers: { nodes: [layer(w, `${name}_rivers`, false), layer(w, `${name}_roads`, true)] },
    });
    const last = seeded[19];
    expect(answer.workspacesConnection).toEqual({
      totalCount: 20,
      pageInfo: {
        hasNextPage: false,
        endCursor: Buffer.from(JSON.stringify([JSON.stringify([last.name]), last.id])).toString('base64url'),
      },
      nodes: seeded.map((w) => ({
        id: gid('Workspace', w.id),
        name: w.name,
        // By name: "files" (seeded second) before "pg".
        services: { totalCount: 2, nodes: [service(w, 1, 'files'), service(w, 0, 'pg')] },
        layerGroups: {
          nodes: [
            {
              id: gid('LayerGroup', w.groupIds.base),
              publicId: 'base',
              enabled: true,
              members: [
                {
                  opacity: 0.5,
                  resource: { __typename: 'Layer', id: gid('Layer', w.layerIds.pg_roads), name: 'pg_roads' },
                  style: style(w),
                },
                {
                  opacity: 1,
                  resource: { __typename: 'LayerGroup', id: gid('LayerGroup', w.groupIds.inner), publicId: 'inner' },
                  style: null,
                },
              ],
            },
            {
              id: gid('LayerGroup', w.groupIds.inner),
              publicId: 'inner',
              enabled: true,
              members: [
                {
                  opacity: 1,
                  resource: { __typename: 'Layer', id: gid('Layer', w.layerIds.files_rivers), name: 'files_rivers' },
                  style: null,
                },
              ],
            },
          ],
        },
        tileCacheJobs: {
          nodes: [
            {
              id: gid('TileCacheJob', w.jobId),
              status: 'RUNNING',
              totalTiles: 5,
              processedTiles: 2,
              // Zoom 0: one tile, done; zoom 1: four tiles, one done.
              zoomProgress: [
                { zoom: 0, totalTiles: 1, processedTiles: 1 },
                { zoom: 1, totalTiles: 4, processedTiles: 1 },
              ],
            },
          ],
        },
        apiKeys: {
          nodes: [
            {
              id: gid('APIKey', w.apiKeyId),
              name: 'ci',
              keyPrefix: w.apiKeyPrefix,
              revoked: false,
              role: { id: gid('Role', 'editor'), name: 'Editor' },
            },
          ],
        },
      })),
    });
    expect(count).toBeLessThanOrEqual(DASHBOARD_STATEMENTS);
  });
});
