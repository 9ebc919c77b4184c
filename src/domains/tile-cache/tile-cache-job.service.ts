import type { Database } from '../../db/client';
import type { SqlExecutor } from '../../db/sql';
import { ConflictError, NotFoundError, UnprocessableError } from '../../base/errors';
import { presenter } from '../../base/present';
import type { TileCacheJob as TileCacheJobRow } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { underTryLock } from '../daily';
import type { PrismaTx } from '../names';
import { jobChunks, rangeTiles } from './tile-cache.chunks';
import { ENDED_STATES, isEnded, type JobChanged, type TileJobLifecycle } from './tile-cache-job.lifecycle';
import type { StoredRequest, TileJobPlanner } from './tile-cache-job.plan';
import {
  TileCacheJobStatus,
  TileCacheJob,
  type TileCacheJobPlan,
  type TileCacheJobProgress,
} from './tile-cache-job.types';

/** A typical tile size per format, for a dry run's estimate until this workspace has cached tiles of it. */
const TYPICAL_TILE_BYTES: Record<string, number> = {
  'image/png': 20_000,
  'image/jpeg': 15_000,
  'image/webp': 10_000,
  'application/vnd.mapbox-vector-tile': 30_000,
};

/** The caps of one workspace's queued work (MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE, _MAX_TILES_PER_WORKSPACE). */
export interface WorkspaceJobCaps {
  jobs: number;
  tiles: number;
}

/** Rows per insert statement when a job's chunks are written. */
const CHUNK_INSERT_BATCH = 2000;
/** Jobs deleted per statement by retention (their chunks go with them). */
const DELETE_BATCH = 500;
/** Advisory lock of the daily retention run: one instance does it, the others skip. */
const RETENTION_LOCK = 'mapgate.tile_job_retention';

/** The job's counters: stored as bigint, answered as numbers (a job stays far below 2^53 tiles and bytes). */
const counted = (column: keyof TileCacheJobRow) => (row: TileCacheJobRow) => Number(row[column]);

const present = presenter<TileCacheJobRow, TileCacheJob>(TileCacheJob, {
  // Jobs made before defaults existed have no `defaults`: everything was given.
  request: (row) => ({ defaults: [], ...(row.request as StoredRequest) }) as StoredRequest & { defaults: string[] },
  status: (row) => row.status as TileCacheJobStatus,
  totalTiles: counted('totalTiles'),
  processedTiles: counted('processedTiles'),
  succeededTiles: counted('succeededTiles'),
  skippedTiles: counted('skippedTiles'),
  failedTiles: counted('failedTiles'),
  bytesWritten: counted('bytesWritten'),
  bytesDeleted: counted('bytesDeleted'),
});

const notFound = () => new NotFoundError('tile cache job not found');

/**
 * Tile cache jobs of a workspace (docs/rules.md §6 TileCacheJob): creation checks the request and
 * writes the job with one row per resource and zoom (tile-cache.chunks.ts, jobChunks), which the
 * workers of any instance then cut into chunks and run (tile-cache.queue.ts, tile-cache.worker.ts).
 * Callers pass the workspace id; a job of another workspace is not found.
 */
export class TileCacheJobService {
  constructor(
    private readonly db: Database,
    private readonly planner: TileJobPlanner,
    private readonly lifecycle: TileJobLifecycle,
    /** MAPGATE_TILE_WORKER_CHUNK_TILES: the size of the chunks a job is cut into. */
    private readonly chunkTiles: number,
    /** Told of a job created or deleted (live events; tile-cache-job.events.ts). */
    private readonly changed: JobChanged = () => {},
    /** Called after a job is written, so this instance's worker starts at once. */
    private readonly onCreated: () => void = () => {},
    /** MAPGATE_TILE_JOB_RETENTION_DAYS: how long a finished job is kept. */
    private readonly retentionDays = 30,
    /** MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE and _MAX_TILES_PER_WORKSPACE: a workspace's queued work, at most. */
    private readonly caps: WorkspaceJobCaps = { jobs: Infinity, tiles: Infinity },
  ) {}

  /**
   * The queued work of one workspace stays within its caps (docs/rules.md, "Tile cache jobs"): the jobs
   * queued or running, and the tiles they have still to do, with this job counted. Run in the creating
   * transaction under the workspace's advisory lock, so that concurrent creates (on any instance) are
   * counted one after the other.
   */
  private async checkCaps(tx: PrismaTx, workspaceId: string, tiles: number): Promise<void> {
    await tx.$queryRawUnsafe(
      'SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext($1))',
      `mapgate-tile-jobs|${workspaceId}`,
    );
    const [queued] = await tx.$queryRawUnsafe<{ jobs: number; tiles: number }[]>(
      `SELECT count(*)::int AS jobs, coalesce(sum(greatest(total_tiles - processed_tiles, 0)), 0)::float8 AS tiles
        FROM tile_cache_jobs WHERE workspace_id = $1::uuid AND status IN ('${TileCacheJobStatus.QUEUED}', '${TileCacheJobStatus.RUNNING}')`,
      workspaceId,
    );
    if (queued.jobs + 1 > this.caps.jobs)
      throw new UnprocessableError(
        `the workspace has ${queued.jobs} tile cache jobs queued or running, the most it may have ` +
          `(setting MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE); wait for one to end or cancel one`,
        { cap: 'MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE', limit: this.caps.jobs, queuedJobs: queued.jobs },
      );
    if (queued.tiles + tiles > this.caps.tiles)
      throw new UnprocessableError(
        `the job's ${tiles} tiles and the ${queued.tiles} tiles still to do in the workspace's queued and ` +
          `running jobs pass the limit of ${this.caps.tiles} (setting MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE)`,
        { cap: 'MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE', limit: this.caps.tiles, queuedTiles: queued.tiles, tiles },
      );
  }

  /** Newest first. */
  async list(workspaceId: string): Promise<TileCacheJob[]> {
    return this.listWhere({ workspaceIds: [workspaceId] });
  }

  /** Jobs of several workspaces in one statement, newest first; `statuses` narrows (e.g. the running ones). */
  async listWhere(by: { workspaceIds: readonly string[]; statuses?: readonly string[] }): Promise<TileCacheJob[]> {
    const rows = await this.db.prisma.tileCacheJob.findMany({
      where: {
        workspaceId: { in: [...by.workspaceIds] },
        ...(by.statuses ? { status: { in: [...by.statuses] } } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(present);
  }

  /** Jobs by id, in one statement (a page of the graph's connections, `node`); unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<TileCacheJob[]> {
    const rows = await this.db.prisma.tileCacheJob.findMany({ where: { id: { in: ids.filter(isUuid) } } });
    return rows.map(present);
  }

  /** Per-zoom progress of several jobs in one statement, from the chunks' checkpoints, by job id. */
  async zoomProgressIn(jobIds: readonly string[]): Promise<Map<string, TileCacheJobProgress['zooms']>> {
    const rows = await this.db.sql.query<TileCacheJobProgress['zooms'][number] & { jobId: string }>(
      `
      SELECT job_id::text AS "jobId", zoom,
        sum((max_col - min_col + 1)::float8 * (max_row - min_row + 1))::float8 AS "totalTiles",
        sum(checkpoint)::float8 AS "processedTiles", sum(succeeded_tiles)::float8 AS "succeededTiles",
        sum(skipped_tiles)::float8 AS "skippedTiles", sum(failed_tiles)::float8 AS "failedTiles",
        sum(bytes_written)::float8 AS "bytesWritten", sum(bytes_deleted)::float8 AS "bytesDeleted"
      FROM tile_cache_job_chunks WHERE job_id = ANY($1::uuid[]) GROUP BY job_id, zoom ORDER BY job_id, zoom`,
      [jobIds.filter(isUuid)],
    );
    const out = new Map<string, TileCacheJobProgress['zooms']>();
    for (const { jobId, ...z } of rows) out.set(jobId, [...(out.get(jobId) ?? []), z]);
    return out;
  }

  async get(workspaceId: string, id: string): Promise<TileCacheJob> {
    return present(await this.row(workspaceId, id));
  }

  /**
   * The dry run (docs/rules.md, "Tile cache job dry run"): the same checks and plan as create, answered
   * with the tile count per level and a size estimate; nothing is written.
   */
  async plan(workspaceId: string, input: unknown): Promise<TileCacheJobPlan> {
    const plan = await this.planner.plan(workspaceId, input);
    const stored = await this.db.prisma.$queryRawUnsafe<{ tiles: number | null; bytes: number | null }[]>(
      `SELECT sum(succeeded_tiles)::float8 AS tiles, sum(bytes_written)::float8 AS bytes FROM tile_cache_jobs
        WHERE workspace_id = $1::uuid AND request->>'format' = $2 AND bytes_written > 0`,
      workspaceId,
      plan.request.format,
    );
    const seen = stored[0]?.tiles ? Math.round(stored[0].bytes! / stored[0].tiles) : 0;
    const tileBytes = seen || (TYPICAL_TILE_BYTES[plan.request.format] ?? 20_000);
    const perZoom = new Map<number, number>();
    for (const { zoom, range } of plan.ranges) perZoom.set(zoom, (perZoom.get(zoom) ?? 0) + rangeTiles(range));
    return {
      request: { ...plan.request, defaults: plan.request.defaults ?? [] },
      resources: plan.resources,
      totalTiles: plan.totalTiles,
      estimatedBytes: plan.totalTiles * tileBytes,
      estimatedTileBytes: tileBytes,
      estimateBasis: seen ? 'cache' : 'default',
      zooms: [...perZoom].map(([zoom, tiles]) => ({ zoom, tiles: tiles * plan.resources.length })),
    };
  }

  /** Checks the request (400 shape, 422 impossible job) and queues the job; nothing is written on refusal. */
  async create(workspaceId: string, input: unknown, createdBy: string | null): Promise<TileCacheJob> {
    const plan = await this.planner.plan(workspaceId, input);
    // As many rows as the job has ranges (or chunks, when it has few): the workers cut the rest as they go.
    const chunks = jobChunks(plan.resources, plan.ranges, this.chunkTiles);
    const row = await this.db.prisma.$transaction(
      async (tx) => {
        await this.checkCaps(tx, workspaceId, plan.totalTiles);
        const job = await tx.tileCacheJob.create({
          data: { workspaceId, request: plan.request, totalTiles: BigInt(plan.totalTiles), createdBy },
        });
        for (let i = 0; i < chunks.length; i += CHUNK_INSERT_BATCH) {
          await tx.tileCacheJobChunk.createMany({
            data: chunks.slice(i, i + CHUNK_INSERT_BATCH).map((c) => ({ jobId: job.id, ...c })),
          });
        }
        return job;
      },
      { timeout: 60_000 },
    );
    this.changed(row.id, workspaceId, true);
    this.onCreated();
    return present(row);
  }

  /** Per-zoom progress from the chunks' checkpoints. */
  async progress(workspaceId: string, id: string): Promise<TileCacheJobProgress> {
    const job = await this.row(workspaceId, id);
    const zooms = await this.db.sql.query<TileCacheJobProgress['zooms'][number]>(
      `
      SELECT zoom, sum((max_col - min_col + 1)::float8 * (max_row - min_row + 1))::float8 AS "totalTiles",
        sum(checkpoint)::float8 AS "processedTiles", sum(succeeded_tiles)::float8 AS "succeededTiles",
        sum(skipped_tiles)::float8 AS "skippedTiles", sum(failed_tiles)::float8 AS "failedTiles",
        sum(bytes_written)::float8 AS "bytesWritten", sum(bytes_deleted)::float8 AS "bytesDeleted"
      FROM tile_cache_job_chunks WHERE job_id = $1 GROUP BY zoom ORDER BY zoom`,
      [job.id],
    );
    const total = Number(job.totalTiles);
    const processed = Number(job.processedTiles);
    // Read from the row's own times, so that the figures change only when the job does.
    const seconds = job.startedAt ? ((job.completedAt ?? job.updatedAt).getTime() - job.startedAt.getTime()) / 1000 : 0;
    const rate = seconds > 0 ? processed / seconds : 0;
    return {
      jobId: job.id,
      status: job.status as TileCacheJobStatus,
      totalTiles: total,
      processedTiles: processed,
      tilesPerSecond: Math.round(rate * 10) / 10,
      etaSeconds: job.status === TileCacheJobStatus.RUNNING && rate > 0 ? Math.ceil((total - processed) / rate) : null,
      zooms,
    };
  }

  /**
   * docs/rules.md §6: queued -> cancelled at once; running -> cancelling, and cancelled once no worker
   * holds a chunk of it (at once when none does). Cancelling again is accepted; a finished job is 409.
   * The transitions are the lifecycle's (tile-cache-job.lifecycle.ts): a worker starting the job
   * meanwhile makes the cancel of a queued job find it running, and cancel it as such.
   */
  async cancel(workspaceId: string, id: string): Promise<TileCacheJob> {
    for (;;) {
      const job = await this.row(workspaceId, id);
      if (isEnded(job.status))
        throw new ConflictError(
          `tile cache job is already ${job.status}; only a queued or running job can be cancelled`,
        );
      if (job.status === TileCacheJobStatus.CANCELLING) return present(job);
      const moved = await this.lifecycle.report(job.id, 'cancel');
      if (!moved) continue;
      if (moved.status === TileCacheJobStatus.CANCELLING) await this.lifecycle.report(job.id, 'settle');
      return this.get(workspaceId, id);
    }
  }

  /**
   * Deletes a finished job (succeeded, failed or cancelled) with its chunks; a queued, running or
   * cancelling job is a 409 (cancel it first). The delete is conditional on the status, so a job a
   * worker starts meanwhile is not removed under it. Its tiles stay in the cache.
   */
  async delete(workspaceId: string, id: string): Promise<string> {
    const job = await this.row(workspaceId, id);
    const { count } = await this.db.prisma.tileCacheJob.deleteMany({
      where: { id: job.id, workspaceId, status: { in: [...ENDED_STATES] } },
    });
    if (count === 0) {
      const now = await this.row(workspaceId, id);
      throw new ConflictError(`tile cache job is ${now.status}; only a finished job can be deleted (cancel it first)`);
    }
    this.changed(job.id, workspaceId, true);
    return job.id;
  }

  /**
   * Deletes the finished jobs that ended more than MAPGATE_TILE_JOB_RETENTION_DAYS ago (by
   * completed_at, else updated_at), in batches; idempotent, so instances may race. Returns how many.
   */
  async runRetention(now = new Date(), exec: SqlExecutor = this.db.sql): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * 86_400_000);
    let total = 0;
    for (;;) {
      const [{ n }] = await exec.query<{ n: number }>(
        `WITH gone AS (DELETE FROM tile_cache_jobs WHERE id IN
           (SELECT id FROM tile_cache_jobs WHERE status = ANY($2::text[])
              AND coalesce(completed_at, updated_at) < $1 LIMIT ${DELETE_BATCH}) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [cutoff, ENDED_STATES],
      );
      total += n;
      if (n < DELETE_BATCH) return total;
    }
  }

  /** The daily run: skipped (undefined) when another instance holds the lock. */
  async runScheduledRetention(): Promise<number | undefined> {
    return underTryLock(this.db.sql, RETENTION_LOCK, (conn) => this.runRetention(new Date(), conn));
  }

  private async row(workspaceId: string, id: string): Promise<TileCacheJobRow> {
    // The id column is a uuid: anything else cannot exist, and must not reach the database as a 500.
    if (!isUuid(id)) throw notFound();
    const row = await this.db.prisma.tileCacheJob.findUnique({ where: { id: id.toLowerCase(), workspaceId } });
    if (!row) throw notFound();
    return row;
  }
}
