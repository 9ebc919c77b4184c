import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN, WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { ServiceService } from '../services';
import { workspaceIdOf } from '../workspace-id';
import { ConnectionArgs, type Connection } from './connection';
import * as C from './connections';
import { GraphLoaderFactory } from './graph.loaders';
import type { GraphLists } from './graph.lists';
import type { NodeList } from './graph.pages';
import * as I from './list.inputs';
import { FILTER_ARG_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

const WHICH = { nullable: true, description: FILTER_ARG_DOC } as const;
const ORDER = { nullable: true, description: 'The order; the default is that of the plain list field.' } as const;
const PAGED = 'a page at a time (docs/graph.md, paging); first and last default to 50, at most 500.';

/**
 * A connection beside each plain root list (which the REST routes run): the same rows under the same
 * authorization, paged, filtered and sorted. Each reads through the graph's page loaders.
 */
@Resolver()
export class RootConnections {
  constructor(
    private readonly graph: GraphLoaderFactory,
    private readonly services: ServiceService,
  ) {}

  private page(ctx: Context, list: keyof GraphLists, parent: string, args: object): Promise<Connection<unknown>> {
    const l = this.graph.for(ctx.loaders);
    return l.pages.of(l.lists[list] as NodeList<unknown>, parent, args);
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => C.WorkspaceConnection, { description: `Workspaces, ${PAGED} Default by name.` })
  workspacesConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.WorkspaceFilter, WHICH) filter?: I.WorkspaceFilter | null,
    @Arg('orderBy', () => I.WorkspaceOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'workspaces', '*', { ...page, filter, orderBy });
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.ServiceConnection, { description: `The services of a workspace, ${PAGED}` })
  async servicesConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.ServiceFilter, WHICH) filter?: I.ServiceFilter | null,
    @Arg('orderBy', () => I.ServiceOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'services', await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.LayerConnection, { description: `The layers of a service, or of the whole workspace, ${PAGED}` })
  async layersConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('service', () => String, { nullable: true, description: 'Only the layers of this service (id or name).' })
    service?: string | null,
    @Arg('filter', () => I.LayerFilter, WHICH) filter?: I.LayerFilter | null,
    @Arg('orderBy', () => I.LayerOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    const wsId = await workspaceIdOf(ctx, workspace);
    const args = { ...page, filter, orderBy };
    if (!service) return this.page(ctx, 'layers', wsId, args);
    return this.page(ctx, 'layersOfService', (await this.services.find(wsId, service)).row.id, args);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.StyleConnection, { description: `The styles of a workspace, without bodies, ${PAGED}` })
  async stylesConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.StyleFilter, WHICH) filter?: I.StyleFilter | null,
    @Arg('orderBy', () => I.StyleOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'styles', await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.LayerGroupConnection, { description: `The layer groups of a workspace, ${PAGED}` })
  async layerGroupsConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.LayerGroupFilter, WHICH) filter?: I.LayerGroupFilter | null,
    @Arg('orderBy', () => I.LayerGroupOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'layerGroups', await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.APIKeyConnection, { description: `The API keys of a workspace, ${PAGED}` })
  async apiKeysConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.APIKeyFilter, WHICH) filter?: I.APIKeyFilter | null,
    @Arg('orderBy', () => I.APIKeyOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'apiKeys', await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.ClaimMappingConnection, { description: `The claim mappings of a workspace, ${PAGED}` })
  async claimMappingsConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.ClaimMappingFilter, WHICH) filter?: I.ClaimMappingFilter | null,
    @Arg('orderBy', () => I.ClaimMappingOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'claimMappings', await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => C.ClaimMappingConnection, { description: `The global claim mappings, ${PAGED}` })
  globalClaimMappingsConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.ClaimMappingFilter, WHICH) filter?: I.ClaimMappingFilter | null,
    @Arg('orderBy', () => I.ClaimMappingOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'claimMappings', '*', { ...page, filter, orderBy });
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => C.TileCacheJobConnection, { description: `The tile cache jobs of a workspace, ${PAGED}` })
  async tileCacheJobsConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.TileCacheJobFilter, WHICH) filter?: I.TileCacheJobFilter | null,
    @Arg('orderBy', () => I.TileCacheJobOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'tileCacheJobs', await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized()
  @Query(() => C.RoleConnection, { description: `Roles, ${PAGED} Default as roles lists them.` })
  rolesConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.RoleFilter, WHICH) filter?: I.RoleFilter | null,
    @Arg('orderBy', () => I.RoleOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'roles', '*', { ...page, filter, orderBy });
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => C.TileMatrixSetConnection, {
    description: `Tile matrix sets, ${PAGED} Default as tileMatrixSets lists them.`,
  })
  tileMatrixSetsConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.TileMatrixSetFilter, WHICH) filter?: I.TileMatrixSetFilter | null,
    @Arg('orderBy', () => I.TileMatrixSetOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'tileMatrixSets', '*', { ...page, filter, orderBy });
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => C.BrowserSessionConnection, { description: `Browser sessions, ${PAGED}` })
  browserSessionsConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => I.BrowserSessionFilter, WHICH) filter?: I.BrowserSessionFilter | null,
    @Arg('orderBy', () => I.BrowserSessionOrder, ORDER) orderBy?: I.ListOrder | null,
  ) {
    return this.page(ctx, 'browserSessions', '*', { ...page, filter, orderBy });
  }
}
