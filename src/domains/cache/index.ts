import { startInvalidationBus } from '../../cache/bus';
import { declareMapgateCaches } from '../../cache/defaults';
import type { Domain } from '../domain';
import { CacheResolver } from './cache.resolver';
import { cacheRoutes } from './cache.routes';
import { CacheService } from './cache.service';
import { TileTraffic } from './tile-traffic';

export { CacheService, TileTraffic };
export type { WorkspaceTileTraffic } from './tile-traffic';

/**
 * Cache statistics and clearing, and the bus that carries every invalidation to the other instances.
 * The caches it declares are placeholders: whichever domain really uses one creates it with its own
 * options, before or after this registration.
 */
export const cacheDomain: Domain = {
  name: 'cache',
  resolvers: [CacheResolver],
  routes: cacheRoutes,
  register(container, { caches, invalidator, db, logger }) {
    declareMapgateCaches(caches);
    container.set(CacheService, new CacheService(caches, invalidator));
    container.set(TileTraffic, new TileTraffic(db.sql, logger));
  },
  async start(container, deps) {
    const stopBus = await startInvalidationBus(deps);
    const traffic = container.get(TileTraffic);
    return async () => {
      await traffic.stop();
      await stopBus();
    };
  },
};
