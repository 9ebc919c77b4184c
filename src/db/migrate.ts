import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql, SqlExecutor } from './sql';

/** prisma/migrations, from src/db (tsx, jest) and from dist/db (built). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../prisma/migrations');

/** Migrations cannot be applied safely; the message says why and what to do. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface Migration {
  name: string;
  sql: string;
  /** sha256 hex of the migration.sql bytes, as Prisma Migrate computes it. */
  checksum: string;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  failed: string[];
  changed: string[];
  /** Applied in the database but absent from the directory (a newer release ran here). */
  missing: string[];
}

// Prisma Migrate's own ledger, so that the real Prisma CLI can take over a database we migrated.
const LEDGER_DDL = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

// The key Prisma Migrate itself locks, so we also never race a real `prisma migrate deploy`.
const LOCK_KEY = 72707369;

/** Reads `<dir>/*\/migration.sql` in directory-name order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  if (!fs.existsSync(dir)) throw new MigrationError(`Migrations directory ${dir} does not exist`);
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return names.map((name) => {
    const file = path.join(dir, name, 'migration.sql');
    if (!fs.existsSync(file)) throw new MigrationError(`Migration ${name} has no migration.sql (${file})`);
    const bytes = fs.readFileSync(file);
    return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
  });
}

interface LedgerRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

async function ledgerExists(conn: SqlExecutor): Promise<boolean> {
  const [row] = await conn.query<{ t: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS t`);
  return row?.t != null;
}

async function compare(conn: SqlExecutor, files: Migration[]): Promise<MigrationStatus> {
  const rows = (await ledgerExists(conn))
    ? await conn.query<LedgerRow>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at',
      )
    : [];
  // Rows marked rolled back are ignored, as Prisma does (`migrate resolve --rolled-back`).
  const live = rows.filter((r) => r.rolled_back_at == null);
  const appliedRows = new Map(live.filter((r) => r.finished_at != null).map((r) => [r.migration_name, r]));
  const failed = [...new Set(live.filter((r) => r.finished_at == null).map((r) => r.migration_name))];
  const byName = new Map(files.map((f) => [f.name, f]));
  const applied = [...appliedRows.keys()];
  return {
    applied,
    pending: files.map((f) => f.name).filter((n) => !appliedRows.has(n) && !failed.includes(n)),
    failed,
    changed: applied.filter((n) => byName.has(n) && byName.get(n)!.checksum !== appliedRows.get(n)!.checksum),
    missing: applied.filter((n) => !byName.has(n)),
  };
}

/** Where the database stands against the migrations directory; never creates the ledger. */
export async function migrationStatus(sql: Sql, opts: { dir?: string } = {}): Promise<MigrationStatus> {
  return compare(sql, readMigrations(opts.dir ?? MIGRATIONS_DIR));
}

function refusal(s: MigrationStatus): string | undefined {
  if (s.failed.length) {
    return (
      `Migration ${s.failed.join(', ')} failed earlier (the error is in _prisma_migrations.logs). ` +
      `Repair the database by hand, then mark it rolled back: UPDATE _prisma_migrations SET rolled_back_at = now() ` +
      `WHERE migration_name = '${s.failed[0]}' AND finished_at IS NULL (or \`prisma migrate resolve --rolled-back\`).`
    );
  }
  if (s.changed.length) {
    return `Migration ${s.changed.join(', ')} was edited after it was applied (checksum differs); restore the original migration.sql and put changes in a new migration.`;
  }
  if (s.missing.length) {
    return `The database has migration ${s.missing.join(', ')} applied, which is not in this release's migrations directory; run a release that has it.`;
  }
  return undefined;
}

function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const detail = (e as { detail?: string }).detail;
  return detail ? `${e.message} (${detail})` : e.message;
}

async function applyOne(conn: SqlExecutor, m: Migration): Promise<void> {
  const id = randomUUID();
  try {
    await conn.exec('BEGIN');
    await conn.exec(m.sql);
    await conn.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
      [id, m.checksum, m.name],
    );
    await conn.exec('COMMIT');
  } catch (e) {
    const message = describeError(e);
    await conn.exec('ROLLBACK').catch(() => {});
    await conn
      .query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, logs, applied_steps_count)
         VALUES ($1, $2, $3, $4, 0)`,
        [id, m.checksum, m.name, message],
      )
      .catch(() => {});
    throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${message}`, { cause: e });
  }
}

// PGlite's "session" is the shared database itself, where an advisory lock excludes nobody:
// calls on the same Sql in this process are queued here too.
const running = new WeakMap<Sql, Promise<unknown>>();

/** Applies pending migrations, each in one transaction, under an advisory lock. */
export async function applyMigrations(
  sql: Sql,
  opts: { dir?: string; log?: (msg: string) => void } = {},
): Promise<{ applied: string[] }> {
  const files = readMigrations(opts.dir ?? MIGRATIONS_DIR);
  const log = opts.log ?? (() => {});
  const previous = running.get(sql) ?? Promise.resolve();
  const run = previous
    .catch(() => {})
    .then(() =>
      sql.session(async (conn) => {
        await conn.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
        try {
          await conn.exec(LEDGER_DDL);
          const status = await compare(conn, files);
          const reason = refusal(status);
          if (reason) throw new MigrationError(reason);
          const applied: string[] = [];
          for (const m of files.filter((f) => status.pending.includes(f.name))) {
            log(`Applying migration ${m.name}`);
            await applyOne(conn, m);
            applied.push(m.name);
          }
          return { applied };
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
        }
      }),
    );
  running.set(sql, run);
  return run;
}
