import { NotFoundError, PreconditionFailedError } from '../base/errors';
import type { PrismaTx } from './names';

/*
 * Optimistic concurrency (docs/live.md, "Versions"). Every resource that can be updated has a `version`
 * counter, 1 when created and +1 on every write. A write that names the version it expects runs its
 * check and its increment as one statement, `UPDATE ... SET version = version + 1 WHERE id = $1 AND
 * version = $2`, first in its transaction: a concurrent writer of the same row waits on the row lock and
 * then finds the version changed, so two writers that read the same version cannot both win.
 */

/** Tables with a `version` column, and the SQL type of their `id`. */
const TABLES = {
  workspaces: 'uuid',
  services: 'uuid',
  layers: 'uuid',
  styles: 'uuid',
  layer_groups: 'uuid',
  tile_matrix_sets: 'text',
} as const;
export type VersionedTable = keyof typeof TABLES;

type Db = Pick<PrismaTx, '$queryRawUnsafe'>;

/**
 * Claims the next version of a row for a write in the caller's transaction: +1, only if the row is at
 * `expected` when one is given. Throws PRECONDITION_FAILED (with the current version) when it is not,
 * NOT_FOUND when the row is gone. Returns the new version.
 */
export async function claimVersion(
  tx: Db,
  table: VersionedTable,
  id: string,
  expected: number | null | undefined,
): Promise<number> {
  const cast = TABLES[table];
  const rows = await tx.$queryRawUnsafe<{ version: number }[]>(
    `UPDATE "${table}" SET version = version + 1 WHERE id = $1::${cast} AND ($2::int IS NULL OR version = $2::int)
     RETURNING version`,
    id,
    expected ?? null,
  );
  if (rows.length) return rows[0].version;
  return failed(tx, table, id);
}

/**
 * Checks an expected version without writing (a write that changes nothing, or a delete, which takes
 * the row lock so the version cannot move before the delete): PRECONDITION_FAILED when it differs.
 */
export async function checkVersion(
  tx: Db,
  table: VersionedTable,
  id: string,
  expected: number | null | undefined,
): Promise<void> {
  if (expected === null || expected === undefined) return;
  const rows = await tx.$queryRawUnsafe<{ version: number }[]>(
    `SELECT version FROM "${table}" WHERE id = $1::${TABLES[table]} FOR UPDATE`,
    id,
  );
  if (!rows.length) throw new NotFoundError('not found');
  if (rows[0].version !== expected) throw new PreconditionFailedError(rows[0].version);
}

/** Same check for a version read under a lock the caller holds (e.g. a settings document). */
export function assertVersion(current: number, expected: number | null | undefined): void {
  if (expected !== null && expected !== undefined && current !== expected) throw new PreconditionFailedError(current);
}

async function failed(tx: Db, table: VersionedTable, id: string): Promise<never> {
  const rows = await tx.$queryRawUnsafe<{ version: number }[]>(
    `SELECT version FROM "${table}" WHERE id = $1::${TABLES[table]}`,
    id,
  );
  if (!rows.length) throw new NotFoundError('not found');
  throw new PreconditionFailedError(rows[0].version);
}

/** GraphQL descriptions of the version fields, one wording everywhere. */
export const VERSION_DOC = 'Optimistic concurrency: 1 when created, +1 on every change; the REST ETag is "<version>".';
export const EXPECTED_VERSION_DOC =
  'Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway.';
