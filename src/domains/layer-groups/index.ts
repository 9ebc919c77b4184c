import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import type { Domain } from '../domain';
import { LayerGroupResolver } from './layer-group.resolver';
import { layerGroupRoutes } from './layer-group.routes';
import { LayerGroupService, type LayerGroupDeleteGuard } from './layer-group.service';

export { LayerGroupService, type LayerGroupDeleteGuard };
export { MAX_NESTING_DEPTH } from './layer-group.members';
export { LayerGroup, LayerGroupMember } from './layer-group.types';

export const layerGroupsDomain: Domain = {
  name: 'layer-groups',
  resolvers: [LayerGroupResolver],
  routes: layerGroupRoutes,
  register(container, { db, invalidator }) {
    container.set(
      LayerGroupService,
      new LayerGroupService(db.prisma, (ws) => invalidator.invalidate(CATALOG_CACHE, catalogPrefix(ws))),
    );
  },
};
