import { useTestApp } from '../support/app';
import { seedWorkspace } from './support';

const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' });

/**
 * /graphql executes a document with graphql-js the first times it sees it, then with graphql-jit
 * (src/graphql/jit.ts). A client repeating a document must get the same answer each time: the same data, the
 * same errors with the same codes and paths, the same status, and an audit event each time.
 */
describe('a document sent again and again', () => {
  const SENDS = 4;

  /** The answer without what differs per request by design: the request id in each error. */
  const withoutRequestId = (a: Awaited<ReturnType<ReturnType<typeof t>['gql']>>) => ({
    ...a,
    body: {
      ...a.body,
      errors: a.body.errors?.map((e) => ({ ...e, extensions: { ...e.extensions, requestId: undefined } })),
    },
  });

  async function same(query: string, variables: Record<string, unknown>, token: string) {
    const answers = [];
    for (let i = 0; i < SENDS; i++) answers.push(withoutRequestId(await t().gql(query, variables, token)));
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
    return answers[0];
  }

  it('answers reads, partial errors, refusals and bad variables the same way every time', async () => {
    const a = await seedWorkspace(t(), 'a');
    const b = await seedWorkspace(t(), 'b');
    const su = await t().token('super_admin');
    const adminOfB = await t().token('admin', b.id);

    const read = await same(
      `query Read($w: String!, $m: String!) {
         claimMapping(workspace: $w, mappingId: $m) { id workspaceId claimName roleId priority createdAt }
       }`,
      { w: a.id, m: a.mappingId },
      su,
    );
    expect(read.status).toBe(200);
    expect(read.body.data?.claimMapping).toMatchObject({
      id: expect.any(String),
      workspaceId: a.id,
      roleId: expect.any(String),
    });

    // Fragments, aliases and @include/@skip driven by variables.
    const shaped = await same(
      `query Shaped($yes: Boolean!) {
         first: workspace(workspace: "a") { ...W }
         second: workspace(workspace: "b") { name @include(if: $yes) id @skip(if: $yes) }
       }
       fragment W on Workspace { name id }`,
      { yes: true },
      su,
    );
    expect(shaped.body.errors).toBeUndefined();
    expect(shaped.body.data).toEqual({ first: { name: 'a', id: expect.any(String) }, second: { name: 'b' } });

    // A missing object errors at its own path; the sibling still answers.
    const partial = await same(
      `{ workspace(workspace: "nope") { name } style(workspace: "a", style: "dark") { name } }`,
      {},
      su,
    );
    expect(partial.body.data).toEqual({ workspace: null, style: { name: 'dark' } });
    expect(partial.body.errors?.map((e) => [e.extensions?.code, (e as { path?: string[] }).path])).toEqual([
      ['NOT_FOUND', ['workspace']],
    ]);

    // The authChecker refuses another workspace's admin: the same code on every send.
    const refused = await same(
      `query Other($w: String!, $m: String!) { claimMapping(workspace: $w, mappingId: $m) { id } }`,
      { w: a.id, m: a.mappingId },
      adminOfB,
    );
    expect(refused.body.data?.claimMapping).toBeNull();
    expect(refused.body.errors?.map((e) => e.extensions?.code)).toEqual([
      expect.stringMatching(/^(FORBIDDEN|NOT_FOUND)$/),
    ]);

    // Variables that do not fit the document: a 400 before anything runs.
    const bad = await same(
      `query Read($w: String!, $m: String!) {
         claimMapping(workspace: $w, mappingId: $m) { id workspaceId claimName roleId priority createdAt }
       }`,
      { w: a.id, m: 42 },
      su,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  });

  it('answers unions and interfaces the same way when compiled (node, nodes, a member resource, a dry run)', async () => {
    await seedWorkspace(t(), 'a');
    const su = await t().token('super_admin');
    const group = await same(
      `{ layerGroup(workspace: "a", group: "base") {
           id
           members { opacity resource { __typename ... on Layer { name } ... on LayerGroup { publicId } } }
         } }`,
      {},
      su,
    );
    expect(group.body.errors).toBeUndefined();
    const base = group.body.data?.layerGroup as { id: string; members: { resource: unknown }[] };
    expect(base.members.map((m) => m.resource)).toEqual([
      { __typename: 'Layer', name: 'pg_roads' },
      { __typename: 'LayerGroup', publicId: 'inner' },
    ]);
    const ws = await same(`{ workspace(workspace: "a") { id } }`, {}, su);
    const wsId = (ws.body.data?.workspace as { id: string }).id;
    const nodes = await same(
      `query N($g: ID!, $w: ID!, $gone: ID!) {
         node(id: $g) { __typename id ... on LayerGroup { publicId } }
         nodes(ids: [$w, $g, $gone]) { __typename ... on Workspace { name } ... on Node { id } }
       }`,
      {
        g: base.id,
        w: wsId,
        gone: Buffer.from('Workspace:00000000-0000-4000-8000-000000000000').toString('base64url'),
      },
      su,
    );
    expect(nodes.body.errors).toBeUndefined();
    expect(nodes.body.data).toEqual({
      node: { __typename: 'LayerGroup', id: base.id, publicId: 'base' },
      nodes: [{ __typename: 'Workspace', name: 'a', id: wsId }, { __typename: 'LayerGroup', id: base.id }, null],
    });
    const plan = await same(
      `mutation Plan($w: String!) {
         createTileCacheJob(workspace: $w, dryRun: true, input: { operation: TRUNCATE, resource: "base", tileMatrixSet: "WebMercatorQuad", maxZoom: 1 }) {
           __typename ... on TileCacheJobPlan { estimateBasis }
         }
       }`,
      { w: 'a' },
      su,
    );
    expect(plan.body.errors).toBeUndefined();
    expect((plan.body.data?.createTileCacheJob as { __typename: string }).__typename).toBe('TileCacheJobPlan');
  });

  it('runs a repeated mutation each time, with its errors and its audit event', async () => {
    const a = await seedWorkspace(t(), 'a');
    const su = await t().token('super_admin');
    const create = `mutation Create($w: String!, $v: String!) {
      createClaimMapping(workspace: $w, input: { claimName: "groups", claimValue: $v, roleId: "viewer" }) { claimValue roleId }
    }`;
    for (let i = 0; i < SENDS; i++) {
      const r = await t().gql(create, { w: a.id, v: `team-${i}` }, su);
      expect(r.body).toEqual({ data: { createClaimMapping: { claimValue: `team-${i}`, roleId: 'viewer' } } });
    }
    // The same mapping again: the unique index answers, with the same code every time.
    const duplicate = await same(create, { w: a.id, v: 'team-0' }, su);
    expect(duplicate.body.errors?.map((e) => e.extensions?.code)).toEqual(['CONFLICT']);

    const events = await t().db.prisma.auditEvent.findMany({ where: { operation: 'createClaimMapping' } });
    expect(events).toHaveLength(2 * SENDS);
  });
});
