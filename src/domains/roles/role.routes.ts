import { CreateRoleDocument, DeleteRoleDocument, RoleDocument, RolesDocument } from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('roles', '/roles', '/roles/{role}');

export const roleRoutes: RestRoute[] = [
  r.list(RolesDocument, 'List roles (any authenticated caller)', 'roles'),
  r.create(CreateRoleDocument, 'Create a custom role (super_admin)', { location: (role) => `/roles/${role.id}` }),
  r.read(RoleDocument, 'Get a role'),
  r.remove(DeleteRoleDocument, 'Delete a custom role (super_admin); 409 for a built-in role or one still assigned', {
    errors: [404, 409],
  }),
];
