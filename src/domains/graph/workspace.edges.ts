import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { APIKey } from '../api-keys';
import { ClaimMapping } from '../claim-mappings';
import { LayerGroup } from '../layer-groups';
import { Layer } from '../layers';
import { OGCAPISettings, OGCTilesSettings, OgcSettingsService } from '../ogc-settings';
import { Service } from '../services';
import { Style } from '../styles';
import { TileCacheJob, TileCacheJobStatus } from '../tile-cache';
import { TileMatrixSet, TileMatrixSetService } from '../tile-matrix-sets';
import { Workspace } from '../workspaces';
import { mayRead, readable } from './graph.access';
import { GraphLoaderFactory } from './graph.loaders';

/** What a workspace holds, each list in the order of its root field (docs/graph.md). */
@Resolver(() => Workspace)
export class WorkspaceEdges {
  constructor(
    private readonly graph: GraphLoaderFactory,
    private readonly settings: OgcSettingsService,
    private readonly sets: TileMatrixSetService,
  ) {}

  @FieldResolver(() => [Service], { description: 'Its services, by name (as `services(workspace:)`).' })
  async services(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<Service[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).servicesOf.load(ws.id));
  }

  @FieldResolver(() => [Layer], { description: 'Its layers, of every service, by name.' })
  async layers(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<Layer[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).layersOf.load(ws.id));
  }

  @FieldResolver(() => [Style], { description: 'Its styles, by name, without their bodies.' })
  async styles(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<Style[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).stylesOf.load(ws.id));
  }

  @FieldResolver(() => [LayerGroup], { description: 'Its layer groups, by public id.' })
  async layerGroups(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<LayerGroup[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).groupsOf.load(ws.id));
  }

  @FieldResolver(() => [APIKey], { description: 'Its API keys, newest first, revoked ones included.' })
  async apiKeys(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<APIKey[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).apiKeysOf.load(ws.id));
  }

  @FieldResolver(() => [ClaimMapping], { description: 'Its claim mappings, highest priority first.' })
  async claimMappings(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<ClaimMapping[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).claimMappingsOf.load(ws.id));
  }

  @FieldResolver(() => [TileCacheJob], { description: 'Its tile cache jobs, newest first.' })
  async tileCacheJobs(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Arg('status', () => [TileCacheJobStatus], {
      nullable: true,
      description: 'Only jobs in one of these states, e.g. [QUEUED, RUNNING] for the work in progress.',
    })
    status?: TileCacheJobStatus[] | null,
  ): Promise<TileCacheJob[]> {
    return readable(ctx, await this.graph.for(ctx.loaders).jobsOf(ws.id, status));
  }

  @FieldResolver(() => OGCTilesSettings, {
    nullable: true,
    description: 'Its OGC API - Tiles settings (the defaults until set).',
  })
  async ogcTilesSettings(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<OGCTilesSettings | null> {
    return mayRead(ctx, ws.id) ? this.settings.tiles(ws.id) : null;
  }

  @FieldResolver(() => OGCAPISettings, {
    nullable: true,
    description: 'Its OGC API - Features settings (the defaults until set).',
  })
  async ogcApiSettings(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<OGCAPISettings | null> {
    return mayRead(ctx, ws.id) ? this.settings.features(ws.id) : null;
  }

  @FieldResolver(() => [TileMatrixSet], {
    description: 'The tile matrix sets its OGC API - Tiles settings enable, in their order.',
  })
  async tileMatrixSets(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<TileMatrixSet[]> {
    if (!mayRead(ctx, ws.id)) return [];
    const enabled = (await this.settings.tiles(ws.id)).settings.tileMatrixSets;
    const all = await this.sets.list();
    return enabled.flatMap((id) => all.filter((s) => s.id === id));
  }
}
