import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlExecutor } from '../../../src/db/sql';
import type { TestApp } from '../../support/app';

import { bearer } from '../../support/factories';
export { bearer };

/** Filler for NOT NULL columns a fixture does not care about (other domains may add such columns). */
function filler(type: string): string {
  if (/int|numeric|double|real/.test(type)) return '0';
  if (type === 'boolean') return 'false';
  if (type.startsWith('timestamp')) return 'now()';
  if (type.startsWith('json')) return `'{}'`;
  if (type === 'uuid') return `'${randomUUID()}'`;
  return `'x'`;
}

/**
 * Inserts one row with raw SQL; required columns the caller leaves out (no default) get a filler.
 * Values are inlined as literals: fixtures only.
 */
export async function insert(c: SqlExecutor, table: string, row: Record<string, unknown>): Promise<void> {
  const required = await c.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_nullable = 'NO' AND column_default IS NULL`,
    [table],
  );
  const cols = Object.keys(row);
  const vals = cols.map((k) => {
    const v = row[k];
    if (v === null) return 'NULL';
    if (typeof v === 'object') return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });
  for (const r of required) {
    if (cols.includes(r.column_name)) continue;
    cols.push(r.column_name);
    vals.push(filler(r.data_type));
  }
  await c.exec(`INSERT INTO ${table} (${cols.map((k) => `"${k}"`).join(', ')}) VALUES (${vals.join(', ')})`);
}

/**
 * Runs `fn` with foreign keys off on one session, as a manual edit or a partial restore would
 * (needs a superuser: PGlite runs as one, and so does the test PostgreSQL user).
 */
export async function withoutForeignKeys(t: () => TestApp, fn: (c: SqlExecutor) => Promise<void>): Promise<void> {
  await t().db.sql.session(async (c) => {
    await c.exec('SET session_replication_role = replica');
    try {
      await fn(c);
    } finally {
      await c.exec('RESET session_replication_role');
    }
  });
}

export async function withForeignKeys(t: () => TestApp, fn: (c: SqlExecutor) => Promise<void>): Promise<void> {
  await t().db.sql.session(fn);
}

/** Creates a tile file `<root>/<rel>/WebMercatorQuad/0/0/0.png`. */
export function tileDir(root: string, rel: string): string {
  const dir = path.join(root, rel, 'WebMercatorQuad', '0', '0');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, '0.png'), 'png');
  return path.join(root, rel);
}

/** How many rows of `table` have one of these ids. */
export async function present(t: () => TestApp, table: string, ids: string[], idColumn = 'id'): Promise<number> {
  const rows = await t().db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${idColumn}::text = ANY(string_to_array($1::text, ','))`,
    [ids.join(',')],
  );
  return rows[0].n;
}
