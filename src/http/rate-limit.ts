import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import type { Config } from '../base/config';
import type { Logger } from '../base/logger';
import { sendError } from '../outcome';
import { verifiedCaller } from './authenticate-first';

/** Longest a rate-limit check may wait for Redis before the request goes through unlimited. */
const REDIS_TIMEOUT_MS = 500;
const WINDOW_MS = 60_000;

/**
 * The limiter; `close()` releases its Redis connection (a no-op without Redis). `hit(key)` counts one
 * request outside Express (a WebSocket upgrade) and resolves with the seconds to wait when over the
 * limit, else undefined.
 */
export type RateLimiter = RequestHandler & { close(): Promise<void>; hit(key: string): Promise<number | undefined> };

/**
 * `derive(input)` computed once per input, not per request, for inputs seen recently. Inputs (callers,
 * rate-limit keys) are few next to requests; the bound only keeps a flood of distinct ones from growing it.
 */
function remembered(derive: (input: string) => string): (input: string) => string {
  const seen = new Map<string, string>();
  return (input) => {
    let out = seen.get(input);
    if (out === undefined) {
      out = derive(input);
      if (seen.size >= 10_000) seen.clear();
      seen.set(input, out);
    }
    return out;
  };
}

/**
 * The `pk` of the RateLimit-Policy header: the first 12 hex digits of the key's SHA-256, in base64, as
 * express-rate-limit computes it.
 */
const partitionKey = remembered((key) =>
  Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64'),
);

/** Thrown by the shared store while Redis is unreachable; already logged once per outage. */
class StoreDown extends Error {}

/** A verified caller's rate-limit key. */
const callerKey = remembered((caller) => `caller:${createHash('sha256').update(caller).digest('hex')}`);

/**
 * One budget per verified caller, else per client IP (see docs/security.md, "Request rate limit").
 * The caller is hashed so that the key (which may reach Redis and the RateLimit header's partition
 * key) never holds an identifier in clear.
 */
export function rateLimitKey(req: Request): string {
  const caller = req.res ? verifiedCaller(req.res) : undefined;
  if (caller) return callerKey(caller);
  // An IPv6 client controls a whole /56 or more; keying on one address would let it rotate freely.
  return `ip:${ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Counters in Redis, shared by every instance. Redis being down must not take the API down: each
 * failure lets the request through (express-rate-limit's passOnStoreError), is logged once per outage,
 * and reloads the store's scripts, whose first load may be what failed.
 */
async function sharedStore(
  url: string,
  prefix: string,
  logger: Logger,
): Promise<{ store: Store; close(): Promise<void> }> {
  // Loaded only when configured: the Redis client is about 11 MB of memory a single instance never uses.
  const [{ createClient }, { RedisStore }] = await Promise.all([import('redis'), import('rate-limit-redis')]);
  const client = createClient({
    url,
    // Queued commands would hold requests for the whole outage; fail them at once instead.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  client.on('error', (err) => {
    if (!down) logger.warn({ err }, 'rate limit: Redis unreachable, requests are not rate-limited until it is back');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.info('rate limit: Redis reachable again');
    down = false;
  });
  // Test processes and one-shot CLI commands must be able to exit with the client still open.
  client.unref();
  const firstConnect = withTimeout(client.connect()).catch(() => {});
  const inner = new RedisStore({
    prefix: `${prefix}rl:`,
    sendCommand: async (...args: string[]) => {
      await firstConnect;
      return withTimeout(client.sendCommand(args));
    },
  });
  let options: Options | undefined;
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (!down) logger.warn({ err }, 'rate limit: Redis command failed, request let through');
      down = true;
      if (options) inner.init(options).catch(() => {});
      throw new StoreDown('Redis unavailable');
    }
  };
  const store: Store = {
    prefix: inner.prefix,
    localKeys: false,
    init: (o) => {
      options = o;
      inner.init(o).catch(() => {});
    },
    increment: (key): Promise<IncrementResponse> => guard(() => inner.increment(key)),
    decrement: (key) => guard(() => inner.decrement(key)),
    resetKey: (key) => guard(() => inner.resetKey(key)),
    get: (key) => guard(() => inner.get(key)),
  };
  return {
    store,
    async close() {
      // close() would wait for a connection that may never come; destroy() also ends a reconnect loop.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else client.destroy();
    },
  };
}

/** The general request-rate limit of docs/rules.md §3: 429 + Retry-After and IETF draft-8 RateLimit headers. */
export async function createRateLimiter(config: Config, logger: Logger): Promise<RateLimiter> {
  const shared = config.MAPGATE_REDIS_URL
    ? await sharedStore(config.MAPGATE_REDIS_URL, config.MAPGATE_REDIS_PREFIX, logger)
    : undefined;
  // The in-memory store sweeps expired counters on an interval that only shutdown() clears: an unref'd
  // timer left behind keeps this whole instance reachable after stop() (docs/reliability.md, test memory).
  const local = shared ? undefined : new MemoryStore();
  const store = shared?.store ?? local!;
  const limit = config.MAPGATE_RATE_LIMIT_PER_MINUTE;
  store.init?.({ windowMs: WINDOW_MS } as Options);
  /*
   * What express-rate-limit's rateLimit() did with our options (draft-8 headers named "mapgate", no
   * legacy headers, passOnStoreError, Retry-After on a 429), on its stores. Its middleware awaited five
   * times per request (skip, key, store, limit, name), re-ran its validations and hashed the key for the
   * header's partition key on every request: about 30 µs of CPU per request (A/B, docs/performance-history.md).
   */
  const middleware: RequestHandler = async (req, res, next) => {
    const key = rateLimitKey(req);
    let hits: IncrementResponse;
    try {
      hits = await store.increment(key);
    } catch (err) {
      // passOnStoreError: a store that is down lets the request through (logged once per outage).
      if (!(err instanceof StoreDown))
        logger.error({ err }, 'express-rate-limit: error from store, allowing request without rate-limiting.');
      return next();
    }
    const { totalHits, resetTime } = hits;
    const reset = resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : WINDOW_MS / 1000;
    if (!res.headersSent) {
      res.append('RateLimit', `"mapgate"; r=${Math.max(limit - totalHits, 0)}; t=${reset}`);
      res.append('RateLimit-Policy', `"mapgate"; q=${limit}; w=${WINDOW_MS / 1000}; pk=:${partitionKey(key)}:`);
    }
    if (totalHits <= limit) return next();
    if (!res.headersSent) res.setHeader('Retry-After', String(reset));
    sendError(res, 'RATE_LIMITED', 'too many requests; retry after the number of seconds in Retry-After');
  };
  return Object.assign(middleware, {
    async hit(key: string) {
      try {
        const { totalHits, resetTime } = await store.increment(key);
        if (totalHits <= config.MAPGATE_RATE_LIMIT_PER_MINUTE) return undefined;
        return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + WINDOW_MS) - Date.now()) / 1000));
      } catch {
        // As for HTTP requests: a store that is down lets the request through.
        return undefined;
      }
    },
    close: async () => {
      local?.shutdown();
      await shared?.close();
    },
  });
}
