import type { GraphQLResolveInfo } from 'graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { liveSource, type LiveEvent } from '../../cache/events';
import type { GroupMember, ReadResult } from '../../cache/live-groups';
import type { Context } from '../../request/context';
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
 * Follows one shared read (src/cache/live-groups.ts) as a subscriber: before each read it is given (and
 * on its own deadline, a token's expiry) the subscriber's credential and role are checked again, so a
 * subscriber that lost its role never receives the read; `use` takes each read and says whether the
 * subscription goes on. The group is that of `key(workspaceId)`, the workspace resolved again each time.
 */
async function* followShared<T, R>(
  context: Context,
  args: { workspace: string },
  info: GraphQLResolveInfo,
  signal: AbortSignal,
  group: (workspaceId: string) => { key: string; match: (e: LiveEvent) => boolean; read: () => Promise<T> },
  use: (value: T) => { send: R[]; end: boolean },
): AsyncGenerator<LiveResult<R>> {
  const live = liveOf(context);
  let member: GroupMember<T> | undefined;
  let key = '';
  let read: ReadResult<T> | undefined;
  try {
    while (!signal.aborted) {
      try {
        await authorizeAgain(context, args, info, [WORKSPACE_ADMIN]);
        const g = group(await workspaceIdOf(context, args.workspace));
        if (g.key !== key) {
          // A workspace deleted and made again under its name: another group, and no read of the old one.
          member?.leave();
          key = g.key;
          member = live.groups.join(g.key, g.match, g.read);
          read = undefined;
        }
      } catch (error) {
        yield { error };
        return;
      }
      if (read) {
        if (read.error !== undefined) {
          yield { error: read.error };
          return;
        }
        const { send, end } = use(read.value as T);
        for (const value of send) yield { value };
        if (end) return;
      }
      // Woken by the group's next read (at least every idle poll), or at the credential's deadline.
      read = await member!.next(sleepMs(context, Infinity), signal);
    }
  } finally {
    member?.leave();
  }
}

/**
 * The source of the `tileCacheJob` subscription (docs/live.md, "Subscriptions"): the job's progress,
 * read from the database when an event says the job changed (from a worker of any instance, through
 * the bus), when anything was revoked, and at the latest every `events.idleMs`; one read for all the
 * subscribers of the job on this instance. Each subscriber is authorized again before it uses a read;
 * a progress equal to the last one sent is not sent again. Ends after the job has ended.
 */
export function jobProgressEvents(
  context: Context,
  args: { workspace: string; job: string },
  info: GraphQLResolveInfo,
): AsyncIterableIterator<LiveResult<TileCacheJobProgress>> {
  const service = liveOf(context).services.get(TileCacheJobService);
  const id = args.job.toLowerCase();
  let last = '';
  return liveSource((signal) =>
    followShared<TileCacheJobProgress, TileCacheJobProgress>(
      context,
      args,
      info,
      signal,
      (workspaceId) => ({
        key: `job:${workspaceId}:${id}`,
        match: (e) => e.kind === 'job' && e.job === id,
        read: () => service.progress(workspaceId, id),
      }),
      (progress) => {
        const state = JSON.stringify(progress);
        const send = state === last ? [] : [progress];
        last = state;
        return { send, end: isEnded(progress.status) };
      },
    ),
  );
}

/**
 * The list events made from one shared read, by change and job: the subscribers that see the same change
 * in one read are given the same event object, so that its selection runs once for all of those with the
 * same document, variables and rights (src/graphql/subscriptions.ts, docs/live.md "Coalesced delivery").
 */
const listEvents = new WeakMap<TileCacheJob[], Map<string, TileCacheJobListEvent>>();

function listEvent(read: TileCacheJob[], change: TileCacheJobChange, job: TileCacheJob): TileCacheJobListEvent {
  let made = listEvents.get(read);
  if (!made) listEvents.set(read, (made = new Map()));
  const key = `${change}:${job.id}`;
  let event = made.get(key);
  if (!event) made.set(key, (event = { change, job }));
  return event;
}

/** What decides whether a job changed, as the list sees it. */
const stateOf = (j: TileCacheJob) => `${j.status}:${j.processedTiles}:${j.updatedAt.getTime()}`;

/**
 * The source of the `tileCacheJobs` subscription: the workspace's jobs read again on the same wake-ups
 * as above (one read for all the workspace's subscribers on this instance), compared with the last read
 * this subscriber used; a new job is `created`, a changed one `updated`, or `ended` when it reached an
 * end. Jobs that existed when the subscription started are not sent (the list query gives them). Never
 * ends by itself, only with an error (401, 403, 404).
 */
export function jobListEvents(
  context: Context,
  args: { workspace: string },
  info: GraphQLResolveInfo,
): AsyncIterableIterator<LiveResult<TileCacheJobListEvent>> {
  const service = liveOf(context).services.get(TileCacheJobService);
  let seen: Map<string, string> | undefined;
  return liveSource((signal) =>
    followShared<TileCacheJob[], TileCacheJobListEvent>(
      context,
      args,
      info,
      signal,
      (workspaceId) => ({
        key: `jobs:${workspaceId}`,
        match: (e) => e.kind === 'job' && e.workspace === workspaceId,
        read: () => service.list(workspaceId),
      }),
      (jobs) => {
        const changes: TileCacheJobListEvent[] = [];
        const now = new Map(jobs.map((j) => [j.id, stateOf(j)]));
        // Oldest first, so that a client applying the events in order builds the list as it is.
        for (const job of seen ? [...jobs].reverse() : []) {
          const before = seen!.get(job.id);
          if (before === now.get(job.id)) continue;
          if (before === undefined) changes.push(listEvent(jobs, TileCacheJobChange.CREATED, job));
          if (isEnded(job.status)) {
            if (before === undefined || !isEnded(before.split(':')[0]))
              changes.push(listEvent(jobs, TileCacheJobChange.ENDED, job));
          } else if (before !== undefined) changes.push(listEvent(jobs, TileCacheJobChange.UPDATED, job));
        }
        seen = now;
        return { send: changes, end: false };
      },
    ),
  );
}
