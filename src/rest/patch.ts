import type { Request, Response } from 'express';
import { getNullableType, isInputObjectType } from 'graphql';
import type { RestRoute } from '../domains/route';
import { BadRequestError, DomainError } from '../base/errors';
import { rejectNul } from '../http/nul';
import { sendError } from '../outcome';
import { queryVariables } from './query';
import { fromRest } from './case';
import { snake } from '../base/spelling';
import type { CompiledRoute } from './compile';
import { executeRoute, expectVersion, pathParams, respond, sendFailure, type AdapterOptions } from './execute';
import { expectedFromIfMatch, mergePatch, sameJson } from './preconditions';

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
export async function runPatch(
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
    queryVariables(put.route, req.query);
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
