import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isUnionType,
  isListType,
  isObjectType,
  type GraphQLEnumType,
  type GraphQLFieldMap,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { BadRequestError } from '../base/errors';
import { snake } from '../base/spelling';

/** snake() of the schema's field names, which every REST answer respells: a bounded set, kept. */
const fieldNames = new Map<string, string>();
const snakeField = (name: string): string => {
  let out = fieldNames.get(name);
  if (out === undefined) fieldNames.set(name, (out = snake(name)));
  return out;
};

/** A field path in REST's spelling: `settings.maxTileBytes` -> `settings.max_tile_bytes`. */
export const restPath = (path: string): string => path.split('.').map(snake).join('.');

/** What `toRest` does with a value of an output type, worked out once per type of the schema. */
type Shape =
  | { kind: 'list'; of: GraphQLOutputType }
  | { kind: 'union'; members: readonly GraphQLObjectType[] }
  | { kind: 'object'; fields: GraphQLFieldMap<unknown, unknown> }
  | { kind: 'enum'; type: GraphQLEnumType }
  | { kind: 'leaf' };

const shapes = new WeakMap<GraphQLOutputType, Shape>();

function shapeOf(type: GraphQLOutputType): Shape {
  let shape = shapes.get(type);
  if (shape) return shape;
  const t = getNullableType(type);
  if (isListType(t)) shape = { kind: 'list', of: t.ofType };
  else if (isUnionType(t)) shape = { kind: 'union', members: t.getTypes() };
  else if (isObjectType(t) || isInterfaceType(t)) shape = { kind: 'object', fields: t.getFields() };
  else if (isEnumType(t)) shape = { kind: 'enum', type: t };
  else shape = { kind: 'leaf' };
  shapes.set(type, shape);
  return shape;
}

/**
 * GraphQL result -> REST JSON, guided by the schema: field names become snake_case and enum values
 * lower case; values of scalar fields (JSON objects such as connection_info, OGC TMS documents or
 * role maps keyed by workspace id) are left exactly as they are. Every REST answer goes through it, so
 * the schema's types are looked at once (`shapeOf`), not on every value.
 */
export function toRest(value: unknown, type: GraphQLOutputType): unknown {
  if (value === null || value === undefined) return value;
  const shape = shapeOf(type);
  switch (shape.kind) {
    case 'list':
      return (value as unknown[]).map((v) => toRest(v, shape.of));
    case 'union': {
      if (typeof value !== 'object') return value;
      // The member named by __typename, else the one that has every selected field.
      const v = value as Record<string, unknown>;
      const member =
        shape.members.find((m) => m.name === v.__typename) ??
        shape.members.find((m) => Object.keys(v).every((k) => k === '__typename' || m.getFields()[k]));
      return member ? toRest(value, member) : value;
    }
    case 'object': {
      if (typeof value !== 'object') return value;
      const out: Record<string, unknown> = {};
      const v = value as Record<string, unknown>;
      for (const k in v) {
        if (k === '__typename') continue;
        const field = shape.fields[k];
        // A REST document may alias a scalar field to the REST name of an object edge
        // (`defaultStyle: defaultStyleName`): keys outside the schema are respelled without being kept.
        if (field) out[snakeField(k)] = toRest(v[k], field.type);
        else out[snake(k)] = v[k];
      }
      return out;
    }
    case 'enum':
      return typeof value === 'string' ? restEnum(shape.type, value) : value;
    default:
      return value;
  }
}

/**
 * The REST spelling of an enum value: its internal value in lower case (`sld_1.0.0` for SLD_1_0_0,
 * `queued` for QUEUED, `postgis` for POSTGIS), else the lower-case name.
 */
export function restEnum(t: GraphQLEnumType, name: string): string {
  const v = t.getValue(name)?.value;
  return (typeof v === 'string' ? v : name).toLowerCase();
}

/** An input type's fields by their REST names, worked out once per type of the schema (as `shapeOf`). */
const restFields = new WeakMap<GraphQLInputObjectType, Map<string, GraphQLInputField>>();

function fieldsBySnake(t: GraphQLInputObjectType): Map<string, GraphQLInputField> {
  let fields = restFields.get(t);
  if (!fields) {
    fields = new Map(Object.values(t.getFields()).map((f) => [snake(f.name), f]));
    restFields.set(t, fields);
  }
  return fields;
}

/**
 * REST JSON -> GraphQL variable value, guided by the input type: snake_case keys become the field
 * names, enum values are matched case-insensitively. An unknown key is a 400 naming it.
 */
export function fromRest(value: unknown, type: GraphQLInputType, at: string): unknown {
  if (value === null || value === undefined) return value;
  const t = getNullableType(type);
  if (isListType(t)) {
    if (!Array.isArray(value)) return value; // GraphQL coerces a single value or reports the type error
    return value.map((v, i) => fromRest(v, t.ofType, `${at}[${i}]`));
  }
  if (isInputObjectType(t)) {
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const bySnake = fieldsBySnake(t);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const f = bySnake.get(k);
      const path = at ? `${at}.${k}` : k;
      if (!f) throw new BadRequestError(`${path}: unknown field`);
      out[f.name] = fromRest(v, f.type, path);
    }
    return out;
  }
  if (isEnumType(t) && typeof value === 'string') {
    const hit = t.getValues().find((e) => [e.name.toLowerCase(), restEnum(t, e.name)].includes(value.toLowerCase()));
    return hit ? hit.name : value;
  }
  return value;
}

/**
 * Rewrites graphql-js variable-coercion messages into the REST spelling of the field, e.g.
 * `Variable "$input" got invalid value 5 at "input.claimName"; String cannot represent ...`
 * -> `claim_name: String cannot represent ...`.
 */
export function restDetail(message: string, bodyVariable?: string): string {
  const prefix = (p: string) => {
    const parts = p.split('.').map(snake);
    if (bodyVariable && parts[0] === bodyVariable) parts.shift();
    return parts.join('.');
  };
  let m = /^Variable "\$(\w+)" got invalid value .*? at "([^"]+)"; (.*)$/s.exec(message);
  if (m) return rewriteField(`${prefix(m[2])}`, m[3]);
  m = /^Variable "\$(\w+)" got invalid value .*?; (.*)$/s.exec(message);
  if (m) return rewriteField(bodyVariable === m[1] ? '' : snake(m[1]), m[2]);
  m = /^Variable "\$(\w+)" of required type "[^"]+" was not provided\.$/.exec(message);
  if (m) return `${bodyVariable === m[1] ? 'request body' : snake(m[1])}: is required`;
  m = /^Variable "\$(\w+)" of non-null type "[^"]+" must not be null\.$/.exec(message);
  if (m) return `${bodyVariable === m[1] ? 'request body' : snake(m[1])}: must not be null`;
  return message;
}

function rewriteField(at: string, reason: string): string {
  const join = (f: string) => (at ? `${at}.${f}` : f);
  let m = /^Field "(\w+)" of required type "[^"]+" was not provided\.$/.exec(reason);
  if (m) return `${join(snake(m[1]))}: is required`;
  m = /^Field "(\w+)" is not defined by type "[^"]+"\.?/.exec(reason);
  if (m) return `${join(m[1])}: unknown field`;
  m = /^Value "([^"]*)" does not exist in "\w+" enum\.?/.exec(reason);
  if (m) return `${at || 'value'}: "${m[1]}" is not one of the allowed values`;
  return at ? `${at}: ${reason}` : reason;
}

/**
 * A deliberate error in REST's spelling. Services name fields the schema's way and list the paths an
 * error is about under `fields` (or `field`, in each item of a list such as `exceeded`) in its data;
 * here each listed path is respelled in the message and in the data, and the data's keys become
 * snake_case (docs/architecture.md, "Field names").
 */
export function restError(
  message: string,
  details: Record<string, unknown> | undefined,
): { detail: string; extra?: Record<string, unknown> } {
  if (!details) return { detail: message };
  const paths = new Set<string>();
  const collect = (v: unknown, depth: number): void => {
    if (!v || typeof v !== 'object' || depth > 2) return;
    if (Array.isArray(v)) return v.forEach((x) => collect(x, depth + 1));
    const o = v as Record<string, unknown>;
    if (typeof o.field === 'string') paths.add(o.field);
    if (Array.isArray(o.fields)) for (const f of o.fields) if (typeof f === 'string') paths.add(f);
    for (const x of Object.values(o)) if (x && typeof x === 'object') collect(x, depth + 1);
  };
  collect(details, 0);
  // A list index is `.0` in a path and `[0]` in a message.
  for (const p of [...paths]) paths.add(p.replace(/\.(\d+)(?=\.|$)/g, '[$1]'));
  let detail = message;
  for (const p of [...paths].sort((a, b) => b.length - a.length)) {
    const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    detail = detail.replace(new RegExp(`(?<![\\w.])${escaped}(?!\\w)`, 'g'), restPath(p));
  }
  return { detail, extra: respell(details, 0) as Record<string, unknown> };
}

function respell(v: unknown, depth: number): unknown {
  if (!v || typeof v !== 'object' || depth > 3) return v;
  if (Array.isArray(v)) return v.map((x) => respell(x, depth + 1));
  return Object.fromEntries(
    Object.entries(v as Record<string, unknown>).map(([k, x]) => {
      if (k === 'field' && typeof x === 'string') return [k, restPath(x)];
      if (k === 'fields' && Array.isArray(x)) return [k, x.map((f) => (typeof f === 'string' ? restPath(f) : f))];
      // Only the data's own keys are respelled; what is inside them is data (diagnostics, ceilings).
      return [depth === 0 ? snake(k) : k, respell(x, depth + 1)];
    }),
  );
}
