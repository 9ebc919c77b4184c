import { type CatalogChanged, NO_CATALOG_CHANGES } from '../catalog-changes';
import type { SharedTransaction } from '../transaction';
import type { Config } from '../../base/config';
import type { PrismaClient } from '../../db/client';
import type { SecretBox } from '../../db/secret-box';
import { onViolation } from '../../db/violation';
import { ConflictError, NotFoundError } from '../../base/errors';
import type { Service as ServiceRow } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import { sameNameIgnoringCase, underNameLock, type PrismaTx } from '../names';
import { checkVersion, claimVersion } from '../versions';
import { resolveAllowedPath } from './allowed-path';
import {
  type ConnectionInfo,
  assertHostAllowed,
  assertPasswordResent,
  isPostgis,
  mergeConnectionInfo,
  openConnectionInfo,
  PASSWORD_SEALED,
  parseConnectionInfo,
  presentConnectionInfo,
  sealConnectionInfo,
} from './connection-info';
import { CreateServiceInput, Service, ServiceType, UpdateServiceInput } from './service.types';

/** Names of services, layers and styles (docs/rules.md §6 style names). */

const createSchema = schemaOf(CreateServiceInput);
const updateSchema = schemaOf(UpdateServiceInput);

/** A saved service with its connection_info, the password opened: never hand this to a caller. */
export interface SavedService {
  row: ServiceRow;
  type: ServiceType;
  info: ConnectionInfo;
}

const typeOf = (row: ServiceRow) => row.type.toUpperCase() as ServiceType;
const storedInfo = (row: ServiceRow) => row.connectionInfo as Record<string, unknown>;

/**
 * Never needs the password: a listing does not open it, and connection_info leaves without it (the type
 * in capitals).
 */
const present = presenter<ServiceRow, Service>(Service, {
  type: typeOf,
  connectionInfo: (row) => presentConnectionInfo(typeOf(row), storedInfo(row)),
});

/** Services of a workspace. `superAdmin` is the caller's; it lifts the database host rule. */
export class ServiceService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly config: Config,
    private readonly box: SecretBox,
    private readonly changed: CatalogChanged = NO_CATALOG_CHANGES,
  ) {}

  /** This service inside a shared transaction (src/domains/transaction.ts). */
  within(shared: SharedTransaction): ServiceService {
    return new ServiceService(shared.db, this.config, this.box, shared.changed(this.changed));
  }

  async list(workspaceId: string): Promise<Service[]> {
    return this.listIn([workspaceId]);
  }

  /** The services of several workspaces in one statement, by name (the graph's loaders group them). */
  async listIn(workspaceIds: readonly string[]): Promise<Service[]> {
    const rows = await this.prisma.service.findMany({
      where: { workspaceId: { in: [...workspaceIds] } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return rows.map((r) => present(r));
  }

  /** Services by id, in one statement; unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<Service[]> {
    const rows = await this.prisma.service.findMany({ where: { id: { in: ids.filter(isUuid) } } });
    return rows.map((r) => present(r));
  }

  async get(workspaceId: string, ref: string): Promise<Service> {
    return present(await this.row(workspaceId, ref));
  }

  /** A service by id or name, with its secrets: for the connection test and the layers domain. */
  async find(workspaceId: string, ref: string): Promise<SavedService> {
    const row = await this.row(workspaceId, ref);
    return { row, type: typeOf(row), info: openConnectionInfo(storedInfo(row), this.box) };
  }

  private async row(workspaceId: string, ref: string): Promise<ServiceRow> {
    const row = await this.prisma.service.findUnique({
      where: isUuid(ref) ? { workspaceId, id: ref.toLowerCase() } : { workspaceId_name: { workspaceId, name: ref } },
    });
    if (!row) throw new NotFoundError('service not found');
    return row;
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
          connectionInfo: sealConnectionInfo(connectionInfo, this.box) as object,
          enabled: data.enabled ?? true,
        },
      });
    }).catch(duplicate(data.name));
    await this.changed(workspaceId);
    return present(row);
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
          ...(connectionInfo ? { connectionInfo: sealConnectionInfo(connectionInfo, this.box) as object } : {}),
          ...(typeof data.enabled === 'boolean' ? { enabled: data.enabled } : {}),
        },
      });
    }).catch(duplicate(data.name ?? current.row.name));
    await this.changed(workspaceId);
    return present(row);
  }

  /**
   * Seals every password still in clear (written before sealing) or under an earlier key
   * (MAPGATE_SECRET_KEY_PREVIOUS) with the current key; run at start. A row changed meanwhile is left
   * to its own write, which seals it. Returns how many were sealed, and how many are sealed with a key
   * this instance does not have (another instance's key file: docs/security.md, "Secrets at rest").
   */
  async resealAll(): Promise<{ sealed: number; foreign: number }> {
    let sealed = 0;
    let foreign = 0;
    for (const row of await this.prisma.service.findMany({ where: { type: 'postgis' } })) {
      const stored = storedInfo(row);
      const inClear = typeof stored.password === 'string';
      const key = typeof stored[PASSWORD_SEALED] === 'string' ? this.box.keyOf(stored[PASSWORD_SEALED]) : undefined;
      if (key === 'foreign') foreign++;
      if (!inClear && key !== 'earlier') continue;
      const info = sealConnectionInfo(openConnectionInfo(stored, this.box), this.box);
      const done = await this.prisma.service.updateMany({
        where: { id: row.id, version: row.version },
        data: { connectionInfo: info as object },
      });
      sealed += done.count;
    }
    return { sealed, foreign };
  }

  /** docs/rules.md §9: a service that still has layers cannot go (409 naming them). */
  async delete(workspaceId: string, ref: string, expectedVersion?: number | null): Promise<string> {
    const current = { row: await this.row(workspaceId, ref) };
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
    return current.row.id;
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
