import type { Client } from 'pg';
import type { Sql } from '../db/sql';
import type { Logger } from '../base/logger';
import type { BusHandlers, BusTransport } from './bus-transport';

/** The NOTIFY channel of cache invalidations. */
export const PG_CHANNEL = 'mapgate_cache_invalidation';
/**
 * The `application_name` of the LISTEN connection, so that it can be told apart in `pg_stat_activity`:
 * its last query is not always the LISTEN (the heartbeat, and the NOTIFYs it sends, follow).
 */
export const PG_BUS_APPLICATION_NAME = 'mapgate-bus';
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;
/**
 * The LISTEN connection is checked this often: a connection that died without a word (a dropped
 * network path sends no FIN) would otherwise look alive while notifications go nowhere.
 */
const HEARTBEAT_MS = 5_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries, and its
 * notifications lost); NOTIFY through the pool. A dropped LISTEN connection is reopened with
 * exponential backoff. Losing it suspends the caches (notifications sent meanwhile are gone) until it
 * is back; a heartbeat query finds a connection that died silently.
 */
export async function postgresTransport(url: string, sql: Sql, on: BusHandlers, logger: Logger): Promise<BusTransport> {
  let current: Client | undefined;
  let stopped = false;
  let down = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    timer = undefined;
    if (stopped) return;
    // Loaded here: this transport runs on PostgreSQL only, and the embedded database does not need node-pg.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const c = new (require('pg') as typeof import('pg')).Client({
      connectionString: url,
      application_name: PG_BUS_APPLICATION_NAME,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      query_timeout: HEARTBEAT_MS,
    });
    let gone = false;
    let heartbeat: NodeJS.Timeout | undefined = undefined;
    const lose = (err?: unknown) => {
      if (gone) return;
      gone = true;
      clearInterval(heartbeat);
      if (current === c) current = undefined;
      c.end().catch(() => {});
      if (stopped) return;
      if (!down) {
        logger.warn({ err }, 'cache invalidation: LISTEN connection lost; caches bypassed until it is back');
        on.lost();
      }
      down = true;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt++);
      timer = setTimeout(() => {
        void open();
      }, delay);
      timer.unref();
    };
    c.on('error', lose);
    c.on('end', () => lose());
    c.on('notification', (n) => {
      if (n.channel === PG_CHANNEL && n.payload) on.message(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${PG_CHANNEL}`);
    } catch (err) {
      lose(err);
      return;
    }
    if (stopped) {
      gone = true;
      await c.end().catch(() => {});
      return;
    }
    current = c;
    attempt = 0;
    heartbeat = setInterval(() => {
      c.query('SELECT 1').catch(lose);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    if (down) {
      down = false;
      logger.info('cache invalidation: LISTEN connection back; caches serve again, emptied');
      on.resync();
    }
  };

  await open();
  // Messages published in one turn of the event loop leave in one statement (a group commit, like the
  // audit writer's): under load, the invalidations of many concurrent writes cost one round trip
  // instead of one each. Each publisher still waits until its own message is sent.
  let batch: { payloads: Set<string>; sent: Promise<void> } | undefined;
  return {
    name: 'postgres',
    publish(payload) {
      if (!batch) {
        const payloads = new Set<string>();
        const sent = new Promise<void>((resolve, reject) => {
          setImmediate(() => {
            batch = undefined;
            // unnest keeps the order they were published in; PostgreSQL delivers a transaction's
            // notifications in that order (and would fold identical ones into one, as the Set does).
            sql
              .query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [PG_CHANNEL, [...payloads]])
              .then(() => resolve(), reject);
          });
        });
        batch = { payloads, sent };
      }
      batch.payloads.add(payload);
      return batch.sent;
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = current;
      current = undefined;
      await c?.end().catch(() => {});
    },
  };
}
