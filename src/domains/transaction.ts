import type { CacheInvalidator } from '../cache/cache';
import type { PrismaClient } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import type { CatalogChanged } from './catalog-changes';

/**
 * One transaction shared by several services' writes (a workspace document's apply: all or nothing).
 * A service joins it through its `within(shared)`, which gives a copy of the service whose client is
 * this transaction's: the service's own `$transaction` calls run inside it instead of opening their own
 * (so its name locks, version claims and guards all hold until the one commit), and its cache
 * invalidations and catalog notices wait until `committed()`, so that no instance reloads a value the
 * transaction has not committed yet.
 */
export class SharedTransaction {
  readonly db: PrismaClient;
  private notices = 0;
  /** What waits for the commit, once per key (many changes of one workspace send one notice). */
  private readonly after = new Map<string, () => Promise<void>>();

  constructor(tx: Prisma.TransactionClient) {
    this.db = joined(tx);
  }

  /** An invalidator whose invalidations run after the commit. */
  invalidator(inv: CacheInvalidator): CacheInvalidator {
    const deferred = Object.create(inv) as CacheInvalidator;
    deferred.invalidate = async (cache: string, prefix = '') => {
      this.after.set(`invalidate|${cache}|${prefix}`, () => inv.invalidate(cache, prefix));
    };
    return deferred;
  }

  /** A catalog notice that is sent after the commit. */
  changed(notice: CatalogChanged): CatalogChanged {
    const key = `changed|${this.notices++}|`;
    return async (workspaceId) => {
      this.after.set(key + workspaceId, () => notice(workspaceId));
    };
  }

  /** Runs what waited for the commit, once it happened (never after a rollback). */
  async committed(): Promise<void> {
    const waiting = [...this.after.values()];
    this.after.clear();
    for (const f of waiting) await f();
  }
}

/** A transaction's client that answers `$transaction` by running the work in itself. */
function joined(tx: Prisma.TransactionClient): PrismaClient {
  // The client's own type: a transaction's lacks `$transaction`, which the proxy adds.
  const proxy = new Proxy(tx as PrismaClient, {
    get(target, prop, receiver) {
      if (prop === '$transaction') {
        return async (work: unknown) => {
          if (typeof work === 'function') return (work as (db: PrismaClient) => Promise<unknown>)(proxy);
          const out: unknown[] = [];
          for (const p of work as Promise<unknown>[]) out.push(await p);
          return out;
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return proxy;
}
