import { z } from 'zod';
import type { PrismaClient } from '../db/client';
import { isUuid } from '../loaders';

/*
 * Names that name things (workspaces, services, layers, styles, layer groups) are unique without regard
 * to case, and never look like a UUID: a reference is read as an id when it parses as one, so such a
 * name could never be reached by name (see docs/security.md, "Names").
 */

/** Refuses a name that parses as a UUID. */
export const notUuid = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !isUuid(v), 'must not look like a UUID (references of that form are read as ids)');

type Scoped = 'services' | 'layers' | 'styles' | 'layer_groups';

/** The existing name equal to `name` but for case, in `table` (within a workspace for all but workspaces). */
export async function sameNameIgnoringCase(
  prisma: Pick<PrismaClient, '$queryRawUnsafe'>,
  table: 'workspaces' | Scoped,
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
