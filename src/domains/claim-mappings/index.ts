import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import {
  ClaimMappingConnections,
  ClaimMappingEdges,
  ClaimMappingLoaders,
  ClaimMappingWorkspaceEdge,
} from './claim-mapping.graph';
import { RoleService } from '../roles';
import { ClaimMappingResolver } from './claim-mapping.resolver';
import { claimMappingRoutes } from './claim-mapping.routes';
import { ClaimMappingService, GLOBAL_SCOPE } from './claim-mapping.service';

export { ClaimMappingService, GLOBAL_SCOPE };
export { ClaimMapping } from './claim-mapping.types';

/** Needs the roles domain registered first (its RoleService validates role_id). */
export const claimMappingsDomain: Domain = {
  name: 'claim-mappings',
  resolvers: [ClaimMappingResolver, ...ClaimMappingConnections, ClaimMappingEdges, ClaimMappingWorkspaceEdge],
  routes: claimMappingRoutes,
  idArguments: { mappingId: 'ClaimMapping' },
  register(container, { db, caches, invalidator, config }) {
    const mappings = new ClaimMappingService(
      db.prisma,
      container.get(RoleService),
      caches,
      invalidator,
      config.MAPGATE_OIDC_GROUP_CLAIMS,
    );
    container.set(ClaimMappingService, mappings);
    nodeLoaders(container, 'ClaimMapping', new ClaimMappingLoaders(mappings), ofWorkspace);
  },
};
