import type { ApolloServerOptions } from '@apollo/server';
import {
  execute,
  type DocumentNode,
  GraphQLError,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/*
 * graphql-jit turns a document into a function that resolves the same fields with the same resolvers
 * (so the same authChecker, errors and audit) without graphql-js walking the document on every request.
 * Used for REST's prepared documents (src/rest/compile.ts) and for documents that /graphql clients send
 * again and again (`jitGateway`). Measured in docs/performance-history.md.
 */

/** Runs one operation of a document for a request's context and variables. */
export type Run = (context: unknown, variables: Record<string, unknown>) => Promise<ExecutionResult> | ExecutionResult;

/** graphql-js `execute`: what a document graphql-jit should not run goes through. */
export function interpreted(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Run {
  return (contextValue, variableValues) => execute({ schema, document, variableValues, contextValue, operationName });
}

/**
 * The document compiled by graphql-jit, or graphql-js `execute` where graphql-jit would differ (unions and
 * interfaces are compiled too: their resolveType answers synchronously, src/graphql/schema.ts):
 * - subscriptions (they are served over WebSocket by graphql-js, src/graphql/subscriptions.ts);
 * - variables that do not fit: both refuse before any resolver runs, and graphql-js words the refusal
 *   (REST derives its error details from that wording, Apollo its 400).
 */
export function compiled(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Run {
  const slow = interpreted(schema, document, operationName);
  const query = compileQuery(schema, document, operationName ?? undefined);
  if (!isCompiledQuery(query)) return slow;
  return async (context, variables) => {
    const result = await query.query(undefined, context, variables);
    if (!('data' in result)) return slow(context, variables);
    if (result.errors) result.errors = result.errors.map(asGraphQLError);
    return result;
  };
}

/**
 * graphql-jit's errors inherit from graphql-js's GraphQLError without running its constructor: they
 * lack the `extensions` object every GraphQLError has, which Apollo's error formatting reads (it then
 * masks the error as INTERNAL). The same error, made by graphql-js.
 */
function asGraphQLError(e: GraphQLError): GraphQLError {
  const made = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined });
  (made as { locations?: GraphQLError['locations'] }).locations = e.locations;
  return made;
}

type Gateway = NonNullable<ApolloServerOptions<never>['gateway']>;
type Executor = Awaited<ReturnType<Gateway['load']>>['executor'] & {};

/** How many times /graphql executes a document with graphql-js before compiling it. */
const COMPILE_AFTER = 2;
/**
 * How many compiled operations /graphql keeps (the least recently used go first). One costs about
 * 56 KB of heap and 2 ms to compile (a query of two root fields, docs/performance-history.md): 200 hold
 * every document of the console and a few clients' in about 11 MB.
 */
const MAX_COMPILED = 200;

/** A query operation Apollo has parsed, validated and compiled: what the hot path needs to run it again. */
export interface HotQuery {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  run: Run;
}

/**
 * The `query` operations /graphql has compiled, by the exact text and operation name a client sent
 * (src/graphql/hot-path.ts answers a repeat of one without Apollo). An entry exists only once Apollo has
 * parsed and validated that text (graphql-armor's depth, cost, alias and directive limits, the NUL
 * rule, the token limit) and executed it COMPILE_AFTER times: validation depends on the text alone,
 * so the same text is valid again. Mutations and subscriptions are never kept. Bounded like the
 * compiled operations (MAX_COMPILED, least recently used dropped first).
 */
export class HotQueries {
  private readonly known = new LRUCache<string, HotQuery>({ max: MAX_COMPILED });

  /** One key per (text, name) pair: the name's length first, so that no two pairs share a key. */
  private static key(query: string, operationName: string | null | undefined): string {
    return operationName == null ? `-${query}` : `${operationName.length}:${operationName}:${query}`;
  }

  get(query: string, operationName: string | null | undefined): HotQuery | undefined {
    return this.known.get(HotQueries.key(query, operationName));
  }

  add(query: string, operationName: string | null | undefined, hot: HotQuery): void {
    if (hot.operation.operation !== 'query') return;
    this.known.set(HotQueries.key(query, operationName), hot);
  }
}

/**
 * Apollo Server's hook for running operations itself (a "gateway" with one schema and an executor).
 * Apollo still parses, validates (depth, cost, aliases, NUL) and caches the document, runs every plugin
 * and formats the errors; only the execution changes. Apollo's document store hands back the same
 * parsed document for a repeated query, so a compiled operation is found by that document's operation
 * node. A document is compiled only once it has been executed COMPILE_AFTER times: compiling costs
 * milliseconds, and a client that sends every query once (literals in the text) would pay that on
 * every request. The compiled operations are bounded (MAX_COMPILED), so that a client sending many
 * different documents cannot grow the process without end. A compiled query is also handed to `hot`,
 * by the text the client sent, for the hot path (src/graphql/hot-path.ts).
 */
export function jitGateway(schema: GraphQLSchema, hot?: HotQueries): Gateway {
  const seen = new WeakMap<OperationDefinitionNode, number>();
  const runs = new LRUCache<OperationDefinitionNode, Run>({ max: MAX_COMPILED });
  const runFor = (document: DocumentNode, operation: OperationDefinitionNode | undefined, name?: string | null) => {
    // No operation resolved (none or several without a name): graphql-js words the error.
    if (!operation || operation.operation === 'subscription') return interpreted(schema, document, name);
    const run = runs.get(operation);
    if (run) return run;
    const times = (seen.get(operation) ?? 0) + 1;
    if (times < COMPILE_AFTER) {
      seen.set(operation, times);
      return interpreted(schema, document, name);
    }
    const made = compiled(schema, document, operation.name?.value ?? name);
    runs.set(operation, made);
    return made;
  };
  const compiledRun = (rc: Parameters<Executor>[0]): Run => {
    const run = runFor(rc.document, rc.operation, rc.request.operationName);
    const query = rc.request.query;
    // Known to the hot path once compiled; a query it already knows is not set again (an LRU touch).
    if (hot && rc.operation?.operation === 'query' && typeof query === 'string' && runs.has(rc.operation)) {
      if (hot.get(query, rc.request.operationName)?.run !== run)
        hot.add(query, rc.request.operationName, { document: rc.document, operation: rc.operation, run });
    }
    return run;
  };
  return {
    async load() {
      return {
        schema,
        executor: async (rc) => compiledRun(rc)(rc.context, rc.request.variables ?? {}),
      };
    },
    onSchemaLoadOrUpdate(callback) {
      // One schema for the life of the instance: Apollo learns it here, before `load`.
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}
