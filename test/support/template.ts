import os from 'node:os';
import path from 'node:path';

// Names are per run (global-setup picks them and passes them to the workers through the environment),
// so that two test runs on one machine never share or delete each other's template.
const RUN =
  process.env.MAPGATE_TEST_RUN ?? (process.env.MAPGATE_TEST_RUN = `${process.pid}_${Date.now().toString(36)}`);

/** Where global-setup leaves the migrated PGlite template for this run. */
export const PGLITE_TEMPLATE = path.join(os.tmpdir(), `mapgate-test-template-${RUN}.tar`);

/**
 * A migrated embedded database on disk, as `mapgate serve` leaves one under its data directory (the
 * `pglite` folder): `sourceEnv` copies it into the data directory of a process it starts on the embedded
 * database, which then skips the database's creation and migrations (two thirds of its start).
 */
export const PGLITE_DATA_TEMPLATE = path.join(os.tmpdir(), `mapgate-test-datadir-${RUN}`, 'pglite');

/**
 * The package as `mapgate` processes of this run start it: a copy of `bin/`, and `dist/` compiled by
 * global-setup from the sources as they are now, with the same transform `MAPGATE_FROM_SOURCE=1` applies
 * in each process (@swc-node/register); the rest (node_modules, console, prisma, package.json) links to the checkout.
 */
export const SOURCE_BUILD = path.join(os.tmpdir(), `mapgate-test-build-${RUN}`);

/**
 * What the names of the run's per-file PostgreSQL databases start with: global-teardown drops them
 * (test/support/database.ts says why not each file).
 */
export const PG_TEST_DB_PREFIX = `mapgate_test_${RUN}_`;

/** Name of the migrated PostgreSQL template database when TEST_DATABASE_URL is set. */
export const PG_TEMPLATE_DB = `mapgate_test_template_${RUN}`;

/** A URL on the same server naming another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
