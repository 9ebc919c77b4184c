import type { CacheRegistry } from '../cache/cache';
import type { Principal } from './principal';
import { TOKEN_CLOCK_TOLERANCE_S } from './tokens';

/*
 * Each root field of a mutation, and each read of a subscription or event stream, re-checks that the
 * request's principal still holds (see docs/security.md, "Revocation during a request" and "Open
 * streams"): a key revoked while an earlier field of the same mutation ran must not let a later field
 * act, and an open stream must not keep a role that was taken away. Every change that can alter a
 * principal (a revoked API key, session or signing key; a changed claim mapping or role; a deleted
 * workspace) drops entries of one of the AUTHORIZING caches on every instance, which moves that cache's
 * generation; so the check is one comparison unless such a change happened somewhere since the
 * principal was resolved, or its credential has expired. The operation core's credential hook does it
 * (src/core/credentials.ts), for every transport; what it compares and when a credential ends are here.
 */

/** The caches whose invalidation may change a principal (src/cache/events.ts wakes live sources on them). */
const AUTHORIZING = ['identity', 'workspaces', 'roles', 'claim_mappings'] as const;

/** Clock tolerance on a token's `exp` (docs/rules.md §4), as src/auth/tokens.ts and src/auth/oidc.ts apply it. */
export const EXPIRY_TOLERANCE_MS = TOKEN_CLOCK_TOLERANCE_S * 1000;

/**
 * The generations of the AUTHORIZING caches now, as one number (they only grow, so the sum moves when
 * any moves); undefined while any is suspended (invalidations may be missed).
 */
export function identityMark(caches: CacheRegistry): number | undefined {
  let sum = 0;
  for (const name of AUTHORIZING) {
    const c = caches.get(name);
    if (!c) continue;
    if (c.suspended) return undefined;
    sum += c.mark();
  }
  return sum;
}

/**
 * When a principal's credential stops being accepted: a token's `exp` plus the clock tolerance, an API
 * key's expiry, a browser session's absolute end; undefined when it never expires.
 */
export function credentialDeadline(p: Principal): number | undefined {
  const token = p.credentialExpiresAt ? p.credentialExpiresAt.getTime() : undefined;
  if (p.authMethod === 'oidc' || p.authMethod === 'mapgate_token') {
    return token === undefined ? undefined : token + EXPIRY_TOLERANCE_MS;
  }
  const session = p.sessionExpiresAt?.getTime();
  if (token === undefined) return session;
  return session === undefined ? token : Math.min(token, session);
}
