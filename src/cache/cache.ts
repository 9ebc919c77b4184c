import { LRUCache } from 'lru-cache';

/** Counters of one cache (docs/rules.md §6 CacheStats), reported by `getCacheStats`. */
export interface CacheStats {
  hits: number;
  misses: number;
  hitRate: number;
  entryCount: number;
  sizeBytes: number;
  maxSizeBytes: number;
  evictions: number;
  expired: number;
}

export interface CacheOptions<V> {
  /** Upper bound of the summed entry sizes. */
  maxSizeBytes: number;
  /** Time to live of an entry, in ms (0 = until evicted or invalidated). */
  ttlMs: number;
  /** Approximate size of an entry in bytes; defaults to its JSON length. */
  sizeOf?: (value: V) => number;
}

const jsonSize = (v: unknown): number => {
  try {
    return Math.max(1, JSON.stringify(v)?.length ?? 1);
  } catch {
    return 1024;
  }
};

/**
 * An in-process LRU cache (lru-cache) that counts what it does, so that cache statistics are real
 * counters. Values may be `null` (a cached "not found").
 */
export class Cache<V> {
  private readonly lru: LRUCache<string, { v: V }>;
  private counters = { hits: 0, misses: 0, evictions: 0, expired: 0 };
  /**
   * Bumped by every deletion. A value loaded while the generation moved may predate the change that
   * moved it (a revocation committed during the lookup), so `getOrLoad` does not store it.
   */
  private generation = 0;
  /** While suspended (the invalidation bus is down) nothing is served or stored: news may be missed. */
  suspended = false;

  constructor(
    readonly name: string,
    private readonly opts: CacheOptions<V>,
  ) {
    this.lru = new LRUCache<string, { v: V }>({
      maxSize: opts.maxSizeBytes,
      sizeCalculation: (e) => Math.max(1, (opts.sizeOf ?? jsonSize)(e.v)),
      ttl: opts.ttlMs || undefined,
      ttlAutopurge: false,
      allowStale: false,
      dispose: (_v, _k, reason) => {
        if (reason === 'evict') this.counters.evictions++;
        else if (reason === 'expire') this.counters.expired++;
      },
    });
  }

  get(key: string): { v: V } | undefined {
    const hit = this.suspended ? undefined : this.lru.get(key);
    if (hit) this.counters.hits++;
    else this.counters.misses++;
    return hit;
  }

  set(key: string, value: V): void {
    if (!this.suspended) this.lru.set(key, { v: value });
  }

  /** A token to pass to `setIfUnchanged` once a value has been loaded. */
  mark(): number {
    return this.generation;
  }

  /** Stores a value loaded since `mark`, unless an invalidation happened meanwhile. */
  setIfUnchanged(mark: number, key: string, value: V): void {
    if (mark === this.generation) this.set(key, value);
  }

  /** The cached value, or `load()` stored for next time (unless invalidated while loading). */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit) return hit.v;
    const mark = this.mark();
    const v = await load();
    this.setIfUnchanged(mark, key, v);
    return v;
  }

  delete(key: string): void {
    this.generation++;
    this.lru.delete(key);
  }

  /** Drops every entry whose key starts with the prefix (e.g. all entries of one workspace). */
  deletePrefix(prefix: string): void {
    this.generation++;
    for (const k of [...this.lru.keys()]) if (k.startsWith(prefix)) this.lru.delete(k);
  }

  clear(): void {
    this.generation++;
    this.lru.clear();
  }

  stats(): CacheStats {
    const { hits, misses } = this.counters;
    return {
      ...this.counters,
      hitRate: hits + misses ? hits / (hits + misses) : 0,
      entryCount: this.lru.size,
      sizeBytes: this.lru.calculatedSize ?? 0,
      maxSizeBytes: this.opts.maxSizeBytes,
    };
  }
}

/**
 * Every cache of one mapgate instance, by name (identity, jwks, claim_mappings, styles, settings,
 * tile_matrix_sets, ...). Services get their cache from here so statistics and clearing see them all.
 */
export class CacheRegistry {
  private readonly caches = new Map<string, Cache<unknown>>();
  /** Names whose cache is only a declared placeholder, so far unused by any service. */
  private readonly declared = new Set<string>();
  private suspendedAll = false;

  /**
   * The named cache, created on first use with these options. A placeholder made by `declare` gives
   * way to the first real creation, so the service that uses a cache decides its size and TTL.
   */
  cache<V>(name: string, opts: CacheOptions<V>): Cache<V> {
    let c = this.caches.get(name);
    if (!c || this.declared.delete(name)) {
      c = this.add(new Cache<V>(name, opts) as Cache<unknown>);
    }
    return c as Cache<V>;
  }

  /**
   * Makes sure a cache of this name exists (statistics list it from start-up), without claiming it:
   * an existing cache is kept, and a later `cache(name, ...)` replaces the placeholder.
   */
  declare(name: string, opts: CacheOptions<unknown>): void {
    if (this.caches.has(name)) return;
    this.add(new Cache(name, opts));
    this.declared.add(name);
  }

  /** Registers a cache, suspended like the others while they are. */
  private add(c: Cache<unknown>): Cache<unknown> {
    c.suspended = this.suspendedAll;
    this.caches.set(c.name, c);
    return c;
  }

  get(name: string): Cache<unknown> | undefined {
    return this.caches.get(name);
  }

  all(): Cache<unknown>[] {
    return [...this.caches.values()];
  }

  /** False while the caches are bypassed because invalidations from other instances may be missed. */
  get serving(): boolean {
    return !this.suspendedAll;
  }

  /**
   * The bus lost its connection: empty every cache and serve nothing from them until `resume`, so that
   * a revocation made on another instance meanwhile can never be missed here (requests go to the database).
   */
  suspend(): void {
    this.setSuspended(true);
  }

  /** The bus is back: whatever was missed is gone with the entries, so the caches start empty. */
  resume(): void {
    this.setSuspended(false);
  }

  private setSuspended(suspended: boolean): void {
    this.suspendedAll = suspended;
    for (const c of this.caches.values()) {
      c.clear();
      c.suspended = suspended;
    }
  }
}

/** An invalidation as it travels between instances: every key of `cache` starting with `prefix`. */
export interface Invalidation {
  cache: string;
  prefix: string;
}

/**
 * Invalidation across instances: a change made through the API calls `invalidate`, which clears the
 * local entries at once and publishes the same invalidation to the other instances (through the bus
 * attached at start-up: PostgreSQL LISTEN/NOTIFY or Redis). `applyRemote` is what the bus calls.
 */
export class CacheInvalidator {
  private publish?: (m: Invalidation) => Promise<void>;
  private readonly observers: ((m: Invalidation) => void)[] = [];

  constructor(private readonly registry: CacheRegistry) {}

  /** Calls `observer` for every invalidation applied here, local or remote (live sources wake on revocations). */
  observe(observer: (m: Invalidation) => void): void {
    this.observers.push(observer);
  }

  attach(publish: (m: Invalidation) => Promise<void>): void {
    this.publish = publish;
  }

  /**
   * Clears here at once and resolves once the other instances have been told (never rejects). Callers
   * that revoke something await it, so that the change is answered only after it is on its way.
   */
  async invalidate(cache: string, prefix = ''): Promise<void> {
    this.applyRemote({ cache, prefix });
    await this.publish?.({ cache, prefix });
  }

  applyRemote(m: Invalidation): void {
    const c = this.registry.get(m.cache);
    if (c) {
      if (m.prefix) c.deletePrefix(m.prefix);
      else c.clear();
    }
    for (const o of this.observers) o(m);
  }
}
