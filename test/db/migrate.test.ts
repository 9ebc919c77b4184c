import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { applyMigrations, MIGRATIONS_DIR, MigrationError, migrationStatus, readMigrations } from '../../src/db/migrate';
import { pgliteSql, pgSql, type Sql } from '../../src/db/sql';
import { scratchDatabase } from '../support/scratch-database';

/** A fresh empty database; `other` is a second, independent runner on the same database. */
interface TestDb {
  sql: Sql;
  other: Sql;
  close(): Promise<void>;
}

interface Backend {
  name: string;
  open(): Promise<TestDb>;
}

let template: Blob | undefined;
const pglite: Backend = {
  name: 'PGlite',
  // initdb costs ~3 s; every test starts from a dump of one empty instance instead (~0.4 s).
  async open() {
    if (!template) {
      const first = new PGlite('memory://');
      template = await first.dumpDataDir('none');
      await first.close();
    }
    const db = new PGlite({ loadDataDir: template });
    await db.waitReady;
    const sql = pgliteSql(db);
    // One process, one connection: a second instance cannot exist, so both runners share it.
    return { sql, other: sql, close: () => db.close() };
  },
};

const serverUrl = process.env.TEST_DATABASE_URL;
const postgres: Backend = {
  name: 'PostgreSQL',
  async open() {
    const db = await scratchDatabase(serverUrl!, 'migrate');
    const pools = [new Pool({ connectionString: db.url }), new Pool({ connectionString: db.url })];
    // Pool.end() resolves once its clients are told to end, not once their backends have gone: the
    // forced DROP below can still terminate one, whose FATAL would be an unhandled pool 'error'.
    for (const p of pools) p.on('error', () => {});
    return {
      sql: pgSql(pools[0]),
      other: pgSql(pools[1]),
      async close() {
        await Promise.all(pools.map((p) => p.end()));
        await db.drop();
      },
    };
  },
};

// The PGlite cases run in the embedded run, not again beside PostgreSQL's (docs/reliability.md, "Time").
const backends = serverUrl ? [postgres] : [pglite];

const tempDirs: string[] = [];
/** A migrations directory under os.tmpdir(): { folder name: migration.sql }. */
function migrationsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-migrations-'));
  tempDirs.push(dir);
  for (const [name, sql] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function exists(sql: Sql, table: string): Promise<boolean> {
  const [row] = await sql.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
  return row.t != null;
}

async function withDb(backend: Backend, fn: (db: TestDb) => Promise<void>): Promise<void> {
  const db = await backend.open();
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

describe.each(backends)('migrations on $name', (backend) => {
  it('applies the real migrations to an empty database once, with the built-in roles', () =>
    withDb(backend, async ({ sql }) => {
      const names = readMigrations().map((m) => m.name);
      expect(names.length).toBeGreaterThan(0);
      expect(await migrationStatus(sql)).toMatchObject({ applied: [], pending: names, failed: [], changed: [] });
      expect(await exists(sql, '_prisma_migrations')).toBe(false);

      expect(await applyMigrations(sql)).toEqual({ applied: names });

      const schema = fs.readFileSync(path.join(MIGRATIONS_DIR, '../schema.prisma'), 'utf8');
      const tables = [...schema.matchAll(/@@map\("(\w+)"\)/g)].map((m) => m[1]);
      for (const table of tables) expect(await exists(sql, table)).toBe(true);
      const roles = await sql.query<{ id: string; builtin: boolean }>('SELECT id, builtin FROM roles ORDER BY id');
      expect(roles).toEqual(['admin', 'editor', 'super_admin', 'viewer'].map((id) => ({ id, builtin: true })));

      const [first] = await sql.query<Record<string, unknown>>(
        'SELECT * FROM _prisma_migrations WHERE migration_name = $1',
        [names[0]],
      );
      const bytes = fs.readFileSync(path.join(MIGRATIONS_DIR, names[0], 'migration.sql'));
      expect(first.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(first).toMatchObject({ applied_steps_count: 1, logs: null, rolled_back_at: null });
      expect(first.finished_at).toBeInstanceOf(Date);

      expect(await applyMigrations(sql)).toEqual({ applied: [] });
      expect(await migrationStatus(sql)).toMatchObject({ applied: names, pending: [], failed: [], changed: [] });
    }));

  it('refuses a migration edited after it was applied', () =>
    withDb(backend, async ({ sql }) => {
      const dir = migrationsDir({ '001_a': 'CREATE TABLE a (id int);' });
      await applyMigrations(sql, { dir });
      fs.appendFileSync(path.join(dir, '001_a', 'migration.sql'), '\nALTER TABLE a ADD COLUMN b int;');

      expect(await migrationStatus(sql, { dir })).toMatchObject({ applied: ['001_a'], changed: ['001_a'] });
      await expect(applyMigrations(sql, { dir })).rejects.toThrow(MigrationError);
      await expect(applyMigrations(sql, { dir })).rejects.toThrow(/001_a was edited after it was applied/);
    }));

  it('rolls back a failing migration whole, records it failed, and refuses to go on', () =>
    withDb(backend, async ({ sql }) => {
      const bad = 'CREATE TABLE half (id int);\nINSERT INTO no_such_table VALUES (1);';
      const dir = migrationsDir({ '001_good': 'CREATE TABLE good (id int);', '002_bad': bad });

      const error = await applyMigrations(sql, { dir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(/002_bad.*no_such_table/);
      expect(await exists(sql, 'good')).toBe(true);
      expect(await exists(sql, 'half')).toBe(false);

      const [row] = await sql.query<Record<string, unknown>>(
        `SELECT * FROM _prisma_migrations WHERE migration_name = '002_bad'`,
      );
      expect(row).toMatchObject({ finished_at: null, rolled_back_at: null, applied_steps_count: 0 });
      expect(row.logs).toMatch(/no_such_table/);
      expect(await migrationStatus(sql, { dir })).toEqual({
        applied: ['001_good'],
        pending: [],
        failed: ['002_bad'],
        changed: [],
        missing: [],
      });
      await expect(applyMigrations(sql, { dir })).rejects.toThrow(/002_bad failed earlier/);

      // The way out: repair, mark the attempt rolled back (as `prisma migrate resolve` does), run again.
      fs.writeFileSync(path.join(dir, '002_bad', 'migration.sql'), 'CREATE TABLE half (id int);');
      await sql.query(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '002_bad'`);
      expect(await applyMigrations(sql, { dir })).toEqual({ applied: ['002_bad'] });
      expect(await exists(sql, 'half')).toBe(true);
    }));

  it('refuses a database with an applied migration the directory lacks', () =>
    withDb(backend, async ({ sql }) => {
      // A $$ body with semicolons inside proves the script is sent whole, never split on ';'.
      const fn = `CREATE FUNCTION one() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END; $$;
SELECT one();`;
      const newer = migrationsDir({ '001_a': 'CREATE TABLE a (id int);', '002_fn': fn });
      expect(await applyMigrations(sql, { dir: newer })).toEqual({ applied: ['001_a', '002_fn'] });
      expect(await sql.query('SELECT one() AS v')).toEqual([{ v: 1 }]);

      const older = migrationsDir({ '001_a': 'CREATE TABLE a (id int);' });
      expect(await migrationStatus(sql, { dir: older })).toMatchObject({
        applied: ['001_a', '002_fn'],
        missing: ['002_fn'],
      });
      await expect(applyMigrations(sql, { dir: older })).rejects.toThrow(/002_fn applied, which is not in/);
    }));

  it('applies each migration exactly once when two runners start together', () =>
    withDb(backend, async ({ sql, other }) => {
      const dir = migrationsDir({
        '001_slow': 'CREATE TABLE slow (id int); SELECT pg_sleep(0.3);',
        '002_next': 'CREATE TABLE next (id int);',
      });
      const [a, b] = await Promise.all([applyMigrations(sql, { dir }), applyMigrations(other, { dir })]);
      expect([...a.applied, ...b.applied].sort()).toEqual(['001_slow', '002_next']);
      const rows = await sql.query<{ migration_name: string; n: number }>(
        'SELECT migration_name, count(*)::int AS n FROM _prisma_migrations GROUP BY migration_name ORDER BY 1',
      );
      expect(rows).toEqual([
        { migration_name: '001_slow', n: 1 },
        { migration_name: '002_next', n: 1 },
      ]);
    }));
});
