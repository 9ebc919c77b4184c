import { Counter, Gauge, Histogram, type Metric, type Registry } from 'prom-client';
import type { Sql } from '../../db/sql';
import { JOB_STATES, stateIn, WORKING_STATES } from './tile-cache-job.lifecycle';

/**
 * Prometheus metrics of tile cache jobs (docs/live.md, "Jobs for operators"): tiles this instance
 * processed by result, upstream fetch latency, and, read from the database at each scrape, jobs by
 * status and the chunks waiting for a worker (the queue depth), which are the same on every instance.
 * The metrics are made here and registered on the instance's registry by the app.
 */
export class TileJobMetrics {
  readonly tiles = new Counter({
    name: 'mapgate_tile_cache_tiles_total',
    help: 'Tiles processed by this instance, by result (succeeded, skipped, failed).',
    labelNames: ['result'] as const,
    registers: [],
  });
  readonly upstream = new Histogram({
    name: 'mapgate_tile_upstream_duration_seconds',
    help: 'Duration of one tile fetch from the upstream, by outcome (ok, error).',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [],
  });
  readonly jobs: Gauge<'status'>;
  readonly queue: Gauge<'state'>;

  constructor(sql: Sql) {
    this.jobs = new Gauge({
      name: 'mapgate_tile_cache_jobs',
      help: 'Tile cache jobs by status (from the database).',
      labelNames: ['status'] as const,
      registers: [],
      async collect() {
        const rows = await sql
          .query<{ status: string; n: number }>(
            'SELECT status, count(*)::int AS n FROM tile_cache_jobs GROUP BY status',
          )
          .catch(() => null);
        if (!rows) return;
        this.reset();
        for (const s of JOB_STATES) this.set({ status: s }, 0);
        for (const r of rows) this.set({ status: r.status }, Number(r.n));
      },
    });
    this.queue = new Gauge({
      name: 'mapgate_tile_cache_queue_chunks',
      help: 'Chunks of unfinished jobs: pending (waiting for a worker, the queue depth) and running.',
      labelNames: ['state'] as const,
      registers: [],
      async collect() {
        const rows = await sql
          .query<{ status: string; n: number }>(
            `SELECT c.status, count(*)::int AS n FROM tile_cache_job_chunks c JOIN tile_cache_jobs j ON j.id = c.job_id
            WHERE ${stateIn('j.status', WORKING_STATES)} AND c.status IN ('pending', 'running') GROUP BY c.status`,
          )
          .catch(() => null);
        if (!rows) return;
        this.set({ state: 'pending' }, 0);
        this.set({ state: 'running' }, 0);
        for (const r of rows) this.set({ state: r.status }, Number(r.n));
      },
    });
  }

  /** Registers every metric on the instance's registry (/metrics). */
  registerOn(registry: Registry): void {
    for (const m of [this.tiles, this.upstream, this.jobs, this.queue] as Metric[]) registry.registerMetric(m);
  }
}
