import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { PostgisInfo } from './connection-info';

/*
 * Connection pools to the PostGIS databases of services: discovery, publishing checks and the OGC API's
 * feature and tile queries all go through here. A pool belongs to one service *and* one connection_info
 * (hashed): an edited service gets a new pool and the old one is ended, so a changed password or host
 * takes effect at the next query on every instance, with nothing to invalidate.
 *
 * Every query runs with a statement timeout (MAPGATE_POSTGIS_STATEMENT_TIMEOUT_MS), set per connection
 * through the startup options so that it costs no round trip.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = () => require('pg') as typeof import('pg');

export interface PostgisPoolOptions {
  /** Connections per service and instance. */
  max: number;
  /** statement_timeout of every query, in ms. */
  statementTimeoutMs: number;
  /** How long to wait for a connection (a host that does not answer). */
  connectTimeoutMs: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs: number;
}

const TLS: Record<PostgisInfo['sslmode'], false | { rejectUnauthorized: boolean }> = {
  disable: false,
  allow: false,
  prefer: false,
  require: { rejectUnauthorized: false },
  'verify-ca': { rejectUnauthorized: true },
  'verify-full': { rejectUnauthorized: true },
};

const fingerprint = (info: PostgisInfo) => createHash('sha256').update(JSON.stringify(info)).digest('hex');

export class PostgisPools {
  /** By service: its pool, the fingerprint of the connection_info it was made for, and that info object. */
  private readonly pools = new Map<string, { key: string; info: PostgisInfo; pool: Pool }>();

  constructor(private readonly options: PostgisPoolOptions) {}

  /** The pool of a service for its current connection_info (a new one when the info changed). */
  pool(serviceId: string, info: PostgisInfo): Pool {
    const held = this.pools.get(serviceId);
    // The tile sources hand out the same info object while their catalog entry of the service lives, and
    // nothing changes one in place: the same object, the same pool, without hashing it again (a tile would
    // otherwise spend more on this hash than on its routing). Another object is hashed and compared.
    if (held?.info === info) return held.pool;
    const key = fingerprint(info);
    if (held?.key === key) {
      held.info = info;
      return held.pool;
    }
    if (held) void held.pool.end().catch(() => undefined);
    const pool = new (pg().Pool)({
      host: info.host,
      port: info.port,
      database: info.database,
      user: info.user,
      password: info.password ?? '',
      ssl: TLS[info.sslmode],
      max: this.options.max,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      idleTimeoutMillis: this.options.idleTimeoutMs,
      application_name: 'mapgate',
      options: `-c statement_timeout=${this.options.statementTimeoutMs}`,
      allowExitOnIdle: true,
    });
    // A connection dropped by the server while idle (a restart) must not crash the process.
    pool.on('error', () => undefined);
    this.pools.set(serviceId, { key, info, pool });
    return pool;
  }

  /** Runs `work` on one connection of the service's pool. */
  async with<T>(serviceId: string, info: PostgisInfo, work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool(serviceId, info).connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  }

  /** Ends the pool of a deleted service. */
  forget(serviceId: string): void {
    const held = this.pools.get(serviceId);
    this.pools.delete(serviceId);
    if (held) void held.pool.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    const all = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(all.map((p) => p.pool.end().catch(() => undefined)));
  }
}
