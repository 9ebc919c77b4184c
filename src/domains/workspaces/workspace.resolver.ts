import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { EXPECTED_VERSION_DOC } from '../versions';
import { SUPER_ADMIN, WORKSPACE_ADMIN } from '../../auth/permissions';
import { CreateWorkspaceInput, UpdateWorkspaceInput, Workspace } from './workspace.types';
import { WorkspaceService } from './workspace.service';

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
  workspace(@Arg('workspace') workspace: string): Promise<Workspace> {
    return this.service.get(workspace);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Workspace)
  createWorkspace(@Arg('input') input: CreateWorkspaceInput): Promise<Workspace> {
    return this.service.create(input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Workspace)
  updateWorkspace(@Arg('workspace') workspace: string, @Arg('input') input: UpdateWorkspaceInput): Promise<Workspace> {
    const { expectedVersion, ...changes } = input;
    return this.service.update(workspace, changes, expectedVersion);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Boolean, {
    description: 'Deletes an empty workspace (409 while it holds services, styles, groups or jobs).',
  })
  async deleteWorkspace(
    @Arg('workspace') workspace: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
  ): Promise<boolean> {
    await this.service.delete(workspace, expectedVersion);
    return true;
  }
}
