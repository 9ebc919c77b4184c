import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { WorkspaceId } from '../workspace-id';
import { APIKey, CreateAPIKeyInput, CreateAPIKeyPayload } from './api-key.types';
import { ApiKeyService } from './api-key.service';
import { CREATE_INPUT_DOC } from '../descriptions';

const KEY_ID_DOC = 'The API key id (a UUID).';

@Resolver(() => APIKey)
export class ApiKeyResolver {
  constructor(private readonly service: ApiKeyService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [APIKey], { description: 'The API keys of a workspace, newest first, revoked ones included.' })
  apiKeys(@WorkspaceId() workspaceId: string): Promise<APIKey[]> {
    return this.service.list(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => APIKey, {
    nullable: true,
    description: 'An API key of the workspace, by id; null (and NOT_FOUND) when there is none.',
  })
  apiKey(
    @WorkspaceId() workspaceId: string,
    @Arg('keyId', () => ID, { description: KEY_ID_DOC }) keyId: string,
  ): Promise<APIKey> {
    return this.service.get(workspaceId, keyId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => CreateAPIKeyPayload, {
    description: 'Creates a key and returns it beside the new APIKey: the only time the key is shown.',
  })
  async createAPIKey(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateAPIKeyInput,
  ): Promise<CreateAPIKeyPayload> {
    const { key, ...apiKey } = await this.service.create(workspaceId, input);
    return { apiKey, key };
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Boolean, { description: 'Revokes a key (idempotent): it stops working at once and stays listed.' })
  async revokeAPIKey(
    @WorkspaceId() workspaceId: string,
    @Arg('keyId', () => ID, { description: KEY_ID_DOC }) keyId: string,
  ): Promise<boolean> {
    await this.service.revoke(workspaceId, keyId);
    return true;
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('APIKey'), {
    description: 'Deletes a revoked key for good (409 while it is not revoked).',
  })
  async deleteAPIKey(
    @WorkspaceId() workspaceId: string,
    @Arg('keyId', () => ID, { description: 'The API key id (a UUID); the key must be revoked first.' }) keyId: string,
  ): Promise<Deleted> {
    return deleted('APIKey', await this.service.delete(workspaceId, keyId));
  }
}
