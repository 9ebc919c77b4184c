import type { GraphQLFormattedError, OperationTypeNode } from 'graphql';
import type { Context } from '../request/context';
import { unexpectedErrorLog } from '../http/logging';
import type { Logger } from '../base/logger';
import { logErrorsWith } from '../outcome';

/** The request id of an operation's context: the one of the X-Request-Id header and of the log lines. */
export function requestIdOf(ctx: Partial<Context> | undefined): string | undefined {
  return ctx?.requestId || (ctx?.req?.id as string | undefined);
}

/** The errors with the request id in `extensions.requestId` (the same array when there is nothing to add). */
export function withRequestId<E extends GraphQLFormattedError>(
  errors: readonly E[] | undefined,
  requestId: string | undefined,
): readonly E[] | undefined {
  if (!errors?.length || !requestId) return errors;
  return errors.map((e) => ({ ...e, extensions: { ...e.extensions, requestId } }));
}

/** Ties an operation's raw errors to its request's log, before formatError masks them (`logErrorsWith`). */
export function logErrorsOf(ctx: Partial<Context> | undefined, errors: readonly unknown[] | undefined): void {
  const log = ctx?.req?.log;
  if (log) logErrorsWith(errors, unexpectedErrorLog(log));
}

/** What the access line of one operation says. */
export interface LoggedOperation {
  context?: Partial<Context>;
  operationName?: string | null;
  operation?: OperationTypeNode | null;
  /** `performance.now()` when the operation started. */
  began: number;
  /** The formatted errors. */
  errors?: readonly GraphQLFormattedError[];
}

/**
 * Writes the access line of one operation (docs/reliability.md, "Logs"), next to the HTTP access line,
 * with what the HTTP line cannot know: the operation's name and type, who asked, how long it took and the
 * codes of its errors.
 */
export function logOperation(logger: Logger, x: LoggedOperation): void {
  if (!logger.isLevelEnabled('info')) return;
  const p = x.context?.principal;
  logger.info(
    {
      reqId: requestIdOf(x.context),
      graphql: {
        operationName: x.operationName ?? null,
        operation: x.operation ?? null,
        principal: p ? (p.authenticated ? `${p.authMethod}:${p.subject}` : 'anonymous') : null,
        durationMs: Math.round((performance.now() - x.began) * 10) / 10,
        errors: [...new Set((x.errors ?? []).map((e) => String(e.extensions?.code ?? 'UNKNOWN')))],
      },
    },
    'graphql operation',
  );
}
