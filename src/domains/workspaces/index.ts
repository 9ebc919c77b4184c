import type { Domain } from '../domain';
import { mayRead, NodeReaders } from '../graph';
import { isUuid } from '../../runtime/loaders';
import { WorkspaceConnections } from './workspace.graph';
import { WorkspaceResolver } from './workspace.resolver';
import { workspaceRoutes } from './workspace.routes';
import { WorkspaceService } from './workspace.service';

export { WorkspaceService };
export { Workspace } from './workspace.types';

export const workspacesDomain: Domain = {
  name: 'workspaces',
  resolvers: [WorkspaceResolver, ...WorkspaceConnections],
  routes: workspaceRoutes,
  idArguments: { workspace: 'Workspace' },
  register(container, { db, invalidator }) {
    container.set(WorkspaceService, new WorkspaceService(db.prisma, invalidator));
    // The workspace loader also takes names: only an id can be inside a workspace's global id.
    container.get(NodeReaders).add('Workspace', async (ctx, id) => {
      if (!isUuid(id)) return null;
      const ws = await ctx.loaders.workspace.load(id);
      return ws && mayRead(ctx, ws.id) ? ws : null;
    });
  },
};
