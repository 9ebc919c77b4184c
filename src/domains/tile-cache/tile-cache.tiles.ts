import { TileCacheOperation } from './tile-cache-job.types';
import type { QuotaTracker } from './tile-cache.quota';
import { fetchTile, type FetchOutcome, type UpstreamOptions } from './tile-upstream';
import { deleteTile, tilePath, tileStat, writeTile, type TileAddress } from './tile-store';

/** Everything one tile of a chunk needs, fixed for the chunk. */
export interface TileJobContext {
  operation: TileCacheOperation;
  root: string;
  workspaceId: string;
  resource: string;
  tileMatrixSet: string;
  ext: string;
  style: string;
  /** Present for seed and reseed through MAPGATE_TILE_UPSTREAM. */
  upstream?: UpstreamOptions;
  /** Present for seed and reseed of vector tiles drawn by mapgate (no upstream): draws tile (z, col, row). */
  render?: (z: number, x: number, y: number) => Promise<FetchOutcome>;
  quota: { tracker: QuotaTracker; bytes: number };
  /** When what the resource's tiles show last changed (ms): a seed fetches a tile stored before again. */
  since: number;
  signal: AbortSignal;
}

export type TileResult =
  | { kind: 'succeeded' | 'skipped'; bytesWritten: number; bytesDeleted: number }
  | { kind: 'failed'; error: string; transient: boolean }
  | { kind: 'quota'; error: string };

/** The persistent cache could not be written or read: the job cannot go on, unlike a failed tile. */
export class TileStoreError extends Error {}

const store = async <T>(what: () => Promise<T>): Promise<T> => {
  try {
    return await what();
  } catch (err) {
    throw new TileStoreError(`the tile cache cannot be written: ${(err as Error).message}`);
  }
};

/**
 * Seeds, reseeds or truncates one tile. seed skips a tile already cached (since the resource last
 * changed); reseed fetches and overwrites it; truncate deletes it (skipped when absent). A write that
 * would pass the quota is not made.
 */
export async function processTile(ctx: TileJobContext, z: number, x: number, y: number): Promise<TileResult> {
  const address: TileAddress = {
    workspaceId: ctx.workspaceId,
    resource: ctx.resource,
    tileMatrixSet: ctx.tileMatrixSet,
    z,
    x,
    y,
    ext: ctx.ext,
  };
  const file = tilePath(ctx.root, address);
  if (ctx.operation === TileCacheOperation.TRUNCATE) {
    const size = await store(() => deleteTile(file));
    if (size === null) return { kind: 'skipped', bytesWritten: 0, bytesDeleted: 0 };
    ctx.quota.tracker.release(ctx.workspaceId, size);
    return { kind: 'succeeded', bytesWritten: 0, bytesDeleted: size };
  }
  const stored = await store(() => tileStat(file));
  if (ctx.operation === TileCacheOperation.SEED && stored && stored.mtimeMs >= ctx.since)
    return { kind: 'skipped', bytesWritten: 0, bytesDeleted: 0 };
  const existing = stored?.size ?? null;
  const outcome = ctx.render
    ? await ctx.render(z, x, y)
    : await fetchTile(
        ctx.upstream!,
        {
          workspace: ctx.workspaceId,
          resource: ctx.resource,
          tms: ctx.tileMatrixSet,
          z,
          x,
          y,
          format: ctx.ext,
          style: ctx.style,
        },
        ctx.signal,
      );
  const where = `${ctx.resource} z${z}/${x}/${y}`;
  if (!outcome.ok) return { kind: 'failed', error: `${where}: ${outcome.error}`, transient: outcome.transient };
  const delta = outcome.body.byteLength - (existing ?? 0);
  if (!ctx.quota.tracker.tryReserve(ctx.workspaceId, delta, ctx.quota.bytes)) {
    return {
      kind: 'quota',
      error:
        `the workspace's persistent tile cache quota of ${ctx.quota.bytes} bytes would be exceeded ` +
        `(${ctx.quota.tracker.bytes(ctx.workspaceId)} bytes in use, ${where} has ${outcome.body.byteLength}); nothing more was written`,
    };
  }
  try {
    await store(() => writeTile(file, outcome.body));
  } catch (err) {
    ctx.quota.tracker.release(ctx.workspaceId, delta);
    throw err;
  }
  return { kind: 'succeeded', bytesWritten: outcome.body.byteLength, bytesDeleted: 0 };
}
