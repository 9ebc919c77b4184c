import type { Send } from '../../db/sql';
import { BadRequestError } from '../../base/errors';
import type { PagePlan } from './connection';

/** Adds a parameter to a statement and answers its placeholder (`$3`). */
export type Param = (value: unknown) => string;

/**
 * How one list is read a page at a time (docs/graph.md, paging): the table, the column that makes
 * it a list of one parent (a workspace, a service), its sort keys and its filter's conditions. The
 * names here are SQL written by us, never input: values always travel as parameters.
 */
export interface ListSpec {
  table: string;
  /** The parent column, or null for a list of the whole table (a root list of no parent). */
  parent: { column: string; type: 'uuid' | 'text' } | null;
  idType: 'uuid' | 'text';
  /**
   * Sort keys: the value of the list's order enum -> the columns (or expressions) it sorts by, each
   * with its SQL type, compared as one tuple, all in the same direction. Ties go by id.
   */
  orders: Record<string, SortKey>;
  /** One SQL condition per filter field; a field left out (null or undefined) adds none. */
  filters: Record<string, (value: never, param: Param) => string>;
}

/** The columns of one sort key. */
export type SortKey = { column: string; type: string }[];

/** One page's request for several parents at once. */
export interface PageQuery {
  parents: readonly string[];
  plan: PagePlan;
  order: string;
  /** The direction rows are read in (the order's direction, turned round when paging backwards). */
  desc: boolean;
  filter?: Record<string, unknown> | null;
}

/**
 * A row of a page: its parent, its id and its sort values as a JSON array of text (the cursor's
 * position); `total` is how many rows the parent has in this list and filter, when the page had no
 * cursor (then it is the connection's totalCount), else null.
 */
export interface KeyRow {
  parent: string;
  id: string;
  v: string;
  total: number | null;
}

/** True when a value (a string, or an array of them) holds a NUL, which PostgreSQL refuses in text. */
export const hasNul = (v: unknown): boolean =>
  typeof v === 'string' ? v.includes('\0') : Array.isArray(v) && v.some(hasNul);

function where(spec: ListSpec, parents: readonly string[], filter: PageQuery['filter'], params: unknown[]) {
  const param: Param = (value) => {
    // A client's mistake, not a server error.
    if (hasNul(value)) throw new BadRequestError('filter: must not contain a NUL');
    params.push(value);
    return `$${params.length}`;
  };
  const and: string[] = [];
  if (spec.parent) and.push(`${spec.parent.column} = ANY(${param([...parents])}::${spec.parent.type}[])`);
  for (const [field, value] of Object.entries(filter ?? {})) {
    const condition = spec.filters[field];
    if (value != null && condition) and.push(condition(value as never, param));
  }
  return { and, param };
}

const parentExpr = (spec: ListSpec) => (spec.parent ? `${spec.parent.column}::text` : `'*'`);

/**
 * The SELECT of one page of every parent: `row_number()` over each parent's rows in the keyset order,
 * beyond the cursor, keeps `take + 1` per parent (the extra row tells that there is more). A cursor
 * is a tuple comparison on (sort value, id), so no OFFSET is ever scanned. Without a cursor the same
 * pass counts each parent's rows (`total`), so a selected totalCount costs no statement of its own.
 * Its placeholders number on from `params`, which it extends: several pages share one statement.
 */
function pageSelect(spec: ListSpec, q: PageQuery, params: unknown[], tag: number): string {
  const { and, param } = where(spec, q.parents, q.filter, params);
  const key = spec.orders[q.order];
  const columns = key.map((k) => k.column).join(', ');
  // A position's values were checked against the key's types (graph.pages.ts) before they get here.
  const beyond = (p: { v: string; id: string }, forward: boolean) => {
    const values = (JSON.parse(p.v) as string[]).map((v, i) => `${param(v)}::${key[i].type}`);
    return `(${columns}, id) ${forward !== q.desc ? '>' : '<'} (${values.join(', ')}, ${param(p.id)}::${spec.idType})`;
  };
  if (q.plan.from) and.push(beyond(q.plan.from, true));
  if (q.plan.until) and.push(beyond(q.plan.until, false));
  const counted = !q.plan.from && !q.plan.until;
  const dir = q.desc ? 'DESC' : 'ASC';
  const orderBy = [...key.map((k) => `${k.column} ${dir}`), `id ${dir}`].join(', ');
  const v = `json_build_array(${key.map((k) => `(${k.column})::text`).join(', ')})::text`;
  return `SELECT ${tag}::int AS q, parent, id, v, total, rn FROM (
       SELECT ${parentExpr(spec)} AS parent, id::text AS id, ${v} AS v,
         ${counted ? `count(*) OVER (PARTITION BY ${parentExpr(spec)})::int` : 'NULL::int'} AS total,
         row_number() OVER (PARTITION BY ${parentExpr(spec)} ORDER BY ${orderBy}) AS rn
       FROM ${spec.table} ${and.length ? `WHERE ${and.join(' AND ')}` : ''}
     ) page WHERE rn <= ${param(q.plan.take + 1)}::int`;
}

/** The ids of one page of every parent, for several lists at once, in one statement (UNION ALL). */
export async function pageKeysOfLists(
  send: Send,
  pages: readonly { spec: ListSpec; q: PageQuery }[],
): Promise<KeyRow[][]> {
  const params: unknown[] = [];
  const selects = pages.map((p, i) => `(${pageSelect(p.spec, p.q, params, i)})`);
  const rows = await send<KeyRow & { q: number }>(`${selects.join('\nUNION ALL\n')}\nORDER BY q, parent, rn`, params);
  const out = pages.map((): KeyRow[] => []);
  for (const r of rows) {
    const total = r.total == null ? null : Number(r.total);
    out[Number(r.q)].push({ parent: r.parent, id: r.id, v: r.v, total });
  }
  return out;
}

/** How many rows match the filter, for every parent in one statement (a connection's totalCount). */
export async function countKeys(
  send: Send,
  spec: ListSpec,
  parents: readonly string[],
  filter: PageQuery['filter'],
): Promise<Map<string, number>> {
  const params: unknown[] = [];
  const { and } = where(spec, parents, filter, params);
  const rows = await send<{ parent: string; n: number }>(
    `SELECT ${parentExpr(spec)} AS parent, count(*)::int AS n FROM ${spec.table}
     ${and.length ? `WHERE ${and.join(' AND ')}` : ''} GROUP BY 1`,
    params,
  );
  return new Map(rows.map((r) => [r.parent, Number(r.n)]));
}
