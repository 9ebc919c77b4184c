import { Client, cacheExchange, fetchExchange, mapExchange, type Operation } from 'urql';

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
 * GraphQL over the browser session: the session cookie travels by itself (same origin), the CSRF header
 * is added to every request, and no secret is ever kept in script-readable storage.
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
