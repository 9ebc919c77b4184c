import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { createApp, type MapgateApp } from '../../src/app';
import { exchangeClasses } from '../../src/http/exchange';
import { Credentials } from '../../src/auth/credentials';
import { SigningKeys } from '../../src/auth/signing-keys';
import { mintToken } from '../../src/auth/tokens';
import { loadConfig, type Config } from '../../src/base/config';
import type { Database } from '../../src/db/client';
import { createLogger, type Logger } from '../../src/base/logger';
import { openTestDatabase, type TestDatabase } from './database';
import { OpenApiAnswers, recordingAnswers, type Answer } from './openapi-answers';
import type { Json } from './json';

export interface TestApp {
  app: Express;
  mapgate: MapgateApp;
  db: Database;
  config: Config;
  /** Empties the database (run before each test by `useTestApp`). */
  reset(): Promise<void>;
  stop(): Promise<void>;
  /** A mapgate token for a role (workspace id for workspace roles). */
  token(role: string, workspace?: string, subject?: string): Promise<string>;
  /** supertest agent on the app. */
  http(): ReturnType<typeof request>;
  /** POST /graphql with a bearer token; returns the parsed response. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; body: GraphQLBody }>;
  /**
   * What the OpenAPI document the app serves does not describe in the /api/v1 answers `http()` got since
   * the last call (test/support/openapi-answers.ts); `useTestApp` fails a test that leaves any.
   */
  undocumentedAnswers(): Promise<string[]>;
}

export interface GraphQLBody {
  data?: Record<string, Json> | null;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[];
}

/**
 * Options of a test app; `logger` lets a test capture the log lines. `shareDatabaseOf` runs this app
 * on the database of another test app (a second instance of one deployment); that app resets and closes it.
 */
export interface TestAppOptions {
  logger?: Logger;
  shareDatabaseOf?: () => TestApp;
}

/** Another app's database, left to that app to reset and close. */
const borrowed = (owner: TestApp): TestDatabase => ({
  db: owner.db,
  url: owner.config.DATABASE_URL,
  reset: async () => {},
  close: async () => {},
});

/** The real app on a fresh copy of the migrated test database. */
/**
 * Redis keys and channels of this test file's apps: test files share one Redis, and the failed sign-in
 * counters of one file (all from 127.0.0.1) must not block another's. Apps of one file share it.
 */
export const REDIS_PREFIX = `mapgate-test-${randomUUID().slice(0, 8)}:`;

export async function startTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const tdb: TestDatabase = opts.shareDatabaseOf ? borrowed(opts.shareDatabaseOf()) : await openTestDatabase();
  // As in production, DATABASE_URL names the database the app runs on (the cache bus LISTENs there).
  const config = loadConfig({
    ...process.env,
    MAPGATE_REDIS_PREFIX: REDIS_PREFIX,
    ...(tdb.url ? { DATABASE_URL: tdb.url } : {}),
    ...env,
  });
  const mapgate = await createApp(config, tdb.db, opts.logger ?? createLogger(config.MAPGATE_LOG_LEVEL));
  const keys = new SigningKeys(tdb.db.prisma);
  const answers: Answer[] = [];
  let described: OpenApiAnswers | undefined;
  const recorded = recordingAnswers(mapgate.app, (a) => answers.push(a));
  const t: TestApp = {
    app: mapgate.app,
    mapgate,
    db: tdb.db,
    config,
    async reset() {
      await tdb.reset();
      // The truncation bypassed the services, so nothing invalidated what this instance cached.
      for (const c of mapgate.deps.caches.all()) c.clear();
      // Failed sign-ins of one test must not block the next (docs/security.md, failed sign-ins).
      await mapgate.container.get(Credentials).limiter.clear();
    },
    async stop() {
      await mapgate.stop();
      await tdb.close();
    },
    token: (role, workspace, subject) => mintToken(keys, { sub: subject ?? `test-${role}`, role, workspace }, 3600),
    // A server with the request and response classes of `mapgate serve` (src/server.ts), per call as
    // supertest would make one for the bare app.
    http: () => request(http.createServer(exchangeClasses, recorded)),
    async gql(query, variables, token) {
      const r = request(http.createServer(exchangeClasses, mapgate.app))
        .post('/graphql')
        .set('Content-Type', 'application/json');
      if (token) r.set('Authorization', `Bearer ${token}`);
      const res = await r.send({ query, variables });
      return { status: res.status, body: res.body as GraphQLBody };
    },
    async undocumentedAnswers() {
      const got = answers.splice(0);
      if (!got.some((a) => a.path.startsWith('/api/v1/'))) return [];
      // The document GET /api/v1/openapi.json serves, read without a request (which would count against
      // the rate limit some tests spend).
      described ??= new OpenApiAnswers(JSON.parse(mapgate.openApi()));
      return got.flatMap((a) => described!.check(a));
    },
  };
  return t;
}

/**
 * Jest wiring: one app per test file, an empty database before each test.
 * Use the returned getter inside tests: `const t = useTestApp(); ... t().http()`.
 */
export function useTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(env, opts);
  });
  beforeEach(async () => {
    await t!.reset();
  });
  // Every REST answer of the test's traffic is one the served OpenAPI document describes (issue 30).
  afterEach(async () => {
    if (t) expect(await t.undocumentedAnswers()).toEqual([]);
  });
  afterAll(async () => {
    await t?.stop();
  });
  return () => t!;
}

/**
 * The test app on a port of its own, with subscriptions (graphql-ws on /graphql) attached to the same
 * server as `mapgate serve` attaches them: for real SSE, WebSocket and browser clients. Gives the
 * server's origin (`http://127.0.0.1:PORT`).
 */
export function useListeningApp(t: () => TestApp): () => string {
  let server: http.Server;
  let websocket: { close(): Promise<void> } | undefined;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer(exchangeClasses, t().app);
    websocket = t().mapgate.attachWebSocket(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await websocket?.close();
    if (server) await new Promise((r) => server.close(r));
  });
  return () => origin;
}
