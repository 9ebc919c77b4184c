import type { Domain } from '../domain';
import { nodeLoaders, superAdminOnly } from '../graph';
import { TileMatrixSetConnections, TileMatrixSetLoaders } from './tile-matrix-set.graph';
import { TileMatrixSetResolver } from './tile-matrix-set.resolver';
import { tileMatrixSetRoutes } from './tile-matrix-set.routes';
import { TILE_MATRIX_SETS_CACHE, TileMatrixSetService, type TileMatrixSetDeleteGuard } from './tile-matrix-set.service';

export { TILE_MATRIX_SETS_CACHE, TileMatrixSetService, type TileMatrixSetDeleteGuard };
export type { BoundingBox2D, TileMatrix, TileMatrixSetDefinition } from './tile-matrix-set.definition';
export { BUILTIN_TILE_MATRIX_SETS, WEB_MERCATOR_QUAD, WORLD_CRS84_QUAD, isBuiltin } from './tile-matrix-set.builtins';
export { tileCount, tileCountForZooms, tileMatrixAt, tileRange, type BBox, type TileRange } from './tile-range';
export { TileMatrixSet, TileMatrixSetDefinitions } from './tile-matrix-set.types';
export { TileMatrixSetConnection } from './tile-matrix-set.graph';

export const tileMatrixSetsDomain: Domain = {
  name: 'tile-matrix-sets',
  resolvers: [TileMatrixSetResolver, ...TileMatrixSetConnections],
  routes: tileMatrixSetRoutes,
  idArguments: { tileMatrixSet: 'TileMatrixSet' },
  register(container, { db, caches, invalidator }) {
    const sets = new TileMatrixSetService(db.prisma, caches, invalidator);
    container.set(TileMatrixSetService, sets);
    nodeLoaders(container, 'TileMatrixSet', new TileMatrixSetLoaders(sets), superAdminOnly);
  },
  /**
   * Seeds the built-in sets at start rather than in a migration: the definitions live once, in code,
   * and a corrected or tampered row is rewritten on the next start of any instance.
   */
  async start(container) {
    await container.get(TileMatrixSetService).seedBuiltins();
    return async () => {};
  },
};
