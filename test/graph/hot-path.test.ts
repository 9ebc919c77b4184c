import pino from 'pino';
import { createLogger } from '../../src/base/logger';
import { useTestApp } from '../support/app';
import { apiKey, bearer } from '../support/factories';
import { seedWorkspace } from './support';

/** The log lines of the app, captured (as in test/http/logging.test.ts). */
const lines: string[] = [];
const logger = createLogger('info');
(logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (s: string) => lines.push(s) };

const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false' }, { logger });

/**
 * src/graphql/hot-path.ts: a plain POST /graphql that repeats a query Apollo has already compiled is answered
 * without Apollo. It must answer exactly as Apollo does: the same body, status and headers, the same
 * errors (codes, request id), authorization, audit events, access line and metrics. A request that is
 * anything but plain (extensions, a batch, another content type or Accept, a mutation, variables
 * that do not fit) goes to Apollo.
 */

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

let sent = 0;
/**
 * POST /graphql with a fixed request id (so that two answers can be compared byte for byte), without
 * the headers that differ per request whoever answers: the date and the remaining rate-limit budget.
 */
async function post(body: unknown, headers: Record<string, string>, requestId = `hot-${++sent}`): Promise<Answer> {
  const r = t().http().post('/graphql').set('Content-Type', 'application/json').set('X-Request-Id', requestId);
  for (const [k, v] of Object.entries(headers)) r.set(k, v);
  const res = await r.send(body as object);
  const { date: _date, ratelimit: _budget, ...rest } = res.headers as Record<string, string>;
  return { status: res.status, headers: rest, text: res.text };
}

const hotServed = () => t().mapgate.hotServed;

/** Sends `body` until the hot path answers it; gives the first answer (Apollo's) and the first hot one. */
async function untilHot(body: unknown, headers: Record<string, string>, requestId?: string) {
  const before = hotServed();
  const apollo = await post(body, headers, requestId);
  expect(hotServed()).toBe(before);
  // Compiled on its second execution (src/graphql/jit.ts, COMPILE_AFTER), answered by the hot path from the third.
  const second = await post(body, headers, requestId);
  expect(hotServed()).toBe(before);
  const hot = await post(body, headers, requestId);
  expect(hotServed()).toBe(before + 1);
  return { apollo, second, hot };
}

/** The same request with `extensions: {}`: Apollo reads it as the plain one, the hot path leaves it to Apollo. */
async function viaApollo(body: Record<string, unknown>, headers: Record<string, string>, requestId?: string) {
  const before = hotServed();
  const a = await post({ ...body, extensions: {} }, headers, requestId);
  expect(hotServed()).toBe(before);
  return a;
}

async function apiKeyOf(workspace: string, su: string): Promise<string> {
  const res = await t()
    .http()
    .post(`/api/v1/workspaces/${workspace}/apikeys`)
    .set(bearer(su))
    .send({ name: `k-${++sent}`, role_id: 'admin' });
  expect(res.status).toBe(201);
  return res.body.key as string;
}

const operationMetric = async () =>
  (await t().mapgate.metrics.registry.getSingleMetric('mapgate_graphql_operation_duration_seconds')!.get()).values;
const countOf = async (operationName: string, outcome: string) =>
  (await operationMetric()).find(
    (v) =>
      (v as { metricName?: string }).metricName === 'mapgate_graphql_operation_duration_seconds_count' &&
      v.labels.operationName === operationName &&
      v.labels.outcome === outcome,
  )?.value ?? 0;

describe('the GraphQL hot path', () => {
  it('answers a repeated query as Apollo did, byte for byte, for a token and an API key', async () => {
    const a = await seedWorkspace(t(), 'a');
    const su = await t().token('super_admin');
    const key = await apiKeyOf('a', su);
    const query = `query Layers($w: String!) { layers(workspace: $w) { name } workspace(workspace: $w) { name } }`;
    const { apollo, second, hot } = await untilHot({ query, variables: { w: a.id } }, bearer(su), 'same');
    expect(apollo.status).toBe(200);
    expect(JSON.parse(apollo.text).data.workspace).toEqual({ name: 'a' });
    expect(JSON.parse(apollo.text).data.layers).toHaveLength(4);
    expect(second).toEqual(apollo);
    expect(hot).toEqual(apollo);
    // Known by its text: another credential and other variables take the hot path, with Apollo's answer.
    for (const [who, h] of [
      ['token', bearer(su)],
      ['apikey', apiKey(key)],
    ] as const) {
      for (const w of [a.id, 'a']) {
        const before = hotServed();
        const other = await post({ query, variables: { w } }, h, `other-${who}`);
        expect(hotServed()).toBe(before + 1);
        expect(other).toEqual(await viaApollo({ query, variables: { w } }, h, `other-${who}`));
      }
    }
  });

  it('keeps operations of one document apart by operationName, and the content type Apollo negotiates', async () => {
    await seedWorkspace(t(), 'a');
    const su = bearer(await t().token('super_admin'));
    const query = `query One { workspace(workspace: "a") { name } } query Two { roles { id } }`;
    const one = await untilHot({ query, operationName: 'One' }, su, 'one');
    expect(JSON.parse(one.hot.text)).toEqual({ data: { workspace: { name: 'a' } } });
    expect(one.hot).toEqual(one.apollo);
    // The same text under another name is another operation: Apollo first, until it is compiled too.
    const two = await untilHot({ query, operationName: 'Two' }, su, 'two');
    expect(JSON.parse(two.hot.text).data.roles.length).toBeGreaterThan(0);
    expect(two.hot).toEqual(two.apollo);
    // Without a name the document is ambiguous: Apollo's 400 every time, never the hot path.
    const before = hotServed();
    for (let i = 0; i < 3; i++) expect((await post({ query }, su)).status).toBe(400);
    expect(hotServed()).toBe(before);

    for (const accept of [
      'application/graphql-response+json',
      'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
      '*/*',
    ]) {
      const h = { ...su, Accept: accept };
      const b = hotServed();
      const hot = await post({ query, operationName: 'One' }, h, 'accept');
      expect(hotServed()).toBe(b + 1);
      expect(hot).toEqual(await viaApollo({ query, operationName: 'One' }, h, 'accept'));
    }
    expect(
      (await post({ query, operationName: 'One' }, { ...su, Accept: 'application/graphql-response+json' })).headers[
        'content-type'
      ],
    ).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('answers errors as Apollo does: codes, paths, the request id, authorization per role, audit events', async () => {
    const a = await seedWorkspace(t(), 'a');
    await seedWorkspace(t(), 'b');
    const su = bearer(await t().token('super_admin'));
    const viewer = bearer(await t().token('viewer', a.id));

    // A partial answer: the missing workspace errors at its path, the sibling answers.
    const partial = `{ workspace(workspace: "nope") { name } style(workspace: "a", style: "dark") { name } }`;
    const p = await untilHot({ query: partial }, su, 'partial');
    expect(p.hot).toEqual(p.apollo);
    const body = JSON.parse(p.hot.text);
    expect(body.data).toEqual({ workspace: null, style: { name: 'dark' } });
    expect(body.errors).toEqual([
      expect.objectContaining({ path: ['workspace'], extensions: { code: 'NOT_FOUND', requestId: 'partial' } }),
    ]);
    expect(p.hot.headers['x-request-id']).toBe('partial');
    // The request id is each request's own.
    const own = JSON.parse((await post({ query: partial }, su, 'own-id')).text);
    expect(own.errors[0].extensions.requestId).toBe('own-id');

    // A field the role may not read is refused on every send, with a security audit event each time.
    const forbidden = `query Mappings($w: String!, $m: String!) { claimMapping(workspace: $w, mappingId: $m) { id } }`;
    const vars = { w: a.id, m: a.mappingId };
    const events = () => t().db.prisma.auditEvent.count({ where: { operation: 'claimMapping' } });
    const eventsBefore = await events();
    const f = await untilHot({ query: forbidden, variables: vars }, viewer, 'forbidden');
    expect(f.hot).toEqual(f.apollo);
    const refused = JSON.parse(f.hot.text);
    expect(refused.data).toEqual({ claimMapping: null });
    expect(refused.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(refused.errors[0].extensions.requestId).toBe('forbidden');
    const recorded = await t().db.prisma.auditEvent.findMany({
      where: { operation: 'claimMapping' },
      orderBy: { occurredAt: 'asc' },
    });
    expect(recorded.length - eventsBefore).toBe(3);
    expect(recorded.slice(-3).map((e) => [e.status, e.requestId, e.surface])).toEqual([
      [403, 'forbidden', 'graphql'],
      [403, 'forbidden', 'graphql'],
      [403, 'forbidden', 'graphql'],
    ]);
    // The same compiled query for a caller who may read it answers data: authorization is per request.
    const b = hotServed();
    const allowed = JSON.parse((await post({ query: forbidden, variables: vars }, su)).text);
    expect(hotServed()).toBe(b + 1);
    expect(allowed).toEqual({ data: { claimMapping: { id: expect.any(String) } } });
    expect(await events()).toBe(eventsBefore + 3);

    // Without a credential: UNAUTHENTICATED, as Apollo says it.
    const anon = await post({ query: forbidden, variables: vars }, {}, 'anon');
    expect(anon).toEqual(await viaApollo({ query: forbidden, variables: vars }, {}, 'anon'));
    expect(JSON.parse(anon.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('leaves to Apollo variables that do not fit, mutations and anything but a plain JSON request', async () => {
    const a = await seedWorkspace(t(), 'a');
    const su = bearer(await t().token('super_admin'));
    const query = `query W($w: String!) { workspace(workspace: $w) { name } }`;
    await untilHot({ query, variables: { w: 'a' } }, su);
    const before = hotServed();

    // Variables that do not fit: Apollo's 400 with its wording, never the hot path's.
    const bad = await post({ query, variables: { w: 42 } }, su, 'bad');
    expect(bad.status).toBe(400);
    expect(bad).toEqual(await viaApollo({ query, variables: { w: 42 } }, su, 'bad'));
    expect(JSON.parse(bad.text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect((await post({ query, variables: {} }, su)).status).toBe(400);

    // Not plain: extensions (a persisted query), a batch, another content type (Apollo's CSRF rule), an
    // Accept Apollo refuses, another path.
    expect((await post({ query, variables: { w: 'a' }, extensions: {} }, su)).status).toBe(200);
    const pq = await post({ query, variables: { w: 'a' }, extensions: { persistedQuery: { version: 2 } } }, su);
    expect(pq.status).toBe(400);
    expect((await post([{ query, variables: { w: 'a' } }], su)).status).toBe(400);
    const csrf = await t()
      .http()
      .post('/graphql')
      .set(su)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ query, variables: { w: 'a' } }));
    expect(csrf.status).toBe(400);
    expect((await post({ query, variables: { w: 'a' } }, { ...su, Accept: 'text/html' })).status).toBe(406);
    expect((await post({ query, variables: { w: 'a' }, unknown: 1 }, su)).status).toBe(200);
    expect(hotServed()).toBe(before);

    // A mutation repeated is never answered by the hot path: it runs, and is audited, each time.
    const create = `mutation Create($w: String!, $v: String!) {
      createClaimMapping(workspace: $w, input: { claimName: "groups", claimValue: $v, roleId: "viewer" }) { claimValue }
    }`;
    for (let i = 0; i < 4; i++) {
      const r = await post({ query: create, variables: { w: a.id, v: `team-${i}` } }, su);
      expect(JSON.parse(r.text)).toEqual({ data: { createClaimMapping: { claimValue: `team-${i}` } } });
    }
    expect(hotServed()).toBe(before);
    expect(await t().db.prisma.auditEvent.count({ where: { operation: 'createClaimMapping' } })).toBe(4);
  });

  it('writes the same access line and metrics as Apollo', async () => {
    await seedWorkspace(t(), 'a');
    const su = bearer(await t().token('super_admin', undefined, 'logged-admin'));
    const query = `query Logged { workspace(workspace: "nope") { name } }`;
    const okBefore = await countOf('Logged', 'error');
    lines.length = 0;
    const { apollo, hot } = await untilHot({ query }, su, 'logged');
    expect(hot).toEqual(apollo);
    const ops = lines
      .map((l) => JSON.parse(l) as { msg: string; reqId?: string; graphql?: Record<string, unknown> })
      .filter((l) => l.msg === 'graphql operation' && l.reqId === 'logged')
      .map((l) => ({ ...l.graphql, durationMs: typeof l.graphql?.durationMs }));
    expect(ops).toHaveLength(3);
    for (const op of ops)
      expect(op).toEqual({
        operationName: 'Logged',
        operation: 'query',
        principal: 'mapgate_token:logged-admin',
        durationMs: 'number',
        errors: ['NOT_FOUND'],
      });
    expect(await countOf('Logged', 'error')).toBe(okBefore + 3);
  });

  it("answers the Accept headers of common clients as Apollo does: status, content type and body (src/core's rule)", async () => {
    await seedWorkspace(t(), 'a');
    const su = bearer(await t().token('super_admin'));
    const query = `query Accepted { workspace(workspace: "a") { name } roles { id } }`;
    await untilHot({ query }, su);
    const clients: [string, string | undefined, string][] = [
      ['curl, and Apollo Client 3', '*/*', 'application/json'],
      ['fetch without the header', undefined, 'application/json'],
      ['graphql-request 5', 'application/json', 'application/json'],
      [
        'graphql-request 6 and 7',
        'application/graphql-response+json, application/json',
        'application/graphql-response+json',
      ],
      [
        'Apollo Client 4',
        'application/graphql-response+json,application/json;q=0.9',
        'application/graphql-response+json',
      ],
      [
        'urql (the console)',
        'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
        'application/graphql-response+json',
      ],
      ['a client that prefers JSON', 'application/graphql-response+json;q=0.5, application/json', 'application/json'],
    ];
    for (const [client, accept, type] of clients) {
      const h: Record<string, string> = accept === undefined ? su : { ...su, Accept: accept };
      const b = hotServed();
      const hot = await post({ query }, h, 'accept');
      expect({ client, served: hotServed() }).toEqual({ client, served: b + 1 });
      const apollo = await viaApollo({ query }, h, 'accept');
      expect({ client, ...hot }).toEqual({ client, ...apollo });
      expect({ client, type: hot.headers['content-type'] }).toEqual({ client, type: `${type}; charset=utf-8` });
      expect(hot.status).toBe(200);
    }
    // What the rule does not decide (a media type parameter) and what it refuses go to Apollo, which
    // answers them itself: the same type for a charset, its 406 for a type it cannot send.
    const b = hotServed();
    const charset = await post({ query }, { ...su, Accept: 'application/json; charset=utf-8' });
    expect(charset.status).toBe(200);
    expect(charset.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await post({ query }, { ...su, Accept: 'text/html' })).status).toBe(406);
    expect(hotServed()).toBe(b);
  });
});
