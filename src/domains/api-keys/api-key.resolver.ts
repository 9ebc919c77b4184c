import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { NotFoundError } from '../../base/errors';
import { APIKey, CreateAPIKeyInput, CreateAPIKeyPayload } from './api-key.types';
import { ApiKeyService } from './api-key.service';
import { CREATE_INPUT_DOC, WORKSPACE_ARG_DOC } from '../descriptions';

const KEY_ID_DOC = 'The API key id (a UUID).';

/** The workspace path parameter (id or name) as an id; the authChecker loaded it already, so no query. */
async function workspaceId(ctx: Context, workspace: string): Promise<string> {
  const ws = await ctx.loaders.workspace.load(workspace);
  if (!ws) throw new NotFoundError('workspace not found');
  return ws.id;
}

@Resolver(() => APIKey)
export class ApiKeyResolver {
  constructor(private readonly service: ApiKeyService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [APIKey], { description: 'The API keys of a workspace, newest first, revoked ones included.' })
  async apiKeys(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Ctx() ctx: Context,
  ): Promise<APIKey[]> {
    return this.service.list(await workspaceId(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => APIKey, {
    nullable: true,
    description: 'An API key of the workspace, by id; null (and NOT_FOUND) when there is none.',
  })
  async apiKey(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('keyId', () => ID, { description: KEY_ID_DOC }) keyId: string,
    @Ctx() ctx: Context,
  ): Promise<APIKey> {
    return this.service.get(await workspaceId(ctx, workspace), keyId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => CreateAPIKeyPayload, {
    description: 'Creates a key and returns it beside the new APIKey: the only time the key is shown.',
  })
  async createAPIKey(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateAPIKeyInput,
    @Ctx() ctx: Context,
  ): Promise<CreateAPIKeyPayload> {
    const { key, ...apiKey } = await this.service.create(await workspaceId(ctx, workspace), input);
    return { apiKey, key };
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Boolean, { description: 'Revokes a key (idempotent): it stops working at once and stays listed.' })
  async revokeAPIKey(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('keyId', () => ID, { description: KEY_ID_DOC }) keyId: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.service.revoke(await workspaceId(ctx, workspace), keyId);
    return true;
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('APIKey'), {
    description: 'Deletes a revoked key for good (409 while it is not revoked).',
  })
  async deleteAPIKey(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('keyId', () => ID, { description: 'The API key id (a UUID); the key must be revoked first.' }) keyId: string,
    @Ctx() ctx: Context,
  ): Promise<Deleted> {
    return deleted('APIKey', await this.service.delete(await workspaceId(ctx, workspace), keyId));
  }
}
