import type { CacheInvalidator, CacheRegistry } from '../../cache/cache';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../base/errors';
import type { Prisma } from '../../generated/prisma/client';
import type { Logger } from '../../base/logger';
import type { PostgisCatalog } from '../services';
import { findDrift, removeDrifted } from './integrity.drift';
import { doomedIds, findOrphanRows, removeOrphanRows, type Execute, type Finding, type Query } from './integrity.scan';
import { findOrphanTileDirs, removeTileDirs, tileOwners } from './integrity.tiles';
import type { IntegrityIssue, IntegrityReport } from './integrity.types';

// Serialises repairs across instances (pg_advisory_xact_lock key; any constant unique to mapgate).
const REPAIR_LOCK = 72707370;

/** Caches that hold nothing a repair can remove (provider keys); every other cache is dropped after one. */
const UNAFFECTED_CACHES = new Set(['jwks']);

const bySortKey = (a: IntegrityIssue, b: IntegrityIssue) =>
  a.store.localeCompare(b.store) ||
  a.kind.localeCompare(b.kind) ||
  (a.workspaceId ?? '').localeCompare(b.workspaceId ?? '') ||
  a.id.localeCompare(b.id);

const toIssue = ({ check, row }: Finding): IntegrityIssue => ({
  store: 'catalog',
  kind: check.kind,
  id: row.id,
  name: row.name,
  workspaceId: row.workspace_id,
  reason: check.reason(row),
});

const txQuery =
  (tx: Prisma.TransactionClient): Query =>
  (text, params = []) =>
    tx.$queryRawUnsafe(text, ...params);
const txExecute =
  (tx: Prisma.TransactionClient): Execute =>
  (text, params = []) =>
    tx.$executeRawUnsafe(text, ...params);

/**
 * docs/rules.md §6 IntegrityReport and operation 18: finds state whose owner (workspace, service,
 * layer, layer group, style, role, API key, job) no longer exists, in the database and in the
 * persistent tile cache, and removes it on explicit confirmation.
 */
export class IntegrityService {
  constructor(
    private readonly db: Database,
    private readonly tileRoot: string,
    private readonly caches: CacheRegistry,
    private readonly invalidator: CacheInvalidator,
    private readonly logger: Logger,
    private readonly catalog: PostgisCatalog,
  ) {}

  /** The report alone; changes nothing. */
  async report(): Promise<IntegrityReport> {
    const query: Query = (text, params) => this.db.sql.query(text, params);
    const findings = await findOrphanRows(query);
    const drifts = await findDrift(query, this.catalog, new Set(doomedIds(findings, 'layer')));
    const doomed = new Set([...doomedIds(findings, 'layer'), ...doomedIds(findings, 'layer_group')]);
    const tiles = await findOrphanTileDirs(this.tileRoot, await tileOwners(query, doomed));
    const issues = [...findings.map(toIssue), ...drifts.map((d) => d.issue), ...tiles].sort(bySortKey);
    return { healthy: issues.length === 0, issues, repaired: null };
  }

  /**
   * Operation 18. The database part is one transaction (every removal or none) and finds the orphans
   * inside it, so it removes exactly what it saw. Tile directories go after the commit: files cannot
   * roll back, and a directory whose rows survived a failed transaction must stay. Returns the report
   * after the repair with the number of rows and directories removed or cleared; a second repair finds nothing.
   */
  async repair(confirm: boolean | null | undefined): Promise<IntegrityReport> {
    // docs/rules.md §10 rule 3: anything but an explicit true removes nothing.
    if (confirm !== true) {
      throw new BadRequestError(
        'confirm: explicit confirmation required; repeat the call with confirm=true to remove orphan state',
      );
    }
    // Drift is read before the transaction: it asks the services' databases, which may take their connect timeout.
    const query: Query = (text, params) => this.db.sql.query(text, params);
    const drifts = await findDrift(query, this.catalog, new Set());
    const { rows, findings } = await this.db.prisma.$transaction(
      async (tx) => {
        await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock(${REPAIR_LOCK})`);
        const found = await findOrphanRows(txQuery(tx));
        const removed = await removeOrphanRows(txExecute(tx), found);
        return { rows: removed + (await removeDrifted(txExecute(tx), drifts)), findings: found };
      },
      { maxWait: 10_000, timeout: 120_000 },
    );
    if (rows > 0) {
      await Promise.all(
        this.caches
          .all()
          .filter((c) => !UNAFFECTED_CACHES.has(c.name))
          .map((c) => this.invalidator.invalidate(c.name)),
      );
    }
    // Checked again against the committed catalog: a directory is removed only if it is an orphan now.
    const tiles = await findOrphanTileDirs(this.tileRoot, await tileOwners(query, new Set()));
    const { removed, failed } = await removeTileDirs(
      this.tileRoot,
      tiles.map((t) => t.id),
    );
    for (const f of failed)
      this.logger.error({ directory: f.id, err: f.error }, 'integrity repair could not remove a tile directory');
    if (rows + removed > 0) {
      this.logger.info(
        {
          removed: [
            ...findings.map(toIssue),
            ...drifts.filter((d) => d.removable).map((d) => d.issue),
            ...tiles.filter((t) => !failed.some((f) => f.id === t.id)),
          ].map(({ store, kind, id, workspaceId }) => ({ store, kind, id, workspaceId })),
        },
        `catalog integrity repair removed or cleared ${rows + removed} orphans`,
      );
    }
    return { ...(await this.report()), repaired: rows + removed };
  }
}
