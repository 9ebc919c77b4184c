import {
  CreateClaimMappingDocument, CreateGlobalClaimMappingDocument, DeleteClaimMappingDocument,
  DeleteGlobalClaimMappingDocument, GetClaimMappingDocument, ListClaimMappingsDocument, ListGlobalClaimMappingsDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../../rest/route';

const tag = 'claim-mappings';
const one = '/workspaces/{workspace}/claim-mappings/{mappingId}';

/** Operations 1-5 of management-api.md, plus the two lists of decisions.md §9. */
export const claimMappingRoutes: RestRoute[] = [
  { operationId: 'listClaimMappings', method: 'GET', path: '/workspaces/{workspace}/claim-mappings',
    document: ListClaimMappingsDocument, tag, summary: 'List the claim mappings of a workspace, highest priority first',
    status: 200, listKey: 'claim_mappings', errors: [404] },
  { operationId: 'createClaimMapping', method: 'POST', path: '/workspaces/{workspace}/claim-mappings',
    document: CreateClaimMappingDocument, tag, summary: 'Create a claim mapping in a workspace',
    status: 201, body: { variable: 'input' }, errors: [400, 404, 409],
    location: (m) => `/workspaces/${m.workspace_id}/claim-mappings/${m.id}` },
  { operationId: 'getClaimMapping', method: 'GET', path: one, document: GetClaimMappingDocument, tag,
    summary: 'Get a claim mapping of a workspace', status: 200, errors: [404] },
  { operationId: 'deleteClaimMapping', method: 'DELETE', path: one, document: DeleteClaimMappingDocument, tag,
    summary: 'Delete a claim mapping of a workspace', status: 204, errors: [404] },
  { operationId: 'listGlobalClaimMappings', method: 'GET', path: '/claim-mappings',
    document: ListGlobalClaimMappingsDocument, tag, summary: 'List the global claim mappings (super_admin)',
    status: 200, listKey: 'claim_mappings' },
  { operationId: 'createGlobalClaimMapping', method: 'POST', path: '/claim-mappings',
    document: CreateGlobalClaimMappingDocument, tag, summary: 'Create a global claim mapping (super_admin)',
    status: 201, body: { variable: 'input' }, errors: [400, 409] },
  { operationId: 'deleteGlobalClaimMapping', method: 'DELETE', path: '/claim-mappings/{mappingId}',
    document: DeleteGlobalClaimMappingDocument, tag, summary: 'Delete a global claim mapping (super_admin)',
    status: 204, errors: [404] },
];
