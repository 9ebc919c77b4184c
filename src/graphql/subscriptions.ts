import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Request, Response } from 'express';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { ipKeyGenerator } from 'express-rate-limit';
import proxyAddr from 'proxy-addr';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Socket } from 'node:net';
import { asRecheck } from '../auth/authenticate';
import { credentialDeadline, identityMark, withRecheck } from '../auth/recheck';
import { credentialName, type Principal } from '../auth/principal';
import { SESSION_COOKIE, readCookie } from '../auth/session-cookies';
import type { CacheRegistry } from '../cache/cache';
import type { Lease, Leases } from '../cache/leases';
import type { Config } from '../base/config';
import type { Context, LiveContext } from '../request/context';
import type { Loaders } from '../runtime/loaders';
import type { Logger } from '../base/logger';
import { RateLimitedError } from '../base/errors';
import { limitMessage } from '../outcome';
import type { Operation, OperationCore } from '../core';
import { exposedTo, withSuggestions } from '../http/strangers';
import { isSecure, trustedPeer } from '../http/require-https';
import { sharedSubscribe } from './shared-execution';

/** Open WebSocket connections one credential may hold on one instance. */
export const MAX_CONNECTIONS_PER_CREDENTIAL = 10;
/** The largest message a client may send (a subscription document with its variables). */
export const MAX_WS_MESSAGE_BYTES = 64 * 1024;
/** graphql-ws pings an idle socket this often (and a dead peer is dropped). */
const KEEP_ALIVE_MS = 12_000;

/** Close codes (graphql-ws uses 44xx for refusals; docs/live.md, "Subscriptions"). */
export const WS_CLOSE = { unauthorized: 4401, forbidden: 4403, tooMany: 4429, goingAway: 1001 } as const;

export interface SubscriptionServerOptions {
  config: Config;
  schema: GraphQLSchema;
  caches: CacheRegistry;
  logger: Logger;
  authenticate: (req: Request) => Promise<Principal>;
  live: LiveContext;
  loaders: () => Loaders;
  /** The same validation rules as POST /graphql (depth, cost, aliases, NUL). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /**
   * The operation core (src/core) /graphql uses: its limits admit a subscription, and the errors of its
   * events are formatted and masked by it.
   */
  core: OperationCore;
  /** Counts an upgrade against the HTTP rate limit (by client address); seconds to wait when over it. */
  rateLimit?: (key: string) => Promise<number | undefined>;
  /** Where a credential's running subscriptions are counted (shared through Redis when configured). */
  leases: Leases;
}

interface Connection {
  principal: Principal;
  mark: number | undefined;
  req: Request;
  counted?: string;
  socket: { close(code: number, reason: string): void };
  /** Wakes the connection when its credential expires, to check it again. */
  expiry?: NodeJS.Timeout;
  /** Its running subscriptions by operation id, each with its place under the credential's limit. */
  operations: Map<string, Lease | undefined>;
  closed?: boolean;
}

/** Gives back the places of a connection's ended operation (or all of them when `id` is undefined). */
function release(c: Connection, id?: string): void {
  for (const [k, lease] of id === undefined ? [...c.operations] : [[id, c.operations.get(id)] as const]) {
    if (!c.operations.delete(k)) continue;
    lease?.release();
  }
}

/** Why a principal may not hold a connection: 4401 without a valid credential, 4403 without any role. */
function refusalOf(p: Principal | undefined): { code: number; reason: string } | undefined {
  if (!p || !p.authenticated || p.rejected || p.forbidden || p.unavailable)
    return {
      code: WS_CLOSE.unauthorized,
      reason: `Unauthorized: ${p?.rejected ?? 'the credential is no longer valid'}`,
    };
  // Every subscription needs a role (workspace admin, super admin): a principal with none has nothing to follow.
  if (!p.superAdmin && Object.keys(p.roles).length === 0)
    return { code: WS_CLOSE.forbidden, reason: 'Forbidden: the credential has no role' };
  return undefined;
}

/** Longest delay setTimeout takes (a later deadline is checked again then). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long a connection whose credential was revoked stays open, so that its subscriptions can say why. */
const REVOKED_CLOSE_MS = 200;

/** The credential's own name for the connection limit (one API key, one session, one token subject). */
const credentialKey = credentialName;

/** A header of connection_init's payload, whatever its case (`Authorization`, `authorization`, ...). */
function param(params: Record<string, unknown> | undefined, name: string): string | undefined {
  for (const [k, v] of Object.entries(params ?? {})) if (k.toLowerCase() === name && typeof v === 'string') return v;
  return undefined;
}

/** The upgrade request's Origin is this server's own origin or one of MAPGATE_CORS_ORIGINS. */
function originAllowed(config: Config, request: http.IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers.host;
  const own = [`http://${host}`, `https://${host}`];
  return own.includes(origin) || config.MAPGATE_CORS_ORIGINS.includes(origin);
}

/**
 * GraphQL subscriptions over WebSocket at /graphql with the graphql-ws protocol (docs/live.md, "Subscriptions").
 * The connection authenticates in connection_init (`Authorization: Bearer ...` or `X-API-Key` in its
 * payload) through the same authenticator as HTTP, or with the session cookie of the upgrade request
 * when that comes from an allowed origin (a cross-site upgrade is closed 4403). Only subscriptions run
 * here; queries and mutations stay on POST /graphql, where they are audited.
 */
export function attachSubscriptions(server: http.Server, o: SubscriptionServerOptions): { close(): Promise<void> } {
  const trusted = trustedPeer(o.config);
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_WS_MESSAGE_BYTES,
    // The upgrade is an HTTP request: the HTTPS rule and the rate limit (by client address) apply.
    verifyClient: (info, done) => {
      if (o.config.MAPGATE_REQUIRE_HTTPS && !isSecure(info.req, trusted))
        return done(false, 426, 'HTTPS Required', { Upgrade: 'TLS/1.2, HTTP/1.1', Connection: 'Upgrade' });
      if (!o.rateLimit) return done(true);
      const key = `ip:${ipKeyGenerator(proxyAddr(info.req, trusted))}`;
      o.rateLimit(key).then(
        (wait) =>
          wait === undefined ? done(true) : done(false, 429, 'Too Many Requests', { 'Retry-After': String(wait) }),
        () => done(true),
      );
    },
  });
  const open = new Map<string, number>();
  const connections = new WeakMap<object, Connection>();
  const live = new Set<Connection>();
  const stopChecking = revocationSweep(live, o, (c) => armExpiry(c));
  /** At the credential's deadline (a token's exp + tolerance), the connection is checked again. */
  const armExpiry = (c: Connection) => {
    clearTimeout(c.expiry);
    const deadline = credentialDeadline(c.principal);
    if (deadline === undefined) return;
    c.expiry = setTimeout(
      () => void checkConnection(c, live, o).then((ok) => ok && armExpiry(c)),
      Math.min(MAX_TIMER_MS, Math.max(0, deadline - Date.now() + 5)),
    );
    c.expiry.unref();
  };
  // The messages a socket is sent in one turn of the event loop (a read fanned out to its subscriptions)
  // leave in one write, not one system call each (docs/live.md, "Coalesced delivery").
  wss.on('connection', (ws, req) => batchWrites(ws, req.socket));
  /** Each operation's identity (document, operation name, variables), by its context: see sharedSubscribe. */
  const operations = new WeakMap<object, string>();
  /** Each subscription as the operation core knows it, by its context. */
  const admitted = new WeakMap<object, Operation>();
  const rules = [...specifiedRules, ...o.validationRules];
  // What a socket is sent has its suggestions masked by MAPGATE_SUGGESTIONS for the connection's caller:
  // variable errors (a misspelt input field given as a variable) name the fields too.
  const masked = (errors: GraphQLFormattedError[], principal: Principal | undefined) =>
    errors.map((f) => ({
      ...f,
      message: withSuggestions(f.message, exposedTo(o.config.MAPGATE_SUGGESTIONS, principal)),
    }));
  const format = (errors: readonly GraphQLError[], principal: Principal | undefined) =>
    masked(
      errors.map((e) => o.formatError(e.toJSON(), e.originalError ?? e)),
      principal,
    );

  const disposable = useServer(
    {
      schema: o.schema,
      // An event shared by subscribers runs its selection once per operation and rights.
      subscribe: sharedSubscribe((context) => (context ? operations.get(context) : undefined)),
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const params = ctx.connectionParams as Record<string, unknown> | undefined;
        const headers: http.IncomingHttpHeaders = {
          'user-agent': request.headers['user-agent'],
          host: request.headers.host,
          origin: request.headers.origin,
        };
        const authorization = param(params, 'authorization');
        const apiKey = param(params, 'x-api-key');
        if (authorization !== undefined) headers.authorization = authorization;
        else if (apiKey !== undefined) headers['x-api-key'] = apiKey;
        else if (readCookie(request as Request, SESSION_COOKIE)) {
          // Cross-site WebSocket hijacking: a browser sends the cookie on any site's upgrade.
          if (!originAllowed(o.config, request)) {
            socket.close(WS_CLOSE.forbidden, 'Forbidden: the session cookie is only taken from an allowed Origin');
            return false;
          }
          headers.cookie = request.headers.cookie;
        }
        const req = {
          headers,
          method: 'GET',
          url: '/graphql',
          socket: request.socket,
          // The same client address as on HTTP (the sign-in limiter counts failures by it).
          ip: proxyAddr(request, trusted),
          id: randomUUID(),
        } as unknown as Request;
        const mark = identityMark(o.caches);
        const principal = await o.authenticate(req);
        const refusal = refusalOf(principal);
        if (refusal) {
          socket.close(refusal.code, refusal.reason);
          return false;
        }
        const key = credentialKey(principal);
        const n = open.get(key) ?? 0;
        if (n >= MAX_CONNECTIONS_PER_CREDENTIAL) {
          socket.close(WS_CLOSE.tooMany, `Too many connections (at most ${MAX_CONNECTIONS_PER_CREDENTIAL})`);
          return false;
        }
        open.set(key, n + 1);
        // From now on the credential is only checked again: a refusal then is no failed sign-in.
        const c: Connection = { principal, mark, req: asRecheck(req), counted: key, socket, operations: new Map() };
        connections.set(ctx.extra, c);
        live.add(c);
        armExpiry(c);
        return true;
      },
      onClose: (ctx) => {
        const c = connections.get(ctx.extra);
        if (c) {
          live.delete(c);
          clearTimeout(c.expiry);
          c.closed = true;
          release(c);
        }
        if (!c?.counted) return;
        const n = (open.get(c.counted) ?? 1) - 1;
        if (n > 0) open.set(c.counted, n);
        else open.delete(c.counted);
        c.counted = undefined;
      },
      onSubscribe: async (ctx, id, payload) => {
        const c = connections.get(ctx.extra)!;
        // Refusals carry the code POST /graphql gives them (400s: parse, validation, operation type).
        const refusal = (message: string, code: string) => [new GraphQLError(message, { extensions: { code } })];
        // A live limit: the mapgate error, so that formatError keeps its message and code.
        const limited = (message: string) => {
          const e = new RateLimitedError(message);
          return [new GraphQLError(message, { originalError: e, extensions: { code: e.code } })];
        };
        let document;
        try {
          document = parse(payload.query, { maxTokens: o.maxTokens });
        } catch (err) {
          return refusal(limitMessage(err instanceof Error ? err.message : String(err)), 'GRAPHQL_PARSE_FAILED');
        }
        const errors = validate(o.schema, document, rules);
        if (errors.length)
          return errors.map(
            (e) =>
              // Suggestions are masked as on POST /graphql, by MAPGATE_SUGGESTIONS (src/http/strangers.ts): a
              // "did you mean" would list fields, types and enum values to whoever asks.
              new GraphQLError(
                withSuggestions(limitMessage(e.message), exposedTo(o.config.MAPGATE_SUGGESTIONS, c.principal)),
                {
                  nodes: e.nodes,
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                },
              ),
          );
        const op = getOperationAST(document, payload.operationName);
        // The core's limits, as on POST /graphql: a NUL in a variable, the cost with the variables counted.
        const operation = o.core.begin({
          transport: 'ws',
          document,
          operation: op,
          operationName: payload.operationName,
          variables: payload.variables ?? undefined,
        });
        const refused = o.core.admit(operation);
        if (refused) return refusal(refused.message, 'BAD_REQUEST');
        if (op?.operation !== 'subscription')
          return refusal(
            'only subscriptions run over WebSocket; send queries and mutations to POST /graphql',
            'BAD_REQUEST',
          );
        // Bounded live work (docs/security.md, "Live work"): per connection, then per credential on every instance.
        const perSocket = o.config.MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET;
        if (c.operations.size >= perSocket)
          return limited(
            `too many subscriptions on this connection (at most ${perSocket}, MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET); complete one first`,
          );
        c.operations.set(id, undefined);
        const perCredential = o.config.MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL;
        const lease = await o.leases.acquire(`subscriptions:${credentialKey(c.principal)}`, perCredential);
        if (!lease || c.closed || !c.operations.has(id)) {
          lease?.release();
          c.operations.delete(id);
          return limited(
            `too many subscriptions for this credential (at most ${perCredential} on all its connections, MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL); complete one first`,
          );
        }
        c.operations.set(id, lease);
        const context: Context = {
          requestId: randomUUID(),
          surface: 'graphql',
          // Each operation starts from the connection's principal; its reads check it again.
          principal: c.principal,
          loaders: o.loaders(),
          req: c.req,
          res: { setHeader() {} } as unknown as Response,
          live: o.live,
        };
        const contextValue = withRecheck(context, o.caches, o.authenticate, c.mark);
        operation.context = contextValue;
        admitted.set(contextValue, operation);
        operations.set(
          contextValue,
          JSON.stringify([payload.query, payload.operationName ?? null, payload.variables ?? null]),
        );
        return {
          schema: o.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      // Called when an operation ends for any reason (its source ended, the client completed it, the socket closed).
      onComplete: (ctx, id) => {
        const c = connections.get(ctx.extra);
        if (c) release(c, id);
      },
      onError: (ctx, _id, _payload, errors) => format(errors, connections.get(ctx.extra)?.principal),
      // An event's errors, formatted by the core (an operation that never started, its variables not
      // fitting, failed on the caller's input), suggestions masked for the subscription's caller.
      onNext: (ctx, _id, _payload, args, result) => {
        if (!result.errors) return undefined;
        const operation = admitted.get(args.contextValue as object);
        // Never sent unformatted, even for an operation the core did not admit here.
        if (!operation) return { ...result, errors: format(result.errors, connections.get(ctx.extra)?.principal) };
        return { ...result, errors: o.core.answerOf(operation, result, undefined, !('data' in result)).errors };
      },
    },
    wss,
    KEEP_ALIVE_MS,
  );

  return {
    async close() {
      stopChecking();
      // Subscribers are told the server goes away; they reconnect to another instance.
      for (const client of wss.clients) client.close(WS_CLOSE.goingAway, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** How long a WebSocket's frames are held to leave together (see batchWrites). */
const WRITE_BATCH_MS = 5;

/**
 * Holds a WebSocket's writes for WRITE_BATCH_MS after the first (cork, then uncork): the frames of a
 * read fanned out to a socket's subscriptions (50 subscribers per turn of the event loop, see
 * src/cache/live-groups.ts) leave in a few writes, not one system call each. `socket` is the upgrade
 * request's TCP socket, the one ws writes its frames to (and corks around each frame the same way);
 * closing it flushes what is held.
 */
function batchWrites(ws: WebSocket, socket: Socket): void {
  const send = ws.send.bind(ws);
  let held = false;
  ws.send = ((...args: Parameters<typeof send>) => {
    if (!held && !socket.destroyed) {
      held = true;
      socket.cork();
      setTimeout(() => {
        held = false;
        socket.uncork();
      }, WRITE_BATCH_MS).unref();
    }
    return send(...args);
  }) as typeof ws.send;
}

/**
 * Resolves a connection's principal again; when it no longer holds (revoked, expired: 4401; no role
 * left: 4403), the connection closes. Its subscriptions, woken by the same change (or their own
 * deadline), first send the error that ends them as a `next`. True when the connection stays.
 */
async function checkConnection(c: Connection, live: Set<Connection>, o: SubscriptionServerOptions): Promise<boolean> {
  const mark = identityMark(o.caches);
  const p = await o.authenticate(c.req).catch(() => undefined);
  const refusal = refusalOf(p);
  if (!refusal) {
    // New subscriptions of the connection start from the principal as it is now.
    c.principal = p!;
    c.mark = mark;
    return true;
  }
  if (!live.delete(c)) return false;
  clearTimeout(c.expiry);
  setTimeout(() => c.socket.close(refusal.code, refusal.reason), REVOKED_CLOSE_MS).unref();
  return false;
}

/**
 * Checks every connection again (checkConnection) when anything that may change a principal happens
 * here or on another instance (a revocation, a claim mapping, role or workspace change: src/cache/events.ts):
 * idle connections too, which no subscription read would notice. Sweeps do not overlap, and changes
 * during one cause another.
 */
function revocationSweep(
  live: Set<Connection>,
  o: SubscriptionServerOptions,
  rearm: (c: Connection) => void,
): () => void {
  let running = false;
  let again = false;
  const sweep = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await Promise.all([...live].map(async (c) => (await checkConnection(c, live, o)) && rearm(c)));
      } while (again);
    } finally {
      running = false;
    }
  };
  return o.live.events.on((e) => {
    if (e.kind === 'revoked' || e.kind === 'resync') void sweep();
  });
}
