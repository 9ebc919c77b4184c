import type { GraphQLResolveInfo } from 'graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { liveSource } from '../../cache/events';
import type { Context } from '../../context';
import { authorizeAgain, liveOf, sleepMs, type LiveResult } from '../live';
import { workspaceIdOf } from '../workspace-id';
import { TileCacheJobService } from './tile-cache-job.service';
import { isEnded } from './tile-cache-job.lifecycle';
import {
  TileCacheJobChange,
  type TileCacheJob,
  type TileCacheJobListEvent,
  type TileCacheJobProgress,
} from './tile-cache-job.types';

/**
 * The source of the `tileCacheJob` subscription (docs/live.md, "Subscriptions"): the job's progress,
 * read from the database when an event says the job changed (from a worker of any instance, through
 * the bus), when anything was revoked, and at the latest every `events.idleMs`. Each read is authorized
 * again; a progress equal to the last one sent is not sent again. Ends after the job has ended.
 */
export function jobProgressEvents(
  context: Context,
  args: { workspace: string; job: string },
  info: GraphQLResolveInfo,
): AsyncIterableIterator<LiveResult<TileCacheJobProgress>> {
  const live = liveOf(context);
  const service = live.services.get(TileCacheJobService);
  return liveSource(async function* (signal) {
    const id = args.job.toLowerCase();
    const watch = live.events.watch((e) => e.kind === 'job' && e.job === id);
    try {
      let last = '';
      while (!signal.aborted) {
        let progress: TileCacheJobProgress;
        try {
          await authorizeAgain(context, args, info, [WORKSPACE_ADMIN]);
          progress = await service.progress(await workspaceIdOf(context, args.workspace), args.job);
        } catch (error) {
          yield { error };
          return;
        }
        const state = JSON.stringify(progress);
        if (state !== last) {
          last = state;
          yield { value: progress };
        }
        if (isEnded(progress.status)) return;
        await watch.wait(sleepMs(context, live.events.idleMs), signal);
      }
    } finally {
      watch.close();
    }
  });
}

/** What decides whether a job changed, as the list sees it. */
const stateOf = (j: TileCacheJob) => `${j.status}:${j.processedTiles}:${j.updatedAt.getTime()}`;

/**
 * The source of the `tileCacheJobs` subscription: the workspace's jobs read again on the same wake-ups
 * as above, compared with the last read; a new job is `created`, a changed one `updated`, or `ended`
 * when it reached an end. Jobs that existed when the subscription started are not sent (the list
 * query gives them). Never ends by itself, only with an error (401, 403, 404).
 */
export function jobListEvents(
  context: Context,
  args: { workspace: string },
  info: GraphQLResolveInfo,
): AsyncIterableIterator<LiveResult<TileCacheJobListEvent>> {
  const live = liveOf(context);
  const service = live.services.get(TileCacheJobService);
  return liveSource(async function* (signal) {
    let workspaceId: string | undefined;
    const watch = live.events.watch((e) => e.kind === 'job' && e.workspace === workspaceId);
    try {
      let seen: Map<string, string> | undefined;
      while (!signal.aborted) {
        const changes: TileCacheJobListEvent[] = [];
        try {
          await authorizeAgain(context, args, info, [WORKSPACE_ADMIN]);
          workspaceId = await workspaceIdOf(context, args.workspace);
          const jobs = await service.list(workspaceId);
          const now = new Map(jobs.map((j) => [j.id, stateOf(j)]));
          // Oldest first, so that a client applying the events in order builds the list as it is.
          for (const job of seen ? [...jobs].reverse() : []) {
            const before = seen!.get(job.id);
            if (before === now.get(job.id)) continue;
            if (before === undefined) changes.push({ change: TileCacheJobChange.CREATED, job });
            if (isEnded(job.status)) {
              if (before === undefined || !isEnded(before.split(':')[0]))
                changes.push({ change: TileCacheJobChange.ENDED, job });
            } else if (before !== undefined) changes.push({ change: TileCacheJobChange.UPDATED, job });
          }
          seen = now;
        } catch (error) {
          yield { error };
          return;
        }
        for (const value of changes) yield { value };
        await watch.wait(sleepMs(context, live.events.idleMs), signal);
      }
    } finally {
      watch.close();
    }
  });
}
