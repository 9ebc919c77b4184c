import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
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

const MAP_TILES_DOC = 'Rendered image tiles of a workspace.';
const VECTOR_TILES_DOC = 'Mapbox vector tiles of a workspace.';

const ZERO_INHERITS = '0 = the server limit; a value above it is refused.';

@ObjectType({ description: VECTOR_TILES_DOC })
export class OGCVectorTilesSettings {
  @Field({ description: 'Whether vector tiles are offered.' }) enabled!: boolean;
  @Field(() => [String], { description: 'Always ["application/vnd.mapbox-vector-tile"].' }) formats!: string[];
}

@ObjectType({ description: MAP_TILES_DOC })
export class OGCMapTilesSettings {
  @Field({ description: 'Whether map tiles are offered.' }) enabled!: boolean;
  @Field(() => [String], { description: 'A non-empty subset of image/png, image/jpeg, image/webp.' })
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
  @Field(() => String, { nullable: true, description: LANDING_TITLE_DOC }) title?: string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_DOC }) abstract?: string | null;
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
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) enabled?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Must be exactly ["application/vnd.mapbox-vector-tile"].' })
  formats?: string[] | null;
}

@InputType({ description: MAP_TILES_DOC })
export class OGCMapTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) enabled?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Default all of image/png, image/jpeg, image/webp.' })
  formats?: string[] | null;
}

@InputType({ description: 'The tile options of a workspace; omitted members take their defaults.' })
export class OGCTilesInnerSettingsInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Default ["WebMercatorQuad", "WorldCRS84Quad"]; each must exist.',
  })
  tileMatrixSets?: string[] | null;
  @Field(() => OGCVectorTilesSettingsInput, { nullable: true, description: 'Mapbox vector tiles; default enabled.' })
  vectorTiles?: OGCVectorTilesSettingsInput | null;
  @Field(() => OGCMapTilesSettingsInput, {
    nullable: true,
    description: 'Rendered image tiles; default enabled with every format.',
  })
  mapTiles?: OGCMapTilesSettingsInput | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) cacheEnabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: `Default 0; ${ZERO_INHERITS}` }) maxFeatures?: number | null;
  @Field(() => Int, { nullable: true, description: `Default 0; ${ZERO_INHERITS}` }) maxVertices?: number | null;
  @Field(() => Int, { nullable: true, description: `Default 0; ${ZERO_INHERITS}` }) maxTileBytes?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Default 0 (inherit); negative is refused; at most the global quota when that is set.',
  })
  persistentCacheQuotaBytes?: number | null;
  @Field(() => String, { nullable: true, description: 'Default "" (none).' }) datasetMapLayerGroupId?: string | null;
}

@InputType({ description: WHOLE_SETTINGS_INPUT_DOC })
export class UpdateOGCTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC }) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC }) public?: boolean | null;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_INPUT_DOC }) title?: string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_INPUT_DOC }) abstract?: string | null;
  @Field(() => [String], { nullable: true, description: 'Default ["1.0.0"], the only version.' }) versions?:
    string[] | null;
  @Field(() => OGCTilesInnerSettingsInput, {
    nullable: true,
    description: 'The tile options; omitted members take their defaults.',
  })
  settings?: OGCTilesInnerSettingsInput | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
