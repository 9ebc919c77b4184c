import { BUILTIN_ROLES } from './principal';

/** A claim mapping as the resolution needs it (ClaimMappingService.allForResolution returns these). */
export interface ResolvableMapping {
  /** Workspace id, or '*' for a global mapping. */
  scope: string;
  claimName: string;
  claimValue: string;
  roleId: string;
  priority: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads one configured claim name. The literal name is tried first, because providers use dots
 * and colons inside claim names (`cognito:groups`, `https://example.com/roles`); only when it is
 * absent is a dotted name walked as a path (`realm_access.roles`). Own properties only, so a name
 * like `__proto__.x` can never reach the prototype.
 */
function lookup(claims: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(claims, name)) return claims[name];
  if (!name.includes('.')) return undefined;
  let at: unknown = claims;
  for (const part of name.split('.')) {
    if (!isObject(at) || !Object.hasOwn(at, part)) return undefined;
    at = at[part];
  }
  return at;
}

/**
 * The mappable claims present in a token (docs/rules.md §4): for each of `groupClaims`, its value
 * when it is a string or an array (keeping only the strings in it). Other types are ignored, so a
 * number or an object can never match a mapping. Keys are the configured names.
 */
export function presentedClaims(
  claims: Record<string, unknown>,
  groupClaims: string[],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of groupClaims) {
    if (Object.hasOwn(out, name)) continue;
    const v = lookup(claims, name);
    if (typeof v === 'string') out[name] = v;
    else if (Array.isArray(v)) out[name] = v.filter((x): x is string => typeof x === 'string');
  }
  return out;
}

/** Strength of a role for the tiebreak: built-ins in docs/rules.md §4 order, every custom role last. */
export function roleRank(roleId: string): number {
  const i = (BUILTIN_ROLES as readonly string[]).indexOf(roleId);
  return i < 0 ? BUILTIN_ROLES.length : i;
}

/** Negative when `a` wins over `b`: higher priority, then stronger role, then role_id ascending. */
function compare(a: ResolvableMapping, b: ResolvableMapping): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  const r = roleRank(a.roleId) - roleRank(b.roleId);
  if (r !== 0) return r;
  return a.roleId < b.roleId ? -1 : a.roleId > b.roleId ? 1 : 0;
}

/**
 * Scope ('*' or workspace id) -> the role its winning mapping grants (docs/rules.md §4, §8.4 of
 * docs/rules.md §10). A mapping matches when its claim is mappable and present and its value equals
 * the claim's string, or one item of the claim's array, exactly (no case folding, no substrings).
 * Combining the scopes into an effective role (global super_admin wins, else W, else '*') is the
 * caller's job: see roleIn in principal.ts.
 */
export function resolveRoles(
  claims: Record<string, unknown>,
  mappings: ResolvableMapping[],
  groupClaims: string[],
): Record<string, string> {
  const present = presentedClaims(claims, groupClaims);
  const best = new Map<string, ResolvableMapping>();
  for (const m of mappings) {
    if (!Object.hasOwn(present, m.claimName)) continue;
    const v = present[m.claimName];
    if (typeof v === 'string' ? v !== m.claimValue : !v.includes(m.claimValue)) continue;
    const cur = best.get(m.scope);
    if (!cur || compare(m, cur) < 0) best.set(m.scope, m);
  }
  return Object.fromEntries([...best].map(([scope, m]) => [scope, m.roleId]));
}
