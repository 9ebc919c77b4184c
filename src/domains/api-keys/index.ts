import type { Domain } from '../domain';
import { RoleService } from '../roles';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRoutes } from './api-key.routes';
import { ApiKeyService } from './api-key.service';

export { ApiKeyService };
export { APIKey } from './api-key.types';

/** Needs the roles domain registered first (its RoleService validates role_id). */
export const apiKeysDomain: Domain = {
  name: 'api-keys',
  resolvers: [ApiKeyResolver],
  routes: apiKeyRoutes,
  register(container, { db, invalidator }) {
    container.set(ApiKeyService, new ApiKeyService(db.prisma, container.get(RoleService), invalidator));
  },
};
