import {
  CancelTileCacheJobDocument,
  CreateTileCacheJobDocument,
  DeleteTileCacheJobDocument,
  GetTileCacheJobDocument,
  TileCacheJobProgressDocument,
  TileCacheJobsDocument,
  TileCacheJobPlanDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';
import { isEnded } from './tile-cache-job.lifecycle';

const jobs = '/workspaces/{workspace}/tile-cache/jobs';
const one = `${jobs}/{job}`;
const r = routesOf('tile-cache', jobs, one);

/** The plan route, also what `?dry_run=true` of the create runs (on the create's own method and path). */
const plan = r.post(
  `${jobs}/plan`,
  TileCacheJobPlanDocument,
  'Dry run of a tile cache job: the same checks as creating it, then its tiles per level, a size estimate and the request with its defaults; nothing is created',
  { body: { variable: 'input' }, errors: [400, 404, 422] },
);

/** Operation 17 of docs/rules.md §10 (getTileCacheJob), plus the rest of docs/rules.md §9's tile cache jobs. */
export const tileCacheJobRoutes: RestRoute[] = [
  r.list(TileCacheJobsDocument, 'List the tile cache jobs of a workspace, newest first', 'jobs'),
  r.create(
    CreateTileCacheJobDocument,
    'Queue a seed, reseed or truncate of the persistent tile cache (422 when the job cannot run)',
    {
      status: 202,
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
      dryRun: plan,
    },
  ),
  plan,
  r.read(GetTileCacheJobDocument, 'Get a tile cache job'),
  r.get(
    `${one}/progress`,
    TileCacheJobProgressDocument,
    'Progress of a tile cache job per zoom level; with Accept: text/event-stream, a stream of it until the job ends',
    {
      stream: {
        done: (p) => isEnded(String(p.status)),
        wakeOn: (v) => (e) => e.kind === 'job' && e.job === String(v.job).toLowerCase(),
      },
      errors: [404],
    },
  ),
  r.post(
    `${one}/cancel`,
    CancelTileCacheJobDocument,
    'Cancel a queued or running tile cache job (409 once it has ended)',
    {
      status: 202,
      errors: [404, 409],
    },
  ),
  r.remove(
    DeleteTileCacheJobDocument,
    'Delete a finished tile cache job (409 while it is queued, running or cancelling); its tiles stay',
    { errors: [404, 409] },
  ),
];
