import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../../request/context';
import type { AuditRecorder, ExecutedOperation } from '../../domains/audit';
import { codesOf, outcomeOf } from '../../outcome';

/** One operation answered on /graphql, as the outcome needs it (Apollo's request context, or the hot path's). */
export type SettledOperation = Omit<ExecutedOperation, 'status'>;

/**
 * The outcome of an operation answered on /graphql (src/outcome: `outcomeOf`): `head` receives its HTTP
 * status (only when not 200) and headers (503 + Retry-After when a dependency was down), then its audit
 * event is recorded. The promise settles once the event is stored (bounded by the writer's timeout).
 * Used by `outcomePlugin` and by the hot path (src/graphql/hot-path.ts), so both answer and record alike.
 */
export function settleOperation(
  record: AuditRecorder,
  x: SettledOperation,
  began: number,
  head: { status(code: number): void; header(name: string, value: string): void },
): Promise<void> {
  const outcome = outcomeOf('graphql', codesOf(x.errors));
  if (outcome.httpStatus !== 200) head.status(outcome.httpStatus);
  for (const [k, v] of Object.entries(outcome.headers ?? {})) head.header(k.toLowerCase(), v);
  return record({ ...x, status: outcome.status }, began);
}

/**
 * Applies the outcome of an operation sent to /graphql (`settleOperation`): its HTTP status and
 * headers (resolver errors carry only `extensions.code`, since `extensions.http` would leak into
 * REST's mapping, docs/choices.md), then records its audit event through the recorder the REST
 * adapter also uses.
 */
export function outcomePlugin(record: AuditRecorder): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const began = Date.now();
      return {
        async willSendResponse(rc) {
          if (rc.response.body.kind !== 'single') return;
          const { data, errors } = rc.response.body.singleResult;
          const http = rc.response.http;
          // A replayed Idempotency-Key answer ran nothing: the first request's event stands (as on REST).
          const replayed = http.headers.get('idempotent-replayed') === 'true';
          await settleOperation(
            replayed ? async () => {} : record,
            {
              document: rc.document,
              operation: rc.operation,
              operationName: rc.operationName,
              variables: rc.request.variables,
              context: rc.contextValue,
              data,
              errors,
            },
            began,
            { status: (code) => (http.status = code), header: (k, v) => http.headers.set(k, v) },
          );
        },
      };
    },
  };
}
