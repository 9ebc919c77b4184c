import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { CreateServiceInput, Service, UpdateServiceInput } from './service.types';
import { ServiceService } from './service.service';
import { workspaceIdOf } from '../workspace-id';

@Resolver(() => Service)
export class ServiceResolver {
  constructor(private readonly serviceService: ServiceService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [Service], { description: 'The services of a workspace, by name.' })
  async services(@Arg('workspace') workspace: string, @Ctx() ctx: Context): Promise<Service[]> {
    return this.serviceService.list(await workspaceIdOf(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => Service, { nullable: true, description: 'A service of the workspace, by id or name.' })
  async service(
    @Arg('workspace') workspace: string,
    @Arg('service') service: string,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return this.serviceService.get(await workspaceIdOf(ctx, workspace), service);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Service, { description: 'Workspace admins may only use database hosts of MAPGATE_DATABASE_HOSTS.' })
  async createService(
    @Arg('workspace') workspace: string,
    @Arg('input') input: CreateServiceInput,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return this.serviceService.create(await workspaceIdOf(ctx, workspace), input, ctx.principal.superAdmin);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Service)
  async updateService(
    @Arg('workspace') workspace: string,
    @Arg('service') service: string,
    @Arg('input') input: UpdateServiceInput,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    const { expectedVersion, ...changes } = input;
    const workspaceId = await workspaceIdOf(ctx, workspace);
    return this.serviceService.update(workspaceId, service, changes, ctx.principal.superAdmin, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('Service'), {
    description: 'Deletes a service without layers (409 while it has some).',
  })
  async deleteService(
    @Arg('workspace') workspace: string,
    @Arg('service') service: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Deleted> {
    return deleted(
      'Service',
      await this.serviceService.delete(await workspaceIdOf(ctx, workspace), service, expectedVersion),
    );
  }
}
