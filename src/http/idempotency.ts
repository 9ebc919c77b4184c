import { createHash, randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal';
import { API_KEY_PATTERN } from '../auth/secrets';
import type { PrismaClient } from '../db/client';
import { BadRequestError, ConflictError, UnprocessableError } from '../base/errors';
import { HTTP_STATUS } from '../outcome/status';

/*
 * Idempotent creates (docs/live.md, "Idempotent creates"). A creating request that carries
 * `Idempotency-Key` is recorded in the database under its credential and key, with the hash of what it
 * asked for. The first one runs; its answer (status, headers, body) is stored and replayed to every
 * later request with the same key and the same request for 24 h, on any instance; the same key with
 * another request is a 422, and a request that arrives while the first is still running is a 409.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** How long a first request may run before another instance presumes it lost and takes the key over. */
const LEASE_MS = 60_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** A stored answer. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a claim came to: run the request (and `finish` it), or replay the first answer. */
export type Claim = { kind: 'run'; id: string } | { kind: 'replay'; answer: StoredAnswer };

/** The key of a request, or undefined when it has none; 400 for a malformed one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !KEY.test(header)) {
    throw new BadRequestError('Idempotency-Key: must be given once, 1 to 255 visible ASCII characters');
  }
  return header;
}

/** The credential a key belongs to: keys of one caller never meet keys of another. */
export function credentialOf(p: Principal): string | undefined {
  if (!p.authenticated) return undefined;
  const who = p.credentialId ?? `${p.presentedClaims?.iss ?? ''}|${p.subject}`;
  return `${p.authMethod}:${who}`.slice(0, 512);
}

/** SHA-256 of what a request asks for (method, path and body, keys in a stable order). */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

function canonical(v: unknown): string {
  if (v === undefined) return '';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

export class IdempotencyStore {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Claims a key for a request. Exactly one request runs per key at a time, whichever instance it
   * reaches: the claim is an insert that only one can win (the unique credential + key), or the take-over
   * of a lease that ran out.
   */
  async claim(credential: string, key: string, hash: string): Promise<Claim> {
    // Expired keys go now and then, a few at a time, on whichever instance serves keyed requests.
    if (Math.random() < 0.01) void this.sweep().catch(() => undefined);
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = new Date();
      const id = randomUUID();
      const inserted = await this.prisma.idempotencyKey.createMany({
        data: {
          id,
          credential,
          key,
          requestHash: hash,
          state: 'in_flight',
          lockedUntil: new Date(now.getTime() + LEASE_MS),
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        },
        skipDuplicates: true,
      });
      if (inserted.count === 1) return { kind: 'run', id };
      const row = await this.prisma.idempotencyKey.findUnique({ where: { credential_key: { credential, key } } });
      if (!row) continue; // expired and removed meanwhile
      if (row.expiresAt <= now) {
        await this.prisma.idempotencyKey.deleteMany({ where: { id: row.id, expiresAt: { lte: now } } });
        continue;
      }
      if (row.requestHash !== hash) {
        throw new UnprocessableError('Idempotency-Key: this key was used for a different request');
      }
      if (row.state === 'done' && row.status !== null) {
        return {
          kind: 'replay',
          answer: { status: row.status, headers: (row.headers ?? {}) as Record<string, string>, body: row.body ?? '' },
        };
      }
      if (row.lockedUntil > now) {
        throw new ConflictError('Idempotency-Key: a request with this key is still in progress; retry later');
      }
      const taken = await this.prisma.idempotencyKey.updateMany({
        where: { id: row.id, state: 'in_flight', lockedUntil: { lte: now } },
        data: { lockedUntil: new Date(now.getTime() + LEASE_MS) },
      });
      if (taken.count === 1) return { kind: 'run', id: row.id };
    }
    throw new ConflictError('Idempotency-Key: a request with this key is still in progress; retry later');
  }

  /**
   * Stores the answer to replay, without the secrets it showed (see `withholdSecrets`): a replay says
   * which members it withheld in the `Secret-Withheld` header it stores.
   */
  async finish(id: string, answer: StoredAnswer): Promise<void> {
    const { body, withheld } = withholdSecrets(answer.body);
    const headers = withheld.length ? { ...answer.headers, [SECRET_WITHHELD]: withheld.join(', ') } : answer.headers;
    await this.prisma.idempotencyKey.update({
      where: { id },
      data: { state: 'done', status: answer.status, headers, body },
    });
  }

  /** Lets the key go without an answer (the request failed in a way a retry may fix: 5xx, 429). */
  async release(id: string): Promise<void> {
    await this.prisma.idempotencyKey.deleteMany({ where: { id, state: 'in_flight' } });
  }

  /** Removes the keys past their 24 h. */
  async sweep(): Promise<number> {
    return (await this.prisma.idempotencyKey.deleteMany({ where: { expiresAt: { lte: new Date() } } })).count;
  }
}

/** The header of a replay naming the members whose secret the first answer showed and the replay does not. */
export const SECRET_WITHHELD = 'Secret-Withheld';

/**
 * A JSON answer with every secret in it (a new API key) replaced by null, and the paths of those
 * members (`data.createAPIKey.key` over GraphQL, aliases as sent; `key` over REST). A secret is shown once,
 * by the answer that made it (docs/security.md, "Secrets"): neither the stored answer nor a replay
 * holds it. Recognised by its value, so that no alias or wrapper carries one past.
 */
export function withholdSecrets(body: string): { body: string; withheld: string[] } {
  if (!body.includes('mgk_')) return { body, withheld: [] };
  const withheld: string[] = [];
  const walk = (v: unknown, path: string[]): unknown => {
    if (typeof v === 'string' && API_KEY_PATTERN.test(v)) {
      withheld.push(path.join('.'));
      return null;
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, String(i)]));
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k])]));
    }
    return v;
  };
  const out = walk(JSON.parse(body), []);
  return { body: JSON.stringify(out), withheld };
}

/**
 * Whether an answer with this status is kept for replay: the caller's own outcomes, not transient ones
 * (a server fault, a refusal to wait for: 5xx and 429), after which the same key may be retried. The one
 * rule of both surfaces: a GraphQL answer goes by the statuses of its errors' codes (`replayableResult`).
 */
export const replayable = (status: number): boolean => status < 500 && status !== 429;

/** `replayable` for a GraphQL answer: kept unless one of its errors' codes has a transient status. */
export function replayableResult(result: { errors?: readonly { extensions?: Record<string, unknown> }[] }): boolean {
  return !result.errors?.some((e) => {
    const code = String(e.extensions?.code);
    return code in HTTP_STATUS && !replayable(HTTP_STATUS[code as keyof typeof HTTP_STATUS]);
  });
}
