import { useTestApp } from '../../support/app';
import {
  type Endpoint,
  type MachinePostgres,
  closedPort,
  machinePostgis,
  machinePostgres,
  passwordCatcher,
  pgliteServer,
  silentServer,
} from './pg-servers';
import { helpers } from './support';

const TIMEOUT_MS = 1500;
let pglite: Endpoint;
let silent: Endpoint;
let catcher: Awaited<ReturnType<typeof passwordCatcher>>;
let machine: MachinePostgres | null;
let postgis: MachinePostgres | null;

// Servers first: the app's configuration names the PGlite port as a host workspace admins may probe.
const env: Record<string, string> = { MAPGATE_CONNECTION_TEST_TIMEOUT_MS: String(TIMEOUT_MS) };
beforeAll(async () => {
  [pglite, silent, catcher, machine] = await Promise.all([
    pgliteServer(),
    silentServer(),
    passwordCatcher(),
    machinePostgres(),
  ]);
  postgis = await machinePostgis(machine);
  env.MAPGATE_DATABASE_HOSTS = `localhost,127.0.0.1:${pglite.port}`;
});
afterAll(async () => {
  await Promise.all([pglite?.stop(), silent?.stop(), catcher?.stop()]);
});
const t = useTestApp(env);
const h = helpers(t);
const newTest = '/api/v1/workspaces/w/services/test-connection';
const existingTest = (s: string) => `/api/v1/workspaces/w/services/${s}/test-connection`;

const pg = (e: { host: string; port: number }, extra: Record<string, unknown> = {}) => ({
  host: e.host,
  port: e.port,
  database: 'postgres',
  user: 'postgres',
  sslmode: 'disable',
  ...extra,
});

async function probe(info: Record<string, unknown>, who?: Record<string, string>) {
  const res = await t()
    .http()
    .post(newTest)
    .set(who ?? (await h.su()))
    .send({ type: 'postgis', connection_info: info });
  expect(res.status).toBe(200);
  return res.body as {
    ok: boolean;
    duration_ms: number;
    message: string | null;
    details: Record<string, unknown> | null;
  };
}

describe('POST /api/v1/workspaces/{workspace}/services/test-connection (PostGIS)', () => {
  beforeEach(async () => {
    await h.workspace('w');
  });

  it('a real PostgreSQL without PostGIS (PGlite over TCP): ok=false, saying PostGIS is missing, with what was found', async () => {
    const res = await probe(pg(pglite));
    expect(res).toEqual({
      ok: false,
      duration_ms: expect.any(Number),
      message: 'PostGIS is not installed in database "postgres" (CREATE EXTENSION postgis)',
      details: {
        server_version: expect.stringMatching(/^\d+/),
        database: 'postgres',
        ssl: false,
        schemas: expect.arrayContaining(['public']),
      },
    });
  });

  it('ok=false with the reason when nothing listens on the port', async () => {
    const port = await closedPort();
    const res = await probe(pg({ host: '127.0.0.1', port }));
    expect(res).toMatchObject({ ok: false, message: `connection refused by 127.0.0.1:${port}`, details: null });
  });

  it('a host that accepts and never answers ends within the timeout (MAPGATE_CONNECTION_TEST_TIMEOUT_MS), ok=false', async () => {
    const started = Date.now();
    const res = await probe(pg(silent));
    expect(res.ok).toBe(false);
    expect(res.message).toMatch(/^no answer (within 1500 ms|from 127\.0\.0\.1:\d+ within the time limit)$/);
    expect(res.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it("sends the password it is given, and reports the server's refusal", async () => {
    const res = await probe(pg(catcher, { user: 'u', password: 'given-pw' }));
    expect(res).toMatchObject({ ok: false, message: 'password authentication failed for user "u"' });
    expect(catcher.passwords.at(-1)).toBe('given-pw');
  });

  it('docs/rules.md §6: a workspace admin may only probe MAPGATE_DATABASE_HOSTS (403 otherwise, nothing contacted)', async () => {
    const ws = (
      await t()
        .http()
        .get('/api/v1/workspaces/w')
        .set(await h.su())
    ).body;
    const admin = await h.admin(ws.id);
    expect((await probe(pg(pglite), admin)).message).toMatch(/PostGIS is not installed/);
    const before = catcher.passwords.length;
    const res = await t()
      .http()
      .post(newTest)
      .set(admin)
      .send({ type: 'postgis', connection_info: pg(catcher, { password: 'x' }) });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(
      /^connection_info\.host: "127\.0\.0\.1" port \d+ is not a database host and port that workspace admins may use/,
    );
    expect(catcher.passwords.length).toBe(before);
    // "localhost" is listed without a port: any port of it.
    expect((await probe(pg({ host: 'localhost', port: await closedPort() }), admin)).ok).toBe(false);
  });

  it('400 naming the field for a bad connection_info; 400 without a type', async () => {
    const res = await t()
      .http()
      .post(newTest)
      .set(await h.su())
      .send({ type: 'postgis', connection_info: { host: 'x' } });
    expect([res.status, res.body.detail]).toEqual([
      400,
      expect.stringMatching(/^connection_info\.database: is required/),
    ]);
    const none = await t()
      .http()
      .post(newTest)
      .set(await h.su())
      .send({ connection_info: pg(pglite) });
    expect([none.status, none.body.detail]).toEqual([400, 'type: is required']);
  });

  it("against the machine's PostgreSQL: login and database errors, sslmode", async () => {
    if (!machine) return; // logged by machinePostgres()
    expect((await probe(pg(machine, { user: 'no_such_role_x' }))).message).toMatch(
      /role "no_such_role_x" does not exist/,
    );
    expect((await probe(pg(machine, { database: 'no_such_db_x' }))).message).toMatch(
      /database "no_such_db_x" does not exist/,
    );
    const plain = await probe(pg(machine, { sslmode: 'prefer' }));
    expect(plain.message).toMatch(/PostGIS is not installed in database "postgres"/);
    const required = await probe(pg(machine, { sslmode: 'require' }));
    // With SSL off on the server, require fails and prefer fell back to plain; with SSL on, both encrypt.
    if (plain.details?.ssl === false)
      expect(required).toMatchObject({
        ok: false,
        message: expect.stringMatching(/does not support SSL \(sslmode=require\)/),
      });
    else expect(required.details?.ssl).toBe(true);
  });

  it('against a PostGIS database: ok=true with server and PostGIS versions and the visible schemas', async () => {
    if (!postgis) return; // logged by machinePostgis()
    const res = await probe(pg(postgis, { database: postgis.database, sslmode: 'prefer' }));
    expect(res).toEqual({
      ok: true,
      duration_ms: expect.any(Number),
      message: null,
      details: {
        server_version: expect.stringMatching(/^\d+/),
        database: postgis.database,
        ssl: expect.any(Boolean),
        schemas: expect.arrayContaining(['public']),
        postgis_version: expect.stringMatching(/^3\./),
        postgis_full_version: expect.stringMatching(/^POSTGIS="3\./),
      },
    });
    const missing = await probe(pg(postgis, { database: postgis.database, schemas: ['public', 'nope'] }));
    expect(missing).toMatchObject({
      ok: false,
      message: `schema(s) not found or not usable by "${postgis.user}": "nope"`,
    });
  });
});

describe('POST /api/v1/workspaces/{workspace}/services/{service}/test-connection (PostGIS)', () => {
  beforeEach(async () => {
    await h.workspace('w');
  });

  it('an omitted password keeps the saved one; a sent one is used for this test only', async () => {
    await h.pgService('w', 'pg', pg(catcher, { password: 'saved-pw' }));
    const res = await t()
      .http()
      .post(existingTest('pg'))
      .set(await h.su())
      .send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, message: 'password authentication failed for user "u"' });
    expect(catcher.passwords.at(-1)).toBe('saved-pw');
    await t()
      .http()
      .post(existingTest('pg'))
      .set(await h.su())
      .send({ connection_info: { password: 'other-pw' } });
    expect(catcher.passwords.at(-1)).toBe('other-pw');
    await t()
      .http()
      .post(existingTest('pg'))
      .set(await h.su())
      .send({});
    expect(catcher.passwords.at(-1)).toBe('saved-pw');
  });

  it('sent fields override the saved ones for the test only; nothing is saved', async () => {
    const saved = await h.pgService('w', 'pg', pg(catcher));
    const res = await t()
      .http()
      .post(existingTest('pg'))
      .set(await h.su())
      .send({ connection_info: { port: pglite.port } });
    expect(res.body.message).toMatch(/PostGIS is not installed/);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/workspaces/w/services/pg')
          .set(await h.su())
      ).body,
    ).toEqual(saved);
  });

  it('docs/rules.md §6: a workspace admin may probe the saved host, not another unlisted one', async () => {
    const ws = (
      await t()
        .http()
        .get('/api/v1/workspaces/w')
        .set(await h.su())
    ).body;
    const admin = await h.admin(ws.id);
    await h.pgService('w', 'pg', pg({ host: '127.0.0.2', port: await closedPort() })); // unlisted, saved by super_admin
    const res = await t().http().post(existingTest('pg')).set(admin).send({});
    expect(res.status).toBe(200);
    // Not a super admin: closed and filtered ports both read "unreachable" (docs/security.md).
    expect(res.body.message).toMatch(/^127\.0\.0\.2:\d+ is unreachable$/);
    expect(
      (
        await t()
          .http()
          .post(existingTest('pg'))
          .set(admin)
          .send({ connection_info: { host: '127.0.0.3' } })
      ).status,
    ).toBe(403);
  });

  it('a workspace admin cannot move the saved password to another port of the saved host (test or save)', async () => {
    const ws = (
      await t()
        .http()
        .get('/api/v1/workspaces/w')
        .set(await h.su())
    ).body;
    const admin = await h.admin(ws.id);
    // Saved by a super admin on a listed pair, with a password.
    await h.pgService('w', 'pg', pg(pglite, { password: 'saved-pw' }));
    const before = catcher.passwords.length;
    const moved = await t()
      .http()
      .post(existingTest('pg'))
      .set(admin)
      .send({ connection_info: { port: catcher.port, sslmode: 'disable' } });
    expect(moved.status).toBe(403);
    expect(moved.body.detail).toMatch(/port \d+ is not a database host and port/);
    const saved = await t()
      .http()
      .put('/api/v1/workspaces/w/services/pg')
      .set(admin)
      .send({ connection_info: { port: catcher.port } });
    expect(saved.status).toBe(403);
    expect(catcher.passwords.length).toBe(before);
  });

  it('a test or save that changes host or port needs the password sent again (super admins too)', async () => {
    await h.pgService('w', 'pg', pg(pglite, { password: 'saved-pw' }));
    const before = catcher.passwords.length;
    const res = await t()
      .http()
      .post(existingTest('pg'))
      .set(await h.su())
      .send({ connection_info: { port: catcher.port } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^connection_info\.password: must be sent again when host or port changes/);
    const put = await t()
      .http()
      .put('/api/v1/workspaces/w/services/pg')
      .set(await h.su())
      .send({ connection_info: { host: 'localhost' } });
    expect(put.status).toBe(400);
    expect(catcher.passwords.length).toBe(before);
    await t()
      .http()
      .post(existingTest('pg'))
      .set(await h.su())
      .send({ connection_info: { port: catcher.port, password: 'sent-again' } })
      .expect(200);
    expect(catcher.passwords.at(-1)).toBe('sent-again');
  });

  it('the host is stored and connected to as the allow-list compares it (trimmed, lower case, no trailing dot)', async () => {
    const created = await h.pgService('w', 'pg', pg({ host: ' LocalHost. ', port: pglite.port }));
    expect(created.connection_info.host).toBe('localhost');
  });

  it('callers who are not super admins see "unreachable" for a closed port; super admins see the cause', async () => {
    const ws = (
      await t()
        .http()
        .get('/api/v1/workspaces/w')
        .set(await h.su())
    ).body;
    const port = await closedPort();
    const admin = await probe(pg({ host: 'localhost', port }), await h.admin(ws.id));
    expect(admin.message).toBe(`localhost:${port} is unreachable`);
    const su = await probe(pg({ host: 'localhost', port }));
    expect(su.message).toMatch(/connection refused/);
  });

  it('404 for an unknown service; 401 anonymous; 403 for the admin of another workspace', async () => {
    const other = await h.workspace('other');
    await h.pgService('w', 'pg', pg(pglite));
    expect(
      (
        await t()
          .http()
          .post(existingTest('nope'))
          .set(await h.su())
          .send({})
      ).status,
    ).toBe(404);
    expect((await t().http().post(existingTest('pg')).send({})).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(existingTest('pg'))
          .set(await h.admin(other.id))
          .send({})
      ).status,
    ).toBe(403);
  });
});
