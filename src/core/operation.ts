import type { ExecutionResult, GraphQLError } from 'graphql';
import type { AuditRecorder } from '../domains/audit';
import type { Exposure } from '../base/config';
import type { Logger } from '../base/logger';
import { exposedTo, introspectionRefusal, withSuggestions } from '../http/strangers';
import { variableCostRefusal } from '../http/variable-cost';
import { codesOf, outcomeOf } from '../outcome';
import type { IdempotencyStore } from '../http/idempotency';
import { nulVariablesRefusal } from '../http/nul';
import { asGraphQLError, formatErrors, type FormatError, type Head } from './errors';
import { idempotencyHook } from './idempotency';
import { credentialHook, type CredentialOptions } from './credentials';
import { liveWorkHook, type LiveWorkOptions } from './live';
import { logErrorsOf, logOperation, requestIdOf, withRequestId } from './log';
import type { Answer, Hook, Operation, Transport } from './types';

/*
 * docs/architecture.md, "The operation core": every GraphQL operation, whatever brought it (Apollo on
 * /graphql, the hot path, the REST adapter and its event streams, subscriptions over WebSocket), goes
 * through the same ordered list of hooks (`hooksOf`), as envelop's getEnveloped() gives every transport one
 * plugin list. A transport only translates: it builds an `Operation` (`begin`), asks `admit` before it
 * executes, `replay` where it takes an Idempotency-Key, hands the raw errors to `sawErrors` and `settle`s
 * the answer (`refuse` for a refusal of its own: parse, validation, a limit); `execute` runs and settles
 * for a transport holding a compiled operation (the hot path). A live operation (a subscription, an event
 * stream) also `start`s (its place under the live limits) and `end`s, is `follow`ed while it stays open
 * (its credential checked again after each revocation and at its deadline), and `recheck`s before a read.
 */

export interface CoreOptions {
  formatError: FormatError;
  audit: AuditRecorder;
  logger: Logger;
  /** The operation metrics (src/http/metrics.ts). */
  metrics: { operationTimer(): (operationName: string | null | undefined, failed: boolean) => void };
  /** MAPGATE_GRAPHQL_MAX_COST: the cost with the variables counted. */
  maxCost: number;
  /** MAPGATE_INTROSPECTION and MAPGATE_SUGGESTIONS. */
  introspection: Exposure;
  suggestions: Exposure;
  /** Where Idempotency-Key records live (mutations on /graphql). */
  idempotency?: IdempotencyStore;
  /** How a credential is checked again (src/core/credentials.ts). */
  credentials: CredentialOptions;
  /** The live limits of a credential's subscriptions and event streams (src/core/live.ts). */
  live?: LiveWorkOptions;
}

/**
 * The hooks, in the order they run at each moment:
 * - credential recheck (all): each context gets its `recheck` when it begins; a live operation's credential
 *   is checked again before its reads, after each revocation and at its deadline (src/core/credentials.ts);
 * - limits (/graphql and subscriptions): a NUL in a variable, the cost with `first`/`last` given as
 *   variables counted (validation cannot see them), introspection by MAPGATE_INTROSPECTION
 *   (docs/security.md); REST's documents are the route table's own;
 * - live work (subscriptions and event streams): a place under the credential's limit while it lives;
 * - suggestions (/graphql and subscriptions): "did you mean" masked unless MAPGATE_SUGGESTIONS shows them
 *   to this caller;
 * - error log: an unexpected error is logged by the request's own logger, before formatError masks it;
 * - metrics: the operation's duration by name and outcome (/graphql);
 * - outcome (all but the WebSocket connection's events): status and headers (503 + Retry-After when a
 *   dependency was down), src/outcome; REST's run status;
 * - audit (the same): the event of every mutation and security event, refusals before execution included,
 *   and a subscription's or event stream's refusal at its start (the recorder decides from the operation
 *   and its codes), waited for before the answer leaves;
 * - idempotency (/graphql): a mutation sent with Idempotency-Key is replayed before it runs, its answer kept after;
 * - request id: in every error's `extensions.requestId` (/graphql), and the access line.
 */
export function hooksOf(o: CoreOptions): Hook[] {
  const timers = new WeakMap<Operation, (name: string | null | undefined, failed: boolean) => void>();
  return [
    credentialHook(o.credentials),
    {
      name: 'limits',
      transports: ['graphql', 'ws'],
      admit(op) {
        if (!op.document || !op.operation) return undefined;
        return (
          nulVariablesRefusal(op.variables) ??
          variableCostRefusal(op.document, op.operation, op.variables, o.maxCost) ??
          // Over WebSocket only subscriptions run (a query is refused after this, whoever asks), and the
          // caller is always authenticated there: introspection is not this hook's to refuse.
          (op.transport === 'ws'
            ? undefined
            : introspectionRefusal(o.introspection, op.context?.principal, op.document))
        );
      },
    },
    ...(o.live ? [liveWorkHook(o.live)] : []),
    {
      name: 'suggestions',
      transports: ['graphql', 'ws'],
      sawErrors(op, errors) {
        const shown = exposedTo(o.suggestions, op.context?.principal);
        if (shown) return;
        for (const e of errors) e.message = withSuggestions(e.message, false);
      },
    },
    { name: 'error log', sawErrors: (op, errors) => logErrorsOf(op.context, errors) },
    {
      name: 'metrics',
      transports: ['graphql'],
      begin: (op) => void timers.set(op, o.metrics.operationTimer()),
      settle(op, answer) {
        timers.get(op)?.(op.operationName ?? op.operation?.name?.value, Boolean(answer.errors?.length));
      },
    },
    {
      name: 'outcome',
      settle(op, answer) {
        const outcome = outcomeOf(
          op.transport === 'rest' || op.transport === 'sse' ? 'rest' : 'graphql',
          codesOf(answer.errors),
          op.successStatus,
        );
        if (op.statusOf && !answer.errors?.length) outcome.status = op.statusOf(outcome, answer.data);
        answer.outcome = outcome;
        if (outcome.httpStatus !== 200) answer.head.status = outcome.httpStatus;
        for (const [k, v] of Object.entries(outcome.headers ?? {})) answer.head.headers.set(k.toLowerCase(), v);
      },
    },
    {
      name: 'audit',
      settle(op, answer) {
        if (op.audited === false || op.replayed || !answer.outcome) return;
        return o.audit(
          {
            document: op.document,
            operation: op.operation,
            operationName: op.operationName,
            variables: op.variables,
            context: op.context,
            data: answer.data,
            errors: answer.errors,
            status: answer.outcome.status,
            live: op.transport === 'ws',
          },
          op.began,
        );
      },
    },
    ...(o.idempotency ? [idempotencyHook(o.idempotency)] : []),
    {
      name: 'request id and access line',
      transports: ['graphql'],
      settle(op, answer) {
        answer.errors = withRequestId(answer.errors, requestIdOf(op.context));
        logOperation(o.logger, {
          context: op.context,
          operationName: op.operationName ?? op.operation?.name?.value ?? null,
          operation: op.operation?.operation ?? null,
          began: op.startedAt,
          errors: answer.errors,
        });
      },
    },
  ];
}

/** Runs one operation: what a transport passes (`execute` does all of it for a compiled operation). */
export interface OperationCore {
  /** Starts an operation. */
  begin(op: Omit<Operation, 'began' | 'startedAt'> & Partial<Pick<Operation, 'began' | 'startedAt'>>): Operation;
  /** The refusal of an operation before it runs, or undefined. */
  admit(op: Operation): GraphQLError | undefined;
  /** An answer given instead of executing (an Idempotency-Key's replay), or undefined. */
  replay(op: Operation): Promise<Answer | undefined>;
  /** The raw errors, before formatError. */
  sawErrors(op: Operation, errors: readonly GraphQLError[]): void;
  /**
   * Formats the errors of an execution result into an answer (`formatErrors`); `notStarted` when the
   * operation never began (its variables did not fit).
   */
  answerOf(op: Operation, result: ExecutionResult, head?: Head, notStarted?: boolean): Answer;
  /** Settles the answer: every hook's `settle`, in order; resolves once the slowest (the audit write) is done. */
  settle(op: Operation, answer: Answer): Promise<void>;
  /**
   * A refusal the transport decided before executing (parse, validation, a limit of its own) or the core
   * did (`admit`, `start`): formatted and settled as an answer (outcome, audit event), which it returns.
   */
  refuse(op: Operation, errors: readonly GraphQLError[]): Promise<Answer>;
  /** A live operation takes its places (every hook's `start`); the first refusal, once what was taken is given back. */
  start(op: Operation): Promise<GraphQLError | undefined>;
  /** A live operation ended: its places are given back. */
  end(op: Operation): void;
  /** Checks again what admitted the operation (its credential): before a live operation's next read. */
  recheck(op: Operation): Promise<void>;
  /**
   * Follows a live operation while it stays open: after each revocation anywhere and at its credential's
   * deadline, its credential is checked again (`recheck`), then `checked` is called (the transport ends
   * the operation when its principal no longer holds). Checks do not overlap; a wake during one causes
   * another. Returns what stops following.
   */
  follow(op: Operation, checked: () => void): () => void;
  /**
   * Executes an admitted operation with `run` and settles its answer. A run that throws answers its error
   * alone, 500. `keep` says, after execution, whether the transport answers this result itself: when it
   * does not (the hot path leaves a refusal of variables to Apollo), nothing is settled and it returns
   * undefined.
   */
  execute(
    op: Operation,
    run: () => Promise<ExecutionResult> | ExecutionResult,
    keep?: (result: ExecutionResult) => boolean,
  ): Promise<Answer | undefined>;
}

/** A core running `hooks` in order, formatting errors with `formatError`. */
export function operationCore(hooks: readonly Hook[], formatError: FormatError): OperationCore {
  const at = (t: Transport) => hooks.filter((h) => !h.transports || h.transports.includes(t));
  const byTransport = { graphql: at('graphql'), rest: at('rest'), sse: at('sse'), ws: at('ws') };
  const core: OperationCore = {
    begin(init) {
      const op: Operation = { began: Date.now(), startedAt: performance.now(), ...init };
      for (const h of byTransport[op.transport]) h.begin?.(op);
      return op;
    },
    admit(op) {
      for (const h of byTransport[op.transport]) {
        const refusal = h.admit?.(op);
        if (refusal) return refusal;
      }
      return undefined;
    },
    async replay(op) {
      for (const h of byTransport[op.transport]) {
        const answer = await h.replay?.(op);
        if (answer) return answer;
      }
      return undefined;
    },
    sawErrors(op, errors) {
      for (const h of byTransport[op.transport]) h.sawErrors?.(op, errors);
    },
    answerOf(op, result, head = { headers: new Map() }, notStarted = false) {
      const answer: Answer = { data: result.data, extensions: result.extensions, head };
      if (result.errors?.length) {
        core.sawErrors(op, result.errors);
        answer.errors = formatErrors(result.errors, formatError, head, notStarted);
      }
      return answer;
    },
    async settle(op, answer) {
      const waits: Promise<void>[] = [];
      let failure: unknown;
      for (const h of byTransport[op.transport]) {
        // Each hook settles whatever one before it threw (an idempotency claim is still finished or
        // released); the first failure is thrown once all have run.
        try {
          const w = h.settle?.(op, answer);
          if (w) waits.push(w);
        } catch (err) {
          failure ??= err;
        }
      }
      await Promise.all(waits);
      if (failure !== undefined) throw failure;
    },
    async refuse(op, errors) {
      const answer = core.answerOf(op, { errors });
      await core.settle(op, answer);
      return answer;
    },
    async start(op) {
      for (const h of byTransport[op.transport]) {
        const refusal = await h.start?.(op);
        if (refusal) {
          core.end(op);
          return refusal;
        }
      }
      return undefined;
    },
    end(op) {
      for (const h of byTransport[op.transport]) h.end?.(op);
    },
    async recheck(op) {
      for (const h of byTransport[op.transport]) await h.recheck?.(op);
    },
    follow(op, checked) {
      let running = false;
      let again = false;
      const wake = (): void => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        void (async () => {
          try {
            do {
              again = false;
              // A check that fails (the database away) leaves the principal as it was: the next read's fails too.
              await core.recheck(op).catch(() => undefined);
              checked();
            } while (again);
          } finally {
            running = false;
          }
        })();
      };
      const stops = byTransport[op.transport].map((h) => h.follow?.(op, wake));
      return () => {
        for (const stop of stops) stop?.();
      };
    },
    async execute(op, run, keep) {
      let result: ExecutionResult;
      const head: Head = { headers: new Map() };
      let threw = false;
      try {
        result = await run();
        if (keep && !keep(result)) return undefined;
      } catch (err) {
        result = { errors: [asGraphQLError(err)] };
        head.status = 500;
        threw = true;
      }
      const answer = core.answerOf(op, result, head, !threw && !('data' in result));
      await core.settle(op, answer);
      return answer;
    },
  };
  return core;
}

/** The core of one mapgate instance: its hooks (`hooksOf`) and formatError. */
export const createOperationCore = (o: CoreOptions): OperationCore => operationCore(hooksOf(o), o.formatError);
