import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../base/config';
import type { Logger } from '../base/logger';

/** The outcome of checking an OIDC token: its claims, a refusal (401) or an unreachable provider (503). */
export type OidcResult =
  { ok: true; claims: JWTPayload & { sub: string } } | { ok: false; unavailable: boolean; reason: string };

/** How long one HTTP call to the provider may take (discovery or JWKS). */
const FETCH_TIMEOUT_MS = 5000;
/** A successful discovery is reused this long; the provider's keys have their own cache (jose). */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** A failed discovery is remembered briefly, so an outage answers 503 at once instead of piling up requests. */
const DISCOVERY_RETRY_MS = 5000;
/** docs/rules.md §4: 60 s of clock tolerance. */
const CLOCK_TOLERANCE_S = 60;

class ProviderUnreachable extends Error {}

/**
 * Verifies OIDC bearer tokens (docs/rules.md §4) with jose: keys from MAPGATE_OIDC_JWKS_URI or from the
 * issuer's discovery document (whose `issuer` must equal MAPGATE_OIDC_ISSUER), the audience, the
 * algorithm allow-list (so `alg: none` and HMAC tricks never verify), 60 s tolerance, `sub` and `exp`
 * required, and MAPGATE_OIDC_REQUIRED_SCOPES. jose caches the key set and refetches it when a token names
 * an unknown `kid` (at most every 30 s). A provider that cannot be reached is reported as unavailable,
 * never as a rejected token, so callers get 503 rather than a misleading 401.
 */
export class OidcVerifier {
  private jwks?: { uri: string; at: number; getKey: JWTVerifyGetKey };
  private discoveryFailedAt = 0;
  private lastWarning = 0;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    if (this.configured && !config.MAPGATE_OIDC_AUDIENCE) {
      logger.warn(
        'OIDC tokens are refused: MAPGATE_OIDC_AUDIENCE is not set (without it a token issued to any client would be accepted)',
      );
    }
  }

  /** True when an OIDC provider is configured at all. */
  get configured(): boolean {
    return Boolean(this.config.MAPGATE_OIDC_ISSUER || this.config.MAPGATE_OIDC_JWKS_URI);
  }

  async verify(token: string): Promise<OidcResult> {
    const c = this.config;
    if (!this.configured) return { ok: false, unavailable: false, reason: 'token issuer not accepted' };
    if (!c.MAPGATE_OIDC_AUDIENCE) return { ok: false, unavailable: false, reason: 'OIDC audience is not configured' };
    let getKey: JWTVerifyGetKey;
    try {
      getKey = await this.keys();
    } catch (err) {
      return this.unreachable(err);
    }
    try {
      const { payload } = await jwtVerify(token, guardKeyFetch(getKey), {
        algorithms: c.MAPGATE_OIDC_ALGORITHMS,
        audience: c.MAPGATE_OIDC_AUDIENCE,
        issuer: c.MAPGATE_OIDC_ISSUER,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp'],
      });
      const missing = c.MAPGATE_OIDC_REQUIRED_SCOPES.filter((s) => !scopesOf(payload).has(s));
      if (missing.length)
        return { ok: false, unavailable: false, reason: `token lacks required scope ${missing.join(', ')}` };
      return { ok: true, claims: payload as JWTPayload & { sub: string } };
    } catch (err) {
      if (err instanceof ProviderUnreachable) return this.unreachable(err.cause);
      return { ok: false, unavailable: false, reason: refusal(err) };
    }
  }

  /** The key set: the configured JWKS URI, else the one the discovery document names. */
  private async keys(): Promise<JWTVerifyGetKey> {
    const direct = this.config.MAPGATE_OIDC_JWKS_URI;
    if (this.jwks && (direct || Date.now() - this.jwks.at < DISCOVERY_TTL_MS)) return this.jwks.getKey;
    const uri = direct ?? (await this.discover());
    if (this.jwks?.uri === uri) {
      this.jwks.at = Date.now();
    } else {
      this.jwks = {
        uri,
        at: Date.now(),
        getKey: createRemoteJWKSet(new URL(uri), {
          timeoutDuration: FETCH_TIMEOUT_MS,
          cooldownDuration: 30_000,
          cacheMaxAge: 10 * 60_000,
        }),
      };
    }
    return this.jwks.getKey;
  }

  private async discover(): Promise<string> {
    if (Date.now() - this.discoveryFailedAt < DISCOVERY_RETRY_MS) throw new Error('OIDC discovery failed moments ago');
    const issuer = this.config.MAPGATE_OIDC_ISSUER!;
    try {
      const res = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (res.status !== 200) throw new Error(`discovery answered HTTP ${res.status}`);
      const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
      // OpenID Connect Discovery §4.3: the document's issuer must be exactly the configured one.
      if (doc.issuer !== issuer) throw new Error(`discovery names issuer ${JSON.stringify(doc.issuer)}, not ${issuer}`);
      if (typeof doc.jwks_uri !== 'string') throw new Error('discovery document has no jwks_uri');
      new URL(doc.jwks_uri);
      return doc.jwks_uri;
    } catch (err) {
      this.discoveryFailedAt = Date.now();
      throw err;
    }
  }

  private unreachable(err: unknown): OidcResult {
    if (Date.now() - this.lastWarning > 30_000) {
      this.lastWarning = Date.now();
      this.logger.warn({ err }, 'OIDC provider unreachable: OIDC tokens get 503 until it answers');
    }
    return { ok: false, unavailable: true, reason: 'the OIDC provider cannot be reached; retry later' };
  }
}

/**
 * Separates "the provider did not answer" from "the token names a key the provider does not have":
 * jose reports the first as a timeout, a fetch TypeError, a bare JOSEError (non-200 or non-JSON answer)
 * or an invalid key set; the second (JWKSNoMatchingKey) stays a refusal.
 */
function guardKeyFetch(getKey: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await getKey(header, token);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (
        !(err instanceof errors.JOSEError) ||
        code === 'ERR_JOSE_GENERIC' ||
        code === 'ERR_JWKS_TIMEOUT' ||
        code === 'ERR_JWKS_INVALID'
      ) {
        throw new ProviderUnreachable('JWKS unreachable', { cause: err });
      }
      throw err;
    }
  };
}

/** Scopes from `scope` (space-delimited, RFC 8693) or `scp` (string or array, as some providers send). */
function scopesOf(p: JWTPayload): Set<string> {
  const out = new Set<string>();
  for (const v of [p.scope, p.scp]) {
    if (typeof v === 'string')
      v.split(/\s+/)
        .filter(Boolean)
        .forEach((s) => out.add(s));
    else if (Array.isArray(v)) v.filter((s): s is string => typeof s === 'string').forEach((s) => out.add(s));
  }
  return out;
}

/** A short reason for a refused token; never echoes the token or its claims' values. */
function refusal(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'token expired';
  if (err instanceof errors.JWTClaimValidationFailed)
    return err.reason === 'missing' ? `token has no ${err.claim} claim` : `token ${err.claim} claim not accepted`;
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'token signature invalid';
  if (err instanceof errors.JOSEAlgNotAllowed) return 'token algorithm not accepted';
  if (err instanceof errors.JWKSNoMatchingKey) return 'token signed by an unknown key';
  return 'token rejected';
}
