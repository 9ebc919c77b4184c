import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { SUPER_ADMIN, WORKSPACE_ADMIN } from '../../auth/permissions';
import { WorkspaceId } from '../workspace-id';
import { ClaimMapping, CreateClaimMappingInput } from './claim-mapping.types';
import { ClaimMappingService, GLOBAL_SCOPE } from './claim-mapping.service';
import { CREATE_INPUT_DOC } from '../descriptions';

const MAPPING_ID_DOC = 'The claim mapping id (a UUID).';

@Resolver(() => ClaimMapping)
export class ClaimMappingResolver {
  constructor(private readonly service: ClaimMappingService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [ClaimMapping], { description: 'The claim mappings of a workspace, highest priority first.' })
  claimMappings(@WorkspaceId() workspaceId: string): Promise<ClaimMapping[]> {
    return this.service.list(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => ClaimMapping, {
    nullable: true,
    description: "A claim mapping of this workspace (never a global one or another workspace's).",
  })
  claimMapping(
    @WorkspaceId() workspaceId: string,
    @Arg('mappingId', { description: MAPPING_ID_DOC }) mappingId: string,
  ): Promise<ClaimMapping> {
    return this.service.get(workspaceId, mappingId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => ClaimMapping, { description: 'Adds a claim mapping that grants its role in this workspace.' })
  createClaimMapping(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateClaimMappingInput,
  ): Promise<ClaimMapping> {
    return this.service.create(workspaceId, input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('ClaimMapping'), {
    description: 'Deletes a claim mapping of this workspace (404 for another workspace or a global one).',
  })
  async deleteClaimMapping(
    @WorkspaceId() workspaceId: string,
    @Arg('mappingId', { description: MAPPING_ID_DOC }) mappingId: string,
  ): Promise<Deleted> {
    return deleted('ClaimMapping', await this.service.delete(workspaceId, mappingId));
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => [ClaimMapping], { description: 'The global claim mappings (workspace_id "*"), highest priority first.' })
  globalClaimMappings(): Promise<ClaimMapping[]> {
    return this.service.list(GLOBAL_SCOPE);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => ClaimMapping, { description: 'A mapping that grants its role in every workspace.' })
  createGlobalClaimMapping(
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateClaimMappingInput,
  ): Promise<ClaimMapping> {
    return this.service.create(GLOBAL_SCOPE, input);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => DeletePayload('ClaimMapping'), {
    description: "Deletes a global claim mapping; a workspace mapping's id is 404.",
  })
  async deleteGlobalClaimMapping(
    @Arg('mappingId', { description: MAPPING_ID_DOC }) mappingId: string,
  ): Promise<Deleted> {
    return deleted('ClaimMapping', await this.service.delete(GLOBAL_SCOPE, mappingId));
  }
}
