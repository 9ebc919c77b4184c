import type DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, InputType, Resolver, Root } from 'type-graphql';
import { NotFoundError } from '../../base/errors';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { WORKSPACE_EDGE_DOC } from '../descriptions';
import { StyleService } from './style.service';
import { Style, StyleFormatValue } from './style.types';

/** Styles in the graph (docs/graph.md): their list, connection, filter and order, loaders and body. */
export const StyleConnection = graph.connectionOf(Style, 'Style', 'styles');
export const StyleOrder = graph.orderOf('Style', graph.NAME_ORDER, 'styles');

@InputType({ description: 'Which styles to list; every given condition must hold.' })
export class StyleFilter extends graph.NamedFilter {
  @Field(() => StyleFormatValue, { nullable: true, description: 'Only styles written in this format.' })
  format?: StyleFormatValue | null;
}

/** The styles of a workspace, without bodies. */
const stylesList = (s: StyleService) =>
  graph.nodeList<Style>(
    'styles',
    graph.spec({
      table: 'styles',
      parent: graph.inWorkspace,
      orders: { name: graph.NAME, createdAt: graph.CREATED_AT },
      filters: { ...graph.named, format: graph.equals('format') },
    }),
    (ids) => s.listWhere({ ids }),
    graph.asc('name'),
  );

/**
 * A style loader by id. One per edge, not one shared: parents of one edge arrive together, so each edge
 * costs exactly one statement; a shared loader would merge or split batches by timing.
 */
export const styleById = (s: StyleService) => graph.byIds((ids) => s.listWhere({ ids }));

/** A style's body, and the same text as sldBody for SLD/SE formats. */
export interface StyleBody {
  id: string;
  body: string;
  sldBody: string | null;
}

/** A request's styles for `node`, and the bodies of styles read without them. */
export class StyleLoaders extends graph.PerRequest<{
  byId: DataLoader<string, Style | null>;
  /** `Style.body` of a style read without it (a list, an edge, `node`): every such style of a request in one statement. */
  body: DataLoader<string, StyleBody | null>;
}> {
  constructor(s: StyleService) {
    super(() => ({
      byId: styleById(s),
      body: graph.single(
        (ids) => s.bodiesOf(ids),
        (r) => r.id,
      ),
    }));
  }
}

/** The root connection, and the workspace's list (`Workspace.styles`, on the type by name). */
export const StyleConnections = graph.listResolvers(
  [StyleService, stylesList],
  [StyleConnection, StyleFilter, StyleOrder],
  graph.workspaceQuery('stylesConnection', `The styles of a workspace, without bodies, ${graph.PAGED}`),
  graph.onWorkspace('styles', 'Its styles, without their bodies; default by name.'),
);

/** A style as some answers carry it already: with its body (style, createStyle, updateStyle). */
type MaybeWithBody = Style & { body?: string; sldBody?: string | null };

@Resolver(() => Style)
export class StyleEdges {
  constructor(private readonly loaders: StyleLoaders) {}

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
    const found = await this.loaders.for(ctx.loaders).body.load(s.id);
    // Deleted between the read of the style and the read of its body.
    if (!found) throw new NotFoundError('style not found');
    return found;
  }
}

export const StyleWorkspaceEdge = graph.workspaceEdge(() => Style, WORKSPACE_EDGE_DOC);

/** A style in a planned read (docs/graph.md, "Planned reads"), without its body. */
graph.planType(() => Style, {
  table: 'styles',
  workspaceColumn: 'workspace_id',
  fields: {
    workspaceId: 'workspace_id',
    name: 'name',
    title: 'title',
    format: 'format',
  },
});
