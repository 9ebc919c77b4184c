import {
  CreateApiKeyDocument,
  DeleteApiKeyDocument,
  ApiKeyDocument,
  ApiKeysDocument,
  RevokeApiKeyDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const all = '/workspaces/{workspace}/apikeys';
const one = `${all}/{keyId}`;
const r = routesOf('api-keys', all, one);

/** Operation 16 of docs/rules.md §10, plus list, create and get of docs/rules.md §9 and the permanent delete. */
export const apiKeyRoutes: RestRoute[] = [
  r.list(
    ApiKeysDocument,
    'List the API keys of a workspace, newest first (revoked ones included; never the key)',
    'api_keys',
  ),
  r.create(CreateApiKeyDocument, 'Create an API key; the response holds the key (field "key"), shown this once only', {
    errors: [400, 404],
    // The component keeps the name it had when the GraphQL answer was flat (CreatedAPIKey).
    flatten: { member: 'apiKey', schema: 'CreatedAPIKey' },
    location: (k, p) => `/workspaces/${p.workspace}/apikeys/${k.id}`,
  }),
  r.read(ApiKeyDocument, 'Get an API key of a workspace (never the key)'),
  r.remove(
    RevokeApiKeyDocument,
    'Revoke an API key (idempotent); it stops working at once and stays listed as revoked',
    {
      errors: [404],
    },
  ),
  r.delete(
    `${one}/permanent`,
    DeleteApiKeyDocument,
    'Delete a revoked API key for good (409 while it is not revoked)',
    {
      errors: [404, 409],
    },
  ),
];
