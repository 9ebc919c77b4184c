import type { Found, Reader } from './reader';

const GEO_KEY_DIRECTORY = 34735;
const IMAGE_WIDTH = 256;
const IMAGE_LENGTH = 257;
/** GeoKeys naming the CRS: ProjectedCSTypeGeoKey, then GeographicTypeGeoKey; 32767 means user-defined. */
const CRS_KEYS = [3072, 2048];
const USER_DEFINED = 32767;
/** More entries than any real first IFD has: a guard against reading a huge bogus directory. */
const MAX_ENTRIES = 4096;

interface Entry {
  type: number;
  count: number;
  field: Buffer;
}

/**
 * TIFF (classic "II*\0" / "MM\0*" and BigTIFF "II+\0" / "MM\0+"): a GeoTIFF when its first image
 * directory has the GeoKeyDirectory tag (34735). Reads the header, that directory and the key
 * directory only, so a raster of any size costs a few small reads. geotiff.js could do this too, but
 * pulls in eight dependencies (decoders, a worker shim) for a single tag.
 */
export async function tiff(header: Buffer, r: Reader): Promise<Found | undefined> {
  const order = header.subarray(0, 2).toString('latin1');
  if (header.length < 8 || (order !== 'II' && order !== 'MM')) return undefined;
  const le = order === 'II';
  const u16 = (b: Buffer, o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (b: Buffer, o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const u64 = (b: Buffer, o: number) => Number(le ? b.readBigUInt64LE(o) : b.readBigUInt64BE(o));
  const magic = u16(header, 2);
  if (magic !== 42 && magic !== 43) return undefined;
  const big = magic === 43;
  if (big && header.length < 16) return { format: 'tiff', problem: 'BigTIFF header is truncated' };
  const ifd = big ? u64(header, 8) : u32(header, 4);
  const countBytes = big ? 8 : 2;
  const entrySize = big ? 20 : 12;
  const cb = await r.read(ifd, countBytes);
  if (cb.length < countBytes)
    return { format: 'tiff', problem: 'TIFF image directory lies beyond the end of the file' };
  const n = big ? u64(cb, 0) : u16(cb, 0);
  if (n === 0 || n > MAX_ENTRIES)
    return { format: 'tiff', problem: `TIFF image directory has an implausible ${n} entries` };
  const raw = await r.read(ifd + countBytes, n * entrySize);
  if (raw.length < n * entrySize) return { format: 'tiff', problem: 'TIFF image directory is truncated' };

  const tags = new Map<number, Entry>();
  for (let i = 0; i < n; i++) {
    const at = i * entrySize;
    const field = raw.subarray(at + (big ? 12 : 8), at + entrySize);
    tags.set(u16(raw, at), { type: u16(raw, at + 2), count: big ? u64(raw, at + 4) : u32(raw, at + 4), field });
  }
  const scalar = (e?: Entry) => {
    if (!e) return undefined;
    if (e.type === 3) return u16(e.field, 0);
    if (e.type === 4) return u32(e.field, 0);
    return e.type === 16 ? u64(e.field, 0) : undefined;
  };
  const facts: Record<string, unknown> = {
    width: scalar(tags.get(IMAGE_WIDTH)),
    height: scalar(tags.get(IMAGE_LENGTH)),
    big_tiff: big,
  };

  const geo = tags.get(GEO_KEY_DIRECTORY);
  if (!geo) return { format: 'tiff', facts, problem: 'TIFF without GeoTIFF keys (no GeoKeyDirectory tag 34735)' };
  const bytes = Math.min(geo.count, MAX_ENTRIES * 4) * 2;
  const keys =
    bytes <= geo.field.length
      ? geo.field.subarray(0, bytes)
      : await r.read(big ? u64(geo.field, 0) : u32(geo.field, 0), bytes);
  if (geo.type !== 3 || keys.length < 8)
    return { format: 'geotiff', facts, problem: 'GeoKeyDirectory tag is malformed' };
  const numberOfKeys = u16(keys, 6);
  facts.geo_keys = numberOfKeys;
  const found = new Map<number, number>();
  for (let k = 0; k < numberOfKeys && 8 + k * 8 + 8 <= keys.length; k++) {
    const at = 8 + k * 8;
    if (u16(keys, at + 2) === 0) found.set(u16(keys, at), u16(keys, at + 6)); // location 0: the value is inline
  }
  const epsg = CRS_KEYS.map((k) => found.get(k)).find((v) => v !== undefined && v !== USER_DEFINED);
  if (epsg !== undefined) facts.epsg = epsg;
  return { format: 'geotiff', facts };
}
