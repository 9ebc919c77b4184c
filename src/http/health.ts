import express, { type RequestHandler } from 'express';
import type { Database } from '../db/client';
import { migrationStatus } from '../db/migrate';
import { sendError } from '../outcome';
import type { Drain } from './drain';
import type { Metrics } from './metrics';
import { under, when } from './series';

/** A readiness probe answers within this, even when the database hangs. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failed' | 'skipped';

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness, readiness and metrics (docs/rules.md §1). No credential, and mounted before the HTTPS and
 * rate-limit middleware, since probes and scrapers come from the platform, usually over plain HTTP.
 */
export function healthRouter(opts: {
  db: Database;
  drain: Drain;
  metrics: Metrics;
  /** Who may read /metrics (src/http/metrics-access.ts). */
  metricsAllowed: (req: express.Request) => boolean;
}): RequestHandler {
  const { db, drain, metrics } = opts;
  // Applied migrations cannot become unapplied while this process runs, so one success is final;
  // until then every probe re-reads the directory and the ledger.
  let migrated = false;

  async function checkMigrations(): Promise<string | undefined> {
    if (migrated) return undefined;
    const s = await withTimeout(migrationStatus(db.sql), 'migration check');
    const problems = [
      s.pending.length ? `pending: ${s.pending.join(', ')}` : '',
      s.failed.length ? `failed: ${s.failed.join(', ')}` : '',
      s.changed.length ? `changed after being applied: ${s.changed.join(', ')}` : '',
    ].filter(Boolean);
    if (problems.length) return `migrations not applied (${problems.join('; ')})`;
    migrated = true;
    return undefined;
  }

  const router = express.Router();

  // Liveness does no I/O: a slow database must not get a healthy process restarted.
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (req, res) => {
    const checks: Record<'database' | 'migrations' | 'draining', Check> = {
      database: 'skipped',
      migrations: 'skipped',
      draining: 'ok',
    };
    let failure: string | undefined;
    if (drain.draining) {
      checks.draining = 'failed';
      failure = 'the server is shutting down';
    } else {
      try {
        await withTimeout(db.sql.query('SELECT 1'), 'database check');
        checks.database = 'ok';
      } catch (err) {
        checks.database = 'failed';
        failure = 'database unreachable';
        req.log?.warn({ err }, 'readiness: database check failed');
      }
      if (!failure) {
        try {
          failure = await checkMigrations();
          checks.migrations = failure ? 'failed' : 'ok';
        } catch (err) {
          checks.migrations = 'failed';
          failure = 'migration status unavailable';
          req.log?.warn({ err }, 'readiness: migration check failed');
        }
      }
    }
    res.setHeader('Cache-Control', 'no-store');
    if (failure) return sendError(res, 'UNAVAILABLE', failure, undefined, { checks });
    res.json({ status: 'ok', checks });
  });

  router.get('/metrics', async (req, res) => {
    if (!opts.metricsAllowed(req))
      return sendError(res, 'FORBIDDEN', 'metrics are served to allowed peers or with the metrics token only');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  // Entered only for its own paths: the other requests skip the router's matching (src/http/series.ts).
  return when(under('/healthz', '/readyz', '/metrics'), router);
}
