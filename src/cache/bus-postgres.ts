import { Client } from 'pg';
import type { Sql } from '../db/sql';
import type { Logger } from '../logger';
import type { BusHandlers, BusTransport } from './bus-transport';

/** The NOTIFY channel of cache invalidations. */
export const PG_CHANNEL = 'mapgate_cache_invalidation';
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
    const c = new Client({
      connectionString: url,
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
  return {
    name: 'postgres',
    async publish(payload) {
      await sql.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, payload]);
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
