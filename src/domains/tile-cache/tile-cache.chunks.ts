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

/** The tile at position `i` of a chunk, row by row: the order its checkpoint counts in. */
export function tileAt(r: TileRange, i: number): { x: number; y: number } {
  const width = r.maxCol - r.minCol + 1;
  return { x: r.minCol + (i % width), y: r.minRow + Math.floor(i / width) };
}
