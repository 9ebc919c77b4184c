import type DataLoader from 'dataloader';
import { Arg, Args, createUnionType, Ctx, Field, FieldResolver, InputType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { WORKSPACE_EDGE_DOC } from '../descriptions';
import { Layer, LayerLoaders } from '../layers';
import { Style, styleById, StyleService } from '../styles';
import { LayerGroupService } from './layer-group.service';
import { LayerGroup, LayerGroupMember } from './layer-group.types';

/** Layer groups in the graph (docs/graph.md): their lists, connections, filter and orders, loaders and edges. */
export const LayerGroupConnection = graph.connectionOf(LayerGroup, 'LayerGroup', 'layer groups');
export const LayerGroupMemberConnection = graph.connectionOf(
  LayerGroupMember,
  'LayerGroupMember',
  'layer group members',
);
export const LayerGroupOrder = graph.orderOf(
  'LayerGroup',
  { PUBLIC_ID: 'publicId', CREATED_AT: 'createdAt' },
  'layer groups',
);
export const LayerGroupMemberOrder = graph.orderOf('LayerGroupMember', { POSITION: 'position' }, 'layer group members');

@InputType({ description: 'Which layer groups to list; every given condition must hold.' })
export class LayerGroupFilter extends graph.CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the public id, any case.' })
  nameContains?: string | null;
  @Field(() => Boolean, { nullable: true, description: graph.ENABLED_FILTER_DOC })
  enabled?: boolean | null;
}

/** What a layer group member (or a tile cache job) draws: a layer or another layer group. */
export const LayerGroupResource = createUnionType({
  name: 'LayerGroupResource',
  description: 'A layer or a layer group: what a group member or a tile cache job is about.',
  types: () => [Layer, LayerGroup] as const,
  resolveType: (v) => ('publicId' in v ? LayerGroup : Layer),
});

const groupSpec = (table: string, parent: graph.ListSpec['parent']) =>
  graph.spec({
    table,
    parent,
    orders: { publicId: [{ column: 'public_id', type: 'text' }], createdAt: graph.CREATED_AT },
    filters: {
      ...graph.created,
      nameContains: graph.contains('public_id'),
      enabled: graph.equals('enabled', 'boolean'),
    },
  });

/**
 * The groups that have a layer as a member, one row per (layer, group) however often the group
 * draws it: the list under `Layer.layerGroups`.
 */
const GROUPS_OF_LAYER = `(SELECT DISTINCT m.layer_id, g.id, g.public_id, g.enabled, g.created_at
  FROM layer_groups g JOIN layer_group_members m ON m.group_id = g.id WHERE m.layer_id IS NOT NULL) groups_of_layer`;

/** The layer groups of a workspace. */
const layerGroupsList = (s: LayerGroupService) =>
  graph.nodeList<LayerGroup>(
    'layerGroups',
    groupSpec('layer_groups', graph.inWorkspace),
    (ids) => s.listWhere({ ids }),
    graph.asc('publicId'),
  );

/** The groups that have a layer as a member. */
const layerGroupsOfLayerList = (s: LayerGroupService) =>
  graph.nodeList<LayerGroup>(
    'layerGroupsOfLayer',
    groupSpec(GROUPS_OF_LAYER, { column: 'layer_id', type: 'uuid' }),
    (ids) => s.listWhere({ ids }),
    graph.asc('publicId'),
  );

/** A request's groups by id (a group member, `node`) and by (workspace id, public id) (a job's resource). */
export class LayerGroupLoaders extends graph.PerRequest<{
  byId: DataLoader<string, LayerGroup | null>;
  byPublicId: DataLoader<string, LayerGroup | null>;
}> {
  constructor(s: LayerGroupService) {
    super(() => ({
      byId: graph.byIds((ids) => s.listWhere({ ids })),
      byPublicId: graph.single(
        (keys) => {
          const { workspaceIds, names } = graph.splitKeys(keys);
          return s.listWhere({ workspaceIds, publicIds: names });
        },
        (r) => graph.nameKey(r.workspaceId, r.publicId),
      ),
    }));
  }
}

/** The root connection, and the workspace's list (`Workspace.layerGroups`, on the type by name). */
export const LayerGroupConnections = graph.listResolvers(
  [LayerGroupService, layerGroupsList],
  [LayerGroupConnection, LayerGroupFilter, LayerGroupOrder],
  graph.workspaceQuery('layerGroupsConnection', `The layer groups of a workspace, ${graph.PAGED}`),
  graph.onWorkspace('layerGroups', 'Its layer groups; default by public id.'),
);

/**
 * `Layer.layerGroups`: here, since layer groups import layers. A group draws only layers of its own
 * workspace, so the layer's workspace rules them all.
 */
export const LayerLayerGroupsEdge = graph.listResolvers(
  [LayerGroupService, layerGroupsOfLayerList],
  [LayerGroupConnection, LayerGroupFilter, LayerGroupOrder],
  graph.onObject(
    () => Layer,
    'layerGroups',
    'The layer groups that have it as a member (once each); default by public id.',
  ),
);

@Resolver(() => LayerGroup)
export class LayerGroupEdges {
  private readonly members;
  private readonly defaultStyles;

  constructor(
    private readonly paging: graph.GraphPaging,
    groups: LayerGroupService,
    styles: StyleService,
  ) {
    // A group's members in drawing order (bottom to top): the only order a member list has.
    this.members = graph.nodeList<LayerGroupMember>(
      'members',
      graph.spec({
        table: 'layer_group_members',
        parent: { column: 'group_id', type: 'uuid' },
        orders: { position: [{ column: 'position', type: 'int' }] },
        filters: {},
      }),
      (ids) => groups.membersByIds(ids),
      graph.asc('position'),
    );
    this.defaultStyles = new graph.PerRequest(() => styleById(styles));
  }

  @FieldResolver(() => LayerGroupMemberConnection, {
    description: 'Its members a page at a time, in drawing order (bottom to top); `members` is the whole list.',
  })
  membersConnection(
    @Root() g: LayerGroup,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('orderBy', () => LayerGroupMemberOrder, { nullable: true, description: 'DESC: top to bottom.' })
    orderBy?: graph.ListOrder | null,
  ): Promise<graph.Connection<LayerGroupMember>> {
    return this.paging.inWorkspace(ctx, this.members, g.id, g.workspaceId, { ...page, orderBy });
  }

  @FieldResolver(() => Style, { nullable: true, description: 'Its default style; null when it has none.' })
  async defaultStyle(@Root() g: LayerGroup, @Ctx() ctx: Context): Promise<Style | null> {
    if (!g.defaultStyleId) return null;
    return graph.readableOne(ctx, await this.defaultStyles.for(ctx.loaders).load(g.defaultStyleId));
  }
}

export const LayerGroupWorkspaceEdge = graph.workspaceEdge(() => LayerGroup, WORKSPACE_EDGE_DOC);

@Resolver(() => LayerGroupMember)
export class LayerGroupMemberEdges {
  private readonly styles;

  constructor(
    private readonly layers: LayerLoaders,
    private readonly groups: LayerGroupLoaders,
    styles: StyleService,
  ) {
    this.styles = new graph.PerRequest(() => styleById(styles));
  }

  @FieldResolver(() => LayerGroupResource, {
    nullable: true,
    description: 'The layer or layer group it draws (`resourceName` is its name).',
  })
  async resource(@Root() m: LayerGroupMember, @Ctx() ctx: Context): Promise<Layer | LayerGroup | null> {
    if (m.layerId) return graph.readableOne(ctx, await this.layers.for(ctx.loaders).byId.load(m.layerId));
    if (m.memberGroupId) return graph.readableOne(ctx, await this.groups.for(ctx.loaders).byId.load(m.memberGroupId));
    return null;
  }

  @FieldResolver(() => Style, { nullable: true, description: 'The style it is drawn with; null for the default.' })
  async style(@Root() m: LayerGroupMember, @Ctx() ctx: Context): Promise<Style | null> {
    if (!m.styleId) return null;
    return graph.readableOne(ctx, await this.styles.for(ctx.loaders).load(m.styleId));
  }
}

/**
 * A layer group in a planned read (docs/graph.md, "Planned reads"), with its members in drawing order:
 * `publicId` always, which tells a group from a layer in LayerGroupResource.
 */
graph.planType(() => LayerGroup, {
  table: 'layer_groups',
  workspaceColumn: 'workspace_id',
  fields: {
    workspaceId: 'workspace_id',
    publicId: 'public_id',
    title: 'title',
    enabled: 'enabled',
  },
  always: ['publicId'],
});
graph.planOne(() => LayerGroup, 'defaultStyle', [{ type: () => Style, column: 'default_style_id' }]);
graph.planMany(
  () => LayerGroup,
  'members',
  () => LayerGroupMember,
  { parentColumn: 'group_id', orderBy: 'position' },
);
graph.planType(() => LayerGroupMember, {
  table: 'layer_group_members',
  workspaceColumn: null,
  fields: { opacity: 'opacity' },
});
graph.planOne(() => LayerGroupMember, 'resource', [
  { type: () => Layer, column: 'layer_id' },
  { type: () => LayerGroup, column: 'member_group_id' },
]);
graph.planOne(() => LayerGroupMember, 'style', [{ type: () => Style, column: 'style_id' }]);
