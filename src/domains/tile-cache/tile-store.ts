import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../base/config';

/*
 * The persistent tile cache on the filesystem. Layout (catalog integrity reads it too; keep it exactly):
 *
 *   <config.dataDir>/tiles/<workspace_id>/<resource>/<tile_matrix_set>/<z>/<x>/<y>.<ext>
 *
 * `resource` is a layer name or a layer group public_id, `x` the tile column and `y` the tile row of the
 * set's tile matrix `z`. `ext` comes from the format: image/png -> png, image/jpeg -> jpg,
 * image/webp -> webp, application/vnd.mapbox-vector-tile -> mvt. A tile is written to a temporary file
 * beside it (`.<y>.<ext>.<pid>-<random>.tmp`, dot-prefixed so listings of tiles skip it) and renamed
 * into place, so a killed process leaves either the whole tile or none. Without an fsync a power cut
 * may still lose recent tiles, which a seed simply fetches again; a crashed process cannot.
 */

/** The file extension of each tile format of docs/rules.md §6 OGCTilesSettings. */
export const TILE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/vnd.mapbox-vector-tile': 'mvt',
};

/** Root of the persistent tile cache: `<config.dataDir>/tiles`. */
export const tileRoot = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'tiles');

/** Where one tile of a workspace's resource lives. */
export interface TileAddress {
  workspaceId: string;
  resource: string;
  tileMatrixSet: string;
  z: number;
  x: number;
  y: number;
  ext: string;
}

export const tilePath = (root: string, t: TileAddress): string =>
  path.join(root, t.workspaceId, t.resource, t.tileMatrixSet, String(t.z), String(t.x), `${t.y}.${t.ext}`);

/** True for the temporary files of writes in progress (or of a process killed while writing). */
export const isTempFile = (name: string): boolean => name.startsWith('.') && name.endsWith('.tmp');

/** Size of a stored tile, or null when there is none. */
/** A stored tile's size and modification time (ms), or null when there is none. */
export async function tileStat(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const st = await fs.stat(file);
    return st.isFile() ? { size: st.size, mtimeMs: st.mtimeMs } : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** A stored tile's size, or null when there is none. */
export async function tileSize(file: string): Promise<number | null> {
  return (await tileStat(file))?.size ?? null;
}

/** Writes a tile atomically (temporary file + rename), creating its directories. */
export async function writeTile(file: string, data: Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

/** Deletes a tile; returns its size, or null when there was none. */
export async function deleteTile(file: string): Promise<number | null> {
  const size = await tileSize(file);
  if (size === null) return null;
  try {
    await fs.unlink(file);
  } catch (err) {
    // Deleted meanwhile by another truncate: it is gone all the same, but not by us.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return size;
}

/** Bytes of every tile under a directory (temporary files left out); 0 when it does not exist. */
export async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop()!;
    let entries;
    try {
      entries = await fs.readdir(current, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    for (const e of entries) {
      const full = path.join(current, e.name);
      if (e.isDirectory()) pending.push(full);
      else if (e.isFile() && !isTempFile(e.name)) total += (await tileSize(full)) ?? 0;
    }
  }
  return total;
}
