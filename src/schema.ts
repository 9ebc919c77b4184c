import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { DateTimeResolver, JSONObjectResolver } from 'graphql-scalars';
import { buildSchemaSync } from 'type-graphql';
import { authChecker } from './auth/auth-checker';
import { Container } from './container';
import { domains } from './domains';

/** Free-form JSON objects (connection info, OGC TMS definitions, role maps) pass through untouched. */
export const JSONObject = JSONObjectResolver;

/**
 * The one GraphQL schema of both surfaces. `authMode: 'error'` with an authChecker that throws
 * mapgate errors makes every @Authorized field answer 401/403/404 the same way on REST and GraphQL.
 */
export function buildMapgateSchema(container: Container = new Container()): GraphQLSchema {
  return buildSchemaSync({
    resolvers: domains.flatMap((d) => d.resolvers) as [Function, ...Function[]],
    container,
    authChecker,
    authMode: 'error',
    // One date scalar, not two (notes/stack.md §2).
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    validate: false,
  });
}
