import { CHECKS, DELETE_ORDER, ID_LIST, TABLES, type Check, type OrphanRow, type RowKind } from './integrity.checks';

/** Raw SQL on whatever runs it: the pool for a report, the repair's transaction for a repair. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
/** A statement that returns its row count. */
export type Execute = (text: string, params?: unknown[]) => Promise<number>;

/** One orphan row and the check that found it. */
export interface Finding {
  check: Check;
  row: OrphanRow;
}

/**
 * Every orphan row, orphans of orphans included (a layer in a sound workspace whose service is in a
 * deleted one): the checks run again with the ids found so far as missing owners until nothing new
 * turns up. So a repair removes everything that would block it or be left dangling, and a second
 * repair finds nothing. A row is reported once; a removal outranks clearing a reference.
 */
export async function findOrphanRows(query: Query): Promise<Finding[]> {
  const found = new Map<string, Finding>();
  const doomed = (kind: RowKind) =>
    [...found.values()].filter((f) => f.check.kind === kind && f.check.action === 'delete').map((f) => f.row.id);
  for (let pass = 0; ; pass++) {
    let changed = false;
    // Checks without a parent depend on nothing found here; their answer cannot change after the first pass.
    for (const check of CHECKS.filter((c) => pass === 0 || c.parent)) {
      const rows = await query<OrphanRow>(check.sql, check.parent ? [doomed(check.parent).join(',')] : []);
      for (const row of rows) {
        const key = `${check.kind}:${row.id}`;
        const prev = found.get(key);
        if (prev && (prev.check.action === 'delete' || check.action === 'clear')) continue;
        found.set(key, { check, row });
        changed = true;
      }
    }
    if (!changed) return [...found.values()];
  }
}

/** Ids of the rows of `kind` a repair deletes. */
export const doomedIds = (findings: Finding[], kind: RowKind): string[] =>
  findings.filter((f) => f.check.kind === kind && f.check.action === 'delete').map((f) => f.row.id);

/**
 * Clears the dangling references, then deletes the orphan rows, dependents first. Runs inside the
 * caller's transaction; returns the number of rows changed.
 */
export async function removeOrphanRows(execute: Execute, findings: Finding[]): Promise<number> {
  let changed = 0;
  const clears = new Map<string, { table: string; column: string; ids: string[] }>();
  for (const f of findings.filter((x) => x.check.action === 'clear')) {
    const { table } = TABLES[f.check.kind];
    const key = `${table}.${f.check.column}`;
    const entry = clears.get(key) ?? { table, column: f.check.column!, ids: [] };
    entry.ids.push(f.row.id);
    clears.set(key, entry);
  }
  for (const { table, column, ids } of clears.values()) {
    changed += await execute(`UPDATE ${table} SET ${column} = NULL, updated_at = now() WHERE id = ${ID_LIST}`, [
      ids.join(','),
    ]);
  }
  for (const kind of DELETE_ORDER) {
    const ids = doomedIds(findings, kind);
    if (!ids.length) continue;
    const { table, id } = TABLES[kind];
    changed += await execute(`DELETE FROM ${table} WHERE ${id} = ${ID_LIST}`, [ids.join(',')]);
  }
  return changed;
}
