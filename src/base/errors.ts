/**
 * mapgate's one error vocabulary (docs/rules.md §2). Services throw these; src/outcome/ turns
 * them into GraphQL `extensions.code` and HTTP statuses, in one place.
 * Nothing here knows about GraphQL or Express.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE'
  | 'HTTPS_REQUIRED'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

/** Base of every deliberate error; `message` is the human detail shown to the caller. */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  /** Optional structured data (e.g. diagnostics), sent as one extension key. */
  readonly data?: Record<string, unknown>;
  constructor(message: string, data?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.data = data;
  }
}

/** The class of the errors of one code: `export class XError extends errorOf('X') {}`. */
function errorOf<C extends ErrorCode>(code: C) {
  return class extends DomainError {
    readonly code = code;
  };
}

/** 400: the request is malformed or a field is invalid; the message names the field. */
export class BadRequestError extends errorOf('BAD_REQUEST') {}
/** 401: no credential, or a rejected one. */
export class UnauthenticatedError extends errorOf('UNAUTHENTICATED') {}
/** 403: a valid credential without the permission. */
export class ForbiddenError extends errorOf('FORBIDDEN') {}
/** 404: the named resource does not exist (or is not visible to the caller). */
export class NotFoundError extends errorOf('NOT_FOUND') {}
/** 409: the change conflicts with existing state (duplicate, in use, terminal). */
export class ConflictError extends errorOf('CONFLICT') {}
/**
 * 412: the caller's expected version (If-Match, `expectedVersion`) is not the resource's current one;
 * nothing was changed. `data.currentVersion` is the current version (docs/live.md, "Versions").
 */
export class PreconditionFailedError extends errorOf('PRECONDITION_FAILED') {
  constructor(currentVersion: number) {
    super(`the resource has changed: its current version is ${currentVersion}`, { currentVersion });
  }
}
/**
 * 413 for one part of a body that has its own, smaller limit (a style body over 1 MiB, docs/rules.md §3);
 * a whole request over MAPGATE_MAX_BODY_BYTES is refused earlier by HTTP middleware.
 */
export class PayloadTooLargeError extends errorOf('PAYLOAD_TOO_LARGE') {}
/** 422: well-formed but impossible (e.g. a tile job that cannot run). */
export class UnprocessableError extends errorOf('UNPROCESSABLE') {}
/**
 * 429: too many failed sign-ins (docs/rules.md §3), or a credential over its live limit (subscriptions, event
 * streams: src/core/live.ts); the general request limit is answered by HTTP middleware.
 */
export class RateLimitedError extends errorOf('RATE_LIMITED') {}
/** 503: a dependency (database, OIDC provider) is unreachable, or the instance is draining. */
export class UnavailableError extends errorOf('UNAVAILABLE') {}
