import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import type { Context } from '../../request/context';
import { DomainError } from '../../base/errors';
import type { FormattedExecutionResult } from 'graphql';
import {
  credentialOf,
  idempotencyKeyOf,
  replayableResult,
  requestHash,
  SECRET_WITHHELD,
  type IdempotencyStore,
} from '../../http/idempotency';

/**
 * Idempotency-Key on /graphql (docs/live.md, "Idempotent creates"): a mutation sent with the header is
 * claimed under the caller's credential like a REST create; a repeat of the same operation and variables
 * gets the first answer again without running, another operation under the key is a 422, and one that
 * arrives while the first still runs is a 409. Queries ignore the header.
 */
export function idempotencyPlugin(store: IdempotencyStore): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request }) {
      const header = request.http?.headers.get('idempotency-key');
      if (header === undefined || header === null) return;
      let claimed: string | undefined;
      return {
        async responseForOperation({ operation, contextValue, request: r }) {
          if (operation.operation !== 'mutation') return null;
          const credential = credentialOf(contextValue.principal);
          if (!credential) return null;
          try {
            const key = idempotencyKeyOf(header);
            const hash = requestHash('POST', '/graphql', {
              query: r.query ?? r.extensions?.persistedQuery ?? null,
              operationName: r.operationName ?? null,
              variables: r.variables ?? {},
            });
            const claim = await store.claim(credential!, key!, hash);
            if (claim.kind === 'run') {
              claimed = claim.id;
              return null;
            }
            const headers = new HeaderMap([['idempotent-replayed', 'true']]);
            const result = JSON.parse(claim.answer.body) as FormattedExecutionResult;
            const withheld = claim.answer.headers[SECRET_WITHHELD];
            if (withheld) {
              // The secret the first answer showed is not replayed (docs/security.md, "Secrets"): say so.
              headers.set(SECRET_WITHHELD.toLowerCase(), withheld);
              result.extensions = {
                ...result.extensions,
                secretWithheld: {
                  paths: withheld.split(', ').map((p) => p.replace(/^data\./, '')),
                  detail: 'a replay does not show the secret again: it was shown once, by the first answer',
                },
              };
            }
            return {
              http: { status: claim.answer.status, headers },
              body: { kind: 'single', singleResult: result },
            } satisfies GraphQLResponse;
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
            // Like any operation error on /graphql: 200 with the code in `extensions.code` (src/outcome).
            return {
              http: { headers: new HeaderMap() },
              body: {
                kind: 'single',
                singleResult: { errors: [{ message: err.message, extensions: { code: err.code } }] },
              },
            } satisfies GraphQLResponse;
          }
        },
        async willSendResponse({ response }) {
          if (!claimed) return;
          const id = claimed;
          claimed = undefined;
          const single = response.body.kind === 'single' ? response.body.singleResult : undefined;
          // The rule of REST's creates (src/http/idempotency.ts): a transient outcome is not kept.
          if (!single || !replayableResult(single)) return store.release(id);
          await store.finish(id, { status: response.http.status ?? 200, headers: {}, body: JSON.stringify(single) });
        },
      };
    },
  };
}
