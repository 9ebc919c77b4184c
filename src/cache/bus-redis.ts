import type { Logger } from '../base/logger';
import type { BusHandlers, BusTransport } from './bus-transport';

/** The pub/sub channel of cache invalidations. */
/** The bus's channel: MAPGATE_REDIS_PREFIX + this. */
export const redisChannel = (prefix: string): string => `${prefix}cache-invalidation`;
const CONNECT_WAIT_MS = 1000;
/** The subscriber pings this often, so a connection that died silently is noticed. */
const PING_MS = 5_000;

/** The part of a node-redis client that closing needs (its full generic type differs per duplicate). */
interface Closable {
  isReady: boolean;
  isOpen: boolean;
  close(): Promise<unknown>;
  destroy(): void;
}

async function closeClient(c: Closable): Promise<void> {
  // close() would wait for a connection that may never come; destroy() also ends a reconnect loop.
  if (c.isReady) await c.close().catch(() => c.destroy());
  else if (c.isOpen) {
    try {
      c.destroy();
    } catch {
      /* already closed */
    }
  }
}

/**
 * Redis pub/sub: a subscribing connection (Redis reserves it for pub/sub) and a publishing one.
 * node-redis reconnects with the strategy below and subscribes again by itself. While the subscriber is
 * down the caches are suspended (messages published meanwhile are gone); a ping finds a connection
 * that died silently. Redis being down never blocks start-up.
 */
export async function redisTransport(
  url: string,
  channel: string,
  on: BusHandlers,
  logger: Logger,
): Promise<BusTransport> {
  // Loaded only when configured (about 11 MB that an instance without Redis never uses).
  const { createClient } = await import('redis');
  const pub = createClient({
    url,
    // A publish during an outage fails at once instead of queueing behind the reconnect loop.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  const sub = pub.duplicate({ disableOfflineQueue: false, pingInterval: PING_MS });
  let down = false;
  let closing = false;
  const lost = (err: unknown) => {
    // Closing ends the connection too; that is not an outage.
    if (closing) return;
    if (!down) {
      logger.warn({ err }, 'cache invalidation: Redis unreachable; caches bypassed until it is back');
      on.lost();
    }
    down = true;
  };
  // Only the subscriber's health decides whether this instance can miss news; the publisher's
  // failures are reported where a publish fails.
  pub.on('error', () => {});
  sub.on('error', lost);
  sub.on('end', () => lost(undefined));
  sub.on('ready', () => {
    if (down) {
      logger.info('cache invalidation: Redis back; caches serve again, emptied');
      on.resync();
    }
    down = false;
  });
  // Test processes and one-shot CLI commands must be able to exit with the clients still open.
  pub.unref();
  sub.unref();
  const within = <T>(p: Promise<T>) => {
    let t: NodeJS.Timeout | undefined;
    return Promise.race([
      p,
      new Promise<void>((resolve) => {
        t = setTimeout(resolve, CONNECT_WAIT_MS);
        t.unref();
      }),
    ])
      .catch(lost)
      .finally(() => clearTimeout(t));
  };
  const connected = Promise.all([pub.connect(), sub.connect()]);
  // Queued until the subscriber is connected, and renewed by node-redis after every reconnection.
  const subscribed = sub.subscribe(channel, (message) => on.message(message));
  await within(Promise.all([connected, subscribed]));
  return {
    name: 'redis',
    async publish(payload) {
      await pub.publish(channel, payload);
    },
    async close() {
      closing = true;
      await Promise.all([closeClient(pub), closeClient(sub)]);
    },
  };
}
