import { z } from 'zod';
import type { PrismaClient } from '../db/client';
import type { Prisma } from '../generated/prisma/client';

/** A client or a transaction's client. */
export type PrismaTx = PrismaClient | Prisma.TransactionClient;
import { isUuid } from '../runtime/loaders';
import { matching, RESOURCE_NAME, WORKSPACE_NAME } from '../base/validate';

/*
 * Names that name things (workspaces, services, layers, styles, layer groups) are unique without regard
 * to case, and never look like a UUID: a reference is read as an id when it parses as one, so such a
 * name could never be reached by name (see docs/security.md, "Names").
 */

/** Refuses a name that parses as a UUID. */
export const notUuid = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !isUuid(v), 'must not look like a UUID (references of that form are read as ids)');

/** The check of a workspace's name (WORKSPACE_NAME, not a UUID). */
export const workspaceName = notUuid(matching(WORKSPACE_NAME));

/** The check of a service's, layer's or style's name (RESOURCE_NAME, not a UUID). */
export const resourceName = notUuid(matching(RESOURCE_NAME));

type Scoped = 'services' | 'layers' | 'styles' | 'layer_groups';
type NameTable = 'workspaces' | Scoped;
type Db = Pick<PrismaClient, '$queryRawUnsafe'>;

/**
 * Takes a transaction-scoped advisory lock on a case-folded name in its scope. The case-insensitive check
 * and the write that follows it run under this lock, so two creates or renames to names that differ only
 * by case are serialized and the second one sees the first one's row.
 */
export async function lockName(tx: Db, table: NameTable, name: string, workspaceId?: string): Promise<void> {
  await tx.$queryRawUnsafe(
    'SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext($1))',
    `mapgate-name|${table}|${workspaceId ?? ''}|${name.toLowerCase()}`,
  );
}

/**
 * Runs the name check and the write in one transaction holding the name's lock (without a (new) name,
 * in one transaction all the same: a write also claims its version there, see src/domains/versions.ts).
 */
export function underNameLock<T>(
  prisma: PrismaClient,
  table: NameTable,
  name: string | null | undefined,
  workspaceId: string | undefined,
  work: (db: PrismaTx) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    if (!name) return work(tx);
    await lockName(tx, table, name, workspaceId);
    return work(tx);
  });
}

/** The existing name equal to `name` but for case, in `table` (within a workspace for all but workspaces). */
export async function sameNameIgnoringCase(
  prisma: Db,
  table: NameTable,
  name: string,
  workspaceId?: string,
  exceptId?: string,
): Promise<string | undefined> {
  // The identifiers come from the fixed union above, never from input; values are parameters.
  const column = table === 'layer_groups' ? 'public_id' : 'name';
  const where = [`lower(${column}) = lower($1)`];
  const params: unknown[] = [name];
  if (table !== 'workspaces') {
    params.push(workspaceId);
    where.push(`workspace_id = $${params.length}::uuid`);
  }
  if (exceptId) {
    params.push(exceptId);
    where.push(`id <> $${params.length}::uuid`);
  }
  const rows = await prisma.$queryRawUnsafe<{ n: string }[]>(
    `SELECT ${column} AS n FROM ${table} WHERE ${where.join(' AND ')} LIMIT 1`,
    ...params,
  );
  return rows[0]?.n;
}
