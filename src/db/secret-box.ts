import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UnavailableError } from '../base/errors';
import { parseSecretKey } from '../base/secret-key';

/*
 * Secrets kept at rest (docs/security.md, "Secrets at rest"): service passwords are sealed with
 * AES-256-GCM before they reach the database. The key is MAPGATE_SECRET_KEY, or else a key file made at
 * the first start in the data directory (mode 600). Keys named in MAPGATE_SECRET_KEY_PREVIOUS still open
 * what they sealed, so that a key can be rotated; what they sealed is sealed again under the current key
 * at start (see `resealAll` of the services domain) and on the next write.
 */

/** The name of the key file in the data directory. */
export const SECRET_KEY_FILE = 'secret.key';
const FORMAT = 'v1';
/** Binds a sealed value to what it is; a value sealed for something else does not open here. */
const AAD = Buffer.from('mapgate:services.connection_info.password');

const aadOf = (purpose: string | undefined): Buffer => (purpose ? Buffer.from(`mapgate:${purpose}`) : AAD);

/** A short public name of a key (not secret: a digest), stored beside what it sealed. */
const keyId = (key: Buffer): string =>
  hash('sha256', Buffer.concat([Buffer.from('mapgate-key-id:'), key]), 'hex').slice(0, 8);

export class SecretBox {
  private readonly current: { id: string; key: Buffer };
  private readonly keys = new Map<string, Buffer>();

  constructor(current: Buffer, previous: Buffer[] = []) {
    this.current = { id: keyId(current), key: current };
    for (const k of [current, ...previous]) if (!this.keys.has(keyId(k))) this.keys.set(keyId(k), k);
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  /**
   * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), a fresh 96-bit IV each time. `purpose` binds it to
   * something other than a service password (it opens only with the same purpose).
   */
  seal(plain: string, purpose?: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.current.key, iv);
    c.setAAD(aadOf(purpose));
    const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return [FORMAT, this.current.id, iv, c.getAuthTag(), ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The key id a sealed value names, or undefined when it is not one. */
  static sealedWith(sealed: string): string | undefined {
    const parts = sealed.split('.');
    return parts.length === 5 && parts[0] === FORMAT ? parts[1] : undefined;
  }

  /** `sealedWith` as an SQL expression over the text expression `sealed` (NULL when it is not a sealed value). */
  static sealedWithSql(sealed: string): string {
    return `CASE WHEN array_length(string_to_array(${sealed}, '.'), 1) = 5 AND split_part(${sealed}, '.', 1) = '${FORMAT}'
      THEN split_part(${sealed}, '.', 2) END`;
  }

  /**
   * Which key a sealed value names, as this box sees it: its current key, an earlier one it still has
   * (MAPGATE_SECRET_KEY_PREVIOUS: to be sealed again), one it lacks (another instance's), or undefined
   * when the value is not a sealed one.
   */
  keyOf(sealed: string): 'current' | 'earlier' | 'foreign' | undefined {
    const kid = SecretBox.sealedWith(sealed);
    if (kid === undefined) return undefined;
    return kid === this.current.id ? 'current' : this.keys.has(kid) ? 'earlier' : 'foreign';
  }

  /** The ids of the keys this box opens with (the current one and the earlier ones). */
  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  /** Whether this box can open values sealed with that key. */
  has(id: string): boolean {
    return this.keys.has(id);
  }

  /** The plain text; 503 when this instance lacks the key or the value was altered. */
  open(sealed: string, purpose?: string): string {
    const [format, id, iv, tag, ct] = sealed.split('.');
    const key = format === FORMAT ? this.keys.get(id) : undefined;
    if (!key) {
      throw new UnavailableError(
        `a stored secret was sealed with key ${id ?? '?'}, which this instance does not have: ` +
          'every instance needs the same MAPGATE_SECRET_KEY (docs/security.md, "Secrets at rest")',
      );
    }
    try {
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      d.setAAD(aadOf(purpose));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
    } catch {
      throw new UnavailableError('a stored secret does not open with its key: it was altered');
    }
  }
}

/** The settings a box is made from. */
export interface SecretKeySettings {
  MAPGATE_SECRET_KEY?: Buffer;
  MAPGATE_SECRET_KEY_PREVIOUS: Buffer[];
  dataDir: string;
}

/**
 * The box of this instance: MAPGATE_SECRET_KEY, or the key file of the data directory, made now (mode
 * 600, never overwritten) when there is none. Several instances on one database must share the key,
 * so they need MAPGATE_SECRET_KEY (a key file is per machine).
 */
export function loadSecretBox(s: SecretKeySettings): SecretBox {
  if (s.MAPGATE_SECRET_KEY) return new SecretBox(s.MAPGATE_SECRET_KEY, s.MAPGATE_SECRET_KEY_PREVIOUS);
  const file = path.join(s.dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(s.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside, then linked in: an instance starting at the same moment reads a whole key or none.
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(aside, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(aside);
    }
  }
  const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file}: not a 32-byte key (64 hex characters or base64)`);
  return new SecretBox(key, s.MAPGATE_SECRET_KEY_PREVIOUS);
}
