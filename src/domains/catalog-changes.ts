/*
 * What the data plane (the OGC API, docs/data-plane.md) keeps in memory about a workspace's catalog:
 * layers and layer groups by name, and services by id, in the `catalog` cache. Every write to a layer,
 * a layer group or a service calls its domain's `CatalogChanged` with the workspace id, and the entries
 * of that workspace are dropped on every instance at once (the invalidation bus).
 */

/** The name of the cache the data plane keeps catalog entries in; keys start with `<workspace id>|`. */
export const CATALOG_CACHE = 'catalog';

/** Told after a write that changes what the data plane serves of a workspace. */
export type CatalogChanged = (workspaceId: string) => Promise<void>;

export const NO_CATALOG_CHANGES: CatalogChanged = async () => {};

/** The `catalog` cache key prefix of a workspace. */
export const catalogPrefix = (workspaceId: string): string => `${workspaceId}|`;
