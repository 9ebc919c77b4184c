import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Client } from 'pg';

/*
 * Real servers for the PostGIS connection tests. A PGlite served over TCP is always available (a
 * genuine PostgreSQL without PostGIS); the machine's PostgreSQL, with PostGIS when it is installed,
 * is used when reachable. Nothing here is a stand-in for mapgate code.
 */

export interface Endpoint {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * An in-memory PGlite speaking the PostgreSQL protocol on 127.0.0.1, port chosen by the OS. It takes
 * `maxConnections` connections at once (default 1, PGlite's own; it runs their queries one at a time).
 */
export async function pgliteServer(maxConnections = 1): Promise<Endpoint> {
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    host: '127.0.0.1',
    port,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** A TCP server that accepts connections and never says a word: a database host that hangs. */
export async function silentServer(): Promise<Endpoint & { accepted: () => number }> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((s) => {
    accepted++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    /** How many connections it has taken so far. */
    accepted: () => accepted,
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** A loopback port where nothing listens (bound, then released). */
export async function closedPort(): Promise<number> {
  const e = await silentServer();
  await e.stop();
  return e.port;
}

/**
 * The machine's PostgreSQL: MAPGATE_TEST_PG_URL (to point these tests elsewhere, or nowhere), else
 * TEST_DATABASE_URL's server, else postgres@127.0.0.1:5432 (trust auth, as in .ci/run).
 */
export function machineUrl(): URL {
  return new URL(
    process.env.MAPGATE_TEST_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  );
}

async function connect(database?: string): Promise<Client | null> {
  const url = machineUrl();
  if (database) url.pathname = `/${database}`;
  const c = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return c;
  } catch {
    await c.end().catch(() => undefined);
    return null;
  }
}

export interface MachinePostgres {
  host: string;
  port: number;
  user: string;
  database: string;
}

/** The machine's server as connection_info fields, or null (with the reason logged) when none answers. */
export async function machinePostgres(): Promise<MachinePostgres | null> {
  const c = await connect();
  if (!c) {
    console.log(`no PostgreSQL server at ${machineUrl().host}: the tests against it are skipped`);
    return null;
  }
  await c.end();
  const url = machineUrl();
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    database: url.pathname.slice(1) || 'postgres',
  };
}

/** The database that .ci/run prepares with the PostGIS extension; made here too when PostGIS is installed. */
export const POSTGIS_DB = 'mapgate_postgis_test';

/** The machine's server (from machinePostgres) with a PostGIS database, or null (reason logged) when PostGIS is not installed there. */
export async function machinePostgis(server: MachinePostgres | null): Promise<MachinePostgres | null> {
  if (!server) return null;
  const admin = (await connect())!;
  try {
    const available = await admin.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'postgis'`);
    if (!available.rowCount) {
      console.log(
        'PostGIS is not installed on the PostgreSQL server (apt-get install postgresql-15-postgis-3): its tests are skipped',
      );
      return null;
    }
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGIS_DB]);
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE ${POSTGIS_DB}`).catch((err: { code?: string }) => {
        if (err.code !== '42P04' && err.code !== '23505') throw err; // created meanwhile by another test file
      });
    }
  } finally {
    await admin.end();
  }
  const db = (await connect(POSTGIS_DB))!;
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS postgis').catch(async (err) => {
      if (!(await db.query(`SELECT 1 FROM pg_extension WHERE extname = 'postgis'`)).rowCount) throw err;
    });
  } finally {
    await db.end();
  }
  return { ...server, database: POSTGIS_DB };
}

/**
 * A server that speaks just enough of the PostgreSQL protocol to ask for a cleartext password, note
 * it, and refuse the login (28P01): it shows which password a connection test really sends.
 */
export async function passwordCatcher(): Promise<Endpoint & { passwords: string[] }> {
  const passwords: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
    let buf = Buffer.alloc(0);
    let started = false;
    s.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      if (!started && buf.length >= 4 && buf.length >= buf.readInt32BE(0)) {
        buf = buf.subarray(buf.readInt32BE(0));
        started = true;
        s.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3])); // AuthenticationCleartextPassword
      }
      if (started && buf.length >= 5 && buf[0] === 0x70 && buf.length >= 1 + buf.readInt32BE(1)) {
        passwords.push(buf.subarray(5, buf.readInt32BE(1)).toString('utf8'));
        const fields = Buffer.from('SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed for user "u"\0\0', 'utf8');
        const head = Buffer.alloc(5);
        head[0] = 0x45;
        head.writeInt32BE(4 + fields.length, 1);
        s.end(Buffer.concat([head, fields]));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    passwords,
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
