import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
// logging.ts declares `id` on http.IncomingMessage (and so on express's Request).
import type {} from './logging';

/** What an incoming X-Request-Id may look like; anything else could smuggle text into logs and audit rows. */
const ACCEPTED = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (`req.id`) that logs, audit events and error reports share, and echoes it in
 * `X-Request-Id` so a caller can quote it. A well-formed id from upstream is kept, to follow a request
 * across a proxy; anything else is replaced.
 */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}
