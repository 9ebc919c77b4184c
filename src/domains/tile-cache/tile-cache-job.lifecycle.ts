import type { Sql } from '../../db/sql';
import type { Logger } from '../../base/logger';
import { TileCacheJobStatus as S } from './tile-cache-job.types';

/*
 * A tile cache job's life, said once (docs/rules.md §6 TileCacheJob): the table of what may happen to a
 * job in each state and which state it leads to, and the one place that makes it happen. The worker
 * (start, fail, complete), cancel (cancel, settle) and the sweeper (complete, settle) report events
 * here; every status change of tile_cache_jobs is a statement built from the table below, conditional on
 * the job being in one of the event's source states, so a transition the table does not hold cannot be
 * written, whichever instance races which (test/domains/tile-cache/tile-cache-job-lifecycle.test.ts).
 */

export type JobState = `${S}`;
export type JobEvent = keyof typeof TRANSITIONS;

/**
 * For each event, the states it may happen in and the states it may lead to from each. `complete` goes
 * to failed when a tile failed, else to succeeded; every other event has one target per source.
 */
export const TRANSITIONS = {
  /** A worker claimed the job's first chunk. */
  start: { [S.QUEUED]: [S.RUNNING] },
  /** Asked by the API: a queued job ends at once, a running one waits for its workers to let go. */
  cancel: { [S.QUEUED]: [S.CANCELLED], [S.RUNNING]: [S.CANCELLING] },
  /** The job cannot go on (no upstream, quota, a chunk that keeps crashing its workers, the store). */
  fail: { [S.QUEUED]: [S.FAILED], [S.RUNNING]: [S.FAILED] },
  /** Every chunk is done. */
  complete: { [S.RUNNING]: [S.SUCCEEDED, S.FAILED] },
  /** A cancelling job no worker holds a chunk of any more. */
  settle: { [S.CANCELLING]: [S.CANCELLED] },
} as const satisfies Record<string, Partial<Record<JobState, readonly JobState[]>>>;

export const JOB_STATES: readonly JobState[] = Object.values(S);

/** States no event leaves: a job in one is finished (and may be deleted). */
export const ENDED_STATES: readonly JobState[] = JOB_STATES.filter((s) =>
  Object.values(TRANSITIONS).every((t) => !(s in t)),
);

/** States in which a job's chunks may be claimed by a worker. */
export const WORKING_STATES: readonly JobState[] = [S.QUEUED, S.RUNNING];

export const isEnded = (status: string): boolean => (ENDED_STATES as readonly string[]).includes(status);

/** The states `event` may lead to from `state`; empty when the table does not allow it. */
export function targets(event: JobEvent, state: string): readonly JobState[] {
  return (TRANSITIONS[event] as Partial<Record<string, readonly JobState[]>>)[state] ?? [];
}

/** `column IN (...)` of states (constants of this module, never input). */
export const stateIn = (column: string, states: readonly JobState[]): string =>
  `${column} IN (${states.map((s) => `'${s}'`).join(', ')})`;

/** How each event is written: its extra columns, its condition beyond the source state, its target when two. */
interface Statement {
  set?: string;
  when?: string;
  /** SQL choosing among the targets (only for an event with two targets from one source). */
  target?: string;
}

const STATEMENTS: Record<JobEvent, Statement> = {
  start: { set: 'started_at = coalesce(j.started_at, now())' },
  cancel: { set: `cancel_requested = true, completed_at = CASE WHEN j.status = '${S.QUEUED}' THEN now() END` },
  fail: { set: 'error_message = $2, completed_at = now()' },
  complete: {
    when: `NOT EXISTS (SELECT 1 FROM tile_cache_job_chunks c WHERE c.job_id = j.id AND c.status <> 'done')`,
    target: `CASE WHEN j.failed_tiles > 0 THEN '${S.FAILED}' ELSE '${S.SUCCEEDED}' END`,
    set: `completed_at = now(), error_message = CASE WHEN j.failed_tiles > 0 THEN format('%s of %s tiles failed; last error: %s',
      j.failed_tiles, j.total_tiles, coalesce((SELECT c.last_error FROM tile_cache_job_chunks c WHERE c.job_id = j.id
        AND c.last_error IS NOT NULL ORDER BY c.updated_at DESC LIMIT 1), 'unknown')) ELSE j.error_message END`,
  },
  settle: {
    when: `NOT EXISTS (SELECT 1 FROM tile_cache_job_chunks c
      WHERE c.job_id = j.id AND c.status = 'running' AND c.lease_until > now())`,
    set: 'completed_at = now()',
  },
};

/** The UPDATE of an event: the new status from the table (or the event's choice among its targets). */
function statement(event: JobEvent, returning: string): string {
  const table = TRANSITIONS[event] as Partial<Record<JobState, readonly JobState[]>>;
  const sources = Object.keys(table) as JobState[];
  const s = STATEMENTS[event];
  const status = sources.some((from) => table[from]!.length > 1)
    ? s.target!
    : `CASE j.status ${sources.map((from) => `WHEN '${from}' THEN '${table[from]![0]}'`).join(' ')} END`;
  return `UPDATE tile_cache_jobs j SET status = ${status}, updated_at = now()${s.set ? `, ${s.set}` : ''}
    WHERE j.id = $1 AND ${stateIn('j.status', sources)}${s.when ? ` AND ${s.when}` : ''}
    RETURNING ${returning}`;
}

/** A job's counters after a transition, for the operator's log lines (docs/live.md, "Jobs for operators"). */
export interface JobCounters {
  jobId: string;
  workspaceId: string;
  status: string;
  processed: number;
  failed: number;
  total: number;
  /** Seconds since the job started. */
  elapsed: number;
}

/** Counters and elapsed time as SQL selects them (bigints arrive as strings on PostgreSQL). */
export const COUNTERS = `j.id AS "jobId", j.workspace_id AS "workspaceId", j.status, j.processed_tiles AS processed, j.failed_tiles AS failed, j.total_tiles AS total,
  extract(epoch FROM (coalesce(j.completed_at, now()) - coalesce(j.started_at, j.created_at)))::float8 AS elapsed`;
export type CounterRow = {
  jobId: string;
  workspaceId: string;
  status: string;
  processed: unknown;
  failed: unknown;
  total: unknown;
  elapsed: unknown;
};
export const counters = (r: CounterRow): JobCounters => ({
  jobId: r.jobId,
  workspaceId: r.workspaceId,
  status: r.status,
  processed: Number(r.processed),
  failed: Number(r.failed),
  total: Number(r.total),
  elapsed: Number(r.elapsed),
});

/** Told of every change of a job (`now` for status changes, which are not coalesced). */
export type JobChanged = (job: string, workspace: string, now: boolean) => void;

/**
 * Makes the events of the table happen. `report` returns the job's counters when it changed the job's
 * status, else null (the job was not in a source state, or the event's condition did not hold): exactly
 * one report, on whichever instance, moves a job into each state, and that one logs a job's end.
 */
export class TileJobLifecycle {
  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
    private readonly changed: JobChanged = () => {},
  ) {}

  async report(jobId: string, event: JobEvent, message?: string): Promise<JobCounters | null> {
    const rows = await this.sql.query<CounterRow>(
      statement(event, COUNTERS),
      event === 'fail' ? [jobId, message ?? 'failed'] : [jobId],
    );
    const row = rows[0];
    if (!row) return null;
    this.changed(row.jobId, row.workspaceId, true);
    const c = counters(row);
    if (isEnded(c.status)) this.logEnd(c);
    return c;
  }

  /**
   * Ends a job whose work is over, if it is: a running job once every chunk is done, a cancelling one
   * once no chunk is held under a live lease. Safe to call from any instance at any time.
   */
  async finish(jobId: string): Promise<JobCounters | null> {
    return (await this.report(jobId, 'complete')) ?? (await this.report(jobId, 'settle'));
  }

  /**
   * Finishes every job left running or cancelling by a worker that stopped between two statements, and
   * tells whether any job still has work. It reads one table only, so idle instances never hold locks on
   * two tables at once (which a concurrent TRUNCATE or migration could deadlock with).
   */
  async sweep(): Promise<boolean> {
    const jobs = await this.sql.query<{ id: string; status: string }>(
      `SELECT id, status FROM tile_cache_jobs WHERE ${stateIn('status', [...WORKING_STATES, S.CANCELLING])}`,
    );
    for (const j of jobs) if (j.status !== S.QUEUED) await this.finish(j.id);
    return jobs.length > 0;
  }

  private logEnd(c: JobCounters): void {
    this.logger.info(
      {
        job: c.jobId,
        workspace: c.workspaceId,
        status: c.status,
        processed: c.processed,
        total: c.total,
        failed: c.failed,
        seconds: Math.round(c.elapsed * 10) / 10,
        tilesPerSecond: rate(c),
      },
      'tile cache job ended',
    );
  }
}

/** Tiles per second since the job started. */
export const rate = (c: JobCounters): number => (c.elapsed > 0 ? Math.round((c.processed / c.elapsed) * 10) / 10 : 0);
