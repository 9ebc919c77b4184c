import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import type { Domain } from '../domain';
import { NodeReaders, ofWorkspace } from '../graph';
import {
  LayerGroupConnections,
  LayerGroupEdges,
  LayerGroupLoaders,
  LayerGroupMemberEdges,
  LayerLayerGroupsEdge,
} from './layer-group.graph';
import { LayerGroupResolver } from './layer-group.resolver';
import { layerGroupRoutes } from './layer-group.routes';
import { LayerGroupService, type LayerGroupDeleteGuard } from './layer-group.service';

export { LayerGroupService, type LayerGroupDeleteGuard };
export { MAX_NESTING_DEPTH } from './layer-group.members';
export { LayerGroup, LayerGroupMember } from './layer-group.types';
export { LayerGroupLoaders, LayerGroupResource } from './layer-group.graph';

export const layerGroupsDomain: Domain = {
  name: 'layer-groups',
  resolvers: [LayerGroupResolver, LayerGroupConnections, LayerGroupEdges, LayerGroupMemberEdges, LayerLayerGroupsEdge],
  routes: layerGroupRoutes,
  idArguments: { group: 'LayerGroup' },
  register(container, { db, invalidator }) {
    const groups = new LayerGroupService(db.prisma, (ws) => invalidator.invalidate(CATALOG_CACHE, catalogPrefix(ws)));
    container.set(LayerGroupService, groups);
    const loaders = new LayerGroupLoaders(groups);
    container.set(LayerGroupLoaders, loaders);
    container.get(NodeReaders).add(
      'LayerGroup',
      ofWorkspace((ctx) => loaders.for(ctx.loaders).byId),
    );
  },
};
