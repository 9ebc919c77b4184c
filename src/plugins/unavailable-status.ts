import type { ApolloServerPlugin } from '@apollo/server';

/**
 * docs/rules.md §3: an unreachable dependency is 503 + Retry-After on every surface. Resolver errors
 * carry only `extensions.code` (docs/choices.md: `extensions.http` would leak into REST's mapping), so the
 * HTTP status of /graphql is decided here from that code.
 */
export function unavailableStatusPlugin(retryAfter: string): ApolloServerPlugin<any> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const unavailable = response.body.singleResult.errors?.some((e) => e.extensions?.code === 'UNAVAILABLE');
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', retryAfter);
        },
      };
    },
  };
}
