import { LRUCache } from 'lru-cache';
import type { Logger } from '../base/logger';
import { SIGN_IN_LIMITS, SignInLimiter, limiterKeys, principalKey, type SignInLimits } from './sign-in-limiter';

type RedisClient = ReturnType<typeof import('redis').createClient>;

/** Longest a limiter call may wait for Redis before this instance counts on its own. */
const REDIS_TIMEOUT_MS = 500;

/**
 * How long after telling Redis of a principal's successful sign-in this instance stays silent about the
 * next ones (docs/security.md, "Failed sign-ins"). Every authenticated request is a successful sign-in:
 * without this, each API-key or bearer request cost a Redis round trip that nearly always deleted
 * nothing. A failure this instance records for the principal lifts the silence at once.
 */
const SUCCESS_EVERY_MS = 10_000;
/** Principals remembered that way; past this many, the least recent are forgotten first. */
const MAX_SUCCEEDED = 10_000;

// One failure of one key, atomically: count, block once at the limit (doubling), expire when quiet.
const FAIL_SCRIPT = `
local f = redis.call('HINCRBY', KEYS[1], 'f', 1)
local limit, now, first, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local b = tonumber(redis.call('HGET', KEYS[1], 'b') or '0')
if f >= limit then
  b = now + math.min(first * (2 ^ math.min(f - limit, 20)), max)
  redis.call('HSET', KEYS[1], 'b', string.format('%d', b))
end
redis.call('PEXPIRE', KEYS[1], math.floor(forget + math.max(b - now, 0)))
return f`;

/**
 * The failed sign-in limiter with its counters in Redis (MAPGATE_REDIS_URL), so that every instance
 * sees the same failures and blocks (see docs/security.md, "Failed sign-ins"). The rules are those of
 * SignInLimiter. Redis being unreachable must not lock anyone out nor take sign-in down: each call that
 * fails falls back to this instance's own in-memory limiter, and the outage is logged once.
 */
export class RedisSignInLimiter {
  private readonly local: SignInLimiter;
  private client: RedisClient | undefined;
  private firstConnect: Promise<void> | undefined;
  private gaveUp = false;
  private down = false;
  /** Principals whose success went to Redis less than SUCCESS_EVERY_MS ago. */
  private readonly succeeded = new LRUCache<string, true>({ max: MAX_SUCCEEDED, ttl: SUCCESS_EVERY_MS });

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    /** Start of this limiter's keys (MAPGATE_REDIS_PREFIX + `signin:`). */
    private readonly prefix: string,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {
    this.local = new SignInLimiter(limits);
  }

  async retryAfter(ip: string, principal?: string): Promise<number> {
    const keys = limiterKeys(ip, principal);
    return this.shared(
      async (c) => {
        const now = Date.now();
        const until = Math.max(
          0,
          ...(await Promise.all(keys.map(async (k) => Number((await c.hGet(this.prefix + k.key, 'b')) ?? 0)))),
        );
        return until > now ? Math.ceil((until - now) / 1000) : 0;
      },
      () => this.local.retryAfter(ip, principal),
    );
  }

  async fail(ip: string, principal?: string): Promise<void> {
    const { firstBlockMs, maxBlockMs, forgetMs } = this.limits;
    if (principal) this.succeeded.delete(principal);
    await this.shared(
      async (c) => {
        for (const k of limiterKeys(ip, principal)) {
          const args = [k.limit, Date.now(), firstBlockMs, maxBlockMs, forgetMs].map(String);
          await c.eval(FAIL_SCRIPT, { keys: [this.prefix + k.key], arguments: args });
        }
      },
      () => this.local.fail(ip, principal),
    );
  }

  async succeed(principal?: string): Promise<void> {
    if (!principal) return;
    if (this.succeeded.has(principal)) return;
    // Noted before it is sent, so that a burst of requests by one principal sends it once.
    this.succeeded.set(principal, true);
    await this.shared(
      async (c) => {
        await c.del(this.prefix + principalKey(principal));
      },
      () => this.local.succeed(principal),
    );
  }

  /** Forgets every failure, here and in Redis (tests, and operators after an incident). */
  async clear(): Promise<void> {
    this.local.clear();
    this.succeeded.clear();
    await this.shared(
      async (c) => {
        for await (const keys of c.scanIterator({ MATCH: `${this.prefix}*`, COUNT: 500 }))
          if (keys.length) await c.del(keys);
      },
      () => undefined,
    );
  }

  async close(): Promise<void> {
    const c = this.client;
    if (!c) return;
    // close() would wait for a connection that may never come; destroy() also ends a reconnect loop.
    if (c.isReady) await c.close().catch(() => c.destroy());
    else c.destroy();
  }

  /** The client, started on first use; its first connection is waited for once, briefly. */
  private async connect(): Promise<RedisClient> {
    if (!this.client) {
      // Loaded only when configured, as for the request rate limit.
      const { createClient } = await import('redis');
      if (!this.client) {
        const client = createClient({
          url: this.url,
          // Queued commands would hold sign-ins for the whole outage; fail them at once instead.
          disableOfflineQueue: true,
          socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
        }) as RedisClient;
        client.on('error', () => undefined); // reported through the calls that fail
        client.unref();
        this.client = client;
        this.firstConnect = client.connect().then(
          () => undefined,
          () => undefined,
        );
      }
    }
    // Only the very first calls wait for the first connection; after one timeout, calls fall back at once.
    if (!this.gaveUp) await this.firstConnect;
    return this.client;
  }

  private async shared<T>(work: (c: RedisClient) => Promise<T>, fallback: () => T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)),
        REDIS_TIMEOUT_MS,
      );
      timer.unref();
    });
    try {
      const c = await Promise.race([this.connect(), timeout]);
      if (!c.isReady) throw new Error('Redis is not connected');
      const result = await Promise.race([work(c), timeout]);
      if (this.down) this.logger.info('sign-in limiter: Redis reachable again');
      this.down = false;
      return result;
    } catch (err) {
      this.gaveUp = true;
      if (!this.down) this.logger.warn({ err }, 'sign-in limiter: Redis unreachable, counting on this instance only');
      this.down = true;
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }
}
