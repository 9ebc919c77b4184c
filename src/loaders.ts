import DataLoader from 'dataloader';
import type { PrismaClient } from './db/client';
import type { Workspace } from './generated/prisma/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a workspace path parameter is an id rather than a name. */
export const isUuid = (s: string): boolean => UUID.test(s);

/** Per-request batching and caching of lookups that several layers repeat (authChecker, services). */
export interface Loaders {
  /** A workspace by id or name (decisions.md §5: path parameters accept either). */
  workspace: DataLoader<string, Workspace | null>;
}

export function loaderFactory(prisma: PrismaClient): () => Loaders {
  return () => ({
    workspace: new DataLoader(async (refs: readonly string[]) => {
      const ids = refs.filter(isUuid);
      const rows = await prisma.workspace.findMany({ where: { OR: [{ id: { in: ids } }, { name: { in: [...refs] } }] } });
      return refs.map((r) => rows.find((w) => (isUuid(r) ? w.id === r.toLowerCase() : w.name === r)) ?? null);
    }),
  });
}
