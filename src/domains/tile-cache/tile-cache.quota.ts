import path from 'node:path';
import { directoryBytes } from './tile-store';

/** How long a measured usage is trusted before the workspace's tiles are walked again. */
const MEASURE_TTL_MS = 30_000;

/**
 * Bytes of the persistent tile cache per workspace, for its quota (docs/rules.md §6
 * persistent_cache_quota_bytes). The usage is measured on disk when first needed and at most every
 * 30 s after, and this instance's own writes and deletes are added in between. Several instances
 * seeding one workspace at once may so overshoot by what the others wrote since the last measure.
 * Only workspaces with a quota are ever measured.
 */
export class QuotaTracker {
  private readonly usage = new Map<string, { bytes: number; measuredAt: number }>();

  constructor(private readonly root: string) {}

  /** Measures the workspace's usage when unknown or stale. */
  async refresh(workspaceId: string): Promise<void> {
    const known = this.usage.get(workspaceId);
    if (known && Date.now() - known.measuredAt < MEASURE_TTL_MS) return;
    const bytes = await directoryBytes(path.join(this.root, workspaceId));
    this.usage.set(workspaceId, { bytes, measuredAt: Date.now() });
  }

  /** Current usage (after refresh), in bytes. */
  bytes(workspaceId: string): number {
    return this.usage.get(workspaceId)?.bytes ?? 0;
  }

  /**
   * Reserves `delta` bytes when they fit the quota (0 = unlimited); synchronous, so concurrent tile
   * writes of this instance cannot both take the last bytes. Give back with `release` if the write fails.
   * A workspace never measured (no quota) is not tracked.
   */
  tryReserve(workspaceId: string, delta: number, quota: number): boolean {
    const entry = this.usage.get(workspaceId);
    if (!entry) return true;
    if (quota > 0 && delta > 0 && entry.bytes + delta > quota) return false;
    entry.bytes += delta;
    return true;
  }

  release(workspaceId: string, delta: number): void {
    const entry = this.usage.get(workspaceId);
    if (entry) entry.bytes -= delta;
  }
}
