import type { GraphQLResolveInfo } from 'graphql';
import { authChecker } from '../../auth/auth-checker';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../context';
import { workspaceIdOf } from '../workspace-id';
import { TileCacheJobService } from './tile-cache-job.service';
import type { TileCacheJobProgress } from './tile-cache-job.types';

/** How often a subscription reads its job again (the SSE stream's pace: at most four events a second). */
export const LIVE_POLL_MS = 250;

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

/** One event of a job subscription: the progress, or the error that ends it. */
export type JobProgressEvent = { progress: TileCacheJobProgress; error?: never } | { error: unknown; progress?: never };

/**
 * The source of the `tileCacheJob` subscription (docs/live.md, "Subscriptions"): the job's progress read
 * from the database every LIVE_POLL_MS, so a job worked on any instance is seen from every instance. Each
 * read first checks the credential again (src/auth/recheck.ts) and the subscription's @Authorized rule with
 * fresh loaders, so a revoked key, an ended session, a lost role or a deleted workspace or job ends the
 * subscription with that error at the next read. An event is emitted only when the progress changed; the
 * source ends after the job has ended, or when the client unsubscribes (the generator's `return`).
 */
export async function* jobProgressEvents(
  context: Context,
  args: { workspace: string; job: string },
  info: GraphQLResolveInfo,
): AsyncGenerator<JobProgressEvent> {
  const live = context.live;
  if (!live) throw new Error('a subscription needs a live context (src/http/subscriptions.ts)');
  const service = live.services.get(TileCacheJobService);
  let last = '';
  for (let first = true; ; first = false) {
    if (!first) await new Promise((r) => setTimeout(r, LIVE_POLL_MS));
    let progress: TileCacheJobProgress;
    try {
      await context.recheck?.(context);
      context.loaders = live.loaders();
      await authChecker({ root: undefined, args, context, info }, [WORKSPACE_ADMIN]);
      progress = await service.progress(await workspaceIdOf(context, args.workspace), args.job);
    } catch (error) {
      yield { error };
      return;
    }
    const state = JSON.stringify(progress);
    if (state !== last) {
      last = state;
      yield { progress };
    }
    if (ENDED.has(progress.status)) return;
  }
}
