import type { Found, Reader } from './reader';

/*
 * Formats told apart by their fixed headers. Each check returns undefined when the header is not
 * its format, so the next one can look.
 */

/** Apache Parquet: "PAR1" at both ends, the footer's length just before the trailing magic. */
export async function parquet(header: Buffer, r: Reader): Promise<Found | undefined> {
  if (header.subarray(0, 4).toString('latin1') !== 'PAR1') return undefined;
  const tail = r.size >= 12 ? await r.read(r.size - 8, 8) : Buffer.alloc(0);
  if (tail.length < 8 || tail.subarray(4).toString('latin1') !== 'PAR1') {
    return { format: 'parquet', problem: 'Parquet header without the closing "PAR1" footer (truncated file?)' };
  }
  const footer = tail.readUInt32LE(0);
  if (footer === 0 || footer > r.size - 12)
    return { format: 'parquet', problem: `Parquet footer length ${footer} does not fit the file` };
  return { format: 'parquet', facts: { footer_bytes: footer } };
}

const SQLITE_MAGIC = 'SQLite format 3\0';
/** GeoPackage application ids: "GPKG" (1.2+), "GP10" and "GP11" (1.0, 1.1). */
const GPKG_IDS = new Set(['GPKG', 'GP10', 'GP11']);

/** SQLite database; a GeoPackage when its header's application_id (bytes 68-71) says so. */
export function sqlite(header: Buffer): Found | undefined {
  if (header.length < 100 || header.subarray(0, 16).toString('latin1') !== SQLITE_MAGIC) return undefined;
  const appId = header.subarray(68, 72).toString('latin1');
  if (!GPKG_IDS.has(appId)) return { format: 'sqlite', facts: { application_id: header.readUInt32BE(68) } };
  const version = header.readInt32BE(60); // user_version, e.g. 10200 for GeoPackage 1.2.0
  const facts: Record<string, unknown> = { application_id: appId };
  if (version > 0)
    facts.geopackage_version = `${Math.floor(version / 10000)}.${Math.floor(version / 100) % 100}.${version % 100}`;
  return { format: 'geopackage', facts };
}

/** DuckDB database file: "DUCK" at offset 8, then the storage format version. */
export function duckdb(header: Buffer): Found | undefined {
  if (header.length < 20 || header.subarray(8, 12).toString('latin1') !== 'DUCK') return undefined;
  return { format: 'duckdb', facts: { storage_version: Number(header.readBigUInt64LE(12)) } };
}

const SHAPE_TYPES: Record<number, string> = {
  0: 'Null',
  1: 'Point',
  3: 'PolyLine',
  5: 'Polygon',
  8: 'MultiPoint',
  11: 'PointZ',
  13: 'PolyLineZ',
  15: 'PolygonZ',
  18: 'MultiPointZ',
  21: 'PointM',
  23: 'PolyLineM',
  25: 'PolygonM',
  28: 'MultiPointM',
  31: 'MultiPatch',
};

/** ESRI Shapefile main file (.shp): file code 9994 (big-endian), version 1000 and the shape type (little-endian). */
export function shapefile(header: Buffer, r: Reader): Found | undefined {
  if (header.length < 4 || header.readInt32BE(0) !== 9994) return undefined;
  if (header.length < 100) return { format: 'shapefile', problem: 'Shapefile header is shorter than 100 bytes' };
  const version = header.readInt32LE(28);
  const shapeType = SHAPE_TYPES[header.readInt32LE(32)];
  if (version !== 1000 || !shapeType)
    return { format: 'shapefile', problem: `unsupported Shapefile header (version ${version})` };
  const declared = header.readInt32BE(24) * 2; // the header counts 16-bit words
  const facts: Record<string, unknown> = {
    shape_type: shapeType,
    bbox: [0, 1, 2, 3].map((i) => header.readDoubleLE(36 + i * 8)),
  };
  if (declared !== r.size)
    return {
      format: 'shapefile',
      facts,
      problem: `Shapefile header declares ${declared} bytes, the file has ${r.size}`,
    };
  return { format: 'shapefile', facts };
}
