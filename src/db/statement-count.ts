import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQueryable } from '@prisma/driver-adapter-utils';
import type { Sql, SqlExecutor } from './sql';

/**
 * How many SQL statements an open database has sent, Prisma's and raw ones together. Cheap (one
 * increment per statement); tests read it to prove a GraphQL query costs a fixed number of statements
 * however much data it returns (docs/graph.md, N+1).
 */
export interface StatementCount {
  count: number;
}

/** `q` with its queryRaw and executeRaw counted. */
function counted<T extends SqlQueryable>(q: T, n: StatementCount): T {
  return new Proxy(q, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function') return v;
      if (prop === 'queryRaw' || prop === 'executeRaw') {
        return (...args: unknown[]) => {
          n.count++;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (prop === 'startTransaction') {
        return async (...args: unknown[]) =>
          counted(await (v as (...a: unknown[]) => Promise<SqlQueryable>).apply(target, args), n);
      }
      return (v as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** A Prisma driver adapter factory whose connections count their statements. */
export function countingAdapter<F extends SqlDriverAdapterFactory>(factory: F, n: StatementCount): F {
  return new Proxy(factory, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (prop === 'connect') return async () => counted<SqlDriverAdapter>(await target.connect(), n);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

const countedExecutor = (e: SqlExecutor, n: StatementCount): SqlExecutor => ({
  query(text, params) {
    n.count++;
    return e.query(text, params);
  },
  exec(script) {
    n.count++;
    return e.exec(script);
  },
});

/** Raw SQL whose statements are counted too. */
export function countingSql(sql: Sql, n: StatementCount): Sql {
  return {
    ...countedExecutor(sql, n),
    prepared(name, text, params) {
      n.count++;
      return sql.prepared(name, text, params);
    },
    session: (fn) => sql.session((conn) => fn(countedExecutor(conn, n))),
    locked: (key, fn) => sql.locked(key, (conn) => fn(countedExecutor(conn, n))),
  };
}
