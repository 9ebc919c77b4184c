import { CreateRoleDocument, DeleteRoleDocument, RoleDocument, RolesDocument } from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'roles';

export const roleRoutes: RestRoute[] = [
  {
    operationId: 'roles',
    method: 'GET',
    path: '/roles',
    document: RolesDocument,
    tag,
    summary: 'List roles (any authenticated caller)',
    status: 200,
    listKey: 'roles',
    pages: 'rolesConnection',
  },
  {
    operationId: 'createRole',
    method: 'POST',
    path: '/roles',
    document: CreateRoleDocument,
    tag,
    summary: 'Create a custom role (super_admin)',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 409],
    location: (role) => `/roles/${role.id}`,
  },
  {
    operationId: 'role',
    method: 'GET',
    path: '/roles/{role}',
    document: RoleDocument,
    tag,
    summary: 'Get a role',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'deleteRole',
    method: 'DELETE',
    path: '/roles/{role}',
    document: DeleteRoleDocument,
    tag,
    summary: 'Delete a custom role (super_admin); 409 for a built-in role or one still assigned',
    status: 204,
    errors: [404, 409],
  },
];
