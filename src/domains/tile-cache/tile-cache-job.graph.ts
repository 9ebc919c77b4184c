import DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, InputType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { LayerGroupLoaders, LayerGroupResource, type LayerGroup } from '../layer-groups';
import { LayerLoaders, type Layer } from '../layers';
import { TileCacheJobService } from './tile-cache-job.service';
import { TileCacheJob, TileCacheJobProgress, TileCacheJobStatus, TileCacheZoomProgress } from './tile-cache-job.types';

/** Tile cache jobs in the graph (docs/graph.md): their list, connection, filter and order, loaders and edges. */
export const TileCacheJobConnection = graph.connectionOf(TileCacheJob, 'TileCacheJob', 'tile cache jobs');
export const TileCacheJobOrder = graph.orderOf('TileCacheJob', { CREATED_AT: 'createdAt' }, 'tile cache jobs');

@InputType({ description: 'Which tile cache jobs to list; every given condition must hold.' })
export class TileCacheJobFilter extends graph.CreatedFilter {
  @Field(() => [TileCacheJobStatus], {
    nullable: true,
    description: 'Only jobs in one of these states, e.g. [QUEUED, RUNNING] for the work in progress.',
  })
  status?: TileCacheJobStatus[] | null;
}

/** The tile cache jobs of a workspace. */
const tileCacheJobsList = (s: TileCacheJobService) =>
  graph.nodeList<TileCacheJob>(
    'tileCacheJobs',
    graph.spec({
      table: 'tile_cache_jobs',
      parent: graph.inWorkspace,
      orders: { createdAt: graph.CREATED_AT },
      filters: { ...graph.created, status: (v: string[], p: graph.Param) => `status = ANY(${p(v)}::text[])` },
    }),
    (ids) => s.byIds(ids),
    graph.desc('createdAt'),
  );

/** A request's jobs by id (a progress event's job, `node`) and their progress per zoom level. */
export class TileCacheJobLoaders extends graph.PerRequest<{
  byId: DataLoader<string, TileCacheJob | null>;
  zoomProgress: DataLoader<string, TileCacheZoomProgress[]>;
}> {
  constructor(s: TileCacheJobService) {
    super(() => ({
      byId: graph.byIds((ids) => s.byIds(ids)),
      zoomProgress: new DataLoader(async (ids) => {
        const byJob = await s.zoomProgressIn(ids);
        return ids.map((id) => byJob.get(id) ?? []);
      }),
    }));
  }
}

/** The root connection, and the workspace's list (`Workspace.tileCacheJobs`, on the type by name). */
export const TileCacheJobConnections = graph.listResolvers(
  [TileCacheJobService, tileCacheJobsList],
  [TileCacheJobConnection, TileCacheJobFilter, TileCacheJobOrder],
  graph.workspaceQuery('tileCacheJobsConnection', `The tile cache jobs of a workspace, ${graph.PAGED}`),
  graph.onWorkspace('tileCacheJobs', 'Its tile cache jobs; default newest first.'),
);

@Resolver(() => TileCacheJob)
export class TileCacheJobEdges {
  constructor(
    private readonly jobs: TileCacheJobLoaders,
    private readonly layers: LayerLoaders,
    private readonly groups: LayerGroupLoaders,
  ) {}

  @FieldResolver(() => LayerGroupResource, {
    nullable: true,
    description: 'The layer or layer group it caches, while it exists; null for an all_resources job.',
  })
  async resource(@Root() j: TileCacheJob, @Ctx() ctx: Context): Promise<Layer | LayerGroup | null> {
    const name = j.request.resource;
    if (!name || !graph.mayRead(ctx, j.workspaceId)) return null;
    const key = graph.nameKey(j.workspaceId, name);
    const [layer, group] = await Promise.all([
      this.layers.for(ctx.loaders).byName.load(key),
      this.groups.for(ctx.loaders).byPublicId.load(key),
    ]);
    return graph.readableOne<Layer | LayerGroup>(ctx, layer ?? group);
  }

  @FieldResolver(() => [TileCacheZoomProgress], {
    description: 'Progress per zoom level, from the lowest to the highest.',
  })
  async zoomProgress(@Root() j: TileCacheJob, @Ctx() ctx: Context): Promise<TileCacheZoomProgress[]> {
    if (!graph.mayRead(ctx, j.workspaceId)) return [];
    return this.jobs.for(ctx.loaders).zoomProgress.load(j.id);
  }
}

export const TileCacheJobWorkspaceEdge = graph.workspaceEdge(() => TileCacheJob, 'The workspace it runs for.');

/**
 * A progress answer (the tileCacheJobProgress query, the tileCacheJob subscription) leads to its job, so
 * that a client's normalized cache lands each event on the cached TileCacheJob (selected with its `id`)
 * rather than on a second object under the job's id (issue 30).
 */
@Resolver(() => TileCacheJobProgress)
export class TileCacheJobProgressEdges {
  constructor(private readonly jobs: TileCacheJobLoaders) {}

  @FieldResolver(() => TileCacheJob, {
    nullable: true,
    description:
      'The job itself, as the TileCacheJob its global id names: select its id and the fields you show (status, processedTiles, ...) and a normalized cache updates the job. Null once it was deleted.',
  })
  async job(@Root() p: TileCacheJobProgress, @Ctx() ctx: Context): Promise<TileCacheJob | null> {
    // A subscription's loaders live as long as it: each event reads the job as it is now, not as the
    // first event found it.
    const job = await this.jobs.for(ctx.loaders).byId.clear(p.jobId).load(p.jobId);
    return job && graph.mayRead(ctx, job.workspaceId) ? job : null;
  }
}

/** A tile cache job in a planned read (docs/graph.md, "Planned reads"); its zoomProgress is read by id. */
graph.planType(() => TileCacheJob, {
  table: 'tile_cache_jobs',
  workspaceColumn: 'workspace_id',
  fields: {
    workspaceId: 'workspace_id',
    status: 'status',
    totalTiles: 'total_tiles',
    processedTiles: 'processed_tiles',
  },
  resolvedFromId: ['zoomProgress'],
});
