import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import { CacheService, snakeStats } from './cache.service';
import { TileTraffic } from './tile-traffic';
import { CacheStats } from './cache.types';

@Resolver(() => CacheStats)
export class CacheResolver {
  constructor(
    private readonly service: CacheService,
    private readonly traffic: TileTraffic,
  ) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => CacheStats, {
    description: "Hit rates and memory of this instance's in-process caches (getCacheStats).",
  })
  async cacheStats(): Promise<CacheStats> {
    const r = this.service.report();
    const {
      identity,
      jwks,
      claim_mappings: claimMappings,
      styles,
      settings,
      tile_matrix_sets: tileMatrixSets,
    } = r.named;
    return {
      enabled: r.enabled,
      identity,
      jwks,
      claimMappings,
      styles,
      settings,
      tileMatrixSets,
      caches: Object.fromEntries(r.all.map((s) => [s.name, snakeStats(s)])),
      cacheList: r.all,
      totalSizeBytes: r.totalSizeBytes,
      totalMaxSizeBytes: r.totalMaxSizeBytes,
      process: r.process,
      tiles: await this.traffic.report(),
    };
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Boolean, { description: 'Empties one cache (by name) or every cache, on every instance.' })
  async clearCache(
    @Arg('cache', () => String, {
      nullable: true,
      description: 'A cache name as in CacheStat.name (e.g. styles, claim_mappings); omit to clear every cache.',
    })
    cache?: string | null,
  ): Promise<boolean> {
    await this.service.clear(cache);
    return true;
  }
}
