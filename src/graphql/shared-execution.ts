import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Principal } from '../auth/principal';
import type { Context } from '../request/context';

type Result = ExecutionResult | Promise<ExecutionResult>;

/**
 * What a subscriber's rights are, as far as any field of a subscription's answer can tell: field
 * resolvers decide by the principal's authentication, super admin flag and roles (src/domains/graph/
 * graph.access.ts), never by who it is. Two subscribers with the same rights get the same answer. A
 * refusal the authChecker would give (rejected, forbidden, ...) is part of it too, so that a subscriber
 * whose credential fell between its check and the execution never gets another's answer.
 */
function rightsOf(p: Principal): string {
  let rights = rightsByPrincipal.get(p);
  if (rights === undefined) rightsByPrincipal.set(p, (rights = rightsKey(p)));
  return rights;
}

/** A principal's rights never change once it is made (a check again makes a new one): its key is kept. */
const rightsByPrincipal = new WeakMap<Principal, string>();

function rightsKey(p: Principal): string {
  const roles = Object.entries(p.roles).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const refusals = [p.rejected, p.forbidden, p.unavailable, p.rateLimited].map((r) => r ?? null);
  return JSON.stringify([p.authenticated, p.superAdmin, roles, refusals]);
}

/** The value a source event carries (`{ value }`, src/domains/live.ts) when it is an object shared by a read. */
function sharedValueOf(event: unknown): object | undefined {
  if (typeof event !== 'object' || event === null || !('value' in event)) return undefined;
  const { value } = event as { value: unknown };
  return typeof value === 'object' && value !== null ? value : undefined;
}

/**
 * `subscribe` for graphql-ws (docs/live.md, "Coalesced delivery"): graphql's own, except that an event
 * whose value is the same object for several subscribers (one shared read fanned out, see
 * src/cache/live-groups.ts) has its selection executed once per operation (document, operation name,
 * variables: `operationOf`) and rights (rightsOf), and every subscriber with those gets that result.
 * Each subscriber was authorized on its own before its source gave it the event (src/domains/live.ts,
 * authorizeAgain); what differs by rights (a field a role may not read) is executed apart.
 */
export function sharedSubscribe(
  operationOf: (context: unknown) => string | undefined,
): (args: ExecutionArgs) => Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const results = new WeakMap<object, Map<string, Result>>();
  return async (args) => {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source;
    const operation = operationOf(args.contextValue);
    const run = (event: unknown): Result => {
      const shared = sharedValueOf(event);
      if (operation === undefined || !shared) return execute({ ...args, rootValue: event });
      const key = `${operation}\0${rightsOf((args.contextValue as Context).principal)}`;
      let byKey = results.get(shared);
      if (!byKey) results.set(shared, (byKey = new Map()));
      const result = byKey.get(key);
      if (!result) {
        const own = execute({ ...args, rootValue: event });
        byKey.set(key, own);
        return own;
      }
      // A refusal is the first subscriber's own (its credential may have changed while it executed):
      // the others execute for themselves.
      return Promise.resolve(result).then((r) => (refused(r) ? execute({ ...args, rootValue: event }) : r));
    };
    return mapEvents(source, run);
  };
}

/** An answer that carries an authentication or authorization refusal. */
const refused = (r: ExecutionResult): boolean =>
  !!r.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'FORBIDDEN');

function isAsyncIterable(v: unknown): v is AsyncIterable<unknown> {
  return typeof v === 'object' && v !== null && Symbol.asyncIterator in v;
}

/**
 * The source's events mapped through `run`. Like graphql's own mapping, `return` goes to the source at
 * once, even while a `next` waits (a live source ends its wait then, src/cache/events.ts liveSource).
 */
function mapEvents(
  source: AsyncIterable<unknown>,
  run: (event: unknown) => Result,
): AsyncIterableIterator<ExecutionResult> {
  const it = source[Symbol.asyncIterator]();
  const map = async (r: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> =>
    r.done ? { done: true, value: undefined } : { done: false, value: await run(r.value) };
  const out: AsyncIterableIterator<ExecutionResult> = {
    next: async () => map(await it.next()),
    return: async () => (it.return ? map(await it.return()) : { done: true, value: undefined }),
    throw: async (error: unknown) => {
      if (it.throw) return map(await it.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]: () => out,
  };
  return out;
}
