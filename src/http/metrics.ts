import type { Request, RequestHandler, Response } from 'express';
import { Histogram, Registry } from 'prom-client';
import { IDE_STATIC_PATH } from './ide';
import { processMetrics } from './process-metrics';

export interface Metrics {
  /** This instance's own registry: tests build several apps in one process. */
  registry: Registry;
  /** Times every HTTP request. */
  middleware: RequestHandler;
  /**
   * Starts timing one GraphQL operation on /graphql (the operation core's metrics hook, src/core): the
   * returned function ends it with the operation's name and whether it answered errors.
   */
  operationTimer(): (operationName: string | null | undefined, failed: boolean) => void;
  /** Ends the process metrics' monitors (see process-metrics.ts). */
  stop(): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FIXED = new Set(['/graphql', '/healthz', '/readyz', '/metrics']);
/** Operation names come from callers; past this many distinct ones they share one label value. */
const MAX_OPERATION_NAMES = 200;

/**
 * A route label with a bounded set of values: never a raw id. A REST route that publishes its template
 * in `res.locals.route` (e.g. `/workspaces/{workspace}`) is labelled by it; otherwise by its first
 * segment under /api/v1, which is always a fixed word of the spec. A 404 is "unmatched" whatever its
 * path, so that nobody can mint label values by requesting made-up URLs.
 */
export function routeLabel(req: Request, res: Response): string {
  const path = req.originalUrl.split('?', 1)[0];
  if (FIXED.has(path)) return path;
  if (path.startsWith(IDE_STATIC_PATH)) return IDE_STATIC_PATH;
  if (path.startsWith('/graphql/')) return '/graphql';
  if (!path.startsWith('/api/v1/') || res.statusCode === 404) return 'unmatched';
  const template: unknown = res.locals.route;
  if (typeof template === 'string') return `/api/v1${template}`;
  const first = path.split('/')[3];
  return /^[a-z][a-z0-9-]{0,40}(\.json)?$/.test(first) ? `/api/v1/${first}` : 'unmatched';
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const procMetrics = processMetrics(registry, 'mapgate_');
  const http = new Histogram({
    name: 'mapgate_http_request_duration_seconds',
    help: 'HTTP request duration by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const graphql = new Histogram({
    name: 'mapgate_graphql_operation_duration_seconds',
    help: 'GraphQL operation duration by operation name and outcome (success or error).',
    labelNames: ['operationName', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const seenNames = new Set<string>();
  const operationLabel = (name: string | undefined) => {
    if (!name) return 'anonymous';
    if (seenNames.has(name)) return name;
    if (seenNames.size >= MAX_OPERATION_NAMES) return 'other';
    seenNames.add(name);
    return name;
  };

  const middleware: RequestHandler = (req, res, next) => {
    const end = http.startTimer();
    res.once('finish', () => {
      end({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeLabel(req, res),
        status: String(res.statusCode),
      });
    });
    next();
  };

  const operationTimer = () => {
    const end = graphql.startTimer();
    return (operationName: string | null | undefined, failed: boolean) =>
      end({ operationName: operationLabel(operationName ?? undefined), outcome: failed ? 'error' : 'success' });
  };

  return { registry, middleware, operationTimer, stop: () => procMetrics.stop() };
}
