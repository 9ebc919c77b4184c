import type { ConnectionOptions } from 'node:tls';
import type { Client } from 'pg';
import type { PostgisInfo, SslMode } from './connection-info';
import type { ProbeResult } from './probe-result';

type Ssl = false | ConnectionOptions;

/*
 * node-pg is loaded by the first connection test: on the embedded database nothing else needs it, and an
 * instance that never tests a service does not hold it (about 3 MB of heap).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pg = () => require('pg') as typeof import('pg');
const isDatabaseError = (err: unknown): err is import('pg').DatabaseError => err instanceof pg().DatabaseError;

const NO_VERIFY: Ssl = { rejectUnauthorized: false };

/**
 * The TLS settings to try, in order, for each libpq sslmode. node-pg has no fallback of its own, so
 * allow and prefer are two attempts here. require encrypts without checking the certificate, as libpq
 * does without a root certificate; verify-ca checks the chain (system CAs) but not the host name.
 */
const ATTEMPTS: Record<SslMode, Ssl[]> = {
  disable: [false],
  allow: [false, NO_VERIFY],
  prefer: [NO_VERIFY, false],
  require: [NO_VERIFY],
  'verify-ca': [{ rejectUnauthorized: true, checkServerIdentity: () => undefined }],
  'verify-full': [{ rejectUnauthorized: true }],
};

/** Whether a failed attempt is worth the next one: allow retries what the server refused, prefer what failed before it spoke. */
const fallsBack = (mode: SslMode, err: unknown) => (mode === 'allow' ? isDatabaseError(err) : !isDatabaseError(err));

/**
 * Connects to a PostGIS database as a map server would and reports what it finds: server version,
 * PostGIS version and the schemas the user can use. ok=false (with the reason) when the login fails,
 * PostGIS is not installed in the database, or a configured schema is not usable.
 */
export async function probePostgis(
  info: PostgisInfo,
  deadline: number,
  signal: AbortSignal,
  /** Super admins get the network error as it was; others only "unreachable" (no port scanning). */
  detailed = true,
): Promise<ProbeResult> {
  const attempts = ATTEMPTS[info.sslmode];
  let lastError: unknown;
  for (const [i, ssl] of attempts.entries()) {
    const remaining = deadline - Date.now();
    if (remaining <= 0 || signal.aborted) break;
    const client = new (pg().Client)({
      host: info.host,
      port: info.port,
      database: info.database,
      user: info.user,
      password: info.password ?? '',
      ssl,
      connectionTimeoutMillis: remaining,
      query_timeout: remaining,
      application_name: 'mapgate-connection-test',
    });
    // The caller's deadline ends a connection that is still hanging (pg's own timeouts cover the common cases).
    const abort = () => {
      client.end().catch(() => undefined);
    };
    signal.addEventListener('abort', abort, { once: true });
    client.on('error', () => undefined); // a late socket error after the test must not crash the process
    try {
      await client.connect();
      return await inspect(client, info, ssl !== false);
    } catch (err) {
      lastError = err;
      if (i === attempts.length - 1 || !fallsBack(info.sslmode, err)) break;
    } finally {
      signal.removeEventListener('abort', abort);
      await client.end().catch(() => undefined);
    }
  }
  if (!detailed && !isDatabaseError(lastError) && !isTls(lastError))
    return { ok: false, message: `${info.host}:${info.port} is unreachable` };
  return { ok: false, message: describe(lastError, info) };
}

async function inspect(client: Client, info: PostgisInfo, ssl: boolean): Promise<ProbeResult> {
  const server = (
    await client.query<{ server_version: string }>(`SELECT current_setting('server_version') AS server_version`)
  ).rows[0];
  const ext = (
    await client.query<{ extversion: string; schema: string }>(
      `SELECT e.extversion, n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'postgis'`,
    )
  ).rows[0];
  const schemas = (
    await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname !~ '^pg_' AND nspname <> 'information_schema'
       AND has_schema_privilege(oid, 'USAGE') ORDER BY nspname`,
    )
  ).rows.map((r) => r.nspname);
  const details: Record<string, unknown> = {
    server_version: server.server_version,
    database: info.database,
    ssl,
    schemas,
  };
  if (!ext)
    return {
      ok: false,
      message: `PostGIS is not installed in database "${info.database}" (CREATE EXTENSION postgis)`,
      details,
    };
  details.postgis_version = ext.extversion;
  try {
    const full = await client.query<{ v: string }>(
      `SELECT ${client.escapeIdentifier(ext.schema)}.postgis_full_version() AS v`,
    );
    details.postgis_full_version = full.rows[0].v;
  } catch {
    // extversion already says which PostGIS it is; the full string is a bonus (the function may not be executable).
  }
  const missing = info.schemas.filter((s) => !schemas.includes(s));
  if (missing.length) {
    return {
      ok: false,
      message: `schema(s) not found or not usable by "${info.user}": ${missing.map((s) => `"${s}"`).join(', ')}`,
      details,
    };
  }
  return { ok: true, details };
}

const isTls = (err: unknown) => {
  const e = err as NodeJS.ErrnoException | undefined;
  return Boolean(e && ((e.code && /CERT|TLS|SSL/i.test(e.code)) || /does not support SSL/i.test(String(e.message))));
};

/** A reason a person can act on; server errors are passed on as the server worded them. */
function describe(err: unknown, info: PostgisInfo): string {
  if (err === undefined) return 'the test ran out of time before it could connect';
  const at = `${info.host}:${info.port}`;
  if (isDatabaseError(err)) return err.message;
  const e = err as NodeJS.ErrnoException;
  switch (e.code) {
    case 'ECONNREFUSED':
      return `connection refused by ${at}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `host "${info.host}" could not be resolved`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${info.host} is unreachable`;
    case 'ECONNRESET':
      return `connection reset by ${at}`;
    default:
      break;
  }
  const msg = String(e.message ?? e);
  if (/timeout/i.test(msg)) return `no answer from ${at} within the time limit`;
  if (/does not support SSL/i.test(msg)) return `${at} does not support SSL (sslmode=${info.sslmode})`;
  if (e.code && /CERT|TLS|SSL/i.test(e.code)) return `TLS: ${msg}`;
  return msg;
}
