import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange, type Operation } from 'urql';

/** The CSRF secret the server set beside the session cookie; cookie-authenticated writes repeat it. */
export function csrfToken(): string {
  const m = /(?:^|;\s*)mapgate_csrf=([^;]*)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : '';
}

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
 * credential. Opened at the first subscription, closed a while after the last one ends.
 */
let ws: WsClient | undefined;
function socket(): WsClient {
  ws ??= createWsClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    lazyCloseTimeout: 3000,
    retryAttempts: 3,
  });
  return ws;
}

/** Drops the WebSocket (sign-out, a session that ended): the next subscription opens one with the new cookie. */
export function closeSubscriptions() {
  void ws?.dispose();
  ws = undefined;
}

/**
 * GraphQL over the browser session: the session cookie travels by itself (same origin), the CSRF header
 * is added to every request, and no secret is ever kept in script-readable storage. Subscriptions go
 * over the WebSocket, everything else over POST.
 */
export function createClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [
      cacheExchange,
      // A session that ended (sign-out elsewhere, a revoked key, expiry) ends the console's, whatever asked.
      mapExchange({
        onError(error, op) {
          const ended = error.graphQLErrors.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
          if (ended && !SIGN_IN_OPERATIONS.has(operationName(op))) sessionEnded?.(ended.message);
        },
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: socket().subscribe({ ...request, query: request.query ?? '' }, sink) }),
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
    : { code: 'NETWORK', message: error.message };
}
