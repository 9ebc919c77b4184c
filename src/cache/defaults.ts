import type { CacheOptions, CacheRegistry } from './cache';

const MiB = 1024 * 1024;
const MINUTE = 60_000;

/**
 * mapgate's own in-process caches (docs/rules.md §6 CacheStats names them), declared at start-up so
 * that statistics always list them. Every cache is sized here and only here: the service that really
 * uses a cache creates it with these options (the placeholder gives way), adding at most how to
 * measure an entry (sizeOf).
 */
export const MAPGATE_CACHES = {
  /**
   * Verified API keys and mapgate tokens. Revocation invalidates entries on every instance at once;
   * the short TTL only bounds what a lost invalidation could cost.
   */
  identity: { maxSizeBytes: 16 * MiB, ttlMs: 1 * MINUTE },
  /** OIDC signing keys of the provider. */
  jwks: { maxSizeBytes: 1 * MiB, ttlMs: 10 * MINUTE },
  /** Claim mappings used to resolve OIDC roles. */
  claim_mappings: { maxSizeBytes: 4 * MiB, ttlMs: 5 * MINUTE },
  /**
   * Style bodies, by workspace. Bodies are up to 1 MiB; 32 MiB keeps the hot styles of many workspaces.
   * The TTL bounds how long an entry loaded while a concurrent update was committing can outlive that update.
   */
  styles: { maxSizeBytes: 32 * MiB, ttlMs: 1 * MINUTE },
  /** OGC API Features / Tiles settings, by workspace. */
  settings: { maxSizeBytes: 8 * MiB, ttlMs: 5 * MINUTE },
  /** Tile matrix set definitions. */
  tile_matrix_sets: { maxSizeBytes: 4 * MiB, ttlMs: 5 * MINUTE },
  /** The roles: every claim-mapping and API-key write validates against their ids, the graph's role edges read them. */
  roles: { maxSizeBytes: 64 * 1024, ttlMs: 5 * MINUTE },
  /** Workspaces by id and by name: every workspace route resolves its {workspace} through it. */
  workspaces: { maxSizeBytes: 4 * MiB, ttlMs: 5 * MINUTE },
  /**
   * The OGC API's view of the catalog: collections (layers, layer groups) by workspace and name, services
   * by id. Every write to a layer, group or service drops its workspace's entries (src/domains/catalog-changes.ts).
   */
  catalog: { maxSizeBytes: 16 * MiB, ttlMs: 5 * MINUTE },
} as const satisfies Record<string, CacheOptions<unknown>>;

export type MapgateCacheName = keyof typeof MAPGATE_CACHES;

/**
 * Caches that statistics do not list, sized here beside the others. Verifying keys of mapgate's own
 * tokens: one small entry, trusted for 2 s; a rotation also clears it on every instance through the
 * invalidation bus, so the TTL only bounds a message that never arrived.
 */
export const INTERNAL_CACHES = {
  signing_keys: { maxSizeBytes: 64 * 1024, ttlMs: 2000, sizeOf: () => 1024 },
} as const satisfies Record<string, CacheOptions<unknown>>;

/** Declares every cache of MAPGATE_CACHES, so that statistics report each one from start-up. */
export function declareMapgateCaches(registry: CacheRegistry): void {
  for (const [name, opts] of Object.entries(MAPGATE_CACHES)) registry.declare(name, opts);
}
