import type { Domain } from '../domain';
import { LayerGroupService } from '../layer-groups';
import { TileMatrixSetService } from '../tile-matrix-sets';
import { WorkspaceSettingsEdges } from './ogc-settings.graph';
import { OgcSettingsResolver } from './ogc-settings.resolver';
import { ogcSettingsRoutes } from './ogc-settings.routes';
import { OgcSettingsService, SETTINGS_CACHE } from './ogc-settings.service';

export { OgcSettingsService, SETTINGS_CACHE };
export type { OGCAPISettingsValue, OGCTilesSettingsValue } from './ogc-settings.schema';
export { ogcApiSettingsSchema, ogcTilesSettingsSchema } from './ogc-settings.schema';
export { OGCAPISettings } from './ogc-api-settings.types';
export { OGCTilesSettings } from './ogc-tiles-settings.types';

/**
 * Needs the tile-matrix-sets and layer-groups domains registered first: the settings refer to both,
 * so this domain guards their deletion rather than they importing it.
 */
export const ogcSettingsDomain: Domain = {
  name: 'ogc-settings',
  resolvers: [OgcSettingsResolver, WorkspaceSettingsEdges],
  routes: ogcSettingsRoutes,
  register(container, { db, config, caches, invalidator }) {
    const settings = new OgcSettingsService(db.prisma, config, caches, invalidator);
    container.set(OgcSettingsService, settings);
    container.get(TileMatrixSetService).guardDelete(settings.assertTileMatrixSetUnused);
    container.get(LayerGroupService).guardDelete(settings.assertLayerGroupUnused);
  },
};
