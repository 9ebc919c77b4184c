import pino from 'pino';
import request from 'supertest';
import { createApp, type MapgateApp } from '../../src/app';
import { loadConfig } from '../../src/base/config';
import { createLogger } from '../../src/base/logger';
import { openTestDatabase, type TestDatabase } from '../support/database';

/** Log lines of the real logger (src/base/logger.ts, with its redact paths), captured instead of written to stdout. */
const lines: string[] = [];
let tdb: TestDatabase;
let m: MapgateApp;

beforeAll(async () => {
  const logger = createLogger('info');
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (s: string) => {
      lines.push(s);
    },
  };
  tdb = await openTestDatabase();
  m = await createApp(loadConfig({ ...process.env }), tdb.db, logger);
});
afterAll(async () => {
  await m?.stop();
  await tdb?.close();
});
beforeEach(() => {
  lines.length = 0;
});

interface Entry {
  msg?: string;
  reqId?: string;
  req?: { id?: string; url?: string; headers?: unknown; userAgent?: string };
  res?: { statusCode: number };
  graphql?: {
    operationName: string | null;
    operation: string | null;
    principal: string;
    durationMs: number;
    errors: string[];
  };
}
const logged = () => lines.map((l) => JSON.parse(l) as Entry);

describe('access log', () => {
  it('logs each request once with its request id and no credential', async () => {
    await request(m.app)
      .get('/api/v1/workspaces?access_token=QS-SECRET&limit=5')
      .set('X-Request-Id', 'log-test-1')
      .set('Authorization', 'Bearer AUTH-SECRET')
      .set('Cookie', 'mapgate_session=COOKIE-SECRET; mapgate_csrf=CSRF-COOKIE-SECRET')
      .set('X-CSRF-Token', 'CSRF-SECRET');
    await request(m.app).get('/api/v1/workspaces').set('X-Request-Id', 'log-test-2').set('X-API-Key', 'mgk_KEY-SECRET');
    const entries = logged().filter((e) => e.req?.id === 'log-test-1' && e.res);
    expect(entries).toHaveLength(1);
    // Unknown query parameters are refused (400) like unknown body fields; the line is what matters here.
    expect(entries[0].res!.statusCode).toBe(400);
    expect(entries[0].req!.url).toBe('/api/v1/workspaces?access_token=%5Bredacted%5D&limit=5');
    expect(logged().some((e) => e.req?.id === 'log-test-2')).toBe(true);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });

  it('leaves request headers out at info level, keeping the user agent', async () => {
    await request(m.app).get('/api/v1/workspaces').set('X-Request-Id', 'log-test-3').set('User-Agent', 'probe/1.0');
    const [e] = logged().filter((x) => x.req?.id === 'log-test-3');
    expect(e.req!.userAgent).toBe('probe/1.0');
    expect(e.req!.headers).toBeUndefined();
  });

  it('writes a GraphQL line with operation, principal, duration and error codes; errors carry the request id', async () => {
    const denied = await request(m.app)
      .post('/graphql')
      .set('X-Request-Id', 'log-gql-1')
      .send({ query: 'query ListThem { workspaces { id } }' });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: 'log-gql-1' });
    const invalid = await request(m.app).post('/graphql').set('X-Request-Id', 'log-gql-2').send({ query: '{ nope }' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      requestId: 'log-gql-2',
    });
    // Refusals before execution (armor's alias limit, the parser's token limit) carry it too.
    const aliases = Array.from({ length: 20 }, (_, n) => `a${n}: workspaces { id }`).join(' ');
    const tooMany = await request(m.app)
      .post('/graphql')
      .set('X-Request-Id', 'log-gql-3')
      .send({ query: `{ ${aliases} }` });
    expect(tooMany.status).toBe(400);
    const tooLong = await request(m.app)
      .post('/graphql')
      .set('X-Request-Id', 'log-gql-4')
      // 5100 tokens, over the document limit (5000), in a body under the anonymous body limit (64 KiB).
      .send({ query: `{ ${'__typename '.repeat(5100)} }` });
    expect(tooLong.status).toBe(400);
    // Refused before Apollo (a body that is not JSON): the same shape, with the request id too.
    const notJson = await request(m.app)
      .post('/graphql')
      .set('X-Request-Id', 'log-gql-5')
      .set('Content-Type', 'application/json')
      .send('{ not json');
    expect(notJson.status).toBe(400);
    expect(notJson.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    for (const [r, id] of [
      [tooMany, 'log-gql-3'],
      [tooLong, 'log-gql-4'],
      [notJson, 'log-gql-5'],
    ] as const) {
      expect(r.body.errors.length).toBeGreaterThan(0);
      for (const e of r.body.errors) expect(e.extensions.requestId).toBe(id);
    }

    const [line] = logged().filter((e) => e.reqId === 'log-gql-1' && e.graphql);
    expect(line.msg).toBe('graphql operation');
    expect(line.graphql).toMatchObject({
      operationName: 'ListThem',
      operation: 'query',
      principal: 'anonymous',
      errors: ['UNAUTHENTICATED'],
    });
    expect(line.graphql!.durationMs).toBeGreaterThanOrEqual(0);
    const [bad] = logged().filter((e) => e.reqId === 'log-gql-2' && e.graphql);
    expect(bad.graphql!.errors).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('stays quiet about successful probes and scrapes', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) await request(m.app).get(path);
    await request(m.app).get('/api/v1/nope');
    expect(logged().map((e) => e.req?.url)).toEqual(['/api/v1/nope']);
  });
});
