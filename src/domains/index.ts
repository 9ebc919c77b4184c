import 'reflect-metadata';
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
import { tileCacheDomain } from './tile-cache';
import { integrityDomain } from './integrity';
import { graphDomain } from './graph';

/** Every domain, in the order their REST routes and OpenAPI tags appear. */
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
  tileCacheDomain,
  integrityDomain,
  graphDomain,
];
