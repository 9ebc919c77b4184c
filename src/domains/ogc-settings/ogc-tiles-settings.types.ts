import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC } from '../versions';

const ZERO_INHERITS = '0 = the server limit; a value above it is refused.';

@ObjectType()
export class OGCVectorTilesSettings {
  @Field() enabled!: boolean;
  @Field(() => [String], { description: 'Always ["application/vnd.mapbox-vector-tile"].' }) formats!: string[];
}

@ObjectType()
export class OGCMapTilesSettings {
  @Field() enabled!: boolean;
  @Field(() => [String], { description: 'A non-empty subset of image/png, image/jpeg, image/webp.' })
  formats!: string[];
}

@ObjectType({ description: "The tile options of a workspace's OGC API - Tiles." })
export class OGCTilesInnerSettings {
  @Field(() => [String], { description: 'Ids of existing tile matrix sets, in the order they are offered.' })
  tileMatrixSets!: string[];
  @Field(() => OGCVectorTilesSettings) vectorTiles!: OGCVectorTilesSettings;
  @Field(() => OGCMapTilesSettings) mapTiles!: OGCMapTilesSettings;
  @Field() cacheEnabled!: boolean;
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
  @Field() enabled!: boolean;
  @Field() public!: boolean;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) abstract?: string | null;
  @Field(() => [String]) versions!: string[];
  @Field(() => OGCTilesInnerSettings) settings!: OGCTilesInnerSettings;
  @Field(() => Int, {
    description: 'Version of this settings document (0 until first saved); the REST ETag is "<version>".',
  })
  version!: number;
}

@InputType()
export class OGCVectorTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) enabled?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Must be exactly ["application/vnd.mapbox-vector-tile"].' })
  formats?: string[] | null;
}

@InputType()
export class OGCMapTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) enabled?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Default all of image/png, image/jpeg, image/webp.' })
  formats?: string[] | null;
}

@InputType()
export class OGCTilesInnerSettingsInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Default ["WebMercatorQuad", "WorldCRS84Quad"]; each must exist.',
  })
  tileMatrixSets?: string[] | null;
  @Field(() => OGCVectorTilesSettingsInput, { nullable: true }) vectorTiles?: OGCVectorTilesSettingsInput | null;
  @Field(() => OGCMapTilesSettingsInput, { nullable: true }) mapTiles?: OGCMapTilesSettingsInput | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) cacheEnabled?: boolean | null;
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

@InputType({ description: 'The whole settings object: omitted or null members take their defaults.' })
export class UpdateOGCTilesSettingsInput {
  @Field(() => Boolean, { nullable: true, description: 'Default false.' }) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Default false.' }) public?: boolean | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) abstract?: string | null;
  @Field(() => [String], { nullable: true, description: 'Default ["1.0.0"], the only version.' }) versions?:
    string[] | null;
  @Field(() => OGCTilesInnerSettingsInput, { nullable: true }) settings?: OGCTilesInnerSettingsInput | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
