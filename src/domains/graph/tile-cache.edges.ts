import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import type { LayerGroup } from '../layer-groups';
import type { Layer } from '../layers';
import { TileCacheJob, TileCacheJobProgress, TileCacheZoomProgress } from '../tile-cache';
import { Workspace } from '../workspaces';
import { LayerGroupResource } from './catalog.edges';
import { mayRead, readableOne } from './graph.access';
import { GraphLoaderFactory, nameKey } from './graph.loaders';

@Resolver(() => TileCacheJob)
export class TileCacheJobEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace it runs for.' })
  async workspace(@Root() j: TileCacheJob, @Ctx() ctx: Context): Promise<Workspace | null> {
    return mayRead(ctx, j.workspaceId) ? ctx.loaders.workspace.load(j.workspaceId) : null;
  }

  @FieldResolver(() => LayerGroupResource, {
    nullable: true,
    description: 'The layer or layer group it caches, while it exists; null for an all_resources job.',
  })
  async resource(@Root() j: TileCacheJob, @Ctx() ctx: Context): Promise<Layer | LayerGroup | null> {
    const name = j.request.resource;
    if (!name || !mayRead(ctx, j.workspaceId)) return null;
    const l = this.graph.for(ctx.loaders);
    const key = nameKey(j.workspaceId, name);
    const [layer, group] = await Promise.all([l.layerByName.load(key), l.groupByPublicId.load(key)]);
    return readableOne<Layer | LayerGroup>(ctx, layer ?? group);
  }

  @FieldResolver(() => [TileCacheZoomProgress], {
    description: 'Progress per zoom level, from the lowest to the highest.',
  })
  async zoomProgress(@Root() j: TileCacheJob, @Ctx() ctx: Context): Promise<TileCacheZoomProgress[]> {
    if (!mayRead(ctx, j.workspaceId)) return [];
    return this.graph.for(ctx.loaders).zoomProgress.load(j.id);
  }
}

/**
 * A progress answer (the tileCacheJobProgress query, the tileCacheJob subscription) leads to its job, so
 * that a client's normalized cache lands each event on the cached TileCacheJob (selected with its `id`)
 * rather than on a second object under the job's id (issue 30).
 */
@Resolver(() => TileCacheJobProgress)
export class TileCacheJobProgressEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => TileCacheJob, {
    nullable: true,
    description:
      'The job itself, as the TileCacheJob its global id names: select its id and the fields you show (status, processedTiles, ...) and a normalized cache updates the job. Null once it was deleted.',
  })
  async job(@Root() p: TileCacheJobProgress, @Ctx() ctx: Context): Promise<TileCacheJob | null> {
    // A subscription's loaders live as long as it: each event reads the job as it is now, not as the
    // first event found it.
    const job = await this.graph.for(ctx.loaders).jobById.clear(p.jobId).load(p.jobId);
    return job && mayRead(ctx, job.workspaceId) ? job : null;
  }
}
