import type { Domain } from '../domain';
import { LayerService } from '../layers';
import { LayerGroupService } from '../layer-groups';
import { OgcSettingsService } from '../ogc-settings';
import { PostgisCatalog, PostgisPools, ServiceService } from '../services';
import { TileMatrixSetService } from '../tile-matrix-sets';
import { VectorTileRenderer } from './renderer';
import { TileSources } from './sources';

export { VectorTileRenderer, type RenderedTile, type TileRequest } from './renderer';
export { TileSources, type CatalogResource, type LayerSource, type ResolvedResource } from './sources';
export { attributeExpr, geometryExpr, qualified, quoteIdent, tableSrid } from './mvt-sql';
export { crsSrid, gridTile, setExtent, type Box } from './tile-grid';

/**
 * Vector tiles drawn from the PostGIS tables of layers (docs/data-plane.md). No routes of its own: the
 * OGC API (src/ogc) serves them and tile cache seed jobs store them. Needs services, layers, layer
 * groups, tile matrix sets and OGC settings registered first; registered before tile cache jobs.
 */
export const vectorTilesDomain: Domain = {
  name: 'vector-tiles',
  resolvers: [],
  routes: [],
  register(container, { config, caches }) {
    const sources = new TileSources(
      container.get(LayerService),
      container.get(LayerGroupService),
      container.get(ServiceService),
      container.get(PostgisCatalog),
      caches,
    );
    container.set(TileSources, sources);
    container.set(
      VectorTileRenderer,
      new VectorTileRenderer(
        sources,
        container.get(TileMatrixSetService),
        container.get(OgcSettingsService),
        container.get(PostgisPools),
        config,
      ),
    );
  },
};
