import { Counter } from 'prom-client';
import type { SqlExecutor } from '../../db/sql';
import { Coalescer, type LiveEvents } from '../../cache/events';
import type { Logger } from '../../base/logger';
import type { AuditAction, AuditSurface } from './audit.policy';

/** One event as it is stored (camelCase, as Prisma's AuditEvent). */
export interface AuditRecord {
  id: string;
  occurredAt: Date;
  requestId: string;
  principal: string;
  credentialId: string | null;
  authMethod: string;
  /** The id of the workspace the request was about; null when it named none that exists. */
  workspace: string | null;
  /** That workspace's name when the request came in. */
  workspaceName: string | null;
  surface: AuditSurface;
  operation: string;
  action: AuditAction;
  status: number;
  durationMs: number;
}

/** At most one audit event per this many ms leaves an instance (the audit subscription's pace). */
const AUDIT_EVENT_MS = 250;
/** An audit event names at most this many new ids (about 1.5 KB); beyond, it names none. */
const AUDIT_EVENT_IDS = 40;

export interface AuditWriterOptions {
  /** How long a request waits for its event to be stored before it is answered anyway. */
  timeoutMs: number;
  /** Delays before each retry of an event that could not be stored; after the last, it is logged. */
  retryDelaysMs: number[];
  /** Events waiting for a retry, at most; beyond that they are logged at once. */
  maxQueued: number;
}

export const DEFAULT_AUDIT_WRITER: AuditWriterOptions = {
  timeoutMs: 1000,
  retryDelaysMs: [500, 1000, 2000, 4000, 8000],
  maxQueued: 10_000,
};

interface Pending {
  event: AuditRecord;
  attempt: number;
  dueAt: number;
}

const COLUMNS = [
  'id',
  'occurred_at',
  'request_id',
  'principal',
  'credential_id',
  'auth_method',
  'workspace',
  'workspace_name',
  'surface',
  'operation',
  'action',
  'status',
  'duration_ms',
];

/**
 * One INSERT for a batch of events, in plain SQL rather than Prisma's createMany: Prisma compiles a
 * createMany's query plan on every call (it is not cached like a findUnique's), which made the audit
 * write the costliest statement of a mutation (docs/performance-history.md). An id already stored is skipped, so
 * a retry of a write that only looked failed cannot duplicate.
 */
export function insertStatement(events: AuditRecord[]): [string, unknown[]] {
  const params: unknown[] = [];
  const rows = events.map((e) => {
    const at = params.length;
    params.push(
      e.id,
      e.occurredAt,
      e.requestId,
      e.principal,
      e.credentialId,
      e.authMethod,
      e.workspace,
      e.workspaceName,
      e.surface,
      e.operation,
      e.action,
      e.status,
      e.durationMs,
    );
    return `($${at + 1}::uuid, ${COLUMNS.slice(1)
      .map((_, i) => `$${at + i + 2}`)
      .join(', ')})`;
  });
  return [
    `INSERT INTO audit_events (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')} ON CONFLICT (id) DO NOTHING`,
    params,
  ];
}

/** The REST spelling of an event, used for the log line of last resort. */
export function auditLogFields(e: AuditRecord): Record<string, unknown> {
  return {
    id: e.id,
    occurred_at: e.occurredAt.toISOString(),
    request_id: e.requestId,
    principal: e.principal,
    credential_id: e.credentialId,
    auth_method: e.authMethod,
    workspace: e.workspace,
    workspace_name: e.workspaceName,
    surface: e.surface,
    operation: e.operation,
    action: e.action,
    status: e.status,
    duration_ms: e.durationMs,
  };
}

/**
 * Stores audit events. A failed write never fails the request and is never silently lost: the event
 * waits in memory for a few retries (ids are fixed, so a write that only looked failed cannot
 * duplicate), then goes to the log as one structured `audit` line with every field. Both failures and
 * logged events are counted in metrics.
 */
export class AuditWriter {
  /** Failed attempts to record events (`stage`: building it, first write, retry). */
  readonly failures = new Counter({
    name: 'mapgate_audit_write_failures_total',
    help: 'Failed attempts to record audit events, by stage (build, write, retry).',
    labelNames: ['stage'] as const,
    registers: [],
  });
  /** Events that could not be stored and were written to the log instead. */
  readonly logged = new Counter({
    name: 'mapgate_audit_events_logged_total',
    help: 'Audit events that could not be stored and were written to the log instead.',
    registers: [],
  });
  private pending: Pending[] = [];
  /** Events recorded during this turn of the event loop: written together by one INSERT. */
  private batch?: { events: AuditRecord[]; written: Promise<void> };
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly fallbackLog: Logger;

  /** Ids written since the last audit event went out (coalesced: one event per AUDIT_EVENT_MS). */
  private announced: string[] = [];
  private readonly announcer?: Coalescer;

  constructor(
    private readonly sql: SqlExecutor,
    logger: Logger,
    private readonly opts = DEFAULT_AUDIT_WRITER,
    events?: LiveEvents,
  ) {
    if (events)
      this.announcer = new Coalescer(AUDIT_EVENT_MS, () => {
        const ids = this.announced;
        this.announced = [];
        // Ids keep the message small; a subscriber told of "some" reads the recent ones instead.
        void events.publish(ids.length <= AUDIT_EVENT_IDS ? { kind: 'audit', ids } : { kind: 'audit' });
      });
    // The record of last resort is written whatever MAPGATE_LOG_LEVEL says.
    this.fallbackLog = logger.child({}, { level: 'info' });
  }

  /**
   * Stores the event, waiting at most `timeoutMs`; never throws. Events recorded in the same turn of
   * the event loop share one INSERT (a group commit): under load that is one round trip for many
   * requests, and each still waits until its own event is stored.
   */
  async record(event: AuditRecord): Promise<void> {
    try {
      await this.join(event);
    } catch (err) {
      this.failures.inc({ stage: 'write' });
      if (this.stopped || this.pending.length >= this.opts.maxQueued) this.fallback([event], err);
      else this.enqueue(event);
    }
  }

  /** An event that could not even be built (a defect): what is known of it goes to the log. */
  unrecordable(err: unknown, known: Record<string, unknown>): void {
    this.failures.inc({ stage: 'build' });
    this.logged.inc();
    this.fallbackLog.error({ err, audit: known }, 'audit event could not be built; recorded in the log instead');
  }

  /** Events waiting for a retry. */
  queued(): number {
    return this.pending.length;
  }

  /** Makes one last attempt for every waiting event, then logs what still could not be stored. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const rest = this.pending.map((p) => p.event);
    this.pending = [];
    if (!rest.length) return;
    try {
      await this.insert(rest);
    } catch (err) {
      this.failures.inc({ stage: 'retry' });
      this.fallback(rest, err);
    }
  }

  private join(event: AuditRecord): Promise<void> {
    if (!this.batch) {
      const events: AuditRecord[] = [];
      const written = new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          this.batch = undefined;
          this.insert(events).then(resolve, reject);
        });
      });
      this.batch = { events, written };
    }
    this.batch.events.push(event);
    return this.batch.written;
  }

  private async insert(events: AuditRecord[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`audit write took longer than ${this.opts.timeoutMs} ms`)),
        this.opts.timeoutMs,
      );
      timer.unref();
    });
    try {
      await Promise.race([this.sql.query(...insertStatement(events)), timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (this.announcer) {
      this.announced.push(...events.map((e) => e.id));
      this.announcer.touch('audit');
    }
  }

  private enqueue(event: AuditRecord): void {
    this.pending.push({ event, attempt: 0, dueAt: Date.now() + this.opts.retryDelaysMs[0] });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.stopped || !this.pending.length) return;
    const next = Math.min(...this.pending.map((p) => p.dueAt));
    this.timer = setTimeout(
      () => {
        void this.retryDue();
      },
      Math.max(0, next - Date.now()),
    );
    this.timer.unref();
  }

  private async retryDue(): Promise<void> {
    const now = Date.now();
    const due = this.pending.filter((p) => p.dueAt <= now);
    try {
      await this.insert(due.map((p) => p.event));
      this.pending = this.pending.filter((p) => !due.includes(p));
    } catch (err) {
      this.failures.inc({ stage: 'retry' });
      // stop() took every waiting event over while this attempt ran.
      if (this.stopped) return;
      const exhausted: AuditRecord[] = [];
      for (const p of due) {
        p.attempt++;
        if (p.attempt >= this.opts.retryDelaysMs.length) exhausted.push(p.event);
        else p.dueAt = Date.now() + this.opts.retryDelaysMs[p.attempt];
      }
      this.pending = this.pending.filter((p) => !exhausted.includes(p.event));
      if (exhausted.length) this.fallback(exhausted, err);
    } finally {
      this.timer = undefined;
      this.schedule();
    }
  }

  private fallback(events: AuditRecord[], err: unknown): void {
    const reason = err instanceof Error ? err.message.split('\n').slice(-1)[0] : String(err);
    for (const e of events) {
      this.logged.inc();
      this.fallbackLog.error(
        { audit: auditLogFields(e), reason },
        'audit event could not be stored; recorded in the log instead',
      );
    }
  }
}
