import type { ErrorCode } from '../base/errors';
import { mapgateCode } from './classify';
import { HTTP_STATUS, errorHeaders } from './status';

/**
 * Error codes that speak about the caller rather than the operation: 401, 403, and 429 from the sign-in
 * limiter. On GraphQL, where one request may fail in several places, they decide its outcome.
 */
export const SECURITY_CODES: ReadonlySet<string> = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED']);

/** How one executed operation ended, for the answer and for its audit event. */
export interface Outcome {
  /** The mapgate code that decided it; none when it succeeded. */
  code?: ErrorCode;
  /** The operation's status: REST sends it; on GraphQL it is what the audit records. */
  status: number;
  /** The HTTP status of the answer: REST's `status`; 200 on /graphql unless a dependency was down (503). */
  httpStatus: number;
  /** Headers the answer carries (Retry-After on 503). */
  headers?: Record<string, string>;
}

/**
 * The one place an operation's outcome is decided, from the codes of its formatted errors (in order):
 * REST answers with its first error, or the route's success status; GraphQL is decided by a security
 * code if it has one, else by its first error, and answers 200 with the errors in the body, except
 * that an unreachable dependency makes the whole answer 503 + Retry-After (docs/rules.md §2, §3).
 */
export function outcomeOf(surface: 'rest' | 'graphql', codes: readonly string[], successStatus = 200): Outcome {
  const mapped = codes.map(mapgateCode);
  if (surface === 'rest') {
    const code = mapped[0];
    if (!code) return { status: successStatus, httpStatus: successStatus };
    const status = HTTP_STATUS[code] ?? 500;
    return { code, status, httpStatus: status, headers: errorHeaders(code) };
  }
  const code = mapped.find((c) => SECURITY_CODES.has(c)) ?? mapped[0];
  const status = code ? (HTTP_STATUS[code] ?? 500) : 200;
  const unavailable = mapped.includes('UNAVAILABLE');
  return {
    code,
    status,
    httpStatus: unavailable ? HTTP_STATUS.UNAVAILABLE : 200,
    headers: unavailable ? errorHeaders('UNAVAILABLE') : undefined,
  };
}

/** The codes of formatted errors, in order (an error without one is INTERNAL). */
export const codesOf = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined): string[] =>
  (errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL'));
