import type { Domain } from '../domain';
import { ConnectionTestResolver } from './connection-test.resolver';
import { ConnectionTestService } from './connection-test.service';
import { ServiceResolver } from './service.resolver';
import { serviceRoutes } from './service.routes';
import { RESOURCE_NAME, type SavedService, ServiceService } from './service.service';

export { RESOURCE_NAME, type SavedService, ServiceService };
export { Service, ServiceType } from './service.types';

export const servicesDomain: Domain = {
  name: 'services',
  resolvers: [ServiceResolver, ConnectionTestResolver],
  routes: serviceRoutes,
  register(container, { db, config }) {
    const services = new ServiceService(db.prisma, config);
    container.set(ServiceService, services);
    container.set(ConnectionTestService, new ConnectionTestService(services, config));
  },
};
