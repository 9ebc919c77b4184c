import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from '../base/logger';

type RedisClient = ReturnType<typeof import('redis').createClient>;

/** One place taken under a key's limit; `release` gives it back (more than once is harmless). */
export interface Lease {
  release(): void;
}

/**
 * Counted places under a limit per key (docs/security.md, "Live work"): the subscriptions and event
 * streams of one credential. `acquire` takes a place, or gives undefined when `limit` are taken.
 */
export interface Leases {
  acquire(key: string, limit: number): Promise<Lease | undefined>;
  /** Places of `key` taken now (what this instance knows: Redis's count when shared). */
  count(key: string): Promise<number>;
  close(): Promise<void>;
}

/** How long a lease in Redis lives without its instance's heartbeat (an instance that died frees its places then). */
export const LEASE_TTL_MS = 30_000;
/** Longest a lease call may wait for Redis before this instance counts on its own. */
const REDIS_TIMEOUT_MS = 500;

/** The places of one process: enough for a single instance (the embedded database is one). */
export class LocalLeases implements Leases {
  private readonly taken = new Map<string, number>();

  acquire(key: string, limit: number): Promise<Lease | undefined> {
    return Promise.resolve(this.take(key, limit));
  }

  take(key: string, limit: number): Lease | undefined {
    const n = this.taken.get(key) ?? 0;
    if (n >= limit) return undefined;
    this.taken.set(key, n + 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        const left = (this.taken.get(key) ?? 1) - 1;
        if (left > 0) this.taken.set(key, left);
        else this.taken.delete(key);
      },
    };
  }

  count(key: string): Promise<number> {
    return Promise.resolve(this.taken.get(key) ?? 0);
  }

  async close(): Promise<void> {}
}

// Takes one place of KEYS[1] (a sorted set of lease ids scored by their expiry) unless `limit` live ones hold it.
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Places counted in Redis, shared by every instance (MAPGATE_REDIS_URL): each key is a sorted set of
 * lease ids scored by when they expire. An instance renews its own leases every third of that; the leases
 * of an instance that died expire after LEASE_TTL_MS (30 s) and stop counting. Redis being unreachable must not
 * take live updates down: a call that fails counts in this instance's memory instead (so the limits
 * still hold per instance), and the outage is logged once.
 */
export class RedisLeases implements Leases {
  private readonly local = new LocalLeases();
  private readonly held = new Map<string, string>();
  private readonly client: RedisClient;
  private readonly firstConnect: Promise<void>;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly instance = randomUUID();
  private next = 0;
  private down = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
    createClient: typeof import('redis').createClient,
    /** How long a lease lives without a heartbeat (renewed every third of it); shorter in tests. */
    private readonly ttlMs = LEASE_TTL_MS,
  ) {
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    this.client.on('error', (err) => this.failed(err));
    this.client.on('ready', () => {
      if (this.down) this.logger.info('live limits: Redis reachable again');
      this.down = false;
    });
    this.client.unref();
    this.firstConnect = withTimeout(this.client.connect()).then(
      () => undefined,
      () => undefined,
    );
    this.heartbeat = setInterval(() => void this.renew(), Math.max(10, Math.floor(ttlMs / 3)));
    this.heartbeat.unref();
  }

  private failed(err: unknown): void {
    if (!this.down)
      this.logger.warn(
        { err },
        'live limits: Redis unreachable, each instance counts its own streams until it is back',
      );
    this.down = true;
  }

  /** The Redis key of a credential's places: hashed, so that no identifier sits in Redis in clear. */
  private keyOf(key: string): string {
    return `${this.prefix}lease:${createHash('sha256').update(key).digest('hex')}`;
  }

  async acquire(key: string, limit: number): Promise<Lease | undefined> {
    const k = this.keyOf(key);
    const id = `${this.instance}:${++this.next}`;
    try {
      await this.firstConnect;
      const now = Date.now();
      const ok = await withTimeout(
        this.client.eval(ACQUIRE_SCRIPT, {
          keys: [k],
          arguments: [String(now), String(limit), String(now + this.ttlMs), id, String(this.ttlMs)],
        }),
      );
      if (Number(ok) !== 1) return undefined;
    } catch (err) {
      this.failed(err);
      return this.local.take(key, limit);
    }
    this.held.set(id, k);
    return {
      release: () => {
        if (!this.held.delete(id)) return;
        // A release that does not reach Redis expires with the lease's TTL.
        withTimeout(this.client.zRem(k, id)).catch(() => {});
      },
    };
  }

  async count(key: string): Promise<number> {
    try {
      await this.firstConnect;
      const k = this.keyOf(key);
      return await withTimeout(this.client.zCount(k, Date.now(), '+inf'));
    } catch {
      return this.local.count(key);
    }
  }

  /** Moves the expiry of every lease this instance holds a TTL ahead. */
  private async renew(): Promise<void> {
    if (this.held.size === 0 || !this.client.isReady) return;
    const until = Date.now() + this.ttlMs;
    const keys = new Set<string>();
    try {
      await withTimeout(
        Promise.all(
          [...this.held].map(([id, k]) => {
            keys.add(k);
            // XX: a lease released meanwhile is not brought back.
            return this.client.zAdd(k, { score: until, value: id }, { condition: 'XX' });
          }),
        ),
      );
      await withTimeout(Promise.all([...keys].map((k) => this.client.pExpire(k, this.ttlMs))));
    } catch (err) {
      this.failed(err);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    const ids = [...this.held];
    this.held.clear();
    if (this.client.isReady) {
      await withTimeout(Promise.all(ids.map(([id, k]) => this.client.zRem(k, id)))).catch(() => {});
      await this.client.close().catch(() => this.client.destroy());
    } else this.client.destroy();
  }
}

/** Shared places with MAPGATE_REDIS_URL, else this process's own (docs/security.md, "Live work"). */
export async function createLeases(redisUrl: string | undefined, prefix: string, logger: Logger): Promise<Leases> {
  if (!redisUrl) return new LocalLeases();
  // Loaded only when configured, as for the rate limit.
  const { createClient } = await import('redis');
  return new RedisLeases(redisUrl, prefix, logger, createClient);
}
