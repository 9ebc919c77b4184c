import type { Domain } from '../domain';
import { ConnectionTestResolver } from './connection-test.resolver';
import { ConnectionTestService } from './connection-test.service';
import { ServiceResolver } from './service.resolver';
import { ServiceTableResolver } from './service-table.resolver';
import { ServiceTables } from './service-tables';
import { serviceRoutes } from './service.routes';
import { PostgisCatalog } from './postgis-catalog';
import { PostgisPools } from './postgis-pools';
import { RESOURCE_NAME, type SavedService, ServiceService } from './service.service';

export { RESOURCE_NAME, type SavedService, ServiceService, PostgisPools, PostgisCatalog };
export { type CatalogService, type DiscoveredTable, type TableColumn, resolveTable } from './postgis-catalog';
export { type PostgisInfo, isPostgis } from './connection-info';
export { Service, ServiceType } from './service.types';

export const servicesDomain: Domain = {
  name: 'services',
  resolvers: [ServiceResolver, ServiceTableResolver, ConnectionTestResolver],
  routes: serviceRoutes,
  register(container, { db, config }) {
    container.set(
      PostgisPools,
      new PostgisPools({
        max: config.MAPGATE_POSTGIS_POOL_SIZE,
        statementTimeoutMs: config.MAPGATE_POSTGIS_STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: config.MAPGATE_CONNECTION_TEST_TIMEOUT_MS,
        idleTimeoutMs: 30_000,
      }),
    );
    const services = new ServiceService(db.prisma, config);
    container.set(ServiceService, services);
    const catalog = new PostgisCatalog(services, container.get(PostgisPools), db.prisma);
    container.set(PostgisCatalog, catalog);
    container.set(ServiceTables, new ServiceTables(services, catalog, db.prisma, config));
    container.set(ConnectionTestService, new ConnectionTestService(services, config));
  },
  async start(container) {
    const pools = container.get(PostgisPools);
    return () => pools.close();
  },
};
