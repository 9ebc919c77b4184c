import type { Request, RequestHandler, Response } from 'express';
import { sendError } from '../outcome';
import { verifiedCaller } from './authenticate-first';
import { findNul, findProtoKey, JsonShapeCounter, type JsonBounds } from './json-bounds';

/** After a 413, how long the rest of an oversized body may keep the connection busy. */
const DISCARD_GRACE_MS = 5000;

const isJson = (type: string) => type === 'application/json' || /^application\/[^/;\s]+\+json$/.test(type);

/** Node's parser guarantees one of these framing headers whenever a request carries a body. */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Reads every request body, whatever the route or method, so that docs/rules.md §3's 413 holds
 * everywhere: an announced Content-Length over the limit is refused before reading, and a chunked body
 * is counted as it streams. Only JSON is kept in memory (never more than the limit); it lands in
 * `req.body`, which stays undefined when there is no body. /graphql gets non-JSON bodies dropped
 * rather than refused, because Apollo answers those itself (content type and CSRF rules).
 */
export function jsonBody(maxBytes: number, bounds: JsonBounds, anonymousMaxBytes = maxBytes): RequestHandler {
  return (req, res, next) => {
    // A caller without a verified credential reads a smaller budget (docs/security.md, "Request bodies"):
    // its body is parsed before anything is authorized.
    const anonymous = !verifiedCaller(res);
    const limitBytes = anonymous ? Math.min(anonymousMaxBytes, maxBytes) : maxBytes;
    const tooLarge = anonymous
      ? `request body exceeds the limit of ${limitBytes} bytes without a credential (setting MAPGATE_MAX_BODY_BYTES_ANONYMOUS)`
      : `request body exceeds the limit of ${limitBytes} bytes`;
    // @as-integrations/express5 answers 500 unless the property exists, even for a GET.
    req.body = undefined;
    if (!hasBody(req)) {
      // A bodiless request is read to its end now. Otherwise its stream is still open when the answer
      // finishes, and Node's clearIncoming then drains it and adds an 'end' listener per request (a
      // measurable share of a small REST read). A client leaving is seen on res 'close', not req's.
      req.resume();
      return next();
    }
    if (Number(req.headers['content-length']) > limitBytes) {
      sendError(res, 'PAYLOAD_TOO_LARGE', tooLarge);
      return discardRest(req);
    }
    const [type = '', ...params] = (req.headers['content-type'] ?? '').split(';').map((s) => s.trim().toLowerCase());
    const keep = isJson(type);
    // Shape bounds are counted while the body arrives (see docs/security.md, "Request bodies").
    const shape = keep ? new JsonShapeCounter(bounds) : undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', stop);
    };
    const refuse = (detail: string) => {
      stop();
      chunks.length = 0;
      sendError(res, 'PAYLOAD_TOO_LARGE', detail);
      discardRest(req);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) return refuse(tooLarge);
      if (!keep) return;
      const crossed = shape!.feed(chunk);
      if (crossed) return refuse(`request body has ${crossed}`);
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      if (size === 0) return next();
      if (!keep) {
        if (!pathOf(req).startsWith('/api/v1')) return next();
        return badRequest(res, `request body must be JSON (Content-Type: application/json), not ${type || 'untyped'}`);
      }
      const encoding = req.headers['content-encoding'];
      if (encoding && encoding.toLowerCase() !== 'identity')
        return badRequest(res, `unsupported Content-Encoding: ${encoding}`);
      const charset = params
        .find((p) => p.startsWith('charset='))
        ?.slice(8)
        .replace(/"/g, '');
      if (charset && charset !== 'utf-8' && charset !== 'utf8') return badRequest(res, 'JSON bodies must be UTF-8');
      let text: string;
      try {
        text = utf8.decode(Buffer.concat(chunks, size));
        req.body = JSON.parse(text);
      } catch (err) {
        return badRequest(res, `malformed JSON body: ${(err as Error).message}`);
      }
      // A `__proto__` key would be dropped silently further on; it is refused instead (docs/security.md).
      const proto = /__proto__|\\u/.test(text) ? findProtoKey(req.body) : undefined;
      if (proto) return badRequest(res, `${proto}: "__proto__" is not an accepted key`);
      const nul = shape!.sawNul ? findNul(req.body) : undefined;
      if (nul) return badRequest(res, `${nul}: must not contain a NUL character (\\u0000)`);
      next();
    };
    // A client that hangs up mid-body gets no answer; its response 'close' ends the request's accounting.
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', stop);
  };
}

// One decoder for every request: decode() without { stream: true } starts from a clean state each call,
// also after it threw on invalid UTF-8.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

const pathOf = (req: Request) => req.originalUrl.split('?', 1)[0];

const badRequest = (res: Response, detail: string) => sendError(res, 'BAD_REQUEST', detail);

/**
 * Keeps reading (and dropping) the rest of a refused body instead of closing at once: closing a socket
 * with unread input makes the kernel send RST, which can destroy the 413 before the client reads it.
 * A body that is still arriving after the grace period loses its connection.
 */
function discardRest(req: Request): void {
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, DISCARD_GRACE_MS);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  req.once('close', clear);
}
