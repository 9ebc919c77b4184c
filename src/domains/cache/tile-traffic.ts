import type { Sql } from '../../db/sql';
import type { Logger } from '../../base/logger';

/*
 * Tile traffic of the OGC API per workspace: tiles served from the tile store (hits), drawn (misses),
 * bytes sent, drawings made. Counted in memory and added to the `tile_traffic` table every
 * FLUSH_MS, so the figures are those of every instance together (docs/data-plane.md, "Statistics").
 */

const FLUSH_MS = 2000;

interface Counts {
  hits: number;
  misses: number;
  renders: number;
  bytes: number;
}

export interface WorkspaceTileTraffic {
  workspaceId: string;
  workspaceName: string;
  hits: number;
  misses: number;
  hitRate: number;
  renders: number;
  bytesServed: number;
}

const zero = (): Counts => ({ hits: 0, misses: 0, renders: 0, bytes: 0 });

export class TileTraffic {
  private pending = new Map<string, Counts>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
  ) {}

  private counts(workspaceId: string): Counts {
    let c = this.pending.get(workspaceId);
    if (!c) {
      c = zero();
      this.pending.set(workspaceId, c);
      if (!this.timer) {
        this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
        this.timer.unref();
      }
    }
    return c;
  }

  hit(workspaceId: string, bytes: number): void {
    const c = this.counts(workspaceId);
    c.hits += 1;
    c.bytes += bytes;
  }

  miss(workspaceId: string, bytes: number): void {
    const c = this.counts(workspaceId);
    c.misses += 1;
    c.bytes += bytes;
  }

  rendered(workspaceId: string): void {
    this.counts(workspaceId).renders += 1;
  }

  /** Adds what this instance counted to the shared totals. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: Map<string, Counts>): Promise<void> {
    for (const [workspaceId, c] of batch) {
      try {
        await this.sql.query(
          `INSERT INTO tile_traffic (workspace_id, hits, misses, renders, bytes_served, updated_at)
           SELECT id, $2, $3, $4, $5, now() FROM workspaces WHERE id = $1
           ON CONFLICT (workspace_id) DO UPDATE SET hits = tile_traffic.hits + EXCLUDED.hits,
             misses = tile_traffic.misses + EXCLUDED.misses, renders = tile_traffic.renders + EXCLUDED.renders,
             bytes_served = tile_traffic.bytes_served + EXCLUDED.bytes_served, updated_at = now()`,
          [workspaceId, c.hits, c.misses, c.renders, c.bytes],
        );
      } catch (err) {
        this.logger.warn({ err, workspace: workspaceId }, 'tile traffic: counts not saved');
      }
    }
  }

  /** Every workspace's totals (this instance's pending counts included), by workspace name. */
  async report(): Promise<WorkspaceTileTraffic[]> {
    await this.flush();
    const rows = await this.sql.query<{
      workspace_id: string;
      name: string;
      hits: string;
      misses: string;
      renders: string;
      bytes_served: string;
    }>(
      `SELECT t.workspace_id, w.name, t.hits, t.misses, t.renders, t.bytes_served
       FROM tile_traffic t JOIN workspaces w ON w.id = t.workspace_id ORDER BY w.name`,
    );
    return rows.map((r) => {
      const hits = Number(r.hits);
      const misses = Number(r.misses);
      return {
        workspaceId: r.workspace_id,
        workspaceName: r.name,
        hits,
        misses,
        hitRate: hits + misses ? hits / (hits + misses) : 0,
        renders: Number(r.renders),
        bytesServed: Number(r.bytes_served),
      };
    });
  }

  async stop(): Promise<void> {
    await this.flush();
  }
}
