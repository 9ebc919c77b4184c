import { UnauthenticatedError } from '../base/errors';
import { SignJWT, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { SigningKeys } from './signing-keys';

/** `iss` of mapgate's own tokens; any other issuer is treated as OIDC. */
export const MAPGATE_ISSUER = 'mapgate';

export interface MapgateClaims {
  sub: string;
  role: string;
  /** Workspace id; absent for super_admin. */
  workspace?: string;
}

/** Mints an ES256 token (docs/rules.md §4: sub, role, workspace, iat, exp). */
export async function mintToken(keys: SigningKeys, claims: MapgateClaims, ttlSeconds: number): Promise<string> {
  const { kid, key } = await keys.signer();
  const payload: Record<string, unknown> = { role: claims.role };
  if (claims.workspace) payload.workspace = claims.workspace;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(MAPGATE_ISSUER)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** Seconds of clock skew tolerated on exp/iat/nbf. */
export const TOKEN_CLOCK_TOLERANCE_S = 60;

/** Verifies a mapgate token; a refusal throws UnauthenticatedError with the reason. */
export async function verifyToken(
  keys: SigningKeys,
  token: string,
): Promise<{ claims: MapgateClaims; kid: string; exp: number }> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    throw new UnauthenticatedError('malformed token');
  }
  const key = kid ? await keys.verifier(kid) : undefined;
  if (!key) throw new UnauthenticatedError('token signed by an unknown or retired key');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['ES256'],
      issuer: MAPGATE_ISSUER,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: TOKEN_CLOCK_TOLERANCE_S,
    });
    if (typeof payload.role !== 'string') throw new UnauthenticatedError('token has no role');
    if (payload.workspace !== undefined && typeof payload.workspace !== 'string')
      throw new UnauthenticatedError('bad workspace claim');
    return {
      claims: { sub: payload.sub!, role: payload.role, workspace: payload.workspace as string | undefined },
      kid: kid!,
      exp: payload.exp!,
    };
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new UnauthenticatedError('token expired');
    if (err instanceof errors.JOSEError) throw new UnauthenticatedError('token rejected');
    throw err;
  }
}
