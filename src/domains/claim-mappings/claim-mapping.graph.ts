import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, InputType, Query, Resolver, Root } from 'type-graphql';
import { SUPER_ADMIN, WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { ROLE_EDGE_DOC, WORKSPACE_ARG_DOC } from '../descriptions';
import * as graph from '../graph';
import { Role, RoleLoaders } from '../roles';
import { workspaceIdOf } from '../workspace-id';
import { ClaimMappingService } from './claim-mapping.service';
import { ClaimMapping } from './claim-mapping.types';

/** Claim mappings in the graph (docs/graph.md): their list, connection, filter and order, loader and edges. */
export const ClaimMappingConnection = graph.connectionOf(ClaimMapping, 'ClaimMapping', 'claim mappings');
export const ClaimMappingOrder = graph.orderOf(
  'ClaimMapping',
  { PRIORITY: 'priority', CLAIM_NAME: 'claimName', CREATED_AT: 'createdAt' },
  'claim mappings',
);

@InputType({ description: 'Which claim mappings to list; every given condition must hold.' })
export class ClaimMappingFilter extends graph.CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Only mappings granting this role (its id).' })
  role?: string | null;
  @Field(() => String, { nullable: true, description: 'Only mappings of this claim (exact name).' })
  claimName?: string | null;
}

/** The claim mappings of a scope: a workspace id, or "*" for the global mappings. */
const claimMappingsList = (s: ClaimMappingService) =>
  graph.nodeList<ClaimMapping>(
    'claimMappings',
    graph.spec({
      table: 'claim_mappings',
      parent: { column: 'scope', type: 'text' },
      orders: {
        // The order mappings are evaluated in: highest priority first, then by claim name and value.
        priority: [
          { column: '-priority', type: 'int' },
          { column: 'claim_name', type: 'text' },
          { column: 'claim_value', type: 'text' },
        ],
        claimName: [{ column: 'claim_name', type: 'text' }],
        createdAt: graph.CREATED_AT,
      },
      filters: { ...graph.created, role: graph.equals('role_id'), claimName: graph.equals('claim_name') },
    }),
    (ids) => s.byIds(ids),
    graph.asc('priority'),
  );

/** A request's claim mappings by id (`node`). */
export class ClaimMappingLoaders extends graph.PerRequest<{ byId: DataLoader<string, ClaimMapping | null> }> {
  constructor(s: ClaimMappingService) {
    super(() => ({ byId: graph.byIds((ids) => s.byIds(ids)) }));
  }
}

/** The root connection, and the workspace's list (`Workspace.claimMappings`, on the type by name). */
@Resolver(graph.WORKSPACE)
export class ClaimMappingConnections {
  private readonly list;

  constructor(
    private readonly paging: graph.GraphPaging,
    mappings: ClaimMappingService,
  ) {
    this.list = claimMappingsList(mappings);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => ClaimMappingConnection, { description: `The claim mappings of a workspace, ${graph.PAGED}` })
  async claimMappingsConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ClaimMappingFilter, graph.FILTER_ARG) filter?: ClaimMappingFilter | null,
    @Arg('orderBy', () => ClaimMappingOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => ClaimMappingConnection, { description: `The global claim mappings, ${graph.PAGED}` })
  globalClaimMappingsConnection(
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ClaimMappingFilter, graph.FILTER_ARG) filter?: ClaimMappingFilter | null,
    @Arg('orderBy', () => ClaimMappingOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }

  @FieldResolver(() => ClaimMappingConnection, { description: 'Its claim mappings; default highest priority first.' })
  claimMappings(
    @Root() ws: graph.WorkspaceRoot,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ClaimMappingFilter, graph.FILTER_ARG) filter?: ClaimMappingFilter | null,
    @Arg('orderBy', () => ClaimMappingOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<ClaimMapping>> {
    return this.paging.inWorkspace(ctx, this.list, ws.id, ws.id, { ...page, filter, orderBy });
  }
}

@Resolver(() => ClaimMapping)
export class ClaimMappingEdges {
  constructor(private readonly roles: RoleLoaders) {}

  @FieldResolver(() => Role, { nullable: true, description: ROLE_EDGE_DOC })
  role(@Root() m: ClaimMapping, @Ctx() ctx: Context): Promise<Role | null> {
    return this.roles.for(ctx.loaders).byId.load(m.roleId);
  }

  @FieldResolver(graph.WORKSPACE, { nullable: true, description: 'Its workspace; null for a global mapping.' })
  workspace(@Root() c: ClaimMapping, @Ctx() ctx: Context): Promise<object | null> {
    return graph.workspaceOf(ctx, c.workspaceId);
  }
}
