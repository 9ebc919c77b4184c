import type { Request, RequestHandler, Response } from 'express';
import type { Principal } from '../auth/principal';

/*
 * Authentication runs before the request rate limit and before the body is read (see
 * docs/security.md, "Order of checks"): the limit is then keyed by the verified caller, and a caller
 * whose credential is refused is refused before its body costs anything. The Principal is kept on
 * the response, where buildContext finds it, so each request is authenticated once.
 */

const KEY = 'principal';

/** The middleware; `authenticate` never throws for a bad credential (it records why on the Principal). */
export function authenticateFirst(
  authenticate: (req: Request) => Promise<Principal>,
  mark: () => number | undefined,
): RequestHandler {
  return (req, res, next) => {
    res.locals.identityMark = mark();
    authenticate(req).then((p) => {
      res.locals[KEY] = p;
      next();
    }, next);
  };
}

/** The Principal found by `authenticateFirst`, if it ran for this request. */
export const earlyPrincipal = (res: Response): Principal | undefined => res.locals?.[KEY] as Principal | undefined;

/**
 * The rate-limit key of a request: the verified caller, else its client address. A credential that
 * was not verified (refused, unreadable, or not checked) never selects a budget of its own, so a fresh
 * random credential on every request gets no fresh allowance.
 *
 * The budget belongs to what a caller cannot multiply (docs/security.md, "Request rate limit"): every
 * API key of one workspace (and every session opened with one) shares the workspace's budget, since a
 * workspace admin may mint keys; any other credential counts for its principal (the token's subject),
 * so new sessions or tokens of one person do not add budgets. Only global keys, made by a super admin
 * on the command line, keep a budget each.
 */
export function verifiedCaller(res: Response): string | undefined {
  const p = earlyPrincipal(res);
  if (!p?.authenticated || p.rejected || p.rateLimited || p.unavailable) return undefined;
  if (p.apiKeyId) {
    const scopes = Object.keys(p.roles);
    if (!p.superAdmin && scopes.length === 1 && scopes[0] !== '*') return `workspace-keys:${scopes[0]}`;
    return `api_key:${p.apiKeyId}`;
  }
  return `principal:${p.subject}`;
}
