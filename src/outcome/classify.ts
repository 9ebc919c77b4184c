import { DomainError, type ErrorCode } from '../base/errors';
import { SERVER_UNAVAILABLE_STATES } from '../base/sqlstate';
import { Prisma } from '../generated/prisma/client';
import { violationOf } from '../db/violation';

/** Codes of other libraries, translated once (docs/choices.md). */
export const FOREIGN_CODES: Record<string, ErrorCode> = {
  BAD_USER_INPUT: 'BAD_REQUEST',
  GRAPHQL_PARSE_FAILED: 'BAD_REQUEST',
  GRAPHQL_VALIDATION_FAILED: 'BAD_REQUEST',
  BAD_REQUEST: 'BAD_REQUEST',
  OPERATION_RESOLUTION_FAILURE: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_FOUND: 'BAD_REQUEST',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  UNAUTHORIZED: 'FORBIDDEN', // type-graphql's AuthorizationError
  FORBIDDEN: 'FORBIDDEN',
};

/**
 * Refusals of the GraphQL request itself (its document, its persisted-query extension). /graphql keeps
 * Apollo's own codes for them, which GraphQL clients know; REST never meets them (its documents are
 * validated at start-up), and `mapgateCode` folds them into mapgate's codes wherever a status is needed.
 * See docs/security.md, "GraphQL refusals".
 */
export const APOLLO_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** The mapgate code of any code found in `extensions.code`. */
export const mapgateCode = (code: string): ErrorCode => FOREIGN_CODES[code] ?? (code as ErrorCode);

/**
 * Database errors that are the caller's doing, not ours, when no service translated them first
 * (services name the resource: src/db/violation.ts).
 */
const CALLER_DB_ERRORS: Record<string, [ErrorCode, string]> = {
  unique: ['CONFLICT', 'already exists'],
  foreignKey: ['CONFLICT', 'still referenced by other resources'],
  P2025: ['NOT_FOUND', 'not found'],
  P2000: ['BAD_REQUEST', 'a value is too long'],
};

export interface Classified {
  code: ErrorCode;
  message: string;
  data?: Record<string, unknown>;
  /** True when the error is not deliberate and must be logged (its text is never shown). */
  unexpected: boolean;
}

/** Decides the mapgate code and caller-facing message of any error thrown while serving. */
export function classify(err: unknown): Classified {
  if (err instanceof DomainError) return { code: err.code, message: err.message, data: err.data, unexpected: false };
  const known = err instanceof Prisma.PrismaClientKnownRequestError && CALLER_DB_ERRORS[violationOf(err) ?? err.code];
  if (known) return { code: known[0], message: known[1], unexpected: false };
  if (isUnreachable(err)) return { code: 'UNAVAILABLE', message: 'database unavailable', unexpected: true };
  return { code: 'INTERNAL', message: 'internal error', unexpected: true };
}

/** Prisma's codes for a database it cannot reach, or that dropped or timed out the connection. */
const UNREACHABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same (Prisma 7 reports them in meta.driverAdapterError). */
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/**
 * P2028 with these texts: a transaction that waited longer than its `maxWait` for a connection, or ran
 * out of its time, on a database too busy to serve it; it was rolled back. Other P2028s (a transaction
 * used after it ended) are mistakes of ours and stay internal errors.
 */
const BUSY_TRANSACTION = /Unable to start a transaction in the given time|cannot be executed on an expired transaction/;

function isUnreachable(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientInitializationError) return true;
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    const kind = (err.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause?.kind;
    if (UNREACHABLE_CODES.has(err.code) || (kind && UNREACHABLE_KINDS.has(kind))) return true;
    if (err.code === 'P2028' && BUSY_TRANSACTION.test(err.message)) return true;
  }
  // Raw SQL (src/db/sql.ts, quick reads) throws the driver's own errors: a server shutting down, starting
  // or full (SQLSTATE 57P01, 57P02, 57P03, 53300), a name that no longer resolves, as Prisma's adapter
  // reports them as DatabaseNotReachable or TooManyConnections.
  const code = String((err as { code?: string })?.code ?? '');
  if (SERVER_UNAVAILABLE_STATES.has(code)) return true;
  const text = code + ' ' + String((err as Error)?.message ?? '');
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|Connection terminated|connect ECONN|DatabaseNotReachable|timeout exceeded when trying to connect|PGlite is closed|too many clients|remaining connection slots/i.test(
    text,
  );
}
