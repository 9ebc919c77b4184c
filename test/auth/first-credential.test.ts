import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstCredentialHint } from '../../src/domains/auth';
import { useTestApp } from '../support/app';
import { MAPGATE_BIN } from '../support/serve-process';
import { createKey, createWorkspace, signIn } from '../support/identity';

const t = useTestApp();

describe('firstCredentialHint', () => {
  it('tells how to get the first super-admin credential while nothing could sign in', async () => {
    expect(await firstCredentialHint(t().db)).toMatch(
      /^No credential exists yet: run `npx mapgate token create --role super_admin`/,
    );
  });

  it('is silent once a token was minted, a key or a session exists', async () => {
    await createWorkspace(t(), 'w'); // mints a super_admin token, hence a signing key
    expect(await firstCredentialHint(t().db)).toBeUndefined();
    await t().db.prisma.signingKey.deleteMany();
    expect(await firstCredentialHint(t().db)).toBeDefined();
    await createKey(t(), 'w');
    await signIn(t(), await t().token('super_admin'));
    await t().db.prisma.signingKey.deleteMany();
    expect(await firstCredentialHint(t().db)).toBeUndefined();
    await t().db.prisma.browserSession.deleteMany();
    expect(await firstCredentialHint(t().db)).toBeUndefined();
    await t().db.prisma.apiKey.deleteMany();
    expect(await firstCredentialHint(t().db)).toBeDefined();
  });
});

describe('mapgate serve on an empty database', () => {
  it('writes the first key and prints where, after the listening banner', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-serve-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MAPGATE_DATA_DIR: dir,
      MAPGATE_PORT: '0',
      NODE_OPTIONS: '',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [MAPGATE_BIN, 'serve'], { env });
    try {
      const out = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no hint within 90 s:\n${text}`)), 90_000);
        child.stdout.on('data', (d) => {
          text += String(d);
          if (text.includes('API key (id')) {
            clearTimeout(timer);
            resolve(text);
          }
        });
        child.on('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`exited ${code}:\n${text}`));
        });
      });
      expect(out.indexOf('mapgate listening on')).toBeLessThan(out.indexOf('No credential existed'));
      expect(out).toContain(path.join(dir, 'first-admin.key'));
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
