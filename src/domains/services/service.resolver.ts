import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { CreateServiceInput, Service, UpdateServiceInput } from './service.types';
import { ServiceService } from './service.service';
import { workspaceIdOf } from '../workspace-id';
import { CREATE_INPUT_DOC, SERVICE_ARG_DOC, UPDATE_INPUT_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

@Resolver(() => Service)
export class ServiceResolver {
  constructor(private readonly serviceService: ServiceService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [Service], { description: 'The services of a workspace, by name.' })
  async services(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Ctx() ctx: Context,
  ): Promise<Service[]> {
    return this.serviceService.list(await workspaceIdOf(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => Service, { nullable: true, description: 'A service of the workspace, by id or name.' })
  async service(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return this.serviceService.get(await workspaceIdOf(ctx, workspace), service);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Service, { description: 'Workspace admins may only use database hosts of MAPGATE_DATABASE_HOSTS.' })
  async createService(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateServiceInput,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return this.serviceService.create(await workspaceIdOf(ctx, workspace), input, ctx.principal.superAdmin);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Service, { description: 'Changes a service; omitted fields stay unchanged.' })
  async updateService(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateServiceInput,
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
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
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
