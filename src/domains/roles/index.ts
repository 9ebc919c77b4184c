import type { Domain } from '../domain';
import { RoleResolver } from './role.resolver';
import { roleRoutes } from './role.routes';
import { RoleService } from './role.service';

export { RoleService };
export { Role } from './role.types';

export const rolesDomain: Domain = {
  name: 'roles',
  resolvers: [RoleResolver],
  routes: roleRoutes,
  register(container, { db, caches, invalidator }) {
    container.set(RoleService, new RoleService(db.prisma, caches, invalidator));
  },
};
