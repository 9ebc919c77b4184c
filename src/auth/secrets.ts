import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** docs/rules.md §4: `mgk_` + 64 hex characters (32 random bytes). */
export const API_KEY_PATTERN = /^mgk_[0-9a-f]{64}$/;
/** How many leading characters of a key are kept in clear (`key_prefix`) so people can tell keys apart. */
export const API_KEY_PREFIX_LENGTH = 12;

/**
 * SHA-256 of a high-entropy secret, hex. A slow KDF adds nothing for 256-bit random secrets (nobody can
 * guess them), and a plain digest lets the database find the row by an indexed equality lookup.
 */
export function sha256Hex(secret: string): string {
  // The one-shot form: every request with an API key or a session cookie hashes it.
  return hash('sha256', secret, 'hex');
}

/** A new API key with its stored forms; the key itself is shown once and never stored. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `mgk_${randomBytes(32).toString('hex')}`;
  return { key, hash: sha256Hex(key), prefix: key.slice(0, API_KEY_PREFIX_LENGTH) };
}

/** A new random secret for a cookie (256 bits, URL-safe) and its stored hash. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256Hex(secret) };
}

/** Constant-time equality of two hex digests (a length mismatch is simply false). */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
