import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import {
  LayerConnections,
  LayerEdges,
  LayerLoaders,
  LayerWorkspaceEdge,
  ServiceLayersEdge,
  WorkspaceLayers,
} from './layer.graph';
import { PostgisCatalog, ServiceService } from '../services';
import { LayerResolver } from './layer.resolver';
import { layerRoutes } from './layer.routes';
import { LayerService } from './layer.service';

export { LayerService };
export { Layer } from './layer.types';
export { LayerLoaders } from './layer.graph';

/** Needs the services domain registered first (a layer lives under a service). */
export const layersDomain: Domain = {
  name: 'layers',
  resolvers: [
    LayerResolver,
    LayerConnections,
    ...WorkspaceLayers,
    ...ServiceLayersEdge,
    LayerEdges,
    LayerWorkspaceEdge,
  ],
  routes: layerRoutes,
  idArguments: { layer: 'Layer' },
  register(container, { db, invalidator }) {
    const layers = new LayerService(db.prisma, container.get(ServiceService), container.get(PostgisCatalog), (ws) =>
      invalidator.invalidate(CATALOG_CACHE, catalogPrefix(ws)),
    );
    container.set(LayerService, layers);
    nodeLoaders(container, 'Layer', new LayerLoaders(layers), ofWorkspace);
  },
};
