import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import { APIKeyEdges, APIKeyWorkspaceEdge, ApiKeyConnections, ApiKeyLoaders } from './api-key.graph';
import { RoleService } from '../roles';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRoutes } from './api-key.routes';
import { ApiKeyService } from './api-key.service';

export { ApiKeyService };
export { APIKey } from './api-key.types';
export { ApiKeyLoaders } from './api-key.graph';

/** Needs the roles domain registered first (its RoleService validates role_id). */
export const apiKeysDomain: Domain = {
  name: 'api-keys',
  resolvers: [ApiKeyResolver, ...ApiKeyConnections, APIKeyEdges, APIKeyWorkspaceEdge],
  routes: apiKeyRoutes,
  idArguments: { keyId: 'APIKey' },
  register(container, { db, invalidator }) {
    const keys = new ApiKeyService(db.prisma, container.get(RoleService), invalidator);
    container.set(ApiKeyService, keys);
    nodeLoaders(container, 'APIKey', new ApiKeyLoaders(keys), ofWorkspace);
  },
};
