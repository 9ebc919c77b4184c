import { GraphQLJSONObject } from 'graphql-scalars';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** Counters of one in-process cache; sizes are approximate (JSON length of the entries). */
@ObjectType({ description: 'Counters of one in-process cache since start-up; sizes are approximate bytes.' })
export class CacheStat {
  @Field({ description: 'Cache name, e.g. claim_mappings.' }) name!: string;
  // SafeInt: a long-running instance passes the 32-bit range of GraphQL Int.
  @Field(() => GraphQLSafeInt) hits!: number;
  @Field(() => GraphQLSafeInt) misses!: number;
  @Field(() => Float, { description: 'hits / (hits + misses); 0 before the first lookup.' }) hitRate!: number;
  @Field(() => Int) entryCount!: number;
  @Field(() => GraphQLSafeInt) sizeBytes!: number;
  @Field(() => GraphQLSafeInt) maxSizeBytes!: number;
  @Field(() => GraphQLSafeInt, { description: 'Entries dropped to make room.' }) evictions!: number;
  @Field(() => GraphQLSafeInt, { description: 'Entries dropped at the end of their time to live.' }) expired!: number;
}

@ObjectType({ description: 'Memory of the mapgate process.' })
export class ProcessStats {
  @Field(() => GraphQLSafeInt) rssBytes!: number;
  @Field(() => GraphQLSafeInt) heapUsedBytes!: number;
}

@ObjectType({ description: "A workspace's OGC API tile traffic, summed over every instance (docs/data-plane.md)." })
export class WorkspaceTileStat {
  @Field() workspaceId!: string;
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
  @Field(() => CacheStat) identity!: CacheStat;
  @Field(() => CacheStat) jwks!: CacheStat;
  @Field(() => CacheStat) claimMappings!: CacheStat;
  @Field(() => CacheStat) styles!: CacheStat;
  @Field(() => CacheStat) settings!: CacheStat;
  @Field(() => CacheStat) tileMatrixSets!: CacheStat;
  @Field(() => GraphQLJSONObject, {
    description:
      'Every cache by name -> {hits, misses, hit_rate, entry_count, size_bytes, max_size_bytes, evictions, expired}.',
  })
  caches!: Record<string, unknown>;
  @Field(() => [CacheStat], { description: 'Every cache, typed (the same numbers as `caches`).' })
  cacheList!: CacheStat[];
  @Field(() => GraphQLSafeInt) totalSizeBytes!: number;
  @Field(() => GraphQLSafeInt) totalMaxSizeBytes!: number;
  @Field(() => ProcessStats) process!: ProcessStats;
  @Field(() => [WorkspaceTileStat], {
    description: 'Tile cache traffic of the OGC API per workspace, all instances together (not only this one).',
  })
  tiles!: WorkspaceTileStat[];
}
