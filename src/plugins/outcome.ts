import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context';
import type { AuditRecorder } from '../domains/audit';
import { codesOf, outcomeOf } from '../outcome';

/**
 * Applies the outcome of an operation sent to /graphql (src/outcome: `outcomeOf`): its HTTP status and
 * headers (503 + Retry-After when a dependency was down; resolver errors carry only `extensions.code`,
 * since `extensions.http` would leak into REST's mapping, docs/choices.md), then records its audit
 * event through the recorder the REST adapter also uses.
 */
export function outcomePlugin(record: AuditRecorder): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const began = Date.now();
      return {
        async willSendResponse(rc) {
          if (rc.response.body.kind !== 'single') return;
          const { data, errors } = rc.response.body.singleResult;
          const outcome = outcomeOf('graphql', codesOf(errors));
          if (outcome.httpStatus !== 200) rc.response.http.status = outcome.httpStatus;
          for (const [k, v] of Object.entries(outcome.headers ?? {})) rc.response.http.headers.set(k.toLowerCase(), v);
          // A replayed Idempotency-Key answer ran nothing: the first request's event stands (as on REST).
          if (rc.response.http.headers.get('idempotent-replayed') === 'true') return;
          await record(
            {
              document: rc.document,
              operation: rc.operation,
              operationName: rc.operationName,
              variables: rc.request.variables,
              context: rc.contextValue,
              data,
              errors,
              status: outcome.status,
            },
            began,
          );
        },
      };
    },
  };
}
