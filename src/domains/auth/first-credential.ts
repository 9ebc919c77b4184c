import type { Database } from '../../db/client';

/**
 * The line `mapgate serve` prints on a fresh installation, or undefined. "Fresh" means nothing could
 * have signed in yet: no API key, no browser session, no mapgate token ever minted (minting creates
 * the first signing key) and no global claim mapping granting super_admin to OIDC users.
 */
export async function firstCredentialHint(db: Pick<Database, 'prisma'>): Promise<string | undefined> {
  const p = db.prisma;
  const [keys, sessions, signingKeys, superMappings] = await Promise.all([
    p.apiKey.count(),
    p.browserSession.count(),
    p.signingKey.count(),
    p.claimMapping.count({ where: { scope: '*', roleId: 'super_admin' } }),
  ]);
  if (keys || sessions || signingKeys || superMappings) return undefined;
  return (
    'No credential exists yet: run `npx mapgate token create --role super_admin` (a token, valid 24 h by default)' +
    ' or `npx mapgate apikey create --role super_admin --name admin` (a key until revoked), then send it as' +
    ' "Authorization: Bearer <token>" / "X-API-Key: <key>", or sign in to the console with it (POST /api/v1/auth/login).' +
    // The embedded database is locked by the running server (src/db/pglite-lock.ts).
    ' With the embedded database, stop mapgate first: the CLI cannot open it while the server runs.'
  );
}
