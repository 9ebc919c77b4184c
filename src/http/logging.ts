import { IncomingMessage, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../base/logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request id (requestId()), shared by logs, audit events and X-Request-Id. */
    id?: string;
    /** A logger bound to the request id; made on first use. */
    log?: Logger;
    /** When the request arrived (ms since epoch), stamped by httpLogger(). */
    arrivedAt?: number;
  }
}

/** Probes hit these every few seconds; logging each success would drown everything else. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** Query parameters that some clients use to carry a credential (the logger's redact paths only see headers). */
const SECRET_PARAM = /token|key|secret|password|session|code|credential/i;

const pathOf = (url: string) => url.split('?', 1)[0];

/** The URL without the value of any query parameter that may hold a credential. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const k of new Set(params.keys())) if (SECRET_PARAM.test(k)) params.set(k, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

const BASE = Symbol('base logger');
const CHILD = Symbol('request logger');
type Req = IncomingMessage & { originalUrl?: string; ip?: string; [BASE]?: Logger; [CHILD]?: Logger };

/*
 * `req.log`, made on first use from the logger httpLogger() left on the request (undefined on requests it
 * did not see). Declared once on the prototype, which express's requests inherit: defining it on each
 * request (a descriptor, a closure and an accessor per request) cost about 14 µs of CPU per request.
 */
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  get(this: Req): Logger | undefined {
    const base = this[BASE];
    return base && (this[CHILD] ??= base.child({ reqId: this.id }));
  },
  set(this: Req, log: Logger | undefined) {
    this[CHILD] = log;
  },
});

/** The access line's level: errors loud, probes silent unless they fail, the rest info. */
function levelOf(req: Req, res: ServerResponse): 'error' | 'warn' | 'info' | undefined {
  const quiet = QUIET.has(pathOf(req.originalUrl ?? req.url ?? ''));
  if (res.statusCode >= 500) return quiet ? 'warn' : 'error';
  return quiet ? undefined : 'info';
}

/** How the unexpected error behind a masked answer is logged (docs/reliability.md): in full, by `log`. */
export const unexpectedErrorLog =
  (log: Logger) =>
  (err: unknown): void =>
    log.error({ err }, 'unexpected error');

/**
 * One access-log line per request, carrying `req.id` (set by requestId()) and the user agent. The other
 * request headers are written at debug level only, under `req.headers`, the path src/base/logger.ts redacts
 * credentials at; response headers are left out, Set-Cookie included.
 *
 * Everything is built when the line is written, and only if its level is on: binding the request to
 * a child logger up front (as pino-http does) serializes and redacts it on every request, which the
 * benchmark showed costing more than the rest of the logging. `req.log` is made on first use.
 */
export function httpLogger(logger: Logger): RequestHandler {
  return (req: Req, res, next) => {
    req.arrivedAt = Date.now();
    req[BASE] = logger;
    res.once('close', () => {
      const level = levelOf(req, res);
      if (!level || !logger.isLevelEnabled(level)) return;
      const aborted = !res.writableFinished;
      logger[level](
        {
          req: {
            id: req.id,
            method: req.method,
            url: safeUrl(req.originalUrl ?? req.url ?? ''),
            userAgent: req.headers['user-agent'],
            // All request headers only at debug level (credentials redacted, src/base/logger.ts).
            ...(logger.isLevelEnabled('debug') ? { headers: req.headers } : {}),
            remoteAddress: req.socket?.remoteAddress,
            // The client as seen through trusted proxies, which is what rate limits and audit use.
            ip: req.ip,
          },
          res: { statusCode: aborted ? undefined : res.statusCode, contentLength: res.getHeader('content-length') },
          responseTime: Date.now() - req.arrivedAt!,
        },
        aborted ? 'request aborted' : res.statusCode >= 500 ? 'request errored' : 'request completed',
      );
    });
    next();
  };
}
