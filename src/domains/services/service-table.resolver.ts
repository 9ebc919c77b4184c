import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { isWorkspaceAdmin } from '../../auth/principal';
import type { Context } from '../../request/context';
import { ForbiddenError } from '../../base/errors';
import { WorkspaceId } from '../workspace-id';
import { ServiceTables } from './service-tables';
import { ServiceTable } from './service-table.types';
import { Service } from './service.types';
import { SERVICE_ARG_DOC } from '../descriptions';

/** Discovery (docs/data-plane.md, "Discovery and publishing"): the root field REST runs, and the same on Service. */
@Resolver(() => Service)
export class ServiceTableResolver {
  constructor(private readonly discovery: ServiceTables) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [ServiceTable], {
    description:
      'What a service holds: the geometry columns of its PostGIS schemas, or the layers of its file. ' +
      '503 when its database cannot be reached, 422 when it refuses (login, database, no PostGIS).',
  })
  serviceTables(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
  ): Promise<ServiceTable[]> {
    return this.discovery.list(workspaceId, service);
  }

  @FieldResolver(() => [ServiceTable], {
    description: 'What the service holds, as serviceTables; reads its database or file on each request.',
  })
  async tables(@Root() s: Service, @Ctx() ctx: Context): Promise<ServiceTable[]> {
    // The graph's rule (docs/graph.md): a service reached through an edge is readable by its workspace's admins only.
    if (!ctx.principal.authenticated || !isWorkspaceAdmin(ctx.principal, s.workspaceId))
      throw new ForbiddenError('only an admin of the workspace may list what a service holds');
    return this.discovery.list(s.workspaceId, s.id);
  }
}
