import type DataLoader from 'dataloader';
import { Field, InputType } from 'type-graphql';
import * as graph from '../graph';
import { WORKSPACE_EDGE_DOC } from '../descriptions';
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
export const ServiceConnections = graph.listResolvers(
  [ServiceService, servicesList],
  [ServiceConnection, ServiceFilter, ServiceOrder],
  graph.workspaceQuery('servicesConnection', `The services of a workspace, ${graph.PAGED}`),
  graph.onWorkspace('services', 'Its services; default by name.'),
);

export const ServiceEdges = graph.workspaceEdge(() => Service, WORKSPACE_EDGE_DOC);

/** A service in a planned read (docs/graph.md, "Planned reads"); its type in capitals, as presented. */
graph.planType(() => Service, {
  table: 'services',
  workspaceColumn: 'workspace_id',
  fields: {
    workspaceId: 'workspace_id',
    name: 'name',
    type: (t) => `upper(${t}.type)`,
    enabled: 'enabled',
  },
});
