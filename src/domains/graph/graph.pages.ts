import DataLoader from 'dataloader';
import { boundedPrepared, type Send, type Sql } from '../../db/sql';
import type { Context } from '../../request/context';
import { BadRequestError } from '../../base/errors';
import { isUuid } from '../../runtime/loaders';
import {
  OrderDirection,
  planPage,
  toPage,
  emptyConnection,
  withCount,
  type Connection,
  type Page,
  type PageArgs,
  type PagePlan,
  type Position,
} from './connection';
import { countKeys, hasNul, pageKeysOfLists, type KeyRow, type ListSpec, type PageQuery } from './keyset';
import { mayRead } from './graph.access';
import { PerRequest } from './graph.loaders';
import type { ListOrder } from './list.inputs';

/** A list the graph pages: how its rows are found (spec) and presented (nodes, by the owning service). */
export interface NodeList<T> {
  name: string;
  spec: ListSpec;
  nodes: (ids: readonly string[]) => Promise<T[]>;
  /** The order when the query names none (the order of the root field that lists the same rows). */
  defaultOrder: ListOrder;
}

/** The arguments of every connection field. */
export interface ListArgs extends PageArgs {
  filter?: object | null;
  orderBy?: ListOrder | null;
}

/**
 * How many texts of pages and counts a process prepares: a console's screens send a few dozen shapes; a
 * page's text holds some tens of KB of a backend's memory once prepared.
 */
const MAX_PREPARED_PAGES = 32;

const VALUE_CHECKS: Record<string, (v: string) => boolean> = {
  timestamptz: (v) => !Number.isNaN(Date.parse(v)),
  int: (v) => /^-?\d{1,10}$/.test(v),
  boolean: (v) => v === 'true' || v === 'false',
};

/** A cursor of another list could not be compared (or cast) in this one's order: refuse it as a bad cursor. */
function checkCursor(spec: ListSpec, order: string, plan: PagePlan): void {
  const key = spec.orders[order];
  const values = (v: string): unknown => {
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  };
  const fitsKey = (v: unknown) =>
    Array.isArray(v) &&
    !hasNul(v) &&
    v.length === key.length &&
    v.every((x, i) => typeof x === 'string' && (VALUE_CHECKS[key[i].type]?.(x) ?? true));
  const fits = (p: Position) => (spec.idType !== 'uuid' || isUuid(p.id)) && !hasNul(p.id) && fitsKey(values(p.v));
  for (const [arg, p] of [
    [plan.backwards ? 'before' : 'after', plan.from],
    [plan.backwards ? 'after' : 'before', plan.until],
  ] as const) {
    if (p && !fits(p)) throw new BadRequestError(`${arg}: not a cursor of this list`);
  }
}

/** The spec of a list held in memory, ordered by its position in it (pageOfList). */
const IN_ORDER: ListSpec = {
  table: '',
  parent: null,
  idType: 'text',
  orders: { position: [{ column: 'position', type: 'int' }] },
  filters: {},
};

/**
 * One page of a short list held whole in memory (a workspace's enabled tile matrix sets, in settings
 * order), with the same arguments, cursors and checks as the pages read from SQL: a cursor holds the
 * item's position in the list and its id, and a page is the items beyond that position.
 */
export function pageOfList<T extends { id: string }>(rows: readonly T[], args: PageArgs): Connection<T> {
  const plan = planPage(args);
  checkCursor(IN_ORDER, 'position', plan);
  const index = (p: Position) => Number((JSON.parse(p.v) as string[])[0]);
  const from = plan.from ? index(plan.from) : null;
  const until = plan.until ? index(plan.until) : null;
  const positioned = rows.map((node, i) => ({ node, i, v: JSON.stringify([String(i)]), id: node.id }));
  const beyond = positioned.filter(
    (r) =>
      (from == null || (plan.backwards ? r.i < from : r.i > from)) &&
      (until == null || (plan.backwards ? r.i > until : r.i < until)),
  );
  if (plan.backwards) beyond.reverse();
  const page = toPage(
    beyond.slice(0, plan.take + 1),
    plan,
    (r) => r,
    (r) => r.node,
  );
  return withCount(page, () => Promise.resolve(rows.length));
}

/** Only the conditions given, as plain data (a loader key, SQL parameters). */
const plainFilter = (f: object | null | undefined) =>
  Object.fromEntries(Object.entries(f ?? {}).filter(([, v]) => v != null)) as Record<string, unknown>;

/** Counts by list and filter: the loader key of a connection's totalCount. */
const countKey = (list: NodeList<unknown>, filter: Record<string, unknown>) => JSON.stringify([list.name, filter]);

/**
 * A request's pages: one loader per list and arguments, so the same connection under many parents
 * (the services of every workspace) is one page for every parent; and the pages of every list asked
 * for in one tick (the services, layer groups, jobs and API keys of every workspace: one level of a
 * query) share one statement for their keys. Then one statement per list reads their rows through
 * the owning service. A page without a cursor counts its parents' rows as it goes, so totalCount
 * costs no statement of its own; with a cursor it is one more (docs/graph.md, N+1).
 */
export class Pages {
  private readonly pages = new Map<string, DataLoader<string, Page<unknown>>>();
  private readonly counts = new Map<string, DataLoader<string, number>>();
  /** The key reads of one tick, whatever their list: one statement for all of them. */
  private readonly keys: DataLoader<{ spec: ListSpec; q: PageQuery }, KeyRow[]>;

  constructor(private readonly send: Send) {
    this.keys = new DataLoader((pages) => pageKeysOfLists(this.send, pages), { cache: false });
  }

  /** One page of `list` under `parent` ("*" for a list of no parent). Bad arguments throw BAD_REQUEST. */
  async of<T>(list: NodeList<T>, parent: string, args: ListArgs): Promise<Connection<T>> {
    const plan = planPage(args);
    const orderBy = args.orderBy ?? list.defaultOrder;
    const order = orderBy.field;
    if (!list.spec.orders[order]) throw new BadRequestError(`orderBy: ${order} does not sort this list`);
    checkCursor(list.spec, order, plan);
    const desc = (orderBy.direction === OrderDirection.DESC) !== plan.backwards;
    const filter = plainFilter(args.filter);
    // Refused here, before the statement it would share with other pages fails for all of them.
    if (Object.values(filter).some(hasNul)) throw new BadRequestError('filter: must not contain a NUL');
    const key = JSON.stringify([list.name, plan, order, desc, filter]);
    let loader = this.pages.get(key);
    if (!loader) {
      loader = new DataLoader(async (parents) => {
        const keys = await this.keys.load({ spec: list.spec, q: { parents, plan, order, desc, filter } });
        if (!plan.from && !plan.until) {
          // Counted by the same statement (keyset.ts): a parent without rows has none.
          const totals = new Map(keys.map((k) => [k.parent, k.total ?? 0]));
          const counts = this.countsOf(list as NodeList<unknown>, filter);
          for (const p of parents) counts.prime(p, totals.get(p) ?? 0);
        }
        // No page has a row (no running job anywhere): nothing to read.
        const nodes = keys.length ? await list.nodes([...new Set(keys.map((k) => k.id))]) : [];
        const byId = new Map(nodes.map((n) => [(n as { id: string }).id, n]));
        const byParent = new Map<string, KeyRow[]>();
        for (const k of keys) {
          if (!byId.has(k.id)) continue;
          const rows = byParent.get(k.parent);
          if (rows) rows.push(k);
          else byParent.set(k.parent, [k]);
        }
        return parents.map((p) =>
          toPage(
            byParent.get(p) ?? [],
            plan,
            (r) => r,
            (r) => byId.get(r.id),
          ),
        );
      });
      this.pages.set(key, loader);
    }
    const page = (await loader.load(parent)) as Page<T>;
    return withCount(page, () => this.countsOf(list as NodeList<unknown>, filter).load(parent));
  }

  /** The totalCount loader of a list and filter: one statement for the parents no page counted. */
  private countsOf(list: NodeList<unknown>, filter: Record<string, unknown>): DataLoader<string, number> {
    const key = countKey(list, filter);
    let loader = this.counts.get(key);
    if (!loader) {
      loader = new DataLoader(async (parents) => {
        const n = await countKeys(this.send, list.spec, parents, filter);
        return parents.map((p) => n.get(p) ?? 0);
      });
      this.counts.set(key, loader);
    }
    return loader;
  }
}

/**
 * The graph's pages, for every connection field of every domain: a request's pages are one `Pages`,
 * so the lists of one level of a query share their statements whichever domain owns them.
 */
export class GraphPaging {
  private readonly pages: PerRequest<Pages>;

  constructor(sql: Sql) {
    // The pages' texts depend on which lists a query's level selects and with which arguments: the
    // first ones are prepared (boundedPrepared, src/db/sql.ts).
    const send = boundedPrepared(sql, 'mk_', MAX_PREPARED_PAGES);
    this.pages = new PerRequest(() => new Pages(send));
  }

  /** One page of `list` under `parent` ("*" for a list of no parent). */
  of<T>(ctx: Context, list: NodeList<T>, parent: string, args: ListArgs): Promise<Connection<T>> {
    return this.pages.for(ctx.loaders).of(list, parent, args);
  }

  /** A page of a list of a workspace's objects; empty for whoever may not read that workspace (graph.access.ts). */
  inWorkspace<T>(
    ctx: Context,
    list: NodeList<T>,
    parent: string,
    workspaceId: string | null | undefined,
    args: ListArgs,
  ): Promise<Connection<T>> {
    if (!mayRead(ctx, workspaceId)) return Promise.resolve(emptyConnection());
    return this.of(ctx, list, parent, args);
  }
}
