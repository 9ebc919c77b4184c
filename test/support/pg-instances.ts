import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { SigningKeys } from '../../src/auth/signing-keys';
import { mintToken } from '../../src/auth/tokens';
import { openDatabase } from '../../src/db/client';
import { WORKER_ENV, startUpstream, tempDataDir, type Upstream } from '../domains/tile-cache/support';
import { REDIS_PREFIX } from './app';
import { PG_TEMPLATE_DB, withDatabase } from './template';

/** What tests of several `mapgate serve` processes on one PostgreSQL share; set in beforeAll. */
export interface SharedDatabase {
  /** The tile upstream every instance fetches from. */
  up: Upstream;
  /** A super admin's mapgate token, signed with a key of this database. */
  token: string;
  /** The environment of one instance on this database: Redis only when `extra` names it. */
  env(extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
}

/**
 * A private database made from the test template (dropped afterwards), a tile upstream and a data
 * directory, for real `mapgate serve` processes that share one PostgreSQL. Call inside a describe.
 */
export function useSharedDatabase(admin: string, label: string): SharedDatabase {
  const name = `mapgate_test_${label}_${randomBytes(4).toString('hex')}`;
  let dataDir = '';
  let databaseUrl = '';
  const shared: SharedDatabase = {
    up: undefined as unknown as Upstream,
    token: '',
    env: (extra = {}) => {
      const e: NodeJS.ProcessEnv = {
        ...process.env,
        ...WORKER_ENV,
        MAPGATE_DATA_DIR: dataDir,
        MAPGATE_PORT: '0',
        MAPGATE_LOG_LEVEL: 'warn',
        MAPGATE_TILE_UPSTREAM: shared.up.template,
        DATABASE_URL: databaseUrl,
        MAPGATE_REDIS_PREFIX: REDIS_PREFIX,
        ...extra,
      };
      delete e.NODE_OPTIONS;
      if (!extra.MAPGATE_REDIS_URL) delete e.MAPGATE_REDIS_URL;
      return e;
    },
  };
  beforeAll(async () => {
    shared.up = await startUpstream();
    dataDir = tempDataDir();
    const c = new Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await c.end();
    databaseUrl = withDatabase(admin, name);
    const db = await openDatabase({ url: databaseUrl });
    shared.token = await mintToken(new SigningKeys(db.prisma), { sub: 'ops', role: 'super_admin' }, 3600);
    await db.close();
  });
  afterAll(async () => {
    await shared.up?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const d = new Client({ connectionString: admin });
    await d.connect();
    await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await d.end();
  });
  return shared;
}
