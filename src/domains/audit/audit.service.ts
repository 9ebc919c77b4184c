import { z } from 'zod';
import type { Database } from '../../db/client';
import type { SqlExecutor } from '../../db/sql';
import { BadRequestError } from '../../base/errors';
import type { AuditEvent as AuditEventRow, Prisma } from '../../generated/prisma/client';
import { type AnonymousRefusalCount, AuditEvent, AuditEventFilter } from './audit.types';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import { underTryLock } from '../daily';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 500;
/** Rows deleted per statement, so that retention never holds long locks on a big table. */
const DELETE_BATCH = 5000;
/** Advisory lock of the daily retention run: one instance does it, the others skip. */
const RETENTION_LOCK = 'mapgate.audit_retention';

const pageSchema = z.object({
  cursor: z.string().nullish(),
  limit: z
    .number()
    .int()
    .min(1, `must be between 1 and ${MAX_PAGE}`)
    .max(MAX_PAGE, `must be between 1 and ${MAX_PAGE}`)
    .nullish(),
});
// Parsed apart from the page, so that a 400 names the field as REST spells it (a query parameter).
const filterSchema = schemaOf(AuditEventFilter);

/**
 * A part of a text, any case, taken literally: LIKE's wildcards (% and _) and its escape character in it
 * match only themselves.
 */
const containing = (part: string): Prisma.StringFilter => ({
  contains: part.replace(/[\\%_]/g, (c) => `\\${c}`),
  mode: 'insensitive',
});

export interface AuditPage {
  events: AuditEvent[];
  nextCursor: string | null;
}

/** The position after an event in (occurred_at, id) order; opaque to callers. */
function encodeCursor(e: Pick<AuditEvent, 'occurredAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([e.occurredAt.toISOString(), e.id])).toString('base64url');
}

function decodeCursor(cursor: string): { occurredAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const occurredAt = new Date(String(at));
    if (typeof at === 'string' && typeof id === 'string' && isUuid(id) && !Number.isNaN(occurredAt.getTime())) {
      return { occurredAt, id };
    }
  } catch {
    /* reported below */
  }
  throw new BadRequestError('cursor: not a cursor returned by this list', { fields: ['cursor'] });
}

/** The workspace column (the id of the workspace the request was about) answers as workspaceId and workspaceRef. */
const present = presenter<AuditEventRow, AuditEvent>(AuditEvent, {
  workspaceId: (row) => row.workspace,
  workspaceRef: (row) => row.workspace,
});

/** Reading and trimming the audit trail; events are written by AuditWriter. */
export class AuditService {
  constructor(
    private readonly db: Database,
    private readonly retentionDays: number,
  ) {}

  /**
   * Events newest first, `limit` per page. The cursor is a position in (occurred_at, id) order, so
   * pages neither repeat nor skip events, even many with one timestamp or while new ones arrive.
   */
  async list(input: { filter?: unknown; cursor?: unknown; limit?: unknown }): Promise<AuditPage> {
    const { cursor, limit } = parseInput(pageSchema, { cursor: input.cursor, limit: input.limit });
    const and = await this.where(input.filter);
    const take = limit ?? DEFAULT_PAGE;
    if (cursor) {
      const c = decodeCursor(cursor);
      and.push({ OR: [{ occurredAt: { lt: c.occurredAt } }, { occurredAt: c.occurredAt, id: { lt: c.id } }] });
    }
    const rows = await this.db.prisma.auditEvent.findMany({
      where: { AND: and },
      orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
      take: take + 1,
    });
    const events = rows.slice(0, take).map(present);
    return { events, nextCursor: rows.length > take ? encodeCursor(events[events.length - 1]) : null };
  }

  /**
   * Events matching `filter` (as in `list`) among `ids`, or else among those that arrived since
   * `since`, oldest first: the newest MAX_PAGE of them (what the audit subscription reads when woken; on
   * a busy server the newest are those it has not sent yet).
   */
  async matching(filter: unknown, by: { ids?: readonly string[]; since?: Date }): Promise<AuditEvent[]> {
    const and = await this.where(filter);
    if (by.ids) and.push({ id: { in: by.ids.filter(isUuid) } });
    if (by.since) and.push({ occurredAt: { gte: by.since } });
    const rows = await this.db.prisma.auditEvent.findMany({
      where: { AND: and },
      orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
      take: MAX_PAGE,
    });
    return rows.reverse().map(present);
  }

  /** The filter as conditions; a 400 names a bad field. */
  private async where(filter: unknown): Promise<Prisma.AuditEventWhereInput[]> {
    const f = parseInput(filterSchema, filter ?? {});
    const and: Prisma.AuditEventWhereInput[] = [];
    if (f.principal) and.push({ principal: f.principal });
    if (f.principalContains) and.push({ principal: containing(f.principalContains) });
    if (f.operation) and.push({ operation: f.operation });
    if (f.operationContains) and.push({ operation: containing(f.operationContains) });
    // The workspace's name when the event was recorded (the name it had then: a renamed one keeps its past).
    if (f.workspaceContains) and.push({ workspaceName: containing(f.workspaceContains) });
    if (f.action) and.push({ action: f.action });
    if (f.surface) and.push({ surface: f.surface });
    if (f.status) and.push({ status: f.status });
    if (f.since) and.push({ occurredAt: { gte: f.since } });
    if (f.until) and.push({ occurredAt: { lt: f.until } });
    if (f.workspace) {
      and.push({
        OR: [{ workspace: { in: await this.workspaceRefs(f.workspace) } }, { workspaceName: f.workspace }],
      });
    }
    return and;
  }

  /** Events by id, in one statement, for the graph's `node`; unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<AuditEvent[]> {
    const rows = await this.db.prisma.auditEvent.findMany({ where: { id: { in: ids.filter(isUuid) } } });
    return rows.map(present);
  }

  /**
   * The counts of anonymous 401s per address and minute, newest minute first, then by count (the most
   * refused address first); `since` inclusive, `until` exclusive, at most `limit` rows (default 100, at most 1000).
   */
  async anonymousRefusals(
    opts: { since?: Date | null; until?: Date | null; limit?: number | null } = {},
  ): Promise<AnonymousRefusalCount[]> {
    const limit = opts.limit ?? 100;
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new BadRequestError('limit: must be a whole number from 1 to 1000');
    return this.db.sql.query<AnonymousRefusalCount>(
      `SELECT minute, address, count, last_at AS "lastAt" FROM anonymous_refusals
        WHERE ($1::timestamptz IS NULL OR minute >= $1) AND ($2::timestamptz IS NULL OR minute < $2)
        ORDER BY minute DESC, count DESC, address LIMIT ${limit}`,
      [opts.since ?? null, opts.until ?? null],
    );
  }

  /** Deletes events older than MAPGATE_AUDIT_RETENTION_DAYS; idempotent, so instances may race. */
  async runRetention(now = new Date(), exec: SqlExecutor = this.db.sql): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * 86_400_000);
    // The counts of anonymous 401s (one row per address and minute) are kept as long as the events.
    await exec.query('DELETE FROM anonymous_refusals WHERE minute < $1', [cutoff]);
    let total = 0;
    for (;;) {
      const [{ n }] = await exec.query<{ n: number }>(
        `WITH gone AS (DELETE FROM audit_events WHERE id IN
           (SELECT id FROM audit_events WHERE occurred_at < $1 LIMIT ${DELETE_BATCH}) RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [cutoff],
      );
      total += n;
      if (n < DELETE_BATCH) return total;
    }
  }

  /** The daily run: skipped (undefined) when another instance holds the lock. */
  async runScheduledRetention(): Promise<number | undefined> {
    return underTryLock(this.db.sql, RETENTION_LOCK, (conn) => this.runRetention(new Date(), conn));
  }

  /**
   * A workspace filter matches the id as given (a deleted workspace's) and, for an existing workspace,
   * its id; a name also matches the name events recorded (the `OR` above).
   */
  private async workspaceRefs(ref: string): Promise<string[]> {
    const ws = await this.db.prisma.workspace.findUnique({
      where: isUuid(ref) ? { id: ref.toLowerCase() } : { name: ref },
    });
    return ws && ws.id !== ref ? [ref, ws.id] : [ref];
  }
}
