import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { ConnectionTest, ServiceConnectionInput } from './connection-test.types';
import { ConnectionTestService } from './connection-test.service';
import { WorkspaceId } from '../workspace-id';
import { SERVICE_ARG_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

const CONNECTION_ARG_DOC = 'The connection to test.';

/** Mutations although nothing is saved: each one reaches out to a host or a file, and is audited as such. */
@Resolver(() => ConnectionTest)
export class ConnectionTestResolver {
  constructor(private readonly tests: ConnectionTestService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => ConnectionTest, {
    description: 'Tests a saved service, optionally with some connection fields overridden.',
  })
  testExistingServiceConnection(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: SERVICE_ARG_DOC }) service: string,
    @Arg('input', { description: CONNECTION_ARG_DOC }) input: ServiceConnectionInput,
    @Ctx() ctx: Context,
  ): Promise<ConnectionTest> {
    return this.tests.testExisting(workspaceId, service, input, ctx.principal.superAdmin);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => ConnectionTest, { description: 'Tests a connection that is not saved; type is required.' })
  async testNewServiceConnection(
    // Only the authChecker reads it: a new connection belongs to no service yet.
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) _workspace: string,
    @Arg('input', { description: CONNECTION_ARG_DOC }) input: ServiceConnectionInput,
    @Ctx() ctx: Context,
  ): Promise<ConnectionTest> {
    return this.tests.testNew(input, ctx.principal.superAdmin);
  }
}
