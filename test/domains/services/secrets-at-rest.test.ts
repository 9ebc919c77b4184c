import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, useTestApp } from '../../support/app';
import { SECRET_KEY_FILE, SecretBox } from '../../../src/db/secret-box';
import { parseSecretKey } from '../../../src/base/secret-key';
import { PG_INFO, helpers } from './support';

/*
 * Service passwords at rest (docs/security.md, "Secrets at rest"): sealed with AES-256-GCM under
 * MAPGATE_SECRET_KEY or the data directory's key file; a password stored in clear before sealing keeps
 * working and is sealed at the next start or write; an earlier key (MAPGATE_SECRET_KEY_PREVIOUS) still
 * opens what it sealed, which the next start seals again under the current key.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-secrets-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const hex = () => randomBytes(32).toString('hex');
const K1 = hex();
const t = useTestApp({ MAPGATE_DATA_DIR: dataDir, MAPGATE_DATABASE_HOSTS: 'db.example.test,127.0.0.1' });
const h = helpers(t);

const row = async (id: string) => (await t().db.prisma.service.findUniqueOrThrow({ where: { id } })).connectionInfo;
const sealedOf = async (id: string) => (await row(id)) as { password_sealed?: string; password?: string };
/** Another instance of the deployment on the same database, started and stopped around `fn`. */
async function withInstance(
  env: Record<string, string>,
  fn: (app: Awaited<ReturnType<typeof startTestApp>>) => Promise<void>,
) {
  const other = await startTestApp({ MAPGATE_DATA_DIR: dataDir, ...env }, { shareDatabaseOf: t });
  try {
    await fn(other);
  } finally {
    await other.stop();
  }
}

describe('service passwords at rest', () => {
  it('are sealed under the key file made at first start (mode 600); nothing of the password is stored', async () => {
    const file = path.join(dataDir, SECRET_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const box = new SecretBox(parseSecretKey(fs.readFileSync(file, 'utf8'))!);
    await h.workspace('w');
    const s = await h.pgService('w');
    expect(s.connection_info.password_configured).toBe(true);
    expect(s.connection_info).not.toHaveProperty('password_sealed');
    const stored = await sealedOf(s.id);
    expect(JSON.stringify(stored)).not.toContain(PG_INFO.password);
    expect(stored.password).toBeUndefined();
    expect(stored.password_sealed).toMatch(new RegExp(`^v1\\.${box.keyId}\\.`));
    expect(box.open(stored.password_sealed!)).toBe(PG_INFO.password);
    // Two seals of one password differ (a fresh IV each time).
    await t()
      .http()
      .put(`/api/v1/workspaces/w/services/pg`)
      .set(await h.su())
      .send({ connection_info: { password: PG_INFO.password } });
    expect((await sealedOf(s.id)).password_sealed).not.toBe(stored.password_sealed);
    // Listing and reading never show it.
    const listed = await t()
      .http()
      .get('/api/v1/workspaces/w/services')
      .set(await h.su());
    expect(JSON.stringify(listed.body)).not.toMatch(/s3cret|password_sealed|v1\./);
  });

  it('a password stored in clear keeps working and is sealed by the next write, or the next start', async () => {
    await h.workspace('w');
    const a = await h.pgService('w', 'a');
    const b = await h.pgService('w', 'b');
    for (const id of [a.id, b.id]) {
      await t().db.prisma.service.update({ where: { id }, data: { connectionInfo: { ...PG_INFO } } });
    }
    const read = await t()
      .http()
      .get('/api/v1/workspaces/w/services/a')
      .set(await h.su());
    expect(read.body.connection_info.password_configured).toBe(true);
    // A write that leaves the password alone seals the saved one.
    const put = await t()
      .http()
      .put('/api/v1/workspaces/w/services/a')
      .set(await h.su())
      .send({ connection_info: { database: 'other' } });
    expect(put.status).toBe(200);
    expect((await sealedOf(a.id)).password).toBeUndefined();
    expect((await sealedOf(a.id)).password_sealed).toMatch(/^v1\./);
    // The start of an instance seals the rest, without changing their version.
    const version = (await t().db.prisma.service.findUniqueOrThrow({ where: { id: b.id } })).version;
    await withInstance({}, async () => {
      const after = await t().db.prisma.service.findUniqueOrThrow({ where: { id: b.id } });
      expect(after.version).toBe(version);
      expect(JSON.stringify(after.connectionInfo)).not.toContain(PG_INFO.password);
      expect((after.connectionInfo as { password_sealed: string }).password_sealed).toMatch(/^v1\./);
    });
  });

  it('rotation: the earlier key still opens, and the next start seals again under the new key', async () => {
    await withInstance({ MAPGATE_SECRET_KEY: K1 }, async (one) => {
      await one
        .http()
        .post('/api/v1/workspaces')
        .set({ Authorization: `Bearer ${await one.token('super_admin')}` })
        .send({ name: 'w' });
      await one
        .http()
        .post('/api/v1/workspaces/w/services')
        .set({ Authorization: `Bearer ${await one.token('super_admin')}` })
        .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO });
    });
    const id = (await t().db.prisma.service.findFirstOrThrow()).id;
    const k1 = new SecretBox(Buffer.from(K1, 'hex'));
    expect(SecretBox.sealedWith((await sealedOf(id)).password_sealed!)).toBe(k1.keyId);
    const K2 = hex();
    const k2 = new SecretBox(Buffer.from(K2, 'hex'));
    await withInstance({ MAPGATE_SECRET_KEY: K2, MAPGATE_SECRET_KEY_PREVIOUS: K1 }, async () => {
      const sealed = (await sealedOf(id)).password_sealed!;
      expect(SecretBox.sealedWith(sealed)).toBe(k2.keyId);
      expect(k2.open(sealed)).toBe(PG_INFO.password);
    });
  });

  it('an instance without the key answers 503 naming MAPGATE_SECRET_KEY where the password is needed', async () => {
    await withInstance({ MAPGATE_SECRET_KEY: K1 }, async (one) => {
      const su = { Authorization: `Bearer ${await one.token('super_admin')}` };
      await one.http().post('/api/v1/workspaces').set(su).send({ name: 'w' });
      await one
        .http()
        .post('/api/v1/workspaces/w/services')
        .set(su)
        .send({ name: 'pg', type: 'postgis', connection_info: PG_INFO });
    });
    await withInstance({ MAPGATE_SECRET_KEY: hex() }, async (other) => {
      const su = { Authorization: `Bearer ${await other.token('super_admin')}` };
      const read = await other.http().get('/api/v1/workspaces/w/services/pg').set(su);
      expect(read.status).toBe(200);
      expect(read.body.connection_info.password_configured).toBe(true);
      const test = await other.http().post('/api/v1/workspaces/w/services/pg/test-connection').set(su).send({});
      expect(test.status).toBe(503);
      expect(test.body.detail).toMatch(/MAPGATE_SECRET_KEY/);
    });
  });

  it('a malformed MAPGATE_SECRET_KEY stops start-up with one line', async () => {
    await expect(startTestApp({ MAPGATE_SECRET_KEY: 'short' }, { shareDatabaseOf: t })).rejects.toThrow(
      /MAPGATE_SECRET_KEY: must be 32 bytes/,
    );
  });
});
