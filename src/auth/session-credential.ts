import type { Cache, CacheInvalidator } from '../cache/cache';
import type { PrismaClient } from '../db/client';
import type { ApiKey, BrowserSession } from '../generated/prisma/client';
import { apiKeyRoles, apiKeyUnusable } from './api-key-credential';
import { ANONYMOUS, type Principal } from './principal';
import { hashesEqual, sha256Hex } from './secrets';
import { CSRF_HEADER, SAFE_METHODS, SESSION_IDLE_MS } from './session-cookies';
import type { CredentialExchange } from './request-context';

/** last_seen_at (and with it the idle deadline) moves at most this often, to keep reads cheap. */
const TOUCH_RESOLUTION_MS = 60_000;

/** What a session keeps of the OIDC claims it was made from (Principal.presentedClaims). */
export type StoredClaims = NonNullable<Principal['presentedClaims']>;

/** Roles of an OIDC session, re-resolved from its stored claims against the current claim mappings. */
export type ClaimRoles = (claims: Record<string, unknown>) => Promise<Record<string, string>>;

export type SessionRow = BrowserSession & { apiKey: ApiKey | null };

/**
 * The identity-cache prefix of sessions (keyed by the secret's digest). Signing out, refreshing or
 * revoking a session, or revoking its API key, drops every cached session on every instance: those are
 * rare next to the requests a session makes.
 */
export const SESSION_CACHE_PREFIX = 'session:';

/** Drops every cached session here and on every instance (see SESSION_CACHE_PREFIX). */
export const forgetSessions = (invalidator: CacheInvalidator): Promise<void> =>
  invalidator.invalidate('identity', SESSION_CACHE_PREFIX);

/** The roles a session grants right now (docs/rules.md §4: changes to mappings and keys apply at once). */
export async function sessionRoles(row: SessionRow, claimRoles: ClaimRoles): Promise<Record<string, string>> {
  if (row.apiKey) return apiKeyRoles(row.apiKey);
  if (row.authMethod === 'oidc') return claimRoles((row.claims as StoredClaims | null)?.claims ?? {});
  return (row.roles ?? {}) as Record<string, string>;
}

/** Why a session cannot be used now, if it cannot; a session made from an API key dies with the key. */
export function sessionUnusable(row: SessionRow, now: Date): string | undefined {
  if (row.revokedAt) return 'session revoked';
  if (row.expiresAt <= now || row.idleExpiresAt <= now) return 'session expired';
  if (row.apiKeyId && (!row.apiKey || apiKeyUnusable(row.apiKey, now)))
    return 'the API key of this session is no longer valid';
  return undefined;
}

/** Principal of a live session row (also used right after sign-in, before the cookie is sent back). */
export function sessionPrincipal(row: SessionRow, roles: Record<string, string>): Principal {
  const claims = row.claims as StoredClaims | null;
  return {
    authenticated: true,
    subject: row.subject,
    authMethod: 'session',
    credentialId: row.id,
    sessionId: row.id,
    sessionExpiresAt: row.expiresAt,
    sessionIdleExpiresAt: row.idleExpiresAt,
    superAdmin: roles['*'] === 'super_admin',
    roles,
    apiKeyId: row.apiKeyId ?? undefined,
    email: row.email ?? undefined,
    displayName: row.displayName ?? undefined,
    presentedClaims: row.authMethod === 'oidc' && claims ? claims : undefined,
  };
}

/**
 * The mapgate_session cookie -> Principal. Only the secret's SHA-256 is stored, so the lookup is by
 * digest. Writes other than GET/HEAD/OPTIONS must repeat the CSRF secret in X-CSRF-Token; its digest
 * is compared in constant time with the stored one (stronger than comparing with the cookie, which a
 * sibling subdomain could plant). A failed CSRF check is recorded as `forbidden` (403), not thrown.
 */
export async function verifySession(
  prisma: PrismaClient,
  req: CredentialExchange,
  secret: string,
  claimRoles: ClaimRoles,
  cache: Cache<SessionRow>,
): Promise<Principal> {
  const hash = sha256Hex(secret);
  const key = `${SESSION_CACHE_PREFIX}${hash}`;
  const now = new Date();
  let row = cache.get(key)?.v;
  // A cached row that looks unusable is read again: another instance may have slid its idle deadline.
  if (!row || sessionUnusable(row, now)) {
    if (row) cache.delete(key);
    const mark = cache.mark();
    row =
      (await prisma.browserSession.findUnique({ where: { secretHash: hash }, include: { apiKey: true } })) ?? undefined;
    if (row && !sessionUnusable(row, now)) cache.setIfUnchanged(mark, key, row);
  }
  if (!row) return { ...ANONYMOUS, rejected: 'session not found; sign in again' };
  const unusable = sessionUnusable(row, now);
  if (unusable) return { ...ANONYMOUS, rejected: `${unusable}; sign in again`, endedSession: true };
  const principal = sessionPrincipal(row, await sessionRoles(row, claimRoles));
  if (!SAFE_METHODS.has(req.method)) {
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !hashesEqual(sha256Hex(sent), row.csrfHash)) {
      return {
        ...principal,
        forbidden: 'a cookie-authenticated write needs the X-CSRF-Token header (the mapgate_csrf cookie)',
      };
    }
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_RESOLUTION_MS) {
    // Use slides the idle deadline, never past the absolute one.
    const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.expiresAt.getTime()));
    await prisma.browserSession.updateMany({
      where: { id: row.id, lastSeenAt: { lt: new Date(now.getTime() - TOUCH_RESOLUTION_MS) } },
      data: { lastSeenAt: now, idleExpiresAt: idle },
    });
    // The cached row follows, so this instance touches the session once a minute, not per request.
    row.lastSeenAt = now;
    row.idleExpiresAt = idle;
    principal.sessionIdleExpiresAt = idle;
  }
  return principal;
}
