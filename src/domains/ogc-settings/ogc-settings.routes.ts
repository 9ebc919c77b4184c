import {
  GetOgcapiSettingsDocument,
  GetOgcTilesApiSettingsDocument,
  ListWorkspaceTileMatrixSetsDocument,
  UpdateOgcApiSettingsDocument,
  UpdateOgcTilesApiSettingsDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'ogc-settings';
const tiles = '/workspaces/{workspace}/settings/ogc-tiles';
const features = '/workspaces/{workspace}/settings/ogcapi';

/** Operations 6, 7, 8 and 20 of docs/rules.md §10, plus the Features PUT (docs/rules.md §6). */
export const ogcSettingsRoutes: RestRoute[] = [
  {
    operationId: 'getOGCTilesAPISettings',
    method: 'GET',
    path: tiles,
    document: GetOgcTilesApiSettingsDocument,
    tag,
    summary: 'Get the OGC API - Tiles settings of a workspace',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'updateOGCTilesAPISettings',
    method: 'PUT',
    path: tiles,
    document: UpdateOgcTilesApiSettingsDocument,
    tag,
    summary: 'Replace the OGC API - Tiles settings of a workspace; values must stay within the global server ceilings',
    status: 200,
    body: { variable: 'input' },
    mergePatch: 'whole',
    errors: [400, 404, 412],
  },
  {
    operationId: 'getOGCAPISettings',
    method: 'GET',
    path: features,
    document: GetOgcapiSettingsDocument,
    tag,
    summary: 'Get the OGC API - Features settings of a workspace',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'updateOgcApiSettings',
    method: 'PUT',
    path: features,
    document: UpdateOgcApiSettingsDocument,
    tag,
    summary: 'Replace the OGC API - Features settings of a workspace; values must stay within the server ceilings',
    status: 200,
    body: { variable: 'input' },
    mergePatch: 'whole',
    errors: [400, 404, 412],
  },
  {
    operationId: 'listWorkspaceTileMatrixSets',
    method: 'GET',
    path: '/workspaces/{workspace}/tile-matrix-sets',
    document: ListWorkspaceTileMatrixSetsDocument,
    tag: 'tile-matrix-sets',
    summary: 'The tile matrix sets a workspace offers, in the order of its OGC Tiles settings, as OGC TMS 2.0 JSON',
    status: 200,
    errors: [404],
  },
];
