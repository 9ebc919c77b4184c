import fs from 'node:fs';
import path from 'node:path';
import { loadSecretBox } from '../../../src/db/secret-box';
import { useTestApp } from '../../support/app';
import { tempRoots } from './fixtures';
import { PG_INFO, helpers } from './support';

const roots = tempRoots();
const t = useTestApp({ MAPGATE_ALLOWED_PATHS: roots.allowed, MAPGATE_DATABASE_HOSTS: 'db.example.test' });
const h = helpers(t);
const one = (ws: string, s: string) => `/api/v1/workspaces/${ws}/services/${s}`;
afterAll(() => fs.rmSync(roots.base, { recursive: true, force: true }));

/** The stored connection_info, password opened: the only way to see that a password was kept. */
const stored = async (id: string) => {
  const info = (await t().db.prisma.service.findUniqueOrThrow({ where: { id } })).connectionInfo as Record<
    string,
    unknown
  >;
  const { password_sealed: sealed, ...rest } = info;
  return typeof sealed === 'string' ? { ...rest, password: loadSecretBox(t().config).open(sealed) } : rest;
};

describe('PUT /api/v1/workspaces/{workspace}/services/{service}', () => {
  it('renames and disables; omitted fields stay', async () => {
    await h.workspace('w');
    const s = await h.pgService('w');
    const res = await t()
      .http()
      .put(one('w', 'pg'))
      .set(await h.su())
      .send({ name: 'main', enabled: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...s, name: 'main', enabled: false, updated_at: expect.any(String) });
    expect(
      (
        await t()
          .http()
          .get(one('w', 'main'))
          .set(await h.su())
      ).body.name,
    ).toBe('main');
  });

  it('connection_info keys override the saved ones; an omitted password keeps the saved one', async () => {
    await h.workspace('w');
    const s = await h.pgService('w');
    const res = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ connection_info: { database: 'other', schemas: ['roads', 'rail'] } });
    expect(res.status).toBe(200);
    expect(res.body.connection_info).toEqual({
      host: 'db.example.test',
      port: 5432,
      database: 'other',
      user: 'mapgate',
      sslmode: 'prefer',
      schemas: ['roads', 'rail'],
      password_configured: true,
    });
    expect((await stored(s.id)).password).toBe(PG_INFO.password);
  });

  it('a GET body can be PUT back unchanged (password_configured is accepted and ignored)', async () => {
    await h.workspace('w');
    const s = await h.pgService('w');
    const res = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ name: s.name, type: s.type, connection_info: s.connection_info, enabled: s.enabled });
    expect(res.status).toBe(200);
    expect(res.body.connection_info).toEqual(s.connection_info);
    expect((await stored(s.id)).password).toBe(PG_INFO.password);
  });

  it('a new password replaces the saved one and is not shown; null clears it', async () => {
    await h.workspace('w');
    const s = await h.pgService('w');
    const res = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ connection_info: { password: 'n3w-pw' } });
    expect(JSON.stringify(res.body)).not.toContain('n3w-pw');
    expect((await stored(s.id)).password).toBe('n3w-pw');
    const cleared = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ connection_info: { password: null } });
    expect(cleared.body.connection_info.password_configured).toBe(false);
    expect(await stored(s.id)).not.toHaveProperty('password');
  });

  it('changing the type needs a whole connection_info of the new type; nothing of the old one is kept', async () => {
    await h.workspace('w');
    const s = await h.pgService('w');
    const bad = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ type: 'geoparquet' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^connection_info\.path: is required/);
    const p = path.join(roots.allowed, 'x.parquet');
    const res = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ type: 'geoparquet', connection_info: { path: p } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'geoparquet', connection_info: { path: p } });
    expect(await stored(s.id)).toEqual({ path: p });
  });

  it('400 for a path outside MAPGATE_ALLOWED_PATHS; nothing changes', async () => {
    await h.workspace('w');
    const s = await h.service('w', {
      name: 'f',
      type: 'geoparquet',
      connection_info: { path: path.join(roots.allowed, 'a.parquet') },
    });
    const res = await t()
      .http()
      .put(one('w', s.id))
      .set(await h.su())
      .send({ connection_info: { path: `${roots.allowed}/../outside/a.parquet` } });
    expect(res.status).toBe(400);
    expect(
      (
        await t()
          .http()
          .get(one('w', s.id))
          .set(await h.su())
      ).body,
    ).toEqual(s);
  });

  it('docs/rules.md §6: a workspace admin keeps the saved host, but may not move it to an unlisted one (403)', async () => {
    const ws = await h.workspace('w');
    const admin = await h.admin(ws.id);
    const s = await h.pgService('w', 'pg', { ...PG_INFO, host: '127.0.0.2' }); // saved by super_admin
    expect(
      (
        await t()
          .http()
          .put(one('w', s.id))
          .set(admin)
          .send({ connection_info: { database: 'x' } })
      ).status,
    ).toBe(200);
    const moved = await t()
      .http()
      .put(one('w', s.id))
      .set(admin)
      .send({ connection_info: { host: '127.0.0.3' } });
    expect(moved.status).toBe(403);
    expect(
      (
        await t()
          .http()
          .put(one('w', s.id))
          .set(admin)
          .send({ connection_info: { host: 'db.example.test', password: 'sent-again' } })
      ).status,
    ).toBe(200);
  });

  it('409 when renaming onto another service of the workspace', async () => {
    await h.workspace('w');
    await h.pgService('w', 'a');
    await h.pgService('w', 'b');
    const res = await t()
      .http()
      .put(one('w', 'a'))
      .set(await h.su())
      .send({ name: 'b' });
    expect(res.status).toBe(409);
    expect((await h.services('w')).map((s) => s.name)).toEqual(['a', 'b']);
  });

  it('400 naming the field, 404 for an unknown service', async () => {
    await h.workspace('w');
    await h.pgService('w');
    const bad = await t()
      .http()
      .put(one('w', 'pg'))
      .set(await h.su())
      .send({ connection_info: { port: 0 } });
    expect([bad.status, bad.body.detail]).toEqual([400, 'connection_info.port: must be a port number']);
    expect(
      (
        await t()
          .http()
          .put(one('w', 'nope'))
          .set(await h.su())
          .send({ enabled: false })
      ).status,
    ).toBe(404);
  });

  it('401 anonymous, 403 for the admin of another workspace', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    expect((await t().http().put(one('w', 'pg')).send({ enabled: false })).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .put(one('w', 'pg'))
          .set(await h.admin(other.id))
          .send({ enabled: false })
      ).status,
    ).toBe(403);
    expect((await h.services('w'))[0].enabled).toBe(true);
  });
});

describe('DELETE /api/v1/workspaces/{workspace}/services/{service}', () => {
  it('204, then it is gone (404)', async () => {
    const ws = await h.workspace('w');
    const s = await h.pgService('w');
    const res = await t()
      .http()
      .delete(one('w', s.id))
      .set(await h.admin(ws.id));
    expect([res.status, res.text]).toEqual([204, '']);
    expect(
      (
        await t()
          .http()
          .get(one('w', s.id))
          .set(await h.su())
      ).status,
    ).toBe(404);
    expect(
      (
        await t()
          .http()
          .delete(one('w', s.id))
          .set(await h.su())
      ).status,
    ).toBe(404);
  });

  it('docs/rules.md §9: 409 while the service has layers, naming them', async () => {
    await h.workspace('w');
    await h.pgService('w');
    await h.layer('w', 'pg', { name: 'roads' });
    await h.layer('w', 'pg', { name: 'rivers' });
    const res = await t()
      .http()
      .delete(one('w', 'pg'))
      .set(await h.su());
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('service "pg" still has 2 layer(s): "rivers", "roads"');
    expect(await h.services('w')).toHaveLength(1);
  });

  it('401 anonymous, 403 for the admin of another workspace; the service stays', async () => {
    await h.workspace('w');
    const other = await h.workspace('other');
    await h.pgService('w');
    expect((await t().http().delete(one('w', 'pg'))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(one('w', 'pg'))
          .set(await h.admin(other.id))
      ).status,
    ).toBe(403);
    expect(await h.services('w')).toHaveLength(1);
  });
});
