import path from 'node:path';
import { UnprocessableError } from '../../base/errors';
import type { DiscoveredTable } from './postgis-catalog';
import { probeFile } from './file-probe';
import { ServiceType, type FileServiceType } from './service.types';

/** Shapefile shape types as PostGIS names geometry types (a shapefile's lines and polygons may be multi-part). */
const SHAPE_TYPES: Record<string, string> = {
  Point: 'POINT',
  PointZ: 'POINT',
  PointM: 'POINT',
  MultiPoint: 'MULTIPOINT',
  MultiPointZ: 'MULTIPOINT',
  MultiPointM: 'MULTIPOINT',
  PolyLine: 'MULTILINESTRING',
  PolyLineZ: 'MULTILINESTRING',
  PolyLineM: 'MULTILINESTRING',
  Polygon: 'MULTIPOLYGON',
  PolygonZ: 'MULTIPOLYGON',
  PolygonM: 'MULTIPOLYGON',
};

const GEOJSON_GEOMETRIES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

/**
 * The layers a file service's file holds, as far as mapgate reads files (docs/data-plane.md,
 * "Discovery and publishing"): the single-layer formats (GeoJSON, Shapefile, GeoTIFF, GeoParquet)
 * give one entry named after the file, with the geometry type and SRID their headers tell. Listing
 * the tables of a GeoPackage or DuckDB file needs a SQLite or DuckDB reader mapgate does not include:
 * a 422 says so.
 */
export async function fileTables(
  service: { name: string; type: ServiceType },
  realPath: string,
  allowed: string[],
  timeoutMs: number,
  layers: { name: string; table: string | null }[],
): Promise<DiscoveredTable[]> {
  const type = service.type as FileServiceType;
  const probe = await probeFile(type, realPath, allowed, AbortSignal.timeout(timeoutMs));
  if (!probe.ok) throw new UnprocessableError(`service "${service.name}": ${probe.message}`);
  const facts = probe.details ?? {};
  const format = String(facts.format);
  const name = path.basename(realPath, path.extname(realPath));
  const entry = (geometryType: string, srid: number): DiscoveredTable => ({
    name,
    schema: '',
    table: name,
    kind: 'file',
    geometryColumn: '',
    geometryType,
    srid,
    geography: false,
    estimatedRows: null,
    extent: null,
    idColumn: null,
    columns: [],
    // A one-layer file: every layer of the service publishes it, unless it names another table.
    layers: layers.filter((l) => l.table === null || l.table === name).map((l) => l.name),
  });
  switch (format) {
    case 'geojson': {
      const t = String(facts.geojson_type);
      // RFC 7946: GeoJSON is always longitude/latitude on WGS 84.
      return [entry(GEOJSON_GEOMETRIES.has(t) ? t.toUpperCase() : 'GEOMETRY', 4326)];
    }
    case 'shapefile':
      return [entry(SHAPE_TYPES[String(facts.shape_type)] ?? 'GEOMETRY', 0)];
    case 'geotiff':
      return [entry('RASTER', typeof facts.epsg === 'number' ? facts.epsg : 0)];
    case 'parquet':
      return [entry('GEOMETRY', 0)];
    default:
      throw new UnprocessableError(
        `service "${service.name}": listing the layers of a ${format} file is not supported (mapgate includes no reader for it); publish a layer by its table name`,
      );
  }
}
