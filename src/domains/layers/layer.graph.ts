import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, InputType, Query, Resolver, Root } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { WORKSPACE_EDGE_DOC } from '../descriptions';
import { Service, ServiceLoaders, ServiceService } from '../services';
import { Style, styleById, StyleService } from '../styles';
import { WorkspaceId } from '../workspace-id';
import { LayerService } from './layer.service';
import { Layer } from './layer.types';

/** Layers in the graph (docs/graph.md): their lists, connection, filter and order, loaders and edges. */
export const LayerConnection = graph.connectionOf(Layer, 'Layer', 'layers');
export const LayerOrder = graph.orderOf('Layer', graph.NAME_ORDER, 'layers');

@InputType({ description: 'Which layers to list; every given condition must hold.' })
export class LayerFilter extends graph.NamedFilter {}

const ORDERS = { name: graph.NAME, createdAt: graph.CREATED_AT };

/** The layers of a workspace. */
const layersList = (s: LayerService) =>
  graph.nodeList<Layer>(
    'layers',
    graph.spec({ table: 'layers', parent: graph.inWorkspace, orders: ORDERS, filters: graph.named }),
    (ids) => s.listWhere({ ids }),
    graph.asc('name'),
  );

/** The layers of a service. */
const layersOfServiceList = (s: LayerService) =>
  graph.nodeList<Layer>(
    'layersOfService',
    graph.spec({
      table: 'layers',
      parent: { column: 'service_id', type: 'uuid' },
      orders: ORDERS,
      filters: graph.named,
    }),
    (ids) => s.listWhere({ ids }),
    graph.asc('name'),
  );

/** A request's layers by id (a group member, `node`) and by (workspace id, name) (a job's resource). */
export class LayerLoaders extends graph.PerRequest<{
  byId: DataLoader<string, Layer | null>;
  byName: DataLoader<string, Layer | null>;
}> {
  constructor(s: LayerService) {
    super(() => ({
      byId: graph.byIds((ids) => s.listWhere({ ids })),
      byName: graph.single(
        (keys) => s.listWhere(graph.splitKeys(keys)),
        (r) => graph.nameKey(r.workspaceId, r.name),
      ),
    }));
  }
}

/** The root connection: a service's layers, or the workspace's. */
@Resolver(graph.WORKSPACE)
export class LayerConnections {
  private readonly list;
  private readonly ofService;

  constructor(
    private readonly paging: graph.GraphPaging,
    private readonly services: ServiceService,
    layers: LayerService,
  ) {
    this.list = layersList(layers);
    this.ofService = layersOfServiceList(layers);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => LayerConnection, { description: `The layers of a service, or of the whole workspace, ${graph.PAGED}` })
  async layersConnection(
    @Ctx() ctx: Context,
    @WorkspaceId() wsId: string,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('service', () => String, { nullable: true, description: 'Only the layers of this service (id or name).' })
    service?: string | null,
    @Arg('filter', () => LayerFilter, graph.FILTER_ARG) filter?: LayerFilter | null,
    @Arg('orderBy', () => LayerOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    const args = { ...page, filter, orderBy };
    if (!service) return this.paging.of(ctx, this.list, wsId, args);
    return this.paging.of(ctx, this.ofService, (await this.services.find(wsId, service)).row.id, args);
  }
}

/** The workspace's list (`Workspace.layers`, on the type by name). */
export const WorkspaceLayers = graph.listResolvers(
  [LayerService, layersList],
  [LayerConnection, LayerFilter, LayerOrder],
  graph.onWorkspace('layers', 'Its layers, of every service; default by name.'),
);

/** `Service.layers`: here, since layers import services. */
export const ServiceLayersEdge = graph.listResolvers(
  [LayerService, layersOfServiceList],
  [LayerConnection, LayerFilter, LayerOrder],
  graph.onObject(() => Service, 'layers', 'The layers published from it; default by name.'),
);

@Resolver(() => Layer)
export class LayerEdges {
  private readonly defaultStyles;

  constructor(
    private readonly services: ServiceLoaders,
    styles: StyleService,
  ) {
    this.defaultStyles = new graph.PerRequest(() => styleById(styles));
  }

  @FieldResolver(() => Service, { nullable: true, description: 'The service it is published from.' })
  async service(@Root() l: Layer, @Ctx() ctx: Context): Promise<Service | null> {
    return graph.readableOne(ctx, await this.services.for(ctx.loaders).byId.load(l.serviceId));
  }

  @FieldResolver(() => Style, { nullable: true, description: 'Its default style; null when it has none.' })
  async defaultStyle(@Root() l: Layer, @Ctx() ctx: Context): Promise<Style | null> {
    if (!l.defaultStyleId) return null;
    return graph.readableOne(ctx, await this.defaultStyles.for(ctx.loaders).load(l.defaultStyleId));
  }
}

export const LayerWorkspaceEdge = graph.workspaceEdge(() => Layer, WORKSPACE_EDGE_DOC);

/** A layer in a planned read (docs/graph.md, "Planned reads"), with its default style. */
graph.planType(() => Layer, {
  table: 'layers',
  workspaceColumn: 'workspace_id',
  fields: {
    workspaceId: 'workspace_id',
    serviceId: 'service_id',
    name: 'name',
    title: 'title',
  },
});
graph.planOne(() => Layer, 'defaultStyle', [{ type: () => Style, column: 'default_style_id' }]);
