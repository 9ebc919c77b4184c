import fs from 'node:fs';
import { Client } from 'pg';
import path from 'node:path';
import { dropDatabases } from './drop-databases';
import { PGLITE_DATA_TEMPLATE, PGLITE_TEMPLATE, PG_TEMPLATE_DB, PG_TEST_DB_PREFIX, SOURCE_BUILD } from './template';

// The environment's module (the same instance when Jest ran the files in this process).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const workerDatabase = require('./worker-database') as { close(): Promise<void> };

export default async function globalTeardown(): Promise<void> {
  await workerDatabase.close();
  fs.rmSync(path.dirname(PGLITE_DATA_TEMPLATE), { recursive: true, force: true });
  fs.rmSync(SOURCE_BUILD, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    // The files' databases (test/support/database.ts).
    const files = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [PG_TEST_DB_PREFIX],
    );
    await dropDatabases(
      url,
      files.rows.map((r) => r.datname),
    );
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.end();
  } else {
    fs.rmSync(PGLITE_TEMPLATE, { force: true });
  }
}
