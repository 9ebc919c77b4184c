import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { WorkspaceId } from '../workspace-id';
import { LayerGroupService } from './layer-group.service';
import { CreateLayerGroupInput, LayerGroup, UpdateLayerGroupInput } from './layer-group.types';
import { CREATE_INPUT_DOC, UPDATE_INPUT_DOC } from '../descriptions';

const GROUP_ARG_DOC = 'The layer group, by id or public_id.';

@Resolver(() => LayerGroup)
export class LayerGroupResolver {
  constructor(private readonly service: LayerGroupService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [LayerGroup], { description: 'The layer groups of a workspace, by public_id.' })
  layerGroups(@WorkspaceId() workspaceId: string): Promise<LayerGroup[]> {
    return this.service.list(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => LayerGroup, { nullable: true, description: 'A layer group by id or public_id.' })
  layerGroup(
    @WorkspaceId() workspaceId: string,
    @Arg('group', { description: GROUP_ARG_DOC }) group: string,
  ): Promise<LayerGroup> {
    return this.service.get(workspaceId, group);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => LayerGroup, {
    description: 'Creates a layer group; its members must exist and may not form a cycle.',
  })
  createLayerGroup(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateLayerGroupInput,
  ): Promise<LayerGroup> {
    return this.service.create(workspaceId, input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => LayerGroup, {
    description: 'Changes a layer group; omitted fields stay unchanged, members replaces the list.',
  })
  updateLayerGroup(
    @WorkspaceId() workspaceId: string,
    @Arg('group', { description: GROUP_ARG_DOC }) group: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateLayerGroupInput,
  ): Promise<LayerGroup> {
    const { expectedVersion, ...changes } = input;
    return this.service.update(workspaceId, group, changes, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('LayerGroup'), {
    description: 'Deletes a layer group (409 while it is a member of another group or the workspace map).',
  })
  async deleteLayerGroup(
    @WorkspaceId() workspaceId: string,
    @Arg('group', { description: GROUP_ARG_DOC }) group: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
  ): Promise<Deleted> {
    return deleted('LayerGroup', await this.service.delete(workspaceId, group, expectedVersion));
  }
}
