import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { noteWorkspace } from '../../auth/request-context';
import type { Context } from '../../request/context';
import { WorkspaceId } from '../workspace-id';
import { EXPECTED_VERSION_DOC } from '../versions';
import { SUPER_ADMIN, WORKSPACE_ADMIN } from '../../auth/permissions';
import { CreateWorkspaceInput, UpdateWorkspaceInput, Workspace } from './workspace.types';
import { WorkspaceService } from './workspace.service';
import { CREATE_INPUT_DOC, UPDATE_INPUT_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

@Resolver(() => Workspace)
export class WorkspaceResolver {
  constructor(private readonly service: WorkspaceService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => [Workspace], { description: 'Every workspace, by name.' })
  workspaces(): Promise<Workspace[]> {
    return this.service.list();
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => Workspace, { nullable: true, description: 'A workspace by id or name.' })
  workspace(@Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string): Promise<Workspace> {
    return this.service.get(workspace);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Workspace, { description: 'Creates an empty workspace (super_admin).' })
  async createWorkspace(
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateWorkspaceInput,
    @Ctx() ctx: Context,
  ): Promise<Workspace> {
    const ws = await this.service.create(input);
    noteWorkspace(ctx, ws);
    return ws;
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Workspace, { description: 'Renames a workspace or changes its description.' })
  updateWorkspace(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateWorkspaceInput,
  ): Promise<Workspace> {
    const { expectedVersion, ...changes } = input;
    return this.service.update(workspace, changes, expectedVersion);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => DeletePayload('Workspace'), {
    description: 'Deletes an empty workspace (409 while it holds services, styles, groups or jobs).',
  })
  async deleteWorkspace(
    // Looked up first, so that the audit records the workspace as it was (src/auth/request-context.ts).
    @WorkspaceId() workspaceId: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
  ): Promise<Deleted> {
    return deleted('Workspace', await this.service.delete(workspaceId, expectedVersion));
  }
}
