import { Arg, Args, Authorized, Ctx, InputType, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import {
  asc,
  ConnectionArgs,
  connectionOf,
  CREATED_AT,
  FILTER_ARG,
  GraphPaging,
  NAME,
  NAME_ORDER,
  named,
  NamedFilter,
  nodeList,
  orderOf,
  PAGED,
  ROOT_ORDER_ARG,
  spec,
  type ListOrder,
} from '../graph';
import { WorkspaceService } from './workspace.service';
import { Workspace } from './workspace.types';

/** Workspaces in the graph (docs/graph.md): their list, connection, filter and order. */
export const WorkspaceConnection = connectionOf(Workspace, 'Workspace', 'workspaces');
export const WorkspaceOrder = orderOf('Workspace', NAME_ORDER, 'workspaces');

@InputType({ description: 'Which workspaces to list; every given condition must hold.' })
export class WorkspaceFilter extends NamedFilter {}

@Resolver()
export class WorkspaceConnections {
  private readonly list;

  constructor(
    private readonly paging: GraphPaging,
    workspaces: WorkspaceService,
  ) {
    this.list = nodeList<Workspace>(
      'workspaces',
      spec({ table: 'workspaces', parent: null, orders: { name: NAME, createdAt: CREATED_AT }, filters: named }),
      (ids) => workspaces.byIds(ids),
      asc('name'),
    );
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => WorkspaceConnection, { description: `Workspaces, ${PAGED} Default by name.` })
  workspacesConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => WorkspaceFilter, FILTER_ARG) filter?: WorkspaceFilter | null,
    @Arg('orderBy', () => WorkspaceOrder, ROOT_ORDER_ARG) orderBy?: ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}
