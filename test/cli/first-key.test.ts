import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { scratchDatabase } from '../support/scratch-database';
import { exited, useServeProcesses, type ServeProcess, runCli, sourceEnv } from '../support/serve-process';

// docs/security.md, "The first credential": the first start of `mapgate serve` with no credential writes a
// one-time super-admin key to a file (0600) and prints only the path; the operator uses it while mapgate
// runs. Real processes on both databases (PostgreSQL when TEST_DATABASE_URL is set).
const startServe = useServeProcesses();
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-first-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const env = (dataDir: string, databaseUrl?: string, extra: Record<string, string> = {}) =>
  sourceEnv(dataDir, { MAPGATE_PORT: '0', ...extra }, databaseUrl);
const cli = runCli;

/** Waits until the server's output matches (the banner is written in several steps). */
async function printed(s: ServeProcess, re: RegExp): Promise<string> {
  for (let i = 0; i < 100 && !re.test(s.out()); i++) await new Promise((r) => setTimeout(r, 100));
  return s.out();
}

async function stop(s: ServeProcess) {
  const done = exited(s.proc);
  s.proc.kill('SIGTERM');
  expect(await done).toBe(0);
}

const admin = process.env.TEST_DATABASE_URL;
// On the embedded database in the embedded run, on PostgreSQL beside it (docs/reliability.md, "Time").
const backends: [string, () => Promise<{ url?: string; drop(): Promise<void> }>][] = [];
if (!admin) backends.push(['embedded PGlite', async () => ({ url: undefined, drop: async () => {} })]);
else {
  backends.push(['PostgreSQL', () => scratchDatabase(admin, 'first_key')]);
}

describe.each(backends)('the first credential on %s', (_name, makeDb) => {
  it('is written to a 0600 file on the first start, works while serving, and is cleaned up once revoked', async () => {
    const db = await makeDb();
    try {
      const dataDir = tmp();
      const file = path.join(dataDir, 'first-admin.key');
      let s = await startServe(env(dataDir, db.url));
      const out = await printed(s, /written to/);
      expect(out).toContain(file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const key = fs.readFileSync(file, 'utf8').trim();
      expect(key).toMatch(/^mgk_[0-9a-f]{64}$/);
      expect(out).not.toContain(key);
      expect(out).not.toContain(key.slice(12));

      // Without restarting: the key is a super-admin credential.
      const me = await fetch(`${s.url}/api/v1/auth/me`, { headers: { 'X-API-Key': key } });
      expect(me.status).toBe(200);
      const made = await fetch(`${s.url}/api/v1/workspaces`, {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'first' }),
      });
      expect(made.status).toBe(201);
      await stop(s);

      // The next start neither writes another key nor forgets to say where the first one still is.
      s = await startServe(env(dataDir, db.url));
      expect(await printed(s, /still in/)).toContain(`still in ${file}`);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(key);
      await stop(s);

      // Listed and revoked with the CLI (the embedded database while mapgate is stopped).
      const list = cli(['apikey', 'list'], env(dataDir, db.url));
      // The CLI says which database it works on, and nothing else on stderr.
      const said = `mapgate: database: ${db.url ? `PostgreSQL 127.0.0.1:` : `embedded PGlite (${dataDir}/pglite)`}`;
      expect(list.stderr.startsWith(said)).toBe(true);
      expect(list.stderr.trim().split('\n')).toHaveLength(1);
      expect(list.stdout).toMatch(/first super-admin key/);
      const id = /([0-9a-f-]{36})\s+mgk_/.exec(list.stdout)?.[1];
      expect(id).toBeDefined();
      expect(list.stdout.match(/^[0-9a-f-]{36}/gm)).toHaveLength(1);
      const revoked = cli(['apikey', 'revoke', id!], env(dataDir, db.url));
      expect(revoked.stderr).toMatch(new RegExp(`^mapgate: revoked key ${id} \\(mgk_`, 'm'));
      expect(revoked.status).toBe(0);
      const again = cli(['apikey', 'revoke', id!], env(dataDir, db.url));
      expect(again.status).toBe(0);
      expect(again.stderr).toMatch(/was already revoked/);

      s = await startServe(env(dataDir, db.url));
      expect(await printed(s, /Removed/)).toContain(`Removed ${file}`);
      expect(fs.existsSync(file)).toBe(false);
      expect((await fetch(`${s.url}/api/v1/auth/me`, { headers: { 'X-API-Key': key } })).status).toBe(401);
      await stop(s);
    } finally {
      await db.drop();
    }
  }, 180_000);

  it('is not written when MAPGATE_FIRST_KEY_FILE is empty: the banner tells how to make one with the CLI', async () => {
    const db = await makeDb();
    try {
      const dataDir = tmp();
      const s = await startServe(env(dataDir, db.url, { MAPGATE_FIRST_KEY_FILE: '' }));
      const out = await printed(s, /No credential exists yet/);
      expect(out).toMatch(/token create --role super_admin/);
      if (db.url) {
        expect(out).toMatch(/same DATABASE_URL/);
        expect(out).not.toMatch(/stop mapgate first/);
      } else {
        expect(out).toMatch(/stop mapgate first/);
      }
      expect(fs.readdirSync(dataDir)).not.toContain('first-admin.key');
      await stop(s);
    } finally {
      await db.drop();
    }
  }, 120_000);
});

if (admin) {
  it('two instances starting at once on one PostgreSQL database write one key between them', async () => {
    const db = await scratchDatabase(admin, 'first_key_race');
    try {
      // Migrate first, so the two starts race on the key and not on the migrations.
      expect(cli(['migrate'], env(tmp(), db.url)).status).toBe(0);
      const [a, b] = await Promise.all([startServe(env(tmp(), db.url)), startServe(env(tmp(), db.url))]);
      // One of them says it wrote the key; give the other time to have said so too, were it wrong.
      for (let i = 0; i < 100 && !/written to/.test(a.out() + b.out()); i++)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 3000));
      expect([a.out(), b.out()].filter((o) => /written to/.test(o))).toHaveLength(1);
      const d = new Client({ connectionString: db.url });
      await d.connect();
      expect((await d.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n).toBe(1);
      await d.end();
      await Promise.all([stop(a), stop(b)]);
    } finally {
      await db.drop();
    }
  }, 180_000);
}
