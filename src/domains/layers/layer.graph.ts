import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, InputType, Query, Resolver, Root } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { WORKSPACE_ARG_DOC } from '../descriptions';
import {
  asc,
  byIds,
  ConnectionArgs,
  connectionOf,
  CREATED_AT,
  FILTER_ARG,
  GraphPaging,
  inWorkspace,
  NAME,
  NAME_ORDER,
  nameKey,
  named,
  NamedFilter,
  nodeList,
  ORDER_ARG,
  orderOf,
  PAGED,
  PerRequest,
  readableOne,
  ROOT_ORDER_ARG,
  single,
  spec,
  splitKeys,
  type Connection,
  type ListOrder,
} from '../graph';
import { Service, ServiceLoaders, ServiceService } from '../services';
import { Style, styleById, StyleService } from '../styles';
import { workspaceIdOf } from '../workspace-id';
import { LayerService } from './layer.service';
import { Layer } from './layer.types';

/** Layers in the graph (docs/graph.md): their lists, connection, filter and order, loaders and edges. */
export const LayerConnection = connectionOf(Layer, 'Layer', 'layers');
export const LayerOrder = orderOf('Layer', NAME_ORDER, 'layers');

@InputType({ description: 'Which layers to list; every given condition must hold.' })
export class LayerFilter extends NamedFilter {}

const ORDERS = { name: NAME, createdAt: CREATED_AT };

/** The layers of a workspace. */
export const layersList = (s: LayerService) =>
  nodeList<Layer>(
    'layers',
    spec({ table: 'layers', parent: inWorkspace, orders: ORDERS, filters: named }),
    (ids) => s.listWhere({ ids }),
    asc('name'),
  );

/** The layers of a service. */
const layersOfServiceList = (s: LayerService) =>
  nodeList<Layer>(
    'layersOfService',
    spec({ table: 'layers', parent: { column: 'service_id', type: 'uuid' }, orders: ORDERS, filters: named }),
    (ids) => s.listWhere({ ids }),
    asc('name'),
  );

/** A request's layers by id (a group member, `node`) and by (workspace id, name) (a job's resource). */
export class LayerLoaders extends PerRequest<{
  byId: DataLoader<string, Layer | null>;
  byName: DataLoader<string, Layer | null>;
}> {
  constructor(s: LayerService) {
    super(() => ({
      byId: byIds((ids) => s.listWhere({ ids })),
      byName: single(
        (keys) => s.listWhere(splitKeys(keys)),
        (r) => nameKey(r.workspaceId, r.name),
      ),
    }));
  }
}

@Resolver()
export class LayerConnections {
  private readonly layers;
  private readonly ofService;

  constructor(
    private readonly paging: GraphPaging,
    private readonly services: ServiceService,
    layers: LayerService,
  ) {
    this.layers = layersList(layers);
    this.ofService = layersOfServiceList(layers);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => LayerConnection, { description: `The layers of a service, or of the whole workspace, ${PAGED}` })
  async layersConnection(
    @Ctx() ctx: Context,
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('service', () => String, { nullable: true, description: 'Only the layers of this service (id or name).' })
    service?: string | null,
    @Arg('filter', () => LayerFilter, FILTER_ARG) filter?: LayerFilter | null,
    @Arg('orderBy', () => LayerOrder, ROOT_ORDER_ARG) orderBy?: ListOrder | null,
  ) {
    const wsId = await workspaceIdOf(ctx, workspace);
    const args = { ...page, filter, orderBy };
    if (!service) return this.paging.of(ctx, this.layers, wsId, args);
    return this.paging.of(ctx, this.ofService, (await this.services.find(wsId, service)).row.id, args);
  }
}

/** `Service.layers`: here, since layers import services. */
@Resolver(() => Service)
export class ServiceLayersEdge {
  private readonly list;

  constructor(
    private readonly paging: GraphPaging,
    layers: LayerService,
  ) {
    this.list = layersOfServiceList(layers);
  }

  @FieldResolver(() => LayerConnection, { description: 'The layers published from it; default by name.' })
  layers(
    @Root() s: Service,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => LayerFilter, FILTER_ARG) filter?: LayerFilter | null,
    @Arg('orderBy', () => LayerOrder, ORDER_ARG) orderBy?: ListOrder | null,
  ): Promise<Connection<Layer>> {
    return this.paging.inWorkspace(ctx, this.list, s.id, s.workspaceId, { ...page, filter, orderBy });
  }
}

@Resolver(() => Layer)
export class LayerEdges {
  private readonly defaultStyles;

  constructor(
    private readonly services: ServiceLoaders,
    styles: StyleService,
  ) {
    this.defaultStyles = new PerRequest(() => styleById(styles));
  }

  @FieldResolver(() => Service, { nullable: true, description: 'The service it is published from.' })
  async service(@Root() l: Layer, @Ctx() ctx: Context): Promise<Service | null> {
    return readableOne(ctx, await this.services.for(ctx.loaders).byId.load(l.serviceId));
  }

  @FieldResolver(() => Style, { nullable: true, description: 'Its default style; null when it has none.' })
  async defaultStyle(@Root() l: Layer, @Ctx() ctx: Context): Promise<Style | null> {
    if (!l.defaultStyleId) return null;
    return readableOne(ctx, await this.defaultStyles.for(ctx.loaders).load(l.defaultStyleId));
  }
}
