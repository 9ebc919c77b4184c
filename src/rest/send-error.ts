import type { Response } from 'express';
import type { ErrorCode } from '../errors';
import { HTTP_STATUS, errorBody } from './http-status';

/** /graphql itself and anything under it, but not /graphql-ide/ (static files). */
const isGraphqlPath = (url: string | undefined) => /^\/graphql(\/|\?|$)/.test(url ?? '');

/**
 * Writes the one error body. Every HTTP-level refusal (413, 426, 429, 503, 404, 405) and every mapped
 * GraphQL error goes through here, so the shape cannot drift. On /graphql the same refusal is written
 * the way GraphQL clients read errors, `{"errors":[{"message", "extensions":{"code"}}]}` (docs/rules.md §2:
 * the detail is the message, the code is `extensions.code`), with the same status and headers.
 */
export function sendError(
  res: Response,
  error: ErrorCode,
  detail?: string,
  headers?: Record<string, string>,
  extra?: Record<string, unknown>,
): void {
  if (res.headersSent) return;
  if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  const body = isGraphqlPath(res.req?.originalUrl)
    ? graphqlBody(error, detail, extra)
    : errorBody(error, detail, extra);
  res.status(HTTP_STATUS[error]).type('application/json').send(JSON.stringify(body));
}

function graphqlBody(error: ErrorCode, detail: string | undefined, extra: Record<string, unknown> | undefined) {
  const extensions: Record<string, unknown> = { code: error };
  if (extra) extensions.details = extra;
  return { errors: [{ message: detail || errorBody(error).message, extensions }] };
}
