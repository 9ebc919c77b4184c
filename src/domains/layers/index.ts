import type { Domain } from '../domain';
import { PostgisCatalog, ServiceService } from '../services';
import { LayerResolver } from './layer.resolver';
import { layerRoutes } from './layer.routes';
import { LayerService } from './layer.service';

export { LayerService };
export { Layer } from './layer.types';

/** Needs the services domain registered first (a layer lives under a service). */
export const layersDomain: Domain = {
  name: 'layers',
  resolvers: [LayerResolver],
  routes: layerRoutes,
  register(container, { db }) {
    container.set(
      LayerService,
      new LayerService(db.prisma, container.get(ServiceService), container.get(PostgisCatalog)),
    );
  },
};
