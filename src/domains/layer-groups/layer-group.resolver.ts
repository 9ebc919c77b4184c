import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { workspaceIdOf } from '../workspace-id';
import { LayerGroupService } from './layer-group.service';
import { CreateLayerGroupInput, LayerGroup, UpdateLayerGroupInput } from './layer-group.types';
import { CREATE_INPUT_DOC, UPDATE_INPUT_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

const GROUP_ARG_DOC = 'The layer group, by id or public_id.';

@Resolver(() => LayerGroup)
export class LayerGroupResolver {
  constructor(private readonly service: LayerGroupService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [LayerGroup], { description: 'The layer groups of a workspace, by public_id.' })
  async layerGroups(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Ctx() ctx: Context,
  ): Promise<LayerGroup[]> {
    return this.service.list(await workspaceIdOf(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => LayerGroup, { nullable: true, description: 'A layer group by id or public_id.' })
  async layerGroup(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('group', { description: GROUP_ARG_DOC }) group: string,
    @Ctx() ctx: Context,
  ): Promise<LayerGroup> {
    return this.service.get(await workspaceIdOf(ctx, workspace), group);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => LayerGroup, {
    description: 'Creates a layer group; its members must exist and may not form a cycle.',
  })
  async createLayerGroup(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateLayerGroupInput,
    @Ctx() ctx: Context,
  ): Promise<LayerGroup> {
    return this.service.create(await workspaceIdOf(ctx, workspace), input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => LayerGroup, {
    description: 'Changes a layer group; omitted fields stay unchanged, members replaces the list.',
  })
  async updateLayerGroup(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('group', { description: GROUP_ARG_DOC }) group: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateLayerGroupInput,
    @Ctx() ctx: Context,
  ): Promise<LayerGroup> {
    const { expectedVersion, ...changes } = input;
    return this.service.update(await workspaceIdOf(ctx, workspace), group, changes, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('LayerGroup'), {
    description: 'Deletes a layer group (409 while it is a member of another group or the workspace map).',
  })
  async deleteLayerGroup(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('group', { description: GROUP_ARG_DOC }) group: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Deleted> {
    return deleted(
      'LayerGroup',
      await this.service.delete(await workspaceIdOf(ctx, workspace), group, expectedVersion),
    );
  }
}
