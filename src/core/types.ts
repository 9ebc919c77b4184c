import type { DocumentNode, GraphQLError, GraphQLFormattedError, OperationDefinitionNode } from 'graphql';
import type { Context } from '../request/context';
import type { Outcome } from '../outcome';
import type { Head } from './errors';

/*
 * The operation core's vocabulary (src/core/operation.ts): an operation, its answer, and a hook.
 */

/**
 * What brought the operation: /graphql over HTTP (Apollo or the hot path), a REST route, a REST event
 * stream (server-sent events: `sse`), or graphql-ws over WebSocket (`ws`: a subscription, or the
 * connection itself, whose credential is followed). A live operation (`sse`, `ws`) is settled (outcome,
 * audit) when it is refused at its start; its events are not.
 */
export type Transport = 'graphql' | 'rest' | 'sse' | 'ws';

/** One operation on its way through the core. */
export interface Operation {
  transport: Transport;
  document?: DocumentNode;
  operation?: OperationDefinitionNode | null;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  context?: Context;
  /** `Date.now()` when it began (the audit event's duration falls back on it). */
  began: number;
  /** `performance.now()` when it began (the access line's duration). */
  startedAt: number;
  /** REST: the route's success status. */
  successStatus?: number;
  /** REST: a status the answer decides for itself (a run's), given the outcome. */
  statusOf?: (outcome: Outcome, data: Record<string, unknown> | null | undefined) => number;
  /** False when the transport records no audit event for it (REST's reads before a write, event streams). */
  audited?: boolean;
  /** A replayed answer (Idempotency-Key) ran nothing: the first request's event stands. */
  replayed?: boolean;
}

/** The answer of one operation: the transport writes it. */
export interface Answer {
  data?: Record<string, unknown> | null;
  /** The formatted errors. */
  errors?: readonly GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
  /** The outcome (src/outcome: `outcomeOf`), once settled. */
  outcome?: Outcome;
  /** The HTTP status and headers; the outcome sets the status only when it is not 200. */
  head: Head;
}

/** One step of the core; each hook says what it does at which moment, and the core runs them in order. */
export interface Hook {
  name: string;
  /** Which transports it applies to (all when absent). */
  transports?: readonly Transport[];
  /** When the operation begins (before it is admitted). */
  begin?(op: Operation): void;
  /** Before execution: a refusal, which the transport answers instead of executing. */
  admit?(op: Operation): GraphQLError | undefined;
  /** The raw errors of the operation, before formatError. */
  sawErrors?(op: Operation, errors: readonly GraphQLError[]): void;
  /** After admission, before execution: an answer given instead of executing (an Idempotency-Key's replay). */
  replay?(op: Operation): Promise<Answer | undefined>;
  /** Once the answer is formatted; a promise the answer waits for (the audit event's write). */
  settle?(op: Operation, answer: Answer): void | Promise<void>;
  /** A live operation (subscription, event stream), admitted: its place under a limit, or a refusal. */
  start?(op: Operation): Promise<GraphQLError | undefined>;
  /** A live operation ended (completed, closed, or refused after `start`): what `start` took is given back. */
  end?(op: Operation): void;
  /**
   * Before a later root field of a mutation, or the next read of a live operation: what admitted the
   * operation (its credential) is checked again; the context's principal is then the one that holds now.
   */
  recheck?(op: Operation): Promise<void>;
  /**
   * While a live operation (or a WebSocket connection) stays open: `wake` is called whenever what admitted
   * it may have changed (a revocation anywhere, its credential's deadline). Returns what stops following.
   */
  follow?(op: Operation, wake: () => void): () => void;
}
