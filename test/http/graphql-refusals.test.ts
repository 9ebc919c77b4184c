import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/base/logger';
import { useTestApp } from '../support/app';
import type { Json } from '../support/json';

// Every log line, to check that refusals of the caller's request are not logged as errors.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const errorLines = () => lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50);

// /graphql refuses bad documents with 400, Apollo's codes and the limit named (docs/security.md).
const t = useTestApp(
  {
    MAPGATE_GRAPHQL_MAX_TOKENS: '300',
    MAPGATE_GRAPHQL_MAX_ALIASES: '3',
    MAPGATE_GRAPHQL_MAX_DEPTH: '2',
    MAPGATE_GRAPHQL_MAX_COST: '20',
  },
  { logger: createLogger('info', sink) },
);
beforeEach(() => {
  lines.length = 0;
});
afterEach(() => {
  // Refusals of the caller's request are never error-level log lines (the access lines prove the sink works).
  expect(lines.length).toBeGreaterThan(0);
  expect(errorLines()).toEqual([]);
});

const post = (body: object) =>
  t().http().post('/graphql').set('Content-Type', 'application/json').set('Apollo-Require-Preflight', 'x').send(body);

const codeOf = (res: { body: Json }) => res.body.errors?.[0]?.extensions?.code;

describe('GraphQL refusals on /graphql', () => {
  it('a document over the token limit: 400 GRAPHQL_PARSE_FAILED naming the limit, reachable anonymously', async () => {
    const res = await post({ query: `{ ${Array(400).fill('__typename').join(' ')} }` });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.body.errors[0].message).toBe(
      'Token limit of 300 exceeded: the document has more tokens (setting MAPGATE_GRAPHQL_MAX_TOKENS).',
    );
  });

  it('too many aliases: 400 GRAPHQL_VALIDATION_FAILED naming the limit', async () => {
    const res = await post({
      query: '{ a: workspaces { id } b: workspaces { id } c: workspaces { id } d: workspaces { id } }',
    });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toBe(
      'Aliases limit of 3 exceeded, found 4 (setting MAPGATE_GRAPHQL_MAX_ALIASES).',
    );
  });

  it('too deep: 400 GRAPHQL_VALIDATION_FAILED naming the depth limit', async () => {
    const deep = '{ me { session { expiresAt } } }';
    const res = await post({ query: deep });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    // Named as a limit with its setting, not as graphql-armor's "Syntax Error".
    expect(res.body.errors[0].message).toBe(
      'Query depth limit of 2 exceeded, found 3 (setting MAPGATE_GRAPHQL_MAX_DEPTH).',
    );
  });

  it('too costly: 400 GRAPHQL_VALIDATION_FAILED naming the cost limit and its setting', async () => {
    // Three lists of five fields, about 28 at graphql-armor's default weights, within the alias limit.
    const res = await post({
      query: `{ ${['w', 'x', 'y'].map((a) => `${a}: workspaces { id name createdAt updatedAt version }`).join(' ')} }`,
    });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(
      /^Query cost limit of 20 exceeded, found \d+ \(setting MAPGATE_GRAPHQL_MAX_COST\)\.$/,
    );
  });

  it('an unknown field and a syntax error keep Apollo codes', async () => {
    const unknown = await post({ query: '{ noSuchField }' });
    expect(unknown.status).toBe(400);
    expect(codeOf(unknown)).toBe('GRAPHQL_VALIDATION_FAILED');
    const syntax = await post({ query: '{ workspaces ' });
    expect(syntax.status).toBe(400);
    expect(codeOf(syntax)).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('automatic persisted queries: not supported, unknown version and hash mismatch are 400s, never INTERNAL', async () => {
    const query = '{ __typename }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect([200, 400]).toContain(unknown.status);
    expect(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']).toContain(codeOf(unknown));
    const version = await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash } } });
    expect(version.status).toBe(400);
    expect(codeOf(version)).not.toBe('INTERNAL');
    const mismatch = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } });
    expect(mismatch.status).toBe(400);
    expect(codeOf(mismatch)).not.toBe('INTERNAL');
  });

  it('a NUL inside a string literal or a variable is a 400 naming the argument or variable', async () => {
    const token = await t().token('super_admin');
    const literal = await t().gql('{ workspace(workspace: "w\\u0000") { id } }', undefined, token);
    expect(literal.status).toBe(400);
    expect(literal.body.errors![0].message).toMatch(/workspace.*NUL/);
    const variable = await t().gql('query($n: String!) { workspace(workspace: $n) { id } }', { n: 'w\u0000' }, token);
    expect(variable.status).toBe(400);
    expect(variable.body.errors![0].message).toMatch(/variables\.n.*NUL/);
  });
});

describe('REST keeps its own error body and codes', () => {
  it('a REST body of the wrong shape is still BAD_REQUEST', async () => {
    const token = await t().token('super_admin');
    const res = await t().http().post('/api/v1/workspaces').set('Authorization', `Bearer ${token}`).send({ name: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
  });

  it('NUL bytes in a path or query parameter are a 400 naming it', async () => {
    const token = await t().token('super_admin');
    const path = await t().http().get('/api/v1/workspaces/w2%00/services').set('Authorization', `Bearer ${token}`);
    expect(path.status).toBe(400);
    expect(path.body.detail).toMatch(/workspace.*NUL/);
    const role = await t().http().get('/api/v1/roles/admin%00').set('Authorization', `Bearer ${token}`);
    expect(role.status).toBe(400);
    const query = await t().http().get('/api/v1/audit/events?action=x%00').set('Authorization', `Bearer ${token}`);
    expect(query.status).toBe(400);
    expect(query.body.detail).toMatch(/action.*NUL/);
  });
});
