import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, type ErrorCode } from './errors';
import { Prisma } from './generated/prisma/client';

/** Codes of other libraries, translated once (docs/choices.md). */
const FOREIGN_CODES: Record<string, ErrorCode> = {
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
 * validated at start-up), and `restCode` folds them into mapgate's codes wherever a status is needed.
 * See docs/security.md, "GraphQL refusals".
 */
const APOLLO_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** The mapgate code of any code found in `extensions.code`. */
export const restCode = (code: string): ErrorCode => FOREIGN_CODES[code] ?? (code as ErrorCode);

/**
 * Apollo refuses a bad persisted-query extension (unknown version, hash that does not match the
 * query) with a plain GraphQLError that carries only an HTTP 400; it is the caller's, never INTERNAL.
 */
function persistedQueryRefusal(err: unknown): string | undefined {
  if (!(err instanceof GraphQLError) || err.originalError) return undefined;
  if ((err.extensions?.http as { status?: number } | undefined)?.status !== 400) return undefined;
  return /persisted query version/i.test(err.message) ? 'PERSISTED_QUERY_NOT_SUPPORTED' : 'BAD_REQUEST';
}

/** Prisma known-request codes that are the caller's doing, not ours. */
const PRISMA_CODES: Record<string, [ErrorCode, string]> = {
  P2002: ['CONFLICT', 'already exists'],
  P2025: ['NOT_FOUND', 'not found'],
  P2003: ['CONFLICT', 'still referenced by other resources'],
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
  if (err instanceof Prisma.PrismaClientKnownRequestError && PRISMA_CODES[err.code]) {
    const [code, message] = PRISMA_CODES[err.code];
    return { code, message, unexpected: false };
  }
  if (isUnreachable(err)) return { code: 'UNAVAILABLE', message: 'database unavailable', unexpected: true };
  return { code: 'INTERNAL', message: 'internal error', unexpected: true };
}

/** Prisma's codes for a database it cannot reach, or that dropped or timed out the connection. */
const UNREACHABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same (Prisma 7 reports them in meta.driverAdapterError). */
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

function isUnreachable(err: unknown): boolean {
  if (err instanceof Prisma.PrismaClientInitializationError) return true;
  if (err instanceof Prisma.PrismaClientKnownRequestError) {
    const kind = (err.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause?.kind;
    if (UNREACHABLE_CODES.has(err.code) || (kind && UNREACHABLE_KINDS.has(kind))) return true;
  }
  const text = String((err as { code?: string })?.code ?? '') + ' ' + String((err as Error)?.message ?? '');
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|connect ECONN|DatabaseNotReachable|timeout exceeded when trying to connect|PGlite is closed/i.test(
    text,
  );
}

/**
 * Apollo's formatError: every GraphQL error leaves with a mapgate code in `extensions.code` and no
 * stack, SQL or secret. Deliberate errors keep their message; anything else is masked and logged.
 */
export function makeFormatError(log: (err: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const foreign = formatted.extensions?.code as string | undefined;
    const pq = persistedQueryRefusal(original);
    if (pq) return { message: formatted.message, extensions: { code: pq } };
    if (
      !(original instanceof DomainError) &&
      !(original instanceof Prisma.PrismaClientKnownRequestError) &&
      foreign &&
      FOREIGN_CODES[foreign]
    ) {
      const code = APOLLO_REQUEST_CODES.has(foreign) ? foreign : FOREIGN_CODES[foreign];
      const extensions: Record<string, unknown> = { code };
      const validation = (formatted.extensions as { validationErrors?: unknown })?.validationErrors;
      if (validation) extensions.validationErrors = validation;
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    const c = classify(original);
    if (c.unexpected) log(original);
    const extensions: Record<string, unknown> = { code: c.code };
    if (c.data) extensions.details = c.data;
    return { message: c.message, locations: formatted.locations, path: formatted.path, extensions };
  };
}
