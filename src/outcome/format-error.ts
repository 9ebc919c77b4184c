import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from '../base/errors';
import { Prisma } from '../generated/prisma/client';
import { APOLLO_REQUEST_CODES, FOREIGN_CODES, classify } from './classify';
import { limitMessage } from './limit-message';

/**
 * Apollo refuses a bad persisted-query extension (unknown version, hash that does not match the
 * query) with a plain GraphQLError that carries only an HTTP 400; it is the caller's, never INTERNAL.
 */
function persistedQueryRefusal(err: unknown): string | undefined {
  if (!(err instanceof GraphQLError) || err.originalError) return undefined;
  if ((err.extensions?.http as { status?: number } | undefined)?.status !== 400) return undefined;
  return /persisted query version/i.test(err.message) ? 'PERSISTED_QUERY_NOT_SUPPORTED' : 'BAD_REQUEST';
}

/** How an unexpected error is logged: in full, by the logger of the request it arose in when known. */
export type ErrorLog = (err: unknown) => void;

/** The errors of an operation, each with the log of the request it arose in (see `logErrorsWith`). */
const requestLogs = new WeakMap<object, ErrorLog>();

/**
 * Ties the errors of one operation to the log of its request, for formatError, which Apollo hands no
 * request: the line of an unexpected error then carries the request id of the masked answer. A lookup
 * by the error itself costs nothing on answers without errors, unlike an async context on every request.
 */
export function logErrorsWith(errors: readonly unknown[] | undefined, log: ErrorLog): void {
  for (const e of errors ?? []) {
    const original = unwrapResolverError(e);
    if (isObject(original)) requestLogs.set(original, log);
  }
}

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/**
 * The error behind a GraphQL error: a resolver's (Apollo's unwrapping), or the DomainError a refusal made
 * outside execution carries (a live limit's, src/core/live.ts), whose code and words are deliberate.
 */
function originalOf(error: unknown): unknown {
  const original = unwrapResolverError(error);
  return original instanceof GraphQLError && original.originalError instanceof DomainError
    ? original.originalError
    : original;
}

/**
 * Apollo's formatError: every GraphQL error leaves with a mapgate code in `extensions.code` and no
 * stack, SQL or secret. Deliberate errors keep their message; anything else is masked and logged, by
 * the request's log given to `logErrorsWith`, else by `log`.
 */
export function makeFormatError(log: ErrorLog) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = originalOf(error);
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
      const message = limitMessage(formatted.message);
      return { message, locations: formatted.locations, path: formatted.path, extensions };
    }
    const c = classify(original);
    if (c.unexpected) ((isObject(original) && requestLogs.get(original)) || log)(original);
    const extensions: Record<string, unknown> = { code: c.code };
    if (c.data) extensions.details = c.data;
    return { message: c.message, locations: formatted.locations, path: formatted.path, extensions };
  };
}
