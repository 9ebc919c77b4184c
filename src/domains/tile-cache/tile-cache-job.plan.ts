import type { Config } from '../../base/config';
import type { PrismaClient } from '../../db/client';
import { UnprocessableError } from '../../base/errors';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import type { OgcSettingsService } from '../ogc-settings';
import { tileRange, type TileMatrixSetService, type TileRange } from '../tile-matrix-sets';
import { BOUNDS_CRS, boundsInSet, setExtent } from './tile-cache.bounds';
import { rangeTiles } from './tile-cache.chunks';
import { CreateTileCacheJobInput, TileCacheOperation, TileType } from './tile-cache-job.types';

const requestSchema = schemaOf(CreateTileCacheJobInput);

/** The request as stored on the job and returned by the API (docs/rules.md §6), defaults filled in. */
export type StoredRequest = {
  operation: TileCacheOperation;
  resource: string | null;
  allResources: boolean;
  tileType: TileType;
  tileMatrixSet: string;
  format: string;
  style: string | null;
  minZoom: number;
  maxZoom: number;
  bounds: { bbox: [number, number, number, number]; crs: string };
  /** The fields that were not given and were filled in (absent on jobs made before defaults existed). */
  defaults?: string[];
};

/** An accepted job: its request, the resources it covers and the tile ranges per zoom of each. */
export interface JobPlan {
  request: StoredRequest;
  resources: string[];
  ranges: { zoom: number; range: TileRange }[];
  totalTiles: number;
}

/** Checks a job request against the workspace and the server, and works out exactly which tiles it covers. */
export class TileJobPlanner {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly config: Config,
    private readonly sets: TileMatrixSetService,
    private readonly settings: OgcSettingsService,
  ) {}

  /**
   * docs/rules.md, "Tile cache job defaults": only the operation, the resource (or all_resources) and the
   * tile matrix set are required. The format defaults to the workspace's first offered format of the tile
   * type, min_zoom to 0, bounds to the set's whole extent, and max_zoom to the deepest level whose job
   * stays within MAPGATE_TILE_JOB_MAX_TILES; `defaults` names what was filled in.
   */
  async plan(workspaceId: string, input: unknown): Promise<JobPlan> {
    const r = parseInput(requestSchema, input);
    const defaults: string[] = [];
    const tileType = r.tileType ?? TileType.MAP;
    const { settings } = await this.settings.tiles(workspaceId);
    const offered = (tileType === TileType.MAP ? settings.mapTiles.formats : settings.vectorTiles.formats) as string[];
    if (!r.format) defaults.push('format');
    if (r.minZoom == null) defaults.push('min_zoom');
    if (r.maxZoom == null) defaults.push('max_zoom');
    if (!r.bounds) defaults.push('bounds');
    const request: StoredRequest = {
      operation: r.operation,
      resource: r.resource ?? null,
      allResources: r.allResources ?? false,
      tileType,
      tileMatrixSet: r.tileMatrixSet,
      format: r.format ?? offered[0] ?? '',
      style: r.style ?? null,
      minZoom: r.minZoom ?? 0,
      maxZoom: r.maxZoom ?? 0,
      bounds: r.bounds
        ? { bbox: r.bounds.bbox as StoredRequest['bounds']['bbox'], crs: r.bounds.crs }
        : { bbox: [0, 0, 0, 0], crs: '' },
      defaults,
    };
    const fetches = request.operation !== TileCacheOperation.TRUNCATE;
    // Without an upstream, mapgate draws vector tiles of PostGIS layers itself (src/domains/vector-tiles).
    if (fetches && !this.config.MAPGATE_TILE_UPSTREAM && request.format !== 'application/vnd.mapbox-vector-tile') {
      throw new UnprocessableError(
        'no tile upstream is configured (MAPGATE_TILE_UPSTREAM), so map tiles cannot be fetched (vector tiles of PostGIS layers are drawn by mapgate)',
      );
    }
    await this.checkSettings(workspaceId, request, fetches);
    const tms = await this.sets.definition(request.tileMatrixSet);
    if (!tms) throw new UnprocessableError(`unknown tile matrix set "${request.tileMatrixSet}"`);
    const deepest = tms.tileMatrices.length - 1;
    if (r.maxZoom == null) request.maxZoom = deepest;
    if (request.maxZoom > deepest) {
      throw new UnprocessableError(
        `maxZoom ${request.maxZoom} is beyond the deepest level of tile matrix set "${tms.id}" (${deepest})`,
        { fields: ['maxZoom'] },
      );
    }
    if (request.minZoom > request.maxZoom) {
      throw new UnprocessableError(`minZoom ${request.minZoom} is above maxZoom ${request.maxZoom}`, {
        fields: ['minZoom', 'maxZoom'],
      });
    }
    const box = r.bounds
      ? boundsInSet(
          request.bounds.bbox,
          request.bounds.crs as (typeof BOUNDS_CRS)[number],
          tms,
          request.minZoom,
          request.maxZoom,
        )
      : setExtent(tms, request.minZoom, request.maxZoom);
    if (!r.bounds) request.bounds = { bbox: box, crs: tms.crs ?? tms.id };
    const resources = await this.resources(workspaceId, request);
    const max = this.config.MAPGATE_TILE_JOB_MAX_TILES;
    const ranges: JobPlan['ranges'] = [];
    let perResource = 0;
    for (let z = request.minZoom; z <= request.maxZoom; z++) {
      const range = tileRange(tms, z, box);
      if (!range) continue;
      // A defaulted max_zoom stops at the deepest level that keeps the job within the limit.
      if (r.maxZoom == null && ranges.length && (perResource + rangeTiles(range)) * resources.length > max) {
        request.maxZoom = z - 1;
        break;
      }
      ranges.push({ zoom: z, range });
      perResource += rangeTiles(range);
    }
    if (perResource === 0) throw new UnprocessableError(`bounds.bbox lies outside tile matrix set "${tms.id}"`);
    const totalTiles = perResource * resources.length;
    if (totalTiles > max) {
      throw new UnprocessableError(
        `the job covers ${totalTiles} tiles, more than the limit of ${max} (MAPGATE_TILE_JOB_MAX_TILES)`,
      );
    }
    if (
      request.style &&
      !(await this.prisma.style.findFirst({ where: { workspaceId, name: request.style }, select: { id: true } }))
    ) {
      throw new UnprocessableError(`no style "${request.style}" in this workspace`);
    }
    return { request, resources, ranges, totalTiles };
  }

  /** The workspace's OGC API Tiles settings decide which sets, tile types and formats it offers. */
  private async checkSettings(workspaceId: string, request: StoredRequest, fetches: boolean): Promise<void> {
    const { settings } = await this.settings.tiles(workspaceId);
    if (fetches && !settings.cacheEnabled) {
      throw new UnprocessableError(
        "the tile cache is disabled in this workspace's OGC API Tiles settings (settings.cache_enabled)",
      );
    }
    if (
      !settings.tileMatrixSets.includes(request.tileMatrixSet) &&
      (await this.sets.definition(request.tileMatrixSet))
    ) {
      throw new UnprocessableError(
        `tile matrix set "${request.tileMatrixSet}" is not enabled in this workspace's OGC API Tiles settings (settings.tile_matrix_sets)`,
      );
    }
    const kind =
      request.tileType === TileType.MAP
        ? {
            on: settings.mapTiles.enabled,
            formats: settings.mapTiles.formats as string[],
            name: 'map tiles',
            key: 'map_tiles',
          }
        : {
            on: settings.vectorTiles.enabled,
            formats: settings.vectorTiles.formats,
            name: 'vector tiles',
            key: 'vector_tiles',
          };
    if (!kind.on)
      throw new UnprocessableError(
        `${kind.name} are disabled in this workspace's OGC API Tiles settings (settings.${kind.key}.enabled)`,
      );
    if (!kind.formats.includes(request.format)) {
      throw new UnprocessableError(
        `format ${request.format} is not offered for ${kind.name} by this workspace (settings.${kind.key}.formats: ${kind.formats.join(', ')})`,
      );
    }
  }

  /** The named layer or layer group, or every one of the workspace (sorted, names of both kinds once). */
  private async resources(workspaceId: string, request: StoredRequest): Promise<string[]> {
    const [layers, groups] = await Promise.all([
      this.prisma.layer.findMany({
        where: { workspaceId, ...(request.resource ? { name: request.resource } : {}) },
        select: { name: true },
      }),
      this.prisma.layerGroup.findMany({
        where: { workspaceId, ...(request.resource ? { publicId: request.resource } : {}) },
        select: { publicId: true },
      }),
    ]);
    const names = [...new Set([...layers.map((l) => l.name), ...groups.map((g) => g.publicId)])].sort();
    if (request.resource && !names.length)
      throw new UnprocessableError(`no layer or layer group "${request.resource}" in this workspace`);
    if (!names.length) throw new UnprocessableError('this workspace has no layers or layer groups to cache');
    return names;
  }
}
