import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';
import { sendError } from '../outcome';

/** Peers whose forwarding headers are believed: loopback plus MAPGATE_TRUSTED_PROXIES (docs/rules.md §3). */
export function trustedPeer(config: Config): (addr: string, hop: number) => boolean {
  return proxyAddr.compile(['loopback', ...config.MAPGATE_TRUSTED_PROXIES]);
}

/** The parts of a request the HTTPS decision reads. */
export interface SecureCheckRequest {
  socket: { encrypted?: boolean; remoteAddress?: string };
  headers: IncomingHttpHeaders;
}

/**
 * docs/rules.md §3: TLS at mapgate is secure. Otherwise only the direct peer (the socket, not `req.ip`,
 * which already trusts X-Forwarded-For) decides whether X-Forwarded-Proto is believed: from a trusted
 * peer it decides, and its absence means local use, which is secure; from anyone else plain HTTP is not.
 */
export function isSecure(req: SecureCheckRequest, trusted: (addr: string, hop: number) => boolean): boolean {
  if (req.socket.encrypted) return true;
  const peer = req.socket.remoteAddress;
  if (!peer || !trusted(peer, 0)) return false;
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
