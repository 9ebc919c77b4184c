import fs from 'node:fs';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import { tempRoots, write } from './fixtures';
import { PG_INFO, UNKNOWN_ID, helpers } from './support';

const roots = tempRoots();
const t = useTestApp({
  MAPGATE_ALLOWED_PATHS: roots.allowed,
  MAPGATE_DATABASE_HOSTS: 'db.example.test, 10.1.2.3:6432',
});
const h = helpers(t);
const base = (ws: string) => `/api/v1/workspaces/${ws}/services`;
afterAll(() => fs.rmSync(roots.base, { recursive: true, force: true }));

const noSecret = (body: unknown) => expect(JSON.stringify(body)).not.toContain(PG_INFO.password);

describe('POST /api/v1/workspaces/{workspace}/services', () => {
  it('201 + Location; the password is replaced by password_configured and defaults are filled in', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .post(base('w'))
      .set(await h.su())
      .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      name: 'pg',
      type: 'postgis',
      enabled: true,
      connection_info: {
        host: 'db.example.test',
        port: 5432,
        database: 'gis',
        user: 'mapgate',
        sslmode: 'prefer',
        schemas: ['public'],
        password_configured: true,
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.headers.location).toBe(`/api/v1/workspaces/${ws.id}/services/${res.body.id}`);
    const back = await t()
      .http()
      .get(res.headers.location)
      .set(await h.su());
    expect(back.body).toEqual(res.body);
    noSecret(back.body);
  });

  it.each(['geoparquet', 'vectorfile', 'rasterfile', 'duckdb'])(
    '201 for a %s service under MAPGATE_ALLOWED_PATHS (the file may not exist yet)',
    async (type) => {
      await h.workspace('w');
      const p = path.join(roots.allowed, 'later', `${type}.bin`);
      const res = await t()
        .http()
        .post(base('w'))
        .set(await h.su())
        .send({ name: type, type, connection_info: { path: p }, enabled: false });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ type, connection_info: { path: p }, enabled: false });
    },
  );

  it('401 without a credential, 403 for the admin of another workspace; nothing is written', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    const body = { name: 'pg', type: 'postgis', connection_info: PG_INFO };
    expect((await t().http().post(base('w')).send(body)).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .post(base('w'))
          .set(await h.admin(other.id))
          .send(body)
      ).status,
    ).toBe(403);
    expect(await h.services('w')).toEqual([]);
  });

  it('404 for an unknown workspace', async () => {
    const res = await t()
      .http()
      .post(base('nope'))
      .set(await h.su())
      .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO });
    expect(res.status).toBe(404);
  });

  it.each([
    ['name missing', { type: 'postgis', connection_info: PG_INFO }, /^name: is required/],
    ['bad name', { name: '-x', type: 'postgis', connection_info: PG_INFO }, /^name: must match/],
    ['type missing', { name: 'a', connection_info: PG_INFO }, /^type: is required/],
    [
      'unknown type',
      { name: 'a', type: 'oracle', connection_info: PG_INFO },
      /^type: "oracle" is not one of the allowed values/,
    ],
    ['connection_info missing', { name: 'a', type: 'postgis' }, /^connection_info: is required/],
    [
      'host missing',
      { name: 'a', type: 'postgis', connection_info: { database: 'd', user: 'u' } },
      /^connection_info\.host: is required/,
    ],
    [
      'port out of range',
      { name: 'a', type: 'postgis', connection_info: { ...PG_INFO, port: 70000 } },
      /^connection_info\.port: must be a port number/,
    ],
    [
      'port a string',
      { name: 'a', type: 'postgis', connection_info: { ...PG_INFO, port: '5432' } },
      /^connection_info\.port: must be a number/,
    ],
    [
      'bad sslmode',
      { name: 'a', type: 'postgis', connection_info: { ...PG_INFO, sslmode: 'on' } },
      /^connection_info\.sslmode: must be one of disable, allow, prefer/,
    ],
    [
      'schemas not a list',
      { name: 'a', type: 'postgis', connection_info: { ...PG_INFO, schemas: 'public' } },
      /^connection_info\.schemas: must be an array/,
    ],
    [
      'unknown key',
      { name: 'a', type: 'postgis', connection_info: { ...PG_INFO, token: 'x' } },
      /^connection_info: Unrecognized key: "token"/,
    ],
    ['path missing', { name: 'a', type: 'geoparquet', connection_info: {} }, /^connection_info\.path: is required/],
    [
      'relative path',
      { name: 'a', type: 'geoparquet', connection_info: { path: 'data/x.parquet' } },
      /^connection_info\.path: must be an absolute path/,
    ],
  ])('400 naming the field: %s', async (_label, body, detail) => {
    await h.workspace('w');
    const res = await t()
      .http()
      .post(base('w'))
      .set(await h.su())
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await h.services('w')).toEqual([]);
  });

  it('400 for a path that leaves MAPGATE_ALLOWED_PATHS: "..", an absolute path outside, a symlink pointing outside', async () => {
    await h.workspace('w');
    const secret = write(roots.outside, 'secret.parquet', 'PAR1');
    fs.symlinkSync(secret, path.join(roots.allowed, 'link.parquet'));
    fs.symlinkSync(roots.outside, path.join(roots.allowed, 'linkdir'));
    const cases: [string, RegExp][] = [
      [path.join(roots.allowed, '..', 'outside', 'secret.parquet'), /must be under one of the allowed paths/],
      [`${roots.allowed}/../outside/secret.parquet`, /must be under one of the allowed paths/],
      [secret, /must be under one of the allowed paths/],
      ['/etc/passwd', /must be under one of the allowed paths/],
      [`${roots.allowed}-sibling/x.parquet`, /must be under one of the allowed paths/],
      [path.join(roots.allowed, 'link.parquet'), /resolves \(through a symbolic link\) outside the allowed paths/],
      [
        path.join(roots.allowed, 'linkdir', 'secret.parquet'),
        /resolves \(through a symbolic link\) outside the allowed paths/,
      ],
      [
        path.join(roots.allowed, 'linkdir', 'not-yet.parquet'),
        /resolves \(through a symbolic link\) outside the allowed paths/,
      ],
    ];
    for (const [p, detail] of cases) {
      const res = await t()
        .http()
        .post(base('w'))
        .set(await h.su())
        .send({ name: 'f', type: 'geoparquet', connection_info: { path: p } });
      expect([p, res.status, res.body.detail]).toEqual([p, 400, expect.stringMatching(detail)]);
    }
    expect(await h.services('w')).toEqual([]);
  });

  it('a symlink that stays inside the allowed root is fine', async () => {
    await h.workspace('w');
    const real = write(roots.allowed, 'in/real.parquet', 'PAR1');
    fs.symlinkSync(real, path.join(roots.allowed, 'inside-link.parquet'));
    const res = await t()
      .http()
      .post(base('w'))
      .set(await h.su())
      .send({
        name: 'f',
        type: 'geoparquet',
        connection_info: { path: path.join(roots.allowed, 'inside-link.parquet') },
      });
    expect(res.status).toBe(201);
  });

  it('docs/rules.md §6: a workspace admin may only use MAPGATE_DATABASE_HOSTS (403 otherwise); super_admin any host', async () => {
    const ws = await h.workspace('w');
    const admin = await h.admin(ws.id);
    const create = (name: string, info: Record<string, unknown>, who = admin) =>
      t()
        .http()
        .post(base('w'))
        .set(who)
        .send({ name, type: 'postgis', connection_info: { ...PG_INFO, ...info } });
    expect((await create('listed', { host: 'DB.Example.Test' })).status).toBe(201);
    expect((await create('listed-port', { host: '10.1.2.3', port: 6432 })).status).toBe(201);
    const wrongPort = await create('wrong-port', { host: '10.1.2.3', port: 5432 });
    expect(wrongPort.status).toBe(403);
    expect(wrongPort.body.detail).toBe(
      'connection_info.host: "10.1.2.3" port 5432 is not a database host and port that workspace admins may use (MAPGATE_DATABASE_HOSTS)',
    );
    expect((await create('other', { host: '127.0.0.1' })).status).toBe(403);
    expect((await create('su', { host: '127.0.0.1' }, await h.su())).status).toBe(201);
    expect((await h.services('w')).map((s) => s.name)).toEqual(['listed', 'listed-port', 'su']);
  });

  it('409 for a duplicate name in the workspace; the same name in another workspace is fine', async () => {
    await h.workspace('w');
    await h.workspace('v');
    await h.pgService('w', 'pg');
    const res = await t()
      .http()
      .post(base('w'))
      .set(await h.su())
      .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('service "pg" already exists in this workspace');
    expect(
      (
        await t()
          .http()
          .post(base('v'))
          .set(await h.su())
          .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO })
      ).status,
    ).toBe(201);
  });
});

describe('GET /api/v1/workspaces/{workspace}/services', () => {
  it("lists this workspace's services by name, without passwords", async () => {
    await h.workspace('w');
    await h.workspace('v');
    await h.pgService('w', 'zeta');
    await h.pgService('w', 'alpha');
    await h.pgService('v', 'elsewhere');
    const res = await t()
      .http()
      .get(base('w'))
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual(['alpha', 'zeta']);
    noSecret(res.body);
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    expect((await t().http().get(base('w'))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(base('w'))
          .set(await h.admin(other.id))
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/v1/workspaces/{workspace}/services/{service}', () => {
  it('by id or by name, for the workspace admin', async () => {
    const ws = await h.workspace('w');
    const s = await h.pgService('w');
    for (const ref of [s.id, 'pg']) {
      const res = await t()
        .http()
        .get(`${base(ws.id)}/${ref}`)
        .set(await h.admin(ws.id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(s);
    }
  });

  it("404 for an unknown service and for another workspace's service", async () => {
    await h.workspace('w');
    await h.workspace('v');
    const other = await h.pgService('v');
    for (const ref of [UNKNOWN_ID, 'nope', other.id]) {
      const res = await t()
        .http()
        .get(`${base('w')}/${ref}`)
        .set(await h.su());
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('service not found');
    }
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    expect(
      (
        await t()
          .http()
          .get(`${base('w')}/pg`)
      ).status,
    ).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(`${base('w')}/pg`)
          .set(await h.admin(other.id))
      ).status,
    ).toBe(403);
  });
});
