import type { Checked } from '../../base/shape';
import { BadRequestError } from '../../base/errors';
import type { Prisma } from '../../generated/prisma/client';
import type { LayerGroupMemberInput } from './layer-group.types';

/** docs/rules.md §6 gives no number; 8 levels of groups in groups is deep enough for any map. */
export const MAX_NESTING_DEPTH = 8;

/** A member as checked (LayerGroupMemberInput's @Check). */
export type MemberInput = Checked<LayerGroupMemberInput>;

/** A member with its references resolved to row ids, ready to store. */
export interface ResolvedMember {
  layerId: string | null;
  memberGroupId: string | null;
  styleId: string | null;
  opacity: number;
  composite: string | null;
}

const distinct = (xs: (string | null | undefined)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];

/**
 * Resolves member names in the workspace: `resource` is a layer name or a group public_id (never
 * both: the create/rename checks keep them apart, and an ambiguity is refused rather than guessed);
 * `style` must name a style of the workspace. Every problem is reported at once.
 */
export async function resolveMembers(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  members: MemberInput[],
): Promise<ResolvedMember[]> {
  const names = distinct(members.map((m) => m.resource));
  const styleNames = distinct(members.map((m) => m.style));
  const [layers, groups, styles] = await Promise.all([
    tx.layer.findMany({ where: { workspaceId, name: { in: names } }, select: { id: true, name: true } }),
    tx.layerGroup.findMany({ where: { workspaceId, publicId: { in: names } }, select: { id: true, publicId: true } }),
    tx.style.findMany({ where: { workspaceId, name: { in: styleNames } }, select: { id: true, name: true } }),
  ]);
  const problems: string[] = [];
  const resolved = members.map((m, i): ResolvedMember => {
    const layer = layers.find((l) => l.name === m.resource);
    const group = groups.find((g) => g.publicId === m.resource);
    const style = m.style ? styles.find((s) => s.name === m.style) : undefined;
    if (layer && group) problems.push(`members[${i}].resource: "${m.resource}" names both a layer and a layer group`);
    else if (!layer && !group)
      problems.push(`members[${i}].resource: no layer or layer group named "${m.resource}" in this workspace`);
    if (m.style && group && !layer) problems.push(`members[${i}].style: only a layer member takes a style`);
    else if (m.style && !style) problems.push(`members[${i}].style: no style named "${m.style}" in this workspace`);
    return {
      layerId: layer?.id ?? null,
      memberGroupId: layer ? null : (group?.id ?? null),
      styleId: style?.id ?? null,
      opacity: m.opacity ?? 1,
      composite: m.composite ?? null,
    };
  });
  if (problems.length) throw new BadRequestError(problems.join('; '));
  return resolved;
}

/**
 * Refuses a member list that would make `group` contain itself, or make any group of the workspace
 * nest deeper than MAX_NESTING_DEPTH (a group of layers only has depth 1). Works on the workspace's
 * whole group graph with the new list in place, so ancestors deepened by the change are caught too.
 */
export async function assertNesting(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  group: { id: string; publicId: string },
  memberGroupIds: string[],
): Promise<void> {
  const [edges, rows] = await Promise.all([
    tx.layerGroupMember.findMany({
      where: { group: { workspaceId }, memberGroupId: { not: null } },
      select: { groupId: true, memberGroupId: true },
    }),
    tx.layerGroup.findMany({ where: { workspaceId }, select: { id: true, publicId: true } }),
  ]);
  const name = new Map(rows.map((r) => [r.id, r.publicId]));
  name.set(group.id, group.publicId);
  const children = new Map<string, string[]>();
  for (const e of edges)
    if (e.groupId !== group.id) children.set(e.groupId, [...(children.get(e.groupId) ?? []), e.memberGroupId!]);
  children.set(group.id, memberGroupIds);
  const chain = (ids: string[]) => ids.map((id) => `"${name.get(id)}"`).join(' → ');

  const cycle = pathTo(children, group.id, group.id, [group.id], new Set());
  if (cycle)
    throw new BadRequestError(`members: layer group "${group.publicId}" would contain itself (${chain(cycle)})`);

  // Longest chain below each group; the graph is acyclic here (it was before, and the new edges add no cycle).
  const deepest = new Map<string, string[]>();
  const down = (id: string): string[] => {
    const known = deepest.get(id);
    if (known) return known;
    const below = (children.get(id) ?? []).map(down).reduce((a, b) => (b.length > a.length ? b : a), []);
    const path = [id, ...below];
    deepest.set(id, path);
    return path;
  };
  const worst = [...name.keys()].map(down).reduce((a, b) => (b.length > a.length ? b : a), []);
  if (worst.length > MAX_NESTING_DEPTH) {
    throw new BadRequestError(
      `members: layer groups would nest ${worst.length} deep (${chain(worst)}), more than ${MAX_NESTING_DEPTH}`,
    );
  }
}

function pathTo(
  children: Map<string, string[]>,
  from: string,
  target: string,
  path: string[],
  seen: Set<string>,
): string[] | null {
  for (const next of children.get(from) ?? []) {
    if (next === target) return [...path, next];
    if (seen.has(next)) continue;
    seen.add(next);
    const found = pathTo(children, next, target, [...path, next], seen);
    if (found) return found;
  }
  return null;
}
