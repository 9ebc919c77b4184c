import { scheduleDaily } from '../daily';
import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import {
  TileCacheJobConnections,
  TileCacheJobEdges,
  TileCacheJobLoaders,
  TileCacheJobProgressEdges,
  TileCacheJobWorkspaceEdge,
} from './tile-cache-job.graph';
import { OgcSettingsService } from '../ogc-settings';
import { TileMatrixSetService } from '../tile-matrix-sets';
import { VectorTileRenderer } from '../vector-tiles';
import { jobAnnouncer } from './tile-cache-job.events';
import { TileJobLifecycle } from './tile-cache-job.lifecycle';
import { TileJobPlanner } from './tile-cache-job.plan';
import { TileCacheJobResolver } from './tile-cache-job.resolver';
import { tileCacheJobRoutes } from './tile-cache-job.routes';
import { TileCacheJobService } from './tile-cache-job.service';
import { TileJobMetrics } from './tile-cache.metrics';
import { TileJobQueue } from './tile-cache.queue';
import { QuotaTracker } from './tile-cache.quota';
import { TileCacheWorker } from './tile-cache.worker';
import { tileRoot } from './tile-store';

export { TileCacheJobService, TileCacheWorker, TileJobMetrics };
export { TILE_EXTENSIONS, tilePath, tileRoot, isTempFile, writeTile } from './tile-store';
export { QuotaTracker };
export { fetchTile, type TileVars, type UpstreamOptions } from './tile-upstream';
export { TileCacheJob, TileCacheJobProgress, TileCacheJobStatus, TileCacheZoomProgress } from './tile-cache-job.types';
export { ENDED_STATES, isEnded, JOB_STATES } from './tile-cache-job.lifecycle';

/**
 * Tile cache jobs and the durable worker that runs them. Needs the tile-matrix-sets and ogc-settings
 * domains registered first. With MAPGATE_TILE_WORKER_ENABLED=false the instance only serves the API.
 * Finished jobs older than MAPGATE_TILE_JOB_RETENTION_DAYS are deleted daily.
 */
export const tileCacheDomain: Domain = {
  name: 'tile-cache',
  resolvers: [
    TileCacheJobResolver,
    ...TileCacheJobConnections,
    TileCacheJobEdges,
    TileCacheJobProgressEdges,
    TileCacheJobWorkspaceEdge,
  ],
  routes: tileCacheJobRoutes,
  idArguments: { job: 'TileCacheJob' },
  register(container, { db, config, logger, events }) {
    const changed = jobAnnouncer(events);
    const queue = new TileJobQueue(db.sql, config.MAPGATE_TILE_WORKER_CHUNK_TILES, changed);
    const lifecycle = new TileJobLifecycle(db.sql, logger, changed);
    const settings = container.get(OgcSettingsService);
    const metrics = new TileJobMetrics(db.sql);
    container.set(TileJobMetrics, metrics);
    // One tracker per instance: the worker's writes and the OGC API's stored tiles count against one quota.
    const quota = new QuotaTracker(tileRoot(config));
    container.set(QuotaTracker, quota);
    const worker = config.MAPGATE_TILE_WORKER_ENABLED
      ? new TileCacheWorker(
          queue,
          lifecycle,
          settings,
          quota,
          config,
          logger,
          metrics,
          container.get(VectorTileRenderer),
        )
      : undefined;
    if (worker) container.set(TileCacheWorker, worker);
    const planner = new TileJobPlanner(db.prisma, config, container.get(TileMatrixSetService), settings);
    container.set(
      TileCacheJobService,
      new TileCacheJobService(
        db,
        planner,
        lifecycle,
        config.MAPGATE_TILE_WORKER_CHUNK_TILES,
        changed,
        () => worker?.nudge(),
        config.MAPGATE_TILE_JOB_RETENTION_DAYS,
        { jobs: config.MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE, tiles: config.MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE },
      ),
    );
    nodeLoaders(container, 'TileCacheJob', new TileCacheJobLoaders(container.get(TileCacheJobService)), ofWorkspace);
  },
  async start(container, { config, logger }) {
    const jobs = container.get(TileCacheJobService);
    const stopRetention = scheduleDaily('tile cache job retention', () => jobs.runScheduledRetention(), logger);
    if (!config.MAPGATE_TILE_WORKER_ENABLED) return async () => stopRetention();
    const worker = container.get(TileCacheWorker);
    worker.start();
    return async () => {
      stopRetention();
      await worker.stop();
    };
  },
};
