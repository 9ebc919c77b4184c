import type { AuthContext, CredentialExchange } from '../auth/request-context';
import type { Logger } from '../base/logger';
import type { LiveEvents } from '../cache/events';
import type { LiveGroups } from '../cache/live-groups';
import type { Loaders } from '../runtime/loaders';

/** What a subscription's source needs beyond a request's context (src/graphql/subscriptions.ts). */
export interface LiveContext {
  /** The instance's services: a subscription's source is a function, not built by the container. */
  services: { get<T>(cls: abstract new (...args: never[]) => T): T };
  /** Empty loaders for each read, so a deleted workspace is seen at once. */
  loaders: () => Loaders;
  /** What wakes a source: job changes, new audit events, revocations, here and on other instances. */
  events: LiveEvents;
  /** Shared reads: the subscribers of one workspace's jobs, or one job, share each read (docs/live.md). */
  groups: LiveGroups;
}

export type Surface = 'rest' | 'graphql';

/**
 * What a context keeps of the exchange its operation came by: Express's Request on HTTP (its `res` is
 * the response: cookies, headers); on WebSocket, what connection_init and the upgrade said (no response).
 */
export interface Exchange extends CredentialExchange {
  /** The request id (X-Request-Id), shared by logs and audit events. */
  id?: string;
  /** A logger bound to the request id. */
  log?: Logger;
  /** When the request arrived (ms since epoch): an audit event's time and duration start there. */
  arrivedAt?: number;
}

/** Per-request data shared by both surfaces. Plain data: services come from the container. */
export interface Context extends AuthContext {
  requestId: string;
  surface: Surface;
  /** The exchange, for cookies (sign-in, on its response) and client facts (address, user agent). */
  req: Exchange;
  /** Only on WebSocket operations (subscriptions). */
  live?: LiveContext;
  /**
   * Only on an event stream's reads after its first (src/rest/stream.ts): a resolver reads its resource
   * through it, under a key naming that read (workspace and resource ids), and the streams woken by one
   * event share one database read (docs/live.md, "One read per event"). Authorization stays the
   * resolver's own, checked before it asks.
   */
  sharedRead?: <T>(key: string, read: () => Promise<T>) => Promise<T>;
}

/** Builds the context of a request; `authenticate` is the only place a credential becomes a Principal. */
export async function buildContext(
  req: Exchange,
  surface: Surface,
  authenticate: (req: Exchange) => Promise<Context['principal']>,
  loaders: () => Loaders,
  /** The identity generation taken before the credential was checked (src/auth/recheck.ts, identityMark). */
  identityMark: number | undefined,
): Promise<Context> {
  const principal = await authenticate(req);
  return { requestId: String(req.id ?? ''), surface, principal, identityMark, loaders: loaders(), req };
}
