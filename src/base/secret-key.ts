/* The form of MAPGATE_SECRET_KEY and of the key file (docs/security.md): read by the configuration and by
 * the secret box of src/db/secret-box.ts. */

/** A 32-byte key, as 64 hex characters or base64 (44 characters); undefined when it is neither. */
export function parseSecretKey(text: string): Buffer | undefined {
  const s = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(s)) return Buffer.from(s, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(s)) {
    const b = Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b;
  }
  return undefined;
}
