import {
  CreateWorkspaceDocument,
  DeleteWorkspaceDocument,
  WorkspaceDocument,
  WorkspacesDocument,
  UpdateWorkspaceDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'workspaces';

export const workspaceRoutes: RestRoute[] = [
  {
    operationId: 'workspaces',
    method: 'GET',
    path: '/workspaces',
    document: WorkspacesDocument,
    tag,
    summary: 'List workspaces (super_admin)',
    status: 200,
    listKey: 'workspaces',
    pages: 'workspacesConnection',
  },
  {
    operationId: 'createWorkspace',
    method: 'POST',
    path: '/workspaces',
    document: CreateWorkspaceDocument,
    tag,
    summary: 'Create a workspace (super_admin)',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 409],
    location: (ws) => `/workspaces/${ws.id}`,
  },
  {
    operationId: 'workspace',
    method: 'GET',
    path: '/workspaces/{workspace}',
    document: WorkspaceDocument,
    tag,
    summary: 'Get a workspace by id or name',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'updateWorkspace',
    method: 'PUT',
    path: '/workspaces/{workspace}',
    document: UpdateWorkspaceDocument,
    tag,
    summary: 'Update a workspace; omitted fields stay, null clears the description',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404, 409, 412],
  },
  {
    operationId: 'deleteWorkspace',
    method: 'DELETE',
    path: '/workspaces/{workspace}',
    document: DeleteWorkspaceDocument,
    tag,
    summary: 'Delete an empty workspace (super_admin)',
    status: 204,
    errors: [404, 409, 412],
  },
];
