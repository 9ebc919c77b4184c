import type { Config } from '../../base/config';
import { NotFoundError, UnprocessableError } from '../../base/errors';
import type { OGCTilesSettingsValue, OgcSettingsService } from '../ogc-settings';
import { layerQueryFailure, type PostgisPools } from '../services';
import type { TileMatrixSetDefinition, TileMatrixSetService } from '../tile-matrix-sets';
import { mvtStatement, tableSrid } from './mvt-sql';
import type { LayerSource, ResolvedResource, TileSources } from './sources';
import { type Box, crsSrid, gridTile } from './tile-grid';

/** Web Mercator cannot show the poles: envelopes sent to it stop at its latitude limit. */
const MERCATOR_MAX_LAT = 85.0511287798066;

/** One tile request: the resource (layer or group), the set and the tile in it. */
export interface TileRequest {
  workspaceId: string;
  resource: string;
  tileMatrixSet: string;
  tileMatrix: string;
  row: number;
  col: number;
}

/** A tile matrix set PostGIS can draw in, with its SRID. */
export interface Grid {
  set: TileMatrixSetDefinition;
  srid: number;
}

/** A workspace's tile limits within the server's ceilings. */
export interface TileLimits {
  maxFeatures: number;
  maxVertices: number;
  maxTileBytes: number;
}

/** A drawn tile: the MVT bytes (empty when nothing of the resource meets the tile). */
export interface RenderedTile {
  body: Buffer;
  resource: ResolvedResource;
}

/**
 * Draws Mapbox Vector Tiles of a workspace's layers and layer groups from their PostGIS tables, with
 * the workspace's tile limits (max features, vertices and bytes, each within the server's ceiling). Both
 * the OGC API (src/ogc) and tile cache seed jobs draw through here, so a seeded tile is the tile served.
 */
export class VectorTileRenderer {
  constructor(
    private readonly sources: TileSources,
    private readonly sets: TileMatrixSetService,
    private readonly settings: OgcSettingsService,
    private readonly pools: PostgisPools,
    private readonly config: Config,
  ) {}

  /** The set's definition and SRID when PostGIS can draw in it; null when it cannot (not an EPSG CRS). */
  async grid(tileMatrixSet: string): Promise<Grid | null> {
    const set = await this.sets.definition(tileMatrixSet);
    if (!set) return null;
    const srid = crsSrid(set.crs);
    return srid === null ? null : { set, srid };
  }

  /** When what a resource's tiles show last changed (ms): tiles stored before are out of date. */
  async tilesSince(workspaceId: string, resource: string): Promise<number> {
    return (await this.sources.lookup(workspaceId, resource)).tilesSince;
  }

  /** The workspace's effective limits: its settings within the server's ceilings (0 = the ceiling). */
  async limits(workspaceId: string): Promise<TileLimits> {
    return this.limitsOf((await this.settings.tiles(workspaceId)).settings);
  }

  /** The effective limits of a workspace's OGC API Tiles settings as read. */
  limitsOf(s: OGCTilesSettingsValue['settings']): TileLimits {
    const within = (v: number, ceiling: number) => (v > 0 ? Math.min(v, ceiling) : ceiling);
    return {
      maxFeatures: within(s.maxFeatures, this.config.MAPGATE_TILES_MAX_FEATURES),
      maxVertices: within(s.maxVertices, this.config.MAPGATE_TILES_MAX_VERTICES),
      maxTileBytes: within(s.maxTileBytes, this.config.MAPGATE_TILES_MAX_TILE_BYTES),
    };
  }

  /**
   * Draws one tile. 404 for a tile outside the set or a resource that is gone; 503 when PostGIS cannot
   * answer. What the caller has already read (the OGC API has, to admit the request) is not read again.
   */
  async render(
    req: TileRequest,
    known: { resource?: ResolvedResource; grid?: Grid; settings?: OGCTilesSettingsValue['settings'] } = {},
  ): Promise<RenderedTile> {
    const grid = known.grid ?? (await this.grid(req.tileMatrixSet));
    if (!grid) throw new NotFoundError(`tile matrix set "${req.tileMatrixSet}" cannot be drawn`);
    const tile = gridTile(grid.set, req.tileMatrix, req.row, req.col);
    if (!tile)
      throw new NotFoundError(
        `tile ${req.tileMatrix}/${req.row}/${req.col} is not in tile matrix set "${req.tileMatrixSet}"`,
      );
    const resource = known.resource ?? (await this.sources.resolve(req.workspaceId, req.resource));
    const limits = known.settings ? this.limitsOf(known.settings) : await this.limits(req.workspaceId);
    const parts = await Promise.all(resource.sources.map((s) => this.draw(s, grid.srid, tile.box, limits)));
    // One layer (the common case): its tile as it came, not a copy.
    const body = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    if (body.length > limits.maxTileBytes)
      throw new UnprocessableError(
        `tile ${req.tileMatrix}/${req.row}/${req.col} of "${resource.name}" has ${body.length} bytes, more than max_tile_bytes (${limits.maxTileBytes}); raise the limit or lower max_features or max_vertices`,
      );
    return { body, resource };
  }

  private async draw(
    source: LayerSource,
    tmsSrid: number,
    box: Box,
    limits: { maxFeatures: number; maxVertices: number },
  ): Promise<Buffer> {
    const srid = tableSrid(source.table);
    const filterBox = nearFilterBox(tmsSrid, srid, box) ?? (await this.filterBox(source, tmsSrid, srid, box));
    const stmt = mvtStatement(source.table, {
      layerName: source.layer.name,
      tmsSrid,
      box,
      filterBox,
      maxFeatures: limits.maxFeatures,
      maxVertices: limits.maxVertices,
    });
    try {
      const res = await this.pools.pool(source.serviceId, source.info).query<{ mvt: Buffer | null }>(stmt);
      return res.rows[0]?.mvt ?? Buffer.alloc(0);
    } catch (err) {
      throw this.failure(err, source);
    }
  }

  /** The filter envelope of a pair of CRSs nearFilterBox does not know: transformed by PostGIS itself. */
  private async filterBox(source: LayerSource, tmsSrid: number, srid: number, box: Box): Promise<Box> {
    const b = padded(box);
    try {
      const res = await this.pools
        .pool(source.serviceId, source.info)
        .query<{ minx: number; miny: number; maxx: number; maxy: number }>(
          `SELECT ST_XMin(e) AS minx, ST_YMin(e) AS miny, ST_XMax(e) AS maxx, ST_YMax(e) AS maxy
           FROM (SELECT ST_Transform(ST_Segmentize(ST_MakeEnvelope($1, $2, $3, $4, ${tmsSrid}), ($3 - $1) / 16), ${srid}) AS e) x`,
          b,
        );
      const r = res.rows[0];
      return [r.minx, r.miny, r.maxx, r.maxy];
    } catch (err) {
      throw this.failure(err, source);
    }
  }

  private failure(err: unknown, source: LayerSource): unknown {
    const failure = layerQueryFailure(source.layer.name, source.table.name, err);
    // The table changed under the catalog: describe it again next time.
    if (failure instanceof NotFoundError) this.sources.forgetTables();
    return failure;
  }
}

/** The tile's envelope with the MVT buffer around it. */
function padded(box: Box): Box {
  const pad = ((box[2] - box[0]) * 64) / 4096;
  return [box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad];
}

/**
 * The tile's envelope (with the MVT buffer) in the table's CRS, for the index filter, where it needs no
 * round trip: the same CRS as it is, Web Mercator <-> WGS 84 computed here. null for other pairs, which
 * PostGIS transforms (one round trip per tile and pair would cost the common ones for nothing).
 */
function nearFilterBox(tmsSrid: number, srid: number, box: Box): Box | null {
  const b = padded(box);
  if (tmsSrid === srid) return b;
  if (tmsSrid === 3857 && srid === 4326) return [...toLonLat(b[0], b[1]), ...toLonLat(b[2], b[3])] as Box;
  if (tmsSrid === 4326 && srid === 3857) {
    const clamp = (lat: number) => Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));
    return [...toMercator(b[0], clamp(b[1])), ...toMercator(b[2], clamp(b[3]))] as Box;
  }
  return null;
}

const R = 6378137;
function toLonLat(x: number, y: number): [number, number] {
  const lon = (x / R) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
  return [Math.max(-180, Math.min(180, lon)), Math.max(-90, Math.min(90, lat))];
}
function toMercator(lon: number, lat: number): [number, number] {
  const x = (R * lon * Math.PI) / 180;
  const y = R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return [x, y];
}
