import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
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
  /**
   * Runs `fn` holding a lock on `key` that every instance on the database honours, for a check and the
   * write it decides: on PostgreSQL in a transaction holding a transaction-scoped advisory lock (each
   * statement after it sees what a holder before committed); on PGlite, whose one connection belongs to
   * this process alone, in a queue of this process per key, without a transaction (statements of other
   * requests run on that connection meanwhile and must not join one).
   */
  locked<T>(key: string, fn: (conn: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * A parameterised statement that PostgreSQL parses once per connection, and plans once when a generic
   * plan costs no more than a custom one (a named prepared statement, `name` a digest of the text); for
   * the texts a process sends again and again (src/db/quick-reads.ts, boundedPrepared). On PGlite, a
   * plain query.
   */
  prepared<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<T[]>;
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

/**
 * `named: false` (MAPGATE_DB_PREPARED_STATEMENTS=false, for a pooler that cannot keep a connection's
 * prepared statements) sends `prepared` statements unnamed, as Prisma's are then.
 */
export function pgSql(pool: Pool, { named = true }: { named?: boolean } = {}): Sql {
  const session: Sql['session'] = async (fn) => {
    const client = await pool.connect();
    try {
      return await fn(pgExecutor(client));
    } finally {
      client.release();
    }
  };
  return {
    ...pgExecutor(pool),
    async prepared<T>(name: string, text: string, params: unknown[]) {
      return (await pool.query(named ? { name, text, values: params } : { text, values: params })).rows as T[];
    },
    session,
    locked: (key, fn) =>
      session(async (conn) => {
        await conn.exec('BEGIN');
        try {
          await conn.query('SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext($1))', [key]);
          const result = await fn(conn);
          await conn.exec('COMMIT');
          return result;
        } catch (err) {
          await conn.exec('ROLLBACK').catch(() => {});
          throw err;
        }
      }),
  };
}

/** One promise chain per key: `fn` runs after the calls queued on the same key before it ended. */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
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
  const queue = keyedQueue();
  return {
    ...exec,
    prepared: (_name, text, params) => exec.query(text, params),
    session: (fn) => fn(exec),
    locked: (key, fn) => queue(key, () => fn(exec)),
  };
}

/** Sends a statement: its text and its parameters. */
export type Send = <T = Record<string, unknown>>(text: string, params: unknown[]) => Promise<T[]>;

/**
 * Statements whose texts code makes from what a request selects (the graph's pages and planned reads,
 * src/domains/graph/): a text is prepared (PostgreSQL parses it once per connection, and plans it once
 * when a generic plan costs no more than a custom one) from the second time this process sends it, for
 * at most `max` texts; a text sent once, and every text beyond the `max` first ones sent twice, goes
 * unnamed. Requests of ever new shapes then cannot fill the database's memory with prepared statements
 * (a planned dashboard statement holds about 400 KB of a backend's memory, a page's about 50 KB), and a
 * one-off text does not take the place of one sent again and again.
 */
export function boundedPrepared(sql: Sql, prefix: string, max: number): Send {
  const nameOf = statementNamer(prefix);
  const prepared = new Set<string>();
  // Texts sent once so far (bounded: forgotten all at once when full, as statementNamer's names are).
  const seen = new Set<string>();
  return <T>(text: string, params: unknown[]) => {
    if (!prepared.has(text) && prepared.size < max) {
      if (seen.delete(text)) prepared.add(text);
      else {
        if (seen.size >= 5000) seen.clear();
        seen.add(text);
      }
    }
    return prepared.has(text) ? sql.prepared<T>(nameOf(text), text, params) : sql.query<T>(text, params);
  };
}

/**
 * Names each SQL text for pg's per-connection prepared-statement cache: `prefix` and a digest of the text,
 * so the same text always gets the same name and different texts never share one (Prisma's statements
 * with `mg_`, src/db/client.ts; the quick reads' with `mq_`, src/db/quick-reads.ts).
 */
export function statementNamer(prefix: string): (text: string) => string {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (!name) {
      name = `${prefix}${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
      // Texts are few (made by code from a fixed set of shapes); the bound only guards against surprises.
      if (names.size >= 5000) names.clear();
      names.set(text, name);
    }
    return name;
  };
}
