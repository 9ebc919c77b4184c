import pino from 'pino';
import { print } from 'graphql';
import { domains } from '../../src/domains';
import { createLogger } from '../../src/base/logger';
import { useTestApp, type TestApp } from '../support/app';
import { CSS } from '../domains/styles/fixtures';

/**
 * No answer of either surface carries internals (docs/reliability.md, "What an answer may say"), under
 * faults forced on the test's own database through plain SQL: constraints every write violates, a
 * trigger that raises with a message full of internals, and tables that are gone. Every operation of
 * the route table is swept on REST and on /graphql; the details go to the log with the request id.
 */
const lines: string[] = [];
const logger = createLogger('info');
(logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
  write: (s: string) => {
    lines.push(s);
  },
};
const t = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '100000' }, { logger });

/** Words of an ORM, a driver, SQL, a stack or an address: none may reach a caller. */
const INTERNALS =
  /prisma|invocation|driver|adapter|\bECONN|127\.0\.0\.1|10\.0\.0\.7|::1|postgres|pglite|SELECT |INSERT |UPDATE |DELETE FROM|relation|violates|constraint|mg_|trigger|\/srv\/|\.ts:|\.js:|node_modules|\n\s+at |5432/i;

/** Tables a super admin's token is verified against, and the audit trail: left alone by the faults. */
const KEPT = new Set(['signing_keys', 'roles', 'audit_events', '_prisma_migrations']);

/** The REST error body's fields (docs/rules.md §2), as the served OpenAPI document's Error schema lists them. */
const restFields = (app: TestApp): Set<string> =>
  new Set(Object.keys(JSON.parse(app.mapgate.openApi()).components.schemas.Error.properties));
const GRAPHQL_ERROR_FIELDS = new Set(['message', 'locations', 'path', 'extensions']);

async function faultTables(app: TestApp): Promise<string[]> {
  const rows = await app.db.sql.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((r) => r.tablename).filter((n) => !KEPT.has(n));
}

interface Outcome {
  at: string;
  status: number;
  requestId: string;
  body: unknown;
  text: string;
}

/** Whatever the status, the body of a failure has only the documented fields and no internals. */
function problemsOf(o: Outcome, surface: 'rest' | 'graphql', documented: Set<string>): string[] {
  const p: string[] = [];
  const at = `${o.at}: ${o.status} ${o.text.slice(0, 300)}`;
  // Data a caller asked for (audit events carry client addresses) is not an error answer.
  const said =
    surface === 'graphql'
      ? JSON.stringify((o.body as { errors?: unknown }).errors ?? [])
      : o.status >= 400
        ? o.text
        : '';
  // The answer's own request id is a random UUID, and one with "5432" in it is no leak.
  const leak = INTERNALS.exec(o.requestId ? said.replaceAll(o.requestId, '') : said);
  if (leak) p.push(`internals (${leak[0]}): ${at}`);
  if (o.status === 500 || o.status === 503) {
    if (!o.requestId) p.push(`no X-Request-Id: ${at}`);
  }
  if (surface === 'rest') {
    if (o.status >= 400) {
      const extra = Object.keys(o.body as object).filter((k) => !documented.has(k));
      if (extra.length) p.push(`fields ${extra.join(',')}: ${at}`);
    }
    if (o.status >= 500 && !/^(INTERNAL|UNAVAILABLE)$/.test((o.body as { error?: string }).error ?? ''))
      p.push(`code: ${at}`);
    return p;
  }
  const body = o.body as { data?: unknown; errors?: Record<string, unknown>[] };
  const extra = Object.keys(body).filter((k) => k !== 'data' && k !== 'errors');
  if (extra.length) p.push(`fields ${extra.join(',')}: ${at}`);
  for (const e of body.errors ?? []) {
    const ef = Object.keys(e).filter((k) => !GRAPHQL_ERROR_FIELDS.has(k));
    if (ef.length) p.push(`error fields ${ef.join(',')}: ${at}`);
    const ext = (e.extensions ?? {}) as Record<string, unknown>;
    if (typeof ext.code !== 'string') p.push(`no extensions.code: ${at}`);
    // Validation errors name the caller's own fields (docs/security.md), and every error carries the
    // request id the log lines are filed under; nothing else rides along.
    const extExtra = Object.keys(ext).filter((k) => !['code', 'details', 'validationErrors', 'requestId'].includes(k));
    if (extExtra.length) p.push(`extensions ${extExtra.join(',')}: ${at}`);
  }
  return p;
}

/** Ids of what setUp creates, so that operations on them get past their lookups to the fault. */
const seeded: Record<string, string> = { workspace: 'w1', role: 'r1', style: 'st1' };
const param = (p: string) => seeded[p] ?? `x-${p}`;
const params = (path: string) => path.replace(/\{(\w+)\}/g, (_m, p: string) => param(p));

/** Every operation of the route table, on REST and as its GraphQL document on /graphql. */
async function sweep(app: TestApp, token: string) {
  const outcomes: { surface: 'rest' | 'graphql'; o: Outcome }[] = [];
  for (const route of domains.flatMap((d) => d.routes)) {
    const path = params(route.path);
    let r = app.http()[route.method.toLowerCase() as 'get'](`/api/v1${path}`).set('Authorization', `Bearer ${token}`);
    if (route.body) r = r.send({ name: 'n2', description: 'd' });
    const res = await r;
    outcomes.push({
      surface: 'rest',
      o: {
        at: `REST ${route.method} ${route.path}`,
        status: res.status,
        requestId: String(res.headers['x-request-id'] ?? ''),
        body: res.body,
        text: res.text,
      },
    });

    const variables: Record<string, unknown> = {};
    for (const m of route.path.matchAll(/\{(\w+)\}/g)) variables[m[1]] = param(m[1]);
    if (route.body) variables[route.body.variable] = { name: 'n2' };
    const g = await app
      .http()
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send({ query: print(route.document), variables });
    outcomes.push({
      surface: 'graphql',
      o: {
        at: `GraphQL ${route.operationId}`,
        status: g.status,
        requestId: String(g.headers['x-request-id'] ?? ''),
        body: g.body,
        text: g.text,
      },
    });
  }
  const documented = restFields(app);
  const problems = outcomes.flatMap(({ surface, o }) => problemsOf(o, surface, documented));
  const internal = outcomes.filter(({ o }) => o.status === 500 || /"INTERNAL"/.test(o.text));
  if (process.env.DEBUG_SWEEP)
    console.log(outcomes.map(({ o }) => `${o.at} ${o.status} ${o.requestId} ${o.text.slice(0, 120)}`).join('\n'));
  return { outcomes, problems, internal };
}

/** The unexpected errors behind masked answers are logged in full, with the request id of the answer. */
function expectLogged(ids: string[], cause: RegExp) {
  const errors = lines
    .map((l) => JSON.parse(l) as { level: number; reqId?: string; msg?: string; err?: { message?: string } })
    .filter((e) => e.level >= 50 && e.msg === 'unexpected error');
  for (const id of ids) {
    const mine = errors.filter((e) => e.reqId === id);
    expect([id, mine.length > 0]).toEqual([id, true]);
    expect(mine.some((e) => cause.test(e.err?.message ?? ''))).toBe(true);
  }
}

async function setUp(app: TestApp): Promise<string> {
  lines.length = 0;
  const su = await app.token('super_admin');
  const post = (path: string, body: object) =>
    app.http().post(`/api/v1${path}`).set('Authorization', `Bearer ${su}`).send(body);
  expect((await post('/workspaces', { name: 'w1' })).status).toBe(201);
  expect((await post('/roles', { id: 'r1' })).status).toBe(201);
  expect((await post('/workspaces/w1/styles', { name: 'st1', format: 'css', body: CSS })).status).toBe(201);
  const key = await post('/workspaces/w1/apikeys', { name: 'k1', role_id: 'viewer' });
  expect(key.status).toBe(201);
  seeded.keyId = key.body.id;
  return su;
}

describe('no internals in any answer', () => {
  jest.setTimeout(180_000);

  it('constraint violations: concurrent creates of one name, and constraints every write breaks', async () => {
    const app = t();
    const su = await setUp(app);

    // Many creates of one name at once, on both surfaces: one wins, the others are told why.
    const rest = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.http().post('/api/v1/workspaces').set('Authorization', `Bearer ${su}`).send({ name: 'dup' }),
      ),
    );
    const gql = await Promise.all(
      Array.from({ length: 6 }, () =>
        app
          .http()
          .post('/graphql')
          .set('Authorization', `Bearer ${su}`)
          .send({ query: 'mutation { createWorkspace(input: { name: "dup2" }) { id } }' }),
      ),
    );
    expect(rest.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(gql.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(5);
    const concurrent = [
      ...rest.map((r) => ({ surface: 'rest' as const, r })),
      ...gql.map((r) => ({ surface: 'graphql' as const, r })),
    ].flatMap(({ surface, r }) =>
      problemsOf(
        { at: 'concurrent create', status: r.status, requestId: r.headers['x-request-id'], body: r.body, text: r.text },
        surface,
        restFields(app),
      ),
    );
    expect(concurrent).toEqual([]);

    // Constraints the services know nothing of: a unique index every second row breaks, a CHECK every
    // write breaks, and a row of the test's own referencing each row the sweep could delete.
    const tables = await faultTables(app);
    let script = 'CREATE TABLE mg_pin (w uuid REFERENCES workspaces (id));';
    script += `INSERT INTO mg_pin SELECT id FROM workspaces;`;
    script += `CREATE UNIQUE INDEX mg_one_workspace ON workspaces ((true)) WHERE name <> 'dup' AND name <> 'dup2';`;
    for (const table of tables) script += `ALTER TABLE "${table}" ADD CONSTRAINT mg_never CHECK (false) NOT VALID;`;
    await app.db.sql.exec(script);
    try {
      // The unique index: the service checked the name, the database still refused the row.
      const unique = await app
        .http()
        .post('/api/v1/workspaces')
        .set('Authorization', `Bearer ${su}`)
        .send({ name: 'fresh' });
      expect([500, 409]).toContain(unique.status);
      const { problems, internal } = await sweep(app, su);
      expect(problems).toEqual([]);
      // The sweep reached the database: writes broke a constraint, answered 409 or a masked 500.
      expect(internal.length).toBeGreaterThan(5);
      expectLogged(
        internal.map(({ o }) => o.requestId),
        /constraint|violat|mg_/i,
      );
    } finally {
      await app.db.sql.exec(
        `DROP TABLE mg_pin; DROP INDEX mg_one_workspace;` +
          tables.map((table) => `ALTER TABLE "${table}" DROP CONSTRAINT mg_never;`).join(''),
      );
    }
  });

  it('a trigger that raises: every write throws an error full of internals', async () => {
    const app = t();
    const su = await setUp(app);
    const tables = await faultTables(app);
    await app.db.sql.exec(
      `CREATE FUNCTION mg_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         RAISE EXCEPTION 'mg_fail at /srv/mapgate/src/db.ts:12 on 10.0.0.7:5432: SELECT secret FROM x';
       END $$;` +
        tables
          .map(
            (table) =>
              `CREATE TRIGGER mg_fail BEFORE INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION mg_fail();`,
          )
          .join(''),
    );
    try {
      const { problems, internal } = await sweep(app, su);
      expect(problems).toEqual([]);
      expect(internal.length).toBeGreaterThanOrEqual(8);
      expectLogged(
        internal.map(({ o }) => o.requestId),
        /mg_fail/,
      );
    } finally {
      await app.db.sql.exec(
        tables.map((table) => `DROP TRIGGER mg_fail ON "${table}";`).join('') + 'DROP FUNCTION mg_fail();',
      );
    }
  });

  it('missing tables: every read and write throws', async () => {
    const app = t();
    const su = await setUp(app);
    const tables = await faultTables(app);
    await app.db.sql.exec(tables.map((table) => `ALTER TABLE "${table}" RENAME TO "mg_gone_${table}";`).join(''));
    // What this instance cached would answer some reads without the database.
    for (const c of app.mapgate.deps.caches.all()) c.clear();
    try {
      const { problems, internal } = await sweep(app, su);
      expect(problems).toEqual([]);
      expect(internal.length).toBeGreaterThan(40);
      expectLogged(
        internal.map(({ o }) => o.requestId),
        /does not exist|gone/i,
      );
    } finally {
      await app.db.sql.exec(tables.map((table) => `ALTER TABLE "mg_gone_${table}" RENAME TO "${table}";`).join(''));
    }
  });
});
