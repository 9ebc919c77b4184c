import {
  CreateApiKeyDocument,
  DeleteApiKeyDocument,
  ApiKeyDocument,
  ApiKeysDocument,
  RevokeApiKeyDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'api-keys';
const all = '/workspaces/{workspace}/apikeys';
const one = `${all}/{keyId}`;

/** Operation 16 of docs/rules.md §10, plus list, create and get of docs/rules.md §9 and the permanent delete. */
export const apiKeyRoutes: RestRoute[] = [
  {
    operationId: 'apiKeys',
    method: 'GET',
    path: all,
    document: ApiKeysDocument,
    tag,
    summary: 'List the API keys of a workspace, newest first (revoked ones included; never the key)',
    status: 200,
    listKey: 'api_keys',
    pages: 'apiKeysConnection',
    errors: [404],
  },
  {
    operationId: 'createAPIKey',
    method: 'POST',
    path: all,
    document: CreateApiKeyDocument,
    tag,
    summary: 'Create an API key; the response holds the key (field "key"), shown this once only',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 404],
    // The component keeps the name it had when the GraphQL answer was flat (CreatedAPIKey).
    flatten: { member: 'apiKey', schema: 'CreatedAPIKey' },
    location: (k, p) => `/workspaces/${p.workspace}/apikeys/${k.id}`,
  },
  {
    operationId: 'apiKey',
    method: 'GET',
    path: one,
    document: ApiKeyDocument,
    tag,
    summary: 'Get an API key of a workspace (never the key)',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'revokeAPIKey',
    method: 'DELETE',
    path: one,
    document: RevokeApiKeyDocument,
    tag,
    summary: 'Revoke an API key (idempotent); it stops working at once and stays listed as revoked',
    status: 204,
    errors: [404],
  },
  {
    operationId: 'deleteAPIKey',
    method: 'DELETE',
    path: `${one}/permanent`,
    document: DeleteApiKeyDocument,
    tag,
    summary: 'Delete a revoked API key for good (409 while it is not revoked)',
    status: 204,
    errors: [404, 409],
  },
];
