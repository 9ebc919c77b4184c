import type { Domain } from '../domain';
import { anyCaller, nodeLoaders } from '../graph';
import { RoleConnections, RoleLoaders } from './role.graph';
import { RoleResolver } from './role.resolver';
import { roleRoutes } from './role.routes';
import { RoleService } from './role.service';

export { RoleService };
export { Role } from './role.types';
export { RoleLoaders } from './role.graph';

export const rolesDomain: Domain = {
  name: 'roles',
  resolvers: [RoleResolver, ...RoleConnections],
  routes: roleRoutes,
  idArguments: { role: 'Role' },
  idInputFields: { roleId: 'Role' },
  register(container, { db, caches, invalidator }) {
    const roles = new RoleService(db.prisma, caches, invalidator);
    container.set(RoleService, roles);
    // `role` and `roles` answer any signed-in caller.
    nodeLoaders(container, 'Role', new RoleLoaders(roles), anyCaller);
  },
};
