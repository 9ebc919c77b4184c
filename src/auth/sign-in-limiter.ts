import { ipKeyGenerator } from 'express-rate-limit';

/** docs/rules.md §3: 5 failed sign-ins per IP or 50 per principal, then blocked 30 s, doubling to 15 min. */
export interface SignInLimits {
  perIp: number;
  perPrincipal: number;
  firstBlockMs: number;
  maxBlockMs: number;
  /** Quiet time after which a key's failures are forgotten. */
  forgetMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perIp: 5,
  perPrincipal: 50,
  firstBlockMs: 30_000,
  maxBlockMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
};

interface Entry {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

/** Bounds memory under a flood of distinct addresses; the oldest entries go first. */
const MAX_ENTRIES = 100_000;

/**
 * Failed sign-in limiter (docs/rules.md §3). A failure is any rejected credential: a bad token at
 * POST /auth/login and a 401 for a bad header on any route alike. Once a key reaches its limit it is
 * blocked for 30 s; every further failure after a block doubles the block, up to 15 min. Attempts
 * refused while blocked are not counted, and a key is forgotten after 15 quiet minutes.
 *
 * In memory, per instance; with MAPGATE_REDIS_URL, RedisSignInLimiter keeps the same counters in Redis
 * for every instance. Callers check a credential before asking the limiter, so it only ever refuses
 * failing attempts (see docs/security.md, "Failed sign-ins").
 */
export class SignInLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whole seconds until `ip` (and the claimed principal, when known) may try again; 0 when not blocked. */
  retryAfter(ip: string, principal?: string): number {
    const t = this.now();
    const until = Math.max(
      this.blockedUntil(ipKey(ip), t),
      principal ? this.blockedUntil(principalKey(principal), t) : 0,
    );
    return until > t ? Math.ceil((until - t) / 1000) : 0;
  }

  /** Records one failed sign-in of `ip`, claiming `principal` when the credential names one. */
  fail(ip: string, principal?: string): void {
    this.count(ipKey(ip), this.limits.perIp);
    if (principal) this.count(principalKey(principal), this.limits.perPrincipal);
  }

  /** A successful sign-in clears the principal's failures (not the address's: it may be shared). */
  succeed(principal?: string): void {
    if (principal) this.entries.delete(principalKey(principal));
  }

  /** Forgets everything (tests, and operators after an incident). */
  clear(): void {
    this.entries.clear();
  }

  private blockedUntil(key: string, t: number): number {
    const e = this.entries.get(key);
    if (!e) return 0;
    if (this.stale(e, t)) {
      this.entries.delete(key);
      return 0;
    }
    return e.blockedUntil;
  }

  private count(key: string, limit: number): void {
    const t = this.now();
    let e = this.entries.get(key);
    if (!e || this.stale(e, t)) e = { failures: 0, lastFailure: t, blockedUntil: 0 };
    e.failures += 1;
    e.lastFailure = t;
    if (e.failures >= limit) {
      const doublings = Math.min(e.failures - limit, 20);
      e.blockedUntil = t + Math.min(this.limits.firstBlockMs * 2 ** doublings, this.limits.maxBlockMs);
    }
    // Re-inserting keeps the map in least-recently-failed order for the eviction below.
    this.entries.delete(key);
    this.entries.set(key, e);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  private stale(e: Entry, t: number): boolean {
    return t > Math.max(e.lastFailure, e.blockedUntil) + this.limits.forgetMs;
  }
}

// An IPv6 client controls at least a /64; counting single addresses would let it rotate freely.
const ipKey = (ip: string) => `ip:${ipKeyGenerator(ip)}`;
export const principalKey = (p: string) => `principal:${p}`;

/** The keys one attempt counts against, with their limits (the shared limiter uses the same). */
export function limiterKeys(
  ip: string,
  principal?: string,
  limits: SignInLimits = SIGN_IN_LIMITS,
): { key: string; limit: number }[] {
  const keys = [{ key: ipKey(ip), limit: limits.perIp }];
  if (principal) keys.push({ key: principalKey(principal), limit: limits.perPrincipal });
  return keys;
}
