import { type CatalogChanged, NO_CATALOG_CHANGES } from '../catalog-changes';
import type { SharedTransaction } from '../transaction';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import type { Prisma } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import { lockName, sameNameIgnoringCase } from '../names';
import { recordedWarnings } from '../styles';
import { checkVersion, claimVersion } from '../versions';
import { assertNesting, resolveMembers, type ResolvedMember } from './layer-group.members';
import { CreateLayerGroupInput, LayerGroup, LayerGroupMember, UpdateLayerGroupInput } from './layer-group.types';

const createSchema = schemaOf(CreateLayerGroupInput);
const updateSchema = schemaOf(UpdateLayerGroupInput);

/**
 * Something that may refuse the deletion of a layer group (by throwing a ConflictError), run in the
 * deleting transaction. The OGC settings domain registers one for the workspace map.
 */
export type LayerGroupDeleteGuard = (
  tx: Prisma.TransactionClient,
  group: { id: string; workspaceId: string; publicId: string },
) => Promise<void>;

const include = {
  defaultStyle: { select: { name: true } },
  members: {
    orderBy: { position: 'asc' },
    include: {
      layer: { select: { name: true, attributes: true } },
      memberGroup: { select: { publicId: true } },
      style: { select: { name: true, attributeRefs: true } },
    },
  },
} satisfies Prisma.LayerGroupInclude;

type Row = Prisma.LayerGroupGetPayload<{ include: typeof include }>;
type MemberRow = Row['members'][number];

/** A member names what it draws and its style; its style's warnings as recorded. */
const presentMember = presenter<MemberRow, LayerGroupMember>(LayerGroupMember, {
  resourceName: (m) => m.layer?.name ?? m.memberGroup?.publicId ?? '',
  styleName: (m) => m.style?.name ?? null,
  // docs/styles.md#warnings-against-the-data: its style against its layer's columns, as recorded.
  styleWarnings: (m) => (m.layer && m.style ? recordedWarnings(m.layer.attributes, m.style.attributeRefs) : null),
});

const present = presenter<Row, LayerGroup>(LayerGroup, {
  defaultStyleName: (row) => row.defaultStyle?.name ?? null,
  members: (row) => row.members.map(presentMember),
});

const notFound = () => new NotFoundError('layer group not found');
const byRef = (workspaceId: string, ref: string): Prisma.LayerGroupWhereInput => ({
  workspaceId,
  OR: isUuid(ref) ? [{ id: ref.toLowerCase() }, { publicId: ref }] : [{ publicId: ref }],
});
const memberRows = (list: ResolvedMember[]) => list.map((m, position) => ({ position, ...m }));

/** Layer groups of a workspace (docs/rules.md §6). Layers and styles are read from their tables. */
export class LayerGroupService {
  private readonly deleteGuards: LayerGroupDeleteGuard[] = [];

  constructor(
    private readonly prisma: PrismaClient,
    private readonly changed: CatalogChanged = NO_CATALOG_CHANGES,
  ) {}

  /** This service inside a shared transaction (src/domains/transaction.ts). */
  within(shared: SharedTransaction): LayerGroupService {
    const copy = new LayerGroupService(shared.db, shared.changed(this.changed));
    copy.deleteGuards.push(...this.deleteGuards);
    return copy;
  }

  /** Ordered by public_id (code point order, the same on every database). */
  async list(workspaceId: string): Promise<LayerGroup[]> {
    return this.listWhere({ workspaceIds: [workspaceId] });
  }

  /**
   * Groups of several workspaces in one statement, by public_id, for the graph's loaders; `ids` and
   * `publicIds` narrow further.
   */
  async listWhere(by: {
    workspaceIds?: readonly string[];
    ids?: readonly string[];
    publicIds?: readonly string[];
  }): Promise<LayerGroup[]> {
    const rows = await this.prisma.layerGroup.findMany({
      where: {
        ...(by.workspaceIds ? { workspaceId: { in: [...by.workspaceIds] } } : {}),
        ...(by.ids ? { id: { in: by.ids.filter(isUuid) } } : {}),
        ...(by.publicIds ? { publicId: { in: [...by.publicIds] } } : {}),
      },
      include,
    });
    return rows.map(present).sort((a, b) => (a.publicId < b.publicId ? -1 : a.publicId > b.publicId ? 1 : 0));
  }

  /** Members by their row ids, in one statement (for the graph's member pages); unknown ids are left out. */
  async membersByIds(ids: readonly string[]): Promise<LayerGroupMember[]> {
    const rows = await this.prisma.layerGroupMember.findMany({
      where: { id: { in: ids.filter(isUuid) } },
      include: include.members.include,
    });
    return rows.map(presentMember);
  }

  /** A group by id or public_id. */
  async get(workspaceId: string, ref: string): Promise<LayerGroup> {
    const row = await this.prisma.layerGroup.findFirst({ where: byRef(workspaceId, ref), include });
    if (!row) throw notFound();
    return present(row);
  }

  async create(workspaceId: string, input: unknown): Promise<LayerGroup> {
    const data = parseInput(createSchema, input);
    const id = randomUUID();
    await this.prisma.$transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      await assertPublicIdFree(tx, workspaceId, data.publicId);
      const resolved = await resolveMembers(tx, workspaceId, data.members ?? []);
      const defaultStyleId = await styleIdOf(tx, workspaceId, data.defaultStyle);
      await assertNesting(tx, workspaceId, { id, publicId: data.publicId }, groupIds(resolved));
      await tx.layerGroup.create({
        data: {
          id,
          workspaceId,
          publicId: data.publicId,
          title: data.title ?? null,
          description: data.description ?? null,
          enabled: data.enabled ?? true,
          public: data.public ?? false,
          defaultStyleId: defaultStyleId ?? null,
          members: { create: memberRows(resolved) },
        },
      });
    });
    await this.changed(workspaceId);
    return this.get(workspaceId, id);
  }

  async update(workspaceId: string, ref: string, input: unknown, expectedVersion?: number | null): Promise<LayerGroup> {
    const data = parseInput(updateSchema, input);
    const id = await this.prisma.$transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      const group = await tx.layerGroup.findFirst({
        where: byRef(workspaceId, ref),
        select: { id: true, publicId: true },
      });
      if (!group) throw notFound();
      await claimVersion(tx, 'layer_groups', group.id, expectedVersion);
      const newPublicId = data.publicId ?? group.publicId;
      if (newPublicId !== group.publicId) await assertPublicIdFree(tx, workspaceId, newPublicId, group.id);
      let resolved: ResolvedMember[] | undefined;
      if (data.members) {
        resolved = await resolveMembers(tx, workspaceId, data.members);
        await assertNesting(tx, workspaceId, { id: group.id, publicId: newPublicId }, groupIds(resolved));
      }
      const defaultStyleId = await styleIdOf(tx, workspaceId, data.defaultStyle);
      await tx.layerGroup.update({
        where: { id: group.id },
        data: {
          publicId: newPublicId,
          ...(data.title !== undefined ? { title: data.title } : {}),
          ...(data.description !== undefined ? { description: data.description } : {}),
          ...(data.enabled != null ? { enabled: data.enabled } : {}),
          ...(data.public != null ? { public: data.public } : {}),
          ...(defaultStyleId !== undefined ? { defaultStyleId } : {}),
          // A change of members alone must still move updated_at.
          updatedAt: new Date(),
        },
      });
      if (resolved) {
        await tx.layerGroupMember.deleteMany({ where: { groupId: group.id } });
        await tx.layerGroupMember.createMany({ data: memberRows(resolved).map((m) => ({ groupId: group.id, ...m })) });
      }
      return group.id;
    });
    await this.changed(workspaceId);
    return this.get(workspaceId, id);
  }

  /** 409 while another group has it as a member, or a delete guard (the workspace map) refuses. */
  async delete(workspaceId: string, ref: string, expectedVersion?: number | null): Promise<string> {
    const id = await this.prisma.$transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      const group = await tx.layerGroup.findFirst({
        where: byRef(workspaceId, ref),
        select: { id: true, publicId: true, workspaceId: true },
      });
      if (!group) throw notFound();
      await checkVersion(tx, 'layer_groups', group.id, expectedVersion);
      const parents = await tx.layerGroup.findMany({
        where: { members: { some: { memberGroupId: group.id } } },
        select: { publicId: true },
        orderBy: { publicId: 'asc' },
      });
      if (parents.length) {
        throw new ConflictError(
          `layer group "${group.publicId}" is a member of layer group ${parents.map((p) => `"${p.publicId}"`).join(', ')}`,
        );
      }
      for (const guard of this.deleteGuards) await guard(tx, group);
      await tx.layerGroup.delete({ where: { id: group.id } });
      return group.id;
    });
    await this.changed(workspaceId);
    return id;
  }

  /** Registers a check that may refuse a deletion (see LayerGroupDeleteGuard). */
  guardDelete(guard: LayerGroupDeleteGuard): void {
    this.deleteGuards.push(guard);
  }
}

const groupIds = (list: ResolvedMember[]) => list.flatMap((m) => (m.memberGroupId ? [m.memberGroupId] : []));

/**
 * Serialises changes to the workspace's groups (and its OGC settings, which take the same lock), so
 * two concurrent updates cannot close a cycle between them. Also the 404 for a vanished workspace.
 */
async function lockWorkspace(tx: Prisma.TransactionClient, workspaceId: string): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM workspaces WHERE id = ${workspaceId}::uuid FOR NO KEY UPDATE`;
  if (!rows.length) throw new NotFoundError('workspace not found');
}

/** Groups and layers share one namespace: a member's `resource` must name exactly one of them. */
async function assertPublicIdFree(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  publicId: string,
  exceptId?: string,
): Promise<void> {
  // Unique regardless of case, checked under the name's lock (see docs/security.md, "Names").
  await lockName(tx, 'layer_groups', publicId, workspaceId);
  const taken = await sameNameIgnoringCase(tx, 'layer_groups', publicId, workspaceId, exceptId);
  if (taken) throw new ConflictError(`layer group "${taken}" already exists in this workspace`);
  if (await tx.layer.findFirst({ where: { workspaceId, name: publicId }, select: { id: true } })) {
    throw new ConflictError(
      `a layer named "${publicId}" exists in this workspace; layers and layer groups share one namespace`,
    );
  }
}

/** The id of a style named in the workspace; undefined when not given, null to clear. */
async function styleIdOf(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  name: string | null | undefined,
): Promise<string | null | undefined> {
  if (name === undefined || name === null) return name;
  const style = await tx.style.findFirst({ where: { workspaceId, name }, select: { id: true } });
  if (!style) {
    throw new BadRequestError(`defaultStyle: no style named "${name}" in this workspace`, { fields: ['defaultStyle'] });
  }
  return style.id;
}
