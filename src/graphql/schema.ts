import type { ResolverClass } from '../domains/domain';
import type { GraphQLSchema } from 'graphql';
import { DateTimeResolver, JSONObjectResolver } from 'graphql-scalars';
import { buildSchemaSync, getMetadataStorage } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { PUBLIC_FIELDS } from '../auth/permissions';
import { Container } from '../base/container';
import { domains } from '../domains';
import { decodeIdArguments } from '../domains/graph';
import { describeSchema } from './schema-descriptions';

/** Free-form JSON objects (connection info, OGC TMS definitions, role maps) pass through untouched. */
export const JSONObject = JSONObjectResolver;

/**
 * The one GraphQL schema of both surfaces. `authMode: 'error'` with an authChecker that throws
 * mapgate errors makes every @Authorized field answer 401/403/404 the same way on REST and GraphQL.
 */
export function buildMapgateSchema(container: Container = new Container()): GraphQLSchema {
  assertEveryRootFieldAuthorized();
  const schema = buildSchemaSync({
    resolvers: domains.flatMap((d) => d.resolvers) as [ResolverClass, ...ResolverClass[]],
    container,
    authChecker,
    authMode: 'error',
    // One date scalar, not two (docs/choices.md).
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    validate: false,
    // Every subscription brings its own source (`subscribe`); type-graphql still wants a PubSub to exist.
    pubSub: noTopics,
  });
  // Descriptions the decorators leave out come from one table (src/graphql/schema-descriptions.ts).
  describeSchema(schema);
  // Arguments naming an object take its global id too; decoded before authorization (docs/graph.md).
  decodeIdArguments(schema);
  return schema;
}

/** The PubSub of topic-based subscriptions, which mapgate does not have (docs/live.md, "Subscriptions"). */
const noTopics = {
  publish(): void {},
  subscribe(topic: string): AsyncIterable<unknown> {
    throw new Error(`no PubSub topics (asked for "${topic}"): give the subscription a subscribe function`);
  },
};

/**
 * One authorization layer for every operation, including ones added later: a root field without
 * @Authorized (and not deliberately public) stops the schema from building, so it can never ship open.
 */
function assertEveryRootFieldAuthorized(): void {
  const storage = getMetadataStorage();
  const resolvers = new Set(domains.flatMap((d) => d.resolvers));
  const open = [...storage.queries, ...storage.mutations, ...storage.subscriptions]
    .filter((f) => resolvers.has(f.target) && !PUBLIC_FIELDS.has(f.schemaName))
    .filter(
      (f) =>
        !storage.authorizedFields.some((a) => a.target === f.target && a.fieldName === f.methodName) &&
        !storage.authorizedResolver.some((a) => a.target === f.target),
    )
    .map((f) => f.schemaName);
  if (open.length) throw new Error(`root fields without @Authorized: ${open.join(', ')}`);
}
