import type { ErrorCode } from '../base/errors';

/** Seconds a client should wait before retrying a 503 (every 503 of both surfaces sends it). */
export const RETRY_AFTER = '5';

/** The HTTP status of every error code (docs/rules.md §2); a new code without a status will not compile. */
export const HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  HTTPS_REQUIRED: 426,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

const PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The REST error body of docs/rules.md §2. */
export interface ErrorBody {
  code: number;
  error: ErrorCode;
  message: string;
  detail?: string;
  [extra: string]: unknown;
}

/** Builds the error body for a code; `detail` is omitted when empty. */
export function errorBody(error: ErrorCode, detail?: string, extra?: Record<string, unknown>): ErrorBody {
  const code = HTTP_STATUS[error];
  const body: ErrorBody = { code, error, message: PHRASES[code] ?? 'Error' };
  if (detail) body.detail = detail;
  return extra ? { ...body, ...extra } : body;
}

/** Headers an error status always carries: `Retry-After` on 503 (docs/rules.md §3). */
export function errorHeaders(error: ErrorCode): Record<string, string> | undefined {
  return error === 'UNAVAILABLE' ? { 'Retry-After': RETRY_AFTER } : undefined;
}
