import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { CreateServiceInput, Service, UpdateServiceInput } from './service.types';
import { ServiceService } from './service.service';
import { WorkspaceId } from '../workspace-id';
import { CREATE_INPUT_DOC, SERVICE_ARG_DOC, UPDATE_INPUT_DOC } from '../descriptions';

@Resolver(() => Service)
export class ServiceResolver {
  constructor(private readonly serviceService: ServiceService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [Service], { description: 'The services of a workspace, by name.' })
  services(@WorkspaceId() workspaceId: string): Promise<Service[]> {
    return this.serviceService.list(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => Service, { nullable: true, description: 'A service of the workspace, by id or name.' })
  service(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
  ): Promise<Service> {
    return this.serviceService.get(workspaceId, service);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Service, { description: 'Workspace admins may only use database hosts of MAPGATE_DATABASE_HOSTS.' })
  createService(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateServiceInput,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return this.serviceService.create(workspaceId, input, ctx.principal.superAdmin);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Service, { description: 'Changes a service; omitted fields stay unchanged.' })
  updateService(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateServiceInput,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    const { expectedVersion, ...changes } = input;
    return this.serviceService.update(workspaceId, service, changes, ctx.principal.superAdmin, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('Service'), {
    description: 'Deletes a service without layers (409 while it has some).',
  })
  async deleteService(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
  ): Promise<Deleted> {
    return deleted('Service', await this.serviceService.delete(workspaceId, service, expectedVersion));
  }
}
