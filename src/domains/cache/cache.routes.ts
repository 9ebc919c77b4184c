import { ClearCacheDocument, GetCacheStatsDocument } from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('cache');

/** Operation 9 of docs/rules.md §10, plus cache clear (docs/rules.md §9). */
export const cacheRoutes: RestRoute[] = [
  r.get(
    '/cache/stats',
    GetCacheStatsDocument,
    "Hit rates and memory of this instance's in-process caches (super_admin)",
  ),
  r.post(
    '/cache/clear',
    ClearCacheDocument,
    'Empty one cache (?cache=name) or every cache, on every instance (super_admin)',
    {
      status: 204,
      query: [
        { name: 'cache', type: 'string', description: 'A cache name (see getCacheStats); omitted = every cache' },
      ],
      errors: [400],
    },
  ),
];
