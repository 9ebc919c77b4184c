import {
  CreateWorkspaceDocument,
  DeleteWorkspaceDocument,
  WorkspaceDocument,
  WorkspacesDocument,
  UpdateWorkspaceDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('workspaces', '/workspaces', '/workspaces/{workspace}');

export const workspaceRoutes: RestRoute[] = [
  r.list(WorkspacesDocument, 'List workspaces (super_admin)', 'workspaces'),
  r.create(CreateWorkspaceDocument, 'Create a workspace (super_admin)', { location: (ws) => `/workspaces/${ws.id}` }),
  r.read(WorkspaceDocument, 'Get a workspace by id or name'),
  r.update(UpdateWorkspaceDocument, 'Update a workspace; omitted fields stay, null clears the description'),
  r.remove(DeleteWorkspaceDocument, 'Delete an empty workspace (super_admin)'),
];
