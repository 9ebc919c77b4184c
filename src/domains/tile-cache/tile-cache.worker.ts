import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Config } from '../../base/config';
import type { Logger } from '../../base/logger';
import type { OgcSettingsService } from '../ogc-settings';
import type { VectorTileRenderer } from '../vector-tiles';
import { UnavailableError } from '../../base/errors';
import { TileCacheOperation } from './tile-cache-job.types';
import { rangeTiles, tileAt } from './tile-cache.chunks';
import type { TileJobMetrics } from './tile-cache.metrics';
import { type JobCounters, rate, type TileJobLifecycle } from './tile-cache-job.lifecycle';
import type { ChunkProgress, ClaimedChunk, QueuedJob, TileJobQueue } from './tile-cache.queue';
import type { QuotaTracker } from './tile-cache.quota';
import { processTile, TileStoreError, type TileJobContext, type TileResult } from './tile-cache.tiles';
import { TILE_EXTENSIONS, tileRoot } from './tile-store';
import { PollingLoop, workerId } from '../work-loop';

const MVT = 'application/vnd.mapbox-vector-tile';

/** A chunk claimed this often without finishing (its workers crashed on it) fails its job. */
const MAX_CHUNK_ATTEMPTS = 10;

const empty = (checkpoint: number): ChunkProgress => ({
  checkpoint,
  succeeded: 0,
  skipped: 0,
  failed: 0,
  bytesWritten: 0,
  bytesDeleted: 0,
  lastError: null,
});

/**
 * Runs tile cache jobs on this instance, one chunk at a time with MAPGATE_TILE_WORKER_CONCURRENCY tiles
 * in flight. Any number of instances may run one against the same database (see tile-cache.queue.ts).
 * Timers are unref'd and stop() waits for the chunk in hand to be handed back.
 */
export class TileCacheWorker {
  /** Lease owner id: unique per process start, readable in the database. */
  readonly id = workerId(os.hostname(), process.pid, randomUUID());
  private readonly loop: PollingLoop;
  private readonly stopping = new AbortController();

  constructor(
    private readonly queue: TileJobQueue,
    private readonly lifecycle: TileJobLifecycle,
    private readonly settings: OgcSettingsService,
    private readonly quota: QuotaTracker,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly metrics?: TileJobMetrics,
    /** Draws vector tiles of PostGIS layers when no upstream is configured. */
    private readonly renderer?: VectorTileRenderer,
  ) {
    this.loop = new PollingLoop(() => this.tick(), config.MAPGATE_TILE_WORKER_POLL_MS);
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for work now rather than at the next poll (a job was just created here). */
  nudge(): void {
    this.loop.nudge();
  }

  /** Stops polling, aborts the tiles in flight and hands the current chunk back at its checkpoint. */
  async stop(): Promise<void> {
    await this.loop.stop(() => this.stopping.abort(new Error('tile cache worker stopping')));
  }

  private async tick(): Promise<void> {
    try {
      const work = await this.lifecycle.sweep();
      while (work && !this.loop.stopped) {
        const chunk = await this.queue.claim(this.id, this.config.MAPGATE_TILE_WORKER_LEASE_MS);
        if (!chunk) break;
        await this.runChunk(chunk);
      }
    } catch (err) {
      // A database hiccup: chunks in hand keep their lease until it runs out, then any instance resumes them.
      if (!this.loop.stopped) this.logger.warn({ err }, 'tile cache worker: will retry at the next poll');
    }
  }

  private async runChunk(chunk: ClaimedChunk): Promise<void> {
    const started = await this.lifecycle.report(chunk.jobId, 'start');
    const job = await this.queue.job(chunk.jobId);
    if (!job) return;
    if (started) {
      const r = job.request;
      this.logger.info(
        { job: job.id, workspace: job.workspaceId, operation: r.operation, totalTiles: job.totalTiles },
        'tile cache job started',
      );
    }
    const release = () =>
      this.queue.checkpoint(
        chunk.id,
        this.id,
        this.config.MAPGATE_TILE_WORKER_LEASE_MS,
        empty(chunk.checkpoint),
        'pending',
      );
    if (job.status !== 'running' || job.cancelRequested) {
      await release();
      await this.lifecycle.finish(job.id);
      return;
    }
    const cannot =
      chunk.attempts > MAX_CHUNK_ATTEMPTS
        ? `chunk ${chunk.resource} z${chunk.zoom} was started ${MAX_CHUNK_ATTEMPTS} times without finishing`
        : undefined;
    const ctx = cannot ?? (await this.context(job, chunk));
    if (typeof ctx === 'string') {
      await this.lifecycle.report(job.id, 'fail', ctx);
      await release();
      return;
    }
    const lost = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, lost.signal]);
    const leaseMs = this.config.MAPGATE_TILE_WORKER_LEASE_MS;
    const heartbeat = setInterval(
      () => {
        this.queue
          .heartbeat(chunk.id, this.id, leaseMs)
          .then((s) => {
            if (s.stop) lost.abort(new Error('chunk given up'));
          })
          .catch((err: unknown) => this.logger.warn({ err }, 'tile cache worker: heartbeat failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await this.work(job, chunk, { ...ctx, signal });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The chunk's tiles from its checkpoint on, in batches of the concurrency, checkpointing as it goes. */
  private async work(job: QueuedJob, chunk: ClaimedChunk, ctx: TileJobContext): Promise<void> {
    const leaseMs = this.config.MAPGATE_TILE_WORKER_LEASE_MS;
    const concurrency = this.config.MAPGATE_TILE_WORKER_CONCURRENCY;
    const checkpointEvery = Math.min(1000, Math.floor(leaseMs / 4));
    const size = rangeTiles(chunk);
    let progress = empty(chunk.checkpoint);
    let lastSave = Date.now();
    let ok = 0;
    let transientFailures = 0;
    let lastError: string | null = null;
    const save = (status: 'running' | 'done' | 'pending') =>
      this.queue.checkpoint(chunk.id, this.id, leaseMs, progress, status);
    for (let i = chunk.checkpoint; i < size;) {
      const batch = Array.from({ length: Math.min(concurrency, size - i) }, (_, k) => tileAt(chunk, i + k));
      let results: TileResult[];
      try {
        results = await Promise.all(batch.map((t) => processTile(ctx, chunk.zoom, t.x, t.y)));
      } catch (err) {
        // Stopping or cancelled: the batch is dropped and redone by whoever takes the chunk next.
        await save('pending');
        if (err instanceof TileStoreError) await this.lifecycle.report(job.id, 'fail', err.message);
        else if (!ctx.signal.aborted) throw err;
        await this.lifecycle.finish(job.id);
        return;
      }
      const quota = results.find((r) => r.kind === 'quota');
      for (const r of results) {
        if (r.kind === 'quota') continue;
        progress.checkpoint += 1;
        if (r.kind === 'failed') {
          progress.failed += 1;
          progress.lastError = r.error;
          lastError = r.error;
          if (r.transient) transientFailures += 1;
        } else {
          progress[r.kind] += 1;
          progress.bytesWritten += r.bytesWritten;
          progress.bytesDeleted += r.bytesDeleted;
          ok += 1;
        }
      }
      i += batch.length;
      if (quota) {
        await save('pending');
        await this.lifecycle.report(job.id, 'fail', quota.error);
        return;
      }
      if (i < size && Date.now() - lastSave < checkpointEvery) continue;
      const saved = progress.succeeded + progress.skipped + progress.failed;
      const state = await save(i < size ? 'running' : 'done');
      if (!state.owned) return;
      this.counted(job, progress, saved, state.counters);
      progress = empty(progress.checkpoint);
      lastSave = Date.now();
      if (i < size && state.stop) {
        await save('pending');
        await this.lifecycle.finish(job.id);
        return;
      }
    }
    // Every tile failed for reasons of the upstream (5xx, timeouts): it is down, so the job stops here
    // rather than spend retries on every remaining tile. 4xx failures are the tiles' own and go on.
    if (ok === 0 && transientFailures > 0 && transientFailures === size - chunk.checkpoint) {
      await this.lifecycle.report(
        job.id,
        'fail',
        `the tile upstream failed every tile of a chunk; last error: ${lastError ?? 'unknown'}`,
      );
      return;
    }
    await this.lifecycle.finish(job.id);
  }

  /**
   * Counts a checkpoint's tiles (metrics) and logs the job's progress each time its processed tiles pass
   * another 10 %: the counters come back from the checkpoint's own update, so exactly one checkpoint, on
   * whichever instance, passes each mark.
   */
  private counted(job: QueuedJob, p: ChunkProgress, saved: number, c: JobCounters | undefined): void {
    this.metrics?.tiles.inc({ result: 'succeeded' }, p.succeeded);
    this.metrics?.tiles.inc({ result: 'skipped' }, p.skipped);
    this.metrics?.tiles.inc({ result: 'failed' }, p.failed);
    if (!c || c.total <= 0 || saved === 0 || c.processed >= c.total) return;
    const mark = Math.floor((c.processed * 10) / c.total);
    if (mark <= Math.floor(((c.processed - saved) * 10) / c.total)) return;
    this.logger.info(
      {
        job: job.id,
        workspace: job.workspaceId,
        percent: mark * 10,
        processed: c.processed,
        total: c.total,
        failed: c.failed,
        tilesPerSecond: rate(c),
      },
      'tile cache job progress',
    );
  }

  /** What the chunk's tiles need, or why the job cannot go on. */
  private async context(job: QueuedJob, chunk: ClaimedChunk): Promise<Omit<TileJobContext, 'signal'> | string> {
    const r = job.request;
    const { settings } = await this.settings.tiles(job.workspaceId);
    const quotaBytes = settings.persistentCacheQuotaBytes || this.config.MAPGATE_TILES_CACHE_QUOTA_BYTES;
    const fetches = r.operation !== TileCacheOperation.TRUNCATE;
    const template = this.config.MAPGATE_TILE_UPSTREAM;
    // Vector tiles of PostGIS layers are drawn by mapgate itself when no upstream renders them.
    const builtIn = fetches && !template && r.format === MVT && this.renderer ? this.renderer : undefined;
    if (fetches && !template && !builtIn)
      return 'no tile upstream is configured (MAPGATE_TILE_UPSTREAM), and only vector tiles (application/vnd.mapbox-vector-tile) of PostGIS layers are drawn without one';
    if (fetches && quotaBytes > 0) await this.quota.refresh(job.workspaceId);
    return {
      operation: r.operation,
      root: tileRoot(this.config),
      workspaceId: job.workspaceId,
      resource: chunk.resource,
      tileMatrixSet: r.tileMatrixSet,
      ext: TILE_EXTENSIONS[r.format],
      style: r.style ?? '',
      render: builtIn
        ? async (z: number, x: number, y: number) => {
            const set = (await builtIn.grid(r.tileMatrixSet))?.set;
            const matrix = set?.tileMatrices[z];
            if (!matrix) return { ok: false, error: `zoom ${z} is not in ${r.tileMatrixSet}`, transient: false };
            try {
              const tile = await builtIn.render({
                workspaceId: job.workspaceId,
                resource: chunk.resource,
                tileMatrixSet: r.tileMatrixSet,
                tileMatrix: matrix.id,
                row: y,
                col: x,
              });
              return { ok: true, body: tile.body };
            } catch (err) {
              return { ok: false, error: (err as Error).message, transient: err instanceof UnavailableError };
            }
          }
        : undefined,
      upstream:
        fetches && !builtIn
          ? {
              template: template!,
              timeoutMs: this.config.MAPGATE_TILE_UPSTREAM_TIMEOUT_MS,
              retries: this.config.MAPGATE_TILE_UPSTREAM_RETRIES,
              retryDelayMs: this.config.MAPGATE_TILE_UPSTREAM_RETRY_DELAY_MS,
              maxBytes: settings.maxTileBytes || this.config.MAPGATE_TILES_MAX_TILE_BYTES,
              observe: this.metrics
                ? (seconds: number, ok: boolean) =>
                    this.metrics!.upstream.observe({ outcome: ok ? 'ok' : 'error' }, seconds)
                : undefined,
            }
          : undefined,
      quota: { tracker: this.quota, bytes: quotaBytes },
      // A resource that is gone has no date: its tiles fail one by one, as they did.
      since:
        fetches && this.renderer ? await this.renderer.tilesSince(job.workspaceId, chunk.resource).catch(() => 0) : 0,
    };
  }
}
