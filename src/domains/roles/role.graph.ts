import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, InputType, Query, Resolver } from 'type-graphql';
import { BUILTIN_ROLES } from '../../auth/principal';
import type { Context } from '../../request/context';
import {
  asc,
  ConnectionArgs,
  connectionOf,
  CREATED_AT,
  equals,
  FILTER_ARG,
  GraphPaging,
  NAME,
  named,
  NamedFilter,
  nodeList,
  orderOf,
  PAGED,
  PerRequest,
  rankAmong,
  ROOT_ORDER_ARG,
  single,
  spec,
  type ListOrder,
} from '../graph';
import { RoleService } from './role.service';
import { Role } from './role.types';

/** Roles in the graph (docs/graph.md): their list, connection, filter and order, and their loader. */
export const RoleConnection = connectionOf(Role, 'Role', 'roles');
export const RoleOrder = orderOf('Role', { RANK: 'rank', NAME: 'name', CREATED_AT: 'createdAt' }, 'roles');

@InputType({ description: 'Which roles to list; every given condition must hold.' })
export class RoleFilter extends NamedFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only built-in (true) or custom (false) roles.' })
  builtin?: boolean | null;
}

/** A request's roles by id (`APIKey.role`, `ClaimMapping.role`, `node`). */
export class RoleLoaders extends PerRequest<{ byId: DataLoader<string, Role | null> }> {
  constructor(s: RoleService) {
    // Roles are few, global and rarely written: the roles cache answers every role edge of the request.
    super(() => ({
      byId: single(
        () => s.cached(),
        (r) => r.id,
      ),
    }));
  }
}

@Resolver()
export class RoleConnections {
  private readonly list;

  constructor(
    private readonly paging: GraphPaging,
    roles: RoleService,
  ) {
    // Built-ins strongest first, then custom roles by id (the order of the plain `roles` field).
    this.list = nodeList<Role>(
      'roles',
      spec({
        table: 'roles',
        parent: null,
        idType: 'text',
        orders: { rank: [{ column: rankAmong(BUILTIN_ROLES), type: 'int' }], name: NAME, createdAt: CREATED_AT },
        filters: { ...named, builtin: equals('builtin', 'boolean') },
      }),
      (ids) => roles.byIds(ids),
      asc('rank'),
    );
  }

  @Authorized()
  @Query(() => RoleConnection, { description: `Roles, ${PAGED} Default as roles lists them.` })
  rolesConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => RoleFilter, FILTER_ARG) filter?: RoleFilter | null,
    @Arg('orderBy', () => RoleOrder, ROOT_ORDER_ARG) orderBy?: ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}
