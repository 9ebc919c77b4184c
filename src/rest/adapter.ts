import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { getNullableType, isInputObjectType, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Context } from '../context';
import type { AuditRecorder } from '../domains/audit';
import type { LiveEvents } from '../cache/events';
import type { RestRoute } from '../domains/route';
import { BadRequestError, DomainError, type ErrorCode } from '../errors';
import {
  credentialOf,
  idempotencyKeyOf,
  replayable,
  requestHash,
  type IdempotencyStore,
  type StoredAnswer,
} from '../http/idempotency';
import { rejectNul } from '../http/nul';
import { codesOf, errorBody, formatExecutionErrors, outcomeOf, sendError } from '../outcome';
import { fromRest, restDetail, restError, snake, toRest } from './case';
import { PAGE_PARAMS, pageVariables, pagedBody, restPageDetail } from './paging';
import { etagOf, expectedFromIfMatch, mergePatch, sameJson } from './preconditions';
import { compileRoute, type CompiledRoute } from './compile';

export interface AdapterOptions {
  schema: GraphQLSchema;
  /** The formatError of /graphql: mapgate codes in `extensions.code`, unexpected errors logged. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Records the audit event of an executed operation (the same recorder /graphql uses). */
  audit: AuditRecorder;
  routes: RestRoute[];
  context: (req: Request, res: Response) => Promise<Context>;
  /** True once the instance drains for shutdown: open event streams end (clients resume elsewhere). */
  stopping?: () => boolean;
  /** Aborted when the instance starts draining, so that a waiting event stream ends at once. */
  stopSignal?: AbortSignal;
  /** Where Idempotency-Key records live; without it the header is ignored. */
  idempotency?: IdempotencyStore;
  /** What wakes an event stream (job changes on any instance, revocations); without it, streams poll. */
  events?: LiveEvents;
}

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
    const candidates = (bySegments.get(segments(req.path)) ?? [])
      .map((c) => ({ c, m: c.pattern.exec(req.path) }))
      .filter((x) => x.m);
    if (!candidates.length) return next();
    const hit = candidates.find(
      (x) => x.c.route.method === req.method || (req.method === 'HEAD' && x.c.route.method === 'GET'),
    );
    // A PUT route with a GET on the same path also answers PATCH (JSON Merge Patch, docs/live.md).
    const put = candidates.find((x) => x.c.route.method === 'PUT' && mergeable(x.c));
    const get = candidates.find((x) => x.c.route.method === 'GET' && x.c.route.path === put?.c.route.path);
    const patchable = put && get ? ['PATCH'] : [];
    if (!hit && req.method === 'PATCH' && put && get) {
      try {
        await runPatch(opts, put.c, get.c, put.m!, req, res);
      } catch (err) {
        next(err);
      }
      return;
    }
    if (!hit) {
      const allow = [...new Set([...candidates.map((x) => x.c.route.method), ...patchable])].join(', ');
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
  listed: CompiledRoute,
  m: RegExpExecArray,
  req: Request,
  res: Response,
): Promise<void> {
  // A dry run is its own route (no Idempotency-Key, its own status); a malformed dry_run is refused below.
  if (listed.dryRun && String(req.query.dry_run).toLowerCase() === 'true') {
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
    const query = queryVariables(route, req);
    rejectNul({ ...params, ...query });
    variables = { ...params, ...query, ...bodyVariables(c, req) };
    // ?limit= or ?cursor= on a list that pages: run its connection instead (docs/graph.md).
    if (listed.paged && PAGE_PARAMS.some((p) => p in req.query)) {
      const page = pageVariables(req.query);
      rejectNul(page);
      variables = { ...variables, ...page };
      c = listed.paged;
    }
    if (route.method === 'PUT' || route.method === 'DELETE') {
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

/**
 * The answer of a successful route (also what an Idempotency-Key replays). A versioned resource carries
 * its version as its strong ETag, not in the body, which stays the representation a PUT takes back
 * (docs/live.md, "Versions").
 */
function successAnswer(
  c: CompiledRoute,
  result: Record<string, unknown> | undefined,
  params: Record<string, string>,
  req: Request,
): StoredAnswer {
  const headers: Record<string, string> = {};
  if (typeof result?.version === 'number') headers.ETag = etagOf(result.version);
  let body = (c.route.representation ? result?.[c.route.representation] : withoutVersion(result)) as Record<
    string,
    unknown
  >;
  if (c.route.listKey) body = { [c.route.listKey]: body };
  if (c.route.location) headers.Location = `${req.baseUrl}${c.route.location(body, params)}`;
  return { status: c.route.status, headers, body: c.route.status === 204 ? '' : JSON.stringify(body) };
}

function failureAnswer(f: Extract<Outcome, { ok: false }>): StoredAnswer {
  const body = errorBody(f.code, f.detail, f.extra);
  return { status: body.code, headers: failureHeaders(f), body: JSON.stringify(body) };
}

/** Writes a (stored or fresh) answer; a replay says so in `Idempotent-Replayed`. */
function sendAnswer(res: Response, answer: StoredAnswer, replayed: boolean): void {
  for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(answer.status);
  if (answer.status === 204 || !answer.body) {
    res.end();
    return;
  }
  res.type('application/json').send(answer.body);
}

/** What one execution of a route's operation came to: its REST-shaped result or its first error. */
type Outcome =
  | { ok: true; body: Record<string, unknown> | undefined }
  | {
      ok: false;
      code: ErrorCode;
      detail: string;
      /** The details as GraphQL has them, and respelled for the REST body. */
      details?: Record<string, unknown>;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    };

/** Runs the route's operation in-process; `audited` records its audit event as /graphql would. */
async function executeRoute(
  opts: AdapterOptions,
  c: CompiledRoute,
  variables: Record<string, unknown>,
  contextValue: Context,
  audited: boolean,
): Promise<Outcome> {
  const { route } = c;
  const began = Date.now();
  const result = await c.run(contextValue, variables);
  const data = result.data as Record<string, unknown> | null | undefined;
  const errors = formatExecutionErrors(result, opts.formatError);
  const outcome = outcomeOf('rest', codesOf(errors), route.status);
  if (audited) {
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
  }
  if (errors?.length && outcome.code) {
    const details = errors[0].extensions?.details as Record<string, unknown> | undefined;
    const { detail, extra } = restError(restDetail(errors[0].message, route.body?.variable), details);
    const said = c.pageOf ? restPageDetail(detail) : detail;
    return { ok: false, code: outcome.code, detail: said, extra, headers: outcome.headers, details };
  }
  if (c.pageOf) {
    const { listKey, type } = c.pageOf;
    return { ok: true, body: pagedBody(listKey, data?.[c.fieldName], (nodes) => withoutVersion(toRest(nodes, type))) };
  }
  return { ok: true, body: toRest(data?.[c.fieldName], c.field.type) as Record<string, unknown> | undefined };
}

function sendFailure(res: Response, f: Extract<Outcome, { ok: false }>): void {
  sendError(res, f.code, f.detail, failureHeaders(f), f.extra);
}

/** The outcome's headers; a 412 also names the current version, so the caller can read it again or retry. */
function failureHeaders(f: Extract<Outcome, { ok: false }>): Record<string, string> {
  const headers = { ...f.headers };
  const current = f.details?.currentVersion;
  if (f.code === 'PRECONDITION_FAILED' && typeof current === 'number') headers.ETag = etagOf(current);
  return headers;
}

function respond(
  c: CompiledRoute,
  result: Record<string, unknown> | undefined,
  params: Record<string, string>,
  req: Request,
  res: Response,
): void {
  sendAnswer(res, successAnswer(c, result, params, req), false);
}

function withoutVersion(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVersion);
  if (value === null || typeof value !== 'object' || !('version' in value)) return value;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { version, ...rest } = value as Record<string, unknown>;
  return rest;
}

function pathParams(c: CompiledRoute, m: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  c.params.forEach((p, i) => {
    params[p] = decodeURIComponent(m[i + 1]);
  });
  return params;
}

/**
 * Puts the version If-Match expects where the operation takes it: its `expectedVersion` variable (deletes)
 * or the `expectedVersion` field of its body input (updates). Routes of unversioned resources take
 * neither and ignore the header.
 */
function expectVersion(c: CompiledRoute, variables: Record<string, unknown>, expected: number | undefined): void {
  if (expected === undefined) return;
  if (c.variables.has('expectedVersion')) {
    variables.expectedVersion = expected;
    return;
  }
  const spec = c.route.body;
  const type = spec && getNullableType(c.variables.get(spec.variable));
  if (spec && isInputObjectType(type) && type.getFields().expectedVersion) {
    variables[spec.variable] = { ...(variables[spec.variable] as object | undefined), expectedVersion: expected };
  }
}

/** A PUT route whose body is an input object can take a merge patch (a raw JSON document cannot). */
export function mergeable(c: CompiledRoute): boolean {
  const spec = c.route.body;
  return Boolean(spec && isInputObjectType(getNullableType(c.variables.get(spec.variable))));
}

/** Attempts of a PATCH without If-Match when another write slips in between its read and its write. */
const PATCH_ATTEMPTS = 3;

/**
 * PATCH with a JSON Merge Patch (RFC 7396): reads the resource with the GET route, merges the patch into
 * it, and runs the PUT route with the result, expecting the version it read. With If-Match, that version
 * must be the one named (412 otherwise); without it, a concurrent write between the read and the write
 * makes the merge start again on the newer state.
 */
async function runPatch(
  opts: AdapterOptions,
  put: CompiledRoute,
  get: CompiledRoute,
  m: RegExpExecArray,
  req: Request,
  res: Response,
): Promise<void> {
  res.locals.route = put.route.path;
  const spec = put.route.body!;
  const inputType = getNullableType(put.variables.get(spec.variable));
  let params: Record<string, string>;
  let ifMatch: number | undefined;
  try {
    params = pathParams(put, m);
    rejectNul(params);
    ifMatch = expectedFromIfMatch(req.headers['if-match']);
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/merge-patch+json' && type !== 'application/json') {
      throw new BadRequestError('PATCH takes a JSON Merge Patch (Content-Type: application/merge-patch+json)');
    }
    const patch: unknown = req.body;
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
      throw new BadRequestError('request body must be a JSON object (a JSON Merge Patch)');
    }
  } catch (err) {
    if (err instanceof DomainError) return sendError(res, err.code, err.message);
    return sendError(res, 'BAD_REQUEST', 'malformed path parameter');
  }
  if (!isInputObjectType(inputType)) throw new Error(`${put.route.operationId}: the body is not an input object`);
  const accepted = new Set(
    Object.keys(inputType.getFields())
      .filter((f) => f !== 'expectedVersion')
      .map(snake),
  );
  const contextValue = await opts.context(req, res);
  for (let attempt = 1; ; attempt++) {
    const read = await executeRoute(opts, get, { ...params }, contextValue, false);
    if (!read.ok) return sendFailure(res, read);
    const current = read.body ?? {};
    const version = typeof current.version === 'number' ? current.version : undefined;
    if (ifMatch !== undefined && version !== ifMatch) {
      return sendFailure(res, {
        ok: false,
        code: 'PRECONDITION_FAILED',
        detail: `the resource has changed: its current version is ${version}`,
        details: { currentVersion: version },
      });
    }
    let body: Record<string, unknown>;
    try {
      body = patchedBody(current, mergePatch(current, req.body) as Record<string, unknown>, accepted, put.route);
    } catch (err) {
      if (err instanceof DomainError) return sendError(res, err.code, err.message);
      throw err;
    }
    if (Object.keys(body).length === 0) return respond(get, current, params, req, res);
    let variables: Record<string, unknown>;
    try {
      variables = { ...params, [spec.variable]: fromRest(body, put.variables.get(spec.variable)!, '') };
    } catch (err) {
      if (err instanceof DomainError) return sendError(res, err.code, err.message);
      throw err;
    }
    expectVersion(put, variables, ifMatch ?? version);
    const outcome = await executeRoute(opts, put, variables, contextValue, true);
    if (outcome.ok) return respond(put, outcome.body, params, req, res);
    if (outcome.code === 'PRECONDITION_FAILED' && ifMatch === undefined && attempt < PATCH_ATTEMPTS) continue;
    return sendFailure(res, outcome);
  }
}

/** The PUT body of a merged document: the members it changed, or all of it for a replacing PUT. */
function patchedBody(
  current: Record<string, unknown>,
  merged: Record<string, unknown>,
  accepted: Set<string>,
  route: RestRoute,
): Record<string, unknown> {
  const changed = [...new Set([...Object.keys(current), ...Object.keys(merged)])].filter(
    (k) => !sameJson(current[k], merged[k]),
  );
  const readOnly = changed.filter((k) => !accepted.has(k));
  if (readOnly.length) throw new BadRequestError(`${readOnly.join(', ')}: cannot be changed`);
  if (route.mergePatch === 'whole') {
    if (!changed.length) return {};
    return Object.fromEntries(Object.entries(merged).filter(([k]) => accepted.has(k)));
  }
  return Object.fromEntries(changed.map((k) => [k, merged[k] === undefined ? null : merged[k]]));
}

function queryVariables(route: RestRoute, req: Request): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // An unknown parameter is refused like an unknown body field: a misspelt filter must not be ignored.
  const paging = route.pages ? PAGE_PARAMS : [];
  for (const name of Object.keys(req.query)) {
    if (!route.query?.some((q) => q.name === name) && !paging.includes(name)) {
      const known = [...(route.query?.map((q) => q.name) ?? []), ...paging].join(', ');
      throw new BadRequestError(`${name}: unknown query parameter${known ? ` (this route takes ${known})` : ''}`);
    }
  }
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

/** How often a stream without live events reads its resource again, and how long it may stay silent before a heartbeat. */
const STREAM_POLL_MS = 250;
const STREAM_HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of a GET route (docs/live.md, "Progress as a stream"): the route's operation runs
 * again when a live event says the resource changed (on any instance), after any revocation, and at
 * the latest every `events.idleMs` (STREAM_POLL_MS without live events), its credential checked again (so a revoked credential or a deleted
 * resource ends the stream at the next read), and each result that differs from the last one sent is an
 * `progress` event whose id is that result's hash; a client resuming with Last-Event-ID of the current
 * state gets no repeat. A comment line is sent at once and after STREAM_HEARTBEAT_MS of silence. The
 * stream ends with an `end` event once the resource is done, or an `error` event (the REST error body).
 */
async function stream(
  opts: AdapterOptions,
  c: CompiledRoute,
  variables: Record<string, unknown>,
  req: Request,
  res: Response,
): Promise<void> {
  // The first read decides the status: a refusal is an ordinary error answer.
  const ctx = await opts.context(req, res);
  const first = await executeRoute(opts, c, variables, ctx, false);
  if (!first.ok) return sendFailure(res, first);
  let closed = false;
  const gone = new AbortController();
  res.on('close', () => {
    closed = true;
    gone.abort();
  });
  const ended = opts.stopSignal ? AbortSignal.any([gone.signal, opts.stopSignal]) : gone.signal;
  const watch = opts.events?.watch(c.route.stream!.wakeOn(variables));
  try {
    await streamEvents();
  } finally {
    watch?.close();
  }
  res.end();

  async function streamEvents(): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    let lastWrite = Date.now();
    const write = (text: string) => {
      res.write(text);
      lastWrite = Date.now();
    };
    write(`: ${c.route.operationId}\n\n`);
    let lastId = typeof req.headers['last-event-id'] === 'string' ? req.headers['last-event-id'] : '';
    let outcome: Outcome = first;
    for (;;) {
      if (!outcome.ok) {
        write(`event: error\ndata: ${JSON.stringify(errorBody(outcome.code, outcome.detail, outcome.extra))}\n\n`);
        break;
      }
      const body = withoutVersion(outcome.body) as Record<string, unknown>;
      const data = JSON.stringify(body);
      const id = createHash('sha256').update(data).digest('base64url').slice(0, 16);
      if (id !== lastId) {
        write(`id: ${id}\nevent: progress\ndata: ${data}\n\n`);
        lastId = id;
      }
      if (c.route.stream!.done(body)) {
        write('event: end\ndata: {}\n\n');
        break;
      }
      if (watch) await watch.wait(Math.min(opts.events!.idleMs, STREAM_HEARTBEAT_MS), ended);
      else await new Promise((r) => setTimeout(r, STREAM_POLL_MS));
      if (closed || opts.stopping?.()) break;
      if (Date.now() - lastWrite >= STREAM_HEARTBEAT_MS) write(': heartbeat\n\n');
      // Each read authenticates again if anything was revoked anywhere since (src/auth/recheck.ts), and
      // starts with empty loaders, so a deleted workspace or job is seen at once.
      await ctx.recheck?.(ctx);
      const fresh = { ...(await opts.context(req, res)), principal: ctx.principal };
      outcome = await executeRoute(opts, c, variables, fresh, false);
    }
  }
}

/** Path segments, ignoring a trailing slash (the patterns accept one). */
const segments = (p: string) => p.split('/').filter(Boolean).length;

const camel = (s: string) => s.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
