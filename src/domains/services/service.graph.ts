import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, InputType, Query, Resolver, Root } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { WORKSPACE_ARG_DOC } from '../descriptions';
import * as graph from '../graph';
import { WORKSPACE_EDGE_DOC } from '../descriptions';
import { workspaceIdOf } from '../workspace-id';
import { ServiceService } from './service.service';
import { Service, ServiceType } from './service.types';

/** Services in the graph (docs/graph.md): their list, connection, filter and order, and their loader. */
export const ServiceConnection = graph.connectionOf(Service, 'Service', 'services');
export const ServiceOrder = graph.orderOf('Service', graph.NAME_ORDER, 'services');

@InputType({ description: 'Which services to list; every given condition must hold.' })
export class ServiceFilter extends graph.NamedFilter {
  @Field(() => Boolean, { nullable: true, description: graph.ENABLED_FILTER_DOC })
  enabled?: boolean | null;
  @Field(() => ServiceType, { nullable: true, description: 'Only services of this type.' }) type?: ServiceType | null;
}

/** The services of a workspace. */
const servicesList = (s: ServiceService) =>
  graph.nodeList<Service>(
    'services',
    graph.spec({
      table: 'services',
      parent: graph.inWorkspace,
      orders: { name: graph.NAME, createdAt: graph.CREATED_AT },
      filters: {
        ...graph.named,
        enabled: graph.equals('enabled', 'boolean'),
        type: (v: string, p: graph.Param) => `type = lower(${p(v)})`,
      },
    }),
    (ids) => s.byIds(ids),
    graph.asc('name'),
  );

/** A request's services by id (`Layer.service`, `node`). */
export class ServiceLoaders extends graph.PerRequest<{ byId: DataLoader<string, Service | null> }> {
  constructor(s: ServiceService) {
    super(() => ({ byId: graph.byIds((ids) => s.byIds(ids)) }));
  }
}

/** The root connection, and the workspace's list (`Workspace.services`, on the type by name). */
@Resolver(graph.WORKSPACE)
export class ServiceConnections {
  private readonly list;

  constructor(
    private readonly paging: graph.GraphPaging,
    services: ServiceService,
  ) {
    this.list = servicesList(services);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => ServiceConnection, { description: `The services of a workspace, ${graph.PAGED}` })
  async servicesConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ServiceFilter, graph.FILTER_ARG) filter?: ServiceFilter | null,
    @Arg('orderBy', () => ServiceOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }

  @FieldResolver(() => ServiceConnection, { description: 'Its services; default by name.' })
  services(
    @Root() ws: graph.WorkspaceRoot,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => ServiceFilter, graph.FILTER_ARG) filter?: ServiceFilter | null,
    @Arg('orderBy', () => ServiceOrder, graph.ORDER_ARG) orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<Service>> {
    return this.paging.inWorkspace(ctx, this.list, ws.id, ws.id, { ...page, filter, orderBy });
  }
}

@Resolver(() => Service)
export class ServiceEdges {
  @FieldResolver(graph.WORKSPACE, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() s: Service, @Ctx() ctx: Context): Promise<object | null> {
    return graph.workspaceOf(ctx, s.workspaceId);
  }
}
