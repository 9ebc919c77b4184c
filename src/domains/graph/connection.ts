import { BadRequestError } from '../../errors';

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

/**
 * Turns `take + 1` rows read in the plan's direction into a page: the extra row only tells that
 * there is more in that direction; whether there is more the other way is known from the cursors.
 */
export function toPage<T>(rows: T[], plan: PagePlan, position: (row: T) => Position): Page<T> {
  const more = rows.length > plan.take;
  const kept = rows.slice(0, plan.take);
  if (plan.backwards) kept.reverse();
  const edges = kept.map((node) => ({ cursor: encodeCursor(position(node)), node }));
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
