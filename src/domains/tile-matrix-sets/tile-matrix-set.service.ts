import type { Cache, CacheInvalidator, CacheRegistry } from '../../cache/cache';
import { MAPGATE_CACHES } from '../../cache/defaults';
import { violationOf } from '../../db/violation';
import type { PrismaClient } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import type { Prisma, TileMatrixSet as TileMatrixSetRow } from '../../generated/prisma/client';
import { BUILTIN_TILE_MATRIX_SETS, isBuiltin } from './tile-matrix-set.builtins';
import { canonical, type TileMatrixSetDefinition } from './tile-matrix-set.definition';
import { checkVersion, claimVersion } from '../versions';
import { TileMatrixSet } from './tile-matrix-set.types';
import { parseDefinition } from './tile-matrix-set.validation';
import { RESOURCE_NAME, mustMatch } from '../../base/validate';
import { presenter } from '../../base/present';

/** Name of the in-process cache of every definition (docs/rules.md §6 CacheStats). */
export const TILE_MATRIX_SETS_CACHE = 'tile_matrix_sets';
const ALL = 'all';

/**
 * Something that may refuse the deletion of a tile matrix set (by throwing a ConflictError), run in
 * the deleting transaction after the set's row is locked. Domains that refer to sets register one,
 * so this domain needs to know nothing of them.
 */
export type TileMatrixSetDeleteGuard = (tx: Prisma.TransactionClient, id: string) => Promise<void>;

/** The definition in its canonical form (tile-matrix-set.definition.ts). */
const present = presenter<TileMatrixSetRow, TileMatrixSet>(TileMatrixSet, {
  definition: (row) => canonical(row.definition as TileMatrixSetDefinition),
});

const builtinRank = (id: string) => {
  const i = BUILTIN_TILE_MATRIX_SETS.findIndex((s) => s.id === id);
  return i < 0 ? BUILTIN_TILE_MATRIX_SETS.length : i;
};

const immutable = (id: string) =>
  new ConflictError(`tile matrix set "${id}" is built in and cannot be changed or deleted`);
const notFound = () => new NotFoundError('tile matrix set not found');

/** Built-in and custom OGC TMS 2.0 definitions (docs/rules.md §6 TileMatrixSetDefinitions). */
export class TileMatrixSetService {
  private readonly cache: Cache<TileMatrixSet[]>;
  private readonly deleteGuards: TileMatrixSetDeleteGuard[] = [];

  constructor(
    private readonly prisma: PrismaClient,
    caches: CacheRegistry,
    private readonly invalidator: CacheInvalidator,
  ) {
    this.cache = caches.cache<TileMatrixSet[]>(TILE_MATRIX_SETS_CACHE, MAPGATE_CACHES.tile_matrix_sets);
  }

  /**
   * Writes the built-in sets from code into the table, replacing whatever is there: every database
   * mapgate serves has them, exactly as OGC defines them, whatever happened to the rows before.
   * Idempotent, so concurrent instances may all run it.
   */
  async seedBuiltins(): Promise<void> {
    for (const def of BUILTIN_TILE_MATRIX_SETS) {
      const data = {
        title: def.title ?? def.id,
        crs: def.crs,
        definition: def,
        builtin: true,
      };
      await this.prisma.tileMatrixSet
        .upsert({ where: { id: def.id }, create: { id: def.id, ...data }, update: data })
        .catch(async (err: unknown) => {
          // Another instance inserted the row between this upsert's read and its insert.
          if (violationOf(err) !== 'unique') throw err;
          await this.prisma.tileMatrixSet.update({ where: { id: def.id }, data });
        });
    }
    await this.invalidator.invalidate(TILE_MATRIX_SETS_CACHE);
  }

  /** Every set: the built-ins in their default order, then custom sets by id. */
  list(): Promise<TileMatrixSet[]> {
    return this.cache.getOrLoad(ALL, async () => {
      const rows = await this.prisma.tileMatrixSet.findMany();
      return rows
        .map(present)
        .sort((a, b) => builtinRank(a.id) - builtinRank(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    });
  }

  async get(id: string): Promise<TileMatrixSet> {
    const hit = (await this.list()).find((s) => s.id === id);
    if (!hit) throw notFound();
    return hit;
  }

  /** The definition of a set, or null when there is no such set. */
  async definition(id: string): Promise<TileMatrixSetDefinition | null> {
    return (await this.list()).find((s) => s.id === id)?.definition ?? null;
  }

  /** The definitions of these ids in this order; unknown ids are left out. */
  async definitions(ids: readonly string[]): Promise<TileMatrixSetDefinition[]> {
    const all = await this.list();
    return ids.flatMap((id) => all.find((s) => s.id === id)?.definition ?? []);
  }

  /** Registers a check that may refuse a deletion (see TileMatrixSetDeleteGuard). */
  guardDelete(guard: TileMatrixSetDeleteGuard): void {
    this.deleteGuards.push(guard);
  }

  /**
   * Creates or replaces a custom set; built-ins are immutable (409). With `expectedVersion`, a replace
   * happens only at that version (PRECONDITION_FAILED otherwise; NOT_FOUND when there is no such set).
   */
  async put(id: string, input: unknown, expectedVersion?: number | null): Promise<TileMatrixSetDefinition> {
    if (!RESOURCE_NAME.test(id)) throw new BadRequestError(`id: ${mustMatch(RESOURCE_NAME)}`);
    if (isBuiltin(id)) throw immutable(id);
    const def = canonical(parseDefinition(id, input));
    const data = { title: def.title ?? id, crs: def.crs, definition: def };
    await this.prisma.$transaction(async (tx) => {
      const exists = await tx.tileMatrixSet.findUnique({ where: { id }, select: { id: true } });
      if (!exists && (expectedVersion === undefined || expectedVersion === null)) {
        // A concurrent create of the same id makes this a replace (the upsert's update).
        await tx.tileMatrixSet.upsert({ where: { id }, create: { id, ...data, builtin: false }, update: data });
        return;
      }
      // The version claim is the write's first statement: it takes the row lock (docs/live.md, "Versions").
      await claimVersion(tx, 'tile_matrix_sets', id, expectedVersion);
      await tx.tileMatrixSet.update({ where: { id }, data });
    });
    await this.invalidator.invalidate(TILE_MATRIX_SETS_CACHE);
    return def;
  }

  /** Deletes a custom set; 409 for a built-in or while a guard (e.g. workspace settings) refers to it. */
  async delete(id: string, expectedVersion?: number | null): Promise<string> {
    if (isBuiltin(id)) throw immutable(id);
    await this.prisma.$transaction(async (tx) => {
      // The row lock makes a concurrent settings update that names this set wait for the outcome.
      const rows = await tx.$queryRaw<
        { id: string }[]
      >`SELECT id FROM tile_matrix_sets WHERE id = ${id} AND NOT builtin FOR UPDATE`;
      if (!rows.length) throw notFound();
      await checkVersion(tx, 'tile_matrix_sets', id, expectedVersion);
      for (const guard of this.deleteGuards) await guard(tx, id);
      await tx.tileMatrixSet.delete({ where: { id } });
    });
    await this.invalidator.invalidate(TILE_MATRIX_SETS_CACHE);
    return id;
  }
}
