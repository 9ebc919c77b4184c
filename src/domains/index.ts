import type { Domain } from './domain';
import { workspacesDomain } from './workspaces';
import { rolesDomain } from './roles';
import { claimMappingsDomain } from './claim-mappings';
import { apiKeysDomain } from './api-keys';
import { authDomain } from './auth';
import { stylesDomain } from './styles';
import { servicesDomain } from './services';
import { layersDomain } from './layers';
import { auditDomain } from './audit';
import { cacheDomain } from './cache';
import { tileMatrixSetsDomain } from './tile-matrix-sets';
import { layerGroupsDomain } from './layer-groups';
import { ogcSettingsDomain } from './ogc-settings';
import { vectorTilesDomain } from './vector-tiles';
import { tileCacheDomain } from './tile-cache';
import { integrityDomain } from './integrity';
import { workspaceDocumentsDomain } from './workspace-documents';
import { graphDomain } from './graph';

/**
 * Every domain: the one list app.ts wires (docs/architecture.md, "Adding a domain"). Its order is the
 * order of the REST route table and of the OpenAPI tags, and the order in which `register` runs: a
 * domain's services may take another's from the container only when that one comes earlier
 * (roles before claim mappings and API keys, which validate role ids; claim mappings before auth,
 * whose credentials resolve OIDC roles through them; services before layers; tile matrix sets and
 * layer groups before OGC settings, which guard their deletes; OGC settings before vector tiles, which draw with them; vector tiles before tile cache jobs, which
 * seed with them). The graph comes last: its `register` checks that every node type has its reader.
 * `start` runs in the same order once everything is registered, and the stops run in reverse.
 */
export const domains: Domain[] = [
  workspacesDomain,
  rolesDomain,
  claimMappingsDomain,
  apiKeysDomain,
  authDomain,
  stylesDomain,
  servicesDomain,
  layersDomain,
  auditDomain,
  cacheDomain,
  tileMatrixSetsDomain,
  layerGroupsDomain,
  ogcSettingsDomain,
  vectorTilesDomain,
  tileCacheDomain,
  integrityDomain,
  workspaceDocumentsDomain,
  graphDomain,
];
