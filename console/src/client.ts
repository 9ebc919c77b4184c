import type { Client as WsClient } from 'graphql-ws';
import { Client, fetchExchange, makeOperation, mapExchange, subscriptionExchange, type Operation } from 'urql';
import { normalizedCache } from './cache';

/** The CSRF secret the server set beside the session cookie; cookie-authenticated writes repeat it. */
export function csrfToken(): string {
  const m = /(?:^|;\s*)mapgate_csrf=([^;]*)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : '';
}

/**
 * Whether mapgate answers: set false by a request that got no answer (or a WebSocket that closed), true
 * again by the next answer. While it does not answer, /healthz is asked with a growing wait (1 s, 2 s, 4 s,
 * at most 8 s); its first answer marks mapgate back, and every query on screen is read again.
 */
let answering = true;
const connectionListeners = new Set<() => void>();
let probe: ReturnType<typeof setTimeout> | undefined;

export const isAnswering = () => answering;
export function onConnectionChange(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

function setAnswering(now: boolean) {
  if (now === answering) return;
  answering = now;
  if (now) {
    clearTimeout(probe);
    probe = undefined;
    refetchActive();
  } else startProbing(0);
  for (const l of connectionListeners) l();
}

function startProbing(attempt: number) {
  clearTimeout(probe);
  probe = setTimeout(
    async () => {
      try {
        const r = await fetch('/healthz', { cache: 'no-store' });
        if (r.ok) return setAnswering(true);
      } catch {
        // still not answering
      }
      if (!answering) startProbing(attempt + 1);
    },
    Math.min(1000 * 2 ** attempt, 8000),
  );
}

/** The queries on screen (by key), read again from the network once mapgate answers after a break. */
const activeQueries = new Map<number, Operation>();
/** The last data each query on screen got, kept on screen when a later read gets no answer. */
const lastData = new Map<number, unknown>();
let currentClient: Client | undefined;
function refetchActive() {
  for (const op of activeQueries.values())
    currentClient?.reexecuteOperation(makeOperation(op.kind, op, { ...op.context, requestPolicy: 'network-only' }));
}

/** What a failed request says when the failure was that mapgate did not answer. */
export const NOT_ANSWERING = 'mapgate is not answering; retrying';

let sessionEnded: ((message: string) => void) | undefined;

/** Who is told when any request (query or mutation) answers that the session has ended. */
export function onSessionEnded(handler: ((message: string) => void) | undefined) {
  sessionEnded = handler;
}

/** Signing in, and asking who is signed in, answer UNAUTHENTICATED without a session having ended. */
const SIGN_IN_OPERATIONS = new Set(['consoleLogin', 'consoleMe']);
const operationName = (op: Operation) =>
  op.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? '';

/**
 * The WebSocket for subscriptions (graphql-ws at /graphql, same origin). The browser sends the session
 * cookie on the upgrade and the server takes it from this origin only, so connection_init carries no
 * credential. Opened at the first subscription, closed a while after the last one ends. Its library is
 * loaded with the first subscription (a screen with live progress or the audit tail), not by every visit.
 */
let ws: Promise<WsClient> | undefined;
function socket(): Promise<WsClient> {
  ws ??= import('graphql-ws').then(({ createClient: createWsClient }) =>
    createWsClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      lazyCloseTimeout: 3000,
      // A server that goes away (a restart) is waited for as long as it takes, with a growing wait; graphql-ws
      // subscribes again to everything still watched once it is back. A refusal (a 44xx close) is not retried.
      retryAttempts: Infinity,
      // A connection refused while the server is down fails with an error event, not a close: retried too.
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 8000) + Math.random() * 300)),
      on: {
        connected: () => setAnswering(true),
        closed: (event) => {
          const code = (event as { code?: number } | undefined)?.code;
          if (code === 1006 || code === 1001 || code === 1011 || code === 1012 || code === 1013) setAnswering(false);
        },
      },
    }),
  );
  return ws;
}

/** Drops the WebSocket (sign-out, a session that ended): the next subscription opens one with the new cookie. */
export function closeSubscriptions() {
  void ws?.then((client) => client.dispose());
  ws = undefined;
}

/**
 * GraphQL over the browser session: the session cookie travels by itself (same origin), the CSRF header
 * is added to every request, and no secret is ever kept in script-readable storage. Subscriptions go
 * over the WebSocket, everything else over POST.
 */
function makeClient(cached: boolean): Client {
  return new Client({
    url: '/graphql',
    exchanges: [
      // One normalized cache (cache.ts): an answer, a mutation's payload or a subscription event updates
      // every screen that shows what it changed.
      ...(cached ? [normalizedCache()] : []),
      // A session that ended (sign-out elsewhere, a revoked key, expiry) ends the console's, whatever asked.
      mapExchange({
        onOperation(op) {
          if (op.kind === 'query') activeQueries.set(op.key, op);
          else if (op.kind === 'teardown') {
            activeQueries.delete(op.key);
            lastData.delete(op.key);
          }
        },
        onResult(result) {
          // Any answer (even a refusal) means mapgate answers; no answer at all means it does not.
          const noAnswer = !!result.error?.networkError && !result.error.response?.status;
          setAnswering(!noAnswer);
          if (result.operation.kind !== 'query') return;
          if (!result.error) lastData.set(result.operation.key, result.data);
          // A query read again while mapgate does not answer keeps showing what it last said.
          else if (noAnswer && result.data === undefined && lastData.has(result.operation.key))
            return { ...result, data: lastData.get(result.operation.key), stale: true };
        },
        onError(error, op) {
          const ended = error.graphQLErrors.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
          if (ended && !SIGN_IN_OPERATIONS.has(operationName(op))) sessionEnded?.(ended.message);
        },
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => {
            let stop: (() => void) | undefined;
            let stopped = false;
            void socket().then((client) => {
              if (!stopped) stop = client.subscribe({ ...request, query: request.query ?? '' }, sink);
            });
            return {
              unsubscribe: () => {
                stopped = true;
                stop?.();
              },
            };
          },
        }),
      }),
    ],
    requestPolicy: 'cache-and-network',
    // POST only: a GET without a custom header is what Apollo's CSRF prevention refuses.
    preferGetMethod: false,
    fetchOptions: () => ({
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': csrfToken() },
    }),
  });
}

export const createClient = () => (currentClient = makeClient(true));

let uncached: Client | undefined;
/**
 * The same client without the cache, for a form's re-read after its save was refused as a conflict: what
 * the server has now is shown in the conflict, for the user to choose from, and does not replace what the
 * screens show (and the form was opened from) before the user chose.
 */
export const conflictReads = () => (uncached ??= makeClient(false));

/** A refusal as the server worded it: its code, message and structured details (e.g. style diagnostics). */
export interface Problem {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** The first error's code, message and details of an urql result, for showing the server's own words. */
export function problem(
  error: { graphQLErrors?: { message: string; extensions?: Record<string, unknown> }[]; message: string } | undefined,
): Problem | undefined {
  if (!error) return undefined;
  const first = error.graphQLErrors?.[0];
  return first
    ? {
        code: String(first.extensions?.code ?? ''),
        message: first.message,
        details: first.extensions?.details as Record<string, unknown> | undefined,
      }
    : { code: 'NETWORK', message: NOT_ANSWERING };
}
