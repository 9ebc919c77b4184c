import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { WorkspaceId } from '../workspace-id';
import type { LiveResult } from '../live';
import { jobListEvents, jobProgressEvents } from './tile-cache-job.live';
import { TileCacheJobService } from './tile-cache-job.service';
import {
  CreateTileCacheJobInput,
  CreateTileCacheJobResult,
  TileCacheJob,
  TileCacheJobListEvent,
  TileCacheJobPlan,
  TileCacheJobProgress,
} from './tile-cache-job.types';
import { CREATE_INPUT_DOC, JOB_ID_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

@Resolver(() => TileCacheJob)
export class TileCacheJobResolver {
  constructor(private readonly service: TileCacheJobService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [TileCacheJob], { description: 'The tile cache jobs of a workspace, newest first.' })
  tileCacheJobs(@WorkspaceId() workspaceId: string): Promise<TileCacheJob[]> {
    return this.service.list(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => TileCacheJob, {
    nullable: true,
    description: "A tile cache job of this workspace (another workspace's is not found).",
  })
  tileCacheJob(
    @WorkspaceId() workspaceId: string,
    @Arg('job', { description: JOB_ID_DOC }) job: string,
  ): Promise<TileCacheJob> {
    return this.service.get(workspaceId, job);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => TileCacheJobProgress, { nullable: true, description: 'Progress of a tile cache job per zoom level.' })
  tileCacheJobProgress(
    @WorkspaceId() workspaceId: string,
    @Arg('job', { description: JOB_ID_DOC }) job: string,
    @Ctx() ctx: Context,
  ): Promise<TileCacheJobProgress> {
    const read = () => this.service.progress(workspaceId, job);
    // The event streams of one job woken by one event share one read (docs/live.md, "One read per event").
    return ctx.sharedRead ? ctx.sharedRead(`job:${workspaceId}:${job.toLowerCase()}`, read) : read();
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => CreateTileCacheJobResult, {
    description:
      'Queues a seed, reseed or truncate and answers the TileCacheJob; 422 (nothing created) when the job cannot run. With dryRun: true, answers its TileCacheJobPlan (as tileCacheJobPlan) and creates nothing.',
  })
  createTileCacheJob(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateTileCacheJobInput,
    @Arg('dryRun', () => Boolean, {
      defaultValue: false,
      description: 'Only check and plan the job (tile count per level, size estimate); nothing is created.',
    })
    dryRun: boolean,
    @Ctx() ctx: Context,
  ): Promise<TileCacheJob | TileCacheJobPlan> {
    if (dryRun) return this.service.plan(workspaceId, input);
    return this.service.create(workspaceId, input, ctx.principal.subject);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => TileCacheJobPlan, {
    description:
      'The dry run of createTileCacheJob: the same checks (400, 422), then the tile count per level, a size estimate and the request with its defaults; nothing is created.',
  })
  tileCacheJobPlan(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: 'The job request to plan, as for createTileCacheJob.' })
    input: CreateTileCacheJobInput,
  ): Promise<TileCacheJobPlan> {
    return this.service.plan(workspaceId, input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => TileCacheJob, { description: 'Cancels a queued or running job (409 once it has ended).' })
  cancelTileCacheJob(
    @WorkspaceId() workspaceId: string,
    @Arg('job', { description: JOB_ID_DOC }) job: string,
  ): Promise<TileCacheJob> {
    return this.service.cancel(workspaceId, job);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('TileCacheJob'), {
    description:
      'Deletes a finished (succeeded, failed or cancelled) job and its progress records; 409 while it is queued, running or cancelling. Its tiles stay in the cache.',
  })
  async deleteTileCacheJob(
    @WorkspaceId() workspaceId: string,
    @Arg('job', { description: JOB_ID_DOC }) job: string,
  ): Promise<Deleted> {
    return deleted('TileCacheJob', await this.service.delete(workspaceId, job));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Subscription(() => TileCacheJobProgress, {
    name: 'tileCacheJob',
    description:
      "The job's progress (as tileCacheJobProgress) at once and each time it changes, at most once per MAPGATE_LIVE_INTERVAL_MS (250 ms by default; the latest state, the final one always last); ends after the job has ended, or with the error that ends it (401, 403, 404).",
    subscribe: ({ context, args, info }) =>
      jobProgressEvents(context as Context, args as { workspace: string; job: string }, info as GraphQLResolveInfo),
  })
  tileCacheJobUpdates(
    @Root() event: LiveResult<TileCacheJobProgress>,
    // The arguments are read by the source (tile-cache-job.live.ts); declared here for the schema.
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) _workspace: string,
    @Arg('job', { description: JOB_ID_DOC }) _job: string,
  ): TileCacheJobProgress {
    if (event.error !== undefined) throw event.error;
    return event.value!;
  }

  @Authorized(WORKSPACE_ADMIN)
  @Subscription(() => TileCacheJobListEvent, {
    name: 'tileCacheJobs',
    description:
      "Changes of the workspace's job list from now on: a job created, updated (progress, status) or ended, at most one state of each job per MAPGATE_LIVE_INTERVAL_MS (250 ms by default; ENDED always comes after the job's last update); never ends by itself, only with the error that ends it (401, 403, 404).",
    subscribe: ({ context, args, info }) =>
      jobListEvents(context as Context, args as { workspace: string }, info as GraphQLResolveInfo),
  })
  tileCacheJobListUpdates(
    @Root() event: LiveResult<TileCacheJobListEvent>,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) _workspace: string,
  ): TileCacheJobListEvent {
    if (event.error !== undefined) throw event.error;
    return event.value!;
  }
}
