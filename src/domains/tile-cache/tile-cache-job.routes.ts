import {
  CancelTileCacheJobDocument,
  CreateTileCacheJobDocument,
  DeleteTileCacheJobDocument,
  GetTileCacheJobDocument,
  TileCacheJobProgressDocument,
  TileCacheJobsDocument,
  TileCacheJobPlanDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';
import { isEnded } from './tile-cache-job.lifecycle';

const tag = 'tile-cache';
const jobs = '/workspaces/{workspace}/tile-cache/jobs';
const one = `${jobs}/{job}`;

const plan: Omit<RestRoute, 'operationId' | 'method' | 'path'> = {
  document: TileCacheJobPlanDocument,
  tag,
  summary:
    'Dry run of a tile cache job: the same checks as creating it, then its tiles per level, a size estimate and the request with its defaults; nothing is created',
  status: 200,
  body: { variable: 'input' },
  errors: [400, 404, 422],
};

/** Operation 17 of docs/rules.md §10 (getTileCacheJob), plus the rest of docs/rules.md §9's tile cache jobs. */
export const tileCacheJobRoutes: RestRoute[] = [
  {
    operationId: 'tileCacheJobs',
    method: 'GET',
    path: jobs,
    document: TileCacheJobsDocument,
    tag,
    summary: 'List the tile cache jobs of a workspace, newest first',
    status: 200,
    listKey: 'jobs',
    pages: 'tileCacheJobsConnection',
    errors: [404],
  },
  {
    operationId: 'createTileCacheJob',
    method: 'POST',
    path: jobs,
    document: CreateTileCacheJobDocument,
    tag,
    summary: 'Queue a seed, reseed or truncate of the persistent tile cache (422 when the job cannot run)',
    status: 202,
    body: { variable: 'input' },
    query: [
      {
        name: 'dry_run',
        type: 'boolean',
        description:
          'true: create nothing and answer 200 with the plan, as POST …/tile-cache/jobs/plan does (tiles per level, size estimate, the request with its defaults)',
      },
    ],
    errors: [400, 404, 422],
    location: (job) => `/workspaces/${job.workspace_id}/tile-cache/jobs/${job.id}`,
    dryRun: { ...plan, operationId: 'tileCacheJobPlan' },
  },
  { ...plan, operationId: 'tileCacheJobPlan', method: 'POST', path: `${jobs}/plan` },
  {
    operationId: 'getTileCacheJob',
    method: 'GET',
    path: one,
    document: GetTileCacheJobDocument,
    tag,
    summary: 'Get a tile cache job',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'tileCacheJobProgress',
    method: 'GET',
    path: `${one}/progress`,
    document: TileCacheJobProgressDocument,
    tag,
    summary:
      'Progress of a tile cache job per zoom level; with Accept: text/event-stream, a stream of it until the job ends',
    status: 200,
    stream: {
      done: (p) => isEnded(String(p.status)),
      wakeOn: (v) => (e) => e.kind === 'job' && e.job === String(v.job).toLowerCase(),
    },
    errors: [404],
  },
  {
    operationId: 'cancelTileCacheJob',
    method: 'POST',
    path: `${one}/cancel`,
    document: CancelTileCacheJobDocument,
    tag,
    summary: 'Cancel a queued or running tile cache job (409 once it has ended)',
    status: 202,
    errors: [404, 409],
  },
  {
    operationId: 'deleteTileCacheJob',
    method: 'DELETE',
    path: one,
    document: DeleteTileCacheJobDocument,
    tag,
    summary: 'Delete a finished tile cache job (409 while it is queued, running or cancelling); its tiles stay',
    status: 204,
    errors: [404, 409],
  },
];
