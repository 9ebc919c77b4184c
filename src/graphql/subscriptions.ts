import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type ExecutionResult,
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
import { identityMark } from '../auth/recheck';
import { credentialName, type Principal } from '../auth/principal';
import { SESSION_COOKIE, readCookie } from '../auth/session-cookies';
import type { CacheRegistry } from '../cache/cache';
import type { Config } from '../base/config';
import type { Context, Exchange, LiveContext } from '../request/context';
import type { Loaders } from '../runtime/loaders';
import type { Logger } from '../base/logger';
import { limitMessage } from '../outcome';
import { liveLimitRefusal, type Operation, type OperationCore } from '../core';
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
  authenticate: (req: Exchange) => Promise<Principal>;
  live: LiveContext;
  loaders: () => Loaders;
  /** The same validation rules as POST /graphql (depth, cost, aliases, NUL). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  /**
   * The operation core (src/core) /graphql uses: it follows each connection's credential, admits a
   * subscription (its limits, its place under the credential's live limit), settles a refusal at its start
   * (outcome, audit event), and formats and masks the errors sent.
   */
  core: OperationCore;
  /** Counts an upgrade against the HTTP rate limit (by client address); seconds to wait when over it. */
  rateLimit?: (key: string) => Promise<number | undefined>;
}

interface Connection {
  /** The connection as the core knows it, and its context: the principal as it is now (checked again). */
  op: Operation;
  context: Context;
  counted?: string;
  socket: { close(code: number, reason: string): void };
  /** Stops following the connection's credential. */
  unfollow?: () => void;
  /** Its running subscriptions by operation id. */
  operations: Map<string, Operation>;
  closed?: boolean;
  /** Why it is being closed (its credential no longer holds): it closes once its subscriptions have ended. */
  refused?: { code: number; reason: string };
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

/**
 * The longest a connection whose credential no longer holds stays open, waiting for its subscriptions to
 * end with the error that says why (they are woken by the same change; under load that takes its time).
 */
const REVOKED_CLOSE_MAX_MS = 2_000;

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
  // The messages a socket is sent in one turn of the event loop (a read fanned out to its subscriptions)
  // leave in one write, not one system call each (docs/live.md, "Coalesced delivery").
  wss.on('connection', (ws, req) => batchWrites(ws, req.socket));
  /** Each operation's identity (document, operation name, variables), by its context: see sharedSubscribe. */
  const operations = new WeakMap<object, string>();
  /** Each subscription as the operation core knows it, by its context. */
  const admitted = new WeakMap<object, Operation>();
  /** The subscriptions whose first result was sent (a refusal then was decided at its start). */
  const started = new WeakSet<Operation>();
  /**
   * The refusals of operations at their start as the core formatted them, by the errors onSubscribe
   * returned: graphql-ws hands onError that same array, or drops it (the client completed the operation
   * meanwhile), and nothing is left behind for a later operation of the same id.
   */
  const refusals = new WeakMap<readonly GraphQLError[], readonly GraphQLFormattedError[]>();
  const rules = [...specifiedRules, ...o.validationRules];
  /** Errors sent outside an admitted operation, formatted by the core for the connection's caller all the same. */
  const formatted = (c: Connection | undefined, errors: readonly GraphQLError[]) =>
    o.core.answerOf(o.core.begin({ transport: 'ws', context: c?.context }), { errors }).errors;

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
        else if (readCookie(request, SESSION_COOKIE)) {
          // Cross-site WebSocket hijacking: a browser sends the cookie on any site's upgrade.
          if (!originAllowed(o.config, request)) {
            socket.close(WS_CLOSE.forbidden, 'Forbidden: the session cookie is only taken from an allowed Origin');
            return false;
          }
          headers.cookie = request.headers.cookie;
        }
        // What the credential came with: connection_init's header and the upgrade's client (no response).
        const id = randomUUID();
        const req: Exchange = {
          headers,
          method: 'GET',
          socket: request.socket,
          // The same client address as on HTTP (the sign-in limiter counts failures by it).
          ip: proxyAddr(request, trusted),
          id,
        };
        const mark = identityMark(o.caches);
        const principal = await o.authenticate(req);
        // Closed or closing while it authenticated: its onClose runs (or ran) without it, so it is not counted.
        if (socket.readyState !== socket.OPEN) return false;
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
        const context: Context = {
          requestId: id,
          surface: 'graphql',
          principal,
          identityMark: mark,
          loaders: o.loaders(),
          // From now on the credential is only checked again: a refusal then is no failed sign-in.
          req: asRecheck(req),
          live: o.live,
        };
        const c: Connection = {
          op: o.core.begin({ transport: 'ws', context }),
          context,
          counted: key,
          socket,
          operations: new Map(),
        };
        // The core checks the credential again after each revocation and at its deadline: one that no
        // longer holds (revoked, expired: 4401; no role left: 4403) closes the connection. Its subscriptions,
        // woken by the same change (or their own deadline), first send the error that ends them as a `next`.
        // The connection is closed once they have all ended (their last frames sent first), or after
        // REVOKED_CLOSE_MAX_MS whatever they do.
        const checked = () => {
          const refused = refusalOf(c.context.principal);
          if (!refused || !live.delete(c)) return;
          c.unfollow?.();
          c.refused = refused;
          setTimeout(() => shut(c), REVOKED_CLOSE_MAX_MS).unref();
          closeIfDone(c);
        };
        c.unfollow = o.core.follow(c.op, checked);
        connections.set(ctx.extra, c);
        live.add(c);
        // A revocation while it authenticated, before it was followed, is checked now, not at the next one.
        if (identityMark(o.caches) !== mark) void o.core.recheck(c.op).then(checked, () => undefined);
        return true;
      },
      onClose: (ctx) => {
        const c = connections.get(ctx.extra);
        if (c) {
          live.delete(c);
          c.unfollow?.();
          c.closed = true;
          end(c);
        }
        if (!c?.counted) return;
        const n = (open.get(c.counted) ?? 1) - 1;
        if (n > 0) open.set(c.counted, n);
        else open.delete(c.counted);
        c.counted = undefined;
      },
      onSubscribe: async (ctx, id, payload) => {
        const c = connections.get(ctx.extra)!;
        // Each operation starts from the connection's principal as it is now; its reads check it again.
        const conn = c.context;
        const context: Context = {
          requestId: randomUUID(),
          surface: 'graphql',
          principal: conn.principal,
          identityMark: conn.identityMark,
          loaders: o.loaders(),
          req: conn.req,
          live: o.live,
        };
        const operation = o.core.begin({
          transport: 'ws',
          operationName: payload.operationName,
          variables: payload.variables ?? undefined,
          context,
        });
        // A refusal at the start is settled by the core as HTTP's are (outcome, audit event) and sent as it
        // formatted it (onError); refusals carry the code POST /graphql gives them (400s: parse, validation,
        // operation type), suggestions masked by MAPGATE_SUGGESTIONS for the caller.
        const refuse = async (errors: readonly GraphQLError[]) => {
          refusals.set(errors, (await o.core.refuse(operation, errors)).errors ?? []);
          return errors;
        };
        const refusal = (message: string, code: string) =>
          refuse([new GraphQLError(message, { extensions: { code } })]);
        try {
          operation.document = parse(payload.query, { maxTokens: o.maxTokens });
        } catch (err) {
          return refusal(limitMessage(err instanceof Error ? err.message : String(err)), 'GRAPHQL_PARSE_FAILED');
        }
        const document = operation.document;
        const errors = validate(o.schema, document, rules);
        if (errors.length)
          return refuse(
            errors.map(
              (e) =>
                new GraphQLError(limitMessage(e.message), {
                  nodes: e.nodes,
                  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
                }),
            ),
          );
        const op = getOperationAST(document, payload.operationName);
        operation.operation = op;
        // The core's limits, as on POST /graphql: a NUL in a variable, the cost with the variables counted.
        const refused = o.core.admit(operation);
        if (refused) return refusal(refused.message, 'BAD_REQUEST');
        if (op?.operation !== 'subscription')
          return refusal(
            'only subscriptions run over WebSocket; send queries and mutations to POST /graphql',
            'BAD_REQUEST',
          );
        // Bounded live work (docs/security.md, "Live work"): per connection, then per credential on every
        // instance (the core's live work).
        const perSocket = o.config.MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET;
        if (c.operations.size >= perSocket)
          return refuse([
            liveLimitRefusal(
              `too many subscriptions on this connection (at most ${perSocket}, MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET); complete one first`,
            ),
          ]);
        c.operations.set(id, operation);
        const over = await o.core.start(operation);
        if (over || c.closed || c.operations.get(id) !== operation) {
          // Refused, or completed (its connection closed) while it took its place: that place is given back
          // once the refusal is settled (a refused connection waiting for it closes after its frame).
          if (!over) o.core.end(operation);
          const answer = over
            ? await refuse([over])
            : await refusal('the subscription was completed before it started', 'BAD_REQUEST');
          if (c.operations.get(id) === operation) {
            c.operations.delete(id);
            closeIfDone(c);
          }
          return answer;
        }
        admitted.set(context, operation);
        operations.set(
          context,
          JSON.stringify([payload.query, payload.operationName ?? null, payload.variables ?? null]),
        );
        return {
          schema: o.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: context,
        };
      },
      // Called when an operation ends for any reason (its source ended, the client completed it, the socket closed).
      onComplete: (ctx, id) => {
        const c = connections.get(ctx.extra);
        if (c) end(c, id);
      },
      onError: (ctx, _id, _payload, errors) => [
        ...(refusals.get(errors) ?? formatted(connections.get(ctx.extra), errors) ?? []),
      ],
      // An event's errors, formatted by the core (an operation that never started, its variables not
      // fitting, failed on the caller's input), suggestions masked for the subscription's caller. Its first
      // result refused (the credential or a role did not allow it): a refusal at its start, settled as one.
      onNext: async (ctx, _id, _payload, args, result) => {
        const operation = admitted.get(args.contextValue as object);
        const first = operation !== undefined && !started.has(operation);
        if (operation) started.add(operation);
        if (!result.errors) return undefined;
        // Never sent unformatted, even for an operation the core did not admit here.
        if (!operation) return { ...result, errors: formatted(connections.get(ctx.extra), result.errors) };
        const answer = o.core.answerOf(operation, result as ExecutionResult, undefined, !('data' in result));
        if (first) await o.core.settle(operation, answer);
        return { ...result, errors: answer.errors };
      },
    },
    wss,
    KEEP_ALIVE_MS,
  );

  /** Ends a connection's operation (all of them when `id` is undefined): their places are given back. */
  function end(c: Connection, id?: string): void {
    for (const [k, operation] of id === undefined ? [...c.operations] : [[id, c.operations.get(id)] as const]) {
      if (!operation || !c.operations.delete(k)) continue;
      o.core.end(operation);
    }
    closeIfDone(c);
  }

  /**
   * A refused connection whose last operation has ended is closed: graphql-ws sends the operation's last
   * frame (`complete`, or the error of a refusal) a few promise turns after it ends, without a timer, so
   * the close, on the next turn of the event loop, comes after it.
   */
  function closeIfDone(c: Connection): void {
    if (c.refused && c.operations.size === 0) setImmediate(() => shut(c));
  }

  /** Closes a refused connection (once: the socket ignores a second close). */
  function shut(c: Connection): void {
    if (c.closed || !c.refused) return;
    c.socket.close(c.refused.code, c.refused.reason);
  }

  return {
    async close() {
      for (const c of live) c.unfollow?.();
      // Subscribers are told the server goes away; they reconnect to another instance. A client that does
      // not answer the close (a sleeping laptop, a dead route) is cut off after CLOSE_WAIT_MS, not after
      // ws's own 30 s: the shutdown has its drain to do.
      for (const client of wss.clients) client.close(WS_CLOSE.goingAway, 'Server shutting down');
      const cut = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, CLOSE_WAIT_MS);
      await disposable.dispose();
      clearTimeout(cut);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** How long a shutdown waits for its WebSocket clients to answer the close before cutting them off. */
export const CLOSE_WAIT_MS = 1_000;

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
