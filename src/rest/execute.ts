import type { Request, Response } from 'express';
import YAML from 'yaml';
import { getNullableType, isInputObjectType, type GraphQLSchema } from 'graphql';
import type { Context } from '../request/context';
import type { Answer, OperationCore } from '../core';
import type { LiveEvents } from '../cache/events';
import type { LiveGroups } from '../cache/live-groups';
import type { RestRoute } from '../domains/route';
import type { ErrorCode } from '../base/errors';
import type { IdempotencyStore, StoredAnswer } from '../http/idempotency';
import { errorBody, HTTP_STATUS, sendError } from '../outcome';
import { restDetail, restError, toRest } from './case';
import { snake } from '../base/spelling';
import { pagedBody, restPageDetail } from './paging';
import { etagOf } from './preconditions';
import type { CompiledRoute } from './compile';

/*
 * One execution of a route's operation and the answer it makes: shared by the router (adapter.ts), PATCH
 * (patch.ts) and event streams (stream.ts), so that all three audit, map errors and shape bodies alike.
 */

export interface AdapterOptions {
  schema: GraphQLSchema;
  /**
   * The operation core /graphql uses (src/core): the formatting of errors, the outcome and the audit
   * event of every executed operation.
   */
  core: OperationCore;
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
  /** Where the streams woken by one event share their resource's read (docs/live.md, "One read per event"). */
  groups?: LiveGroups;
}

/**
 * The answer of a successful route (also what an Idempotency-Key replays). A versioned resource carries
 * its version as its strong ETag, not in the body, which stays the representation a PUT takes back
 * (docs/live.md, "Versions").
 */
export function successAnswer(
  c: CompiledRoute,
  result: Record<string, unknown> | undefined,
  params: Record<string, string>,
  req: Request,
): StoredAnswer {
  if (c.route.run && result) return runAnswer(c.route.run, c.route.status, result, params, req);
  const headers: Record<string, string> = {};
  if (typeof result?.version === 'number') headers.ETag = etagOf(result.version);
  let body = (c.route.representation ? result?.[c.route.representation] : withoutVersion(result)) as Record<
    string,
    unknown
  >;
  if (c.route.flatten && body) {
    const { [snake(c.route.flatten.member)]: inner, ...rest } = body;
    body = { ...(inner as Record<string, unknown>), ...rest };
  }
  if (c.route.listKey) body = { [c.route.listKey]: body };
  if (c.route.location) headers.Location = `${req.baseUrl}${c.route.location(body, params)}`;
  return { status: c.route.status, headers, body: c.route.status === 204 ? '' : JSON.stringify(body) };
}

/** Whether a run (RestRoute.run) has not ended yet. */
const pendingRun = (run: { status?: unknown } | null | undefined): boolean =>
  run?.status === 'queued' || run?.status === 'running';

/** The status of a route answering a run (RestRoute.run), from the run's own status and error. */
function runStatus(status: number, run: unknown): number {
  const r = run as { status?: string; error?: { code?: ErrorCode } | null } | null | undefined;
  if (pendingRun(r)) return 202;
  if (r?.status === 'failed' && r.error?.code) return HTTP_STATUS[r.error.code] ?? status;
  return status;
}

/** What a queued or running run answers as Retry-After when it says nothing, in seconds. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The answer of a route whose operation answers a run (RestRoute.run): 202 with the run while it is not
 * done, then its error or its member; a route reading the run answers it, Retry-After while not done.
 */
function runAnswer(
  run: NonNullable<RestRoute['run']>,
  status: number,
  result: Record<string, unknown>,
  params: Record<string, string>,
  req: Request,
): StoredAnswer {
  const pending = pendingRun(result);
  const headers: Record<string, string> = {};
  if (pending) headers['Retry-After'] = String(result.retry_after ?? RETRY_AFTER_SECONDS);
  if (!run.member) return { status: 200, headers, body: JSON.stringify(result) };
  if (pending) {
    headers.Location = `${req.baseUrl}${run.location(result, params)}`;
    return { status: 202, headers, body: JSON.stringify(result) };
  }
  const error = result.error as { code?: ErrorCode; message?: string; details?: Record<string, unknown> } | null;
  if (result.status !== 'succeeded' && error?.code) {
    const { detail, extra } = restError(error.message ?? error.code, error.details ?? undefined);
    return failureAnswer({ ok: false, code: error.code, detail, extra, details: error.details ?? undefined });
  }
  const version = run.etag ? result[run.etag] : undefined;
  if (typeof version === 'number') headers.ETag = etagOf(version);
  return { status, headers, body: JSON.stringify(withoutVersion(result[run.member])) };
}

export function failureAnswer(f: Extract<Outcome, { ok: false }>): StoredAnswer {
  const body = errorBody(f.code, f.detail, f.extra);
  return { status: body.code, headers: failureHeaders(f), body: JSON.stringify(body) };
}

/** Writes a (stored or fresh) answer; a replay says so in `Idempotent-Replayed`. */
export function sendAnswer(res: Response, answer: StoredAnswer, replayed: boolean): void {
  for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(answer.status);
  if (answer.status === 204 || !answer.body) {
    res.end();
    return;
  }
  // Written with end(), not send(): Express's send() would add a weak ETag of its own to every body, and
  // answer If-None-Match with a 304; a REST answer's only ETag is its resource's version (docs/live.md).
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(answer.body));
  res.end(answer.body);
}

/** What one execution of a route's operation came to: its REST-shaped result or its first error. */
export type Outcome =
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

/**
 * Runs the route's operation in-process through the operation core (src/core: errors logged and formatted,
 * the outcome, and the audit event when `audited`, as /graphql records it); `sse` for an event stream's reads.
 */
export async function executeRoute(
  opts: AdapterOptions,
  c: CompiledRoute,
  variables: Record<string, unknown>,
  contextValue: Context,
  audited: boolean,
  transport: 'rest' | 'sse' = 'rest',
): Promise<Outcome> {
  const { route } = c;
  const op = opts.core.begin({
    transport,
    document: c.document,
    operation: c.operation,
    operationName: route.operationId,
    variables,
    context: contextValue,
    successStatus: route.status,
    // A run's answer is decided by the run (202 while it goes on, its error's status once it failed).
    statusOf: route.run?.member ? (_, data) => runStatus(route.status, data?.[c.fieldName]) : undefined,
    audited,
  });
  const result = await c.run(contextValue, variables);
  // An operation that never started (no `data`: its variables, a REST body of the wrong shape, did not fit).
  const answer = opts.core.answerOf(op, result, undefined, !('data' in result));
  await opts.core.settle(op, answer);
  const failure = failureOf(c, answer);
  if (failure) return failure;
  const data = answer.data;
  if (c.pageOf) {
    const { listKey, type } = c.pageOf;
    return { ok: true, body: pagedBody(listKey, data?.[c.fieldName], (nodes) => withoutVersion(toRest(nodes, type))) };
  }
  return { ok: true, body: toRest(data?.[c.fieldName], c.field.type) as Record<string, unknown> | undefined };
}

/**
 * The REST failure of a settled answer (its outcome's code, its first error's words, the head's headers),
 * or undefined when it succeeded.
 */
export function failureOf(c: CompiledRoute, answer: Answer): Extract<Outcome, { ok: false }> | undefined {
  const { errors, outcome } = answer;
  if (!errors?.length || !outcome?.code) return undefined;
  const details = errors[0].extensions?.details as Record<string, unknown> | undefined;
  const { detail, extra } = restError(restDetail(errors[0].message, c.route.body?.variable), details);
  const said = c.pageOf ? restPageDetail(detail) : detail;
  const headers = Object.fromEntries(answer.head.headers);
  return { ok: false, code: outcome.code, detail: said, extra, headers, details };
}

export function sendFailure(res: Response, f: Extract<Outcome, { ok: false }>): void {
  sendError(res, f.code, f.detail, failureHeaders(f), f.extra);
}

/** The outcome's headers; a 412 also names the current version, so the caller can read it again or retry. */
export function failureHeaders(f: Extract<Outcome, { ok: false }>): Record<string, string> {
  const headers = { ...f.headers };
  const current = f.details?.currentVersion;
  if (f.code === 'PRECONDITION_FAILED' && typeof current === 'number') headers.ETag = etagOf(current);
  return headers;
}

export function respond(
  c: CompiledRoute,
  result: Record<string, unknown> | undefined,
  params: Record<string, string>,
  req: Request,
  res: Response,
): void {
  const answer = successAnswer(c, result, params, req);
  // Only the route's own answer is YAML (a 202's run, or an error, stays JSON).
  if (c.route.yaml && answer.status === c.route.status && wantsYaml(req.headers.accept) && answer.body) {
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res
      .status(answer.status)
      .type('application/yaml')
      .send(YAML.stringify(JSON.parse(answer.body)));
    return;
  }
  sendAnswer(res, answer, false);
}

/** Accept names YAML before (or without) JSON. */
function wantsYaml(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((t) => t.split(';')[0].trim().toLowerCase());
  const yaml = types.findIndex((t) => t === 'application/yaml' || t === 'text/yaml' || t === 'application/x-yaml');
  const json = types.indexOf('application/json');
  return yaml >= 0 && (json < 0 || yaml < json);
}

export function withoutVersion(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVersion);
  if (value === null || typeof value !== 'object' || !('version' in value)) return value;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { version, ...rest } = value as Record<string, unknown>;
  return rest;
}

export function pathParams(c: CompiledRoute, m: RegExpExecArray): Record<string, string> {
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
export function expectVersion(
  c: CompiledRoute,
  variables: Record<string, unknown>,
  expected: number | undefined,
): void {
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
