import { Client, cacheExchange, fetchExchange } from 'urql';

/** The CSRF secret the server set beside the session cookie; cookie-authenticated writes repeat it. */
export function csrfToken(): string {
  const m = /(?:^|;\s*)mapgate_csrf=([^;]*)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : '';
}

/**
 * GraphQL over the browser session: the session cookie travels by itself (same origin), the CSRF header
 * is added to every request, and no secret is ever kept in script-readable storage.
 */
export function createClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
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
