import {
  CreateClaimMappingDocument,
  CreateGlobalClaimMappingDocument,
  DeleteClaimMappingDocument,
  DeleteGlobalClaimMappingDocument,
  GetClaimMappingDocument,
  ClaimMappingsDocument,
  GlobalClaimMappingsDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const all = '/workspaces/{workspace}/claim-mappings';
const r = routesOf('claim-mappings', all, `${all}/{mappingId}`);
const global = routesOf('claim-mappings', '/claim-mappings', '/claim-mappings/{mappingId}');
/** A claim mapping has no version and nothing uses it: its delete answers 404 only (no 409, no 412). */
const unversioned = { errors: [404] };

/** Operations 1-5 of docs/rules.md §10, plus the two lists of docs/rules.md §9. */
export const claimMappingRoutes: RestRoute[] = [
  r.list(ClaimMappingsDocument, 'List the claim mappings of a workspace, highest priority first', 'claim_mappings'),
  r.create(CreateClaimMappingDocument, 'Create a claim mapping in a workspace', {
    location: (m) => `/workspaces/${m.workspace_id}/claim-mappings/${m.id}`,
  }),
  r.read(GetClaimMappingDocument, 'Get a claim mapping of a workspace'),
  r.remove(DeleteClaimMappingDocument, 'Delete a claim mapping of a workspace', unversioned),
  global.list(GlobalClaimMappingsDocument, 'List the global claim mappings (super_admin)', 'claim_mappings'),
  global.create(CreateGlobalClaimMappingDocument, 'Create a global claim mapping (super_admin)'),
  global.remove(DeleteGlobalClaimMappingDocument, 'Delete a global claim mapping (super_admin)', unversioned),
];
