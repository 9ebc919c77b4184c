import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import type { Domain } from '../domain';
import { NodeReaders, ofWorkspace } from '../graph';
import { LayerConnections, LayerEdges, LayerLoaders, ServiceLayersEdge } from './layer.graph';
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
  resolvers: [LayerResolver, LayerConnections, LayerEdges, ServiceLayersEdge],
  routes: layerRoutes,
  idArguments: { layer: 'Layer' },
  register(container, { db, invalidator }) {
    const layers = new LayerService(db.prisma, container.get(ServiceService), container.get(PostgisCatalog), (ws) =>
      invalidator.invalidate(CATALOG_CACHE, catalogPrefix(ws)),
    );
    container.set(LayerService, layers);
    const loaders = new LayerLoaders(layers);
    container.set(LayerLoaders, loaders);
    container.get(NodeReaders).add(
      'Layer',
      ofWorkspace((ctx) => loaders.for(ctx.loaders).byId),
    );
  },
};
