import { Credentials } from '../../auth/credentials';
import type { Principal } from '../../auth/principal';
import { newSecret } from '../../auth/secrets';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/session-cookies';
import { sessionPrincipal } from '../../auth/session-credential';
import type { PrismaClient } from '../../db/client';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from '../../base/errors';
import { Prisma, type BrowserSession as SessionRow } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import { LoginInput } from './auth-me.types';
import { consoleAccessOf } from './auth-me.service';
import { BrowserSession } from './browser-session.types';

const loginSchema = schemaOf(LoginInput);

/** Expired or revoked sessions are kept this long for the session list, then removed at a later sign-in. */
const KEEP_ENDED_MS = 7 * 24 * 60 * 60_000;

/** Facts about the signing-in client that the service needs; `retryAfter` sets the 429's header. */
export interface SignInClient {
  ip: string;
  userAgent: string;
  retryAfter(seconds: number): void;
}

/** A session just issued or rotated: its caller and the two secrets for the cookies (never stored). */
export interface IssuedSession {
  principal: Principal;
  secrets: { session: string; csrf: string };
  expiresAt: Date;
}

/** Never the hashes of the session's secrets, nor the claims it was made from. */
const present = presenter<SessionRow, BrowserSession>(BrowserSession, {
  roles: (row) => row.roles as Record<string, string>,
});

/**
 * Browser sessions (docs/rules.md §4): a sign-in with any credential becomes a 12 h session (1 h idle)
 * held in two cookies. Only SHA-256 digests of the session and CSRF secrets are stored.
 */
export class BrowserSessionService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly credentials: Credentials,
  ) {}

  /**
   * POST /auth/login. A refused token is a failed sign-in (docs/rules.md §3) and a 401; an identity
   * with no role anywhere is a 403 ("disabled login", docs/rules.md §4): the console would be
   * empty for it, and a session would only be an unused credential.
   */
  async login(input: unknown, client: SignInClient): Promise<IssuedSession> {
    const { token } = parseInput(loginSchema, input);
    const cred = Credentials.ofToken(token);
    const claimant = this.credentials.claimant(cred);
    const { limiter } = this.credentials;
    // A valid credential signs in whatever else its address did; only failing attempts are limited.
    const p = await this.credentials.verify(cred);
    if (p.unavailable) throw new UnavailableError(p.unavailable);
    if (p.rejected || !p.authenticated) {
      const wait = await limiter.retryAfter(client.ip, claimant);
      if (wait > 0) {
        client.retryAfter(wait);
        throw new RateLimitedError(`too many failed sign-ins; retry in ${wait} s`);
      }
      await limiter.fail(client.ip, claimant);
      throw new UnauthenticatedError(p.rejected ?? 'sign-in refused');
    }
    await limiter.succeed(claimant);
    if (!p.superAdmin && !Object.keys(p.roles).length)
      throw new ForbiddenError('sign-in disabled: this identity has no role in any workspace');

    const now = Date.now();
    // A session never outlives what it was made from (see docs/security.md, "Sessions").
    const expiresAt = new Date(Math.min(now + SESSION_ABSOLUTE_MS, p.credentialExpiresAt?.getTime() ?? Infinity));
    const session = newSecret();
    const csrf = newSecret();
    const row = await this.prisma.browserSession.create({
      data: {
        secretHash: session.hash,
        csrfHash: csrf.hash,
        subject: p.subject,
        email: p.email ?? null,
        displayName: p.displayName ?? null,
        authMethod: p.authMethod,
        globalRole: p.superAdmin ? 'super_admin' : (p.roles['*'] ?? null),
        roles: p.roles,
        claims: p.presentedClaims ?? Prisma.DbNull,
        apiKeyId: p.apiKeyId ?? null,
        remoteAddr: client.ip,
        userAgent: client.userAgent.slice(0, 512),
        consoleAccess: consoleAccessOf(p),
        idleExpiresAt: new Date(Math.min(now + SESSION_IDLE_MS, expiresAt.getTime())),
        expiresAt,
      },
      include: { apiKey: true },
    });
    await this.prisma.browserSession.deleteMany({ where: { expiresAt: { lt: new Date(now - KEEP_ENDED_MS) } } });
    return {
      principal: sessionPrincipal(row, p.roles),
      secrets: { session: session.secret, csrf: csrf.secret },
      expiresAt,
    };
  }

  /** POST /auth/logout: revokes the caller's session, if the caller used one. */
  async logout(p: Principal): Promise<void> {
    if (!p.sessionId) return;
    await this.prisma.browserSession.updateMany({
      where: { id: p.sessionId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    await this.credentials.forgetSessions();
  }

  /**
   * POST /auth/refresh: new session and CSRF secrets (the old cookie stops working at once) and a
   * new idle deadline, never past the absolute one, which does not move.
   */
  async refresh(p: Principal): Promise<IssuedSession> {
    if (!p.sessionId) throw new BadRequestError('no browser session to refresh: sign in with POST /api/v1/auth/login');
    const row = await this.prisma.browserSession.findUnique({ where: { id: p.sessionId } });
    if (!row) throw new UnauthenticatedError('session not found; sign in again');
    const session = newSecret();
    const csrf = newSecret();
    const now = new Date();
    const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.expiresAt.getTime()));
    const { count } = await this.prisma.browserSession.updateMany({
      where: { id: row.id, secretHash: row.secretHash, revokedAt: null },
      data: { secretHash: session.hash, csrfHash: csrf.hash, lastSeenAt: now, idleExpiresAt: idle },
    });
    if (!count) throw new UnauthenticatedError('session revoked or already refreshed; sign in again');
    await this.credentials.forgetSessions();
    return {
      principal: { ...p, sessionIdleExpiresAt: idle },
      secrets: { session: session.secret, csrf: csrf.secret },
      expiresAt: row.expiresAt,
    };
  }

  /** Op 11: every kept session, newest first. */
  async list(): Promise<BrowserSession[]> {
    const rows = await this.prisma.browserSession.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
    return rows.map(present);
  }

  /** Sessions by id, in one statement (a page of the graph's connections, `node`); unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<BrowserSession[]> {
    const rows = await this.prisma.browserSession.findMany({ where: { id: { in: ids.filter(isUuid) } } });
    return rows.map(present);
  }

  /** Op 12: unknown or already revoked is 404 (docs/rules.md §6). */
  async revoke(id: string): Promise<void> {
    const { count } = isUuid(id)
      ? await this.prisma.browserSession.updateMany({
          where: { id: id.toLowerCase(), revokedAt: null },
          data: { revokedAt: new Date() },
        })
      : { count: 0 };
    if (!count) throw new NotFoundError('session not found');
    await this.credentials.forgetSessions();
  }
}
