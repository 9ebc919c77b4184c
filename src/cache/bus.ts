import { randomUUID } from 'node:crypto';
import type { Config } from '../base/config';
import type { Database } from '../db/client';
import type { Logger } from '../base/logger';
import { PG_CHANNEL, postgresTransport } from './bus-postgres';
import { redisChannel, redisTransport } from './bus-redis';
import type { BusHandlers, BusTransport } from './bus-transport';
import type { CacheInvalidator, CacheRegistry, Invalidation } from './cache';
import type { LiveEvents, SharedEvent } from './events';

/** One message on the wire; `i` is the sending instance, whose own messages it ignores. */
interface Wire {
  v: 1;
  i: string;
  c: string;
  p: string;
}

/** A live event on the wire (src/cache/events.ts): ids only, far below NOTIFY's 8000 bytes. */
interface EventWire {
  v: 1;
  i: string;
  e: 'job' | 'audit';
  j?: string;
  w?: string;
  a?: string[];
}

export function encodeEvent(instance: string, e: SharedEvent): string {
  const w: EventWire = { v: 1, i: instance, e: e.kind };
  if (e.kind === 'job') Object.assign(w, { j: e.job, w: e.workspace });
  else if (e.ids) w.a = e.ids;
  return JSON.stringify(w);
}

/** The live event, or undefined for anything else. */
export function decodeEvent(payload: string): (SharedEvent & { instance: string }) | undefined {
  try {
    const w = JSON.parse(payload) as Partial<EventWire>;
    if (w.v !== 1 || typeof w.i !== 'string') return undefined;
    if (w.e === 'audit')
      return Array.isArray(w.a) && w.a.every((id) => typeof id === 'string')
        ? { kind: 'audit', ids: w.a, instance: w.i }
        : { kind: 'audit', instance: w.i };
    if (w.e === 'job' && typeof w.j === 'string' && typeof w.w === 'string')
      return { kind: 'job', job: w.j, workspace: w.w, instance: w.i };
    return undefined;
  } catch {
    return undefined;
  }
}

export function encode(instance: string, m: Invalidation): string {
  return JSON.stringify({ v: 1, i: instance, c: m.cache, p: m.prefix } satisfies Wire);
}

/** The message, or undefined for anything that is not one of ours (the channel is shared). */
export function decode(payload: string): (Invalidation & { instance: string }) | undefined {
  try {
    const w = JSON.parse(payload) as Partial<Wire>;
    if (w.v !== 1 || typeof w.i !== 'string' || typeof w.c !== 'string' || typeof w.p !== 'string') return undefined;
    return { instance: w.i, cache: w.c, prefix: w.p };
  } catch {
    return undefined;
  }
}

export interface BusDeps {
  config: Config;
  db: Database;
  logger: Logger;
  caches: CacheRegistry;
  invalidator: CacheInvalidator;
  events: LiveEvents;
}

/**
 * Attaches the cross-instance invalidation bus to `deps.invalidator`: Redis pub/sub when
 * MAPGATE_REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY (a dedicated connection for LISTEN, NOTIFY
 * through the pool). The embedded database is one process, so there is nobody to tell: no bus.
 * While the connection is lost every local cache is emptied and bypassed (suspended), since
 * invalidations may be missed; they serve again once it is back. Returns how to stop it.
 */
export async function startInvalidationBus(deps: BusDeps): Promise<() => Promise<void>> {
  const { config, db, logger, caches, invalidator, events } = deps;
  const instance = randomUUID();
  const handlers: BusHandlers = {
    message(payload) {
      const m = decode(payload);
      if (m) {
        if (m.instance !== instance) invalidator.applyRemote(m);
        return;
      }
      const e = decodeEvent(payload);
      if (e && e.instance !== instance) {
        const { instance: _from, ...event } = e;
        events.deliver(event);
      }
    },
    lost() {
      caches.suspend();
      events.reliable = false;
    },
    resync() {
      caches.resume();
      events.reliable = true;
      // Whatever happened meanwhile: every live source reads again.
      events.deliver({ kind: 'resync' });
    },
  };
  let transport: BusTransport | undefined;
  if (config.MAPGATE_REDIS_URL) {
    transport = await redisTransport(
      config.MAPGATE_REDIS_URL,
      redisChannel(config.MAPGATE_REDIS_PREFIX),
      handlers,
      logger,
    );
  } else if (db.kind === 'postgres') {
    if (config.DATABASE_URL) transport = await postgresTransport(config.DATABASE_URL, db.sql, handlers, logger);
    else logger.warn('cache invalidation: no DATABASE_URL to LISTEN on; other instances will not hear of changes');
  }
  if (!transport) {
    // Several instances on one PostgreSQL without a bus would never hear each other's events.
    if (db.kind === 'postgres') events.reliable = false;
    return async () => {};
  }
  const t = transport;
  logger.debug({ transport: t.name, instance }, 'cache invalidation bus started');
  let failing = false;
  invalidator.attach((m) =>
    t.publish(encode(instance, m)).then(
      () => {
        failing = false;
      },
      (err) => {
        // Other instances keep the stale entries until their TTL, or until their own resync.
        if (!failing) logger.warn({ err, transport: t.name }, 'cache invalidation: could not tell other instances');
        failing = true;
      },
    ),
  );
  events.attach((e) =>
    t.publish(encodeEvent(instance, e)).catch((err) => {
      // Subscribers elsewhere still see the change at their next fallback read.
      logger.debug({ err, transport: t.name }, 'live events: could not tell other instances');
    }),
  );
  return async () => {
    invalidator.attach(async () => {});
    events.attach(async () => {});
    await t.close();
  };
}

/**
 * Tells every running instance about a change made outside them (the CLI's `signing-key rotate`):
 * one message through the same transport `startInvalidationBus` listens on. Nothing to do on the
 * embedded database, which no server can have open while the CLI does.
 */
export async function publishOnce(
  deps: Pick<BusDeps, 'config' | 'db' | 'logger'>,
  messages: Invalidation[],
): Promise<void> {
  const instance = `cli-${randomUUID()}`;
  for (const m of messages) await publishOne(deps, encode(instance, m));
}

async function publishOne(deps: Pick<BusDeps, 'config' | 'db' | 'logger'>, payload: string): Promise<void> {
  if (deps.config.MAPGATE_REDIS_URL) {
    const { createClient } = await import('redis');
    const client = createClient({
      url: deps.config.MAPGATE_REDIS_URL,
      socket: { connectTimeout: 2000, reconnectStrategy: false },
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.publish(redisChannel(deps.config.MAPGATE_REDIS_PREFIX), payload);
    } finally {
      if (client.isOpen) await client.close().catch(() => client.destroy());
    }
  } else if (deps.db.kind === 'postgres') {
    await deps.db.sql.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, payload]);
  }
}
