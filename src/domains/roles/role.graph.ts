import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, InputType, Query, Resolver } from 'type-graphql';
import { BUILTIN_ROLES } from '../../auth/principal';
import type { Context } from '../../request/context';
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

@Resolver()
export class RoleConnections {
  private readonly list;

  constructor(
    private readonly paging: graph.GraphPaging,
    roles: RoleService,
  ) {
    // Built-ins strongest first, then custom roles by id (the order of the plain `roles` field).
    this.list = graph.nodeList<Role>(
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
  }

  @Authorized()
  @Query(() => RoleConnection, { description: `Roles, ${graph.PAGED} Default as roles lists them.` })
  rolesConnection(
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => RoleFilter, graph.FILTER_ARG) filter?: RoleFilter | null,
    @Arg('orderBy', () => RoleOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}
