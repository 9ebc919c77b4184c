import {
  DeleteTileMatrixSetDocument,
  TileMatrixSetDocument,
  TileMatrixSetDefinitionsDocument,
  PutTileMatrixSetDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('tile-matrix-sets', '/tile-matrix-sets', '/tile-matrix-sets/{tileMatrixSet}');

/** docs/rules.md §9: tile matrix set definitions (super_admin), as OGC TMS 2.0 JSON. */
export const tileMatrixSetRoutes: RestRoute[] = [
  r.get(
    '/tile-matrix-sets',
    TileMatrixSetDefinitionsDocument,
    'List every tile matrix set as OGC TMS 2.0 JSON, built-ins first (super_admin)',
  ),
  r.read(TileMatrixSetDocument, 'Get a tile matrix set as OGC TMS 2.0 JSON (super_admin)', {
    representation: 'definition',
  }),
  r.update(
    PutTileMatrixSetDocument,
    'Create or replace a custom tile matrix set; the body is its OGC TMS 2.0 JSON (super_admin)',
    { body: { variable: 'definition' } },
  ),
  r.remove(DeleteTileMatrixSetDocument, 'Delete a custom tile matrix set (super_admin)'),
];
