import DataLoader from 'dataloader';
import type { Cache } from '../cache/cache';
import type { PrismaClient } from '../db/client';
import type { Workspace } from '../generated/prisma/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a workspace path parameter is an id rather than a name. */
export const isUuid = (s: string): boolean => UUID.test(s);

/** Per-request batching and caching of lookups that several layers repeat (authChecker, services). */
export interface Loaders {
  /** A workspace by id or name (docs/rules.md §5: path parameters accept either). */
  workspace: DataLoader<string, Workspace | null>;
}

/** The `workspaces` cache key of a reference: ids are case-insensitive, names are not. */
const refKey = (ref: string) => (isUuid(ref) ? `id:${ref.toLowerCase()}` : `name:${ref}`);

/**
 * Loaders per request, over a cache shared by all requests: workspaces are read on nearly every
 * call and change rarely. Renaming or deleting one invalidates the cache on every instance; a miss
 * (an unknown workspace) is never cached, so a new workspace is found at once.
 */
export function loaderFactory(prisma: PrismaClient, workspaces: Cache<Workspace>): () => Loaders {
  return () => ({
    workspace: new DataLoader(async (refs: readonly string[]) => {
      const found = new Map<string, Workspace>();
      const missing: string[] = [];
      for (const r of refs) {
        const hit = workspaces.get(refKey(r))?.v;
        if (hit) found.set(r, hit);
        else missing.push(r);
      }
      if (missing.length) for (const [r, w] of await readMissing(prisma, workspaces, missing)) found.set(r, w);
      return refs.map((r) => found.get(r) ?? null);
    }),
  });
}

/**
 * A workspace by id or name outside a request's loaders (the OGC API, which reads one workspace per
 * request and has nothing to batch): the shared cache's entry, or the database's row (then cached), as
 * the loaders read it, without a DataLoader made and dispatched for each request.
 */
export function workspaceFinder(
  prisma: PrismaClient,
  workspaces: Cache<Workspace>,
): (ref: string) => Promise<Workspace | null> {
  return async (ref) =>
    workspaces.get(refKey(ref))?.v ?? (await readMissing(prisma, workspaces, [ref])).get(ref) ?? null;
}

/** The workspaces of `refs` (none of them in the cache), by ref, stored in the cache unless it was invalidated meanwhile. */
async function readMissing(
  prisma: PrismaClient,
  workspaces: Cache<Workspace>,
  refs: readonly string[],
): Promise<Map<string, Workspace>> {
  const mark = workspaces.mark();
  const rows = await prisma.workspace.findMany({
    where: { OR: [{ id: { in: refs.filter(isUuid) } }, { name: { in: [...refs] } }] },
  });
  const found = new Map<string, Workspace>();
  for (const r of refs) {
    const w = rows.find((row) => (isUuid(r) ? row.id === r.toLowerCase() : row.name === r));
    if (!w) continue;
    found.set(r, w);
    workspaces.setIfUnchanged(mark, `id:${w.id}`, w);
    workspaces.setIfUnchanged(mark, `name:${w.name}`, w);
  }
  return found;
}
