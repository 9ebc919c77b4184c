import { Arg, Args, createUnionType, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import { NotFoundError } from '../../base/errors';
import { LayerGroup, LayerGroupMember } from '../layer-groups';
import { Layer } from '../layers';
import { Service } from '../services';
import { Style } from '../styles';
import { Workspace } from '../workspaces';
import { ConnectionArgs, emptyConnection, type Connection } from './connection';
import { LayerConnection, LayerGroupConnection, LayerGroupMemberConnection } from './connections';
import { mayRead, readableOne } from './graph.access';
import {
  LayerFilter,
  LayerGroupFilter,
  LayerGroupMemberOrder,
  LayerGroupOrder,
  LayerOrder,
  type ListOrder,
} from './list.inputs';
import { GraphLoaderFactory, type StyleBody } from './graph.loaders';
import { FILTER_ARG_DOC, ORDER_ARG_DOC } from '../descriptions';

const DEFAULT_STYLE_EDGE_DOC = 'Its default style; null when it has none.';
const WORKSPACE_EDGE_DOC = 'The workspace it belongs to.';

/** What a layer group member (or a tile cache job) draws: a layer or another layer group. */
export const LayerGroupResource = createUnionType({
  name: 'LayerGroupResource',
  description: 'A layer or a layer group: what a group member or a tile cache job is about.',
  types: () => [Layer, LayerGroup] as const,
  resolveType: (v) => ('publicId' in v ? LayerGroup : Layer),
});

/** The workspace of an object, when the caller may read it. */
async function workspaceOf(ctx: Context, workspaceId: string | null | undefined): Promise<Workspace | null> {
  if (!workspaceId || !mayRead(ctx, workspaceId)) return null;
  return ctx.loaders.workspace.load(workspaceId);
}

@Resolver(() => Service)
export class ServiceEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() s: Service, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, s.workspaceId);
  }

  @FieldResolver(() => LayerConnection, { description: 'The layers published from it; default by name.' })
  async layers(
    @Root() s: Service,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => LayerFilter, { nullable: true, description: FILTER_ARG_DOC }) filter?: LayerFilter | null,
    @Arg('orderBy', () => LayerOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<Layer>> {
    if (!mayRead(ctx, s.workspaceId)) return emptyConnection();
    const l = this.graph.for(ctx.loaders);
    return l.pages.of(l.lists.layersOfService, s.id, { ...page, filter, orderBy });
  }
}

@Resolver(() => Layer)
export class LayerEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() l: Layer, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, l.workspaceId);
  }

  @FieldResolver(() => Service, { nullable: true, description: 'The service it is published from.' })
  async service(@Root() l: Layer, @Ctx() ctx: Context): Promise<Service | null> {
    return readableOne(ctx, await this.graph.for(ctx.loaders).serviceById.load(l.serviceId));
  }

  @FieldResolver(() => Style, { nullable: true, description: DEFAULT_STYLE_EDGE_DOC })
  async defaultStyle(@Root() l: Layer, @Ctx() ctx: Context): Promise<Style | null> {
    if (!l.defaultStyleId) return null;
    return readableOne(ctx, await this.graph.for(ctx.loaders).layerDefaultStyle.load(l.defaultStyleId));
  }

  @FieldResolver(() => LayerGroupConnection, {
    description: 'The layer groups that have it as a member (once each); default by public id.',
  })
  layerGroups(
    @Root() l: Layer,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => LayerGroupFilter, { nullable: true, description: FILTER_ARG_DOC })
    filter?: LayerGroupFilter | null,
    @Arg('orderBy', () => LayerGroupOrder, { nullable: true, description: ORDER_ARG_DOC })
    orderBy?: ListOrder | null,
  ): Promise<Connection<LayerGroup>> {
    // A group draws only layers of its own workspace, so the layer's workspace rules them all.
    if (!mayRead(ctx, l.workspaceId)) return Promise.resolve(emptyConnection());
    const g = this.graph.for(ctx.loaders);
    return g.pages.of(g.lists.layerGroupsOfLayer, l.id, { ...page, filter, orderBy });
  }
}

/** A style as some answers carry it already: with its body (style, createStyle, updateStyle). */
type MaybeWithBody = Style & { body?: string; sldBody?: string | null };

@Resolver(() => Style)
export class StyleEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() s: Style, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, s.workspaceId);
  }

  // The body is read only when selected: what `style`, createStyle and updateStyle answer carries it,
  // and the others (lists, edges, `node`) read it for every style of the request in one statement.
  @FieldResolver(() => String, { description: 'The authored style content (at most 1 MiB).' })
  async body(@Root() s: MaybeWithBody, @Ctx() ctx: Context): Promise<string> {
    if (s.body !== undefined) return s.body;
    return (await this.bodyOf(s, ctx)).body;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The same text as body, for SLD/SE formats only.' })
  async sldBody(@Root() s: MaybeWithBody, @Ctx() ctx: Context): Promise<string | null> {
    if (s.body !== undefined) return s.sldBody ?? null;
    return (await this.bodyOf(s, ctx)).sldBody;
  }

  private async bodyOf(s: Style, ctx: Context): Promise<StyleBody> {
    const found = await this.graph.for(ctx.loaders).styleBody.load(s.id);
    // Deleted between the read of the style and the read of its body.
    if (!found) throw new NotFoundError('style not found');
    return found;
  }
}

@Resolver(() => LayerGroup)
export class LayerGroupEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Workspace, { nullable: true, description: WORKSPACE_EDGE_DOC })
  workspace(@Root() g: LayerGroup, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, g.workspaceId);
  }

  @FieldResolver(() => LayerGroupMemberConnection, {
    description: 'Its members a page at a time, in drawing order (bottom to top); `members` is the whole list.',
  })
  membersConnection(
    @Root() g: LayerGroup,
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('orderBy', () => LayerGroupMemberOrder, { nullable: true, description: 'DESC: top to bottom.' })
    orderBy?: ListOrder | null,
  ): Promise<Connection<LayerGroupMember>> {
    if (!mayRead(ctx, g.workspaceId)) return Promise.resolve(emptyConnection());
    const l = this.graph.for(ctx.loaders);
    return l.pages.of(l.lists.members, g.id, { ...page, orderBy });
  }

  @FieldResolver(() => Style, { nullable: true, description: DEFAULT_STYLE_EDGE_DOC })
  async defaultStyle(@Root() g: LayerGroup, @Ctx() ctx: Context): Promise<Style | null> {
    if (!g.defaultStyleId) return null;
    return readableOne(ctx, await this.graph.for(ctx.loaders).groupDefaultStyle.load(g.defaultStyleId));
  }
}

@Resolver(() => LayerGroupMember)
export class LayerGroupMemberEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => LayerGroupResource, {
    nullable: true,
    description: 'The layer or layer group it draws (`resourceName` is its name).',
  })
  async resource(@Root() m: LayerGroupMember, @Ctx() ctx: Context): Promise<Layer | LayerGroup | null> {
    const l = this.graph.for(ctx.loaders);
    if (m.layerId) return readableOne(ctx, await l.layerById.load(m.layerId));
    if (m.memberGroupId) return readableOne(ctx, await l.groupById.load(m.memberGroupId));
    return null;
  }

  @FieldResolver(() => Style, { nullable: true, description: 'The style it is drawn with; null for the default.' })
  async style(@Root() m: LayerGroupMember, @Ctx() ctx: Context): Promise<Style | null> {
    if (!m.styleId) return null;
    return readableOne(ctx, await this.graph.for(ctx.loaders).memberStyle.load(m.styleId));
  }
}
