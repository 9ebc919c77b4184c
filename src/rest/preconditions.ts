import { BadRequestError } from '../base/errors';

/*
 * Conditional requests and JSON Merge Patch on REST (docs/live.md, "Versions"). A resource's strong ETag
 * is its version in quotes, `"7"`.
 */

/** The ETag of a version. */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * What `If-Match` asks for: undefined when absent or `*` (the write goes ahead as without the header),
 * otherwise the versions it names. Weak tags (`W/"7"`) and tags that are not one of our versions never
 * match (RFC 9110 §13.1.1 compares If-Match strongly), so a header naming only those yields `[]`, which
 * no version matches.
 */
export function ifMatchVersions(header: string | undefined): number[] | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const versions: number[] = [];
  for (const tag of value.match(/(?:W\/)?"[^"]*"|[^\s,]+/g) ?? []) {
    const m = /^"(\d{1,9})"$/.exec(tag);
    if (m) versions.push(Number(m[1]));
  }
  return versions;
}

/**
 * The one version a write may expect from If-Match: the named one, or -1 (no version is negative) when
 * none of the tags can match. Several strong tags are refused: a write checks one
 * version atomically.
 */
export function expectedFromIfMatch(header: string | undefined): number | undefined {
  const versions = ifMatchVersions(header);
  if (versions === undefined) return undefined;
  if (versions.length > 1) throw new BadRequestError('If-Match: name one entity tag (or *)');
  return versions[0] ?? -1;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** RFC 7396: members of the patch replace the target's, null removes one, objects merge recursively. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const out: Record<string, unknown> =
    target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...(target as object) } : {};
  for (const [k, v] of Object.entries(patch as Record<string, Json>)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** Structural equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
