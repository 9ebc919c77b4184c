import cors from 'cors';
import type { RequestHandler } from 'express';
import type { Config } from '../base/config';

/** Request headers a browser app may send cross-origin (credentials, CSRF, safe writes, GraphQL's preflight). */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-API-Key',
  'X-CSRF-Token',
  'X-Request-Id',
  'If-Match',
  'Idempotency-Key',
  'Last-Event-ID',
  'Apollo-Require-Preflight',
  'X-Apollo-Operation-Name',
];

/** Response headers such an app may read. */
const EXPOSED_HEADERS = [
  'ETag',
  'Location',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'X-Request-Id',
  'Idempotent-Replayed',
];

/**
 * CORS for browser apps on the exact origins of MAPGATE_CORS_ORIGINS (docs/security.md, "CORS"):
 * credentials allowed for them, preflights answered here (204) before any credential, rate limit or
 * body is looked at. Any other origin gets no CORS header, so the browser keeps the answer from it;
 * Apollo's CSRF prevention still refuses simple cross-site requests to /graphql whatever the origin.
 */
export function corsFor(config: Config): RequestHandler {
  const allowed = new Set(config.MAPGATE_CORS_ORIGINS);
  const handler = cors({
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  // Without an Origin header (every non-browser client) the origin check fails and cors() adds
  // nothing: skipping it is the same answer without its per-request work.
  return (req, res, next) => (req.headers.origin === undefined ? next() : handler(req, res, next));
}
