import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import proxyAddr from 'proxy-addr';
import type { Config } from '../base/config';

/**
 * Whether a request may read /metrics (docs/reliability.md, "Metrics"): the metrics describe the
 * deployment (routes, error rates, pool use), so they are not public. The client address decides, the
 * same one the rate limit and the sign-in limiter judge (`req.ip`: X-Forwarded-For is believed only from
 * MAPGATE_TRUSTED_PROXIES), or the configured bearer token.
 */
export function metricsAccess(config: Config): (req: Request) => boolean {
  const allowed = proxyAddr.compile(config.MAPGATE_METRICS_ALLOW);
  const token = config.MAPGATE_METRICS_TOKEN ? Buffer.from(`Bearer ${config.MAPGATE_METRICS_TOKEN}`) : undefined;
  return (req) => {
    const client = req.ip ?? req.socket.remoteAddress;
    if (client && allowed(client, 0)) return true;
    const presented = Buffer.from(req.headers.authorization ?? '');
    return !!token && presented.length === token.length && timingSafeEqual(presented, token);
  };
}
