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

/** The first error's code and message of an urql result, for showing the server's own words. */
export function problem(
  error: { graphQLErrors?: { message: string; extensions?: Record<string, unknown> }[]; message: string } | undefined,
) {
  if (!error) return undefined;
  const first = error.graphQLErrors?.[0];
  return first
    ? { code: String(first.extensions?.code ?? ''), message: first.message }
    : { code: 'NETWORK', message: error.message };
}
