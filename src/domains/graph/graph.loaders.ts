import DataLoader from 'dataloader';
import type { Loaders } from '../../runtime/loaders';

/** One row per key (an id, or a composite key), null when none. */
export function single<T>(
  load: (keys: readonly string[]) => Promise<T[]>,
  keyOf: (row: T) => string,
): DataLoader<string, T | null> {
  return new DataLoader(async (keys) => {
    const byKey = new Map((await load(keys)).map((r) => [keyOf(r), r]));
    return keys.map((k) => byKey.get(k) ?? null);
  });
}

/** One row per id, through a service's batch read by ids. */
export const byIds = <T extends { id: string }>(load: (ids: readonly string[]) => Promise<T[]>) =>
  single(load, (r) => r.id);

/** (workspace id, name) as one loader key. */
export const nameKey = (workspaceId: string, name: string): string => `${workspaceId}\u0000${name}`;

/** The workspace ids and the names of (workspace id, name) keys. */
export const splitKeys = (keys: readonly string[]) => {
  const pairs = keys.map((k) => k.split('\u0000') as [string, string]);
  return { workspaceIds: [...new Set(pairs.map((p) => p[0]))], names: [...new Set(pairs.map((p) => p[1]))] };
};

/**
 * A domain's per-request loaders for the graph: every edge reads through one of them, so a query costs
 * one statement per edge and level, however many parents it has (docs/graph.md, N+1). Each batch goes
 * through the owning domain's service, which presents rows exactly as its root fields do. A domain
 * names its own (`class ServiceLoaders extends PerRequest<...> {}`) and sets it in the container.
 */
export class PerRequest<T> {
  private readonly made = new WeakMap<Loaders, T>();

  constructor(private readonly make: () => T) {}

  /** The loaders of the request `base` belongs to, made on the first edge it resolves. */
  for(base: Loaders): T {
    let l = this.made.get(base);
    if (!l) {
      l = this.make();
      this.made.set(base, l);
    }
    return l;
  }
}
