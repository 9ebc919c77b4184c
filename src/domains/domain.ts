import type { CacheInvalidator, CacheRegistry } from '../cache/cache';
import type { LiveEvents } from '../cache/events';
import type { Config } from '../config';
import type { Container } from '../container';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { RestRoute } from './route';

/** A type-graphql resolver class; type-graphql's own signature takes any `Function`. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

/** What every domain gets to build its services from. */
export interface Deps {
  config: Config;
  db: Database;
  logger: Logger;
  /** The instance's in-process caches (statistics and clearing see every one). */
  caches: CacheRegistry;
  /** Clears cache entries here and on every other instance after a change. */
  invalidator: CacheInvalidator;
  /** Live events (job progress, new audit events, revocations) here and on every other instance. */
  events: LiveEvents;
}

/** One part of the management model: its resolvers, its REST routes and how its services are made. */
export interface Domain {
  name: string;
  resolvers: ResolverClass[];
  routes: RestRoute[];
  register(container: Container, deps: Deps): void;
  /**
   * Background work of the domain (workers, timers, listeners), started once the app is wired.
   * Returns how to stop it; `stop()` of the app awaits every one.
   */
  start?(container: Container, deps: Deps): Promise<() => Promise<void>>;
}
