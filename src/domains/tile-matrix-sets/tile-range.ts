import type { TileMatrix, TileMatrixSetDefinition } from './tile-matrix-set.definition';

/** [minx, miny, maxx, maxy] in the set's CRS, x (easting or longitude) first whatever the CRS axis order. */
export type BBox = [number, number, number, number];

/** Inclusive column and row bounds of the tiles of one tile matrix. */
export interface TileRange {
  minCol: number;
  maxCol: number;
  minRow: number;
  maxRow: number;
}

// Axis names whose first position means the CRS lists northing/latitude first (e.g. EPSG:4326).
const NORTHING_FIRST = /^(lat|latitude|n|north|northing|y)$/i;

/**
 * The tile matrix of a zoom level: zoom z is `tileMatrices[z]`, the z-th matrix from the lowest
 * resolution (for the built-in sets this is also the matrix whose id is "z").
 * Throws a RangeError for a zoom the set does not have.
 */
export function tileMatrixAt(tms: TileMatrixSetDefinition, zoom: number): TileMatrix {
  const n = tms.tileMatrices.length;
  if (!Number.isInteger(zoom) || zoom < 0 || zoom >= n) {
    throw new RangeError(`zoom ${zoom} is not a level of ${tms.id} (0-${n - 1})`);
  }
  return tms.tileMatrices[zoom];
}

/**
 * The tiles of `tms` at `zoom` that a bounding box touches, or null when it lies outside the matrix
 * (or only touches its edge). Tiles are half-open: a box ending exactly on a tile boundary does not
 * reach into the next tile, and a point on a boundary belongs to the tile after it. Boundaries are
 * matched with a tolerance far below a pixel, so the register's rounded cell sizes do not add a row.
 * Pure; no I/O.
 */
export function tileRange(tms: TileMatrixSetDefinition, zoom: number, bbox: BBox): TileRange | null {
  const [minx, miny, maxx, maxy] = bbox;
  if (!bbox.every(Number.isFinite) || minx > maxx || miny > maxy) {
    throw new RangeError('bbox must be [minx, miny, maxx, maxy] of finite numbers with min <= max');
  }
  const m = tileMatrixAt(tms, zoom);
  const [ox, oy] =
    tms.orderedAxes && NORTHING_FIRST.test(tms.orderedAxes[0])
      ? [m.pointOfOrigin[1], m.pointOfOrigin[0]]
      : m.pointOfOrigin;
  const spanX = m.cellSize * m.tileWidth;
  const spanY = m.cellSize * m.tileHeight;
  const cols = span((minx - ox) / spanX, (maxx - ox) / spanX, m.matrixWidth);
  const rows =
    m.cornerOfOrigin === 'bottomLeft'
      ? span((miny - oy) / spanY, (maxy - oy) / spanY, m.matrixHeight)
      : span((oy - maxy) / spanY, (oy - miny) / spanY, m.matrixHeight);
  if (!cols || !rows) return null;
  return { minCol: cols[0], maxCol: cols[1], minRow: rows[0], maxRow: rows[1] };
}

/** Number of tiles of `tms` at `zoom` touched by the bounding box (0 when outside). */
export function tileCount(tms: TileMatrixSetDefinition, zoom: number, bbox: BBox): number {
  const r = tileRange(tms, zoom, bbox);
  return r ? (r.maxCol - r.minCol + 1) * (r.maxRow - r.minRow + 1) : 0;
}

/** Number of tiles over the zoom levels minZoom..maxZoom (inclusive). */
export function tileCountForZooms(tms: TileMatrixSetDefinition, minZoom: number, maxZoom: number, bbox: BBox): number {
  if (minZoom > maxZoom) throw new RangeError(`minZoom ${minZoom} is above maxZoom ${maxZoom}`);
  let total = 0;
  for (let z = minZoom; z <= maxZoom; z++) total += tileCount(tms, z, bbox);
  return total;
}

/**
 * Inclusive tile indexes covering [a, b] (in tile units from the origin), clamped to 0..n-1.
 * The tolerance grows with the magnitude, since at zoom 24 an index is ~1.7e7 and carries the
 * rounding of the register's 15-digit numbers.
 */
function span(a: number, b: number, n: number): [number, number] | null {
  const tol = (x: number) => 1e-9 + Math.abs(x) * 1e-12;
  const lo = Math.floor(a + tol(a));
  const hi = Math.max(lo, Math.ceil(b - tol(b)) - 1);
  if (hi < 0 || lo > n - 1) return null;
  return [Math.max(0, lo), Math.min(n - 1, hi)];
}
