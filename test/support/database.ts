import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
// The test realm's PGlite module (jest.config.js moduleNameMapper) also exports `fitToFile`.
import * as pgliteModule from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, PG_TEST_DB_PREFIX, withDatabase } from './template';

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL URL of this database (undefined on PGlite). */
  url?: string;
  /** Empties every table and restores the seeded rows, so the next test starts clean. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The worker's embedded database, lent to one file at a time (test/support/worker-database.js). */
interface WorkerDatabase {
  acquire(template: string): Promise<PGlite | undefined>;
  release(pglite: PGlite): Promise<void>;
}
const worker = (globalThis as unknown as { mapgateWorkerDatabase?: WorkerDatabase }).mapgateWorkerDatabase;
const { fitToFile } = pgliteModule as unknown as { fitToFile(pglite: PGlite): PGlite };

/** The tables migrations seed, and which rows to keep in them. */
const SEEDED: Record<string, string> = { roles: 'builtin = false', tile_matrix_sets: 'builtin = false' };

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by default
 * or on the PostgreSQL server of TEST_DATABASE_URL. On PGlite it is the worker's database, left as the
 * template was by the file before; a second one opened while the first is open is a PGlite of its own.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  let db: Database;
  let drop: () => Promise<void> = async () => {};
  let dbUrl: string | undefined;
  if (url) {
    // Left in place when the file ends: a DROP DATABASE makes the server checkpoint (write and sync
    // every page changed since the last one, in all its databases: 0.2-1.5 s here), and the file would
    // wait for it. global-teardown drops the run's databases once every file is done (docs/reliability.md, "Time").
    const name = `${PG_TEST_DB_PREFIX}${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    dbUrl = withDatabase(url, name);
    db = await openDatabase({ url: dbUrl, poolSize: 5 });
  } else {
    const lent = await worker?.acquire(PGLITE_TEMPLATE);
    const pglite = lent
      ? fitToFile(lent)
      : new PGlite('memory://', { loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]) });
    db = await openDatabase({ pglite });
    // openDatabase leaves a PGlite it was handed open: the worker's goes back with its rows reset (the
    // worker undoes or detects the rest); a file's own is closed, its timers would keep Jest from exiting.
    drop = lent
      ? async () => {
          await reset().catch(() => {});
          await worker!.release(lent);
        }
      : () => pglite.close();
  }
  const tables = (
    await db.sql.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    )
  ).map((r) => r.tablename);
  const superuser =
    db.kind === 'pglite' ||
    (await db.sql.query<{ s: string }>(`SELECT current_setting('is_superuser') AS s`))[0]?.s === 'on';
  async function reset() {
    const plain = tables.filter((t) => !SEEDED[t]);
    const seeded = Object.entries(SEEDED)
      .filter(([t]) => tables.includes(t))
      .map(([t, keep]) => `DELETE FROM "${t}" WHERE ${keep};`)
      .join('');
    // Deleting the few rows a test left costs 2-10 ms; a TRUNCATE of every table costs 15-60 ms of CPU on
    // PGlite and 100-450 ms on PostgreSQL (new files for each table and index, synced at commit), which
    // over the suite's 1,200 tests was minutes of CI. Foreign keys and triggers are off meanwhile, as for
    // a TRUNCATE (session_replication_role needs a superuser, as the test server's `postgres` is; a
    // server that refuses it is emptied with the TRUNCATE).
    const deletes =
      `SET session_replication_role = replica;${plain.map((t) => `DELETE FROM "${t}";`).join('')}${seeded}` +
      `SET session_replication_role = DEFAULT;`;
    if (db.kind === 'pglite') {
      await db.sql.exec(deletes);
      return;
    }
    const script = superuser ? deletes : `TRUNCATE ${plain.map((t) => `"${t}"`).join(', ')} CASCADE;` + seeded;
    // Background work of the previous test (audit writes, workers) may still hold row locks; the
    // deletes (or the TRUNCATE's table locks) can then deadlock with it on PostgreSQL. It is safe to try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await db.sql.exec(script);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  }
  return {
    db,
    url: dbUrl,
    reset,
    async close() {
      await db.close();
      await drop();
    },
  };
}
