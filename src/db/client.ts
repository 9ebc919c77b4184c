import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { Pool } from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { lockDataDir } from './pglite-lock';
import { pgSql, pgliteSql, type Sql } from './sql';

export type { PrismaClient };

/** An open database: the Prisma client for services and raw SQL for the rest. */
export interface Database {
  kind: 'postgres' | 'pglite';
  prisma: PrismaClient;
  sql: Sql;
  /** Human description for logs (never contains a password). */
  describe: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory (created if missing); ignored for PostgreSQL. */
  dataDir?: string;
  /** An already open PGlite instance (tests load one from a migrated template). */
  pglite?: PGlite;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const u = new URL(opts.url);
    return {
      kind: 'postgres',
      prisma,
      sql: pgSql(pool),
      describe: `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`,
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  let db = opts.pglite;
  let where = 'in memory';
  let unlock = () => {};
  if (!db) {
    const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
    // PGlite does not create parent directories (notes/prisma-offline.md).
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(path.dirname(dir));
    db = new PGlite(dir);
    where = dir;
  }
  try {
    await db.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const pglite = db;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: 'pglite',
    prisma,
    sql: pgliteSql(pglite),
    describe: `embedded PGlite (${where})`,
    async close() {
      await prisma.$disconnect();
      if (!opts.pglite) {
        await pglite.close();
        unlock();
      }
    },
  };
}
