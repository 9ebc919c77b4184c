import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import { OGCAPISettings, OGCTilesSettings, OgcSettingsService } from '../ogc-settings';
import { TileMatrixSet, TileMatrixSetService } from '../tile-matrix-sets';
import { Workspace } from '../workspaces';
import { ConnectionArgs, emptyConnection, type Connection } from './connection';
import {
  APIKeyConnection,
  ClaimMappingConnection,
  LayerConnection,
  LayerGroupConnection,
  ServiceConnection,
  StyleConnection,
  TileCacheJobConnection,
  TileMatrixSetConnection,
} from './connections';
import { mayRead } from './graph.access';
import type { GraphLists } from './graph.lists';
import { pageOfList, type ListArgs, type NodeList } from './graph.pages';
import {
  APIKeyFilter,
  APIKeyOrder,
  ClaimMappingFilter,
  ClaimMappingOrder,
  LayerFilter,
  LayerGroupFilter,
  LayerGroupOrder,
  LayerOrder,
  ServiceFilter,
  ServiceOrder,
  StyleFilter,
  StyleOrder,
  TileCacheJobFilter,
  TileCacheJobOrder,
  type ListOrder,
} from './list.inputs';
import { GraphLoaderFactory } from './graph.loaders';
import { FILTER_ARG_DOC, ORDER_ARG_DOC } from '../descriptions';

/** What a workspace holds: each list a connection, by default in the order of its root field (docs/graph.md). */
@Resolver(() => Workspace)
export class WorkspaceEdges {
  constructor(
    private readonly graph: GraphLoaderFactory,
    private readonly settings: OgcSettingsService,
    private readonly sets: TileMatrixSetService,
  ) {}

  @FieldResolver(() => ServiceConnection, { description: 'Its services; default by name.' })
  services(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => ServiceFilter, { nullable: true, description: FILTER_ARG_DOC }) filter?: ServiceFilter | null,
    @Arg('orderBy', () => ServiceOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'services', ws.id, { ...page, filter, orderBy });
  }

  @FieldResolver(() => LayerConnection, { description: 'Its layers, of every service; default by name.' })
  layers(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => LayerFilter, { nullable: true, description: FILTER_ARG_DOC }) filter?: LayerFilter | null,
    @Arg('orderBy', () => LayerOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'layers', ws.id, { ...page, filter, orderBy });
  }

  @FieldResolver(() => StyleConnection, { description: 'Its styles, without their bodies; default by name.' })
  styles(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => StyleFilter, { nullable: true, description: FILTER_ARG_DOC }) filter?: StyleFilter | null,
    @Arg('orderBy', () => StyleOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'styles', ws.id, { ...page, filter, orderBy });
  }

  @FieldResolver(() => LayerGroupConnection, { description: 'Its layer groups; default by public id.' })
  layerGroups(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => LayerGroupFilter, { nullable: true, description: FILTER_ARG_DOC })
    filter?: LayerGroupFilter | null,
    @Arg('orderBy', () => LayerGroupOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'layerGroups', ws.id, { ...page, filter, orderBy });
  }

  @FieldResolver(() => APIKeyConnection, { description: 'Its API keys, revoked ones included; default newest first.' })
  apiKeys(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => APIKeyFilter, { nullable: true, description: FILTER_ARG_DOC }) filter?: APIKeyFilter | null,
    @Arg('orderBy', () => APIKeyOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'apiKeys', ws.id, { ...page, filter, orderBy });
  }

  @FieldResolver(() => ClaimMappingConnection, { description: 'Its claim mappings; default highest priority first.' })
  claimMappings(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => ClaimMappingFilter, { nullable: true, description: FILTER_ARG_DOC })
    filter?: ClaimMappingFilter | null,
    @Arg('orderBy', () => ClaimMappingOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'claimMappings', ws.id, { ...page, filter, orderBy });
  }

  @FieldResolver(() => TileCacheJobConnection, { description: 'Its tile cache jobs; default newest first.' })
  tileCacheJobs(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => TileCacheJobFilter, { nullable: true, description: FILTER_ARG_DOC })
    filter?: TileCacheJobFilter | null,
    @Arg('orderBy', () => TileCacheJobOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<unknown>> {
    return this.page(ctx, 'tileCacheJobs', ws.id, { ...page, filter, orderBy });
  }

  /** A page of a list of the workspace; empty for whoever may not read it (graph.access.ts). */
  private page(ctx: Context, list: keyof GraphLists, wsId: string, args: ListArgs): Promise<Connection<unknown>> {
    if (!mayRead(ctx, wsId)) return Promise.resolve(emptyConnection());
    const l = this.graph.for(ctx.loaders);
    return l.pages.of(l.lists[list] as NodeList<unknown>, wsId, args);
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

  @FieldResolver(() => TileMatrixSetConnection, {
    description: 'The tile matrix sets its OGC API - Tiles settings enable, in the order the settings give them.',
  })
  async tileMatrixSets(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ): Promise<Connection<TileMatrixSet>> {
    if (!mayRead(ctx, ws.id)) return emptyConnection();
    const enabled = (await this.settings.tiles(ws.id)).settings.tileMatrixSets;
    const all = await this.sets.list();
    return pageOfList(
      enabled.flatMap((id) => all.filter((s) => s.id === id)),
      page,
    );
  }
}
