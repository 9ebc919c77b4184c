import type { NextFunction, Request, Response } from 'express';
import type { ErrorCode } from '../base/errors';
import { HTTP_STATUS, errorBody, errorHeaders } from './status';

/**
 * Marks the requests of a GraphQL endpoint (app.ts mounts it on /graphql before anything can refuse),
 * so that an HTTP-level refusal is written the way GraphQL clients read errors.
 */
export function graphqlErrorShape(_req: Request, res: Response, next: NextFunction): void {
  res.locals.errorShape = 'graphql';
  next();
}

/**
 * Writes the one error body. Every HTTP-level refusal (413, 426, 429, 503, 404, 405) and every mapped
 * REST error goes through here, so the shape, the status and the headers a code always carries
 * (`errorHeaders`) cannot drift. On /graphql the same refusal is written as
 * `{"errors":[{"message", "extensions":{"code"}}]}` (docs/rules.md §2: the detail is the message, the
 * code is `extensions.code`), with the same status and headers.
 */
export function sendError(
  res: Response,
  error: ErrorCode,
  detail?: string,
  headers?: Record<string, string>,
  extra?: Record<string, unknown>,
): void {
  if (res.headersSent) return;
  for (const [k, v] of Object.entries({ ...errorHeaders(error), ...headers })) res.setHeader(k, v);
  const body =
    res.locals.errorShape === 'graphql'
      ? graphqlBody(error, detail, extra, res.req?.id as string | undefined)
      : errorBody(error, detail, extra);
  // Written with end(), not send(): Express's send() gives every body a weak ETag, and a refusal is not
  // a representation to revalidate (a 412 names the current version itself, in `headers`).
  const text = JSON.stringify(body);
  res.status(HTTP_STATUS[error]);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** As an answer of Apollo's: the request id joins the code, as graphqlAccessLog adds it to executed operations. */
function graphqlBody(
  error: ErrorCode,
  detail: string | undefined,
  extra: Record<string, unknown> | undefined,
  requestId: string | undefined,
) {
  const extensions: Record<string, unknown> = { code: error };
  if (extra) extensions.details = extra;
  if (requestId) extensions.requestId = requestId;
  return { errors: [{ message: detail || errorBody(error).message, extensions }] };
}
