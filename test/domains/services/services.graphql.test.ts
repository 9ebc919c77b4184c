import fs from 'node:fs';
import { useTestApp } from '../../support/app';
import * as f from './fixtures';
import { type Endpoint, pgliteServer, silentServer } from './pg-servers';
import { PG_INFO, helpers } from './support';

const roots = f.tempRoots();
let pglite: Endpoint;
let silent: Endpoint;
beforeAll(async () => {
  [pglite, silent] = await Promise.all([pgliteServer(), silentServer()]);
});
afterAll(async () => {
  await Promise.all([pglite?.stop(), silent?.stop()]);
  fs.rmSync(roots.base, { recursive: true, force: true });
});
const t = useTestApp({
  MAPGATE_ALLOWED_PATHS: roots.allowed,
  MAPGATE_DATABASE_HOSTS: 'db.example.test',
  MAPGATE_CONNECTION_TEST_TIMEOUT_MS: '1000',
});
const h = helpers(t);

const FIELDS = 'id workspaceId name type connectionInfo enabled createdAt updatedAt';
const CREATE = `mutation($ws: String!, $input: CreateServiceInput!) { createService(workspace: $ws, input: $input) { ${FIELDS} } }`;
const GET = `query($ws: String!, $s: String!) { service(workspace: $ws, service: $s) { ${FIELDS} } }`;
const LIST = 'query($ws: String!) { services(workspace: $ws) { name type } }';
const UPDATE = `mutation($ws: String!, $s: String!, $input: UpdateServiceInput!) { updateService(workspace: $ws, service: $s, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($ws: String!, $s: String!) { deleteService(workspace: $ws, service: $s) { deletedId } }';
const TEST_NEW = `mutation($ws: String!, $input: ServiceConnectionInput!) {
  testNewServiceConnection(workspace: $ws, input: $input) { ok durationMs message details } }`;
const TEST_EXISTING = `mutation($ws: String!, $s: String!, $input: ServiceConnectionInput!) {
  testExistingServiceConnection(workspace: $ws, service: $s, input: $input) { ok durationMs message details } }`;

const su = () => t().token('super_admin');
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

describe('GraphQL createService / service / services / updateService / deleteService', () => {
  it('creates, reads back, lists, updates and deletes; connectionInfo never holds the password', async () => {
    const ws = await h.workspace('w');
    const admin = await t().token('admin', ws.id);
    const c = await t().gql(
      CREATE,
      { ws: 'w', input: { name: 'pg', type: 'POSTGIS', connectionInfo: PG_INFO } },
      admin,
    );
    expect(c.body.errors).toBeUndefined();
    const s = c.body.data!.createService;
    expect(s).toMatchObject({
      workspaceId: ws.id,
      name: 'pg',
      type: 'POSTGIS',
      enabled: true,
      connectionInfo: {
        host: 'db.example.test',
        port: 5432,
        sslmode: 'prefer',
        schemas: ['public'],
        password_configured: true,
      },
    });
    expect(JSON.stringify(c.body)).not.toContain(PG_INFO.password);
    expect((await t().gql(GET, { ws: ws.id, s: s.id }, admin)).body.data!.service).toEqual(s);
    expect((await t().gql(LIST, { ws: 'w' }, admin)).body.data!.services).toEqual([{ name: 'pg', type: 'POSTGIS' }]);
    const u = await t().gql(
      UPDATE,
      { ws: 'w', s: 'pg', input: { enabled: false, connectionInfo: { user: 'other' } } },
      admin,
    );
    expect(u.body.data!.updateService).toMatchObject({
      enabled: false,
      connectionInfo: { user: 'other', password_configured: true },
    });
    expect((await t().gql(DELETE, { ws: 'w', s: 'pg' }, admin)).body.data!.deleteService).toEqual({
      deletedId: s.id,
    });
    expect(code((await t().gql(GET, { ws: 'w', s: 'pg' }, admin)).body)).toBe('NOT_FOUND');
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    const input = { name: 'pg', type: 'POSTGIS', connectionInfo: PG_INFO };
    expect(code((await t().gql(CREATE, { ws: 'w', input })).body)).toBe('UNAUTHENTICATED');
    expect(code((await t().gql(CREATE, { ws: 'w', input }, await t().token('admin', other.id))).body)).toBe(
      'FORBIDDEN',
    );
    expect(await h.services('w')).toEqual([]);
  });

  it('BAD_REQUEST naming the connectionInfo key; FORBIDDEN for an unlisted host of a workspace admin; CONFLICT for a duplicate', async () => {
    const ws = await h.workspace('w');
    const bad = await t().gql(
      CREATE,
      { ws: 'w', input: { name: 'pg', type: 'POSTGIS', connectionInfo: { ...PG_INFO, port: -1 } } },
      await su(),
    );
    expect(bad.body.errors![0]).toMatchObject({
      message: 'connectionInfo.port: must be a port number',
      extensions: { code: 'BAD_REQUEST' },
    });
    const input = { name: 'pg', type: 'POSTGIS', connectionInfo: { ...PG_INFO, host: '127.0.0.1' } };
    expect(code((await t().gql(CREATE, { ws: 'w', input }, await t().token('admin', ws.id))).body)).toBe('FORBIDDEN');
    await t().gql(CREATE, { ws: 'w', input }, await su());
    expect(code((await t().gql(CREATE, { ws: 'w', input }, await su())).body)).toBe('CONFLICT');
  });

  it('CONFLICT deleting a service with layers', async () => {
    await h.workspace('w');
    await h.pgService('w');
    await h.layer('w', 'pg', { name: 'roads' });
    const r = await t().gql(DELETE, { ws: 'w', s: 'pg' }, await su());
    expect(r.body.errors![0]).toMatchObject({
      message: 'service "pg" still has 1 layer(s): "roads"',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('GraphQL testNewServiceConnection / testExistingServiceConnection', () => {
  it('tests files and databases for real; details is a JSON object', async () => {
    await h.workspace('w');
    const p = f.write(roots.allowed, 'a.tif', f.tiff(true));
    const file = await t().gql(
      TEST_NEW,
      { ws: 'w', input: { type: 'RASTERFILE', connectionInfo: { path: p } } },
      await su(),
    );
    expect(file.body.data!.testNewServiceConnection).toEqual({
      ok: true,
      durationMs: expect.any(Number),
      message: null,
      details: { format: 'geotiff', size_bytes: 67, width: 1, height: 1, big_tiff: false, geo_keys: 1, epsg: 4326 },
    });
    const info = { host: pglite.host, port: pglite.port, database: 'postgres', user: 'postgres', sslmode: 'disable' };
    const db = await t().gql(TEST_NEW, { ws: 'w', input: { type: 'POSTGIS', connectionInfo: info } }, await su());
    expect(db.body.data!.testNewServiceConnection).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^PostGIS is not installed/),
    });
  });

  it('a saved service that hangs: ok=false within the timeout; overrides apply to the test only', async () => {
    await h.workspace('w');
    const saved = await h.pgService('w', 'pg', {
      host: silent.host,
      port: silent.port,
      database: 'd',
      user: 'u',
      sslmode: 'disable',
    });
    const started = Date.now();
    const r = await t().gql(TEST_EXISTING, { ws: 'w', s: 'pg', input: {} }, await su());
    expect(r.body.data!.testExistingServiceConnection).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^no answer/),
    });
    expect(Date.now() - started).toBeLessThan(3000);
    const o = await t().gql(
      TEST_EXISTING,
      { ws: 'w', s: saved.id, input: { connectionInfo: { port: pglite.port, database: 'postgres' } } },
      await su(),
    );
    expect(o.body.data!.testExistingServiceConnection.message).toMatch(/^PostGIS is not installed/);
    expect((await h.services('w'))[0]).toEqual(saved);
  });

  it('BAD_REQUEST without a type or outside the allowed paths; FORBIDDEN for an unlisted host of a workspace admin', async () => {
    const ws = await h.workspace('w');
    expect((await t().gql(TEST_NEW, { ws: 'w', input: {} }, await su())).body.errors![0]).toMatchObject({
      message: 'type: is required',
    });
    const outside = f.write(roots.outside, 'x.parquet', f.parquet());
    expect(
      code(
        (
          await t().gql(
            TEST_NEW,
            { ws: 'w', input: { type: 'GEOPARQUET', connectionInfo: { path: outside } } },
            await su(),
          )
        ).body,
      ),
    ).toBe('BAD_REQUEST');
    const info = { host: pglite.host, port: pglite.port, database: 'postgres', user: 'postgres', sslmode: 'disable' };
    const admin = await t().token('admin', ws.id);
    expect(
      code((await t().gql(TEST_NEW, { ws: 'w', input: { type: 'POSTGIS', connectionInfo: info } }, admin)).body),
    ).toBe('FORBIDDEN');
    expect(code((await t().gql(TEST_NEW, { ws: 'w', input: { type: 'POSTGIS', connectionInfo: info } })).body)).toBe(
      'UNAUTHENTICATED',
    );
  });
});
