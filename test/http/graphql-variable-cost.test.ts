import { useTestApp } from '../support/app';

// The cost limit counts `first`/`last` given as variables, as it counts them written in the document
// (docs/security.md, "GraphQL refusals"); REST paging runs the route table's own documents, unaffected.
const t = useTestApp({ MAPGATE_GRAPHQL_MAX_COST: '100' });

const LIST = 'query ($n: Int) { workspacesConnection(first: $n) { nodes { id name } } }';
const post = async (body: object) =>
  t()
    .http()
    .post('/graphql')
    .set('Authorization', `Bearer ${await t().token('super_admin')}`)
    .send(body);
const refusal = /^Query cost limit of 100 exceeded, found (\d+) \(setting MAPGATE_GRAPHQL_MAX_COST\)\.$/;

describe('GraphQL cost limit with variables', () => {
  it('first: $n over the limit is refused like the literal (400, the same message)', async () => {
    const literal = await post({ query: '{ workspacesConnection(first: 50) { nodes { id name } } }' });
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].message).toMatch(refusal);
    const variable = await post({ query: LIST, variables: { n: 50 } });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(variable.body.errors[0].message).toBe(literal.body.errors[0].message);
    expect(variable.body.data).toBeUndefined();
  });

  it('a default value counts when the variable is not sent; last counts too; fragments are followed', async () => {
    const byDefault = await post({
      query: 'query ($n: Int = 50) { workspacesConnection(first: $n) { nodes { id } } }',
    });
    expect(byDefault.status).toBe(400);
    expect(byDefault.body.errors[0].message).toMatch(refusal);
    const last = await post({
      query:
        'query ($n: Int) { workspacesConnection(last: $n) { ...page } } fragment page on WorkspaceConnection { nodes { id name } }',
      variables: { n: 60 },
    });
    expect(last.status).toBe(400);
    expect(last.body.errors[0].message).toMatch(refusal);
  });

  it('within the limit it runs; REST pages of 50 are not counted', async () => {
    const small = await post({ query: LIST, variables: { n: 5 } });
    expect(small.status).toBe(200);
    expect(small.body.data.workspacesConnection.nodes).toEqual([]);
    const rest = await t()
      .http()
      .get('/api/v1/workspaces?limit=50')
      .set('Authorization', `Bearer ${await t().token('super_admin')}`);
    expect(rest.status).toBe(200);
  });

  it('a mutation the limit refuses before it runs is audited as its refusal, like an executed one (src/core)', async () => {
    const create = await post({
      query:
        'mutation ($n: Int) { createWorkspace(input: { name: "refused-by-cost" }) { apiKeys(first: $n) { nodes { id } } } }',
      variables: { n: 500 },
    });
    expect(create.status).toBe(400);
    expect(create.body.errors[0].message).toMatch(refusal);
    expect(await t().db.prisma.workspace.count({ where: { name: 'refused-by-cost' } })).toBe(0);
    const events = await t().db.prisma.auditEvent.findMany({ where: { operation: 'createWorkspace' } });
    expect(events).toEqual([
      expect.objectContaining({ surface: 'graphql', action: 'change', status: 400, principal: 'test-super_admin' }),
    ]);
  });
});
