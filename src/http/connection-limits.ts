import type http from 'node:http';
import type { Socket } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Config } from '../base/config';
import { trustedPeer } from './require-https';

/*
 * What one client may hold of the server before any request is read (docs/security.md, "Connections and
 * slow clients"): a connection must deliver its headers within MAPGATE_HEADERS_TIMEOUT_MS and its whole
 * request, body included, within MAPGATE_REQUEST_TIMEOUT_MS (408, then closed), so that a dripped request
 * cannot hold a connection for minutes; and one address may hold at most MAPGATE_MAX_CONNECTIONS_PER_ADDRESS
 * connections, the server MAPGATE_MAX_CONNECTIONS in all.
 */

/** The Node server options that carry the timeouts (`http.createServer(options, app)`). */
export function serverTimeouts(config: Config): http.ServerOptions {
  const requestTimeout = config.MAPGATE_REQUEST_TIMEOUT_MS;
  // Node refuses a headers timeout longer than the request timeout: the request one bounds both.
  const headersTimeout = Math.min(config.MAPGATE_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    headersTimeout,
    requestTimeout,
    // Node looks for expired requests this often (30 s by default, which would let a 10 s limit run to 40 s).
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
}

/**
 * Caps connections: in all (`server.maxConnections`: Node closes those above it at once) and per client
 * address, counted on the socket's peer. A trusted proxy's connections carry many clients and are not
 * capped by address (the rate limit then judges each client). IPv6 peers are grouped by /56, as the rate
 * limit groups them: one client controls at least that much. A connection over the cap is closed before
 * anything of it is read.
 */
export function capConnections(server: http.Server, config: Config): void {
  server.maxConnections = config.MAPGATE_MAX_CONNECTIONS;
  const cap = config.MAPGATE_MAX_CONNECTIONS_PER_ADDRESS;
  const trusted = trustedPeer(config);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (!peer || trusted(peer, 0)) return;
    const key = ipKeyGenerator(peer);
    const n = open.get(key) ?? 0;
    if (n >= cap) {
      socket.destroy();
      return;
    }
    open.set(key, n + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
