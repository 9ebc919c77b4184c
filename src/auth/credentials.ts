import { decodeJwt, type JWTPayload } from 'jose';
import type { Deps } from '../runtime/deps';
import { DomainError } from '../base/errors';
import { classify } from '../outcome';
import type { Cache } from '../cache/cache';
import { MAPGATE_CACHES } from '../cache/defaults';
import type { ApiKey } from '../generated/prisma/client';
import { apiKeyClaimant, verifyApiKey } from './api-key-credential';
import { presentedClaims, resolveRoles, type ResolvableMapping } from './claim-roles';
import { OidcVerifier } from './oidc';
import { ANONYMOUS, type Principal } from './principal';
import { forgetSessions, SESSION_CACHE_PREFIX, verifySession, type SessionRow } from './session-credential';
import { sha256Hex } from './secrets';
import { SignInLimiter } from './sign-in-limiter';
import { RedisSignInLimiter } from './sign-in-limiter-redis';
import { SIGNING_KEYS_CACHE, SigningKeys, signingKeysCacheOptions } from './signing-keys';
import { MAPGATE_ISSUER, TOKEN_CLOCK_TOLERANCE_S, verifyToken, type MapgateClaims } from './tokens';
import type { CredentialExchange } from './request-context';

/** A verified mapgate token: its claims, the key that signed it and when it expires (s since epoch). */
interface VerifiedToken {
  claims: MapgateClaims;
  kid: string;
  exp: number;
}

/** The identity cache's key of a mapgate token (a digest: tokens are not kept). */
const tokenCacheKey = (token: string) => `token:${sha256Hex(token)}`;
/** What `signing-key rotate` clears on every running instance: the verifying keys and the verified tokens. */
export const ROTATION_INVALIDATIONS = [
  { cache: SIGNING_KEYS_CACHE, prefix: '' },
  { cache: 'identity', prefix: 'token:' },
  // Sessions made from tokens of the retired key end with it (SigningKeys.rotate revokes their rows).
  { cache: 'identity', prefix: SESSION_CACHE_PREFIX },
];

/** A credential as presented in a header, or as the token of POST /auth/login. */
export interface PresentedCredential {
  kind: 'bearer' | 'api_key';
  value: string;
}

/** Where the current claim mappings come from (ClaimMappingService, through its claim_mappings cache). */
export interface ClaimMappingSource {
  allForResolution(): Promise<ResolvableMapping[]>;
}

const rejected = (reason: string): Principal => ({ ...ANONYMOUS, rejected: reason });
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * Everything that turns a credential into a Principal, shared by the request authenticator and the
 * sign-in service (one per app, so both count failures in the same limiter). A database outage while
 * checking is reported as `unavailable` (503) rather than thrown, because a throwing context is a 500.
 */
export class Credentials {
  /** Failed sign-ins; shared by every instance through Redis when MAPGATE_REDIS_URL is set. */
  readonly limiter: SignInLimiter | RedisSignInLimiter;
  private readonly signingKeys: SigningKeys;
  private readonly oidc: OidcVerifier;
  /** Verified API keys and mapgate tokens (docs/rules.md §6 `identity`), invalidated on revocation. */
  private readonly identity: Cache<ApiKey | VerifiedToken | SessionRow>;

  constructor(
    private readonly deps: Deps,
    private readonly mappings: ClaimMappingSource,
  ) {
    this.limiter = deps.config.MAPGATE_REDIS_URL
      ? new RedisSignInLimiter(deps.config.MAPGATE_REDIS_URL, deps.logger, `${deps.config.MAPGATE_REDIS_PREFIX}signin:`)
      : new SignInLimiter();
    this.signingKeys = new SigningKeys(deps.db.prisma, deps.caches.cache(SIGNING_KEYS_CACHE, signingKeysCacheOptions));
    this.oidc = new OidcVerifier(deps.config, deps.logger);
    this.identity = deps.caches.cache('identity', MAPGATE_CACHES.identity);
  }

  /** A sign-in token: API keys are recognisable by their prefix, anything else is a bearer token. */
  static ofToken(token: string): PresentedCredential {
    return token.startsWith('mgk_') ? { kind: 'api_key', value: token } : { kind: 'bearer', value: token };
  }

  /**
   * Whom a credential claims to be, before it is checked: the limiter's per-principal key
   * (docs/rules.md §3). Unverified on purpose; it names what an attacker is trying, not who they are.
   */
  claimant(cred: PresentedCredential): string | undefined {
    if (cred.kind === 'api_key') return apiKeyClaimant(cred.value);
    try {
      const { iss, sub } = decodeJwt(cred.value);
      return typeof sub === 'string' ? `${typeof iss === 'string' ? iss : ''}|${sub}` : undefined;
    } catch {
      return undefined;
    }
  }

  /** Checks an API key or a bearer token (mapgate's own, or OIDC). */
  async verify(cred: PresentedCredential): Promise<Principal> {
    return this.guard(() =>
      cred.kind === 'api_key'
        ? verifyApiKey(this.deps.db.prisma, this.deps.logger, cred.value, this.identity as Cache<ApiKey>)
        : this.verifyBearer(cred.value),
    );
  }

  /** Checks a session cookie (and the CSRF header of a write). */
  async verifySession(req: CredentialExchange, secret: string): Promise<Principal> {
    return this.guard(() =>
      verifySession(
        this.deps.db.prisma,
        req,
        secret,
        (claims) => this.claimRoles(claims),
        this.identity as Cache<SessionRow>,
      ),
    );
  }

  /** Scope ('*' or workspace id) -> role, from OIDC claims and the claim mappings as they are now. */
  async claimRoles(claims: Record<string, unknown>): Promise<Record<string, string>> {
    return resolveRoles(claims, await this.mappings.allForResolution(), this.deps.config.MAPGATE_OIDC_GROUP_CLAIMS);
  }

  /** Forgets every cached session here and on every instance (sign-out, refresh, revocation). */
  forgetSessions(): Promise<void> {
    return forgetSessions(this.deps.invalidator);
  }

  private async verifyBearer(token: string): Promise<Principal> {
    let iss: string | undefined;
    try {
      iss = decodeJwt(token).iss;
    } catch {
      return rejected('malformed token');
    }
    if (iss === MAPGATE_ISSUER) {
      try {
        const { claims: c, exp } = await this.verifyMapgateToken(token);
        const superAdmin = c.role === 'super_admin';
        return {
          authenticated: true,
          subject: c.sub,
          authMethod: 'mapgate_token',
          credentialExpiresAt: new Date(exp * 1000),
          superAdmin,
          roles: superAdmin ? { '*': 'super_admin' } : c.workspace ? { [c.workspace]: c.role } : {},
        };
      } catch (err) {
        // Only a verdict on the token is the caller's to read; anything else (the database, a bug) is
        // thrown on, to become a 503 or a masked 500 (docs/reliability.md, "What an answer may say").
        if (err instanceof DomainError || /^ERR_J(WT|WS|OSE|WK)/.test(String((err as { code?: unknown }).code)))
          return rejected((err as Error).message);
        throw err;
      }
    }
    const r = await this.oidc.verify(token);
    if (!r.ok) return r.unavailable ? { ...ANONYMOUS, unavailable: r.reason } : rejected(r.reason);
    return this.oidcPrincipal(r.claims);
  }

  /**
   * A mapgate token's claims, from the identity cache when it was verified before. A cached token is
   * still refused once expired, or once its signing key is retired (rotation also invalidates the
   * cache on every instance; the key check covers a message the bus never delivered).
   */
  private async verifyMapgateToken(token: string): Promise<VerifiedToken> {
    const ck = tokenCacheKey(token);
    const hit = this.identity.get(ck)?.v as VerifiedToken | undefined;
    if (hit) {
      if (hit.exp + TOKEN_CLOCK_TOLERANCE_S > Date.now() / 1000 && (await this.signingKeys.verifier(hit.kid)))
        return hit;
      this.identity.delete(ck);
    }
    const mark = this.identity.mark();
    const verified = await verifyToken(this.signingKeys, token);
    this.identity.setIfUnchanged(mark, ck, verified);
    return verified;
  }

  private async oidcPrincipal(claims: JWTPayload & { sub: string }): Promise<Principal> {
    const roles = await this.claimRoles(claims);
    const email = str(claims.email);
    return {
      authenticated: true,
      subject: claims.sub,
      authMethod: 'oidc',
      credentialExpiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : undefined,
      superAdmin: roles['*'] === 'super_admin',
      roles,
      email,
      displayName: str(claims.name) ?? str(claims.preferred_username),
      presentedClaims: {
        iss: str(claims.iss),
        sub: claims.sub,
        email,
        claims: presentedClaims(claims, this.deps.config.MAPGATE_OIDC_GROUP_CLAIMS),
      },
    };
  }

  private async guard(check: () => Promise<Principal>): Promise<Principal> {
    try {
      return await check();
    } catch (err) {
      if (classify(err).code !== 'UNAVAILABLE') throw err;
      this.deps.logger.warn({ err }, 'credential check failed: database unavailable');
      return { ...ANONYMOUS, unavailable: 'database unavailable' };
    }
  }
}

const registry = new WeakMap<Deps, Credentials>();

/** Makes `credentials` the one instance of the app built from `deps` (called by the auth domain). */
export function bindCredentials(deps: Deps, credentials: Credentials): void {
  registry.set(deps, credentials);
}

/** The app's Credentials; the auth domain registers them before createAuthenticator runs (src/app.ts). */
export function credentialsOf(deps: Deps): Credentials {
  const c = registry.get(deps);
  if (!c) throw new Error('Credentials are not bound: register the auth domain before creating the authenticator');
  return c;
}
