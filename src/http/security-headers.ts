import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { IDE_STATIC_PATH, ideScriptHashes } from './ide';

/** The IDE page is GET /graphql asked for as HTML (Apollo's landing-page rule), plus its own assets. */
function isIde(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith(IDE_STATIC_PATH)) return true;
  return req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Every other answer is JSON (or plain text for /metrics), never a document a browser renders, so it
 * gets the set OWASP recommends for APIs instead of helmet's HTML-page set: nothing may load or frame
 * it, its type is not sniffed, HTTPS is remembered. The headers are constant, so they are set from one
 * list; helmet's dozen middlewares per request were a measurable share of a cached read (docs/performance-history.md).
 */
const API_HEADERS: [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * The IDE (an HTML page and its assets) gets helmet's defaults (strict CSP, HSTS, nosniff, frame
 * denial...), with its inline bootstrap scripts allowed by hash and module workers (docs/choices.md).
 * It drops upgrade-insecure-requests: every asset is same-origin, and an upgrade would break the IDE on
 * a plain-HTTP local instance.
 */
/** ws:// or wss:// of the request's own host ('self' alone does not cover WebSockets in every browser). */
function sameHostWebSocket(req: Request): string {
  const host = req.headers.host ?? '';
  if (!/^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(host)) return "'self'";
  return `${req.secure ? 'wss' : 'ws'}://${host}`;
}

export function securityHeaders(): RequestHandler {
  const ide = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...ideScriptHashes()],
        'worker-src': ["'self'", 'blob:'],
        // Subscriptions: the IDE opens a WebSocket to /graphql on the host it was loaded from.
        'connect-src': ["'self'", (req) => sameHostWebSocket(req as Request)],
        'upgrade-insecure-requests': null,
      },
    },
  });
  return (req, res, next) => {
    if (isIde(req)) return ide(req, res, next);
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    next();
  };
}
