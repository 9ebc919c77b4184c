import type { ResolverClass } from '../domains/domain';
import { isAbstractType, type GraphQLSchema, type GraphQLTypeResolver } from 'graphql';
import { DateTimeResolver, JSONObjectResolver } from 'graphql-scalars';
import { buildSchemaSync, getMetadataStorage } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { PUBLIC_FIELDS } from '../auth/permissions';
import { Container } from '../base/container';
import { domains } from '../domains';
import { decodeIdArguments, plannedResolvers } from '../domains/graph';

/** Free-form JSON objects (connection info, OGC TMS definitions, role maps) pass through untouched. */
export const JSONObject = JSONObjectResolver;

/** The one GraphQL schema of both surfaces. */
export function buildMapgateSchema(container: Container = new Container()): GraphQLSchema {
  const schema = buildDecoratedSchema(container);
  // type-graphql makes the three root types itself, with no place for a description: they get theirs here.
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root) root.description = ROOT_DESCRIPTIONS[root.name];
  }
  synchronousTypeResolvers(schema);
  // Edges a root connection read in one statement answer its values (docs/graph.md, "Planned reads").
  plannedResolvers(schema);
  // Arguments naming an object take its global id too; decoded before authorization (docs/graph.md).
  decodeIdArguments(schema, {
    args: Object.assign({}, ...domains.map((d) => d.idArguments)),
    inputFields: Object.assign({}, ...domains.map((d) => d.idInputFields)),
  });
  return schema;
}

/**
 * The schema as type-graphql builds it from the decorators of every domain's resolvers and types, which carry
 * the description of every element but the root types (test/schema/descriptions.test.ts holds them to it).
 */
export function buildDecoratedSchema(container: Container = new Container()): GraphQLSchema {
  assertEveryRootFieldAuthorized();
  return buildSchemaSync({
    resolvers: domains.flatMap((d) => d.resolvers) as [ResolverClass, ...ResolverClass[]],
    container,
    // With an authChecker that throws mapgate errors, every @Authorized field answers 401/403/404 the same
    // way on REST and GraphQL.
    authChecker,
    authMode: 'error',
    // One date scalar, not two (docs/choices.md).
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    validate: false,
    // Every subscription brings its own source (`subscribe`); type-graphql still wants a PubSub to exist.
    pubSub: noTopics,
  });
}

/**
 * type-graphql wraps every union's and interface's `resolveType` in an async function; graphql-jit (which
 * runs repeated documents, src/graphql/jit.ts) calls it synchronously and cannot use a promise. Each
 * abstract type gets the domain's own function back, answering its object type's name at once.
 */
function synchronousTypeResolvers(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const names = new Map<unknown, string>(storage.objectTypes.map((o) => [o.target, o.name]));
  const own = new Map<string, (...args: Parameters<GraphQLTypeResolver<unknown, unknown>>) => unknown>();
  for (const t of [...storage.unions, ...storage.interfaceTypes]) if (t.resolveType) own.set(t.name, t.resolveType);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isAbstractType(type)) continue;
    const resolve = own.get(type.name);
    if (!resolve) continue;
    type.resolveType = (value, context, info, abstract) => {
      const found = resolve(value, context, info, abstract);
      if (found == null) return undefined;
      if (typeof found === 'string') return found;
      const name = names.get(found);
      if (name) return name;
      if (typeof (found as { then?: unknown }).then === 'function') {
        throw new Error(`${type.name}: resolveType must answer synchronously (graphql-jit cannot wait for it)`);
      }
      return undefined;
    };
  }
}

/** The root types' descriptions; every other element is described in its decorator (docs/architecture.md). */
const ROOT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Query:
    'Reads. Every field needs the role docs/rules.md §5 gives it, except me, which answers any caller; ' +
    'each REST GET route runs exactly one of them.',
  Mutation:
    'Changes. Every field needs the role docs/rules.md §5 gives it (login excepted) and is audited; ' +
    'each REST write route runs exactly one of them. Mutations honour the Idempotency-Key header.',
  Subscription:
    'Live updates over WebSocket on /graphql (graphql-ws protocol); the credential goes in connection_init, ' +
    'and each field is authorized like the query that reads the same data (docs/live.md, "Subscriptions").',
};

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
