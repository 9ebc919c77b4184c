import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import { BadRequestError } from '../../base/errors';
import { isUuid } from '../../runtime/loaders';
import { globalId, nodeTypeOf, parseGlobalId, type NodeType } from '../global-id';
import { asNode, Node } from '../node';
import { mayRead, readableOne } from './graph.access';
import { GraphLoaderFactory, type GraphLoaders } from './graph.loaders';

/** The most ids one `nodes` call takes. */
export const MAX_NODES = 100;

/** Global ids: `id` of every Node is its type and database id, encoded (src/domains/global-id.ts). */
@Resolver(() => Node)
export class NodeIdResolver {
  @FieldResolver(() => ID)
  id(@Root() row: { id: string }, @Info() info: GraphQLResolveInfo): string {
    return globalId(nodeTypeOf(info.parentType.name), row.id);
  }
}

type Fetch = (ctx: Context, l: GraphLoaders, id: string) => Promise<object | null>;

/** Workspace data: the WORKSPACE_ADMIN rule of its root fields, as every edge applies it. */
const ofWorkspace =
  <T extends { workspaceId?: string | null }>(loader: (l: GraphLoaders) => { load(id: string): Promise<T | null> }) =>
  async (ctx: Context, l: GraphLoaders, id: string) =>
    readableOne(ctx, await loader(l).load(id));

/** Data whose root fields need the super admin: nothing is read for anyone else. */
const superAdminOnly =
  <T extends object>(loader: (l: GraphLoaders) => { load(id: string): Promise<T | null> }) =>
  async (ctx: Context, l: GraphLoaders, id: string) =>
    ctx.principal.superAdmin ? loader(l).load(id) : null;

/**
 * How `node` reads each type: through the loader of the graph's edges (the owning domain's
 * service), under the rule of the root field that reads the same object. What the caller may not
 * read is null, exactly like an object that does not exist.
 */
const FETCH: Record<NodeType, Fetch> = {
  // The workspace loader also takes names: only an id can be inside a workspace's global id.
  Workspace: async (ctx, _l, id) => {
    if (!isUuid(id)) return null;
    const ws = await ctx.loaders.workspace.load(id);
    return ws && mayRead(ctx, ws.id) ? ws : null;
  },
  Service: ofWorkspace((l) => l.serviceById),
  Layer: ofWorkspace((l) => l.layerById),
  Style: ofWorkspace((l) => l.styleById),
  LayerGroup: ofWorkspace((l) => l.groupById),
  APIKey: ofWorkspace((l) => l.apiKeyById),
  ClaimMapping: ofWorkspace((l) => l.claimMappingById),
  TileCacheJob: ofWorkspace((l) => l.jobById),
  // `role` and `roles` answer any signed-in caller.
  Role: (_ctx, l, id) => l.roleById.load(id),
  TileMatrixSet: superAdminOnly((l) => l.tileMatrixSetById),
  AuditEvent: superAdminOnly((l) => l.auditEventById),
  BrowserSession: superAdminOnly((l) => l.sessionById),
};

const NOT_A_GLOBAL_ID = 'not a global id (take `id` from a Node of this API)';

/** `node(id:)` and `nodes(ids:)`: any object by its global id (docs/graph.md, "Global ids"). */
@Resolver()
export class NodeResolver {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @Authorized()
  @Query(() => Node, {
    nullable: true,
    description:
      'The object with this global id; null when there is none or when the caller may not read it ' +
      '(the rule of the field that reads it by its own type).',
  })
  node(
    @Arg('id', () => ID, { description: 'A global id (`id` of any Node).' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Node | null> {
    const g = parseGlobalId(id);
    if (!g) throw new BadRequestError(`id: ${NOT_A_GLOBAL_ID}`, { fields: ['id'] });
    return this.fetch(ctx, g.type, g.databaseId);
  }

  @Authorized()
  @Query(() => [Node], {
    nullable: 'items',
    description: `The objects with these global ids, in their order (null for each one \`node\` would answer null); at most ${MAX_NODES} ids, read in one statement per type.`,
  })
  nodes(
    @Arg('ids', () => [ID], { description: `Global ids, at most ${MAX_NODES}.` }) ids: string[],
    @Ctx() ctx: Context,
  ): Promise<(Node | null)[]> {
    if (ids.length > MAX_NODES) {
      throw new BadRequestError(`ids: at most ${MAX_NODES} ids per call (got ${ids.length})`, { fields: ['ids'] });
    }
    const parsed = ids.map((id, i) => {
      const g = parseGlobalId(id);
      if (!g) throw new BadRequestError(`ids[${i}]: ${NOT_A_GLOBAL_ID}`, { fields: ['ids'] });
      return g;
    });
    return Promise.all(parsed.map((g) => this.fetch(ctx, g.type, g.databaseId)));
  }

  private async fetch(ctx: Context, type: NodeType, id: string): Promise<Node | null> {
    const row = await FETCH[type](ctx, this.graph.for(ctx.loaders), id);
    return row ? (asNode(type, row) as Node) : null;
  }
}
