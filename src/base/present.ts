import { getMetadataStorage } from 'type-graphql';
import { lineage } from './shape';

/*
 * How a stored row becomes the object every surface answers with, said once per resource: the properties
 * of the GraphQL object type are copied from the row's columns of the same name, and the presenter's rules
 * say only what differs (a field renamed, derived, or redacted). A column that is no property of the type
 * never leaves the service (a key's hash, a session's secrets, a service's password): only the type's
 * properties are copied. REST answers with the
 * same objects (its routes run GraphQL documents), so one presenter serves both.
 */

/** The fields of `Out` that a column of `Row` fills as it is (same name, a type the field takes). */
type Copied<Row, Out> = {
  [K in keyof Out & keyof Row]-?: Row[K] extends Out[K] ? K : never;
}[keyof Out & keyof Row];

/**
 * A presenter's rules: how each field is made that no column fills as it is (required, so the compiler
 * names any field left unsaid), and optionally a field that a column of its name would fill otherwise.
 */
export type Rules<Row, Out> = { [K in Exclude<keyof Out, Copied<Row, Out>>]-?: (row: Row) => Out[K] } & {
  [K in Copied<Row, Out>]?: (row: Row) => Out[K];
};

/**
 * The properties `type` declares: its own and its base classes' (class fields are defined on construction
 * at this project's target, ES2022), and its @Field members in any case, in declaration order.
 */
function propertiesOf(type: new () => unknown): string[] {
  const fields = getMetadataStorage().fields;
  const declared = lineage(type).flatMap((c) => fields.filter((f) => f.target === c).map((f) => f.name));
  return [...new Set([...Object.keys(new type() as object), ...declared])];
}

/**
 * The presenter of an object type: each property the type declares (a GraphQL field or one that an edge
 * reads, such as an id), from its rule or else from the row's column of the same name.
 */
export function presenter<Row extends object, Out>(type: new () => Out, rules: Rules<Row, Out>): (row: Row) => Out {
  const made = rules as Partial<Record<string, (row: Row) => unknown>>;
  const properties = [...new Set([...propertiesOf(type), ...Object.keys(made)])];
  // One object literal of the type's properties, compiled once: every row gets the same shape, which keeps
  // a list's presenting at the cost of a hand-written literal (a loop filling an empty object cost 20-50
  // times as much per row). The names are the type's own, each written as a JSON string.
  const literal = properties
    .map((p) => `${JSON.stringify(p)}: ${made[p] ? `rules[${JSON.stringify(p)}](row)` : `row[${JSON.stringify(p)}]`}`)
    .join(',\n');
  const make = new Function('rules', 'row', `return {\n${literal}\n};`) as (r: typeof made, row: Row) => Out;
  return (row) => make(made, row);
}
