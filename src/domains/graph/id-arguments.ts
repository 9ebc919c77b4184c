import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { databaseIdOf, nameOf, type NodeType } from '../global-id';

/** Arguments and `input` fields that name one object, and the type of that object: each domain gives its own. */
export interface IdArguments {
  args: Readonly<Record<string, NodeType>>;
  inputFields: Readonly<Record<string, NodeType>>;
}

/**
 * Arguments that take a name only: `style` (styles are found by name, on REST too). A global id
 * there would be looked up as a name; it is refused instead, so the mistake is plain.
 */
const NAME_ARGUMENTS = new Set(['style']);

/**
 * Lets every root field argument that names an object (its domain's `idArguments`) take the object's global id as well
 * as its database id or name, so a UI can pass back the `id` the graph gave it (docs/graph.md,
 * "Global ids"). The translation wraps each field's resolver, outside the authorization check, so
 * that check, the services and the audit all see the database id, exactly as from REST. A global id
 * of another type is a BAD_REQUEST naming the argument.
 */
export function decodeIdArguments(schema: GraphQLSchema, ids: IdArguments): void {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) wrap(field, ids);
  }
}

function wrap(field: GraphQLField<unknown, unknown>, { args: idArgs, inputFields: idFields }: IdArguments): void {
  const scalar = field.args.filter((a) => isScalarType(getNullableType(a.type)));
  const named = scalar.filter((a) => idArgs[a.name]);
  const names = scalar.filter((a) => NAME_ARGUMENTS.has(a.name));
  const input = field.args.find((a) => a.name === 'input');
  const inputFields = input ? idFieldsOf(input.type, idFields) : [];
  if (!named.length && !names.length && !inputFields.length) return;
  for (const a of named) {
    a.description = `${a.description ?? ''} The global id of the ${idArgs[a.name]} works too.`.trim();
  }
  const decode = (args: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...args };
    for (const a of named) {
      const v = out[a.name];
      if (typeof v === 'string') out[a.name] = databaseIdOf(a.name, idArgs[a.name], v);
    }
    for (const a of names) {
      const v = out[a.name];
      if (typeof v === 'string') nameOf(a.name, v);
    }
    const given = out.input;
    if (inputFields.length && given && typeof given === 'object') {
      const copy: Record<string, unknown> = { ...(given as Record<string, unknown>) };
      for (const f of inputFields) {
        const v = copy[f];
        if (typeof v === 'string') copy[f] = databaseIdOf(`input.${f}`, idFields[f], v);
      }
      out.input = copy;
    }
    return out;
  };
  const around = (
    inner: GraphQLFieldResolver<unknown, unknown> | undefined,
  ): GraphQLFieldResolver<unknown, unknown> | undefined =>
    inner && ((root, args, ctx, info) => inner(root, decode(args), ctx, info));
  field.resolve = around(field.resolve);
  field.subscribe = around(field.subscribe);
}

function idFieldsOf(type: GraphQLInputType, idFields: IdArguments['inputFields']): string[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return [];
  const fields = Object.values(named.getFields()).filter((f) => idFields[f.name]);
  for (const f of fields) {
    const note = `The global id of the ${idFields[f.name]} works too.`;
    if (!f.description?.endsWith(note)) f.description = `${f.description ?? ''} ${note}`.trim();
  }
  return fields.map((f) => f.name);
}
