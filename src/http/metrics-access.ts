import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';

/**
 * Whether a request may read /metrics (docs/reliability.md, "Metrics"): the metrics describe the
 * deployment (routes, error rates, pool use), so they are not public. The direct peer's address decides
 * (never X-Forwarded-For, which anyone can send), or the configured bearer token.
 */
export function metricsAccess(config: Config): (req: Request) => boolean {
  const allowed = proxyAddr.compile(config.MAPGATE_METRICS_ALLOW);
  const token = config.MAPGATE_METRICS_TOKEN ? Buffer.from(`Bearer ${config.MAPGATE_METRICS_TOKEN}`) : undefined;
  return (req) => {
    const peer = req.socket.remoteAddress;
    if (peer && allowed(peer, 0)) return true;
    const presented = Buffer.from(req.headers.authorization ?? '');
    return !!token && presented.length === token.length && timingSafeEqual(presented, token);
  };
}
