import { type CatalogChanged, NO_CATALOG_CHANGES } from '../catalog-changes';
import { z } from 'zod';
import type { Config } from '../../config';
import type { PrismaClient } from '../../db/client';
import { onViolation } from '../../db/violation';
import { ConflictError, NotFoundError } from '../../errors';
import type { Service as ServiceRow } from '../../generated/prisma/client';
import { isUuid } from '../../loaders';
import { parseInput } from '../../validate';
import { notUuid, sameNameIgnoringCase, underNameLock, type PrismaTx } from '../names';
import { checkVersion, claimVersion } from '../versions';
import { resolveAllowedPath } from './allowed-path';
import {
  type ConnectionInfo,
  assertHostAllowed,
  assertPasswordResent,
  isPostgis,
  mergeConnectionInfo,
  parseConnectionInfo,
  presentConnectionInfo,
} from './connection-info';
import { type Service, ServiceType } from './service.types';

/** Names of services, layers and styles (docs/rules.md §6 style names). */
export const RESOURCE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const name = notUuid(z.string().regex(RESOURCE_NAME, 'must match ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$'));
const type = z.enum(ServiceType);
const info = z.record(z.string(), z.unknown());
const createSchema = z.object({ name, type, connectionInfo: info, enabled: z.boolean().nullish() });
const updateSchema = z.object({
  name: name.nullish(),
  type: type.nullish(),
  connectionInfo: info.nullish(),
  enabled: z.boolean().nullish(),
});

/** A saved service with its connection_info as stored (password included): never hand this to a caller. */
export interface SavedService {
  row: ServiceRow;
  type: ServiceType;
  info: ConnectionInfo;
}

const saved = (row: ServiceRow): SavedService => ({
  row,
  type: row.type.toUpperCase() as ServiceType,
  info: row.connectionInfo as unknown as ConnectionInfo,
});

const present = ({ row, type: t, info: i }: SavedService): Service => ({
  id: row.id,
  workspaceId: row.workspaceId,
  name: row.name,
  type: t,
  connectionInfo: presentConnectionInfo(t, i),
  enabled: row.enabled,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  version: row.version,
});

/** Services of a workspace. `superAdmin` is the caller's; it lifts the database host rule. */
export class ServiceService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly config: Config,
    private readonly changed: CatalogChanged = NO_CATALOG_CHANGES,
  ) {}

  async list(workspaceId: string): Promise<Service[]> {
    return this.listIn([workspaceId]);
  }

  /** The services of several workspaces in one statement, by name (the graph's loaders group them). */
  async listIn(workspaceIds: readonly string[]): Promise<Service[]> {
    const rows = await this.prisma.service.findMany({
      where: { workspaceId: { in: [...workspaceIds] } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return rows.map((r) => present(saved(r)));
  }

  /** Services by id, in one statement; unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<Service[]> {
    const rows = await this.prisma.service.findMany({ where: { id: { in: ids.filter(isUuid) } } });
    return rows.map((r) => present(saved(r)));
  }

  async get(workspaceId: string, ref: string): Promise<Service> {
    return present(await this.find(workspaceId, ref));
  }

  /** A service by id or name, with its secrets: for the connection test and the layers domain. */
  async find(workspaceId: string, ref: string): Promise<SavedService> {
    const row = await this.prisma.service.findUnique({
      where: isUuid(ref) ? { workspaceId, id: ref.toLowerCase() } : { workspaceId_name: { workspaceId, name: ref } },
    });
    if (!row) throw new NotFoundError('service not found');
    return saved(row);
  }

  async create(workspaceId: string, input: unknown, superAdmin: boolean): Promise<Service> {
    const data = parseInput(createSchema, input);
    const connectionInfo = parseConnectionInfo(data.type, data.connectionInfo);
    await this.checkConnection(data.type, connectionInfo, superAdmin);
    const row = await underNameLock(this.prisma, 'services', data.name, workspaceId, async (db) => {
      await this.assertNameFree(db, workspaceId, data.name);
      return db.service.create({
        data: {
          workspaceId,
          name: data.name,
          type: data.type.toLowerCase(),
          connectionInfo: connectionInfo as object,
          enabled: data.enabled ?? true,
        },
      });
    }).catch(duplicate(data.name));
    await this.changed(workspaceId);
    return present(saved(row));
  }

  async update(
    workspaceId: string,
    ref: string,
    input: unknown,
    superAdmin: boolean,
    expectedVersion?: number | null,
  ): Promise<Service> {
    const data = parseInput(updateSchema, input);
    const current = await this.find(workspaceId, ref);
    const newType = data.type ?? current.type;
    let connectionInfo: ConnectionInfo | undefined;
    if (data.connectionInfo !== undefined || newType !== current.type) {
      connectionInfo = mergeConnectionInfo(current, newType, data.connectionInfo);
      await this.checkConnection(newType, connectionInfo, superAdmin, current);
      assertPasswordResent(current, connectionInfo, data.connectionInfo);
    }
    const rename = data.name && data.name !== current.row.name ? data.name : undefined;
    const row = await underNameLock(this.prisma, 'services', rename, workspaceId, async (db) => {
      await claimVersion(db, 'services', current.row.id, expectedVersion);
      if (rename) await this.assertNameFree(db, workspaceId, rename, current.row.id);
      return db.service.update({
        where: { id: current.row.id },
        data: {
          ...(data.name ? { name: data.name } : {}),
          ...(data.type ? { type: newType.toLowerCase() } : {}),
          ...(connectionInfo ? { connectionInfo: connectionInfo as object } : {}),
          ...(typeof data.enabled === 'boolean' ? { enabled: data.enabled } : {}),
        },
      });
    }).catch(duplicate(data.name ?? current.row.name));
    await this.changed(workspaceId);
    return present(saved(row));
  }

  /** docs/rules.md §9: a service that still has layers cannot go (409 naming them). */
  async delete(workspaceId: string, ref: string, expectedVersion?: number | null): Promise<void> {
    const current = await this.find(workspaceId, ref);
    await this.prisma.$transaction(async (tx) => {
      await checkVersion(tx, 'services', current.row.id, expectedVersion);
      const layers = await tx.layer.findMany({
        where: { serviceId: current.row.id },
        select: { name: true },
        orderBy: { name: 'asc' },
      });
      if (layers.length) {
        const names =
          layers
            .slice(0, 10)
            .map((l) => `"${l.name}"`)
            .join(', ') + (layers.length > 10 ? ', ...' : '');
        throw new ConflictError(`service "${current.row.name}" still has ${layers.length} layer(s): ${names}`);
      }
      await tx.service.delete({ where: { id: current.row.id } });
    });
    await this.changed(workspaceId);
  }

  /**
   * The rules a connection must meet before it is saved or tested: an allowed database host (403), a
   * path under MAPGATE_ALLOWED_PATHS (400). Returns the file's real path for file-based types.
   */
  async checkConnection(
    t: ServiceType,
    i: ConnectionInfo,
    superAdmin: boolean,
    current?: SavedService,
  ): Promise<string | undefined> {
    if (isPostgis(t, i)) {
      assertHostAllowed(superAdmin, this.config.MAPGATE_DATABASE_HOSTS, i, current);
      return undefined;
    }
    return resolveAllowedPath((i as { path: string }).path, this.config.MAPGATE_ALLOWED_PATHS);
  }

  private async assertNameFree(
    db: PrismaTx,
    workspaceId: string,
    serviceName: string,
    exceptId?: string,
  ): Promise<void> {
    const taken = await sameNameIgnoringCase(db, 'services', serviceName, workspaceId, exceptId);
    if (taken) throw new ConflictError(`service "${taken}" already exists in this workspace`);
  }
}

/** A unique violation that slipped past the pre-check (a concurrent create) is still a 409. */
const duplicate = (serviceName: string) =>
  onViolation({ unique: () => new ConflictError(`service "${serviceName}" already exists in this workspace`) });
