import { type DomainError, NotFoundError, UnavailableError, UnprocessableError } from '../../base/errors';
import { SERVER_UNAVAILABLE_STATES } from '../../base/sqlstate';
import type { PostgisInfo } from './connection-info';

/*
 * What a failed use of a service's database means to the caller (docs/data-plane.md, "When the
 * database does not answer"): a database that cannot be reached, or that is too busy or too slow, is
 * a 503 (try again later); one that answers but refuses (login, missing database, no PostGIS, no
 * privilege) is a 422 naming the cause, since only a change of the service can fix it. Network
 * failures read "host:port is unreachable" whatever their kind, as connection tests do for callers
 * other than super admins (docs/security.md, "Connection tests").
 */

/** SQLSTATEs of a server that is there but cannot take the connection now (53400: a configured limit reached). */
const BUSY = new Set([...SERVER_UNAVAILABLE_STATES, '53400']);
/** SQLSTATEs of a connection lost or cut while a query ran. */
const LOST = new Set(['57P01', '57P02', '08000', '08003', '08006']);
/** SQLSTATEs that mean a table or a column is not what the catalog says any more (drift). */
export const DRIFT = new Set(['42P01', '42703', '42883', '3F000']);

const sqlstate = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; severity?: unknown };
  return typeof e?.code === 'string' && typeof e.severity === 'string' ? e.code : undefined;
};

const isTls = (err: unknown) => {
  const e = err as NodeJS.ErrnoException | undefined;
  return Boolean(e && ((e.code && /CERT|TLS|SSL/i.test(e.code)) || /SSL/.test(String(e.message))));
};

/** The error for a connection that could not be made. */
export function connectFailure(service: string, info: PostgisInfo, err: unknown): DomainError {
  const at = `${info.host}:${info.port}`;
  const state = sqlstate(err);
  const message = (err as Error)?.message ?? String(err);
  if (state && BUSY.has(state))
    return new UnavailableError(`service "${service}": the database at ${at} cannot take connections now (${message})`);
  if (state) return new UnprocessableError(`service "${service}": the database at ${at} refused: ${message}`);
  if (isTls(err)) return new UnprocessableError(`service "${service}": TLS with ${at} failed: ${message}`);
  return new UnavailableError(`service "${service}": ${at} is unreachable`);
}

/** The error for a query that failed once connected, or the error itself when it is a fault of ours. */
export function queryFailure(service: string, info: PostgisInfo, err: unknown): unknown {
  const state = sqlstate(err);
  if (state === '57014')
    return new UnavailableError(`service "${service}": the database did not answer within the statement timeout`);
  if (state === '42501')
    return new UnprocessableError(
      `service "${service}": user "${info.user}" may not read the catalog: ${(err as Error).message}`,
    );
  if ((state && LOST.has(state)) || (!state && cannotAnswer(err)))
    return new UnavailableError(`service "${service}": the connection to ${info.host}:${info.port} was lost`);
  return err;
}

/**
 * Whether a query's error means the database cannot answer now: down, refusing or cutting connections,
 * out of resources, or slower than the statement timeout (rather than a fault of the query).
 */
export function cannotAnswer(err: unknown): boolean {
  const state = sqlstate(err);
  if (state) return state === '57014' || /^(08|53|57P)/.test(state);
  const e = err as NodeJS.ErrnoException | undefined;
  if (e?.code && /^(ECONN|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|EPIPE)/.test(e.code)) return true;
  return /timeout|terminat|Connection ended|connect/i.test(String(e?.message ?? ''));
}

/**
 * What a failed query on a published layer's table means to the OGC API (items and tiles): the table or
 * a column gone (drift) is a 404 naming it, a database that cannot answer a 503, a table the service's
 * user may not read a 422; anything else is returned as it is (a fault of ours, logged and masked).
 */
export function layerQueryFailure(layer: string, table: string, err: unknown): unknown {
  const state = sqlstate(err);
  const message = (err as Error)?.message ?? String(err);
  if (state && DRIFT.has(state))
    return new NotFoundError(
      `layer "${layer}": its table ${table} has changed or gone (${message}); see catalog integrity`,
    );
  if (state === '42501')
    return new UnprocessableError(`layer "${layer}": the service's database user may not read ${table}: ${message}`);
  if (cannotAnswer(err)) return new UnavailableError(`the PostGIS database of layer "${layer}" is not answering`);
  return err;
}

/** The database answers but has no PostGIS. */
export const noPostgis = (service: string, info: PostgisInfo) =>
  new UnprocessableError(
    `service "${service}": PostGIS is not installed in database "${info.database}" (CREATE EXTENSION postgis)`,
  );
