import {
  GetOgcapiSettingsDocument,
  GetOgcTilesApiSettingsDocument,
  ListWorkspaceTileMatrixSetsDocument,
  UpdateOgcApiSettingsDocument,
  UpdateOgcTilesApiSettingsDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute, type RouteMore } from '../route';

const tiles = routesOf('ogc-settings', '', '/workspaces/{workspace}/settings/ogc-tiles');
const features = routesOf('ogc-settings', '', '/workspaces/{workspace}/settings/ogcapi');
/** Settings are replaced whole (a PATCH merges into them first) and never taken or in use: no 409. */
const replaced: RouteMore = { mergePatch: 'whole', errors: [400, 404, 412] };

/** Operations 6, 7, 8 and 20 of docs/rules.md §10, plus the Features PUT (docs/rules.md §6). */
export const ogcSettingsRoutes: RestRoute[] = [
  tiles.read(GetOgcTilesApiSettingsDocument, 'Get the OGC API - Tiles settings of a workspace'),
  tiles.update(
    UpdateOgcTilesApiSettingsDocument,
    'Replace the OGC API - Tiles settings of a workspace; values must stay within the global server ceilings',
    replaced,
  ),
  features.read(GetOgcapiSettingsDocument, 'Get the OGC API - Features settings of a workspace'),
  features.update(
    UpdateOgcApiSettingsDocument,
    'Replace the OGC API - Features settings of a workspace; values must stay within the server ceilings',
    replaced,
  ),
  tiles.get(
    '/workspaces/{workspace}/tile-matrix-sets',
    ListWorkspaceTileMatrixSetsDocument,
    'The tile matrix sets a workspace offers, in the order of its OGC Tiles settings, as OGC TMS 2.0 JSON',
    { tag: 'tile-matrix-sets', errors: [404] },
  ),
];
