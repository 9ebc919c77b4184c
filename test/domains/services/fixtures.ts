import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Real files of each format, written byte by byte: the smallest files that are valid by their
 * specifications (or, for SQLite-based and DuckDB files, valid headers, which is what is checked).
 */

/** A temp tree with an allowed root and a sibling directory outside it. */
export function tempRoots(): { base: string; allowed: string; outside: string } {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-services-')));
  const allowed = path.join(base, 'allowed');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(allowed);
  fs.mkdirSync(outside);
  return { base, allowed, outside };
}

const bytes = (...parts: (Buffer | number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/**
 * An empty Parquet file: "PAR1", a Thrift-compact FileMetaData {version 1, schema [root "schema" with
 * 0 children], num_rows 0, row_groups []}, its length (LE) and "PAR1".
 */
export function parquet(): Buffer {
  const meta = bytes(
    [0x15, 0x02], // 1: version i32 = 1 (zigzag)
    [0x19, 0x1c], // 2: schema list<struct>, 1 element
    [0x48, 0x06],
    'schema',
    [0x15, 0x00, 0x00], // SchemaElement {4: name, 5: num_children 0}
    [0x16, 0x00], // 3: num_rows i64 = 0
    [0x19, 0x0c], // 4: row_groups list<struct>, empty
    [0x00],
  );
  const len = Buffer.alloc(4);
  len.writeUInt32LE(meta.length);
  return bytes('PAR1', meta, len, 'PAR1');
}

export function geojson(): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { name: 'a' }, geometry: { type: 'Point', coordinates: [7.1, 50.7] } }],
    }),
  );
}

/** A FeatureCollection of `n` features whose "type" member comes last, after megabytes of features. */
export function geojsonTypeLast(n: number): Buffer {
  const feature = JSON.stringify({
    type: 'Feature',
    properties: { name: 'x'.repeat(40) },
    geometry: { type: 'Point', coordinates: [1, 2] },
  });
  return Buffer.from(`{"features":[${Array(n).fill(feature).join(',')}],"type":"FeatureCollection"}`);
}

/** The 100-byte main-file header of a Shapefile with no records (polygons). */
export function shapefile(): Buffer {
  const h = Buffer.alloc(100);
  h.writeInt32BE(9994, 0);
  h.writeInt32BE(50, 24); // file length in 16-bit words: the header alone
  h.writeInt32LE(1000, 28);
  h.writeInt32LE(5, 32); // Polygon
  [5.9, 47.3, 15.0, 55.1].forEach((v, i) => h.writeDoubleLE(v, 36 + i * 8));
  return h;
}

/** A 1x1 little-endian TIFF; with `geo`, its IFD has a GeoKeyDirectory saying EPSG:4326. */
export function tiff(geo: boolean): Buffer {
  const entries: [number, number, number, number][] = [
    [256, 3, 1, 1],
    [257, 3, 1, 1],
  ];
  const keysAt = 8 + 2 + (geo ? 3 : 2) * 12 + 4;
  if (geo) entries.push([34735, 3, 8, keysAt]);
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], i) => {
    ifd.writeUInt16LE(tag, 2 + i * 12);
    ifd.writeUInt16LE(type, 4 + i * 12);
    ifd.writeUInt32LE(count, 6 + i * 12);
    if (type === 3 && count === 1) ifd.writeUInt16LE(value, 10 + i * 12);
    else ifd.writeUInt32LE(value, 10 + i * 12);
  });
  const keys = Buffer.alloc(geo ? 16 : 0);
  if (geo) [1, 1, 0, 1, 2048, 0, 1, 4326].forEach((v, i) => keys.writeUInt16LE(v, i * 2)); // GeographicTypeGeoKey = 4326
  const header = Buffer.from([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  return Buffer.concat([header, ifd, keys, Buffer.alloc(1)]);
}

/** A BigTIFF (big-endian) with a GeoKeyDirectory saying EPSG:3857 (ProjectedCSTypeGeoKey). */
export function bigTiff(): Buffer {
  const keysAt = 16 + 8 + 20 + 8;
  const h = Buffer.alloc(keysAt + 16);
  h.write('MM', 0, 'latin1');
  h.writeUInt16BE(43, 2);
  h.writeUInt16BE(8, 4);
  h.writeBigUInt64BE(16n, 8);
  h.writeBigUInt64BE(1n, 16); // one entry
  h.writeUInt16BE(34735, 24);
  h.writeUInt16BE(3, 26);
  h.writeBigUInt64BE(8n, 28);
  h.writeBigUInt64BE(BigInt(keysAt), 36);
  [1, 1, 0, 1, 3072, 0, 1, 3857].forEach((v, i) => h.writeUInt16BE(v, keysAt + i * 2));
  return h;
}

/** The 100-byte SQLite header; application_id (bytes 68-71) "GPKG" and user_version 10200 make it a GeoPackage 1.2. */
export function sqliteHeader(gpkg: boolean): Buffer {
  const h = Buffer.alloc(100);
  h.write('SQLite format 3\0', 0, 'latin1');
  h.writeUInt16BE(4096, 16);
  h[18] = 1;
  h[19] = 1;
  h[21] = 64;
  h[22] = 32;
  h[23] = 32;
  h.writeUInt32BE(4, 44); // schema format
  h.writeUInt32BE(1, 56); // UTF-8
  if (gpkg) {
    h.writeInt32BE(10200, 60);
    h.write('GPKG', 68, 'latin1');
  }
  return h;
}

/** A DuckDB main header: checksum, "DUCK" at offset 8, storage version 64. */
export function duckdb(): Buffer {
  const h = Buffer.alloc(4096);
  h.write('DUCK', 8, 'latin1');
  h.writeBigUInt64LE(64n, 12);
  return h;
}

export function write(dir: string, name: string, content: Buffer | string): string {
  const p = path.join(dir, name);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, content);
  return p;
}
