import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import proxyAddr from 'proxy-addr';
import type { Config } from '../base/config';
import { sendError } from '../outcome';

/**
 * Peers whose X-Forwarded-For / X-Forwarded-Proto are believed: only MAPGATE_TRUSTED_PROXIES, none by
 * default, loopback only when listed (docs/security.md, "Client address"). The rate limit, the sign-in
 * limiter, /metrics and the WebSocket upgrade all judge the client address this decides (`req.ip`).
 */
export function trustedPeer(config: Config): (addr: string, hop: number) => boolean {
  return proxyAddr.compile(config.MAPGATE_TRUSTED_PROXIES);
}

const loopback = proxyAddr.compile('loopback');

/** The parts of a request the HTTPS decision reads. */
export interface SecureCheckRequest {
  socket: { encrypted?: boolean; remoteAddress?: string };
  headers: IncomingHttpHeaders;
}

/**
 * docs/rules.md §3: TLS at mapgate is secure. Otherwise only the direct peer (the socket, not `req.ip`,
 * which already trusts X-Forwarded-For) decides whether X-Forwarded-Proto is believed: from a trusted
 * proxy or loopback it decides, and its absence means local use, which is secure; from anyone else plain
 * HTTP is not. Loopback counts here even when it is not a trusted proxy: a loopback peer is local use, and
 * a header it sends can only make the answer stricter than without it.
 */
export function isSecure(req: SecureCheckRequest, trusted: (addr: string, hop: number) => boolean): boolean {
  if (req.socket.encrypted) return true;
  const peer = req.socket.remoteAddress;
  if (!peer || !(trusted(peer, 0) || loopback(peer, 0))) return false;
  const proto = req.headers['x-forwarded-proto'];
  if (proto === undefined) return true;
  // A proxy that appends rather than overwrites leaves a list; every hop it names must have been HTTPS.
  const hops = (Array.isArray(proto) ? proto.join(',') : proto).split(',').map((p) => p.trim().toLowerCase());
  return hops.every((p) => p === 'https');
}

/** Refuses requests that are not secure with 426 when MAPGATE_REQUIRE_HTTPS is on. */
export function requireHttps(config: Config): RequestHandler {
  if (!config.MAPGATE_REQUIRE_HTTPS) return (_req, _res, next) => next();
  const trusted = trustedPeer(config);
  return (req, res, next) => {
    if (isSecure(req as SecureCheckRequest, trusted)) return next();
    // RFC 9110 §15.5.22: a 426 names the protocol to switch to, and Upgrade must be listed in Connection.
    sendError(res, 'HTTPS_REQUIRED', 'this server only accepts HTTPS requests', {
      Upgrade: 'TLS/1.2, HTTP/1.1',
      Connection: 'Upgrade',
    });
  };
}
