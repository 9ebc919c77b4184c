import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IntegrityIssue } from './integrity.types';
import type { Query } from './integrity.scan';

// The tile cache's layout is the tile-cache domain's (src/domains/tile-cache/tile-store.ts):
// <root>/<workspace_id>/<resource>/<tile_matrix_set>/<z>/<x>/<y>.<ext>, resource = layer name or group public_id.

/** Who may own tiles: workspace ids, and per workspace the names of its layers and layer groups. */
export type TileOwners = Map<string, Set<string>>;

/**
 * The owners of tile directories as the catalog stands, minus rows about to be removed (`doomed`),
 * so a layer that a repair deletes has its tiles reported with it.
 */
export async function tileOwners(query: Query, doomed: Set<string>): Promise<TileOwners> {
  const owners: TileOwners = new Map();
  for (const w of await query<{ id: string }>('SELECT id::text AS id FROM workspaces')) owners.set(w.id, new Set());
  const resources = await query<{ id: string; workspace_id: string; name: string }>(
    `SELECT id::text AS id, workspace_id::text AS workspace_id, name FROM layers
     UNION ALL SELECT id::text, workspace_id::text, public_id FROM layer_groups`,
  );
  for (const r of resources) if (!doomed.has(r.id)) owners.get(r.workspace_id)?.add(r.name);
  return owners;
}

async function subdirectories(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    // Hidden entries are the cache's own work areas (and ours, below); symlinks and files are not cache trees.
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Tile directories whose workspace, or whose layer / layer group in that workspace, does not exist. */
export async function findOrphanTileDirs(root: string, owners: TileOwners): Promise<IntegrityIssue[]> {
  const issues: IntegrityIssue[] = [];
  for (const ws of await subdirectories(root)) {
    const resources = owners.get(ws);
    if (!resources) {
      issues.push({
        store: 'tile_cache',
        kind: 'tile_directory',
        id: ws,
        name: null,
        workspaceId: ws,
        reason: `workspace ${ws} does not exist`,
      });
      continue;
    }
    for (const res of await subdirectories(path.join(root, ws))) {
      if (resources.has(res)) continue;
      issues.push({
        store: 'tile_cache',
        kind: 'tile_directory',
        id: `${ws}/${res}`,
        name: res,
        workspaceId: ws,
        reason: `no layer or layer group "${res}" in workspace ${ws}`,
      });
    }
  }
  return issues;
}

/**
 * Removes the directories (ids relative to `root`). Each is first renamed to a hidden name, so a
 * reader never sees a half-deleted cache tree under its real name; leftovers of an earlier
 * interrupted removal go too. A directory that cannot be removed is returned in `failed` and stays
 * in the report; it never undoes the database repair, which is already committed.
 */
export async function removeTileDirs(
  root: string,
  ids: string[],
): Promise<{ removed: number; failed: { id: string; error: string }[] }> {
  let removed = 0;
  const failed: { id: string; error: string }[] = [];
  const leftovers = (await fs.readdir(root).catch(() => [] as string[])).filter((n) => n.startsWith('.deleting-'));
  for (const name of leftovers) await fs.rm(path.join(root, name), { recursive: true, force: true }).catch(() => {});
  for (const id of ids) {
    const dir = path.resolve(root, id);
    if (!dir.startsWith(path.resolve(root) + path.sep)) continue;
    const staged = path.join(root, `.deleting-${randomUUID()}`);
    try {
      await fs.rename(dir, staged);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') failed.push({ id, error: (err as Error).message });
      continue;
    }
    await fs.rm(staged, { recursive: true, force: true }).catch(() => {});
    removed++;
  }
  return { removed, failed };
}
