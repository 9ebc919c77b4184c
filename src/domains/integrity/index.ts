import type { Domain } from '../domain';
import { PostgisCatalog } from '../services';
import { tileRoot } from '../tile-cache';
import { IntegrityResolver } from './integrity.resolver';
import { integrityRoutes } from './integrity.routes';
import { IntegrityService } from './integrity.service';

export { IntegrityService };

/** Catalog integrity (neoserver's cataloglifecycle): the orphan report and its repair. */
export const integrityDomain: Domain = {
  name: 'integrity',
  resolvers: [IntegrityResolver],
  routes: integrityRoutes,
  register(container, { db, config, caches, invalidator, logger }) {
    container.set(
      IntegrityService,
      new IntegrityService(db, tileRoot(config), caches, invalidator, logger, container.get(PostgisCatalog)),
    );
  },
};
