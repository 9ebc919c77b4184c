import { ConflictError } from '../../base/errors';
import type { Prisma } from '../../generated/prisma/client';

/** Who refers to a style: layers by default style, layer groups by default style or member style. */
export interface StyleUsage {
  layers: string[];
  layerGroups: string[];
  /** Human list, e.g. `layer "roads", layer group "base" (default style)`. */
  described: string[];
}

/** The layers and layer groups that use a style; read in the caller's transaction. */
export async function findStyleUsage(tx: Prisma.TransactionClient, styleId: string): Promise<StyleUsage> {
  const [layers, defaults, members] = await Promise.all([
    tx.layer.findMany({ where: { defaultStyleId: styleId }, select: { name: true }, orderBy: { name: 'asc' } }),
    tx.layerGroup.findMany({
      where: { defaultStyleId: styleId },
      select: { publicId: true },
      orderBy: { publicId: 'asc' },
    }),
    tx.layerGroup.findMany({
      where: { members: { some: { styleId } } },
      select: { publicId: true },
      orderBy: { publicId: 'asc' },
    }),
  ]);
  const described = [
    ...layers.map((l) => `layer "${l.name}"`),
    ...defaults.map((g) => `layer group "${g.publicId}" (default style)`),
    ...members.map((g) => `layer group "${g.publicId}" (member style)`),
  ];
  const layerGroups = [...new Set([...defaults, ...members].map((g) => g.publicId))].sort();
  return { layers: layers.map((l) => l.name), layerGroups, described };
}

/**
 * docs/rules.md §6/§9: a style in use cannot be deleted or renamed (layers and groups name their
 * styles, so a rename would silently break them). The 409 names every user.
 */
export async function assertUnused(
  tx: Prisma.TransactionClient,
  style: { id: string; name: string },
  action: 'deleted' | 'renamed',
): Promise<void> {
  const usage = await findStyleUsage(tx, style.id);
  if (usage.described.length === 0) return;
  throw new ConflictError(`style "${style.name}" cannot be ${action}: it is used by ${usage.described.join(', ')}`, {
    layers: usage.layers,
    layerGroups: usage.layerGroups,
  });
}
