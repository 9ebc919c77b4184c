import type { z } from 'zod';
import type { Cache, CacheInvalidator, CacheRegistry } from '../../cache/cache';
import { MAPGATE_CACHES } from '../../cache/defaults';
import type { Config } from '../../base/config';
import type { PrismaClient } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import { Prisma } from '../../generated/prisma/client';
import { parseInput } from '../../base/validate';
import type { SharedTransaction } from '../transaction';
import { assertVersion } from '../versions';
import {
  exceededFeatureLimits,
  exceededTileLimits,
  ogcApiSettingsSchema,
  ogcTilesSettingsSchema,
  type OGCAPISettingsValue,
  type OGCTilesSettingsValue,
} from './ogc-settings.schema';

/** Name of the in-process cache of workspace settings (docs/rules.md §6 CacheStats). */
export const SETTINGS_CACHE = 'settings';

/** A settings document with its version (docs/live.md, "Versions"; 0 until first saved). */
type Versioned<T> = T & { version: number };

interface WorkspaceOgcSettings {
  ogcApi: Versioned<OGCAPISettingsValue>;
  ogcTiles: Versioned<OGCTilesSettingsValue>;
}

/** A stored object read back through its schema: members added since it was saved get their defaults. */
function readStored<S extends z.ZodType>(schema: S, stored: unknown): z.output<S> {
  const r = schema.safeParse(stored ?? {});
  return r.success ? r.data : schema.parse({});
}

/**
 * OGC API Features and OGC API Tiles settings per workspace (docs/rules.md §6), one row of
 * workspace_settings each, JSON columns holding the whole validated objects. Callers pass the
 * workspace id (resolvers resolve the path's id or name first).
 */
export class OgcSettingsService {
  private readonly cache: Cache<WorkspaceOgcSettings>;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly config: Config,
    caches: CacheRegistry,
    private readonly invalidator: CacheInvalidator,
  ) {
    this.cache = caches.cache<WorkspaceOgcSettings>(SETTINGS_CACHE, MAPGATE_CACHES.settings);
  }

  /**
   * This service inside a shared transaction (src/domains/transaction.ts): its writes join it, its
   * invalidations wait for the commit; the cache is the same.
   */
  within(shared: SharedTransaction): OgcSettingsService {
    return Object.assign(Object.create(this) as OgcSettingsService, {
      prisma: shared.db,
      invalidator: shared.invalidator(this.invalidator),
    });
  }

  /** OGC API Tiles settings; the defaults until the first PUT. */
  async tiles(workspaceId: string): Promise<Versioned<OGCTilesSettingsValue>> {
    return (await this.load(workspaceId)).ogcTiles;
  }

  /** OGC API Features settings; the defaults until the first PUT. */
  async features(workspaceId: string): Promise<Versioned<OGCAPISettingsValue>> {
    return (await this.load(workspaceId)).ogcApi;
  }

  /**
   * Replaces the OGC API Tiles settings. Every check runs before anything is written: a refused
   * PUT leaves the saved settings as they were.
   */
  async putTiles(
    workspaceId: string,
    input: unknown,
    expectedVersion?: number | null,
  ): Promise<Versioned<OGCTilesSettingsValue>> {
    const value = parseInput(ogcTilesSettingsSchema, input);
    const c = this.config;
    const exceeded = exceededTileLimits(value, {
      maxFeatures: c.MAPGATE_TILES_MAX_FEATURES,
      maxVertices: c.MAPGATE_TILES_MAX_VERTICES,
      maxTileBytes: c.MAPGATE_TILES_MAX_TILE_BYTES,
      cacheQuotaBytes: c.MAPGATE_TILES_CACHE_QUOTA_BYTES,
    });
    // docs/rules.md §6: the exact wording; which values and ceilings go in `exceeded`.
    if (exceeded.length) throw new BadRequestError('workspace tile limits cannot exceed server limits', { exceeded });
    const saved = await this.prisma.$transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      await assertSettingsVersion(tx, workspaceId, 'ogcTilesVersion', expectedVersion);
      await assertTileMatrixSetsExist(tx, value.settings.tileMatrixSets);
      const groupId = value.settings.datasetMapLayerGroupId;
      if (groupId && !(await tx.layerGroup.findFirst({ where: { id: groupId, workspaceId }, select: { id: true } }))) {
        throw new BadRequestError(
          `settings.datasetMapLayerGroupId: no layer group with id "${groupId}" in this workspace`,
          { fields: ['settings.datasetMapLayerGroupId'] },
        );
      }
      const json: Prisma.InputJsonObject = value;
      return tx.workspaceSettings.upsert({
        where: { workspaceId },
        create: { workspaceId, ogcTiles: json, ogcTilesVersion: 1 },
        update: { ogcTiles: json, ogcTilesVersion: { increment: 1 } },
      });
    });
    await this.invalidator.invalidate(SETTINGS_CACHE, workspaceId);
    return { ...value, version: saved.ogcTilesVersion };
  }

  /** Replaces the OGC API Features settings; same rules as putTiles. */
  async putFeatures(
    workspaceId: string,
    input: unknown,
    expectedVersion?: number | null,
  ): Promise<Versioned<OGCAPISettingsValue>> {
    const value = parseInput(ogcApiSettingsSchema, input);
    const exceeded = exceededFeatureLimits(value);
    if (exceeded.length)
      throw new BadRequestError('workspace feature limits cannot exceed server limits', { exceeded });
    const saved = await this.prisma.$transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      await assertSettingsVersion(tx, workspaceId, 'ogcApiVersion', expectedVersion);
      const json: Prisma.InputJsonObject = value;
      return tx.workspaceSettings.upsert({
        where: { workspaceId },
        create: { workspaceId, ogcApi: json, ogcApiVersion: 1 },
        update: { ogcApi: json, ogcApiVersion: { increment: 1 } },
      });
    });
    await this.invalidator.invalidate(SETTINGS_CACHE, workspaceId);
    return { ...value, version: saved.ogcApiVersion };
  }

  /** Delete guard of tile matrix sets: 409 while any workspace's OGC Tiles settings offer the set. */
  readonly assertTileMatrixSetUnused = async (tx: Prisma.TransactionClient, id: string): Promise<void> => {
    const rows = await tx.workspaceSettings.findMany({
      select: { ogcTiles: true, workspace: { select: { name: true } } },
    });
    const users = rows
      .filter((r) => r.ogcTiles && readStored(ogcTilesSettingsSchema, r.ogcTiles).settings.tileMatrixSets.includes(id))
      .map((r) => `"${r.workspace.name}"`)
      .sort();
    if (users.length) {
      throw new ConflictError(
        `tile matrix set "${id}" is used by the OGC API Tiles settings of workspace ${users.join(', ')}`,
      );
    }
  };

  /** Delete guard of layer groups: 409 while the group is its workspace's dataset map. */
  readonly assertLayerGroupUnused = async (
    tx: Prisma.TransactionClient,
    group: { id: string; workspaceId: string; publicId: string },
  ): Promise<void> => {
    const row = await tx.workspaceSettings.findUnique({
      where: { workspaceId: group.workspaceId },
      select: { ogcTiles: true },
    });
    const tiles = readStored(ogcTilesSettingsSchema, row?.ogcTiles);
    if (tiles.settings.datasetMapLayerGroupId === group.id) {
      throw new ConflictError(
        `layer group "${group.publicId}" is the workspace map of the OGC API Tiles settings (settings.dataset_map_layer_group_id)`,
      );
    }
  };

  private load(workspaceId: string): Promise<WorkspaceOgcSettings> {
    return this.cache.getOrLoad(workspaceId, async () => {
      const row = await this.prisma.workspaceSettings.findUnique({ where: { workspaceId } });
      return {
        ogcApi: { ...readStored(ogcApiSettingsSchema, row?.ogcApi), version: row?.ogcApiVersion ?? 0 },
        ogcTiles: { ...readStored(ogcTilesSettingsSchema, row?.ogcTiles), version: row?.ogcTilesVersion ?? 0 },
      };
    });
  }
}

/**
 * Serialises this write with layer group deletes of the workspace (they take the same lock), so a
 * group cannot disappear between the check and the write. NO KEY UPDATE leaves foreign-key checks
 * of other tables unblocked.
 */
async function lockWorkspace(tx: Prisma.TransactionClient, workspaceId: string): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM workspaces WHERE id = ${workspaceId}::uuid FOR NO KEY UPDATE`;
  if (!rows.length) throw new NotFoundError('workspace not found');
}

/**
 * The expected version of one settings document, checked under the workspace lock that serializes every
 * settings write (so the check and the write that follows cannot be split by another writer).
 */
async function assertSettingsVersion(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  column: 'ogcApiVersion' | 'ogcTilesVersion',
  expected: number | null | undefined,
): Promise<void> {
  if (expected === null || expected === undefined) return;
  const row = await tx.workspaceSettings.findUnique({ where: { workspaceId }, select: { [column]: true } });
  assertVersion((row as Record<string, number> | null)?.[column] ?? 0, expected);
}

/** Share locks make a concurrent delete of a named set wait until this write is done (and then see it). */
async function assertTileMatrixSetsExist(tx: Prisma.TransactionClient, ids: string[]): Promise<void> {
  const found = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM tile_matrix_sets WHERE id IN (${Prisma.join(ids)}) FOR SHARE`;
  const missing = ids.filter((id) => !found.some((r) => r.id === id));
  if (missing.length) {
    throw new BadRequestError(
      `settings.tileMatrixSets: unknown tile matrix set ${missing.map((m) => `"${m}"`).join(', ')}`,
      { fields: ['settings.tileMatrixSets'] },
    );
  }
}
