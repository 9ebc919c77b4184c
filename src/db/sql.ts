import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** Raw SQL on one connection: parameterised statements and multi-statement scripts. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements with the simple protocol (a `$$` body stays intact). */
  exec(script: string): Promise<void>;
}

/**
 * Raw SQL beside Prisma, for what Prisma does not do: migrations, advisory locks, SKIP LOCKED claims,
 * LISTEN/NOTIFY, health checks. Works the same on PostgreSQL and PGlite.
 */
export interface Sql extends SqlExecutor {
  /** Runs `fn` on one connection held for its whole duration (transactions, session locks). */
  session<T>(fn: (conn: SqlExecutor) => Promise<T>): Promise<T>;
}

function pgExecutor(c: Pool | PoolClient): SqlExecutor {
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await c.query(text, params as unknown[])).rows as T[];
    },
    async exec(script: string) {
      await c.query(script);
    },
  };
}

export function pgSql(pool: Pool): Sql {
  return {
    ...pgExecutor(pool),
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn(pgExecutor(client));
      } finally {
        client.release();
      }
    },
  };
}

export function pgliteSql(db: PGlite): Sql {
  const exec: SqlExecutor = {
    async query<T>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
  };
  // PGlite is one connection in this process: a session is the database itself.
  return { ...exec, session: (fn) => fn(exec) };
}
