import { JSONParser } from '@streamparser/json';
import type { Found, Reader } from './reader';

const GEOJSON_TYPES = new Set([
  'FeatureCollection',
  'Feature',
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);
const CHUNK = 64 * 1024;
/** How far to look for the top-level "type": usually the first member, but RFC 7946 does not order members. */
const MAX_SCAN = 16 * 1024 * 1024;

/** The first byte of a JSON object, after an optional UTF-8 BOM and whitespace. */
function startsLikeObject(header: Buffer): boolean {
  const text = header
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('{');
}

/**
 * GeoJSON (RFC 7946): a JSON object whose top-level "type" is a GeoJSON type. The file is streamed
 * through an incremental parser that only keeps the top-level "type" value, so a multi-gigabyte
 * FeatureCollection is neither loaded nor held in memory; reading stops as soon as the type is known.
 */
export async function geojson(header: Buffer, r: Reader): Promise<Found | undefined> {
  if (!startsLikeObject(header)) return undefined;
  let type: unknown;
  let invalid: string | undefined;
  const parser = new JSONParser({ paths: ['$.type'], keepStack: false });
  parser.onValue = ({ value }) => {
    type ??= value;
  };
  parser.onError = (err) => {
    invalid ??= err.message;
  };
  let pos = header.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  while (type === undefined && invalid === undefined && pos < r.size && pos < MAX_SCAN && !r.signal.aborted) {
    const chunk = await r.read(pos, CHUNK);
    if (!chunk.length) break;
    pos += chunk.length;
    try {
      parser.write(chunk);
    } catch (err) {
      invalid ??= (err as Error).message;
    }
  }
  if (invalid !== undefined) return { format: 'json', problem: `not valid JSON: ${invalid}` };
  if (type === undefined) {
    const where = pos >= MAX_SCAN ? `in the first ${MAX_SCAN / 1024 / 1024} MiB` : 'at the top level';
    return { format: 'json', problem: `JSON object without a "type" member ${where}` };
  }
  if (typeof type !== 'string' || !GEOJSON_TYPES.has(type)) {
    return { format: 'json', problem: `JSON "type" ${JSON.stringify(type).slice(0, 64)} is not a GeoJSON type` };
  }
  return { format: 'geojson', facts: { geojson_type: type } };
}
