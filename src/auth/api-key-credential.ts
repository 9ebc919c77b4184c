import type { Cache } from '../cache/cache';
import type { PrismaClient } from '../db/client';
import type { ApiKey } from '../generated/prisma/client';
import type { Logger } from '../base/logger';
import { ANONYMOUS, type Principal } from './principal';
import { API_KEY_PATTERN, sha256Hex } from './secrets';

/** last_used_at is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Why a stored key cannot be used now, if it cannot (revoked or expired keys are 401 at once). */
export function apiKeyUnusable(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now = new Date()): string | undefined {
  if (key.revokedAt) return 'API key revoked';
  if (key.expiresAt && key.expiresAt <= now) return 'API key expired';
  return undefined;
}

/** The roles an API key grants: its one role in its workspace, or super_admin for a CLI-made global key. */
export function apiKeyRoles(key: Pick<ApiKey, 'roleId' | 'workspaceId'>): Record<string, string> {
  if (key.workspaceId) return { [key.workspaceId]: key.roleId };
  return key.roleId === 'super_admin' ? { '*': 'super_admin' } : {};
}

export function apiKeyPrincipal(key: ApiKey): Principal {
  const roles = apiKeyRoles(key);
  return {
    authenticated: true,
    subject: key.name,
    authMethod: 'api_key',
    credentialId: key.id,
    apiKeyId: key.id,
    credentialExpiresAt: key.expiresAt ?? undefined,
    superAdmin: roles['*'] === 'super_admin',
    roles,
    displayName: key.ownerName ?? undefined,
    email: key.ownerEmail ?? undefined,
  };
}

/** The identity cache's key of an API key: its digest (the key itself is never kept). */
export const apiKeyCacheKey = (keyHash: string): string => `apikey:${keyHash}`;

/**
 * X-API-Key -> Principal. The key is found by its SHA-256, from the identity cache when it is there.
 * Revoking or deleting a key invalidates its entry here and, through the bus, on every instance before
 * the revocation is answered; while the bus is down the cache is bypassed. Expiry is checked on every
 * use. Comparing digests through the index leaks nothing useful about the key, since an attacker
 * cannot choose inputs with a chosen digest prefix.
 */
export async function verifyApiKey(
  prisma: PrismaClient,
  logger: Logger,
  presented: string,
  cache: Cache<ApiKey>,
): Promise<Principal> {
  if (!API_KEY_PATTERN.test(presented)) return { ...ANONYMOUS, rejected: 'malformed API key' };
  const hash = sha256Hex(presented);
  const ck = apiKeyCacheKey(hash);
  let key = cache.get(ck)?.v;
  if (!key) {
    const mark = cache.mark();
    const row = await prisma.apiKey.findUnique({ where: { keyHash: hash } });
    if (!row) return { ...ANONYMOUS, rejected: 'unknown API key' };
    key = row;
    // A revoked key is not cached: it stays refused by the database.
    if (!row.revokedAt) cache.setIfUnchanged(mark, ck, row);
  }
  const now = new Date();
  const unusable = apiKeyUnusable(key, now);
  if (unusable) return { ...ANONYMOUS, rejected: unusable };
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // The condition makes concurrent requests (and instances) write once per interval, not each;
    // the cached row remembers the write, so this instance does not try again for a minute.
    const before = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    key.lastUsedAt = now;
    await prisma.apiKey
      .updateMany({
        where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: before } }] },
        data: { lastUsedAt: now },
      })
      .catch((err: unknown) => logger.warn({ err, apiKeyId: key.id }, 'could not record API key use'));
  }
  return apiKeyPrincipal(key);
}

/** The limiter's name for whoever a presented key claims to be: its public prefix. */
export function apiKeyClaimant(presented: string): string | undefined {
  return API_KEY_PATTERN.test(presented) ? `api_key:${presented.slice(0, 12)}` : undefined;
}
