import { hash } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import type { TileTraffic } from '../domains/cache';
import { type QuotaTracker, tilePath, writeTile } from '../domains/tile-cache';

/*
 * The tile cache in front of the renderer (docs/data-plane.md, "The cache in front"). With the
 * workspace's cache_enabled, a drawn tile is written to the same tile store that seed jobs fill
 * (<data>/tiles/<workspace>/<resource>/<set>/<z>/<col>/<row>.mvt) and read from it next time; truncate
 * jobs delete from it, so the next request draws again. Concurrent requests of this instance for one
 * missing tile share one drawing. An empty tile is stored as an empty file and served as 204. Map tiles
 * (PNG, JPEG, WebP) fetched from MAPGATE_TILE_UPSTREAM go through the same store.
 *
 * ETags are strong: for a stored tile, its file's inode, modification time and size (as nginx makes
 * them); for a tile drawn and not stored, a hash of its bytes.
 *
 * The tiles served most recently are also kept in memory (MAPGATE_TILES_MEMORY_CACHE_BYTES), each under
 * its file's tag. A copy is served only after one stat of its file gives the same tag: the store writes
 * every tile by rename (a new inode), so a truncate or a seed on any instance sharing the store takes
 * effect at the next request, as without the copy. A hit costs one stat instead of open, stat, read
 * and close.
 */

export interface TileAnswer {
  body: Buffer;
  etag: string;
  hit: boolean;
}

/** A stored tile: its bytes, its file's tag and modification time (ms). */
interface Stored {
  body: Buffer;
  etag: string;
  mtimeMs: number;
}

export interface TileKey {
  workspaceId: string;
  resource: string;
  tileMatrixSet: string;
  z: number;
  row: number;
  col: number;
  /** The store's file extension: mvt, png, jpg, webp. */
  ext: string;
}

const statTag = (st: { ino: number; mtimeMs: number; size: number }) =>
  `"${st.ino.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}-${st.size.toString(36)}"`;
const hashTag = (body: Buffer) => `"${hash('sha256', body, 'base64url').slice(0, 22)}"`;

/**
 * The tag of a stored tile's file, or null when there is none. A synchronous stat, on purpose: the store
 * is a local directory whose metadata the kernel keeps cached, where one stat costs a few microseconds
 * in the thread; the asynchronous one costs about 25 µs of CPU on its hand-off to libuv's thread pool and
 * back (measured on the bench machine), a tenth of a cached tile's whole cost. nginx stats its files the
 * same way. A store on a network file system would block the event loop here (docs/data-plane.md).
 */
function tagOf(file: string): Promise<string | null> {
  try {
    const st = statSync(file, { throwIfNoEntry: false });
    return Promise.resolve(st ? statTag(st) : null);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return Promise.resolve(null);
    return Promise.reject(err);
  }
}

/** A stored tile with its tag, or null when there is none. */
async function readStored(file: string): Promise<Stored | null> {
  let fh: fs.FileHandle;
  try {
    fh = await fs.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const st = await fh.stat();
    const body = st.size ? await fh.readFile() : Buffer.alloc(0);
    return { body, etag: statTag(st), mtimeMs: st.mtimeMs };
  } finally {
    await fh.close();
  }
}

export class TileFront {
  private readonly inflight = new Map<string, Promise<TileAnswer>>();
  /** Recently served stored tiles by file, each with its file's tag when it was read. */
  private readonly memory?: LRUCache<string, Stored>;

  constructor(
    private readonly root: string,
    private readonly quota: QuotaTracker,
    private readonly traffic: TileTraffic,
    /** Bytes of stored tiles kept in memory (0: none). */
    memoryBytes = 0,
  ) {
    if (memoryBytes > 0)
      this.memory = new LRUCache({
        maxSize: memoryBytes,
        // Empty tiles (served 204) count as a little, so that they cannot crowd out the rest unbounded.
        sizeCalculation: (v) => Math.max(64, v.body.length),
      });
  }

  /** The stored tile: the memory's copy when its file still has the copy's tag, else read from the file. */
  private async stored(file: string): Promise<Stored | null> {
    const memory = this.memory;
    if (!memory) return readStored(file);
    const copy = memory.get(file);
    if (copy) {
      const tag = await tagOf(file);
      if (tag === copy.etag) return copy;
      if (tag === null) {
        memory.delete(file);
        return null;
      }
    }
    const read = await readStored(file);
    if (read) memory.set(file, read);
    else memory.delete(file);
    return read;
  }

  /**
   * The tile, from the store when `cache` and it is there (written at `since` ms or later), else drawn by
   * `render` (once for all concurrent callers) and stored when `cache`. `quotaBytes`: the workspace's
   * store quota (0 = none).
   */
  async tile(
    key: TileKey,
    cache: boolean,
    quotaBytes: number,
    render: () => Promise<Buffer>,
    since = 0,
  ): Promise<TileAnswer> {
    const file = tilePath(this.root, {
      workspaceId: key.workspaceId,
      resource: key.resource,
      tileMatrixSet: key.tileMatrixSet,
      z: key.z,
      x: key.col,
      y: key.row,
      ext: key.ext,
    });
    if (cache) {
      const stored = await this.stored(file);
      // A tile stored before the resource last changed shows what it was then: it is drawn again.
      if (stored && stored.mtimeMs >= since) {
        this.traffic.hit(key.workspaceId, stored.body.length);
        return { body: stored.body, etag: stored.etag, hit: true };
      }
    }
    const flight = `${cache ? 'c' : 'n'}:${file}`;
    let pending = this.inflight.get(flight);
    if (!pending) {
      pending = this.draw(file, key, cache, quotaBytes, render).finally(() => this.inflight.delete(flight));
      this.inflight.set(flight, pending);
    }
    const answer = await pending;
    this.traffic.miss(key.workspaceId, answer.body.length);
    return answer;
  }

  private async draw(
    file: string,
    key: TileKey,
    cache: boolean,
    quotaBytes: number,
    render: () => Promise<Buffer>,
  ): Promise<TileAnswer> {
    const body = await render();
    this.traffic.rendered(key.workspaceId);
    if (!cache) return { body, etag: hashTag(body), hit: false };
    if (quotaBytes > 0) await this.quota.refresh(key.workspaceId);
    if (!this.quota.tryReserve(key.workspaceId, body.length, quotaBytes)) {
      // Over the workspace's quota: served, not stored.
      return { body, etag: hashTag(body), hit: false };
    }
    try {
      await writeTile(file, body);
      const st = await fs.stat(file);
      return { body, etag: statTag(st), hit: false };
    } catch {
      this.quota.release(key.workspaceId, body.length);
      return { body, etag: hashTag(body), hit: false };
    }
  }
}
