import { GraphQLError, Kind, type ASTNode, type ValidationRule } from 'graphql';
import { BadRequestError } from '../base/errors';
import { findNul } from './json-bounds';

/*
 * PostgreSQL text cannot hold a NUL character, so one reaching the database was a 500. Every way in
 * refuses it first with a 400 naming the field (see docs/security.md, "NUL characters"): JSON bodies in
 * src/http/body.ts, REST path and query parameters through `rejectNul`, GraphQL string literals through
 * `nulRule` and GraphQL variables (also those of a GET) through `nulVariablesRefusal` (the operation core's limits, src/core).
 */

const message = (field: string) => `${field}: must not contain a NUL character (\\u0000)`;

/** Throws a 400 naming the first parameter whose value holds a NUL. */
export function rejectNul(values: Record<string, unknown>): void {
  const hit = findNul(values);
  if (hit) throw new BadRequestError(message(hit));
}

/** A validation error for a NUL inside a string literal of the document, naming its argument. */
export const nulRule: ValidationRule = (context) => ({
  StringValue(node, _key, parent, _path, ancestors) {
    if (!node.value.includes('\0')) return;
    const arg = [...ancestors, parent]
      .reverse()
      .find((a): a is ASTNode => !!a && !Array.isArray(a) && (a as ASTNode).kind === Kind.ARGUMENT);
    const name = arg && arg.kind === Kind.ARGUMENT ? arg.name.value : 'a string literal';
    context.reportError(new GraphQLError(message(name), { nodes: [node] }));
  },
});

/** The refusal of variables holding a NUL, before the operation runs (src/core's limits), or undefined. */
export function nulVariablesRefusal(variables: Record<string, unknown> | undefined): GraphQLError | undefined {
  const hit = variables ? findNul(variables, 'variables') : undefined;
  if (hit) return new GraphQLError(message(hit), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  return undefined;
}
