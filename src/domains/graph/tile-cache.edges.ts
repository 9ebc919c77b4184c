import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import type { LayerGroup } from '../layer-groups';
import type { Layer } from '../layers';
import { TileCacheJob, TileCacheZoomProgress } from '../tile-cache';
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
