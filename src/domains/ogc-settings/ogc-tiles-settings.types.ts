import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { Check, orDefault, storedSchemaOf } from '../../base/shape';
import { count } from '../../base/validate';
import { isUuid } from '../../runtime/loaders';
import { EXPECTED_VERSION_DOC } from '../versions';
import {
  DEFAULT_FALSE_DOC,
  DEFAULT_TRUE_DOC,
  LANDING_ABSTRACT_DOC,
  LANDING_ABSTRACT_INPUT_DOC,
  LANDING_TITLE_DOC,
  LANDING_TITLE_INPUT_DOC,
  SETTINGS_VERSION_DOC,
  WHOLE_SETTINGS_INPUT_DOC,
} from '../descriptions';
import { landingAbstract, landingTitle } from './ogc-api-settings.types';

/*
 * The OGC API - Tiles settings of docs/rules.md §6: the object types are the stored JSON as it is read back,
 * the input types say each member's check and its default (a PUT replaces the whole object: an omitted or null
 * member takes its default). ogc-settings.schema.ts builds the one schema of both.
 */

export const MVT = 'application/vnd.mapbox-vector-tile';
export const MAP_TILE_FORMATS = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DEFAULT_TILE_MATRIX_SETS = ['WebMercatorQuad', 'WorldCRS84Quad'];

const unique = (list: string[]) => new Set(list).size === list.length;
const on = orDefault(z.boolean(), () => true);
const off = orDefault(z.boolean(), () => false);
/** 0 = the server's limit (MAPGATE_TILES_MAX_*); a positive value tightens it for this workspace. */
const tileLimit = orDefault(count, () => 0);

const MAP_TILES_DOC = 'Rendered image tiles of a workspace.';
const VECTOR_TILES_DOC = 'Mapbox vector tiles of a workspace.';

const ZERO_INHERITS = '0 = the server limit; a value above it is refused.';

@ObjectType({ description: VECTOR_TILES_DOC })
export class OGCVectorTilesSettings {
  @Field({ description: 'Whether vector tiles are offered.' }) enabled!: boolean;
  @Field(() => [String], { description: `Always ["${MVT}"].` }) formats!: string[];
}

@ObjectType({ description: MAP_TILES_DOC })
export class OGCMapTilesSettings {
  @Field({ description: 'Whether map tiles are offered.' }) enabled!: boolean;
  @Field(() => [String], { description: `A non-empty subset of ${MAP_TILE_FORMATS.join(', ')}.` })
  formats!: string[];
}

@ObjectType({ description: "The tile options of a workspace's OGC API - Tiles." })
export class OGCTilesInnerSettings {
  @Field(() => [String], { description: 'Ids of existing tile matrix sets, in the order they are offered.' })
  tileMatrixSets!: string[];
  @Field(() => OGCVectorTilesSettings, { description: 'Mapbox vector tiles.' }) vectorTiles!: OGCVectorTilesSettings;
  @Field(() => OGCMapTilesSettings, { description: 'Rendered image tiles.' }) mapTiles!: OGCMapTilesSettings;
  @Field({ description: 'Whether the tiles of this workspace may be cached.' }) cacheEnabled!: boolean;
  @Field(() => Int, { description: `Features per tile; ${ZERO_INHERITS}` }) maxFeatures!: number;
  @Field(() => Int, { description: `Vertices per tile; ${ZERO_INHERITS}` }) maxVertices!: number;
  @Field(() => Int, { description: `Bytes per tile; ${ZERO_INHERITS}` }) maxTileBytes!: number;
  @Field(() => Float, { description: 'Bytes of persistent tile cache (a whole number); 0 = inherit the global quota.' })
  persistentCacheQuotaBytes!: number;
  @Field({ description: 'The id of a layer group of this workspace published as the workspace map, or "".' })
  datasetMapLayerGroupId!: string;
}

@ObjectType({ description: 'OGC API - Tiles settings of a workspace (docs/rules.md §6).' })
export class OGCTilesSettings {
  @Field({ description: 'Whether the workspace offers OGC API - Tiles.' }) enabled!: boolean;
  @Field({ description: 'Whether OGC API - Tiles may be used without a credential.' }) public!: boolean;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_DOC }) title!: string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_DOC }) abstract!: string | null;
  @Field(() => [String], { description: 'The OGC API - Tiles versions offered: ["1.0.0"].' }) versions!: string[];
  @Field(() => OGCTilesInnerSettings, { description: 'Tile matrix sets, formats, limits and caching.' })
  settings!: OGCTilesInnerSettings;
  @Field(() => Int, {
    description: SETTINGS_VERSION_DOC,
  })
  version!: number;
}

@InputType({ description: VECTOR_TILES_DOC })
export class OGCVectorTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) @Check(on) enabled?: boolean | null;
  @Field(() => [String], { nullable: true, description: `Must be exactly ["${MVT}"].` })
  @Check(
    orDefault(
      z.array(z.string()).refine((f) => f.length === 1 && f[0] === MVT, `must be exactly ["${MVT}"]`),
      () => [MVT],
    ),
  )
  formats?: string[] | null;
}

@InputType({ description: MAP_TILES_DOC })
export class OGCMapTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) @Check(on) enabled?: boolean | null;
  @Field(() => [String], { nullable: true, description: `Default all of ${MAP_TILE_FORMATS.join(', ')}.` })
  @Check<string[]>(
    orDefault(
      z
        .array(z.enum(MAP_TILE_FORMATS, { error: `must be one of ${MAP_TILE_FORMATS.join(', ')}` }))
        .min(1, 'must name at least one format')
        .refine(unique, 'must not repeat a format'),
      () => [...MAP_TILE_FORMATS],
    ),
  )
  formats?: string[] | null;
}

/** A nested object of the settings: absent or null, its members' defaults. */
const orItsDefaults = <T>(schema: z.ZodType<T>) => orDefault(schema, () => schema.parse({}));

const vectorTiles = orItsDefaults(storedSchemaOf(OGCVectorTilesSettingsInput, OGCVectorTilesSettings));
const mapTiles = orItsDefaults(storedSchemaOf(OGCMapTilesSettingsInput, OGCMapTilesSettings));

@InputType({ description: 'The tile options of a workspace; omitted members take their defaults.' })
export class OGCTilesInnerSettingsInput {
  @Field(() => [String], {
    nullable: true,
    description: `Default [${DEFAULT_TILE_MATRIX_SETS.map((id) => `"${id}"`).join(', ')}]; each must exist.`,
  })
  @Check(
    orDefault(
      z
        .array(z.string().min(1, 'must not be empty'))
        .min(1, 'must name at least one tile matrix set')
        .max(64, 'must name at most 64 tile matrix sets')
        .refine(unique, 'must not repeat a tile matrix set'),
      () => [...DEFAULT_TILE_MATRIX_SETS],
    ),
  )
  tileMatrixSets?: string[] | null;
  @Field(() => OGCVectorTilesSettingsInput, { nullable: true, description: 'Mapbox vector tiles; default enabled.' })
  @Check<OGCVectorTilesSettingsInput>(vectorTiles)
  vectorTiles?: OGCVectorTilesSettingsInput | null;
  @Field(() => OGCMapTilesSettingsInput, {
    nullable: true,
    description: 'Rendered image tiles; default enabled with every format.',
  })
  @Check<OGCMapTilesSettingsInput>(mapTiles)
  mapTiles?: OGCMapTilesSettingsInput | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) @Check(on) cacheEnabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: `Default 0; ${ZERO_INHERITS}` }) @Check(tileLimit) maxFeatures?:
    number | null;
  @Field(() => Int, { nullable: true, description: `Default 0; ${ZERO_INHERITS}` }) @Check(tileLimit) maxVertices?:
    number | null;
  @Field(() => Int, { nullable: true, description: `Default 0; ${ZERO_INHERITS}` }) @Check(tileLimit) maxTileBytes?:
    number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Default 0 (inherit); negative is refused; at most the global quota when that is set.',
  })
  // 0 = inherit the global quota (MAPGATE_TILES_CACHE_QUOTA_BYTES).
  @Check(orDefault(count.max(Number.MAX_SAFE_INTEGER, 'is too large'), () => 0))
  persistentCacheQuotaBytes?: number | null;
  @Field(() => String, { nullable: true, description: 'Default "" (none).' })
  @Check(
    orDefault(
      z.string().refine((v) => v === '' || isUuid(v), 'must be "" or the id of a layer group of this workspace'),
      () => '',
    ),
  )
  datasetMapLayerGroupId?: string | null;
}

const tilesInner = orItsDefaults(storedSchemaOf(OGCTilesInnerSettingsInput, OGCTilesInnerSettings));

@InputType({ description: WHOLE_SETTINGS_INPUT_DOC })
export class UpdateOGCTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC }) @Check(off) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC }) @Check(off) public?: boolean | null;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_INPUT_DOC }) @Check(landingTitle) title?:
    string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_INPUT_DOC }) @Check(landingAbstract) abstract?:
    string | null;
  @Field(() => [String], { nullable: true, description: 'Default ["1.0.0"], the only version.' })
  @Check<string[]>(
    orDefault(
      z
        .array(z.literal('1.0.0', { error: 'only OGC API - Tiles 1.0.0 is supported' }))
        .min(1, 'must name at least one version')
        .refine(unique, 'must not repeat a version'),
      () => ['1.0.0'],
    ),
  )
  versions?: string[] | null;
  @Field(() => OGCTilesInnerSettingsInput, {
    nullable: true,
    description: 'The tile options; omitted members take their defaults.',
  })
  @Check<OGCTilesInnerSettingsInput>(tilesInner)
  settings?: OGCTilesInnerSettingsInput | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
