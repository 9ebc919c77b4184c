import {
  Kind,
  getOperationAST,
  typeFromAST,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compiled, type Run } from '../graphql/jit';
import type { Context } from '../request/context';
import type { RestRoute } from '../domains/route';
import { pagedDocument } from './paging';

/** A route prepared once at start-up: its validated document, root field and variable types. */
export interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  params: string[];
  document: DocumentNode;
  operation: OperationDefinitionNode;
  field: GraphQLField<unknown, unknown>;
  fieldName: string;
  variables: Map<string, GraphQLInputType>;
  /** The document compiled to a function by graphql-jit; it does what graphql-js `execute` does, faster. */
  run: (context: Context, variables: Record<string, unknown>) => Promise<ExecutionResult> | ExecutionResult;
  /** The route that `?dry_run=true` runs instead (RestRoute.dryRun). */
  dryRun?: CompiledRoute;
  /** The route run through its connection field, when it pages (`RestRoute.pages`). */
  paged?: CompiledRoute;
  /** On the paged twin: the list key and the type of the plain list its items are shaped as. */
  pageOf?: { listKey: string; type: GraphQLOutputType };
}

/**
 * The route's document compiled once by graphql-jit (src/graphql/jit.ts), at the route's first request: the same
 * resolvers, without graphql-js walking the document. Compiling every route at start-up kept about 4 MB
 * of heap for routes an instance may never serve (docs/performance-history.md); one costs a few milliseconds.
 */
function compiledAtFirstUse(schema: GraphQLSchema, document: DocumentNode, operationName: string): Run {
  let run: Run | undefined;
  return (context, variables) => (run ??= compiled(schema, document, operationName))(context, variables);
}

export function compileRoute(schema: GraphQLSchema, route: RestRoute): CompiledRoute {
  const op = getOperationAST(route.document) as OperationDefinitionNode | null;
  if (!op) throw new Error(`${route.operationId}: the document must hold one operation`);
  const root = op.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const sel = op.selectionSet.selections[0];
  if (!root || sel?.kind !== Kind.FIELD) throw new Error(`${route.operationId}: no root field`);
  const field = root.getFields()[sel.name.value];
  if (!field) throw new Error(`${route.operationId}: ${sel.name.value} is not in the schema`);
  const invalid = validate(schema, route.document);
  if (invalid.length) throw new Error(`${route.operationId}: ${invalid.map((e) => e.message).join('; ')}`);
  const variables = new Map<string, GraphQLInputType>();
  for (const v of op.variableDefinitions ?? []) {
    variables.set(v.variable.name.value, typeFromAST(schema, v.type as never) as GraphQLInputType);
  }
  const params: string[] = [];
  const pattern = new RegExp(
    `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, p) => {
      params.push(p);
      return '([^/]+)';
    })}/?$`,
  );
  for (const p of params) if (!variables.has(p)) throw new Error(`${route.operationId}: no variable for {${p}}`);
  const paged = route.pages
    ? compileRoute(schema, {
        ...route,
        pages: undefined,
        // The paged body is wrapped by pagedBody, with next_cursor beside the list.
        listKey: undefined,
        document: pagedDocument(schema, route.document, route.pages),
      })
    : undefined;
  if (paged) paged.pageOf = { listKey: route.listKey!, type: field.type };
  return {
    route,
    paged,
    pattern,
    params,
    run: compiledAtFirstUse(schema, route.document, route.operationId),
    document: route.document,
    operation: op,
    field,
    fieldName: sel.name.value,
    variables,
    dryRun: route.dryRun
      ? compileRoute(schema, { ...route.dryRun, method: route.method, path: route.path, query: route.query })
      : undefined,
  };
}
