import type { Deps } from '../runtime/deps';
import { credentialsOf } from './credentials';
import type { CredentialExchange } from './request-context';
import { ANONYMOUS, type Principal } from './principal';
import { SESSION_COOKIE, clearSessionCookies, readCookie } from './session-cookies';

/** The credential a request presents; an explicit header always wins over the cookie (docs/rules.md §4). */
export function presentedCredential(
  req: CredentialExchange,
): { kind: 'bearer' | 'api_key'; value: string } | { kind: 'malformed'; reason: string } | undefined {
  const auth = req.headers.authorization;
  if (auth !== undefined) {
    const m = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(auth.trim());
    return m
      ? { kind: 'bearer', value: m[1] }
      : { kind: 'malformed', reason: 'Authorization must be "Bearer <token>"' };
  }
  const key = req.headers['x-api-key'];
  if (key !== undefined)
    return typeof key === 'string'
      ? { kind: 'api_key', value: key.trim() }
      : { kind: 'malformed', reason: 'one X-API-Key header' };
  return undefined;
}

const rechecks = new WeakSet<object>();

/**
 * Marks a request whose credential was accepted before and is checked again (an open stream, a later
 * field of a mutation): refusing it now is no failed sign-in, only the end of what it allowed.
 */
export function asRecheck<R extends CredentialExchange>(req: R): R {
  rechecks.add(req);
  return req;
}

/** The client address the sign-in limiter counts (req.ip already honours trusted proxies only). */
export const clientIp = (req: CredentialExchange): string => req.ip ?? req.socket?.remoteAddress ?? 'unknown';

/**
 * credentials -> Principal, the only place this happens (both surfaces call it via buildContext).
 * Never throws for a bad credential: it records why on the Principal, and the authChecker answers
 * 401 (rejected), 403 (forbidden: CSRF), 429 (rateLimited) or 503 (unavailable).
 *
 * Order: a header credential is used when present, and a rejected one is final (never a fallback to
 * the cookie); only without any header does the session cookie count. The failed sign-in limiter
 * (see docs/security.md, "Failed sign-ins") only ever refuses failing attempts: every credential is
 * checked first, a valid one is served whatever else its address did, and a refused one (header or
 * cookie) counts as a failure, or is answered 429 while its address or claimed principal is blocked.
 */
export function createAuthenticator(deps: Deps): (req: CredentialExchange) => Promise<Principal> {
  const credentials = credentialsOf(deps);
  const { limiter } = credentials;
  const refused = async (req: CredentialExchange, p: Principal, claimant?: string): Promise<Principal> => {
    if (rechecks.has(req)) return p;
    const ip = clientIp(req);
    const wait = await limiter.retryAfter(ip, claimant);
    if (wait > 0) {
      // The REST adapter and /graphql both send the response this header is set on; a stream checking
      // its credential again has long sent its headers, and says so in its own way.
      if (req.res && !req.res.headersSent) req.res.setHeader('Retry-After', String(wait));
      return { ...ANONYMOUS, rateLimited: `too many failed sign-ins; retry in ${wait} s` };
    }
    await limiter.fail(ip, claimant);
    return p;
  };
  return async (req) => {
    const cred = presentedCredential(req);
    if (!cred) {
      const secret = readCookie(req, SESSION_COOKIE);
      if (!secret) return ANONYMOUS;
      const session = await credentials.verifySession(req, secret);
      if (!session.rejected) return session;
      // The answer that refuses a cookie clears it, so that the browser stops sending it.
      if (req.res && !req.res.headersSent) clearSessionCookies(req);
      // A session that ended is no guess at a secret: each reload must not count as a failed sign-in.
      return session.endedSession ? session : refused(req, session);
    }
    if (cred.kind === 'malformed') return refused(req, { ...ANONYMOUS, rejected: cred.reason });
    const claimant = credentials.claimant(cred);
    const principal = await credentials.verify(cred);
    if (principal.rejected) return refused(req, principal, claimant);
    if (principal.authenticated) await limiter.succeed(claimant);
    return principal;
  };
}
