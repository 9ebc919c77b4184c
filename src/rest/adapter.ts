import type { NextFunction, Request, Response } from 'express';
import {
  Kind,
  execute,
  getOperationAST,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLFormattedError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import type { Context } from '../context';
import type { AuditRecorder } from '../domains/audit';
import type { RestRoute } from '../domains/route';
import { BadRequestError, DomainError } from '../errors';
import { rejectNul } from '../http/nul';
import { codesOf, formatExecutionErrors, outcomeOf, sendError } from '../outcome';
import { fromRest, restDetail, restError, toRest } from './case';

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
  return {
    route,
    pattern,
    params,
    document: route.document,
    operation: op,
    field,
    fieldName: sel.name.value,
    variables,
  };
}

export interface AdapterOptions {
  schema: GraphQLSchema;
  /** The formatError of /graphql: mapgate codes in `extensions.code`, unexpected errors logged. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Records the audit event of an executed operation (the same recorder /graphql uses). */
  audit: AuditRecorder;
  routes: RestRoute[];
  context: (req: Request, res: Response) => Promise<Context>;
}

/**
 * The REST surface, a translator between HTTP and operations: each route executes its one GraphQL
 * operation in-process against the schema of /graphql, so authorization (the authChecker), error
 * formatting, the outcome (src/outcome) and audit are those of /graphql. The documents are our own and validated once at start-up ("prepared"): Apollo's request
 * pipeline, which a REST call would only use for parsing and validating them again, is skipped. Unknown
 * paths 404, wrong methods 405.
 */
export function restRouter(opts: AdapterOptions): (req: Request, res: Response, next: NextFunction) => Promise<void> {
  // Routes by segment count, so that a request is matched against a handful of patterns, not all.
  const bySegments = new Map<number, CompiledRoute[]>();
  for (const c of opts.routes.map((r) => compileRoute(opts.schema, r))) {
    const n = segments(c.route.path);
    bySegments.set(n, [...(bySegments.get(n) ?? []), c]);
  }
  // One async handler (not an express Router), so that its promise tells when the work is done.
  return async (req, res, next) => {
    const candidates = (bySegments.get(segments(req.path)) ?? [])
      .map((c) => ({ c, m: c.pattern.exec(req.path) }))
      .filter((x) => x.m);
    if (!candidates.length) return next();
    const hit = candidates.find(
      (x) => x.c.route.method === req.method || (req.method === 'HEAD' && x.c.route.method === 'GET'),
    );
    if (!hit) {
      const allow = [...new Set(candidates.map((x) => x.c.route.method))].join(', ');
      return sendError(res, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed here`, { Allow: allow });
    }
    try {
      await run(opts, hit.c, hit.m!, req, res);
    } catch (err) {
      next(err);
    }
  };
}

async function run(
  opts: AdapterOptions,
  c: CompiledRoute,
  m: RegExpExecArray,
  req: Request,
  res: Response,
): Promise<void> {
  const { route } = c;
  // The route template labels the request's metrics (never the raw path with its ids).
  res.locals.route = route.path;
  let variables: Record<string, unknown>;
  const params: Record<string, string> = {};
  try {
    c.params.forEach((p, i) => {
      params[p] = decodeURIComponent(m[i + 1]);
    });
    const query = queryVariables(route, req);
    rejectNul({ ...params, ...query });
    variables = { ...params, ...query, ...bodyVariables(c, req) };
  } catch (err) {
    if (err instanceof DomainError) return sendError(res, err.code, err.message);
    return sendError(res, 'BAD_REQUEST', 'malformed path parameter');
  }
  const began = Date.now();
  const contextValue = await opts.context(req, res);
  const result = await execute({
    schema: opts.schema,
    document: c.document,
    variableValues: variables,
    contextValue,
    operationName: route.operationId,
  });
  const data = result.data as Record<string, unknown> | null | undefined;
  const errors = formatExecutionErrors(result, opts.formatError);
  const outcome = outcomeOf('rest', codesOf(errors), route.status);
  await opts.audit(
    {
      document: c.document,
      operation: c.operation,
      operationName: route.operationId,
      variables,
      context: contextValue,
      data,
      errors,
      status: outcome.status,
    },
    began,
  );
  if (errors?.length && outcome.code) {
    const details = errors[0].extensions?.details as Record<string, unknown> | undefined;
    const { detail, extra } = restError(restDetail(errors[0].message, route.body?.variable), details);
    return sendError(res, outcome.code, detail, outcome.headers, extra);
  }
  if (route.status === 204) {
    res.status(204).end();
    return;
  }
  let body = toRest(data?.[c.fieldName], c.field.type) as Record<string, unknown>;
  if (route.listKey) body = { [route.listKey]: body };
  if (route.location) res.setHeader('Location', `${req.baseUrl}${route.location(body, params)}`);
  res.status(route.status).json(body);
}

function queryVariables(route: RestRoute, req: Request): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of route.query ?? []) {
    const raw = req.query[q.name];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') throw new BadRequestError(`${q.name}: must be given once`);
    if (q.type === 'boolean') {
      const v = raw.toLowerCase();
      if (v !== 'true' && v !== 'false') throw new BadRequestError(`${q.name}: must be true or false`);
      out[camel(q.name)] = v === 'true';
    } else if (q.type === 'integer') {
      if (!/^-?\d+$/.test(raw)) throw new BadRequestError(`${q.name}: must be an integer`);
      out[camel(q.name)] = Number(raw);
    } else {
      out[camel(q.name)] = raw;
    }
  }
  return out;
}

function bodyVariables(c: CompiledRoute, req: Request): Record<string, unknown> {
  const spec = c.route.body;
  if (!spec) return {};
  const body: unknown = req.body;
  if (body === undefined && spec.required === false) return {};
  if (body === undefined) throw new BadRequestError('request body is required (a JSON object)');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('request body must be a JSON object');
  }
  return { [spec.variable]: fromRest(body, c.variables.get(spec.variable)!, '') };
}

/** Path segments, ignoring a trailing slash (the patterns accept one). */
const segments = (p: string) => p.split('/').filter(Boolean).length;

const camel = (s: string) => s.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
