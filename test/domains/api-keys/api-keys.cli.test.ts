import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../../src/app';
import { loadConfig } from '../../../src/base/config';
import { openDatabase } from '../../../src/db/client';
import { createLogger } from '../../../src/base/logger';
import { MAPGATE_BIN } from '../../support/serve-process';

const BIN = MAPGATE_BIN;

function mapgate(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MAPGATE_DATA_DIR: dataDir,
    NODE_OPTIONS: '',
  };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env, timeout: 90_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('mapgate apikey create', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-cli-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to create an embedded database to write into (no server could use it), printing no key', async () => {
    const r = await mapgate(dir, 'apikey', 'create', '--role', 'super_admin', '--name', 'bootstrap');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^mapgate: no embedded database in .*, and DATABASE_URL is not set here/);
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
    expect((await mapgate(dir, 'migrate')).code).toBe(0);
  }, 120_000);

  it('prints a super_admin key alone on stdout; the key works', async () => {
    const r = await mapgate(dir, 'apikey', 'create', '--role', 'super_admin', '--name', 'bootstrap');
    expect(r.stderr).toBe(`mapgate: database: embedded PGlite (${dir}/pglite)\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^mgk_[0-9a-f]{64}\n$/);
    const key = r.stdout.trim();

    const db = await openDatabase({ dataDir: dir });
    try {
      const row = await db.prisma.apiKey.findFirstOrThrow();
      expect(row).toMatchObject({
        roleId: 'super_admin',
        workspaceId: null,
        name: 'bootstrap',
        keyPrefix: key.slice(0, 12),
      });
      expect(row.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
      const config = loadConfig({ ...process.env, MAPGATE_DATA_DIR: dir });
      const app = await createApp(config, db, createLogger('silent'));
      try {
        const res = await request(app.app).get('/api/v1/workspaces').set('X-API-Key', key);
        expect(res.status).toBe(200);
      } finally {
        await app.stop();
      }
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses a workspace role without --workspace, printing no key', async () => {
    const r = await mapgate(dir, 'apikey', 'create', '--role', 'admin', '--name', 'x');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `mapgate: database: embedded PGlite (${dir}/pglite)\nmapgate: a key with role "admin" needs a workspace\n`,
    );
  }, 120_000);
});
