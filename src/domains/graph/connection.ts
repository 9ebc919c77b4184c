import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../enums';
import { BadRequestError } from '../../base/errors';

/** `first`/`last` when neither is given, and the most either may ask for (docs/graph.md, paging). */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;

/** The arguments of a connection field. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A position in a keyset order: the sort value and the id that breaks ties. */
export interface Position {
  v: string;
  id: string;
}

export const encodeCursor = (p: Position): string => Buffer.from(JSON.stringify([p.v, p.id])).toString('base64url');

function decodeCursor(arg: string, cursor: string): Position {
  try {
    const [v, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof v === 'string' && typeof id === 'string') return { v, id };
  } catch {
    /* reported below */
  }
  throw new BadRequestError(`${arg}: not a cursor of this list`);
}

/** Checked page arguments: how many rows, in which direction, from which position. */
export interface PagePlan {
  take: number;
  /** True when paging backwards (`last`/`before`): read in reverse order, then turn the page round. */
  backwards: boolean;
  from?: Position;
  /** The opposite bound, when both `after` and `before` are given. */
  until?: Position;
}

export function planPage(a: PageArgs): PagePlan {
  if (a.first != null && a.last != null) throw new BadRequestError('first and last: give one, not both');
  for (const [name, n] of [
    ['first', a.first],
    ['last', a.last],
  ] as const) {
    if (n != null && (n < 0 || n > MAX_PAGE)) {
      throw new BadRequestError(`${name}: must be between 0 and ${MAX_PAGE} (got ${n})`);
    }
  }
  const after = a.after ? decodeCursor('after', a.after) : undefined;
  const before = a.before ? decodeCursor('before', a.before) : undefined;
  const backwards = a.last != null || (a.before != null && a.first == null);
  return {
    take: (backwards ? a.last : a.first) ?? DEFAULT_PAGE,
    backwards,
    from: backwards ? before : after,
    until: backwards ? after : before,
  };
}

/** One page of a connection, in the list's order. */
export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** An edge whose cursor is encoded only when a query selects it (most select `nodes`, not `edges`). */
class Edge<T> {
  constructor(
    readonly node: T,
    private readonly at: Position,
  ) {}

  get cursor(): string {
    return encodeCursor(this.at);
  }
}

/**
 * Turns `take + 1` rows read in the plan's direction into a page: the extra row only tells that
 * there is more in that direction; whether there is more the other way is known from the cursors.
 */
export function toPage<R, T>(
  rows: R[],
  plan: PagePlan,
  position: (row: R) => Position,
  nodeOf: (row: R) => T,
): Page<T> {
  const more = rows.length > plan.take;
  const kept = rows.slice(0, plan.take);
  if (plan.backwards) kept.reverse();
  const edges = kept.map((row) => new Edge(nodeOf(row), position(row)));
  return {
    edges,
    pageInfo: {
      // Backwards, `from` is the `before` cursor: its item (and what follows) lies after this page.
      hasNextPage: plan.backwards ? plan.from != null : more || plan.until != null,
      hasPreviousPage: plan.backwards ? more || plan.until != null : plan.from != null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** Where a page stands in its list (the Relay cursor connections shape). */
@ObjectType({ description: 'Where a page stands in its list.' })
export class PageInfo {
  @Field({ description: 'True when there are more items after this page.' }) hasNextPage!: boolean;
  @Field({ description: 'True when there are items before this page.' }) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: 'The cursor of the first item; null on an empty page.' })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: 'The cursor of the last item; null on an empty page.' })
  endCursor!: string | null;
}

export const OrderDirection = describedEnum('OrderDirection', 'Ascending or descending.', {
  ASC: ['asc', 'Ascending: A before Z, oldest first.'],
  DESC: ['desc', 'Descending: Z before A, newest first.'],
});
export type OrderDirection = EnumValue<typeof OrderDirection>;

/** first/after/last/before, the same on every connection field. */
@ArgsType()
export class ConnectionArgs implements PageArgs {
  @Field(() => Int, {
    nullable: true,
    description: `How many from the start (or after \`after\`); default ${DEFAULT_PAGE}, at most ${MAX_PAGE}.`,
  })
  first?: number | null;
  @Field(() => String, { nullable: true, description: 'A cursor: start after it.' }) after?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: `How many from the end (or before \`before\`); at most ${MAX_PAGE}.`,
  })
  last?: number | null;
  @Field(() => String, { nullable: true, description: 'A cursor: end before it.' }) before?: string | null;
}

/** A page plus its lazy count: `totalCount` runs its statement only when a query selects it. */
export interface Connection<T> extends Page<T> {
  /** The nodes of the edges, for a query that needs no cursor per item (GitHub's shortcut). */
  nodes: T[];
  readonly totalCount: Promise<number>;
}

export function withCount<T>(page: Page<T>, count: () => Promise<number>): Connection<T> {
  const c = { ...page, nodes: page.edges.map((e) => e.node) };
  return Object.defineProperty(c, 'totalCount', { get: count, enumerable: false }) as Connection<T>;
}

/** The empty page (a list the caller may not read). */
export const emptyConnection = <T>(): Connection<T> =>
  withCount(
    { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } },
    async () => 0,
  );

/** The `<Name>Connection` and `<Name>Edge` types of a node type. */
export function connectionOf<T extends object>(
  node: ClassType<T>,
  name: string,
  plural: string,
): ClassType<Connection<T>> {
  @ObjectType(`${name}Edge`, { description: `One ${plural.replace(/s$/, '')} and its position in the list.` })
  class Edge {
    @Field({ description: 'Pass as `after` or `before` to page from here.' }) cursor!: string;
    @Field(() => node, { description: 'The item.' }) node!: T;
  }
  @ObjectType(`${name}Connection`, { description: `One page of ${plural}.` })
  class NodeConnection {
    @Field(() => [Edge], { description: 'The items of this page, in list order.' }) edges!: Edge[];
    @Field(() => [node], { description: 'The items of this page without their cursors (the nodes of `edges`).' })
    nodes!: T[];
    @Field(() => PageInfo, { description: 'Where this page stands.' }) pageInfo!: PageInfo;
    @Field(() => Int, { description: 'How many items match the filter, on every page (counted only when asked for).' })
    totalCount!: Promise<number>;
  }
  return NodeConnection as ClassType<Connection<T>>;
}
