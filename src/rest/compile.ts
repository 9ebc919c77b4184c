import {
  Kind,
  TypeInfo,
  execute,
  getNamedType,
  getOperationAST,
  isAbstractType,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Context } from '../context';
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
    run: compile(schema, route),
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

/**
 * The route's document compiled once by graphql-jit: it resolves the same fields with the same
 * resolvers (so the same authChecker and errors), without graphql-js walking the document on every
 * request. Should a document ever not compile, the route runs on graphql-js `execute` instead.
 * Measured in bench/README.md.
 */
function compile(schema: GraphQLSchema, route: RestRoute): CompiledRoute['run'] {
  const slow = (contextValue: Context, variableValues: Record<string, unknown>) =>
    execute({ schema, document: route.document, variableValues, contextValue, operationName: route.operationId });
  // graphql-jit does not resolve the concrete type of a union or interface the way graphql-js does
  // (type-graphql's classes carry no resolveType): documents that select one stay on graphql-js.
  if (selectsAbstractType(schema, route.document)) return slow;
  const compiled = compileQuery(schema, route.document, route.operationId);
  if (!isCompiledQuery(compiled)) return slow;
  return async (context, variables) => {
    const result = await compiled.query(undefined, context, variables);
    // Variables that do not fit (a REST body of the wrong shape) stop both before any resolver runs;
    // graphql-js words the refusal the way the REST error details are derived from.
    return 'data' in result ? result : slow(context, variables);
  };
}

/** Whether a field of the document returns a union or an interface. */
function selectsAbstractType(schema: GraphQLSchema, document: DocumentNode): boolean {
  const info = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(info, {
      Field() {
        const type = info.getType();
        if (type && isAbstractType(getNamedType(type))) found = true;
      },
    }),
  );
  return found;
}
