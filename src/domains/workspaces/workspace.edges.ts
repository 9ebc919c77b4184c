import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { isUuid } from '../../runtime/loaders';
import type { Context } from '../../request/context';
import { APIKey, APIKeyConnection, APIKeyFilter, APIKeyOrder, apiKeysList, ApiKeyService } from '../api-keys';
import { AuditEvent } from '../audit';
import {
  ClaimMapping,
  ClaimMappingConnection,
  ClaimMappingFilter,
  ClaimMappingOrder,
  claimMappingsList,
  ClaimMappingService,
} from '../claim-mappings';
import { WORKSPACE_EDGE_DOC } from '../descriptions';
import * as graph from '../graph';
import {
  LayerGroup,
  LayerGroupConnection,
  LayerGroupFilter,
  LayerGroupOrder,
  layerGroupsList,
  LayerGroupService,
} from '../layer-groups';
import { Layer, LayerConnection, LayerFilter, LayerOrder, layersList, LayerService } from '../layers';
import { OGCAPISettings, OGCTilesSettings, OgcSettingsService } from '../ogc-settings';
import { Service, ServiceConnection, ServiceFilter, ServiceOrder, servicesList, ServiceService } from '../services';
import { Style, StyleConnection, StyleFilter, StyleOrder, stylesList, StyleService } from '../styles';
import {
  TileCacheJob,
  TileCacheJobConnection,
  TileCacheJobFilter,
  TileCacheJobOrder,
  tileCacheJobsList,
  TileCacheJobService,
} from '../tile-cache';
import { TileMatrixSet, TileMatrixSetConnection, TileMatrixSetService } from '../tile-matrix-sets';
import { Workspace } from './workspace.types';

/**
 * The edges between a workspace and what it holds, both ways: here, since the workspaces domain is the
 * one that imports the others (docs/architecture.md, "Adding a domain"). Each list is a connection, by
 * default in the order of its root field (docs/graph.md).
 */
@Resolver(() => Workspace)
export class WorkspaceEdges {
  private readonly lists;

  constructor(
    private readonly paging: graph.GraphPaging,
    private readonly settings: OgcSettingsService,
    private readonly sets: TileMatrixSetService,
    services: ServiceService,
    layers: LayerService,
    styles: StyleService,
    groups: LayerGroupService,
    keys: ApiKeyService,
    mappings: ClaimMappingService,
    jobs: TileCacheJobService,
  ) {
    this.lists = {
      services: servicesList(services),
      layers: layersList(layers),
      styles: stylesList(styles),
      layerGroups: layerGroupsList(groups),
      apiKeys: apiKeysList(keys),
      claimMappings: claimMappingsList(mappings),
      tileCacheJobs: tileCacheJobsList(jobs),
    };
  }

  /** A page of a list of the workspace; empty for whoever may not read it (graph.access.ts). */
  private page<T>(
    ctx: Context,
    list: graph.NodeList<T>,
    ws: Workspace,
    args: graph.ListArgs,
  ): Promise<graph.Connection<T>> {
    return this.paging.inWorkspace(ctx, list, ws.id, ws.id, args);
  }

  @FieldResolver(() => ServiceConnection, { description: 'Its services; default by name.' })
  services(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ServiceFilter, graph.FILTER_ARG) filter?: ServiceFilter | null,
    @Arg('orderBy', () => ServiceOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<Service>> {
    return this.page(ctx, this.lists.services, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => LayerConnection, { description: 'Its layers, of every service; default by name.' })
  layers(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => LayerFilter, graph.FILTER_ARG) filter?: LayerFilter | null,
    @Arg('orderBy', () => LayerOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<Layer>> {
    return this.page(ctx, this.lists.layers, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => StyleConnection, { description: 'Its styles, without their bodies; default by name.' })
  styles(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => StyleFilter, graph.FILTER_ARG) filter?: StyleFilter | null,
    @Arg('orderBy', () => StyleOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<Style>> {
    return this.page(ctx, this.lists.styles, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => LayerGroupConnection, { description: 'Its layer groups; default by public id.' })
  layerGroups(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => LayerGroupFilter, graph.FILTER_ARG) filter?: LayerGroupFilter | null,
    @Arg('orderBy', () => LayerGroupOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<LayerGroup>> {
    return this.page(ctx, this.lists.layerGroups, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => APIKeyConnection, { description: 'Its API keys, revoked ones included; default newest first.' })
  apiKeys(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => APIKeyFilter, graph.FILTER_ARG) filter?: APIKeyFilter | null,
    @Arg('orderBy', () => APIKeyOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<APIKey>> {
    return this.page(ctx, this.lists.apiKeys, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => ClaimMappingConnection, { description: 'Its claim mappings; default highest priority first.' })
  claimMappings(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ClaimMappingFilter, graph.FILTER_ARG) filter?: ClaimMappingFilter | null,
    @Arg('orderBy', () => ClaimMappingOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<ClaimMapping>> {
    return this.page(ctx, this.lists.claimMappings, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => TileCacheJobConnection, { description: 'Its tile cache jobs; default newest first.' })
  tileCacheJobs(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => TileCacheJobFilter, graph.FILTER_ARG) filter?: TileCacheJobFilter | null,
    @Arg('orderBy', () => TileCacheJobOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<TileCacheJob>> {
    return this.page(ctx, this.lists.tileCacheJobs, ws, { ...page, filter, orderBy });
  }

  @FieldResolver(() => OGCTilesSettings, {
    nullable: true,
    description: 'Its OGC API - Tiles settings (the defaults until set).',
  })
  async ogcTilesSettings(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<OGCTilesSettings | null> {
    return graph.mayRead(ctx, ws.id) ? this.settings.tiles(ws.id) : null;
  }

  @FieldResolver(() => OGCAPISettings, {
    nullable: true,
    description: 'Its OGC API - Features settings (the defaults until set).',
  })
  async ogcApiSettings(@Root() ws: Workspace, @Ctx() ctx: Context): Promise<OGCAPISettings | null> {
    return graph.mayRead(ctx, ws.id) ? this.settings.features(ws.id) : null;
  }

  @FieldResolver(() => TileMatrixSetConnection, {
    description: 'The tile matrix sets its OGC API - Tiles settings enable, in the order the settings give them.',
  })
  async tileMatrixSets(
    @Root() ws: Workspace,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
  ): Promise<graph.Connection<TileMatrixSet>> {
    if (!graph.mayRead(ctx, ws.id)) return graph.emptyConnection();
    const enabled = (await this.settings.tiles(ws.id)).settings.tileMatrixSets;
    const all = await this.sets.list();
    return graph.pageOfList(
      enabled.flatMap((id) => all.filter((s) => s.id === id)),
      page,
    );
  }
}

/** The workspace of an object, when the caller may read it (none for a global mapping or a super_admin key). */
export async function workspaceOf(ctx: Context, workspaceId: string | null | undefined): Promise<Workspace | null> {
  if (!workspaceId || !isUuid(workspaceId) || !graph.mayRead(ctx, workspaceId)) return null;
  return ctx.loaders.workspace.load(workspaceId);
}

@Resolver(() => Service)
export class ServiceWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() s: Service, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, s.workspaceId);
  }
}

@Resolver(() => Layer)
export class LayerWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() l: Layer, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, l.workspaceId);
  }
}

@Resolver(() => Style)
export class StyleWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() s: Style, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, s.workspaceId);
  }
}

@Resolver(() => LayerGroup)
export class LayerGroupWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() g: LayerGroup, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, g.workspaceId);
  }
}

@Resolver(() => APIKey)
export class APIKeyWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: 'Its workspace; null for a super_admin key.' })
  workspace(@Root() k: APIKey, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, k.workspaceId);
  }
}

@Resolver(() => ClaimMapping)
export class ClaimMappingWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: 'Its workspace; null for a global mapping.' })
  workspace(@Root() m: ClaimMapping, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, m.workspaceId);
  }
}

@Resolver(() => AuditEvent)
export class AuditEventWorkspaceEdge {
  @FieldResolver(() => Workspace, {
    nullable: true,
    description:
      'The workspace the request was about, while it exists (`workspaceId` and `workspaceName` stay after it is deleted).',
  })
  workspace(@Root() e: AuditEvent, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, e.workspaceId);
  }
}

@Resolver(() => TileCacheJob)
export class TileCacheJobWorkspaceEdge {
  @FieldResolver(() => Workspace, { nullable: true, description: 'The workspace it runs for.' })
  workspace(@Root() j: TileCacheJob, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, j.workspaceId);
  }
}

/** The resolvers of this file, for the domain's list. */
export const workspaceEdges = [
  WorkspaceEdges,
  ServiceWorkspaceEdge,
  LayerWorkspaceEdge,
  StyleWorkspaceEdge,
  LayerGroupWorkspaceEdge,
  APIKeyWorkspaceEdge,
  ClaimMappingWorkspaceEdge,
  AuditEventWorkspaceEdge,
  TileCacheJobWorkspaceEdge,
];
