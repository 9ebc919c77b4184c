import type { Domain } from '../domain';
import { WorkspaceResolver } from './workspace.resolver';
import { workspaceRoutes } from './workspace.routes';
import { WorkspaceService } from './workspace.service';

export { WorkspaceService };
export { Workspace } from './workspace.types';

export const workspacesDomain: Domain = {
  name: 'workspaces',
  resolvers: [WorkspaceResolver],
  routes: workspaceRoutes,
  register(container, { db, invalidator }) {
    container.set(WorkspaceService, new WorkspaceService(db.prisma, invalidator));
  },
};
