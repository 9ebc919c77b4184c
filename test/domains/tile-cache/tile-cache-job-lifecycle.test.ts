import pino from 'pino';
import {
  ENDED_STATES,
  JOB_STATES,
  type JobEvent,
  type JobState,
  TRANSITIONS,
  TileJobLifecycle,
  targets,
} from '../../../src/domains/tile-cache/tile-cache-job.lifecycle';
import { useTestApp } from '../../support/app';
import { helpers, seedBody } from './support';

// A job's life (src/domains/tile-cache/tile-cache-job.lifecycle.ts), on the real database: every event
// reported in every state either makes the table's transition or changes nothing. No worker runs here.
const t = useTestApp({
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.{format}',
  // A job per event and state, all in one workspace (the per-workspace cap has tests of its own).
  MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE: '1000',
});
const h = helpers(t);
const EVENTS = Object.keys(TRANSITIONS) as JobEvent[];

async function jobIn(state: JobState, opts: { failedTiles?: number; chunks?: 'done' | 'leased' } = {}) {
  const job = await h.create('w', seedBody('roads'));
  await t().db.sql.query(`UPDATE tile_cache_jobs SET status = $2, failed_tiles = $3 WHERE id = $1`, [
    job.id,
    state,
    opts.failedTiles ?? 0,
  ]);
  if (opts.chunks === 'done')
    await t().db.sql.query(`UPDATE tile_cache_job_chunks SET status = 'done' WHERE job_id = $1`, [job.id]);
  if (opts.chunks === 'leased')
    await t().db.sql.query(
      `UPDATE tile_cache_job_chunks SET status = 'running', lease_owner = 'elsewhere', lease_until = now() + interval '1 hour'
       WHERE job_id = $1`,
      [job.id],
    );
  return job.id as string;
}

const statusOf = async (id: string) =>
  (await t().db.sql.query<{ status: string }>(`SELECT status FROM tile_cache_jobs WHERE id = $1`, [id]))[0].status;

describe('tile cache job lifecycle', () => {
  let lifecycle: TileJobLifecycle;
  const told: string[] = [];
  beforeEach(async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    told.length = 0;
    lifecycle = new TileJobLifecycle(t().db.sql, pino({ level: 'silent' }), (job) => told.push(job));
  });

  it('the table: finished states are those no event leaves; every target is a state', () => {
    expect([...ENDED_STATES].sort()).toEqual(['cancelled', 'failed', 'succeeded']);
    for (const e of EVENTS) for (const to of Object.values(TRANSITIONS[e]).flat()) expect(JOB_STATES).toContain(to);
  });

  it('every event in every state: the transition of the table, or nothing at all', async () => {
    for (const state of JOB_STATES)
      for (const event of EVENTS) {
        // The conditions of complete and settle hold here (every chunk done; none held), so only the
        // state decides.
        const id = await jobIn(state, { chunks: 'done' });
        told.length = 0;
        const moved = await lifecycle.report(id, event, 'because');
        const after = await statusOf(id);
        const allowed = targets(event, state);
        if (allowed.length) {
          expect([event, state, allowed.includes(after as JobState)]).toEqual([event, state, true]);
          expect(moved?.status).toBe(after);
          expect(told).toEqual([id]);
        } else {
          expect([event, state, after, moved]).toEqual([event, state, state, null]);
          expect(told).toEqual([]);
        }
      }
  });

  it('two instances reporting at once: each move is one of the table, and one report ends a job', async () => {
    // A second instance's lifecycle on the same database (on PostgreSQL, statements of its own pool
    // connections running side by side with the first's).
    const other = new TileJobLifecycle(t().db.sql, pino({ level: 'silent' }), (job) => told.push(job));
    const PAIRS: [JobEvent, JobEvent][] = [
      ['complete', 'complete'],
      ['settle', 'settle'],
      ['cancel', 'cancel'],
      ['start', 'cancel'],
      ['start', 'fail'],
      ['complete', 'cancel'],
      ['complete', 'fail'],
      ['cancel', 'settle'],
    ];
    const ended = (s: string | undefined) => (ENDED_STATES as readonly string[]).includes(s ?? '');
    for (const state of JOB_STATES)
      for (const [a, b] of PAIRS) {
        const id = await jobIn(state, { chunks: 'done' });
        const [ra, rb] = await Promise.all([lifecycle.report(id, a, 'one'), other.report(id, b, 'two')]);
        const after = await statusOf(id);
        // The moves made, in either order: each from the state the other left, as the table allows.
        const moves = [
          [a, ra?.status],
          [b, rb?.status],
        ].filter((m): m is [JobEvent, string] => m[1] !== undefined);
        const valid = (order: [JobEvent, string][]) =>
          order.reduce<string | null>(
            (from, [e, to]) => (from !== null && targets(e, from).includes(to as JobState) ? to : null),
            state,
          ) === after;
        expect([state, a, b, moves, valid(moves) || valid([...moves].reverse())]).toEqual([state, a, b, moves, true]);
        // No job ends twice (its end is logged and announced by the one report that ended it).
        expect([state, a, b, moves.filter(([, to]) => ended(to)).length <= 1]).toEqual([state, a, b, true]);
      }
  });

  it('complete: succeeded, or failed naming the count when a tile failed; not while a chunk is undone', async () => {
    const open = await jobIn('running');
    expect(await lifecycle.report(open, 'complete')).toBeNull();
    expect(await statusOf(open)).toBe('running');

    const clean = await jobIn('running', { chunks: 'done' });
    expect((await lifecycle.report(clean, 'complete'))?.status).toBe('succeeded');

    const broken = await jobIn('running', { chunks: 'done', failedTiles: 3 });
    expect((await lifecycle.report(broken, 'complete'))?.status).toBe('failed');
    const [row] = await t().db.sql.query<{ error_message: string; completed_at: Date | null }>(
      `SELECT error_message, completed_at FROM tile_cache_jobs WHERE id = $1`,
      [broken],
    );
    expect(row.error_message).toMatch(/^3 of \d+ tiles failed/);
    expect(row.completed_at).not.toBeNull();
  });

  it('settle waits for chunks held under a live lease; finish ends whichever applies', async () => {
    const held = await jobIn('cancelling', { chunks: 'leased' });
    expect(await lifecycle.finish(held)).toBeNull();
    expect(await statusOf(held)).toBe('cancelling');
    await t().db.sql.query(
      `UPDATE tile_cache_job_chunks SET lease_until = now() - interval '1 second' WHERE job_id = $1`,
      [held],
    );
    expect((await lifecycle.finish(held))?.status).toBe('cancelled');
    // Once ended, nothing moves it again, on any instance.
    for (const event of EVENTS) expect(await lifecycle.report(held, event)).toBeNull();
  });

  it('fail keeps its reason; a queued job cancelled ends at once, a running one goes through cancelling', async () => {
    const queued = await jobIn('queued');
    expect((await lifecycle.report(queued, 'fail', 'no upstream'))?.status).toBe('failed');
    const [row] = await t().db.sql.query<{ error_message: string }>(
      `SELECT error_message FROM tile_cache_jobs WHERE id = $1`,
      [queued],
    );
    expect(row.error_message).toBe('no upstream');

    const waiting = await jobIn('queued');
    expect((await lifecycle.report(waiting, 'cancel'))?.status).toBe('cancelled');
    const running = await jobIn('running');
    expect((await lifecycle.report(running, 'cancel'))?.status).toBe('cancelling');
  });
});
