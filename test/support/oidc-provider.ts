import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export const OIDC_AUDIENCE = 'mapgate-test';

interface SigningKey {
  kid: string;
  alg: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function makeKey(kid: string, alg = 'RS256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, alg, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

/**
 * A real OIDC provider for tests: discovery and JWKS served over HTTP on 127.0.0.1 (port 0), keys
 * made with jose. `requests` counts what mapgate fetched, and `down` makes it answer nothing.
 */
export class TestOidcProvider {
  issuer = '';
  readonly requests = { discovery: 0, jwks: 0 };
  private server?: http.Server;
  private keys: SigningKey[] = [];
  /** A key that signs but is not published (an unknown kid). */
  private stray?: SigningKey;

  async start(): Promise<this> {
    this.keys = [await makeKey('key-1')];
    this.stray = await makeKey('not-published');
    this.server = http.createServer((req, res) => {
      const send = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/.well-known/openid-configuration') {
        this.requests.discovery += 1;
        return send({
          issuer: this.issuer,
          jwks_uri: `${this.issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (req.url === '/jwks') {
        this.requests.jwks += 1;
        return send({ keys: this.keys.map((k) => k.jwk) });
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The environment that points mapgate at this provider. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return { MAPGATE_OIDC_ISSUER: this.issuer, MAPGATE_OIDC_AUDIENCE: OIDC_AUDIENCE, ...extra };
  }

  /**
   * A signed token: iss, aud, sub, iat and exp (5 min) unless overridden; `kid: 'unknown'` signs with
   * the unpublished key.
   */
  async token(claims: JWTPayload = {}, opts: { kid?: 'unknown'; expiresIn?: string | number } = {}): Promise<string> {
    const key = opts.kid === 'unknown' ? this.stray! : this.keys[0];
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: this.issuer, aud: OIDC_AUDIENCE, sub: 'alice', iat: now, ...claims })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(key.privateKey);
  }
}

/** An unsigned token (`alg: none`) with the given claims: must never be accepted. */
export function unsecuredToken(claims: JWTPayload): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

/** A loopback port with nothing listening on it (a provider that is down). */
export async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
