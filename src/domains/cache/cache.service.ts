import type { CacheInvalidator, CacheRegistry, CacheStats as Counters } from '../../cache/cache';
import { MAPGATE_CACHES, type MapgateCacheName } from '../../cache/defaults';
import { BadRequestError } from '../../base/errors';

/** One cache's counters with its name. */
export type NamedCacheStats = Counters & { name: string };

/** docs/rules.md §6 CacheStats, before GraphQL: the six named caches, every cache, totals, process. */
export interface CacheReport {
  enabled: boolean;
  named: Record<MapgateCacheName, NamedCacheStats>;
  all: NamedCacheStats[];
  totalSizeBytes: number;
  totalMaxSizeBytes: number;
  process: { rssBytes: number; heapUsedBytes: number };
}

/** REST spelling of one cache's counters (inside a JSON object the adapter does not rename keys). */
export function snakeStats(s: Counters): Record<string, number> {
  return {
    hits: s.hits,
    misses: s.misses,
    hit_rate: s.hitRate,
    entry_count: s.entryCount,
    size_bytes: s.sizeBytes,
    max_size_bytes: s.maxSizeBytes,
    evictions: s.evictions,
    expired: s.expired,
  };
}

/** Statistics and clearing of this instance's caches; clearing reaches every instance via the bus. */
export class CacheService {
  constructor(
    private readonly caches: CacheRegistry,
    private readonly invalidator: CacheInvalidator,
  ) {}

  report(): CacheReport {
    const all = this.caches
      .all()
      .map((c) => ({ name: c.name, ...c.stats() }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const byName = new Map(all.map((s) => [s.name, s]));
    const named = Object.fromEntries(
      Object.entries(MAPGATE_CACHES).map(([name, opts]) => [
        name,
        // declareMapgateCaches() creates them at start-up; this only guards a registry built without it.
        byName.get(name) ?? {
          name,
          hits: 0,
          misses: 0,
          hitRate: 0,
          entryCount: 0,
          sizeBytes: 0,
          maxSizeBytes: opts.maxSizeBytes,
          evictions: 0,
          expired: 0,
        },
      ]),
    ) as Record<MapgateCacheName, NamedCacheStats>;
    const mem = process.memoryUsage();
    return {
      // False while the invalidation bus is down and the caches are bypassed.
      enabled: this.caches.serving,
      named,
      all,
      totalSizeBytes: all.reduce((n, s) => n + s.sizeBytes, 0),
      totalMaxSizeBytes: all.reduce((n, s) => n + s.maxSizeBytes, 0),
      process: { rssBytes: mem.rss, heapUsedBytes: mem.heapUsed },
    };
  }

  /** Empties one cache (or all) here and on every other instance. Counters are kept: they are totals. */
  async clear(name?: string | null): Promise<void> {
    const names = this.caches
      .all()
      .map((c) => c.name)
      .sort();
    if (name !== undefined && name !== null && !names.includes(name)) {
      throw new BadRequestError(`cache: unknown cache "${name}"; one of ${names.join(', ')}`, { fields: ['cache'] });
    }
    await Promise.all((name ? [name] : names).map((n) => this.invalidator.invalidate(n)));
  }
}
