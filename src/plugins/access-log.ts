import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context';
import { unexpectedErrorLog } from '../http/logging';
import type { Logger } from '../logger';
import { logErrorsWith } from '../outcome';

/**
 * docs/reliability.md, "Logs": one line per operation on /graphql, next to the HTTP access line, with what
 * the HTTP line cannot know: the operation's name and type, who asked, how long it took and the codes of
 * its errors. Every error of the answer also carries the request id in `extensions.requestId`, the id of
 * the X-Request-Id header and of the log lines, so a client can quote it.
 */
export function graphqlAccessLog(logger: Logger): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const began = performance.now();
      return {
        // Before formatError masks them: an unexpected error is logged by the request's own logger.
        async didEncounterErrors(rc) {
          const log = (rc.contextValue as Partial<Context> | undefined)?.req?.log;
          if (log) logErrorsWith(rc.errors, unexpectedErrorLog(log));
        },
        async willSendResponse(rc) {
          const ctx = rc.contextValue as Partial<Context> | undefined;
          const requestId = ctx?.requestId || (ctx?.req?.id as string | undefined);
          const body = rc.response.body;
          const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
          if (body.kind === 'single' && errors?.length && requestId) {
            body.singleResult.errors = errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId } }));
          }
          if (!logger.isLevelEnabled('info')) return;
          const p = ctx?.principal;
          logger.info(
            {
              reqId: requestId,
              graphql: {
                operationName: rc.operationName ?? rc.operation?.name?.value ?? null,
                operation: rc.operation?.operation ?? null,
                principal: p ? (p.authenticated ? `${p.authMethod}:${p.subject}` : 'anonymous') : null,
                durationMs: Math.round((performance.now() - began) * 10) / 10,
                errors: [...new Set((errors ?? []).map((e) => String(e.extensions?.code ?? 'UNKNOWN')))],
              },
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
