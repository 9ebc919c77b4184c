import { INTERNAL_CACHES } from '../cache/defaults';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { Cache } from '../cache/cache';
import type { PrismaClient } from '../db/client';

const ALG = 'ES256';
/** The cache (in the registry: cleared by the bus on rotation) and its one key. */
export const SIGNING_KEYS_CACHE = 'signing_keys';
const ACTIVE = 'active';
/** A cache for SigningKeys (sized in src/cache/defaults.ts with every other cache). */
export const signingKeysCacheOptions = INTERNAL_CACHES.signing_keys;

/**
 * ES256 keys of mapgate's own tokens, kept in the database so every instance verifies the same way.
 * Only the newest key is active; rotation retires the others, so every earlier token stops verifying.
 */
export class SigningKeys {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly cache: Cache<Map<string, CryptoKey>> = new Cache(SIGNING_KEYS_CACHE, signingKeysCacheOptions),
  ) {}

  /** The active signing key, created on first use. */
  async signer(): Promise<{ kid: string; key: CryptoKey }> {
    let row = await this.prisma.signingKey.findFirst({ where: { retiredAt: null }, orderBy: { createdAt: 'desc' } });
    if (!row) row = await this.create();
    return { kid: row.id, key: (await importJWK(row.privateJwk as JWK, ALG)) as CryptoKey };
  }

  /**
   * Retires every key and makes a new one. Browser sessions made from mapgate tokens end with it: every
   * such session came from a token of a key retired here (see docs/security.md, "Sessions").
   */
  async rotate(): Promise<string> {
    const row = await this.prisma.$transaction(async (tx) => {
      const now = new Date();
      await tx.signingKey.updateMany({ where: { retiredAt: null }, data: { retiredAt: now } });
      await tx.browserSession.updateMany({
        where: { authMethod: 'mapgate_token', revokedAt: null },
        data: { revokedAt: now },
      });
      return this.create(tx);
    });
    this.cache.clear();
    return row.id;
  }

  /**
   * The public key for a kid, if that key is still active. An unknown kid reloads at once (as a JWKS
   * client refetches on an unknown kid): a key made by another instance or the CLI a moment ago is
   * then accepted without waiting for the cache to expire.
   */
  async verifier(kid: string): Promise<CryptoKey | undefined> {
    const cached = this.cache.get(ACTIVE)?.v;
    if (cached?.has(kid)) return cached.get(kid);
    const mark = this.cache.mark();
    const rows = await this.prisma.signingKey.findMany({ where: { retiredAt: null } });
    const keys = new Map<string, CryptoKey>();
    for (const r of rows) keys.set(r.id, (await importJWK(r.publicJwk as JWK, ALG)) as CryptoKey);
    this.cache.setIfUnchanged(mark, ACTIVE, keys);
    return keys.get(kid);
  }

  private async create(tx: Pick<PrismaClient, 'signingKey'> = this.prisma) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const id = randomUUID();
    return tx.signingKey.create({
      data: {
        id,
        algorithm: ALG,
        privateJwk: (await exportJWK(privateKey)) as object,
        publicJwk: (await exportJWK(publicKey)) as object,
      },
    });
  }
}
