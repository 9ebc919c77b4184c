import { GraphQLJSONObject } from 'graphql-scalars';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { WORKSPACE_ID_DOC } from '../descriptions';

/** Counters of one in-process cache; sizes are approximate (JSON length of the entries). */
@ObjectType({ description: 'Counters of one in-process cache since start-up; sizes are approximate bytes.' })
export class CacheStat {
  @Field({ description: 'Cache name, e.g. claim_mappings.' }) name!: string;
  // SafeInt: a long-running instance passes the 32-bit range of GraphQL Int.
  @Field(() => GraphQLSafeInt, { description: 'Lookups answered from the cache.' }) hits!: number;
  @Field(() => GraphQLSafeInt, { description: 'Lookups that went to the source.' }) misses!: number;
  @Field(() => Float, { description: 'hits / (hits + misses); 0 before the first lookup.' }) hitRate!: number;
  @Field(() => Int, { description: 'Entries held now.' }) entryCount!: number;
  @Field(() => GraphQLSafeInt, { description: 'Approximate bytes held now.' }) sizeBytes!: number;
  @Field(() => GraphQLSafeInt, { description: 'Size bound of the cache, in approximate bytes.' }) maxSizeBytes!: number;
  @Field(() => GraphQLSafeInt, { description: 'Entries dropped to make room.' }) evictions!: number;
  @Field(() => GraphQLSafeInt, { description: 'Entries dropped at the end of their time to live.' }) expired!: number;
}

@ObjectType({ description: 'Memory of the mapgate process.' })
export class ProcessStats {
  @Field(() => GraphQLSafeInt, { description: 'Resident set size, in bytes.' }) rssBytes!: number;
  @Field(() => GraphQLSafeInt, { description: 'V8 heap in use, in bytes.' }) heapUsedBytes!: number;
}

@ObjectType({ description: "A workspace's OGC API tile traffic, summed over every instance (docs/data-plane.md)." })
export class WorkspaceTileStat {
  @Field({ description: WORKSPACE_ID_DOC }) workspaceId!: string;
  @Field({ description: 'Its name now.' }) workspaceName!: string;
  @Field(() => GraphQLSafeInt, { description: 'Tiles served from the tile store.' }) hits!: number;
  @Field(() => GraphQLSafeInt, { description: 'Tiles drawn from PostGIS (not in the store, or the cache is off).' })
  misses!: number;
  @Field(() => Float, { description: 'hits / (hits + misses).' }) hitRate!: number;
  @Field(() => GraphQLSafeInt, { description: 'Drawings made: concurrent misses of one tile share one.' })
  renders!: number;
  @Field(() => GraphQLSafeInt, { description: 'Bytes of tiles sent (before compression).' }) bytesServed!: number;
}

/**
 * docs/rules.md §6 CacheStats. The six caches it names are fields of their own (on REST they are the
 * top-level keys `identity`, `jwks`, `claim_mappings`, ...); `caches` maps every cache, those six and
 * any other, by name, already in REST spelling (a JSON object is passed through untouched).
 */
@ObjectType({ description: "Hit rates and memory of mapgate's in-process caches (this instance)." })
export class CacheStats {
  @Field({
    description:
      'False while the caches are bypassed because the invalidation bus is down; clearing empties, it does not disable.',
  })
  enabled!: boolean;
  @Field(() => CacheStat, { description: 'Verified credentials: API keys, mapgate tokens and browser sessions.' })
  identity!: CacheStat;
  @Field(() => CacheStat, { description: 'The OIDC provider signing keys.' }) jwks!: CacheStat;
  @Field(() => CacheStat, { description: 'Claim mappings by workspace.' }) claimMappings!: CacheStat;
  @Field(() => CacheStat, { description: 'Styles by workspace and name.' }) styles!: CacheStat;
  @Field(() => CacheStat, { description: 'Workspace OGC settings.' }) settings!: CacheStat;
  @Field(() => CacheStat, { description: 'Tile matrix set definitions.' }) tileMatrixSets!: CacheStat;
  @Field(() => GraphQLJSONObject, {
    description:
      'Every cache by name -> {hits, misses, hit_rate, entry_count, size_bytes, max_size_bytes, evictions, expired}.',
  })
  caches!: Record<string, unknown>;
  @Field(() => [CacheStat], { description: 'Every cache, typed (the same numbers as `caches`).' })
  cacheList!: CacheStat[];
  @Field(() => GraphQLSafeInt, { description: 'Sum of every cache size, in approximate bytes.' })
  totalSizeBytes!: number;
  @Field(() => GraphQLSafeInt, { description: 'Sum of every cache size bound, in approximate bytes.' })
  totalMaxSizeBytes!: number;
  @Field(() => ProcessStats, { description: 'Memory of this mapgate process.' }) process!: ProcessStats;
  @Field(() => [WorkspaceTileStat], {
    description: 'Tile cache traffic of the OGC API per workspace, all instances together (not only this one).',
  })
  tiles!: WorkspaceTileStat[];
}
