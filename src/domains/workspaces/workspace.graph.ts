import { Arg, Args, Authorized, Ctx, InputType, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { WorkspaceService } from './workspace.service';
import { Workspace } from './workspace.types';

/** Workspaces in the graph (docs/graph.md): their list, connection, filter and order. */
export const WorkspaceConnection = graph.connectionOf(Workspace, 'Workspace', 'workspaces');
export const WorkspaceOrder = graph.orderOf('Workspace', graph.NAME_ORDER, 'workspaces');

@InputType({ description: 'Which workspaces to list; every given condition must hold.' })
export class WorkspaceFilter extends graph.NamedFilter {}

@Resolver()
export class WorkspaceConnections {
  private readonly list;

  constructor(
    private readonly paging: graph.GraphPaging,
    workspaces: WorkspaceService,
  ) {
    this.list = graph.nodeList<Workspace>(
      'workspaces',
      graph.spec({
        table: 'workspaces',
        parent: null,
        orders: { name: graph.NAME, createdAt: graph.CREATED_AT },
        filters: graph.named,
      }),
      (ids) => workspaces.byIds(ids),
      graph.asc('name'),
    );
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => WorkspaceConnection, { description: `Workspaces, ${graph.PAGED} Default by name.` })
  workspacesConnection(
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => WorkspaceFilter, graph.FILTER_ARG) filter?: WorkspaceFilter | null,
    @Arg('orderBy', () => WorkspaceOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}
