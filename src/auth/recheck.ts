import type { Request } from 'express';
import type { CacheRegistry } from '../cache/cache';
import type { AuthContext } from './request-context';
import type { Principal } from './principal';

/*
 * Each root field of a mutation re-checks that the request's credential is still valid (see
 * docs/security.md, "Revocation during a request"): a key revoked while an earlier field of the same
 * mutation ran must not let a later field act. Every revocation (API key, session, signing key) drops
 * entries of the `identity` cache on every instance, which moves that cache's generation; so the
 * check is one comparison unless something was revoked somewhere since the request was authenticated.
 */

/** The identity cache's generation now; undefined while it is suspended (invalidations may be missed). */
export function identityMark(caches: CacheRegistry): number | undefined {
  const c = caches.get('identity');
  return c && !c.suspended ? c.mark() : undefined;
}

/** Gives `ctx` its `recheck`, starting from the generation `mark` taken before it was authenticated. */
export function withRecheck<C extends AuthContext>(
  ctx: C,
  caches: CacheRegistry,
  authenticate: (req: Request) => Promise<Principal>,
  mark: number | undefined,
): C {
  let seen = mark;
  // The context to update is passed in: Apollo executes on a shallow copy of the one built here.
  ctx.recheck = async (current) => {
    if (!current.principal.authenticated) return;
    if (seen !== undefined && identityMark(caches) === seen) return;
    seen = identityMark(caches);
    current.principal = await authenticate(current.req);
  };
  return ctx;
}
