import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

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

type Req = IncomingMessage & { originalUrl?: string; ip?: string };

/**
 * One access-log line per request, carrying `req.id` (set by requestId()). Request headers stay under
 * `req.headers`, the path src/logger.ts redacts credentials at, so the serializer below keeps that shape;
 * response headers are left out, Set-Cookie included.
 */
export function httpLogger(logger: Logger): RequestHandler {
  return pinoHttp<Req, ServerResponse>({
    logger,
    genReqId: (req) => req.id ?? randomUUID(),
    customLogLevel(req, res, err) {
      if (err || res.statusCode >= 500) return QUIET.has(pathOf(req.originalUrl ?? req.url ?? '')) ? 'warn' : 'error';
      if (QUIET.has(pathOf(req.originalUrl ?? req.url ?? ''))) return 'silent';
      return 'info';
    },
    serializers: {
      req: (r: { id: unknown; method: string; url: string; headers: unknown; remoteAddress?: string; raw: Req }) => ({
        id: r.id,
        method: r.method,
        url: safeUrl(r.url),
        headers: r.headers,
        remoteAddress: r.remoteAddress,
        // The client as seen through trusted proxies, which is what rate limits and audit use.
        ip: r.raw.ip,
      }),
      // Response headers are mostly helmet's constant set; the status and size are what a reader needs.
      res: (r: { statusCode: number; headers: Record<string, unknown> }) => ({
        statusCode: r.statusCode,
        contentLength: r.headers['content-length'],
      }),
    },
  }) as unknown as RequestHandler;
}
