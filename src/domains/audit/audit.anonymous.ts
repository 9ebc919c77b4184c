import type { SqlExecutor } from '../../db/sql';
import type { Logger } from '../../base/logger';

/** How often an instance writes its counts (and at its stop). */
export const ANONYMOUS_FLUSH_MS = 5000;
/** Addresses counted between two writes, at most; beyond, the rest are counted under OTHER_ADDRESSES. */
const MAX_ADDRESSES = 10_000;
/** Where the refusals of addresses beyond MAX_ADDRESSES are counted (no address is ever dropped). */
export const OTHER_ADDRESSES = 'other';

const MINUTE_MS = 60_000;

/**
 * Requests without any credential that were refused 401 (docs/security.md, "Strangers"): counted per
 * client address and minute, not recorded one audit event each, so that anonymous traffic cannot grow
 * the audit trail without bound. Each instance counts in memory and adds its counts to the shared rows
 * of `anonymous_refusals` every ANONYMOUS_FLUSH_MS with an upsert (`count = count + new`), so several
 * instances on one database make one row per address and minute. A write that fails keeps its counts
 * for the next one.
 */
export class AnonymousRefusals {
  /** `minute|address` → count and the last refusal's time. */
  private counts = new Map<string, { minute: number; address: string; count: number; lastAt: number }>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly sql: SqlExecutor,
    private readonly logger: Logger,
  ) {}

  /** Counts one refusal from `address` now. */
  count(address: string, at = Date.now()): void {
    const minute = at - (at % MINUTE_MS);
    let key = `${minute}|${address}`;
    let entry = this.counts.get(key);
    if (!entry && this.counts.size >= MAX_ADDRESSES) {
      address = OTHER_ADDRESSES;
      key = `${minute}|${address}`;
      entry = this.counts.get(key);
    }
    if (entry) {
      entry.count++;
      entry.lastAt = Math.max(entry.lastAt, at);
    } else {
      this.counts.set(key, { minute, address: address.slice(0, 64), count: 1, lastAt: at });
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ANONYMOUS_FLUSH_MS).unref();
  }

  /** Writes the counts so far (one statement); never throws. */
  async flush(): Promise<void> {
    await this.flushing;
    if (!this.counts.size) return;
    const rows = [...this.counts.values()];
    this.counts = new Map();
    const params: unknown[] = [];
    const values = rows.map((r) => {
      params.push(new Date(r.minute), r.address, r.count, new Date(r.lastAt));
      const at = params.length - 4;
      return `($${at + 1}::timestamptz, $${at + 2}, $${at + 3}::int, $${at + 4}::timestamptz)`;
    });
    this.flushing = this.sql
      .query(
        `INSERT INTO anonymous_refusals (minute, address, count, last_at) VALUES ${values.join(', ')}
          ON CONFLICT (minute, address) DO UPDATE
          SET count = anonymous_refusals.count + EXCLUDED.count,
              last_at = greatest(anonymous_refusals.last_at, EXCLUDED.last_at)`,
        params,
      )
      .then(
        () => undefined,
        (err: unknown) => {
          // Kept for the next write (counted again on top of what arrived meanwhile).
          for (const r of rows) {
            const key = `${r.minute}|${r.address}`;
            const now = this.counts.get(key);
            if (now) {
              now.count += r.count;
              now.lastAt = Math.max(now.lastAt, r.lastAt);
            } else this.counts.set(key, r);
          }
          this.logger.warn({ err, rows: rows.length }, 'anonymous refusals could not be counted; retried later');
          this.timer ??= setTimeout(() => {
            this.timer = undefined;
            void this.flush();
          }, ANONYMOUS_FLUSH_MS).unref();
        },
      );
    await this.flushing;
  }

  /** The last write, at the instance's stop. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
