import { Client } from 'pg';
import { PG_TEMPLATE_DB, withDatabase } from './template';

/** Runs one statement on the server at `admin` on a connection of its own. */
async function onServer(admin: string, sql: string): Promise<void> {
  const c = new Client({ connectionString: admin });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

let made = 0;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, whatever still holds connections to it. */
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server at `admin` (TEST_DATABASE_URL), for the `mapgate`
 * processes a test starts: empty, so that the process migrates it as a first start does, or with
 * `migrated`, a copy of the run's migrated template (as sourceEnv gives a process on the embedded database).
 */
export async function scratchDatabase(
  admin: string,
  label: string,
  opts: { migrated?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = `mapgate_${label}_${process.pid}_${Date.now()}_${made++}`;
  await onServer(admin, `CREATE DATABASE ${name}${opts.migrated ? ` TEMPLATE ${PG_TEMPLATE_DB}` : ''}`);
  return {
    name,
    url: withDatabase(admin, name),
    drop: () => onServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
