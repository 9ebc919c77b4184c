import type { Sql } from '../../db/sql';
import { leaseUntil } from '../work-loop';
import {
  COUNTERS,
  type CounterRow,
  counters,
  type JobChanged,
  type JobCounters,
  stateIn,
  WORKING_STATES,
} from './tile-cache-job.lifecycle';
import type { StoredRequest } from './tile-cache-job.plan';

/*
 * The durable job queue: chunks of tile_cache_job_chunks claimed with FOR UPDATE SKIP LOCKED under a
 * lease, cut from their job's ranges by the claim itself (so a job's rows grow with the work done, never
 * with its size). A worker owns a chunk while lease_owner is its id and lease_until lies ahead; it renews the
 * lease by heartbeat and moves the checkpoint forward with the job's counters in the same statement, so a
 * crash loses at most the tiles after the last checkpoint. A chunk whose lease ran out (its worker died)
 * is claimed again and resumes at its checkpoint. Every write is conditional on the lease, so a worker
 * that lost its chunk can change nothing. Times come from the database clock, shared by all instances.
 * A job's own status changes only through its lifecycle (tile-cache-job.lifecycle.ts).
 */

/** A claimed chunk: a rectangle of tiles of one resource at one zoom, and how far it got. */
export interface ClaimedChunk {
  id: string;
  jobId: string;
  resource: string;
  zoom: number;
  minCol: number;
  maxCol: number;
  minRow: number;
  maxRow: number;
  checkpoint: number;
  attempts: number;
}

/** The job of a claimed chunk, as the worker needs it. */
export interface QueuedJob {
  id: string;
  workspaceId: string;
  request: StoredRequest;
  status: string;
  cancelRequested: boolean;
  totalTiles?: number;
}

/** Tiles finished since the last checkpoint of a chunk. */
export interface ChunkProgress {
  checkpoint: number;
  succeeded: number;
  skipped: number;
  failed: number;
  bytesWritten: number;
  bytesDeleted: number;
  lastError: string | null;
}

/** What a worker learns back from a heartbeat or checkpoint; `owned` false = the lease was lost. */
export interface LeaseState {
  owned: boolean;
  /** The job was cancelled, failed or otherwise stopped: the worker should let go of the chunk. */
  stop: boolean;
  /** The job's counters after a checkpoint. */
  counters?: JobCounters;
}

const lease = leaseUntil;
const leaseState = (rows: ({ status: string; cancel_requested: boolean } & Partial<CounterRow>)[]): LeaseState =>
  rows.length
    ? {
        owned: true,
        stop: rows[0].status !== 'running' || rows[0].cancel_requested,
        ...(rows[0].processed !== undefined ? { counters: counters(rows[0] as CounterRow) } : {}),
      }
    : { owned: false, stop: true };

export class TileJobQueue {
  constructor(
    private readonly sql: Sql,
    /** MAPGATE_TILE_WORKER_CHUNK_TILES: the most tiles a claimed chunk holds. */
    private readonly chunkTiles: number,
    private readonly changed: JobChanged = () => {},
  ) {}

  /** Announces the job of a statement's counters, and passes them on. */
  private told<T extends CounterRow | undefined>(row: T, now: boolean): T {
    if (row) this.changed(row.jobId, row.workspaceId, now);
    return row;
  }

  /**
   * Claims the oldest job's next free chunk (pending, or running under an expired lease), or null. A
   * pending rectangle of more than chunkTiles tiles (a job's range, written whole) is cut in the same
   * statement: the claim takes its first chunk, as square as splitRange (tile-cache.chunks.ts) makes them,
   * and leaves the rest of its row of chunks and the rows below as up to two pending rectangles of the
   * same seq. The rectangles of a range always cover it exactly once, so the job's per-zoom totals and
   * its end (every chunk done) read as before; a chunk with a checkpoint is never cut.
   */
  async claim(owner: string, leaseMs: number): Promise<ClaimedChunk | null> {
    const rows = await this.sql.query<ClaimedChunk>(
      `
      WITH next AS (
        SELECT c.id, c.job_id, c.resource, c.zoom, c.seq, c.min_col, c.min_row, c.max_col, c.max_row,
          (c.max_col - c.min_col + 1) AS w, (c.max_row - c.min_row + 1) AS h,
          c.checkpoint = 0 AND (c.max_col - c.min_col + 1)::bigint * (c.max_row - c.min_row + 1) > $3::int AS cut
        FROM tile_cache_job_chunks c JOIN tile_cache_jobs j ON j.id = c.job_id
        WHERE ${stateIn('j.status', WORKING_STATES)} AND NOT j.cancel_requested
          AND (c.status = 'pending' OR (c.status = 'running' AND c.lease_until < now()))
        ORDER BY j.created_at, j.id, c.seq, c.min_row, c.min_col
        LIMIT 1
        FOR UPDATE OF c SKIP LOCKED
      ),
      side AS (SELECT next.*, least(w, greatest(1, $3::int / least(h, greatest(1, floor(sqrt($3::int))::int)))) AS cw FROM next),
      head AS (
        SELECT side.*, CASE WHEN cut THEN min_col + cw - 1 ELSE max_col END AS head_col,
          CASE WHEN cut THEN min_row + greatest(1, least(h, $3::int / cw)) - 1 ELSE max_row END AS head_row
        FROM side
      ),
      rest AS (
        INSERT INTO tile_cache_job_chunks (id, job_id, resource, zoom, seq, min_col, max_col, min_row, max_row, updated_at)
        SELECT gen_random_uuid(), job_id, resource, zoom, seq, r.min_col, r.max_col, r.min_row, r.max_row, now()
        FROM head, LATERAL (VALUES (head_col + 1, max_col, min_row, head_row), (min_col, max_col, head_row + 1, max_row))
          AS r (min_col, max_col, min_row, max_row)
        WHERE cut AND r.min_col <= r.max_col AND r.min_row <= r.max_row
      )
      UPDATE tile_cache_job_chunks c
      SET status = 'running', lease_owner = $1, lease_until = ${lease('$2')}, attempts = c.attempts + 1, updated_at = now(),
        max_col = head.head_col, max_row = head.head_row
      FROM head WHERE c.id = head.id
      RETURNING c.id, c.job_id AS "jobId", c.resource, c.zoom, c.min_col AS "minCol", c.max_col AS "maxCol",
        c.min_row AS "minRow", c.max_row AS "maxRow", c.checkpoint, c.attempts`,
      [owner, leaseMs, this.chunkTiles],
    );
    return rows[0] ?? null;
  }

  /** The job of a claimed chunk. */
  async job(jobId: string): Promise<QueuedJob | null> {
    const rows = await this.sql.query<QueuedJob>(
      `SELECT id, workspace_id AS "workspaceId", request, status, cancel_requested AS "cancelRequested",
        total_tiles::float8 AS "totalTiles"
      FROM tile_cache_jobs WHERE id = $1`,
      [jobId],
    );
    const job = rows[0];
    if (job && typeof job.request === 'string') job.request = JSON.parse(job.request) as StoredRequest;
    return job ?? null;
  }

  /** Extends the lease of a chunk this worker holds. */
  async heartbeat(chunkId: string, owner: string, leaseMs: number): Promise<LeaseState> {
    return leaseState(
      await this.sql.query(
        `UPDATE tile_cache_job_chunks c SET lease_until = ${lease('$3')}, updated_at = now()
      FROM tile_cache_jobs j WHERE c.id = $1 AND c.lease_owner = $2 AND c.status = 'running' AND j.id = c.job_id
      RETURNING j.status, j.cancel_requested`,
        [chunkId, owner, leaseMs],
      ),
    );
  }

  /**
   * Records progress of a held chunk and adds it to the job's counters, in one statement. `status`
   * 'running' keeps (and renews) the lease, 'done' completes the chunk, 'pending' hands it back.
   */
  async checkpoint(
    chunkId: string,
    owner: string,
    leaseMs: number,
    p: ChunkProgress,
    status: 'running' | 'done' | 'pending',
  ): Promise<LeaseState> {
    const rows = await this.sql.query<CounterRow & { status: string; cancel_requested: boolean }>(
      `
      WITH c AS (
        UPDATE tile_cache_job_chunks SET checkpoint = $3::int, succeeded_tiles = succeeded_tiles + $4::int,
          skipped_tiles = skipped_tiles + $5::int, failed_tiles = failed_tiles + $6::int,
          bytes_written = bytes_written + $7::bigint, bytes_deleted = bytes_deleted + $8::bigint,
          last_error = coalesce($9::text, last_error), status = $10::varchar,
          lease_until = CASE WHEN $10::varchar = 'running' THEN ${lease('$11')} END,
          lease_owner = CASE WHEN $10::varchar = 'pending' THEN NULL ELSE lease_owner END,
          -- A chunk handed back (stop, cancel) was not a failed attempt: only crashes count towards the limit.
          attempts = CASE WHEN $10::varchar = 'pending' THEN greatest(attempts - 1, 0) ELSE attempts END, updated_at = now()
        WHERE id = $1 AND lease_owner = $2 AND status = 'running'
        RETURNING job_id
      )
      UPDATE tile_cache_jobs j SET processed_tiles = j.processed_tiles + $4::int + $5::int + $6::int,
        succeeded_tiles = j.succeeded_tiles + $4::int, skipped_tiles = j.skipped_tiles + $5::int, failed_tiles = j.failed_tiles + $6::int,
        bytes_written = j.bytes_written + $7::bigint, bytes_deleted = j.bytes_deleted + $8::bigint, updated_at = now()
      FROM c WHERE j.id = c.job_id
      RETURNING j.cancel_requested, ${COUNTERS}`,
      [
        chunkId,
        owner,
        p.checkpoint,
        p.succeeded,
        p.skipped,
        p.failed,
        p.bytesWritten,
        p.bytesDeleted,
        p.lastError,
        status,
        leaseMs,
      ],
    );
    this.told(rows[0], false);
    return leaseState(rows);
  }
}
