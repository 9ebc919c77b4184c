import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, InputType, Query, Resolver } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { WORKSPACE_ARG_DOC } from '../descriptions';
import {
  asc,
  byIds,
  ConnectionArgs,
  connectionOf,
  ENABLED_FILTER_DOC,
  equals,
  FILTER_ARG,
  GraphPaging,
  inWorkspace,
  NAME,
  CREATED_AT,
  NAME_ORDER,
  named,
  NamedFilter,
  nodeList,
  orderOf,
  PAGED,
  PerRequest,
  ROOT_ORDER_ARG,
  spec,
  type ListOrder,
  type Param,
} from '../graph';
import { workspaceIdOf } from '../workspace-id';
import { ServiceService } from './service.service';
import { Service, ServiceType } from './service.types';

/** Services in the graph (docs/graph.md): their list, connection, filter and order, and their loader. */
export const ServiceConnection = connectionOf(Service, 'Service', 'services');
export const ServiceOrder = orderOf('Service', NAME_ORDER, 'services');

@InputType({ description: 'Which services to list; every given condition must hold.' })
export class ServiceFilter extends NamedFilter {
  @Field(() => Boolean, { nullable: true, description: ENABLED_FILTER_DOC })
  enabled?: boolean | null;
  @Field(() => ServiceType, { nullable: true, description: 'Only services of this type.' }) type?: ServiceType | null;
}

/** The services of a workspace. */
export const servicesList = (s: ServiceService) =>
  nodeList<Service>(
    'services',
    spec({
      table: 'services',
      parent: inWorkspace,
      orders: { name: NAME, createdAt: CREATED_AT },
      filters: {
        ...named,
        enabled: equals('enabled', 'boolean'),
        type: (v: string, p: Param) => `type = lower(${p(v)})`,
      },
    }),
    (ids) => s.byIds(ids),
    asc('name'),
  );

/** A request's services by id (`Layer.service`, `node`). */
export class ServiceLoaders extends PerRequest<{ byId: DataLoader<string, Service | null> }> {
  constructor(s: ServiceService) {
    super(() => ({ byId: byIds((ids) => s.byIds(ids)) }));
  }
}

@Resolver()
export class ServiceConnections {
  private readonly list;

  constructor(
    private readonly paging: GraphPaging,
    services: ServiceService,
  ) {
    this.list = servicesList(services);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => ServiceConnection, { description: `The services of a workspace, ${PAGED}` })
  async servicesConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => ServiceFilter, FILTER_ARG) filter?: ServiceFilter | null,
    @Arg('orderBy', () => ServiceOrder, ROOT_ORDER_ARG) orderBy?: ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, await workspaceIdOf(ctx, workspace), { ...page, filter, orderBy });
  }
}
