import type DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, InputType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import { ROLE_EDGE_DOC } from '../descriptions';
import * as graph from '../graph';
import { Role, RoleLoaders } from '../roles';
import { ApiKeyService } from './api-key.service';
import { APIKey } from './api-key.types';

/** API keys in the graph (docs/graph.md): their list, connection, filter and order, loader and edges. */
export const APIKeyConnection = graph.connectionOf(APIKey, 'APIKey', 'API keys');
export const APIKeyOrder = graph.orderOf('APIKey', graph.NAME_ORDER, 'API keys');

@InputType({ description: 'Which API keys to list; every given condition must hold.' })
export class APIKeyFilter extends graph.NamedFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only revoked (true) or usable (false) keys.' })
  revoked?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Only keys granting this role (its id).' }) role?: string | null;
}

/** The API keys of a workspace. */
const apiKeysList = (s: ApiKeyService) =>
  graph.nodeList<APIKey>(
    'apiKeys',
    graph.spec({
      table: 'api_keys',
      parent: graph.inWorkspace,
      orders: { name: graph.NAME, createdAt: graph.CREATED_AT },
      filters: {
        ...graph.named,
        revoked: (v: boolean) => `revoked_at IS ${v ? 'NOT ' : ''}NULL`,
        role: graph.equals('role_id'),
      },
    }),
    (ids) => s.listWhere({ ids }),
    graph.desc('createdAt'),
  );

/** A request's API keys by id (`BrowserSession.apiKey`, `node`). */
export class ApiKeyLoaders extends graph.PerRequest<{ byId: DataLoader<string, APIKey | null> }> {
  constructor(s: ApiKeyService) {
    super(() => ({ byId: graph.byIds((ids) => s.listWhere({ ids })) }));
  }
}

/** The root connection, and the workspace's list (`Workspace.apiKeys`, on the type by name). */
export const ApiKeyConnections = graph.listResolvers(
  [ApiKeyService, apiKeysList],
  [APIKeyConnection, APIKeyFilter, APIKeyOrder],
  graph.workspaceQuery('apiKeysConnection', `The API keys of a workspace, ${graph.PAGED}`),
  graph.onWorkspace('apiKeys', 'Its API keys, revoked ones included; default newest first.'),
);

@Resolver(() => APIKey)
export class APIKeyEdges {
  constructor(private readonly roles: RoleLoaders) {}

  @FieldResolver(() => Role, { nullable: true, description: ROLE_EDGE_DOC })
  role(@Root() k: APIKey, @Ctx() ctx: Context): Promise<Role | null> {
    return this.roles.for(ctx.loaders).byId.load(k.roleId);
  }
}

export const APIKeyWorkspaceEdge = graph.workspaceEdge(() => APIKey, 'Its workspace; null for a super_admin key.');

/** An API key in a planned read (docs/graph.md, "Planned reads"), with its role. */
graph.planType(() => APIKey, {
  table: 'api_keys',
  workspaceColumn: 'workspace_id',
  fields: {
    workspaceId: 'workspace_id',
    name: 'name',
    keyPrefix: 'key_prefix',
    roleId: 'role_id',
    revoked: (t) => `${t}.revoked_at IS NOT NULL`,
  },
});
graph.planOne(() => APIKey, 'role', [{ type: () => Role, column: 'role_id' }]);
