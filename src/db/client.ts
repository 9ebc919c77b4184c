import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaClient } from '../generated/prisma/client';
import { lockDataDir } from './pglite-lock';
import { pgSql, pgliteSql, statementNamer, type Sql } from './sql';
import { countingAdapter, countingSql, type StatementCount } from './statement-count';
import { withQuickReads } from './quick-reads';

export type { PrismaClient };

/** An open database: the Prisma client for services and raw SQL for the rest. */
export interface Database {
  kind: 'postgres' | 'pglite';
  prisma: PrismaClient;
  sql: Sql;
  /** SQL statements sent so far, through Prisma and `sql` (src/db/statement-count.ts). */
  statements: StatementCount;
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
  /** Server-side prepared statements on PostgreSQL (default true). */
  preparedStatements?: boolean;
}

/**
 * The embedded server's settings. PGlite zeroes its shared memory at start, so all of it is resident
 * from the first moment:
 * - shared_buffers: PostgreSQL's default is 128 MB; 4 MB (512 pages) still holds a management catalog
 *   of thousands of rows, and a page that does not fit is read back from the data directory's files
 *   (8 MB cost 4 MB more of resident memory, idle and under load, for no load the bench could tell apart).
 * - max_connections: PGlite runs one single-user backend, but the lock table and per-backend arrays in
 *   shared memory are sized for 100 connections; 4 leaves the lock table about 1,100 entries, which a
 *   migration over every table uses a small part of.
 * Neither touches durability: PGlite's own defaults (PGlite.defaultStartParams) stay as they are.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=4MB', '-c', 'max_connections=4'];

/**
 * Prisma's own production setting (what it picks under NODE_ENV=production): with any other error format,
 * every query call captures a stack trace (`new Error()`) up front, only to print the calling line in the
 * message of an error that may never come; about 10 µs and 2 KB per query. mapgate never shows Prisma's
 * messages to a caller (src/outcome), and the log of an unexpected one keeps its async stack trace.
 */
const PRISMA_OPTIONS = { errorFormat: 'minimal' } as const;

/*
 * Each database's driver is loaded when that database is opened: an instance holds node-pg and Prisma's pg
 * adapter, or PGlite and its adapter, not both (docs/performance-history.md, "Memory, fifth pass").
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const postgresDriver = () => ({
  Pool: (require('pg') as typeof import('pg')).Pool,
  PrismaPg: (require('@prisma/adapter-pg') as typeof import('@prisma/adapter-pg')).PrismaPg,
});
const pgliteDriver = () => ({
  PGlite: (require('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite,
  PrismaPGlite: (require('pglite-prisma-adapter') as typeof import('pglite-prisma-adapter')).PrismaPGlite,
});
/* eslint-enable @typescript-eslint/no-require-imports */

/** Prisma's statement names (statementNamer, src/db/sql.ts). */
const named = (prefix: string) => {
  const name = statementNamer(prefix);
  return ({ sql }: { sql: string }) => name(sql);
};

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const { Pool, PrismaPg } = postgresDriver();
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const statements: StatementCount = { count: 0 };
    const prisma = new PrismaClient({
      ...PRISMA_OPTIONS,
      adapter: countingAdapter(
        new PrismaPg(pool, opts.preparedStatements === false ? {} : { statementNameGenerator: named('mg_') }),
        statements,
      ),
    });
    const u = new URL(opts.url);
    const sql = countingSql(pgSql(pool, { named: opts.preparedStatements !== false }), statements);
    return {
      kind: 'postgres',
      prisma: withQuickReads(prisma, sql),
      sql,
      statements,
      describe: `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`,
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const { PGlite, PrismaPGlite } = pgliteDriver();
  let db = opts.pglite;
  let where = 'in memory';
  let unlock = () => {};
  if (!db) {
    const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
    // PGlite does not create parent directories (docs/database.md).
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(path.dirname(dir));
    db = new PGlite(dir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
    where = dir;
  }
  try {
    await db.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const pglite = db;
  const statements: StatementCount = { count: 0 };
  const prisma = new PrismaClient({
    ...PRISMA_OPTIONS,
    adapter: countingAdapter(new PrismaPGlite(pglite), statements),
  });
  const sql = countingSql(pgliteSql(pglite), statements);
  return {
    kind: 'pglite',
    prisma: withQuickReads(prisma, sql),
    sql,
    statements,
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
