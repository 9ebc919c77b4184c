import {
  DeleteTileMatrixSetDocument,
  TileMatrixSetDocument,
  TileMatrixSetDefinitionsDocument,
  PutTileMatrixSetDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'tile-matrix-sets';
const one = '/tile-matrix-sets/{tileMatrixSet}';

/** docs/rules.md §9: tile matrix set definitions (super_admin), as OGC TMS 2.0 JSON. */
export const tileMatrixSetRoutes: RestRoute[] = [
  {
    operationId: 'tileMatrixSetDefinitions',
    method: 'GET',
    path: '/tile-matrix-sets',
    document: TileMatrixSetDefinitionsDocument,
    tag,
    summary: 'List every tile matrix set as OGC TMS 2.0 JSON, built-ins first (super_admin)',
    status: 200,
  },
  {
    operationId: 'tileMatrixSet',
    method: 'GET',
    path: one,
    document: TileMatrixSetDocument,
    tag,
    summary: 'Get a tile matrix set as OGC TMS 2.0 JSON (super_admin)',
    status: 200,
    representation: 'definition',
    errors: [404],
  },
  {
    operationId: 'putTileMatrixSet',
    method: 'PUT',
    path: one,
    document: PutTileMatrixSetDocument,
    tag,
    summary: 'Create or replace a custom tile matrix set; the body is its OGC TMS 2.0 JSON (super_admin)',
    status: 200,
    body: { variable: 'definition' },
    errors: [400, 404, 409, 412],
  },
  {
    operationId: 'deleteTileMatrixSet',
    method: 'DELETE',
    path: one,
    document: DeleteTileMatrixSetDocument,
    tag,
    summary: 'Delete a custom tile matrix set (super_admin)',
    status: 204,
    errors: [404, 409, 412],
  },
];
