import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import request from 'supertest';
import { createApp, type MapgateApp } from '../../src/app';
import { SigningKeys } from '../../src/auth/signing-keys';
import { mintToken } from '../../src/auth/tokens';
import { loadConfig } from '../../src/base/config';
import { openDatabase } from '../../src/db/client';
import { applyMigrations } from '../../src/db/migrate';
import { createLogger } from '../../src/base/logger';
import { PGLITE_TEMPLATE } from '../support/template';

/**
 * This file closes its database and drains its app, so it owns both rather than sharing the harness's
 * (whose PGlite outlives `db.close()`).
 */
async function ownApp() {
  const fromTemplate = fs.existsSync(PGLITE_TEMPLATE);
  const pglite = new PGlite(
    'memory://',
    fromTemplate ? { loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]) } : {},
  );
  const db = await openDatabase({ pglite });
  if (!fromTemplate) await applyMigrations(db.sql);
  const mapgate = await createApp(loadConfig({ ...process.env }), db, createLogger('silent'));
  return {
    mapgate,
    pglite,
    db,
    async stop() {
      await mapgate.stop();
      await db.close();
      if (!pglite.closed) await pglite.close();
    },
  };
}

let app: Awaited<ReturnType<typeof ownApp>>;
let m: MapgateApp;
beforeAll(async () => {
  app = await ownApp();
  m = app.mapgate;
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}', async () => {
    const res = await request(m.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /metrics', () => {
  it('exposes process metrics and request histograms with bounded labels', async () => {
    await request(m.app).get('/api/v1/workspaces');
    await request(m.app).get('/api/v1/workspaces/3f1c2a9e-0000-4000-8000-000000000001');
    await request(m.app).get('/api/v1/no-such-thing/12345');
    await request(m.app).post('/graphql').send({ query: 'query ProbeMetrics { __typename }' });
    await request(m.app).post('/graphql').send({ query: '{ noSuchField }' });
    const res = await request(m.app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toMatch(/^mapgate_process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^mapgate_nodejs_heap_size_used_bytes /m);
    expect(text).toMatch(
      /mapgate_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/workspaces",status="401"\} 1/,
    );
    // REST routes are labelled by their template, never by the id in the path.
    expect(text).toMatch(
      /mapgate_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/workspaces\/\{workspace\}",status="401"\} 1/,
    );
    expect(text).toMatch(
      /mapgate_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
    );
    expect(text).toMatch(
      /mapgate_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} 1/,
    );
    expect(text).toMatch(
      /mapgate_graphql_operation_duration_seconds_count\{operationName="ProbeMetrics",outcome="success"\} 1/,
    );
    expect(text).toMatch(
      /mapgate_graphql_operation_duration_seconds_count\{operationName="anonymous",outcome="error"\} 1/,
    );
    // Only label values (in quotes) may carry a path; a sample value may happen to contain 12345. A label
    // value is on one line: across lines, the text from one label's closing quote to the next line's
    // opening quote took in a sample value (`{space="new"} 12345792`).
    expect(text).not.toMatch(/"[^"\n]*(3f1c2a9e|12345|no-such-thing)[^"\n]*"/);
  });
});

describe('drain', () => {
  /** A POST whose body is still arriving keeps one request in flight until `finish()`. */
  async function openRequest() {
    const server = m.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    let finish = () => {};
    const status = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          path: '/api/v1/workspaces',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write('{"name":');
      finish = () => req.end('"drained"}');
    });
    while (m.drain.inFlight() === 0) await new Promise((r) => setTimeout(r, 5));
    return { status, finish: () => finish(), close: () => server.close() };
  }

  it('counts requests in flight, refuses new ones with 503 + Retry-After, and lets the open ones finish', async () => {
    const open = await openRequest();
    expect(m.drain.inFlight()).toBe(1);
    expect(await m.drain.waitIdle(50)).toBe(false);

    m.drain.start();
    const refused = await request(m.app).get('/api/v1/workspaces');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({
      code: 503,
      error: 'UNAVAILABLE',
      message: 'Service Unavailable',
      detail: expect.any(String),
    });
    const gql = await request(m.app).post('/graphql').send({ query: '{ __typename }' });
    expect(gql.status).toBe(503);
    expect(gql.body.errors[0].extensions.code).toBe('UNAVAILABLE');

    const ready = await request(m.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(ready.body).toMatchObject({ code: 503, error: 'UNAVAILABLE', checks: { draining: 'failed' } });
    expect((await request(m.app).get('/healthz')).status).toBe(200);

    open.finish();
    expect(await open.status).toBe(401);
    expect(await m.drain.waitIdle(1000)).toBe(true);
    expect(m.drain.inFlight()).toBe(0);
    open.close();
  });
});

describe('a database that goes away', () => {
  let other: Awaited<ReturnType<typeof ownApp>>;
  let token: string;
  beforeAll(async () => {
    other = await ownApp();
    token = await mintToken(new SigningKeys(other.db.prisma), { sub: 'health-test', role: 'super_admin' }, 600);
  });
  afterAll(async () => {
    await other?.stop();
  });

  it('GET /readyz answers 200 while the database answers and migrations are applied, then 503', async () => {
    const ok = await request(other.mapgate.app).get('/readyz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', draining: 'ok' } });
    expect(
      (await request(other.mapgate.app).get('/api/v1/workspaces').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(200);

    await other.pglite.close();
    const res = await request(other.mapgate.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      code: 503,
      error: 'UNAVAILABLE',
      message: 'Service Unavailable',
      detail: 'database unreachable',
      checks: { database: 'failed', migrations: 'skipped', draining: 'ok' },
    });
  });

  it('makes /graphql answer 503 + Retry-After for an UNAVAILABLE error, like REST', async () => {
    const gql = await request(other.mapgate.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: '{ workspaces { id } }' });
    expect(gql.status).toBe(503);
    expect(gql.headers['retry-after']).toBe('5');
    expect(gql.body.errors[0].extensions.code).toBe('UNAVAILABLE');
    const rest = await request(other.mapgate.app).get('/api/v1/workspaces').set('Authorization', `Bearer ${token}`);
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.body.error).toBe('UNAVAILABLE');
  });
});
