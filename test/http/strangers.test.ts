import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/base/config';
import { useTestApp } from '../support/app';

// What /graphql spends on and tells a caller without a credential (docs/security.md, "Strangers"): a smaller
// document, a budget of parse and validation time per address, introspection and suggestions by setting,
// on Apollo's path and on the hot path alike.
const t = useTestApp({
  MAPGATE_INTROSPECTION: 'authenticated',
  MAPGATE_SUGGESTIONS: 'authenticated',
  MAPGATE_GRAPHQL_MAX_COST: '100',
});

const post = (body: object, token?: string) => {
  const r = t().http().post('/graphql').set('Content-Type', 'application/json');
  if (token) r.set('Authorization', `Bearer ${token}`);
  return r.send(body);
};
// The probe's document: `{ me { principal } }` aliased 300 times, a fresh comment on each request.
const aliased = () =>
  `# ${randomUUID()}\n{ ${Array.from({ length: 300 }, (_, i) => `a${i}: me { principal }`).join(' ')} }`;
const INTROSPECT = '{ __schema { queryType { name } } }';
const hotServed = () => t().mapgate.hotServed;

describe('a stranger at /graphql', () => {
  it('the 300-alias document is refused on the anonymous token limit, before parsing, naming the setting', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post({ query: aliased() });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(res.body.errors[0].message).toBe(
        'Token limit of 1000 exceeded without a credential: the document has more tokens (setting MAPGATE_GRAPHQL_MAX_TOKENS_ANONYMOUS).',
      );
    }
    // A verified caller has the full token limit: the document is parsed, and refused on its aliases.
    const auth = await post({ query: aliased() }, await t().token('super_admin'));
    expect(auth.status).toBe(400);
    expect(auth.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(auth.body.errors[0].message).toMatch(/limit of \d+ exceeded/);
    // Over GET as well (the query parameter is the document).
    const get = await t().http().get('/graphql').query({ query: aliased() }).set('apollo-require-preflight', '1');
    expect(get.status).toBe(400);
    expect(get.body.errors[0].message).toMatch(/MAPGATE_GRAPHQL_MAX_TOKENS_ANONYMOUS/);
  });

  it('introspection needs a credential (MAPGATE_INTROSPECTION=authenticated), on Apollo and on the hot path', async () => {
    const anon = await post({ query: INTROSPECT });
    expect(anon.status).toBe(400);
    expect(anon.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(anon.body.errors[0].message).toBe(
      'GraphQL introspection needs a credential (setting MAPGATE_INTROSPECTION).',
    );
    expect(anon.body.data).toBeUndefined();
    // Through a fragment and __type too.
    const fragment = await post({ query: '{ ...F } fragment F on Query { __type(name: "Query") { name } }' });
    expect(fragment.status).toBe(400);
    // __typename is no introspection.
    expect((await post({ query: '{ __typename }' })).body.data).toEqual({ __typename: 'Query' });
    // A verified caller runs it until the hot path serves it; a stranger's same text still gets the 400.
    const token = await t().token('super_admin');
    const before = hotServed();
    for (let i = 0; i < 4; i++) {
      const res = await post({ query: INTROSPECT }, token);
      expect(res.status).toBe(200);
      expect(res.body.data.__schema.queryType.name).toBe('Query');
    }
    expect(hotServed()).toBeGreaterThan(before);
    const served = hotServed();
    const again = await post({ query: INTROSPECT });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toMatch(/MAPGATE_INTROSPECTION/);
    expect(hotServed()).toBe(served);
  });

  it('suggestions (fields and enum values, literal or variable) are masked for a stranger, shown to a verified caller (MAPGATE_SUGGESTIONS=authenticated)', async () => {
    const token = await t().token('super_admin');
    const field = '{ workspacse { id } }';
    const literal = '{ workspacesConnection(first: 1, orderBy: { field: NAM }) { nodes { id } } }';
    const variable =
      'query ($f: WorkspaceOrderField!) { workspacesConnection(first: 1, orderBy: { field: $f }) { nodes { id } } }';
    for (const [query, variables, hidden] of [
      [field, undefined, /"workspaces"/],
      [literal, undefined, /"NAME"/],
      [variable, { f: 'NAM' }, /"NAME"/],
    ] as const) {
      const anon = await post({ query, variables });
      expect(anon.status).toBe(400);
      expect(anon.body.errors[0].message).toContain('[Suggestion hidden]');
      expect(anon.body.errors[0].message).not.toMatch(hidden);
      expect(anon.body.errors[0].message).not.toMatch(/Did you mean/);
      const auth = await post({ query, variables }, token);
      expect(auth.status).toBe(400);
      expect(auth.body.errors[0].message).toMatch(/Did you mean/);
      expect(auth.body.errors[0].message).toMatch(hidden);
    }
  });

  it('the cost limit counts variables on the hot path too', async () => {
    const token = await t().token('super_admin');
    const query = 'query ($n: Int) { workspacesConnection(first: $n) { nodes { id name } } }';
    const before = hotServed();
    for (let i = 0; i < 4; i++) expect((await post({ query, variables: { n: 5 } }, token)).status).toBe(200);
    expect(hotServed()).toBeGreaterThan(before);
    const served = hotServed();
    const big = await post({ query, variables: { n: 500 } }, token);
    expect(big.status).toBe(400);
    expect(big.body.errors[0].message).toMatch(
      /^Query cost limit of 100 exceeded, found \d+ \(setting MAPGATE_GRAPHQL_MAX_COST\)\.$/,
    );
    expect(hotServed()).toBe(served);
  });
});

describe('the defaults', () => {
  it('introspection: authenticated under NODE_ENV=production, else all; suggestions off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe('authenticated');
    expect(loadConfig({}).introspection).toBe('all');
    expect(loadConfig({ NODE_ENV: 'production', MAPGATE_INTROSPECTION: 'all' }).introspection).toBe('all');
    expect(loadConfig({}).MAPGATE_SUGGESTIONS).toBe('off');
    expect(() => loadConfig({ MAPGATE_INTROSPECTION: 'some' })).toThrow(
      /MAPGATE_INTROSPECTION: must be all, authenticated or off/,
    );
  });
});
