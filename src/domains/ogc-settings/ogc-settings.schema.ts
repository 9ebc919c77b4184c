import { z } from 'zod';
import { isUuid } from '../../runtime/loaders';

/*
 * The two settings objects of docs/rules.md §6, as zod schemas over the GraphQL input (camelCase).
 * PUT replaces the whole object: an omitted or null member takes its default, so parsing `{}` gives
 * the defaults a workspace has before its first PUT.
 */

/** The member, or its default when omitted or null. */
const or = <T>(schema: z.ZodType<T>, fallback: () => T) => schema.nullish().transform((v): T => v ?? fallback());
const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? null);
const whole = z.number().int('must be a whole number').min(0, 'must not be negative');
const unique = (list: string[]) => new Set(list).size === list.length;

export const MVT = 'application/vnd.mapbox-vector-tile';
export const MAP_TILE_FORMATS = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DEFAULT_TILE_MATRIX_SETS = ['WebMercatorQuad', 'WorldCRS84Quad'];

const vectorTiles = z.object({
  enabled: or(z.boolean(), () => true),
  formats: or(
    z.array(z.string()).refine((f) => f.length === 1 && f[0] === MVT, `must be exactly ["${MVT}"]`),
    () => [MVT],
  ),
});

const mapTiles = z.object({
  enabled: or(z.boolean(), () => true),
  formats: or(
    z
      .array(z.enum(MAP_TILE_FORMATS, { error: `must be one of ${MAP_TILE_FORMATS.join(', ')}` }))
      .min(1, 'must name at least one format')
      .refine(unique, 'must not repeat a format'),
    () => [...MAP_TILE_FORMATS],
  ),
});

const tilesInner = z.object({
  tileMatrixSets: or(
    z
      .array(z.string().min(1, 'must not be empty'))
      .min(1, 'must name at least one tile matrix set')
      .max(64, 'must name at most 64 tile matrix sets')
      .refine(unique, 'must not repeat a tile matrix set'),
    () => [...DEFAULT_TILE_MATRIX_SETS],
  ),
  vectorTiles: or(vectorTiles, () => vectorTiles.parse({})),
  mapTiles: or(mapTiles, () => mapTiles.parse({})),
  cacheEnabled: or(z.boolean(), () => true),
  // 0 = the server's limit (MAPGATE_TILES_MAX_*); a positive value tightens it for this workspace.
  maxFeatures: or(whole, () => 0),
  maxVertices: or(whole, () => 0),
  maxTileBytes: or(whole, () => 0),
  // 0 = inherit the global quota (MAPGATE_TILES_CACHE_QUOTA_BYTES).
  persistentCacheQuotaBytes: or(whole.max(Number.MAX_SAFE_INTEGER, 'is too large'), () => 0),
  datasetMapLayerGroupId: or(
    z.string().refine((v) => v === '' || isUuid(v), 'must be "" or the id of a layer group of this workspace'),
    () => '',
  ),
});

export const ogcTilesSettingsSchema = z.object({
  enabled: or(z.boolean(), () => false),
  public: or(z.boolean(), () => false),
  title: text(256),
  abstract: text(4096),
  versions: or(
    z
      .array(z.literal('1.0.0', { error: 'only OGC API - Tiles 1.0.0 is supported' }))
      .min(1, 'must name at least one version')
      .refine(unique, 'must not repeat a version'),
    () => ['1.0.0'],
  ),
  settings: or(tilesInner, () => tilesInner.parse({})),
});

export type OGCTilesSettingsValue = z.output<typeof ogcTilesSettingsSchema>;

/** Server-side page size defaults and ceilings of OGC API Features (docs/rules.md §6). */
export const FEATURES_LIMIT_DEFAULT = 10;
export const FEATURES_LIMIT_MAX = 1000;

export const ogcApiSettingsSchema = z
  .object({
    enabled: or(z.boolean(), () => true),
    public: or(z.boolean(), () => false),
    title: text(256),
    abstract: text(4096),
    limitDefault: or(
      z.number().int('must be a whole number').min(1, 'must be at least 1'),
      () => FEATURES_LIMIT_DEFAULT,
    ),
    limitMax: or(z.number().int('must be a whole number').min(1, 'must be at least 1'), () => FEATURES_LIMIT_MAX),
    // 0 = no limit on the offset of paged requests.
    maxOffset: or(whole, () => 0),
  })
  .superRefine((s, ctx) => {
    if (s.limitDefault > s.limitMax)
      ctx.addIssue({ code: 'custom', path: ['limitDefault'], message: 'must not exceed limit_max' });
  });

export type OGCAPISettingsValue = z.output<typeof ogcApiSettingsSchema>;

/** One value above its server ceiling, with its field in the schema's spelling (each surface respells it). */
export interface ExceededLimit {
  field: string;
  value: number;
  limit: number;
}

/** Which ceiling each tile limit answers to; a ceiling of 0 means unlimited (the global cache quota). */
export function exceededTileLimits(
  s: OGCTilesSettingsValue,
  ceilings: {
    maxFeatures: number;
    maxVertices: number;
    maxTileBytes: number;
    cacheQuotaBytes: number;
  },
): ExceededLimit[] {
  const checks: [string, number, number][] = [
    ['settings.maxFeatures', s.settings.maxFeatures, ceilings.maxFeatures],
    ['settings.maxVertices', s.settings.maxVertices, ceilings.maxVertices],
    ['settings.maxTileBytes', s.settings.maxTileBytes, ceilings.maxTileBytes],
    ['settings.persistentCacheQuotaBytes', s.settings.persistentCacheQuotaBytes, ceilings.cacheQuotaBytes],
  ];
  return checks
    .filter(([, value, limit]) => limit > 0 && value > limit)
    .map(([field, value, limit]) => ({ field, value, limit }));
}

export function exceededFeatureLimits(s: OGCAPISettingsValue): ExceededLimit[] {
  const checks: [string, number, number][] = [
    ['limitDefault', s.limitDefault, FEATURES_LIMIT_DEFAULT],
    ['limitMax', s.limitMax, FEATURES_LIMIT_MAX],
  ];
  return checks.filter(([, value, limit]) => value > limit).map(([field, value, limit]) => ({ field, value, limit }));
}
