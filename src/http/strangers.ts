import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { BREAK, GraphQLError, Lexer, Source, TokenKind, visit, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../auth/principal';
import type { Exposure } from '../base/config';
import { sendError } from '../outcome';
import { verifiedCaller } from './authenticate-first';

/*
 * What /graphql tells and spends for a caller without a verified credential (docs/security.md,
 * "Strangers"): a smaller document (MAPGATE_GRAPHQL_MAX_TOKENS_ANONYMOUS), a budget of parsing and
 * validation time per client address (MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS), introspection
 * (MAPGATE_INTROSPECTION) and "did you mean" suggestions (MAPGATE_SUGGESTIONS) by setting. The same
 * rules hold on Apollo's path (the operation core, src/core/operation.ts, and src/graphql/plugins/operation.ts), the hot path (src/graphql/hot-path.ts) and WebSocket
 * subscriptions (src/graphql/subscriptions.ts; a stranger cannot open one).
 */

/** Whether an exposure setting lets this principal see the thing it governs. */
export function exposedTo(exposure: Exposure, principal: Principal | undefined): boolean {
  if (exposure === 'all') return true;
  if (exposure === 'off') return false;
  return Boolean(principal?.authenticated && !principal.rejected);
}

/**
 * graphql-js's suggestions, in each of its wordings: `Did you mean "a"?`, `Did you mean "a" or "b"?`,
 * `Did you mean the enum value "A"?`, `Did you mean to use an inline fragment on "T"?`. Names hold no `?`.
 */
const SUGGESTION = /Did you mean [^?]*\?/g;
export const SUGGESTION_MASK = '[Suggestion hidden]';

/** The message with its suggestions masked unless they are `shown`. */
export const withSuggestions = (message: string, shown: boolean): string =>
  shown || !message.includes('Did you mean') ? message : message.replace(SUGGESTION, SUGGESTION_MASK).trim();

const introspecting = new WeakMap<DocumentNode, boolean>();

/** Whether the document asks for `__schema` or `__type` anywhere (cached per parsed document). */
export function asksIntrospection(document: DocumentNode): boolean {
  let found = introspecting.get(document);
  if (found !== undefined) return found;
  found = false;
  visit(document, {
    Field(n) {
      if (n.name.value !== '__schema' && n.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  introspecting.set(document, found);
  return found;
}

/** The refusal of an introspection the setting does not allow this principal, or undefined. */
export function introspectionRefusal(
  exposure: Exposure,
  principal: Principal | undefined,
  document: DocumentNode,
): GraphQLError | undefined {
  if (exposure === 'all' || !asksIntrospection(document) || exposedTo(exposure, principal)) return undefined;
  const message =
    exposure === 'off'
      ? 'GraphQL introspection is turned off (setting MAPGATE_INTROSPECTION).'
      : 'GraphQL introspection needs a credential (setting MAPGATE_INTROSPECTION).';
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}

/** The client address a stranger's budget belongs to: `req.ip`, IPv6 grouped by /56 as the rate limit does. */
export const addressOf = (req: { ip?: string; socket?: { remoteAddress?: string } }): string =>
  ipKeyGenerator(req.ip ?? req.socket?.remoteAddress ?? 'unknown');

/** Addresses whose budget is remembered, at most (the least recently seen is forgotten first). */
const MAX_ADDRESSES = 50_000;

/**
 * Milliseconds of GraphQL parsing and validation per client address and minute, for requests without a
 * verified credential: a token bucket of `msPerMinute` that refills continuously. A request is let in while
 * the bucket is not empty; what it then spends is taken after the fact, so the bucket can go below zero
 * and the address waits until it is back above. Kept per instance: it bounds the CPU of the instance that
 * spends it (each of N instances spends at most the budget on one address).
 */
export class ValidationBudget {
  private readonly buckets = new LRUCache<string, { level: number; at: number }>({ max: MAX_ADDRESSES });

  constructor(
    readonly msPerMinute: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private bucket(address: string) {
    const now = this.now();
    let b = this.buckets.get(address);
    if (!b) {
      b = { level: this.msPerMinute, at: now };
      this.buckets.set(address, b);
    } else {
      b.level = Math.min(this.msPerMinute, b.level + ((now - b.at) * this.msPerMinute) / 60_000);
      b.at = now;
    }
    return b;
  }

  /** Seconds the address must wait before its next request is parsed, or undefined when it may go on. */
  wait(address: string): number | undefined {
    const b = this.bucket(address);
    if (b.level > 0) return undefined;
    return Math.max(1, Math.ceil(((-b.level + 1) * 60) / this.msPerMinute));
  }

  /** Takes `ms` of work from the address's budget. */
  spend(address: string, ms: number): void {
    this.bucket(address).level -= ms;
  }
}

/** The tokens of `text` up to `limit + 1` (comments are not tokens, as for graphql's parser); undefined if it does not lex. */
function countTokens(text: string, limit: number): number | undefined {
  try {
    const lexer = new Lexer(new Source(text));
    let n = 0;
    while (lexer.advance().kind !== TokenKind.EOF) if (++n > limit) break;
    return n;
  } catch {
    // A syntax error: graphql's parser words it (Apollo's 400 GRAPHQL_PARSE_FAILED).
    return undefined;
  }
}

/** The query text of a /graphql request, as Apollo reads it (POST body or GET parameter). */
function queryText(req: Request): string | undefined {
  const body: unknown = req.body;
  if (req.method === 'POST' && body && typeof body === 'object' && !Array.isArray(body)) {
    const q = (body as { query?: unknown }).query;
    return typeof q === 'string' ? q : undefined;
  }
  const q = req.query?.query;
  return req.method === 'GET' && typeof q === 'string' ? q : undefined;
}

export interface StrangerGateOptions {
  budget: ValidationBudget;
  maxTokens: number;
}

/**
 * Mounted on /graphql before the hot path and Apollo: a request without a verified credential whose
 * address has spent its validation budget gets 429 with Retry-After; one whose document has more than
 * the anonymous token limit gets 400 GRAPHQL_PARSE_FAILED, after a lexing pass (counted in the budget)
 * that stops at the limit. Verified callers pass untouched.
 */
export function strangerGate(o: StrangerGateOptions): RequestHandler {
  return (req, res, next) => {
    if (verifiedCaller(res)) return next();
    const address = addressOf(req);
    const wait = o.budget.wait(address);
    if (wait !== undefined) {
      return sendError(
        res,
        'RATE_LIMITED',
        `the GraphQL parsing and validation budget of this address without a credential is spent ` +
          `(${o.budget.msPerMinute} ms per minute, setting MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS); ` +
          `retry after the number of seconds in Retry-After`,
        { 'Retry-After': String(wait) },
      );
    }
    const text = queryText(req);
    if (text === undefined) return next();
    const began = performance.now();
    const tokens = countTokens(text, o.maxTokens);
    o.budget.spend(address, performance.now() - began);
    if (tokens === undefined || tokens <= o.maxTokens) return next();
    const message =
      `Token limit of ${o.maxTokens} exceeded without a credential: the document has more tokens ` +
      `(setting MAPGATE_GRAPHQL_MAX_TOKENS_ANONYMOUS).`;
    const text400 = JSON.stringify({
      errors: [{ message, extensions: { code: 'GRAPHQL_PARSE_FAILED', requestId: req.id as string | undefined } }],
    });
    res.status(400);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text400));
    res.end(text400);
  };
}
