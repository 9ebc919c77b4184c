import type { Domain } from '../domain';
import { RoleService } from '../roles';
import { ClaimMappingResolver } from './claim-mapping.resolver';
import { claimMappingRoutes } from './claim-mapping.routes';
import { ClaimMappingService, GLOBAL_SCOPE } from './claim-mapping.service';

export { ClaimMappingService, GLOBAL_SCOPE };
export { ClaimMapping } from './claim-mapping.types';

/** Needs the roles domain registered first (its RoleService validates role_id). */
export const claimMappingsDomain: Domain = {
  name: 'claim-mappings',
  resolvers: [ClaimMappingResolver],
  routes: claimMappingRoutes,
  register(container, { db, caches, invalidator, config }) {
    container.set(
      ClaimMappingService,
      new ClaimMappingService(
        db.prisma,
        container.get(RoleService),
        caches,
        invalidator,
        config.MAPGATE_OIDC_GROUP_CLAIMS,
      ),
    );
  },
};
