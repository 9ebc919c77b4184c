import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import { BadRequestError } from '../../base/errors';
import { globalId, NODE_TYPES, nodeTypeOf, parseGlobalId, type NodeType } from '../global-id';
import { asNode, Node } from '../node';
import { readableOne } from './graph.access';

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

/** How `node` reads one type: the object, or null when there is none or the caller may not read it. */
export type NodeRead = (ctx: Context, id: string) => Promise<object | null>;
type ByIdLoader<T> = (ctx: Context) => { load(id: string): Promise<T | null> };

/** Workspace data: the WORKSPACE_ADMIN rule of its root fields, as every edge applies it. */
export const ofWorkspace =
  <T extends { workspaceId?: string | null }>(loader: ByIdLoader<T>): NodeRead =>
  async (ctx, id) =>
    readableOne(ctx, await loader(ctx).load(id));

/** Data whose root fields need the super admin: nothing is read for anyone else. */
export const superAdminOnly =
  <T extends object>(loader: ByIdLoader<T>): NodeRead =>
  async (ctx, id) =>
    ctx.principal.superAdmin ? loader(ctx).load(id) : null;

/** Data any signed-in caller may read (`node` itself needs one): read as it is. */
export const anyCaller =
  <T extends object>(loader: ByIdLoader<T>): NodeRead =>
  (ctx, id) =>
    loader(ctx).load(id);

/**
 * How `node` reads each type, as the owning domain registers it (`container.get(NodeReaders).add(...)`
 * in its `register`): through the loader of the graph's edges (the owning domain's service), under the
 * rule of the root field that reads the same object. What the caller may not read is null, exactly
 * like an object that does not exist.
 */
export class NodeReaders {
  private readonly reads = new Map<NodeType, NodeRead>();

  add(type: NodeType, read: NodeRead): void {
    this.reads.set(type, read);
  }

  /** Throws unless every node type has its reader: checked once every domain is registered. */
  assertComplete(): void {
    const missing = NODE_TYPES.filter((t) => !this.reads.has(t));
    if (missing.length) throw new Error(`node: no reader of ${missing.join(', ')} (its domain's register adds one)`);
  }

  read(ctx: Context, type: NodeType, id: string): Promise<object | null> {
    return this.reads.get(type)!(ctx, id);
  }
}

const NOT_A_GLOBAL_ID = 'not a global id (take `id` from a Node of this API)';

/** `node(id:)` and `nodes(ids:)`: any object by its global id (docs/graph.md, "Global ids"). */
@Resolver()
export class NodeResolver {
  constructor(private readonly readers: NodeReaders) {}

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
    const row = await this.readers.read(ctx, type, id);
    return row ? (asNode(type, row) as Node) : null;
  }
}
