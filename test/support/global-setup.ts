import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { applyMigrations } from '../../src/db/migrate';
import { pgSql, pgliteSql } from '../../src/db/sql';
import { Pool } from 'pg';
import { PGLITE_DATA_TEMPLATE, PGLITE_TEMPLATE, PG_TEMPLATE_DB, withDatabase } from './template';

/**
 * Migrates a template database once per run, so that each test file starts from a copy of it
 * instead of paying PGlite's multi-second initialisation (or a migration run) every time.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  // Processes started on the embedded database (CLI tests) start from a copy of this one, on either run.
  const dump = await migratedDump();
  await writeDataTemplate(dump);
  if (url) {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const pool = new Pool({ connectionString: withDatabase(url, PG_TEMPLATE_DB) });
    await applyMigrations(pgSql(pool));
    await pool.end();
    return;
  }
  fs.writeFileSync(PGLITE_TEMPLATE, dump);
}

/** A migrated embedded database, as a dump of its data directory. */
async function migratedDump(): Promise<Buffer> {
  const db = new PGlite('memory://');
  await applyMigrations(pgliteSql(db));
  const dump = await db.dumpDataDir('none');
  await db.close();
  return Buffer.from(await dump.arrayBuffer());
}

/** The dump laid out on disk, where a `mapgate` process opens its embedded database. */
async function writeDataTemplate(dump: Buffer): Promise<void> {
  fs.mkdirSync(PGLITE_DATA_TEMPLATE, { recursive: true });
  const disk = new PGlite(PGLITE_DATA_TEMPLATE, { loadDataDir: new Blob([dump]) });
  await disk.waitReady;
  await disk.close();
}
