import os from 'node:os';
import path from 'node:path';

/** Where global-setup leaves the migrated PGlite template for this run (one per checkout). */
export const PGLITE_TEMPLATE = path.join(os.tmpdir(), `mapgate-test-template-${Buffer.from(process.cwd()).toString('base64url').slice(-24)}.tar`);

/** Name of the migrated PostgreSQL template database when TEST_DATABASE_URL is set. */
export const PG_TEMPLATE_DB = 'mapgate_test_template';

/** A URL on the same server naming another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
