import { Counter } from 'prom-client';
import type { Logger } from '../../base/logger';

const MINUTE_MS = 60_000;
/** Credentials counted in one minute, at most; the refusals of the others are counted under OTHER_CREDENTIALS. */
const MAX_CREDENTIALS = 10_000;
const OTHER_CREDENTIALS = 'other';

/**
 * Subscriptions refused at their start over WebSocket (a live limit, a role the credential lacks:
 * docs/security.md, "Live work"): a socket's messages are not rate-limited, so a credential asking for
 * subscriptions it is refused would otherwise write one audit event each, without bound. On each instance,
 * the first such refusal of a credential with one status in a minute is recorded as an audit event; the
 * others of that minute are counted instead: mapgate_audit_live_refusals_folded_total on /metrics, and one
 * log line per credential, status and minute with their count once the minute is over.
 */
export class LiveRefusals {
  readonly folded = new Counter({
    name: 'mapgate_audit_live_refusals_folded_total',
    help: 'Subscriptions refused at their start that were counted, not recorded one audit event each, by status.',
    labelNames: ['status'] as const,
    registers: [],
  });
  private minute = 0;
  /** `status|credential` → the refusals of this minute after the recorded one. */
  private counts = new Map<string, { credential: string; status: number; folded: number }>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly logger: Logger) {}

  /** Whether this refusal is recorded (the first of its credential and status this minute); else it is counted. */
  record(credential: string, status: number, at = Date.now()): boolean {
    const minute = at - (at % MINUTE_MS);
    if (minute !== this.minute) {
      this.report();
      this.minute = minute;
    }
    let key = `${status}|${credential}`;
    let entry = this.counts.get(key);
    if (!entry && this.counts.size >= MAX_CREDENTIALS) {
      key = `${status}|${OTHER_CREDENTIALS}`;
      entry = this.counts.get(key) ?? { credential: OTHER_CREDENTIALS, status, folded: 0 };
      this.counts.set(key, entry);
    }
    this.timer ??= setTimeout(
      () => {
        this.timer = undefined;
        this.report();
      },
      minute + MINUTE_MS + 1 - at,
    ).unref();
    if (!entry) {
      this.counts.set(key, { credential, status, folded: 0 });
      return true;
    }
    entry.folded++;
    this.folded.inc({ status: String(status) });
    return false;
  }

  /** Logs the counts of the minute so far, and forgets them. */
  private report(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const { credential, status, folded } of this.counts.values()) {
      if (folded > 0)
        this.logger.warn(
          { credential, status, minute: new Date(this.minute).toISOString(), folded },
          'subscriptions refused at their start: counted, not recorded one audit event each',
        );
    }
    this.counts.clear();
  }

  /** The last counts, at the instance's stop. */
  stop(): void {
    this.report();
  }
}
