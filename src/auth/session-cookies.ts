import type { CookieOptions, Response } from 'express';
import type { CredentialExchange } from './request-context';

/** Cookie holding the browser session secret (HttpOnly: scripts never see it). */
export const SESSION_COOKIE = 'mapgate_session';
/** Cookie holding the CSRF secret; the console reads it and echoes it in X-CSRF-Token. */
export const CSRF_COOKIE = 'mapgate_csrf';
/** Header that must repeat the CSRF cookie on cookie-authenticated writes (docs/rules.md §4). */
export const CSRF_HEADER = 'x-csrf-token';

/** docs/rules.md §4: a session lives at most 12 h, and dies after 1 h without use. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_IDLE_MS = 60 * 60_000;

/** Methods that change nothing, so a cookie alone may authenticate them (RFC 9110 §9.2.1). */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One cookie from the Cookie header (no cookie-parser: this is the only cookie mapgate reads). */
export function readCookie(req: Pick<CredentialExchange, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const v = part.slice(eq + 1).trim();
      return v || undefined;
    }
  }
  return undefined;
}

/**
 * Secure only when the request itself is secure (TLS here, or X-Forwarded-Proto https from a trusted
 * proxy, which is what `req.secure` means under the app's `trust proxy`): a Secure cookie set over plain
 * HTTP would never be sent back, and local plain-HTTP use must keep working.
 */
function base(req: CredentialExchange, expires: Date): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: req.secure, expires };
}

/** The response a cookie goes on: only an HTTP exchange has one (sign-in and sign-out run on HTTP only). */
function responseOf(req: CredentialExchange): Response {
  if (!req.res) throw new Error('session cookies need an HTTP response');
  return req.res;
}

/** Sets both session cookies on the exchange's response; they expire with the session's absolute lifetime. */
export function setSessionCookies(
  req: CredentialExchange,
  secrets: { session: string; csrf: string },
  expires: Date,
): void {
  const res = responseOf(req);
  res.cookie(SESSION_COOKIE, secrets.session, { ...base(req, expires), httpOnly: true });
  // Readable by the console's scripts on purpose: it is the double-submit value, not a credential.
  res.cookie(CSRF_COOKIE, secrets.csrf, { ...base(req, expires), httpOnly: false });
}

/** Removes both cookies (sign-out). */
export function clearSessionCookies(req: CredentialExchange): void {
  const res = responseOf(req);
  const { path, sameSite, secure } = base(req, new Date(0));
  res.clearCookie(SESSION_COOKIE, { path, sameSite, secure, httpOnly: true });
  res.clearCookie(CSRF_COOKIE, { path, sameSite, secure });
}
