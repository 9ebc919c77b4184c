import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import { loadSecretBox } from '../../db/secret-box';
import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import { ServiceConnections, ServiceEdges, ServiceLoaders } from './service.graph';
import { ConnectionTestResolver } from './connection-test.resolver';
import { ConnectionTestService } from './connection-test.service';
import { ServiceResolver } from './service.resolver';
import { ServiceTableResolver } from './service-table.resolver';
import { ServiceTables } from './service-tables';
import { serviceRoutes } from './service.routes';
import { PostgisCatalog } from './postgis-catalog';
import { PostgisPools } from './postgis-pools';
import { type SavedService, ServiceService } from './service.service';

export { type SavedService, ServiceService, PostgisPools, PostgisCatalog };
export { type CatalogService, type DiscoveredTable, type TableColumn, resolveTable } from './postgis-catalog';
export { type PostgisInfo, isPostgis } from './connection-info';
export { DRIFT, layerQueryFailure } from './postgis-failure';
export { Service, ServiceType } from './service.types';
export { ServiceLoaders } from './service.graph';

export const servicesDomain: Domain = {
  name: 'services',
  resolvers: [ServiceResolver, ServiceTableResolver, ConnectionTestResolver, ...ServiceConnections, ServiceEdges],
  routes: serviceRoutes,
  idArguments: { service: 'Service' },
  register(container, { db, config, invalidator }) {
    container.set(
      PostgisPools,
      new PostgisPools({
        max: config.MAPGATE_POSTGIS_POOL_SIZE,
        statementTimeoutMs: config.MAPGATE_POSTGIS_STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: config.MAPGATE_CONNECTION_TEST_TIMEOUT_MS,
        idleTimeoutMs: 30_000,
      }),
    );
    const services = new ServiceService(db.prisma, config, loadSecretBox(config), (ws) =>
      invalidator.invalidate(CATALOG_CACHE, catalogPrefix(ws)),
    );
    container.set(ServiceService, services);
    nodeLoaders(container, 'Service', new ServiceLoaders(services), ofWorkspace);
    const catalog = new PostgisCatalog(services, container.get(PostgisPools), db.prisma);
    container.set(PostgisCatalog, catalog);
    container.set(ServiceTables, new ServiceTables(services, catalog, db.prisma, config));
    container.set(ConnectionTestService, new ConnectionTestService(services, config));
  },
  async start(container, { logger }) {
    // Passwords written in clear before sealing, or under an earlier key, are sealed now.
    const { sealed, foreign } = await container.get(ServiceService).resealAll();
    if (sealed) logger.info({ sealed }, 'service passwords sealed with the current secret key');
    if (foreign) {
      logger.error(
        { services: foreign },
        'service passwords are sealed with a key this instance does not have: every instance on one database ' +
          'needs the same MAPGATE_SECRET_KEY (docs/security.md, "Secrets at rest")',
      );
    }
    const pools = container.get(PostgisPools);
    return () => pools.close();
  },
};
