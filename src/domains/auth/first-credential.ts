import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newApiKey, sha256Hex } from '../../auth/secrets';
import type { Database, PrismaClient } from '../../db/client';
import type { PrismaTx } from '../names';

/** The name the first super-admin key carries in key lists. */
export const FIRST_KEY_NAME = 'first super-admin key (written at first start)';

/**
 * "Fresh" means nothing could have signed in yet: no API key, no browser session, no mapgate token ever
 * minted (minting creates the first signing key) and no global claim mapping granting super_admin to OIDC
 * users.
 */
async function fresh(p: PrismaTx): Promise<boolean> {
  const [keys, sessions, signingKeys, superMappings] = await Promise.all([
    p.apiKey.count(),
    p.browserSession.count(),
    p.signingKey.count(),
    p.claimMapping.count({ where: { scope: '*', roleId: 'super_admin' } }),
  ]);
  return !(keys || sessions || signingKeys || superMappings);
}

/**
 * The line `mapgate serve` prints on a fresh installation when it does not write the first key itself
 * (MAPGATE_FIRST_KEY_FILE empty), or undefined.
 */
export async function firstCredentialHint(
  db: Pick<Database, 'prisma'> & { kind?: Database['kind'] },
): Promise<string | undefined> {
  if (!(await fresh(db.prisma))) return undefined;
  return (
    'No credential exists yet: run `npx mapgate token create --role super_admin` (a token, valid 24 h by default)' +
    ' or `npx mapgate apikey create --role super_admin --name admin` (a key until revoked), then send it as' +
    ' "Authorization: Bearer <token>" / "X-API-Key: <key>", or sign in to the console with it (POST /api/v1/auth/login).' +
    // The embedded database is locked by the running server (src/db/pglite-lock.ts).
    (db.kind === 'postgres'
      ? ' Run the CLI with the same DATABASE_URL as the server (in its environment or in .env).'
      : ' With the embedded database, stop mapgate first: the CLI cannot open it while the server runs.')
  );
}

export type FirstKeyOutcome =
  /** A new key was written to the file. */
  | { kind: 'written'; file: string; keyId: string }
  /** The key written earlier is still in the file and still works. */
  | { kind: 'waiting'; file: string; keyId: string }
  /** The file held a key that no longer works (revoked, deleted or expired); the file was removed. */
  | { kind: 'removed'; file: string }
  /** Nothing to do: credentials exist and no first-key file is lying around. */
  | { kind: 'none' };

/** Any instance of a deployment takes this lock to decide whether it writes the first key. */
const LOCK = 'SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext($1))';

/**
 * docs/security.md, "The first credential": on a fresh installation, a super-admin API key is made and
 * written to `file` (mode 0600, created anew), and only its path is printed. The key is stored hashed like
 * any key, so it can be listed and revoked. The freshness check and the insert run under one advisory lock,
 * so of several instances starting at once on one PostgreSQL database only one writes a key. On later
 * starts a file whose key still works is reported again, and a file whose key no longer works is removed.
 */
export async function ensureFirstKey(prisma: PrismaClient, file: string): Promise<FirstKeyOutcome> {
  // The key is written aside, then renamed into place once its row is committed: whoever waits for the
  // file (a script, the docs' walk-through) reads a whole key that already works, never an empty or
  // half-written file, nor a key the database does not know yet.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const outcome = await prisma
    .$transaction(async (tx): Promise<FirstKeyOutcome> => {
      await tx.$queryRawUnsafe(LOCK, 'mapgate-first-credential');
      if (!(await fresh(tx))) return { kind: 'none' };
      const { key, hash, prefix } = newApiKey();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // O_EXCL with the mode: the secret is never readable by anyone else, not even for a moment.
      fs.writeFileSync(aside, `${key}\n`, { flag: 'wx', mode: 0o600 });
      const row = await tx.apiKey.create({
        data: { keyHash: hash, keyPrefix: prefix, workspaceId: null, roleId: 'super_admin', name: FIRST_KEY_NAME },
      });
      return { kind: 'written', file, keyId: row.id };
    })
    .catch((err: unknown) => {
      fs.rmSync(aside, { force: true });
      throw err;
    });
  if (outcome.kind === 'written') {
    fs.renameSync(aside, file);
    return outcome;
  }
  if (outcome.kind !== 'none') return outcome;
  let key: string;
  try {
    key = fs.readFileSync(file, 'utf8').trim();
  } catch {
    return { kind: 'none' };
  }
  const row = await prisma.apiKey.findUnique({ where: { keyHash: sha256Hex(key) } });
  if (row && !row.revokedAt && (!row.expiresAt || row.expiresAt > new Date())) {
    return { kind: 'waiting', file, keyId: row.id };
  }
  fs.rmSync(file, { force: true });
  return { kind: 'removed', file };
}

/** What `mapgate serve` prints about the first key (never the key itself). */
export function firstKeyMessage(o: FirstKeyOutcome): string | undefined {
  const use =
    `  Use it as "X-API-Key: $(cat ${o.kind === 'none' ? '' : o.file})" or sign in to the console with it;` +
    ' make your own credentials, then revoke it (`npx mapgate apikey revoke <id>`) and delete the file.';
  switch (o.kind) {
    case 'written':
      return `No credential existed: a one-time super-admin API key (id ${o.keyId}) was written to\n  ${o.file}\n  (readable by this user only; the key is not logged).\n${use}`;
    case 'waiting':
      return `The first super-admin API key (id ${o.keyId}) is still in ${o.file} and still works.\n${use}`;
    case 'removed':
      return `Removed ${o.file}: the key it held no longer works.`;
    default:
      return undefined;
  }
}
