import { InputType } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import * as graph from '../graph';
import { WorkspaceService } from './workspace.service';
import { Workspace } from './workspace.types';

/** Workspaces in the graph (docs/graph.md): their list, connection, filter and order. */
export const WorkspaceConnection = graph.connectionOf(Workspace, 'Workspace', 'workspaces');
export const WorkspaceOrder = graph.orderOf('Workspace', graph.NAME_ORDER, 'workspaces');

@InputType({ description: 'Which workspaces to list; every given condition must hold.' })
export class WorkspaceFilter extends graph.NamedFilter {}

/** Every workspace. */
const workspacesList = (workspaces: WorkspaceService) =>
  graph.nodeList<Workspace>(
    'workspaces',
    graph.spec({
      table: 'workspaces',
      parent: null,
      orders: { name: graph.NAME, createdAt: graph.CREATED_AT },
      filters: graph.named,
    }),
    (ids) => workspaces.byIds(ids),
    graph.asc('name'),
  );

export const WorkspaceConnections = graph.listResolvers(
  [WorkspaceService, workspacesList],
  [WorkspaceConnection, WorkspaceFilter, WorkspaceOrder],
  graph.rootQuery('workspacesConnection', [SUPER_ADMIN], `Workspaces, ${graph.PAGED} Default by name.`),
);

/** A workspace in a planned read (docs/graph.md, "Planned reads"): it is its own workspace. */
graph.planType(() => Workspace, { table: 'workspaces', workspaceColumn: 'id', fields: { name: 'name' } });
