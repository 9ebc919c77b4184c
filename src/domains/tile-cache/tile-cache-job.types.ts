import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, createUnionType, Float, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../enums';
import { z } from 'zod';
import { CREATED_AT_DOC, JOB_ID_DOC, UPDATED_AT_DOC, WORKSPACE_ID_DOC } from '../descriptions';
import { matching, RESOURCE_NAME } from '../../base/validate';
import { Check, CheckAll, schemaOf } from '../../base/shape';
import { BOUNDS_CRS, type BoundsCrs } from './tile-cache.bounds';
import { TILE_EXTENSIONS } from './tile-store';

const BBOX_DOC = '[minx, miny, maxx, maxy], x (easting or longitude) first.';
const BOUNDS_CRS_DOC = 'EPSG:4326 or EPSG:3857.';

const JOB_STATUS_DOC = 'Where the job is in its life cycle.';
const OPERATION_DOC = 'seed, reseed or truncate.';
const ZOOM_DOC = 'The zoom level (tile matrix).';

// Enum values are stored (and spelled on REST) in lower case, as docs/rules.md §6 writes them.
export const TileCacheOperation = describedEnum(
  'TileCacheOperation',
  'seed fetches missing tiles, reseed fetches every tile again (overwriting), truncate deletes cached tiles.',
  {
    SEED: ['seed', 'Fetch and store tiles not cached yet (REST: seed).'],
    RESEED: ['reseed', 'Fetch every tile again, overwriting cached ones (REST: reseed).'],
    TRUNCATE: ['truncate', 'Delete cached tiles (REST: truncate).'],
  },
);
export type TileCacheOperation = EnumValue<typeof TileCacheOperation>;
export const TileType = describedEnum('TileType', 'map: rendered images; vector: Mapbox vector tiles.', {
  MAP: ['map', 'Rendered images: PNG, JPEG or WebP (REST: map).'],
  VECTOR: ['vector', 'Mapbox vector tiles (REST: vector).'],
});
export type TileType = EnumValue<typeof TileType>;
export const TileCacheJobStatus = describedEnum(
  'TileCacheJobStatus',
  'queued -> running -> succeeded | failed | cancelled; cancel: queued -> cancelled, running -> cancelling -> cancelled.',
  {
    QUEUED: ['queued', 'Waiting for a worker (REST: queued).'],
    RUNNING: ['running', 'A worker is processing its chunks (REST: running).'],
    CANCELLING: ['cancelling', 'Cancel requested while running; workers are stopping (REST: cancelling).'],
    CANCELLED: ['cancelled', 'Stopped by a cancel (REST: cancelled).'],
    SUCCEEDED: ['succeeded', 'Every tile processed (REST: succeeded).'],
    FAILED: ['failed', 'Ended with an error, see errorMessage (REST: failed).'],
  },
);
export type TileCacheJobStatus = EnumValue<typeof TileCacheJobStatus>;

// Counters are BigInt in the database and SafeInt here: whole numbers up to 2^53 - 1, where GraphQL Int stops at 2^31.
const COUNT = { description: 'A count (a whole number up to 2^53 - 1).' };

@ObjectType({ description: 'An area as a bounding box in a CRS.' })
export class TileCacheJobBounds {
  @Field(() => [Float], { description: BBOX_DOC }) bbox!: number[];
  @Field({ description: BOUNDS_CRS_DOC }) crs!: string;
}

@ObjectType({ description: 'What a tile cache job was asked to do, as it was accepted.' })
export class TileCacheJobRequest {
  @Field(() => TileCacheOperation, { description: OPERATION_DOC }) operation!: TileCacheOperation;
  @Field(() => String, {
    nullable: true,
    description: 'A layer name or layer group public_id; null when all_resources.',
  })
  resource?: string | null;
  @Field({ description: 'True when the job covers every layer and layer group of the workspace.' })
  allResources!: boolean;
  @Field(() => TileType, { description: 'map or vector tiles.' }) tileType!: TileType;
  @Field({ description: 'The tile matrix set id, e.g. WebMercatorQuad.' }) tileMatrixSet!: string;
  @Field({ description: "A media type of the workspace's OGC API Tiles settings, e.g. image/png." }) format!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The style passed to the upstream; null when none was asked for.',
  })
  style?: string | null;
  @Field(() => Int, { description: 'The shallowest zoom level (tile matrix) covered.' }) minZoom!: number;
  @Field(() => Int, { description: 'The deepest zoom level (tile matrix) covered.' }) maxZoom!: number;
  @Field(() => TileCacheJobBounds, { description: 'The area covered, with its CRS.' }) bounds!: TileCacheJobBounds;
  @Field(() => [String], {
    description:
      'The fields of the request that were not given and that mapgate filled in (format, min_zoom, max_zoom, bounds); see docs/rules.md, "Tile cache job defaults".',
  })
  defaults!: string[];
}

@ObjectType({
  implements: Node,
  description: 'A seed, reseed or truncate of the persistent tile cache, run in the background (docs/rules.md §6).',
})
export class TileCacheJob {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: WORKSPACE_ID_DOC }) workspaceId!: string;
  @Field(() => TileCacheJobRequest, { description: 'What the job was asked to do, defaults filled in.' })
  request!: TileCacheJobRequest;
  @Field(() => TileCacheJobStatus, { description: JOB_STATUS_DOC }) status!: TileCacheJobStatus;
  @Field(() => GraphQLSafeInt, {
    description: 'The exact number of tiles of the request on its tile matrix set (every resource).',
  })
  totalTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) processedTiles!: number;
  @Field(() => GraphQLSafeInt, { description: 'Tiles fetched and stored (seed, reseed) or deleted (truncate).' })
  succeededTiles!: number;
  @Field(() => GraphQLSafeInt, { description: 'Tiles already cached (seed) or not cached (truncate).' })
  skippedTiles!: number;
  @Field(() => GraphQLSafeInt, {
    description: 'Tiles the upstream refused (4xx) or kept failing (5xx, timeouts) after retries.',
  })
  failedTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) bytesWritten!: number;
  @Field(() => GraphQLSafeInt, COUNT) bytesDeleted!: number;
  @Field({ description: 'True once cancelTileCacheJob was called.' }) cancelRequested!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it failed; null unless failed.' }) errorMessage?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The principal that created it (token subject or API key name).',
  })
  createdBy?: string | null;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: UPDATED_AT_DOC }) updatedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it first started running; null until then.' })
  startedAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it ended (succeeded, failed or cancelled); null before.' })
  completedAt?: Date | null;
}

@ObjectType({ description: 'Progress of a job at one zoom level.' })
export class TileCacheZoomProgress {
  @Field(() => Int, { description: ZOOM_DOC }) zoom!: number;
  @Field(() => GraphQLSafeInt, COUNT) totalTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) processedTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) succeededTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) skippedTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) failedTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) bytesWritten!: number;
  @Field(() => GraphQLSafeInt, COUNT) bytesDeleted!: number;
}

@ObjectType({ description: 'Progress of a job per zoom level, from its checkpoints.' })
export class TileCacheJobProgress {
  @Field({ description: JOB_ID_DOC }) jobId!: string;
  @Field(() => TileCacheJobStatus, { description: JOB_STATUS_DOC }) status!: TileCacheJobStatus;
  @Field(() => GraphQLSafeInt, COUNT) totalTiles!: number;
  @Field(() => GraphQLSafeInt, COUNT) processedTiles!: number;
  @Field(() => Float, {
    description:
      'Tiles processed per second from the start to the last checkpoint (to the end once ended); 0 before it starts.',
  })
  tilesPerSecond!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds left at that rate while the job runs; null when queued, ended or without a rate yet.',
  })
  etaSeconds!: number | null;
  @Field(() => [TileCacheZoomProgress], { description: 'From the lowest zoom to the highest.' })
  zooms!: TileCacheZoomProgress[];
}

// Shape checks (400). Whether the job can run on this workspace is decided by TileJobPlanner.plan() (422).
const FORMATS = Object.keys(TILE_EXTENSIONS) as [string, ...string[]];
const zoom = z.number().int('must be a whole number').min(0, 'must not be negative');
const name128 = z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters');

@InputType({ description: 'An area as a bounding box in a CRS; minx < maxx and miny < maxy.' })
export class TileCacheJobBoundsInput {
  @Field(() => [Float], { description: BBOX_DOC })
  @Check(
    z.array(z.number().finite('must be a finite number')).length(4, 'must hold 4 numbers: [minx, miny, maxx, maxy]'),
  )
  bbox!: number[];
  @Field(() => String, { description: BOUNDS_CRS_DOC })
  @Check(z.enum(BOUNDS_CRS, { error: `must be ${BOUNDS_CRS.join(' or ')}` }))
  crs!: BoundsCrs;
}

@InputType({
  description: 'A tile cache job request; 422 when it cannot run (the detail says why) and no job is created.',
})
@CheckAll<CreateTileCacheJobInput>((r, ctx) => {
  if (r.allResources && r.resource)
    ctx.addIssue({ code: 'custom', path: ['resource'], message: 'must be omitted when all_resources is true' });
  if (!r.allResources && !r.resource)
    ctx.addIssue({ code: 'custom', path: ['resource'], message: 'is required unless all_resources is true' });
})
export class CreateTileCacheJobInput {
  @Field(() => TileCacheOperation, { description: OPERATION_DOC })
  @Check(z.enum(TileCacheOperation))
  operation!: TileCacheOperation;
  @Field(() => String, {
    nullable: true,
    description: 'A layer name or layer group public_id of the workspace; required unless all_resources.',
  })
  @Check(matching(RESOURCE_NAME))
  resource?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Default false: every layer and layer group of the workspace (resource omitted).',
  })
  @Check(z.boolean())
  allResources?: boolean | null;
  @Field(() => TileType, { nullable: true, description: 'Default map.' })
  @Check(z.enum(TileType))
  tileType?: TileType | null;
  @Field({ description: "Enabled in the workspace's OGC API Tiles settings." }) @Check(name128) tileMatrixSet!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "image/png, image/jpeg or image/webp (map), application/vnd.mapbox-vector-tile (vector); offered by the settings. Default: the workspace's first offered format of the tile type.",
  })
  @Check(z.enum(FORMATS, { error: `must be one of ${FORMATS.join(', ')}` }))
  format?: string | null;
  @Field(() => String, { nullable: true, description: 'A style of the workspace, passed to the upstream as {style}.' })
  @Check(name128)
  style?: string | null;
  @Field(() => Int, { nullable: true, description: 'Default 0.' }) @Check(zoom) minZoom?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'At most the deepest level of the tile matrix set. Default: the deepest level whose job stays within the tile limit (MAPGATE_TILE_JOB_MAX_TILES).',
  })
  @Check(zoom)
  maxZoom?: number | null;
  @Field(() => TileCacheJobBoundsInput, {
    nullable: true,
    description: "Default: the tile matrix set's whole extent, in the set's own CRS.",
  })
  @Check(schemaOf(TileCacheJobBoundsInput))
  bounds?: TileCacheJobBoundsInput | null;
}

@ObjectType({ description: 'Tiles of a planned job at one zoom level (every resource).' })
export class TileCacheZoomPlan {
  @Field(() => Int, { description: ZOOM_DOC }) zoom!: number;
  @Field(() => Float, { description: 'Tiles at this level, over every resource (a whole number).' }) tiles!: number;
}

@ObjectType({
  description:
    'What a tile cache job request would do, worked out without creating anything (the dry run of createTileCacheJob).',
})
export class TileCacheJobPlan {
  @Field(() => TileCacheJobRequest, { description: 'The request as it would be accepted, defaults filled in.' })
  request!: TileCacheJobRequest;
  @Field(() => [String], { description: 'The layers and layer groups it covers.' }) resources!: string[];
  @Field(() => Float, { description: 'The exact number of tiles (every resource and level).' }) totalTiles!: number;
  @Field(() => Float, {
    description:
      'Estimated bytes the tiles would take (seed, reseed) or free (truncate): total_tiles times estimated_tile_bytes.',
  })
  estimatedBytes!: number;
  @Field(() => Float, { description: 'The average tile size the estimate uses.' }) estimatedTileBytes!: number;
  @Field({
    description:
      'Where estimated_tile_bytes comes from: "cache" (the average of tiles this workspace stored in that format) or "default" (a typical size of the format).',
  })
  estimateBasis!: string;
  @Field(() => [TileCacheZoomPlan], { description: 'From the lowest level to the highest.' })
  zooms!: TileCacheZoomPlan[];
}

/** What createTileCacheJob answers: the queued job, or with dryRun its plan. */
export const CreateTileCacheJobResult = createUnionType({
  name: 'CreateTileCacheJobResult',
  description:
    'The answer of createTileCacheJob: the queued TileCacheJob, or, with dryRun: true, the TileCacheJobPlan (nothing created).',
  types: () => [TileCacheJob, TileCacheJobPlan] as const,
  resolveType: (value) => ('estimatedBytes' in value ? TileCacheJobPlan : TileCacheJob),
});

export const TileCacheJobChange = describedEnum('TileCacheJobChange', 'What happened to a job of the list.', {
  CREATED: ['created', 'A new job.'],
  UPDATED: ['updated', 'It advanced or changed status (queued, running, cancelling).'],
  ENDED: ['ended', 'It succeeded, failed or was cancelled.'],
});
export type TileCacheJobChange = EnumValue<typeof TileCacheJobChange>;

@ObjectType({ description: "A change of a workspace's job list (the tileCacheJobs subscription)." })
export class TileCacheJobListEvent {
  @Field(() => TileCacheJobChange, { description: 'What happened to the job.' }) change!: TileCacheJobChange;
  @Field(() => TileCacheJob, { description: 'The job as it is now.' }) job!: TileCacheJob;
}
