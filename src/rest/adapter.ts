import type { NextFunction, Request, Response } from 'express';
import { BadRequestError, DomainError } from '../base/errors';
import {
  credentialOf,
  idempotencyKeyOf,
  replayable,
  requestHash,
  type IdempotencyStore,
  type StoredAnswer,
} from '../http/idempotency';
import { rejectNul } from '../http/nul';
import { sendError } from '../outcome';
import { fromRest } from './case';
import { compileRoute, type CompiledRoute } from './compile';
import {
  executeRoute,
  expectVersion,
  failureAnswer,
  pathParams,
  respond,
  sendAnswer,
  sendFailure,
  successAnswer,
  type AdapterOptions,
} from './execute';
import { PAGE_PARAMS, pageVariables } from './paging';
import { queryVariables } from './query';
import { mergeable, runPatch } from './patch';
import { expectedFromIfMatch } from './preconditions';
import { stream } from './stream';

export type { AdapterOptions };

/**
 * The REST surface: each route executes its one GraphQL operation in-process against the schema of
 * /graphql, so authorization (the authChecker), error mapping (formatError) and audit are those of
 * /graphql. The documents are our own and validated once at start-up ("prepared"): Apollo's request
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
    const path = req.path;
    const routes = bySegments.get(segments(path)) ?? [];
    // The common case first: the first route of this method whose pattern matches (the same one the
    // candidates below would give), without matching every pattern of the segment count.
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    for (const c of routes) {
      if (c.route.method !== method && c.route.method !== req.method) continue;
      const m = c.pattern.exec(path);
      if (!m) continue;
      try {
        await run(opts, c, m, req, res);
      } catch (err) {
        next(err);
      }
      return;
    }
    const candidates = routes.map((c) => ({ c, m: c.pattern.exec(path) })).filter((x) => x.m);
    if (!candidates.length) return next();
    // A PUT route with a GET on the same path also answers PATCH (JSON Merge Patch, docs/live.md).
    const put = candidates.find((x) => x.c.route.method === 'PUT' && mergeable(x.c));
    const get = candidates.find((x) => x.c.route.method === 'GET' && x.c.route.path === put?.c.route.path);
    if (req.method === 'PATCH' && put && get) {
      try {
        await runPatch(opts, put.c, get.c, put.m!, req, res);
      } catch (err) {
        next(err);
      }
      return;
    }
    const patchable = put && get ? ['PATCH'] : [];
    const allow = [...new Set([...candidates.map((x) => x.c.route.method), ...patchable])].join(', ');
    return sendError(res, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed here`, { Allow: allow });
  };
}

async function run(
  opts: AdapterOptions,
  listed: CompiledRoute,
  m: RegExpExecArray,
  req: Request,
  res: Response,
): Promise<void> {
  // Express 5 parses the query string again on every read of `req.query`: read once.
  const search = req.query;
  // A dry run is its own route (no Idempotency-Key, its own status); a malformed dry_run is refused below.
  if (listed.dryRun && String(search.dry_run).toLowerCase() === 'true') {
    return run(opts, listed.dryRun, m, req, res);
  }
  const { route } = listed;
  let c = listed;
  // The route template labels the request's metrics (never the raw path with its ids).
  res.locals.route = route.path;
  let variables: Record<string, unknown>;
  let params: Record<string, string>;
  let key: string | undefined;
  try {
    // A POST that creates may carry an Idempotency-Key (docs/live.md, "Idempotent creates").
    if (route.method === 'POST' && (route.status === 201 || route.status === 202) && opts.idempotency) {
      key = idempotencyKeyOf(req.headers['idempotency-key']);
    }
    params = pathParams(c, m);
    const query = queryVariables(route, search);
    rejectNul({ ...params, ...query });
    variables = { ...params, ...query, ...bodyVariables(c, req) };
    // ?limit= or ?cursor= on a list that pages: run its connection instead (docs/graph.md).
    if (listed.paged && PAGE_PARAMS.some((p) => p in search)) {
      const page = pageVariables(search);
      rejectNul(page);
      variables = { ...variables, ...page };
      c = listed.paged;
    }
    // Prefer: wait=N (RFC 7240): how long a route answering a run waits for it to end.
    const wait = route.run && c.variables.has('wait') ? preferredWait(req.headers.prefer) : undefined;
    if (wait !== undefined) variables.wait = wait;
    if (route.method === 'PUT' || route.method === 'DELETE' || route.ifMatch) {
      expectVersion(c, variables, expectedFromIfMatch(req.headers['if-match']));
    }
  } catch (err) {
    if (err instanceof DomainError) return sendError(res, err.code, err.message);
    return sendError(res, 'BAD_REQUEST', 'malformed path parameter');
  }
  if (route.stream && /\btext\/event-stream\b/.test(req.headers.accept ?? '')) {
    return stream(opts, c, variables, req, res);
  }
  const contextValue = await opts.context(req, res);
  const credential = key ? credentialOf(contextValue.principal) : undefined;
  if (!key || !credential) {
    const outcome = await executeRoute(opts, c, variables, contextValue, true);
    if (!outcome.ok) return sendFailure(res, outcome);
    return respond(c, outcome.body, params, req, res);
  }
  const store = opts.idempotency!;
  let claim: Awaited<ReturnType<IdempotencyStore['claim']>>;
  try {
    claim = await store.claim(credential, key, requestHash(req.method, `${req.baseUrl}${req.path}`, req.body));
  } catch (err) {
    if (err instanceof DomainError) return sendError(res, err.code, err.message);
    throw err;
  }
  if (claim.kind === 'replay') return sendAnswer(res, claim.answer, true);
  let answer: StoredAnswer | undefined;
  try {
    const outcome = await executeRoute(opts, c, variables, contextValue, true);
    answer = outcome.ok ? successAnswer(c, outcome.body, params, req) : failureAnswer(outcome);
  } finally {
    if (answer && replayable(answer.status)) await store.finish(claim.id, answer);
    else await store.release(claim.id);
  }
  sendAnswer(res, answer, false);
}

/** The `wait` preference of a Prefer header in seconds (RFC 7240 §4.3), or undefined. */
function preferredWait(prefer: string | string[] | undefined): number | undefined {
  const m = /(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?/i.exec([prefer ?? ''].flat().join(','));
  return m ? Number(m[1]) : undefined;
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
