import { type CatalogChanged, NO_CATALOG_CHANGES } from '../catalog-changes';
import type { SharedTransaction } from '../transaction';
import type { PrismaClient } from '../../db/client';
import { Prisma } from '../../generated/prisma/client';
import { onViolation } from '../../db/violation';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import { sameNameIgnoringCase, underNameLock, type PrismaTx } from '../names';
import { type PostgisCatalog, type SavedService, type ServiceService } from '../services';
import { recordedWarnings } from '../styles';
import { checkVersion, claimVersion } from '../versions';
import { CreateLayerInput, Layer, UpdateLayerInput } from './layer.types';
import { type SourceFields, sourceFields } from './layer.source';

const createSchema = schemaOf(CreateLayerInput);
const updateSchema = schemaOf(UpdateLayerInput);

const withStyle = { defaultStyle: { select: { name: true, attributeRefs: true } } } as const;

/** A layer's row with the name and recorded attributes of its default style. */
type LayerRow = Prisma.LayerGetPayload<{ include: typeof withStyle }>;

/** The default style by name; attributes and bounds only when known; the style's warnings as recorded. */
const present = presenter<LayerRow, Layer>(Layer, {
  defaultStyleName: (r) => r.defaultStyle?.name ?? null,
  bounds: (r) => (r.bounds?.length === 4 ? r.bounds : null),
  attributes: (r) => columnsOf(r),
  // docs/styles.md#warnings-against-the-data: compared from what both rows recorded when saved.
  defaultStyleWarnings: (r) => (r.defaultStyle ? recordedWarnings(r.attributes, r.defaultStyle.attributeRefs) : null),
});

const columnsOf = (r: LayerRow): string[] | null => (Array.isArray(r.attributes) ? (r.attributes as string[]) : null);

/** The stored form of SourceFields: a JSON column is cleared with DbNull. */
const stored = (source: SourceFields) => ({ ...source, attributes: source.attributes ?? Prisma.DbNull });

const notFound = () => new NotFoundError('layer not found');

/** Layers of a service. Names are unique in the whole workspace, since OGC APIs publish them side by side. */
export class LayerService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly services: ServiceService,
    private readonly catalog: PostgisCatalog,
    private readonly changed: CatalogChanged = NO_CATALOG_CHANGES,
  ) {}

  /** This service inside a shared transaction (src/domains/transaction.ts). */
  within(shared: SharedTransaction, services: ServiceService): LayerService {
    return new LayerService(shared.db, services, this.catalog, shared.changed(this.changed));
  }

  /** The layers of one service, or of the whole workspace when no service is given; by name. */
  async list(workspaceId: string, serviceRef?: string | null): Promise<Layer[]> {
    const serviceId = serviceRef ? (await this.services.find(workspaceId, serviceRef)).row.id : undefined;
    const rows = await this.prisma.layer.findMany({
      where: { workspaceId, ...(serviceId ? { serviceId } : {}) },
      include: withStyle,
      orderBy: { name: 'asc' },
    });
    return rows.map(present);
  }

  /**
   * Layers of several workspaces or services in one statement, by name, for the graph's loaders.
   * `names` narrows to (workspace id, name) pairs: a layer group member or a job's resource.
   */
  async listWhere(by: {
    workspaceIds?: readonly string[];
    serviceIds?: readonly string[];
    ids?: readonly string[];
    names?: readonly string[];
  }): Promise<Layer[]> {
    const rows = await this.prisma.layer.findMany({
      where: {
        ...(by.workspaceIds ? { workspaceId: { in: [...by.workspaceIds] } } : {}),
        ...(by.serviceIds ? { serviceId: { in: [...by.serviceIds] } } : {}),
        ...(by.ids ? { id: { in: by.ids.filter(isUuid) } } : {}),
        ...(by.names ? { name: { in: [...by.names] } } : {}),
      },
      include: withStyle,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return rows.map(present);
  }

  async get(workspaceId: string, serviceRef: string, ref: string): Promise<Layer> {
    return present(await this.find(workspaceId, serviceRef, ref));
  }

  async create(workspaceId: string, serviceRef: string, input: unknown): Promise<Layer> {
    const data = parseInput(createSchema, input);
    const service = await this.services.find(workspaceId, serviceRef);
    const styleId = data.defaultStyle ? await this.styleId(workspaceId, data.defaultStyle) : null;
    const source = await this.source(service, data.name, data.table ?? null, data.geometryColumn, data.idColumn);
    const row = await underNameLock(this.prisma, 'layers', data.name, workspaceId, async (db) => {
      await this.assertNameFree(db, workspaceId, data.name);
      return db.layer.create({
        data: {
          workspaceId,
          serviceId: service.row.id,
          name: data.name,
          title: data.title ?? null,
          defaultStyleId: styleId,
          ...stored(source),
        },
        include: withStyle,
      });
    }).catch(this.raced(workspaceId, data.name, data.defaultStyle));
    await this.changed(workspaceId);
    return present(row);
  }

  async update(
    workspaceId: string,
    serviceRef: string,
    ref: string,
    input: unknown,
    expectedVersion?: number | null,
  ): Promise<Layer> {
    const data = parseInput(updateSchema, input);
    const current = await this.find(workspaceId, serviceRef, ref);
    let styleId: string | null | undefined;
    if (data.defaultStyle !== undefined)
      styleId = data.defaultStyle ? await this.styleId(workspaceId, data.defaultStyle) : null;
    const rename = data.name && data.name !== current.name ? data.name : undefined;
    // Sending table, geometryColumn or idColumn (even unchanged) checks the table again and refills the fields.
    let source: SourceFields | undefined;
    if (data.table !== undefined || data.geometryColumn !== undefined || data.idColumn !== undefined) {
      const service = await this.services.find(workspaceId, serviceRef);
      // Another table starts from its own columns; the same table keeps the chosen ones unless sent.
      const sameTable = data.table === undefined || data.table === current.table;
      const keep = <T>(sent: T | undefined, held: T) => (sent !== undefined ? sent : sameTable ? held : undefined);
      source = await this.source(
        service,
        data.name ?? current.name,
        data.table !== undefined ? data.table : current.table,
        keep(data.geometryColumn, current.geometryColumn),
        keep(data.idColumn, current.idColumn),
      );
    }
    const row = await underNameLock(this.prisma, 'layers', rename, workspaceId, async (db) => {
      await claimVersion(db, 'layers', current.id, expectedVersion);
      if (rename) await this.assertNameFree(db, workspaceId, rename, current.id);
      return db.layer.update({
        where: { id: current.id },
        data: {
          ...(data.name ? { name: data.name } : {}),
          ...(source ? stored(source) : {}),
          ...(data.title !== undefined ? { title: data.title } : {}),
          ...(styleId !== undefined ? { defaultStyleId: styleId } : {}),
        },
        include: withStyle,
      });
    }).catch(this.raced(workspaceId, data.name ?? current.name, data.defaultStyle));
    await this.changed(workspaceId);
    return present(row);
  }

  /** The table-derived fields of a layer, checked against its service (layer.source.ts). */
  private source(
    service: SavedService,
    layerName: string,
    table: string | null,
    geometryColumn?: string | null,
    idColumn?: string | null,
  ): Promise<SourceFields> {
    return sourceFields(this.catalog, service, { table, geometryColumn, idColumn, layerName });
  }

  /** A layer that a layer group shows cannot go: 409 naming the groups. */
  async delete(workspaceId: string, serviceRef: string, ref: string, expectedVersion?: number | null): Promise<string> {
    const current = await this.find(workspaceId, serviceRef, ref);
    await this.prisma.$transaction(async (tx) => {
      await checkVersion(tx, 'layers', current.id, expectedVersion);
      const members = await tx.layerGroupMember.findMany({
        where: { layerId: current.id },
        select: { group: { select: { publicId: true } } },
      });
      const groups = [...new Set(members.map((m) => m.group.publicId))].sort();
      if (groups.length) {
        throw new ConflictError(
          `layer "${current.name}" is used by layer group(s) ${groups.map((g) => `"${g}"`).join(', ')}`,
        );
      }
      await tx.layer.delete({ where: { id: current.id } });
    });
    await this.changed(workspaceId);
    return current.id;
  }

  /** A layer by id or name, only under its own service of this workspace. */
  private async find(workspaceId: string, serviceRef: string, ref: string): Promise<LayerRow> {
    const service = await this.services.find(workspaceId, serviceRef);
    const row = await this.prisma.layer.findUnique({
      where: isUuid(ref)
        ? { id: ref.toLowerCase(), workspaceId, serviceId: service.row.id }
        : { workspaceId_name: { workspaceId, name: ref }, serviceId: service.row.id },
      include: withStyle,
    });
    if (!row) throw notFound();
    return row;
  }

  /** The Style table is read directly (not through the styles domain): only existence matters here. */
  private async styleId(workspaceId: string, styleName: string): Promise<string> {
    const style = await this.prisma.style.findUnique({
      where: { workspaceId_name: { workspaceId, name: styleName } },
      select: { id: true },
    });
    if (!style)
      throw new BadRequestError(`defaultStyle: style "${styleName}" does not exist in this workspace`, {
        fields: ['defaultStyle'],
      });
    return style.id;
  }

  private async assertNameFree(db: PrismaTx, workspaceId: string, layerName: string, exceptId?: string): Promise<void> {
    const taken = await sameNameIgnoringCase(db, 'layers', layerName, workspaceId, exceptId);
    if (taken) throw new ConflictError(`layer "${taken}" already exists in this workspace`);
  }

  /** Races past the checks above: a concurrent duplicate (409), or the style or service deleted meanwhile. */
  private raced(workspaceId: string, layerName: string, styleName?: string | null) {
    return onViolation({
      unique: () => new ConflictError(`layer "${layerName}" already exists in this workspace`),
      // Re-running the style check throws its 400 when the style was deleted meanwhile.
      foreignKey: async () => {
        if (styleName) await this.styleId(workspaceId, styleName);
      },
    });
  }
}
