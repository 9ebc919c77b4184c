import type DataLoader from 'dataloader';
import { Field, InputType } from 'type-graphql';
import { BUILTIN_ROLES } from '../../auth/principal';
import * as graph from '../graph';
import { RoleService } from './role.service';
import { Role } from './role.types';

/** Roles in the graph (docs/graph.md): their list, connection, filter and order, and their loader. */
export const RoleConnection = graph.connectionOf(Role, 'Role', 'roles');
export const RoleOrder = graph.orderOf('Role', { RANK: 'rank', NAME: 'name', CREATED_AT: 'createdAt' }, 'roles');

@InputType({ description: 'Which roles to list; every given condition must hold.' })
export class RoleFilter extends graph.NamedFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only built-in (true) or custom (false) roles.' })
  builtin?: boolean | null;
}

/** A request's roles by id (`APIKey.role`, `ClaimMapping.role`, `node`). */
export class RoleLoaders extends graph.PerRequest<{ byId: DataLoader<string, Role | null> }> {
  constructor(s: RoleService) {
    // Roles are few, global and rarely written: the roles cache answers every role edge of the request.
    super(() => ({
      byId: graph.single(
        () => s.cached(),
        (r) => r.id,
      ),
    }));
  }
}

/** Every role: built-ins strongest first, then custom roles by id (the order of the plain `roles` field). */
const rolesList = (roles: RoleService) =>
  graph.nodeList<Role>(
    'roles',
    graph.spec({
      table: 'roles',
      parent: null,
      idType: 'text',
      orders: {
        rank: [{ column: graph.rankAmong(BUILTIN_ROLES), type: 'int' }],
        name: graph.NAME,
        createdAt: graph.CREATED_AT,
      },
      filters: { ...graph.named, builtin: graph.equals('builtin', 'boolean') },
    }),
    (ids) => roles.byIds(ids),
    graph.asc('rank'),
  );

export const RoleConnections = graph.listResolvers(
  [RoleService, rolesList],
  [RoleConnection, RoleFilter, RoleOrder],
  graph.rootQuery('rolesConnection', [], `Roles, ${graph.PAGED} Default as roles lists them.`),
);

/** A role in a planned read (docs/graph.md, "Planned reads"). */
graph.planType(() => Role, {
  table: 'roles',
  workspaceColumn: null,
  idType: 'text',
  fields: {
    name: 'name',
    description: 'description',
    builtin: 'builtin',
  },
});
