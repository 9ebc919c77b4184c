import type { PrismaClient } from '../db/client';
import type { ApiKey } from '../generated/prisma/client';
import type { Logger } from '../logger';
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
    authenticated: true, subject: key.name, authMethod: 'api_key', credentialId: key.id, apiKeyId: key.id,
    superAdmin: roles['*'] === 'super_admin', roles,
    displayName: key.ownerName ?? undefined, email: key.ownerEmail ?? undefined,
  };
}

/**
 * X-API-Key -> Principal. The key is looked up by its SHA-256 on every request, with no cache: that
 * makes a revocation or expiry effective at once on every instance (decisions.md §4), for the price of
 * one indexed read. Comparing digests through the index leaks nothing useful about the key, since an
 * attacker cannot choose inputs with a chosen digest prefix.
 */
export async function verifyApiKey(prisma: PrismaClient, logger: Logger, presented: string): Promise<Principal> {
  if (!API_KEY_PATTERN.test(presented)) return { ...ANONYMOUS, rejected: 'malformed API key' };
  const key = await prisma.apiKey.findUnique({ where: { keyHash: sha256Hex(presented) } });
  if (!key) return { ...ANONYMOUS, rejected: 'unknown API key' };
  const now = new Date();
  const unusable = apiKeyUnusable(key, now);
  if (unusable) return { ...ANONYMOUS, rejected: unusable };
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // The condition makes concurrent requests (and instances) write once per interval, not each.
    const before = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await prisma.apiKey.updateMany({
      where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: before } }] }, data: { lastUsedAt: now },
    }).catch((err: unknown) => logger.warn({ err, apiKeyId: key.id }, 'could not record API key use'));
  }
  return apiKeyPrincipal(key);
}

/** The limiter's name for whoever a presented key claims to be: its public prefix. */
export function apiKeyClaimant(presented: string): string | undefined {
  return API_KEY_PATTERN.test(presented) ? `api_key:${presented.slice(0, 12)}` : undefined;
}
