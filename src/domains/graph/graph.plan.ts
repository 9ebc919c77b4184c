import {
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { getMetadataStorage, type ClassType } from 'type-graphql';
import type { Container } from '../../base/container';
import { lineage } from '../../base/shape';
import type { Logger } from '../../base/logger';
import { boundedPrepared, type Send, type Sql } from '../../db/sql';
import type { Context } from '../../request/context';
import { DEFAULT_PAGE, MAX_PAGE, OrderDirection, type Connection } from './connection';
import { mayRead } from './graph.access';
import type { NodeList } from './graph.pages';
import { hasNul, type Param } from './keyset';
import type { ListOrder } from './list.inputs';

/*
 * Planned reads (docs/graph.md, "Planned reads"): a root connection whose `nodes` select edges (a
 * workspace's services and their layers, its groups and their members, its jobs and keys) reads
 * everything below its page in one SQL statement that builds the answer as JSON, as PostGraphile does,
 * instead of one statement per level and an object and a resolver call per row. Only what is declared
 * here is planned: each object type's plain fields as SQL (its table's columns, or an expression where
 * the presenter derives the value), and its edges (connections, to-one references, plain lists). A
 * selection with anything else (an undeclared field, an alias, a directive, a cursor argument) is read
 * as before, field by field. The edges' rule (graph.access.ts) holds as it does there: every object the
 * statement read is checked against `mayRead` by its workspace, and one the caller may not read sends
 * the whole field back to the field-by-field path, which answers it as always. Each planned edge's
 * resolver answers a planned object's value as it is (`plannedResolvers`); test/graph/planned-reads
 * checks that every declared field and edge answers exactly what its resolver does.
 */

/** How many planned statement texts a process prepares (boundedPrepared, src/db/sql.ts). */
const MAX_PREPARED = 8;

/** Where a planned object keeps the values of its edges that have resolvers. */
const PLANNED = '__planned';
/** Where a planned object keeps its workspace id, for the edges' rule. */
const WS = '__ws';

/** How an object type is read in SQL; `t` is the table's alias in every expression. */
export interface PlanType {
  /** The GraphQL object type. */
  type: string;
  table: string;
  /** The column holding its workspace id ('id' for a workspace), or null for objects of no workspace. */
  workspaceColumn: string | null;
  /** The type of its `id` column (uuid unless it says otherwise). */
  idType?: 'uuid' | 'text';
  /** Plain fields (GraphQL name = property name) -> their column, or their value as SQL of the alias. */
  fields: Record<string, string | ((t: string) => string)>;
  /** Fields always read, whether selected or not (what the type's union resolveType looks at). */
  always?: string[];
  /**
   * Fields with resolvers that may run on a planned object: they read only its id and its `workspaceId`
   * (a field the type then declares).
   */
  resolvedFromId?: string[];
  /** Fields that answer the `id` property as it is (`databaseId`): found in type-graphql's metadata. */
  idFields?: string[];
}

/** A to-one reference: the row of `type` whose id is the parent's `column` (the first found, for a union). */
interface OneEdge {
  kind: 'one';
  targets: { type: string; column: string }[];
}
/** A plain list property: every row of `type` whose `parentColumn` is the parent's id, by `orderBy`. */
interface ManyEdge {
  kind: 'many';
  type: string;
  parentColumn: string;
  orderBy: string;
}
/** A connection field: its list, as its field resolver pages it, made of the service `service`. */
interface ConnectionEdge {
  kind: 'connection';
  service: abstract new (...args: never[]) => unknown;
  list: (service: never) => NodeList<unknown>;
}
type Edge = OneEdge | ManyEdge | ConnectionEdge;

type TypeOf = () => ClassType | unknown;

/*
 * The declarations, as the domains make them when they load; types are named only once every domain is
 * loaded (some are found by name, graph.types.ts), when the first schema is built.
 */
const typeDeclarations: { type: TypeOf; plan: Omit<PlanType, 'type'> }[] = [];
const edgeDeclarations: {
  on: TypeOf;
  field: string;
  edge: (name: (t: TypeOf) => string) => Edge;
  resolver: boolean;
}[] = [];

interface Plans {
  types: Map<string, PlanType>;
  /** Edges by `<Type>.<field>`, and whether a resolver answers the field (a planned value skips it). */
  edges: Map<string, { edge: Edge; resolver: boolean }>;
}
let plans: Plans | undefined;

/** The GraphQL name of an object type's class, or undefined. */
const typeNameOf = (target: unknown): string | undefined =>
  getMetadataStorage().objectTypes.find((o) => o.target === target)?.name;

function typeName(t: TypeOf): string {
  const target = t();
  const name = typeNameOf(target);
  if (!name) throw new Error(`planned reads: ${String((target as { name?: string })?.name)} is no object type`);
  return name;
}

/** The GraphQL fields of a type that answer its `id` property as it is (`databaseId`), which a planned object always holds. */
function idFieldsOf(type: TypeOf): string[] {
  const storage = getMetadataStorage();
  const chain: unknown[] = lineage(type() as ClassType);
  return storage.fields
    .filter((f) => chain.includes(f.target) && f.name === 'id' && f.schemaName !== 'id')
    .map((f) => f.schemaName);
}

function resolvePlans(): Plans {
  plans ??= {
    types: new Map(
      typeDeclarations.map(({ type, plan }) => [
        typeName(type),
        { type: typeName(type), ...plan, idFields: idFieldsOf(type) },
      ]),
    ),
    edges: new Map(
      edgeDeclarations.map((d) => [`${typeName(d.on)}.${d.field}`, { edge: d.edge(typeName), resolver: d.resolver }]),
    ),
  };
  return plans;
}

/** Declares how an object type is read in SQL. */
export function planType(type: () => ClassType, plan: Omit<PlanType, 'type'>): void {
  typeDeclarations.push({ type, plan });
}

/** Declares `<on>.<field>` (answered by a resolver) as a reference to the row whose id is `column`. */
export function planOne(on: TypeOf, field: string, targets: { type: TypeOf; column: string }[]): void {
  edgeDeclarations.push({
    on,
    field,
    edge: (name) => ({ kind: 'one', targets: targets.map((t) => ({ type: name(t.type), column: t.column })) }),
    resolver: true,
  });
}

/** Declares the plain list property `<on>.<field>`: the rows of `type` under the parent's id. */
export function planMany(on: TypeOf, field: string, type: TypeOf, by: { parentColumn: string; orderBy: string }): void {
  edgeDeclarations.push({ on, field, edge: (name) => ({ kind: 'many', type: name(type), ...by }), resolver: false });
}

/** Declares a connection field (graph.fields.ts does, for every connection field it makes). */
export function planConnection<S>(
  on: TypeOf,
  field: string,
  service: abstract new (...args: never[]) => S,
  list: (s: S) => NodeList<unknown>,
): void {
  edgeDeclarations.push({
    on,
    field,
    edge: () => ({ kind: 'connection', service, list: list as (s: never) => NodeList<unknown> }),
    resolver: true,
  });
}

/**
 * Lets each planned edge's resolver answer a planned object's value as it is, and checks the
 * declarations against the schema: a declared plain field must be one (no resolver of its own, the
 * property of its name), and an edge must have no authorization of its own, which its planned value
 * would skip.
 */
export function plannedResolvers(schema: GraphQLSchema): void {
  const { types, edges } = resolvePlans();
  const storage = getMetadataStorage();
  for (const plan of types.values()) {
    const type = schema.getType(plan.type);
    if (!isObjectType(type)) throw new Error(`planned reads: ${plan.type} is not in the schema`);
    if (plan.resolvedFromId?.length && !plan.fields.workspaceId)
      throw new Error(`planned reads: ${plan.type} resolves fields from its workspaceId, which it does not declare`);
    for (const name of [...Object.keys(plan.fields), ...(plan.always ?? [])]) {
      const resolved = storage.fieldResolvers.some(
        (r) => r.schemaName === name && r.getObjectType && typeNameOf(r.getObjectType()) === plan.type,
      );
      const meta = storage.fields.find((f) => f.schemaName === name && typeNameOf(f.target) === plan.type);
      if (!type.getFields()[name] || resolved || (meta && meta.name !== name))
        throw new Error(`planned reads: ${plan.type}.${name} is not a plain field of that name`);
    }
  }
  for (const [key, { resolver }] of edges) {
    const [onType, fieldName] = key.split('.');
    const field = (schema.getType(onType) as GraphQLObjectType | undefined)?.getFields()[fieldName];
    if (!field) throw new Error(`planned reads: ${key} is not in the schema`);
    // type-graphql keeps a field resolver's @Authorized and middlewares on the resolver's metadata (its
    // class's in `authorizedResolver`): a planned value would skip them, so an edge must have none.
    const guarded = storage.fieldResolvers.some(
      (r) =>
        r.schemaName === fieldName &&
        r.getObjectType &&
        typeNameOf(r.getObjectType()) === onType &&
        (r.roles !== undefined ||
          (r.middlewares?.length ?? 0) > 0 ||
          storage.authorizedResolver.some((a) => a.target === r.target)),
    );
    if (guarded || storage.authorizedFields.some((a) => a.fieldName === fieldName && typeNameOf(a.target) === onType))
      throw new Error(`planned reads: ${key} has an authorization or middleware of its own`);
    if (!resolver) continue;
    const inner = field.resolve!;
    field.resolve = (source, args, context, info) => {
      const planned = (source as Record<string, Record<string, unknown> | undefined> | null)?.[PLANNED];
      return planned !== undefined && Object.hasOwn(planned, fieldName)
        ? planned[fieldName]
        : inner(source, args, context, info);
    };
  }
}

/** What makes a statement: its parameters and a counter for table aliases. */
class Statement {
  readonly params: unknown[] = [];
  private n = 0;

  readonly param: Param = (value) => {
    this.params.push(value);
    return `$${this.params.length}`;
  };

  alias(): string {
    return `p${this.n++}`;
  }
}

/** A selection's fields by name, each with every node that selects it (merged, as GraphQL merges them). */
type Fields = Map<string, FieldNode[]>;

/** Thrown (and caught in `attach`) when a selection has something the planner does not read. */
class NotPlanned extends Error {}
const notPlanned = (why: string): never => {
  throw new NotPlanned(why);
};

/**
 * Reads the edges of a root connection's nodes in one statement; the connection as it is when there is
 * nothing to plan or the selection has something the planner does not read.
 */
export class GraphPlanner {
  private readonly lists = new Map<ConnectionEdge, NodeList<unknown>>();
  /**
   * A planned statement: prepared (PostgreSQL plans the dashboard's once per connection, where planning
   * it took about 3 ms of a 9 ms statement) from its second time, for at most MAX_PREPARED texts.
   */
  private readonly run: Send;

  constructor(
    sql: Sql,
    private readonly container: Container,
    private readonly logger: Logger,
  ) {
    this.run = boundedPrepared(sql, 'mp_', MAX_PREPARED);
  }

  /** A connection edge's list, made of its service from the container once. */
  private listOf(edge: ConnectionEdge): NodeList<unknown> {
    let list = this.lists.get(edge);
    if (!list) {
      list = edge.list(this.container.get(edge.service) as never);
      this.lists.set(edge, list);
    }
    return list;
  }

  async attach<T>(ctx: Context, info: GraphQLResolveInfo, connection: Connection<T>): Promise<Connection<T>> {
    if (!connection.nodes.length) return connection;
    const connType = getNamedType(info.returnType) as GraphQLObjectType;
    const nodeType = getNamedType(connType.getFields().nodes.type) as GraphQLObjectType;
    const { types, edges } = resolvePlans();
    const plan = types.get(nodeType.name);
    if (!plan) return connection;
    let text: string;
    const st = new Statement();
    try {
      if (info.fieldNodes.some((node) => node.directives?.length)) return connection;
      const nodeFields = fieldsOf(info, fieldsOf(info, info.fieldNodes, connType).get('nodes') ?? [], nodeType);
      // The root's nodes are the service's objects: only their edges are read here, those with a
      // resolver (p) and plain lists (o, which the planned node holds in place of its own).
      const selectedEdges = [...nodeFields].flatMap(([name, nodes]) => {
        const e = edges.get(`${nodeType.name}.${name}`);
        return e ? [{ name, nodes, ...e }] : [];
      });
      // References alone cost their resolvers one batched read, or none (roles are cached): no gain.
      if (selectedEdges.every((e) => e.edge.kind === 'one')) return connection;
      const planned: string[] = [];
      const own: string[] = [];
      for (const e of selectedEdges)
        (e.resolver ? planned : own).push(`'${e.name}', ${this.edgeSql(info, st, nodeType, e.name, e.nodes, 'r')}`);
      const ids = st.param(connection.nodes.map((n) => idOf(n)));
      const ws = plan.workspaceColumn ? `r.${plan.workspaceColumn}::text` : 'NULL::text';
      text = `SELECT r.id::text AS id, ${ws} AS ws, json_build_object(${planned.join(', ')}) AS p,
          json_build_object(${own.join(', ')}) AS o
        FROM ${plan.table} r WHERE r.id = ANY(${ids}::${plan.idType ?? 'uuid'}[])`;
    } catch (err) {
      if (err instanceof NotPlanned) return connection;
      throw err;
    }
    type Row = { id: string; ws: string | null; p: Record<string, unknown>; o: Record<string, unknown> };
    let rows: Row[];
    try {
      rows = await this.run<Row>(text, st.params);
    } catch (err) {
      // A statement PostgreSQL refuses as written (42: syntax or an unknown name; 21: a subquery of more
      // than one row) is the planner's mistake, not the caller's: logged, and answered field by field.
      // Anything else (the database down, a timeout) is the request's outcome as on the other path.
      const code = String((err as { code?: unknown }).code ?? '');
      if (!code.startsWith('42') && !code.startsWith('21')) throw err;
      this.logger.error({ err, type: nodeType.name }, 'planned read refused by the database; read field by field');
      return connection;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const seen = new Map<string | null, boolean>();
    const readable = (ws: string | null) => {
      let ok = seen.get(ws);
      if (ok === undefined) seen.set(ws, (ok = mayRead(ctx, ws)));
      return ok;
    };
    for (const r of rows)
      if ((plan.workspaceColumn && !readable(r.ws)) || !everyReadable(r.p, readable) || !everyReadable(r.o, readable))
        return connection;
    const nodes = connection.nodes.map((n) => {
      const row = byId.get(idOf(n));
      if (!row) return n;
      return Object.assign(Object.create(n as object) as object, row.o, { [PLANNED]: row.p }) as T;
    });
    return Object.assign(Object.create(connection) as Connection<T>, { nodes });
  }

  /** The SQL of edge `field` of a `parent` row (alias `p`), as selected by `nodes`. */
  private edgeSql(
    info: GraphQLResolveInfo,
    st: Statement,
    parent: GraphQLObjectType,
    field: string,
    nodes: FieldNode[],
    p: string,
  ): string {
    const { types, edges } = resolvePlans();
    const { edge } = edges.get(`${parent.name}.${field}`)!;
    const def = parent.getFields()[field];
    const target = getNamedType(def.type);
    if (edge.kind === 'one') {
      const choices = edge.targets.map((t) => {
        const type = info.schema.getType(t.type) as GraphQLObjectType;
        const a = st.alias();
        const plan = types.get(t.type) ?? notPlanned(t.type);
        return `(SELECT ${this.objectSql(info, st, type, fieldsOf(info, nodes, type), a)} FROM ${plan.table} ${a} WHERE ${a}.id = ${p}.${t.column})`;
      });
      return choices.length === 1 ? choices[0] : `coalesce(${choices.join(', ')})`;
    }
    if (edge.kind === 'many') {
      const type = target as GraphQLObjectType;
      const plan = types.get(edge.type) ?? notPlanned(edge.type);
      const a = st.alias();
      return `coalesce((SELECT json_agg(${this.objectSql(info, st, type, fieldsOf(info, nodes, type), a)} ORDER BY ${a}.${edge.orderBy})
        FROM ${plan.table} ${a} WHERE ${a}.${edge.parentColumn} = ${p}.id), '[]'::json)`;
    }
    return this.connectionSql(info, st, def, this.listOf(edge), nodes, p, parent.name);
  }

  /** A connection edge: its first page (no cursor), its pageInfo's flags and its totalCount, as selected. */
  private connectionSql(
    info: GraphQLResolveInfo,
    st: Statement,
    def: GraphQLField<unknown, unknown>,
    list: NodeList<unknown>,
    nodes: FieldNode[],
    p: string,
    parentType: string,
  ): string {
    const args = getArgumentValues(def, nodes[0], info.variableValues) as {
      first?: number | null;
      after?: unknown;
      last?: unknown;
      before?: unknown;
      filter?: Record<string, unknown> | null;
      orderBy?: ListOrder | null;
    };
    if (args.after != null || args.before != null || args.last != null) notPlanned('a cursor');
    const take = args.first ?? DEFAULT_PAGE;
    if (!Number.isInteger(take) || take < 0 || take > MAX_PAGE) notPlanned('first');
    // A parameter, so that another `first` is the same prepared text.
    const first = `${st.param(take)}::int`;
    const { spec } = list;
    if (!spec.parent) notPlanned('a list of no parent');
    if (spec.parent!.type !== (resolvePlans().types.get(parentType)?.idType ?? 'uuid'))
      notPlanned('a parent key of another type');
    const order = args.orderBy ?? list.defaultOrder;
    const key = spec.orders[order.field] ?? notPlanned('orderBy');
    const dir = order.direction === OrderDirection.DESC ? 'DESC' : 'ASC';
    // The list's own conditions, as keyset.ts writes them: its columns unqualified, in its table (which
    // may be a subquery with an alias of its own), under the parent row `p`. Written once: the page and
    // the totalCount share their parameters.
    const and = [`${spec.parent!.column} = ${p}.id`];
    for (const [name, value] of Object.entries(args.filter ?? {})) {
      if (value == null) continue;
      const condition = spec.filters[name];
      if (!condition || hasNul(value)) notPlanned(`filter ${name}`);
      and.push(condition(value as never, st.param));
    }
    const conditions = and.join(' AND ');
    const connType = getNamedType(def.type) as GraphQLObjectType;
    const nodeType = getNamedType(connType.getFields().nodes.type) as GraphQLObjectType;
    const selected = fieldsOf(info, nodes, connType);
    const plan = resolvePlans().types.get(nodeType.name) ?? notPlanned(nodeType.name);
    // A list read from its type's own table (a plain table's name) needs no join back to it: the page's
    // rows are the nodes.
    const direct = spec.table === plan.table && /^\w+$/.test(plan.table);
    const a = st.alias();
    const k = direct ? a : st.alias();
    const out: string[] = [];
    let pageInfo = false;
    for (const [name, fieldNodes] of selected) {
      if (name === '__typename') continue;
      if (name === 'totalCount') {
        out.push(`'totalCount', (SELECT count(*)::int FROM ${spec.table} WHERE ${conditions})`);
      } else if (name === 'nodes') {
        const fields = fieldsOf(info, fieldNodes, nodeType);
        // Rows read straight from the list's table come in the page's order, and are aggregated in it, as
        // PostGraphile's statements are; rows joined back to their ids are ordered again.
        const ordered = direct ? '' : ` ORDER BY ${k}."__rn"`;
        out.push(
          `'nodes', coalesce(json_agg(${this.objectSql(info, st, nodeType, fields, a)}${ordered})
            FILTER (WHERE ${k}."__rn" <= ${first}), '[]'::json)`,
        );
      } else if (name === 'pageInfo') {
        const flags = fieldsOf(info, fieldNodes, getNamedType(connType.getFields().pageInfo.type) as GraphQLObjectType);
        for (const f of flags.keys()) if (!['hasNextPage', 'hasPreviousPage', '__typename'].includes(f)) notPlanned(f);
        pageInfo = true;
      } else notPlanned(name);
    }
    // No cursor: more rows than the page holds is a next page, and there is never a previous one.
    if (pageInfo)
      out.push(`'pageInfo', json_build_object('hasNextPage', count(*) > ${first}, 'hasPreviousPage', false)`);
    const orderBy = [...key.map((k) => `${k.column} ${dir}`), `id ${dir}`].join(', ');
    // GROUP BY (): one row, whatever is selected and however many rows the page has (none included).
    if (direct) {
      // The page's rows in the list's order (one more than it holds: a next page), each with its place.
      const page = `SELECT ${a}.*, row_number() OVER (ORDER BY ${orderBy}) AS "__rn" FROM ${spec.table} ${a}
      WHERE ${conditions} ORDER BY ${orderBy} LIMIT ${first} + 1`;
      return `(SELECT json_build_object(${out.join(', ')}) FROM (${page}) ${a} GROUP BY ())`;
    }
    // The page's ids in the list's order, then their rows; a row gone from the table since is no node, as
    // in graph.pages.ts.
    const page = `SELECT id AS "__id", row_number() OVER (ORDER BY ${orderBy}) AS "__rn" FROM ${spec.table}
      WHERE ${conditions} ORDER BY 2 LIMIT ${first} + 1`;
    return `(SELECT json_build_object(${out.join(', ')})
      FROM (${page}) ${k} JOIN ${plan.table} ${a} ON ${a}.id = ${k}."__id" GROUP BY ())`;
  }

  /** A planned object of `type` from the row of alias `a`: its selected fields, edges and workspace. */
  private objectSql(
    info: GraphQLResolveInfo,
    st: Statement,
    type: GraphQLObjectType,
    fields: Fields,
    a: string,
  ): string {
    const { types, edges } = resolvePlans();
    const plan = types.get(type.name) ?? notPlanned(type.name);
    const pairs = [`'id', ${a}.id`];
    if (plan.workspaceColumn) pairs.push(`'${WS}', ${a}.${plan.workspaceColumn}`);
    const own = new Set<string>(['id']);
    const add = (name: string) => {
      if (own.has(name)) return;
      own.add(name);
      const field = plan.fields[name];
      pairs.push(`'${name}', ${typeof field === 'string' ? `${a}.${field}` : field(a)}`);
    };
    for (const name of plan.always ?? []) add(name);
    const planned: string[] = [];
    const isNode = type.getInterfaces().some((i) => i.name === 'Node');
    for (const [name, nodes] of fields) {
      if (plan.resolvedFromId?.includes(name)) add('workspaceId');
      if (
        name === '__typename' ||
        (name === 'id' && isNode) ||
        plan.idFields?.includes(name) ||
        plan.resolvedFromId?.includes(name)
      )
        continue;
      if (plan.fields[name]) add(name);
      else if (edges.has(`${type.name}.${name}`)) {
        const sql = this.edgeSql(info, st, type, name, nodes, a);
        if (edges.get(`${type.name}.${name}`)!.resolver) planned.push(`'${name}', ${sql}`);
        else pairs.push(`'${name}', ${sql}`);
      } else notPlanned(`${type.name}.${name}`);
    }
    if (planned.length) pairs.push(`'${PLANNED}', json_build_object(${planned.join(', ')})`);
    // json_build_object takes at most 100 arguments.
    if (pairs.length > 50) notPlanned(`${type.name}: too many fields`);
    return `json_build_object(${pairs.join(', ')})`;
  }
}

const idOf = (node: unknown): string => (node as { id: string }).id;

/** Every object of a planned answer that the caller may read (by its workspace). */
function everyReadable(value: unknown, readable: (ws: string | null) => boolean): boolean {
  if (Array.isArray(value)) return value.every((v) => everyReadable(v, readable));
  if (value === null || typeof value !== 'object') return true;
  const o = value as Record<string, unknown>;
  if (Object.hasOwn(o, WS) && !readable(o[WS] as string | null)) return false;
  for (const k in o) {
    const v = o[k];
    if (v !== null && typeof v === 'object' && !everyReadable(v, readable)) return false;
  }
  return true;
}

/** The fields that `nodes` (one field, selected once or more) ask of an object of `type`. */
function fieldsOf(info: GraphQLResolveInfo, nodes: readonly FieldNode[], type: GraphQLObjectType): Fields {
  const out: Fields = new Map();
  for (const n of nodes) collect(info, n.selectionSet, type, out);
  return out;
}

/**
 * The fields a selection set asks of an object of `type`, through fragments whose condition `type`
 * meets; an alias or a directive is not planned (the field-by-field path answers those).
 */
function collect(
  info: GraphQLResolveInfo,
  set: SelectionSetNode | undefined,
  type: GraphQLObjectType,
  out: Fields,
): void {
  if (!set) return;
  const applies = (cond: string | undefined) => {
    if (!cond || cond === type.name) return true;
    const t = info.schema.getType(cond);
    return !!t && isAbstractType(t) && info.schema.isSubType(t, type);
  };
  for (const s of set.selections) {
    if (s.directives?.length) notPlanned('a directive');
    if (s.kind === Kind.FIELD) {
      if (s.alias && s.alias.value !== s.name.value) notPlanned('an alias');
      const name = s.name.value;
      const list = out.get(name);
      if (list) list.push(s);
      else out.set(name, [s]);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      if (applies(s.typeCondition?.name.value)) collect(info, s.selectionSet, type, out);
    } else {
      const f: FragmentDefinitionNode | undefined = info.fragments[s.name.value];
      if (f && applies(f.typeCondition.name.value)) collect(info, f.selectionSet, type, out);
    }
  }
}
