import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { SUPER_ADMIN, WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { NotFoundError } from '../../base/errors';
import { ClaimMapping, CreateClaimMappingInput } from './claim-mapping.types';
import { ClaimMappingService, GLOBAL_SCOPE } from './claim-mapping.service';
import { CREATE_INPUT_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

const MAPPING_ID_DOC = 'The claim mapping id (a UUID).';

/**
 * The workspace path parameter (id or name) as the scope id. The authChecker has already loaded it
 * through the same per-request loader, so this costs no query.
 */
async function scopeOf(ctx: Context, workspace: string): Promise<string> {
  const ws = await ctx.loaders.workspace.load(workspace);
  if (!ws) throw new NotFoundError('workspace not found');
  return ws.id;
}

@Resolver(() => ClaimMapping)
export class ClaimMappingResolver {
  constructor(private readonly service: ClaimMappingService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [ClaimMapping], { description: 'The claim mappings of a workspace, highest priority first.' })
  async claimMappings(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Ctx() ctx: Context,
  ): Promise<ClaimMapping[]> {
    return this.service.list(await scopeOf(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => ClaimMapping, {
    nullable: true,
    description: "A claim mapping of this workspace (never a global one or another workspace's).",
  })
  async claimMapping(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('mappingId', { description: MAPPING_ID_DOC }) mappingId: string,
    @Ctx() ctx: Context,
  ): Promise<ClaimMapping> {
    return this.service.get(await scopeOf(ctx, workspace), mappingId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => ClaimMapping, { description: 'Adds a claim mapping that grants its role in this workspace.' })
  async createClaimMapping(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateClaimMappingInput,
    @Ctx() ctx: Context,
  ): Promise<ClaimMapping> {
    return this.service.create(await scopeOf(ctx, workspace), input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('ClaimMapping'), {
    description: 'Deletes a claim mapping of this workspace (404 for another workspace or a global one).',
  })
  async deleteClaimMapping(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('mappingId', { description: MAPPING_ID_DOC }) mappingId: string,
    @Ctx() ctx: Context,
  ): Promise<Deleted> {
    return deleted('ClaimMapping', await this.service.delete(await scopeOf(ctx, workspace), mappingId));
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
