import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { Context } from '../request/context';
import type { AuditRecorder } from '../domains/audit';
import type { Exposure } from '../base/config';
import { findNul } from '../http/json-bounds';
import { exposedTo, introspectionRefusal, withSuggestions } from '../http/strangers';
import { variableCostRefusal } from '../http/variable-cost';
import type { Metrics } from '../http/metrics';
import type { HotQueries } from './jit';
import type { Logger } from '../base/logger';
import { logErrorsOf, logOperation, requestIdOf, withRequestId } from './plugins/access-log';
import { settleOperation } from './plugins/outcome';

/*
 * docs/architecture.md, "The hot path": a `query` that /graphql has already parsed, validated and
 * compiled (src/graphql/jit.ts, `HotQueries`) is answered again without Apollo's request pipeline, which costs
 * more than the compiled operation itself (hashing the text, the document store, the plugin hooks).
 * Only the plainest request qualifies; anything else goes on to Apollo (`next()`), which answers it
 * as before. What Apollo's path does is done here through the same functions: the same context,
 * formatError, outcome (status, headers, audit event), request id in the errors, access line and
 * metrics, and the same JSON body and headers.
 */

/**
 * The content type of the answer for an Accept header, as Apollo negotiates it
 * (`chooseContentTypeForSingleResultResponse`): the common values only; any other Accept goes to Apollo.
 */
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const ANSWER_TYPE = new Map<string, string>([
  ['', JSON_TYPE],
  ['*/*', JSON_TYPE],
  ['application/json', JSON_TYPE],
  ['application/json, */*', JSON_TYPE],
  ['application/json, application/graphql-response+json', JSON_TYPE],
  ['application/graphql-response+json', GRAPHQL_RESPONSE_TYPE],
  ['application/graphql-response+json, application/json', GRAPHQL_RESPONSE_TYPE],
  ['application/graphql-response+json, application/json;q=0.9', GRAPHQL_RESPONSE_TYPE],
  // urql's default (the console).
  [
    'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
    GRAPHQL_RESPONSE_TYPE,
  ],
]);

/** The JSON media type with any parameters (Apollo's CSRF rule lets it through; body.ts parsed it). */
const isJsonType = (type: string | undefined) => {
  if (!type) return false;
  const semi = type.indexOf(';');
  return (semi < 0 ? type : type.slice(0, semi)).trim().toLowerCase() === 'application/json';
};

/** Apollo's `ensureGraphQLError`. */
const asGraphQLError = (err: unknown): GraphQLError =>
  err instanceof GraphQLError
    ? err
    : err instanceof Error
      ? new GraphQLError(err.message, { originalError: err })
      : new GraphQLError('Unexpected error value: ' + String(err));

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export interface HotPathOptions {
  hot: HotQueries;
  /** The context factory Apollo's middleware uses (src/app.ts). */
  context: (req: Request, res: Response) => Promise<Context>;
  /** Apollo's formatError (src/outcome: `makeFormatError`). */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  audit: AuditRecorder;
  logger: Logger;
  metrics: Metrics;
  /** MAPGATE_GRAPHQL_MAX_COST: the cost with the variables counted, as variableCostPlugin checks it. */
  maxCost: number;
  /** MAPGATE_INTROSPECTION and MAPGATE_SUGGESTIONS, as strangersPlugin applies them. */
  introspection: Exposure;
  suggestions: Exposure;
  /** Called once per request the hot path answered. */
  served(): void;
}

/** A plain POST body of a known query: what the hot path runs, or undefined to leave it to Apollo. */
function plainRequest(req: Request, hot: HotQueries) {
  if (req.method !== 'POST' || req.originalUrl !== '/graphql') return undefined;
  const body: unknown = req.body;
  if (!isRecord(body)) return undefined;
  // No extensions (persisted queries), nothing Apollo would refuse or read differently.
  for (const k in body) if (k !== 'query' && k !== 'variables' && k !== 'operationName') return undefined;
  const { query, variables, operationName } = body;
  if (typeof query !== 'string') return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (!isJsonType(req.headers['content-type'])) return undefined;
  const type = ANSWER_TYPE.get(req.headers.accept ?? '');
  if (!type) return undefined;
  const known = hot.get(query, operationName);
  if (!known) return undefined;
  // A NUL in a variable is Apollo's 400 (nulVariablesPlugin).
  if (variables && findNul(variables, 'variables')) return undefined;
  return { known, variables: (variables ?? undefined) as Record<string, unknown> | undefined, type };
}

/** Apollo's error normalization (`normalizeAndFormatErrors`), with mapgate's formatError. */
function formatErrors(
  errors: readonly GraphQLError[],
  formatError: HotPathOptions['formatError'],
  head: { status?: number; headers: Map<string, string> },
): GraphQLFormattedError[] {
  return errors.map((error) => {
    try {
      const extensions: Record<string, unknown> = {
        ...error.extensions,
        code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
      };
      const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
      if (
        http &&
        typeof http === 'object' &&
        (!('status' in http) || typeof http.status === 'number') &&
        (!('headers' in http) || http.headers instanceof Map)
      ) {
        if (typeof http.status === 'number' && http.status) head.status = http.status;
        for (const [k, v] of (http.headers as Map<string, string> | undefined) ?? []) head.headers.set(k, v);
        delete extensions.http;
      }
      return formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}

/**
 * The hot path for POST /graphql, mounted before Apollo's middleware. It answers only when the body is
 * a plain `{query, variables?, operationName?}` whose query `HotQueries` knows, sent as JSON with a
 * common Accept header; and only when the operation ran (variables that do not fit go to Apollo, which
 * words its 400).
 */
export function hotPath(o: HotPathOptions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const plain = plainRequest(req, o.hot);
    if (!plain) return next();
    const { known, variables, type } = plain;
    let ctx: Context;
    try {
      ctx = await o.context(req, res);
    } catch {
      // Apollo makes it again and answers its failure (contextCreationDidFail).
      return next();
    }
    // What Apollo's plugins would refuse (the cost with these variables, introspection by setting),
    // Apollo refuses in its words.
    if (
      variableCostRefusal(known.document, known.operation, variables, o.maxCost) ||
      introspectionRefusal(o.introspection, ctx.principal, known.document)
    )
      return next();
    const began = Date.now();
    const startedAt = performance.now();
    const endTimer = o.metrics.operationTimer();
    let result: ExecutionResult;
    const head: { status?: number; headers: Map<string, string> } = { headers: new Map() };
    try {
      result = await known.run(ctx, variables ?? {});
      // Refused before any resolver ran (variables that do not fit): Apollo's 400, in its words.
      if (result.data === undefined) return next();
    } catch (err) {
      // What Apollo answers when its executor throws: the error alone, 500 unless it says otherwise.
      result = { errors: [asGraphQLError(err)] };
      head.status = 500;
    }
    o.served();
    const raw = result.errors;
    let errors: readonly GraphQLFormattedError[] | undefined;
    if (raw?.length) {
      const shown = exposedTo(o.suggestions, ctx.principal);
      for (const e of raw) e.message = withSuggestions(e.message, shown);
      logErrorsOf(ctx, raw);
      errors = formatErrors(raw, o.formatError, head);
    }
    const operationName = known.operation.name?.value || null;
    endTimer(operationName, Boolean(errors?.length));
    const settled = settleOperation(
      o.audit,
      {
        document: known.document,
        operation: known.operation,
        operationName,
        variables,
        context: ctx,
        data: result.data,
        errors,
      },
      began,
      { status: (code) => (head.status = code), header: (k, v) => head.headers.set(k, v) },
    );
    const answered = withRequestId(errors, requestIdOf(ctx));
    logOperation(o.logger, {
      context: ctx,
      operationName,
      operation: known.operation.operation,
      began: startedAt,
      errors,
    });
    await settled;
    if (!head.headers.has('content-type')) head.headers.set('content-type', type);
    for (const [k, v] of head.headers) res.setHeader(k, v);
    res.statusCode = head.status || 200;
    res.send(JSON.stringify({ errors: answered, data: result.data, extensions: result.extensions }) + '\n');
  };
}
