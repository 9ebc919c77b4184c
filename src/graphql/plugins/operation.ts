import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import type { Context } from '../../request/context';
import { verifiedCaller } from '../../http/authenticate-first';
import { addressOf, type ValidationBudget } from '../../http/strangers';
import { answerType, sentWithKey, type Answer, type OperationCore } from '../../core';

/**
 * Apollo's one plugin (docs/architecture.md, "The operation core"): every hook of the operation core, at
 * the moment Apollo offers it. Apollo parses, validates and executes (src/graphql/jit.ts); the core admits
 * (NUL in variables, cost with variables, introspection by setting), replays an Idempotency-Key, masks
 * suggestions, logs errors, and settles the answer (metrics, outcome, audit event, idempotency record,
 * request id, access line) and its content type, as it does for the hot path and REST. What is Apollo's
 * alone stays here: the parsing and validation time of a caller without a verified credential is taken
 * from its address's budget (docs/security.md, "Strangers").
 */
export function operationPlugin(core: OperationCore, budget: ValidationBudget): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue, request }) {
      const op = core.begin({ transport: 'graphql', context: contextValue });
      const res = contextValue.req.res;
      const stranger = contextValue.surface === 'graphql' && res && !verifiedCaller(res) ? contextValue.req : undefined;
      const timed = stranger
        ? async () => {
            const began = performance.now();
            return async () => budget.spend(addressOf(stranger), performance.now() - began);
          }
        : undefined;
      const header = request.http?.headers.get('idempotency-key');
      return {
        parsingDidStart: timed,
        validationDidStart: timed,
        async didResolveOperation(rc) {
          op.document = rc.document;
          op.operation = rc.operation;
          op.operationName = rc.operationName;
          op.variables = rc.request.variables;
          const refusal = core.admit(op);
          if (refusal) throw refusal;
        },
        async responseForOperation(rc) {
          if (header === undefined || header === null) return null;
          sentWithKey(op, {
            header,
            query: rc.request.query ?? rc.request.extensions?.persistedQuery ?? null,
            operationName: rc.request.operationName ?? null,
            variables: rc.request.variables ?? {},
          });
          const replay = await core.replay(op);
          if (!replay) return null;
          return {
            http: { status: replay.head.status, headers: new HeaderMap([...replay.head.headers]) },
            body: {
              kind: 'single',
              singleResult: { data: replay.data, errors: replay.errors, extensions: replay.extensions },
            },
          } satisfies GraphQLResponse;
        },
        async didEncounterErrors({ errors }) {
          core.sawErrors(op, errors);
        },
        async willSendResponse(rc) {
          const http = rc.response.http;
          const body = rc.response.body;
          op.document ??= rc.document;
          op.operation ??= rc.operation;
          op.operationName ??= rc.operationName;
          op.variables ??= rc.request.variables;
          if (http.headers.get('idempotent-replayed') === 'true') op.replayed = true;
          const single = body.kind === 'single' ? body.singleResult : undefined;
          // An incremental answer (none today) is timed and logged, not audited.
          if (!single) op.audited = false;
          const answer: Answer = {
            data: single?.data,
            errors: single?.errors,
            extensions: single?.extensions,
            head: { status: http.status, headers: new Map() },
          };
          await core.settle(op, answer);
          if (answer.head.status !== undefined) http.status = answer.head.status;
          for (const [k, v] of answer.head.headers) http.headers.set(k, v);
          if (single && answer.errors?.length) single.errors = answer.errors;
          // The core's content type for the Accept header (Apollo answers its own 406 when there is none).
          const type = answerType(rc.request.http?.headers.get('accept'));
          if (single && type && !http.headers.get('content-type')) http.headers.set('content-type', type);
        },
      };
    },
  };
}
