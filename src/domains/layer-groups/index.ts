import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import {
  LayerGroupConnections,
  LayerGroupEdges,
  LayerGroupLoaders,
  LayerGroupMemberEdges,
  LayerLayerGroupsEdge,
  LayerGroupWorkspaceEdge,
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
  resolvers: [
    LayerGroupResolver,
    ...LayerGroupConnections,
    LayerGroupEdges,
    LayerGroupMemberEdges,
    ...LayerLayerGroupsEdge,
    LayerGroupWorkspaceEdge,
  ],
  routes: layerGroupRoutes,
  idArguments: { group: 'LayerGroup' },
  register(container, { db, invalidator }) {
    const groups = new LayerGroupService(db.prisma, (ws) => invalidator.invalidate(CATALOG_CACHE, catalogPrefix(ws)));
    container.set(LayerGroupService, groups);
    nodeLoaders(container, 'LayerGroup', new LayerGroupLoaders(groups), ofWorkspace);
  },
};
