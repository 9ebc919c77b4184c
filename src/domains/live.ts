import type { GraphQLResolveInfo } from 'graphql';
import { authChecker } from '../auth/auth-checker';
import { credentialDeadline } from '../auth/recheck';
import type { Context, LiveContext } from '../request/context';

// Shared by the subscription sources of every domain (docs/live.md, "Subscriptions").

/** One event of a subscription: a value, or the error that ends it. */
export type LiveResult<T> = { value: T; error?: never } | { error: unknown; value?: never };

export function liveOf(context: Context): LiveContext {
  if (!context.live) throw new Error('a subscription needs a live context (src/graphql/subscriptions.ts)');
  return context.live;
}

/**
 * Checks the credential again (the operation core's recheck, src/core/credentials.ts) and the subscription's @Authorized rule with fresh
 * loaders, before each read: a revoked key, an ended session, a lost role or a deleted workspace ends
 * the subscription with that error.
 */
export async function authorizeAgain(
  context: Context,
  args: object,
  info: GraphQLResolveInfo,
  roles: string[],
): Promise<void> {
  await context.recheck?.(context);
  context.loaders = liveOf(context).loaders();
  await authChecker({ root: undefined, args, context, info }, roles);
}

/**
 * How long a source may sleep before its next read: `ms`, or less when its credential expires sooner,
 * so that an expired token ends the subscription when it expires (docs/security.md, "Open streams").
 */
export function sleepMs(context: Context, ms: number): number {
  const deadline = credentialDeadline(context.principal);
  return deadline === undefined ? ms : Math.max(0, Math.min(ms, deadline - Date.now() + 5));
}
