import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { WorkspaceId } from '../workspace-id';
import { CreateLayerInput, Layer, UpdateLayerInput } from './layer.types';
import { LayerService } from './layer.service';
import { CREATE_INPUT_DOC, UPDATE_INPUT_DOC } from '../descriptions';

const LAYER_ARG_DOC = 'The layer, by id or name.';
const LAYER_SERVICE_ARG_DOC = 'The service of the layer, by id or name.';

@Resolver(() => Layer)
export class LayerResolver {
  constructor(private readonly layerService: LayerService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [Layer], {
    description: 'The layers of a service (id or name), or of the whole workspace without one; by name.',
  })
  layers(
    @WorkspaceId() workspaceId: string,
    @Arg('service', () => String, {
      nullable: true,
      description: 'Only the layers of this service (id or name); omit for the whole workspace.',
    })
    service?: string | null,
  ): Promise<Layer[]> {
    return this.layerService.list(workspaceId, service);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => Layer, { nullable: true, description: 'A layer of a service, by id or name.' })
  layer(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: LAYER_SERVICE_ARG_DOC }) service: string,
    @Arg('layer', { description: LAYER_ARG_DOC }) layer: string,
  ): Promise<Layer> {
    return this.layerService.get(workspaceId, service, layer);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Layer, { description: 'Publishes a dataset of a service as a layer.' })
  createLayer(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: 'The service the layer reads from, by id or name.' }) service: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateLayerInput,
  ): Promise<Layer> {
    return this.layerService.create(workspaceId, service, input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Layer, { description: 'Changes a layer; omitted fields stay unchanged.' })
  updateLayer(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: LAYER_SERVICE_ARG_DOC }) service: string,
    @Arg('layer', { description: LAYER_ARG_DOC }) layer: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateLayerInput,
  ): Promise<Layer> {
    const { expectedVersion, ...changes } = input;
    return this.layerService.update(workspaceId, service, layer, changes, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('Layer'), {
    description: 'Deletes a layer that no layer group shows (409 naming the groups).',
  })
  async deleteLayer(
    @WorkspaceId() workspaceId: string,
    @Arg('service', { description: LAYER_SERVICE_ARG_DOC }) service: string,
    @Arg('layer', { description: LAYER_ARG_DOC }) layer: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
  ): Promise<Deleted> {
    return deleted('Layer', await this.layerService.delete(workspaceId, service, layer, expectedVersion));
  }
}
