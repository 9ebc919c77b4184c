import type { TileRange } from '../tile-matrix-sets';

/** One chunk to insert: a rectangle of tiles of one resource at one zoom (see TileCacheJobChunk). */
export interface ChunkPlan extends TileRange {
  resource: string;
  zoom: number;
}

export const rangeTiles = (r: TileRange): number => (r.maxCol - r.minCol + 1) * (r.maxRow - r.minRow + 1);

/**
 * Cuts a range into rectangles of at most `chunkTiles` tiles, as square as the range allows (neighbouring
 * tiles share upstream work such as metatiles), in row-major order. Pure.
 */
export function splitRange(range: TileRange, chunkTiles: number): TileRange[] {
  const width = range.maxCol - range.minCol + 1;
  const height = range.maxRow - range.minRow + 1;
  // A square side, unless the range is thinner: then rows as long as the chunk size allows.
  const side = Math.max(1, Math.floor(Math.sqrt(chunkTiles)));
  const cw = Math.min(width, Math.max(1, Math.floor(chunkTiles / Math.min(height, side))));
  const ch = Math.max(1, Math.min(height, Math.floor(chunkTiles / cw)));
  const out: TileRange[] = [];
  for (let row = range.minRow; row <= range.maxRow; row += ch) {
    for (let col = range.minCol; col <= range.maxCol; col += cw) {
      out.push({
        minCol: col,
        maxCol: Math.min(col + cw - 1, range.maxCol),
        minRow: row,
        maxRow: Math.min(row + ch - 1, range.maxRow),
      });
    }
  }
  return out;
}

/**
 * A job of at most this many chunks is written cut up; a larger one is written as one rectangle per
 * resource and zoom, which the workers cut as they claim (TileJobQueue.claim), so that creating a job
 * costs the same whatever its size.
 */
export const PRECUT_CHUNKS = 64;

/**
 * The rows a new job starts with, in claim order (`seq` numbers the (resource, zoom) ranges): every
 * chunk when the job has at most PRECUT_CHUNKS of them, else each range whole. Pure.
 */
export function jobChunks(
  resources: readonly string[],
  ranges: readonly { zoom: number; range: TileRange }[],
  chunkTiles: number,
): (ChunkPlan & { seq: number })[] {
  // ceil(tiles / chunkTiles) is at most splitRange's count: only a job that may be small is cut to count.
  const least = ranges.reduce((n, { range }) => n + Math.ceil(rangeTiles(range) / chunkTiles), 0);
  const parts =
    least * resources.length <= PRECUT_CHUNKS ? ranges.map(({ range }) => splitRange(range, chunkTiles)) : [];
  const cut = parts.reduce((n, p) => n + p.length, 0) * resources.length <= PRECUT_CHUNKS && parts.length > 0;
  return resources.flatMap((resource, r) =>
    ranges.flatMap(({ zoom, range }, i) =>
      (cut ? parts[i] : [range]).map((part) => ({
        resource,
        zoom,
        seq: r * ranges.length + i,
        ...part,
      })),
    ),
  );
}

/** The tile at position `i` of a chunk, row by row: the order its checkpoint counts in. */
export function tileAt(r: TileRange, i: number): { x: number; y: number } {
  const width = r.maxCol - r.minCol + 1;
  return { x: r.minCol + (i % width), y: r.minRow + Math.floor(i / width) };
}
