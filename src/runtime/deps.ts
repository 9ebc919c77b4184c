import type { CacheInvalidator, CacheRegistry } from '../cache/cache';
import type { LiveEvents } from '../cache/events';
import type { Config } from '../base/config';
import type { Database } from '../db/client';
import type { Logger } from '../base/logger';

/** What every domain (and authentication) gets to build its services from. */
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
