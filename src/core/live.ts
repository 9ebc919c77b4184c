import { GraphQLError } from 'graphql';
import { credentialName } from '../auth/principal';
import type { Lease, Leases } from '../cache/leases';
import { RateLimitedError, type ErrorCode } from '../base/errors';
import type { Hook, Operation } from './types';

/** Retry-After of an event stream refused for the credential's limit: streams end with their jobs. */
const STREAM_RETRY_AFTER_S = 10;

export interface LiveWorkOptions {
  /** Where a credential's subscriptions and event streams are counted (shared through Redis when configured). */
  leases: Leases;
  /** MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL and MAPGATE_MAX_SSE_PER_CREDENTIAL. */
  subscriptions: number;
  streams: number;
}

/** A live limit's refusal: a RateLimitedError (formatError keeps a DomainError's code and words), with its headers. */
export function liveLimitRefusal(message: string, headers?: Map<string, string>): GraphQLError {
  const code: ErrorCode = 'RATE_LIMITED';
  return new GraphQLError(message, {
    originalError: new RateLimitedError(message),
    extensions: headers ? { code, http: { headers } } : { code },
  });
}

/**
 * Bounded live work (docs/security.md, "Live work"): a live operation (a subscription over graphql-ws,
 * an event stream) takes a place under its credential's limit, on all instances together, when it
 * `start`s, and gives it back when it `end`s; over the limit it is refused RATE_LIMITED.
 */
export function liveWorkHook(o: LiveWorkOptions): Hook {
  const held = new WeakMap<Operation, Lease>();
  return {
    name: 'live work',
    transports: ['ws', 'sse'],
    async start(op) {
      const principal = op.context?.principal;
      if (!principal) return undefined;
      const ws = op.transport === 'ws';
      const max = ws ? o.subscriptions : o.streams;
      const lease = await o.leases.acquire(`${ws ? 'subscriptions' : 'sse'}:${credentialName(principal)}`, max);
      if (lease) {
        held.set(op, lease);
        return undefined;
      }
      return ws
        ? liveLimitRefusal(
            `too many subscriptions for this credential (at most ${max} on all its connections, MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL); complete one first`,
          )
        : liveLimitRefusal(
            `too many event streams for this credential (at most ${max}, MAPGATE_MAX_SSE_PER_CREDENTIAL); close one, or retry after the seconds in Retry-After`,
            new Map([['retry-after', String(STREAM_RETRY_AFTER_S)]]),
          );
    },
    end(op) {
      held.get(op)?.release();
      held.delete(op);
    },
  };
}
