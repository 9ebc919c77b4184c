import type { FormattedExecutionResult } from 'graphql';
import { DomainError } from '../base/errors';
import {
  credentialOf,
  idempotencyKeyOf,
  replayableResult,
  requestHash,
  SECRET_WITHHELD,
  type IdempotencyStore,
} from '../http/idempotency';
import type { Answer, Hook, Operation } from './types';

/** The request as the Idempotency-Key's hash covers it, with the header's value. */
export interface IdempotentRequest {
  header: string;
  query: unknown;
  operationName: string | null;
  variables: Record<string, unknown>;
  /** The record claimed for this run, kept or released once it is settled. */
  claimed?: string;
}

const claims = new WeakMap<Operation, IdempotentRequest>();

/** Marks an operation as sent with Idempotency-Key (the transport reads the header). */
export const sentWithKey = (op: Operation, request: IdempotentRequest): void => void claims.set(op, request);

/**
 * Idempotency-Key on /graphql (docs/live.md, "Idempotent creates"): a mutation sent with the header is
 * claimed under the caller's credential like a REST create; a repeat of the same operation and variables
 * gets the first answer again without running, another operation under the key is a 422, and one that
 * arrives while the first still runs is a 409. Queries ignore the header. What is kept is the one rule of
 * both surfaces (src/http/idempotency.ts, `replayable`): a transient outcome is not.
 */
export function idempotencyHook(store: IdempotencyStore): Hook {
  return {
    name: 'idempotency',
    transports: ['graphql'],
    async replay(op) {
      const sent = claims.get(op);
      if (!sent || op.operation?.operation !== 'mutation' || !op.context) return undefined;
      const credential = credentialOf(op.context.principal);
      if (!credential) return undefined;
      try {
        const key = idempotencyKeyOf(sent.header);
        const hash = requestHash('POST', '/graphql', {
          query: sent.query,
          operationName: sent.operationName,
          variables: sent.variables,
        });
        const claim = await store.claim(credential, key!, hash);
        if (claim.kind === 'run') {
          sent.claimed = claim.id;
          return undefined;
        }
        const headers = new Map([['idempotent-replayed', 'true']]);
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
        op.replayed = true;
        return { ...result, head: { status: claim.answer.status, headers } } satisfies Answer;
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        // Like any operation error on /graphql: 200 with the code in `extensions.code` (src/outcome).
        return { errors: [{ message: err.message, extensions: { code: err.code } }], head: { headers: new Map() } };
      }
    },
    settle(op, answer) {
      const id = claims.get(op)?.claimed;
      if (!id) return;
      claims.delete(op);
      const kept = { data: answer.data, errors: answer.errors, extensions: answer.extensions };
      // An incremental answer (op.audited false, none today) has no single body to keep: released.
      if (op.audited === false || !replayableResult(kept)) return store.release(id);
      return store.finish(id, { status: answer.head.status ?? 200, headers: {}, body: JSON.stringify(kept) });
    },
  };
}
