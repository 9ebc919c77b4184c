import type { PrismaClient } from '../generated/prisma/client';
import { statementNamer, type Sql } from './sql';

/*
 * Quick reads (docs/database.md; docs/performance-history.md, "Reads without Prisma's client"): the
 * plainest reads of the services (findUnique, findFirst, findMany and count with equality filters, `in`
 * lists, scalar selects or omits, to-one includes, plain orderings and take/skip) leave as one prepared
 * SELECT through the same pool, instead of through Prisma's client, which cost about three times the CPU
 * of the statement itself per read. The rows are the same objects Prisma answers: every scalar field under
 * its field name, in the model's order, BigInt columns as bigint, timestamps as Date, JSON parsed, included
 * relations nested. Anything else (other filters, to-many or nested includes, transactions) stays Prisma's:
 * the wrapper only reads the root client's model delegates; a transaction's client is Prisma's own.
 */

type Kind = 'String' | 'Int' | 'BigInt' | 'Float' | 'Boolean' | 'DateTime' | 'Json' | 'Decimal' | 'Bytes';

interface ModelField {
  name: string;
  kind: string;
  type: string;
  dbName?: string | null;
}

interface RuntimeDataModel {
  models: Record<string, { dbName?: string | null; fields: ModelField[] }>;
}

interface Scalar {
  column: string;
  type: Kind;
  list: boolean;
  native?: string;
}

interface Model {
  table: string;
  /** Scalar fields by name: their column, type, whether they hold a list, and the column's type. */
  scalars: Map<string, Scalar>;
  /** Every scalar field, in the model's order. */
  order: string[];
  bigints: string[];
  /** List fields: Prisma answers [] for their NULL. */
  lists: string[];
  /** To-one relations whose key this model holds, by field name: the target model's key and the two fields. */
  relations: Map<string, { target: string; from: string; to: string }>;
  /** Its unique keys (each a set of fields): a findUnique must name one whole. */
  uniques: string[][];
}

/** The operations a quick read may answer; the rest always go to Prisma. */
const QUICK = new Set(['findUnique', 'findFirst', 'findMany', 'count']);
/** Types a value in `where` may be compared with as it is. */
const COMPARABLE = new Set<Kind>(['String', 'Int', 'BigInt', 'Float', 'Boolean', 'DateTime']);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
const isScalarValue = (v: unknown) =>
  typeof v === 'string' ||
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  typeof v === 'bigint' ||
  v instanceof Date;
/** A value as a statement parameter: a bigint as its digits (pg sends no bigint). */
const asParam = (v: unknown) => (typeof v === 'bigint' ? v.toString() : v);

/** A field as the schema text declares it: a list or not, and its column's type (for `unnest` casts). */
interface Declared {
  list: boolean;
  native?: string;
  /** A relation this model holds the key of (`@relation(fields: [a], references: [b])`). */
  relation?: { target: string; from: string; to: string };
}

/** PostgreSQL's type of a column without a `@db.` attribute, by its Prisma type. */
const DEFAULT_NATIVE: Record<string, string> = {
  String: 'text',
  Int: 'int4',
  BigInt: 'int8',
  Float: 'float8',
  Boolean: 'bool',
  DateTime: 'timestamp',
};
/** `@db.` attributes by the PostgreSQL type they declare. */
const DB_NATIVE: Record<string, string> = {
  Uuid: 'uuid',
  VarChar: 'varchar',
  Char: 'bpchar',
  Text: 'text',
  Timestamptz: 'timestamptz',
  Timestamp: 'timestamp',
  Integer: 'int4',
  SmallInt: 'int2',
  BigInt: 'int8',
  DoublePrecision: 'float8',
  Boolean: 'bool',
};

/**
 * Each model's fields as the schema text the client carries declares them: its runtime data model says
 * neither which fields are lists (`bounds Float[]`) nor their columns' types.
 */
function declaredFieldsOf(schema: string): Map<string, { fields: Map<string, Declared>; uniques: string[][] }> {
  const models = new Map<string, { fields: Map<string, Declared>; uniques: string[][] }>();
  for (const m of schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const fields = new Map<string, Declared>();
    // The keys a findUnique may name: a field marked @id or @unique, or the fields of @@id or @@unique.
    const uniques: string[][] = [];
    for (const u of m[2].matchAll(/^\s*@@(?:id|unique)\(\s*\[([\w\s,]+)\]/gm))
      uniques.push(u[1].split(',').map((f) => f.trim()));
    for (const u of m[2].matchAll(/^\s*(\w+)\s+\w+\??\s[^\n]*@(?:id|unique)\b/gm)) uniques.push([u[1]]);
    for (const f of m[2].matchAll(/^\s*(\w+)\s+(\w+)(\[\])?\??([^\n]*)$/gm)) {
      const db = /@db\.(\w+)/.exec(f[4]);
      const rel = /@relation\([^)]*fields:\s*\[(\w+)\][^)]*references:\s*\[(\w+)\]/.exec(f[4]);
      fields.set(f[1], {
        list: Boolean(f[3]),
        native: db ? DB_NATIVE[db[1]] : DEFAULT_NATIVE[f[2]],
        relation: rel && !f[3] ? { target: f[2], from: rel[1], to: rel[2] } : undefined,
      });
    }
    models.set(m[1], { fields, uniques });
  }
  return models;
}

const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

function modelsOf(dataModel: RuntimeDataModel, schema: string): Map<string, Model> {
  const models = new Map<string, Model>();
  const declared = declaredFieldsOf(schema);
  for (const [name, m] of Object.entries(dataModel.models)) {
    const fields = declared.get(name)?.fields;
    const scalars = new Map<string, Scalar>();
    for (const f of m.fields) {
      if (f.kind !== 'scalar') continue;
      const d = fields?.get(f.name);
      scalars.set(f.name, {
        column: f.dbName ?? f.name,
        type: f.type as Kind,
        list: d?.list ?? false,
        native: d?.native,
      });
    }
    const order = [...scalars.keys()];
    const relations = new Map<string, { target: string; from: string; to: string }>();
    for (const [field, d] of fields ?? []) {
      if (d.relation) relations.set(field, { ...d.relation, target: lowerFirst(d.relation.target) });
    }
    models.set(lowerFirst(name), {
      table: m.dbName ?? name,
      scalars,
      order,
      bigints: order.filter((f) => scalars.get(f)!.type === 'BigInt'),
      lists: order.filter((f) => scalars.get(f)!.list),
      relations,
      uniques: declared.get(name)?.uniques ?? [],
    });
  }
  return models;
}

/**
 * A plain filter's fields and values, a compound unique key's fields (`workspaceId_name: { workspaceId,
 * name }`) among them, undefined values left out; undefined when the filter is not plain: a relation filter
 * (`service: { name }`), AND/OR/NOT. Read once per call, by the WHERE clause, the unique-key check and the
 * batch key.
 */
function filterOf(model: Model, where: unknown): Map<string, unknown> | undefined {
  const filter = new Map<string, unknown>();
  if (where === undefined) return filter;
  if (!isPlain(where)) return undefined;
  for (const [key, value] of Object.entries(where)) {
    if (model.scalars.has(key)) {
      if (value !== undefined) filter.set(key, value);
      continue;
    }
    if (!isPlain(value) || key !== Object.keys(value).join('_')) return undefined;
    for (const [field, v] of Object.entries(value)) {
      if (!model.scalars.has(field) || !(isScalarValue(v) || v === null)) return undefined;
      filter.set(field, v);
    }
  }
  return filter;
}

/** The WHERE clause of a plain filter: equality, IS NULL, or `in` a list; undefined for anything else. */
function whereOf(model: Model, filter: Map<string, unknown>, params: unknown[]): string | undefined {
  const terms: string[] = [];
  for (const [field, value] of filter) {
    const f = model.scalars.get(field)!;
    if (f.list || !COMPARABLE.has(f.type)) return undefined;
    const col = `t.${quote(f.column)}`;
    if (value === null) {
      terms.push(`${col} IS NULL`);
    } else if (isScalarValue(value)) {
      params.push(asParam(value));
      terms.push(`${col} = $${params.length}`);
    } else if (isPlain(value) && Object.keys(value).length === 1 && Array.isArray(value.in)) {
      const list = value.in as unknown[];
      if (!list.every(isScalarValue)) return undefined;
      if (list.length === 0) {
        terms.push('false');
        continue;
      }
      params.push(list.map(asParam));
      terms.push(`${col} = ANY($${params.length})`);
    } else {
      return undefined;
    }
  }
  return terms.length ? ` WHERE ${terms.join(' AND ')}` : '';
}

function orderOf(model: Model, orderBy: unknown): string | undefined {
  if (orderBy === undefined) return '';
  const list = Array.isArray(orderBy) ? orderBy : [orderBy];
  const terms: string[] = [];
  for (const o of list) {
    if (!isPlain(o)) return undefined;
    for (const [field, dir] of Object.entries(o)) {
      const f = model.scalars.get(field);
      if (!f || (dir !== 'asc' && dir !== 'desc')) return undefined;
      terms.push(`t.${quote(f.column)} ${dir === 'asc' ? 'ASC' : 'DESC'}`);
    }
  }
  return terms.length ? ` ORDER BY ${terms.join(', ')}` : '';
}

const ARGS = new Set(['where', 'select', 'omit', 'include', 'orderBy', 'take', 'skip']);

/** A plain read's statement: its text and values, and what it reads (for a batch of findUnique calls). */
interface Planned {
  text: string;
  params: unknown[];
  /** The filter's fields and values (filterOf). */
  filter: Map<string, unknown>;
  /** The selected columns, the table (as `t`) with its joins, and what nests a joined relation's columns. */
  columns: string;
  from: string;
  nest?: (rows: Record<string, unknown>[]) => void;
}

/** The fields a `select` (scalars only) or an `omit` leaves of a model, in its order; undefined if not plain. */
function fieldsOf(model: Model, select: unknown, omit: unknown): string[] | undefined {
  const chosen = (v: unknown) => {
    if (!isPlain(v)) return undefined;
    const entries = Object.entries(v);
    if (!entries.length || entries.some(([f, on]) => on !== true || !model.scalars.has(f))) return undefined;
    return new Set(entries.map(([f]) => f));
  };
  if (select !== undefined) {
    // In the select's own order, as Prisma answers it.
    return chosen(select) && Object.keys(select as object);
  }
  if (omit !== undefined) {
    const left = chosen(omit);
    return left && model.order.filter((f) => !left.has(f));
  }
  return model.order;
}

/**
 * To-one relations this model holds the key of, included whole or with a scalar `select`, as LEFT JOINs:
 * their columns come back as "relation.field" and are nested into the relation's object (null without a key).
 */
function includesOf(
  models: Map<string, Model>,
  model: Model,
  include: unknown,
): { columns: string[]; joins: string[]; nest: (rows: Record<string, unknown>[]) => void } | undefined {
  if (!isPlain(include)) return undefined;
  const columns: string[] = [];
  const joins: string[] = [];
  const nested: { name: string; present: string; fields: [string, string][]; target: Model }[] = [];
  let j = 0;
  for (const [name, spec] of Object.entries(include)) {
    const rel = model.relations.get(name);
    const target = rel && models.get(rel.target);
    if (!rel || !target) return undefined;
    if (spec !== true && !(isPlain(spec) && Object.keys(spec).length === 1 && spec.select !== undefined))
      return undefined;
    const fields = fieldsOf(target, spec === true ? undefined : spec.select, undefined);
    if (!fields) return undefined;
    const alias = `r${j++}`;
    const to = quote(target.scalars.get(rel.to)!.column);
    joins.push(
      `LEFT JOIN ${quote(target.table)} AS ${alias} ON ${alias}.${to} = t.${quote(model.scalars.get(rel.from)!.column)}`,
    );
    const present = `${name}.`;
    columns.push(`(${alias}.${to} IS NOT NULL) AS ${quote(present)}`);
    const pairs: [string, string][] = fields.map((f) => [f, `${name}.${f}`]);
    for (const [f, as] of pairs) columns.push(`${alias}.${quote(target.scalars.get(f)!.column)} AS ${quote(as)}`);
    nested.push({ name, present, fields: pairs, target });
  }
  const nest = (rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      for (const n of nested) {
        const found = row[n.present] === true;
        delete row[n.present];
        const value: Record<string, unknown> | null = found ? {} : null;
        for (const [f, as] of n.fields) {
          if (value) value[f] = row[as];
          delete row[as];
        }
        if (value) shapeRow(n.target, value);
        row[n.name] = value;
      }
    }
  };
  return { columns, joins, nest };
}

/** A row as Prisma answers it: bigint for BigInt columns, [] for a NULL list. */
function shapeRow(model: Model, row: Record<string, unknown>): void {
  for (const f of model.bigints) {
    const v = row[f];
    if (v !== null && v !== undefined && typeof v !== 'bigint') row[f] = BigInt(v as string);
  }
  for (const f of model.lists) if (row[f] === null) row[f] = [];
}

/** Whether a findUnique's filter names every field of one of the model's unique keys, none of them null. */
function namesUniqueKey(model: Model, filter: Map<string, unknown>): boolean {
  return model.uniques.some((key) => key.every((f) => isScalarValue(filter.get(f))));
}

/** The statement of a plain read, or undefined to leave it to Prisma. */
function plan(models: Map<string, Model>, model: Model, op: string, args: unknown): Planned | undefined {
  const a = args === undefined ? {} : args;
  if (!isPlain(a)) return undefined;
  for (const k of Object.keys(a)) if (!ARGS.has(k)) return undefined;
  if (op !== 'findMany' && (a.take !== undefined || a.skip !== undefined)) return undefined;
  if (op === 'count' && (a.select !== undefined || a.orderBy !== undefined || a.omit !== undefined)) return undefined;
  if (a.include !== undefined && (op === 'count' || a.select !== undefined)) return undefined;
  if (a.select !== undefined && a.omit !== undefined) return undefined;
  const fields = fieldsOf(model, a.select, a.omit);
  const included = a.include === undefined ? undefined : includesOf(models, model, a.include);
  if (!fields || (a.include !== undefined && !included)) return undefined;
  const filter = filterOf(model, a.where);
  if (!filter) return undefined;
  const params: unknown[] = [];
  const where = whereOf(model, filter, params);
  const order = orderOf(model, a.orderBy);
  if (where === undefined || order === undefined) return undefined;
  // A findUnique that names no whole unique key (one left undefined) is Prisma's to refuse, never a row.
  if (op === 'findUnique' && !namesUniqueKey(model, filter)) return undefined;
  let tail = '';
  for (const k of ['take', 'skip'] as const) {
    const n = a[k];
    if (n === undefined) continue;
    if (!Number.isSafeInteger(n) || (n as number) < 0) return undefined;
    params.push(n);
    tail += ` ${k === 'take' ? 'LIMIT' : 'OFFSET'} $${params.length}`;
  }
  if (op === 'findUnique' || op === 'findFirst') tail += ' LIMIT 1';
  const from = [`${quote(model.table)} AS t`, ...(included?.joins ?? [])].join(' ');
  const columns = [
    ...fields.map((f) => `t.${quote(model.scalars.get(f)!.column)} AS ${quote(f)}`),
    ...(included?.columns ?? []),
  ].join(', ');
  if (op === 'count') return { text: `SELECT count(*) AS n FROM ${from}${where}`, params, filter, columns, from };
  const text = `SELECT ${columns} FROM ${from}${where}${order}${tail}`;
  return { text, params, filter, columns, from, nest: included?.nest };
}

/** PostgreSQL's "invalid input syntax" (22P02: a value that is no uuid, say): Prisma's own answer is kept for it. */
const isInvalidText = (err: unknown) => (err as { code?: string } | undefined)?.code === '22P02';

type Call = (...a: unknown[]) => unknown;

interface Batch {
  model: Model;
  keys: string[];
  text: string;
  entries: {
    values: unknown[];
    args: unknown;
    call: Call;
    planned: Planned;
    resolve(v: unknown): void;
    reject(e: unknown): void;
  }[];
}

/**
 * The key of a findUnique that can share a statement: its filter's fields in the model's order, each an
 * equality whose column type is known, with their values; undefined for any other filter.
 */
function keyOf(model: Model, filter: Map<string, unknown>): { fields: string[]; values: unknown[] } | undefined {
  const fields = model.order.filter((f) => filter.has(f));
  const values: unknown[] = [];
  for (const f of fields) {
    const v = filter.get(f);
    if (v === null || !isScalarValue(v) || !model.scalars.get(f)!.native) return undefined;
    values.push(asParam(v));
  }
  return { fields, values };
}

/** The statement of a batch of findUnique calls: the keys as arrays, each row with the index of its call. */
function batchText(model: Model, planned: Planned, keys: string[]): string {
  const arrays = keys.map((f, j) => `$${j + 1}::${model.scalars.get(f)!.native}[]`).join(', ');
  const names = keys.map((_, j) => `k${j}`).join(', ');
  const on = keys.map((f, j) => `t.${quote(model.scalars.get(f)!.column)} = k.k${j}`).join(' AND ');
  return `SELECT ${planned.columns}, k.i AS "__i" FROM ${planned.from} JOIN unnest(${arrays}) WITH ORDINALITY AS k(${names}, i) ON ${on}`;
}

/**
 * The root client whose model delegates answer plain reads with one prepared statement through `sql`;
 * everything else is the client's own.
 */
export function withQuickReads(prisma: PrismaClient, sql: Sql): PrismaClient {
  const dataModel = Reflect.get(prisma, '_runtimeDataModel') as RuntimeDataModel | undefined;
  const schema = (Reflect.get(prisma, '_engineConfig') as { inlineSchema?: unknown } | undefined)?.inlineSchema;
  // Another Prisma than the one this was written against: every read stays Prisma's.
  if (!dataModel?.models || typeof schema !== 'string') return prisma;
  const models = modelsOf(dataModel, schema);
  const name = statementNamer('mq_');
  /** The root client's members as handed out: model delegates wrapped, methods bound. */
  const members = new Map<string | symbol, unknown>();

  const delegate = (model: Model, target: object): object => {
    const own = new Map<string | symbol, unknown>();
    return new Proxy(target, {
      get(t, prop) {
        let v = own.get(prop);
        if (v !== undefined) return v;
        const original = Reflect.get(t, prop, t) as unknown;
        if (typeof original !== 'function') return original;
        const call = (original as (...a: unknown[]) => unknown).bind(t);
        v = QUICK.has(prop as string) ? quick(prop as string, model, call) : call;
        own.set(prop, v);
        return v;
      },
    });
  };

  /** Rows as Prisma answers them: relations nested, bigint for BigInt columns, [] for a NULL list. */
  const shaped = (model: Model, planned: Planned, rows: Record<string, unknown>[]) => {
    planned.nest?.(rows);
    if (model.bigints.length || model.lists.length) for (const row of rows) shapeRow(model, row);
    return rows;
  };

  /** One read as its own statement; a value the column cannot hold is Prisma's to answer, as before. */
  const single = (op: string, model: Model, call: Call, args: unknown, planned: Planned): Promise<unknown> =>
    sql.prepared<Record<string, unknown>>(name(planned.text), planned.text, planned.params).then(
      (rows) => {
        // count(*) is a bigint (a string from pg, a number or bigint from PGlite); Prisma answers a number.
        if (op === 'count') return Number(rows[0].n);
        shaped(model, planned, rows);
        return op === 'findMany' ? rows : (rows[0] ?? null);
      },
      (err: unknown) => {
        if (isInvalidText(err)) return call(args);
        throw err;
      },
    );

  /*
   * findUnique calls of one model, selection and key made in the same tick share one statement, as Prisma's
   * own client batches them: under load, many requests read by id at once (the REST read of `npm run bench`
   * sent one statement per 15 reads through Prisma). The keys go in as arrays, joined with `unnest ... WITH
   * ORDINALITY`, so each call gets the row of its own key, compared by PostgreSQL as the single statement would.
   */
  const batches = new Map<string, Batch>();
  const flush = (key: string) => {
    const batch = batches.get(key)!;
    batches.delete(key);
    const { entries, model } = batch;
    if (entries.length === 1) {
      const e = entries[0];
      single('findUnique', model, e.call, e.args, e.planned).then(e.resolve, e.reject);
      return;
    }
    const params = batch.keys.map((_, j) => entries.map((e) => e.values[j]));
    sql.prepared<Record<string, unknown>>(name(batch.text), batch.text, params).then(
      (rows) => {
        const found: (Record<string, unknown> | null)[] = entries.map(() => null);
        for (const row of shaped(model, entries[0].planned, rows)) {
          const i = Number(row.__i) - 1;
          delete row.__i;
          found[i] = row;
        }
        entries.forEach((e, i) => e.resolve(found[i]));
      },
      (err: unknown) => {
        // One key the column cannot hold spoils the arrays: each call is then read on its own.
        if (isInvalidText(err)) {
          for (const e of entries) single('findUnique', model, e.call, e.args, e.planned).then(e.resolve, e.reject);
          return;
        }
        for (const e of entries) e.reject(err);
      },
    );
  };

  const quick =
    (op: string, model: Model, call: Call) =>
    (args?: unknown): unknown => {
      const planned = plan(models, model, op, args);
      if (!planned) return call(args);
      const key = op === 'findUnique' ? keyOf(model, planned.filter) : undefined;
      if (!key) return single(op, model, call, args, planned);
      const id = `${planned.columns}|${planned.from}|${key.fields.join(',')}`;
      let batch = batches.get(id);
      if (!batch) {
        batch = { model, keys: key.fields, text: batchText(model, planned, key.fields), entries: [] };
        batches.set(id, batch);
        process.nextTick(flush, id);
      }
      const entries = batch.entries;
      return new Promise((resolve, reject) => {
        entries.push({ values: key.values, args, call, planned, resolve, reject });
      });
    };

  return new Proxy(prisma, {
    get(target, prop) {
      const kept = members.get(prop);
      if (kept !== undefined) return kept;
      const v = Reflect.get(target, prop, target) as unknown;
      const model = typeof prop === 'string' ? models.get(prop) : undefined;
      let member: unknown;
      if (model && v && typeof v === 'object') member = delegate(model, v);
      else if (typeof v === 'function') member = (v as (...a: unknown[]) => unknown).bind(target);
      else return v;
      members.set(prop, member);
      return member;
    },
  });
}
