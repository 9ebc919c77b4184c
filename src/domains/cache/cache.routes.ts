import { ClearCacheDocument, GetCacheStatsDocument } from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'cache';

/** Operation 9 of docs/rules.md §10, plus cache clear (docs/rules.md §9). */
export const cacheRoutes: RestRoute[] = [
  {
    operationId: 'getCacheStats',
    method: 'GET',
    path: '/cache/stats',
    document: GetCacheStatsDocument,
    tag,
    summary: "Hit rates and memory of this instance's in-process caches (super_admin)",
    status: 200,
  },
  {
    operationId: 'clearCache',
    method: 'POST',
    path: '/cache/clear',
    document: ClearCacheDocument,
    tag,
    summary: 'Empty one cache (?cache=name) or every cache, on every instance (super_admin)',
    status: 204,
    query: [{ name: 'cache', type: 'string', description: 'A cache name (see getCacheStats); omitted = every cache' }],
    errors: [400],
  },
];
