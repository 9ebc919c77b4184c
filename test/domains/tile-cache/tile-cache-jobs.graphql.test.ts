import { useTestApp } from '../../support/app';
import { helpers } from './support';

// The GraphQL surface of tile cache jobs; no worker runs here, so jobs stay as created.
const t = useTestApp({
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.{format}',
});
const h = helpers(t);

const FIELDS = `id: databaseId workspaceId status totalTiles processedTiles cancelRequested errorMessage createdBy completedAt
  request { operation resource allResources tileType tileMatrixSet format style minZoom maxZoom bounds { bbox crs } }`;
const CREATE = `mutation($ws: String!, $input: CreateTileCacheJobInput!) { createTileCacheJob(workspace: $ws, input: $input) { ... on TileCacheJob { ${FIELDS} } } }`;
const GET = `query($ws: String!, $job: String!) { tileCacheJob(workspace: $ws, job: $job) { ${FIELDS} } }`;
const LIST = 'query($ws: String!) { tileCacheJobs(workspace: $ws) { id: databaseId } }';
const PROGRESS =
  'query($ws: String!, $job: String!) { tileCacheJobProgress(workspace: $ws, job: $job) { jobId status totalTiles zooms { zoom totalTiles processedTiles } } }';
const CANCEL = `mutation($ws: String!, $job: String!) { cancelTileCacheJob(workspace: $ws, job: $job) { ${FIELDS} } }`;

const input = (extra: Record<string, unknown> = {}) => ({
  operation: 'SEED',
  resource: 'roads',
  tileMatrixSet: 'WebMercatorQuad',
  format: 'image/png',
  minZoom: 0,
  maxZoom: 2,
  bounds: { bbox: [-180, -90, 180, 90], crs: 'EPSG:4326' },
  ...extra,
});

async function setup(name = 'w') {
  const ws = await h.workspace(name);
  await h.layer(ws.id, 'roads');
  return { ws, admin: await t().token('admin', ws.id) };
}

describe('createTileCacheJob', () => {
  it('dryRun: true answers the plan, as tileCacheJobPlan does, and creates nothing', async () => {
    const { admin } = await setup();
    const PLAN_FIELDS = 'totalTiles estimatedBytes estimatedTileBytes estimateBasis resources zooms { zoom tiles }';
    const dry = await t().gql(
      `mutation($ws: String!, $input: CreateTileCacheJobInput!) {
        createTileCacheJob(workspace: $ws, input: $input, dryRun: true) {
          __typename ... on TileCacheJobPlan { ${PLAN_FIELDS} } ... on TileCacheJob { id } } }`,
      { ws: 'w', input: input() },
      admin,
    );
    expect(dry.body.errors).toBeUndefined();
    const plan = await t().gql(
      `query($ws: String!, $input: CreateTileCacheJobInput!) { tileCacheJobPlan(workspace: $ws, input: $input) { ${PLAN_FIELDS} } }`,
      { ws: 'w', input: input() },
      admin,
    );
    expect(dry.body.data!.createTileCacheJob).toEqual({
      __typename: 'TileCacheJobPlan',
      ...plan.body.data!.tileCacheJobPlan,
    });
    expect(dry.body.data!.createTileCacheJob).toMatchObject({
      totalTiles: 21,
      zooms: [
        { zoom: 0, tiles: 1 },
        { zoom: 1, tiles: 4 },
        { zoom: 2, tiles: 16 },
      ],
    });
    expect((await t().gql(LIST, { ws: 'w' }, admin)).body.data!.tileCacheJobs).toEqual([]);

    // The same checks as creating: an impossible job is refused, and dryRun: false creates.
    const bad = await t().gql(
      `mutation($ws: String!, $input: CreateTileCacheJobInput!) { createTileCacheJob(workspace: $ws, input: $input, dryRun: true) { __typename } }`,
      { ws: 'w', input: input({ resource: 'nope' }) },
      admin,
    );
    expect(bad.body.errors?.[0].extensions?.code).toBe('UNPROCESSABLE');
    const real = await t().gql(
      `mutation($ws: String!, $input: CreateTileCacheJobInput!) { createTileCacheJob(workspace: $ws, input: $input, dryRun: false) { __typename } }`,
      { ws: 'w', input: input() },
      admin,
    );
    expect(real.body.data!.createTileCacheJob).toEqual({ __typename: 'TileCacheJob' });
    expect((await t().gql(LIST, { ws: 'w' }, admin)).body.data!.tileCacheJobs).toHaveLength(1);
  });

  it('dryRun needs the permission that creating needs', async () => {
    await setup();
    const other = await h.workspace('other');
    const res = await t().gql(
      `mutation($ws: String!, $input: CreateTileCacheJobInput!) { createTileCacheJob(workspace: $ws, input: $input, dryRun: true) { __typename } }`,
      { ws: 'w', input: input() },
      await t().token('admin', other.id),
    );
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.body.data).toBeNull();
  });

  it('queues the job with its exact tile count; counters are JSON numbers', async () => {
    const { ws, admin } = await setup();
    const res = await t().gql(CREATE, { ws: 'w', input: input() }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.createTileCacheJob).toEqual({
      id: expect.any(String),
      workspaceId: ws.id,
      status: 'QUEUED',
      totalTiles: 21,
      processedTiles: 0,
      cancelRequested: false,
      errorMessage: null,
      createdBy: 'test-admin',
      completedAt: null,
      request: {
        operation: 'SEED',
        resource: 'roads',
        allResources: false,
        tileType: 'MAP',
        tileMatrixSet: 'WebMercatorQuad',
        format: 'image/png',
        style: null,
        minZoom: 0,
        maxZoom: 2,
        bounds: { bbox: [-180, -90, 180, 90], crs: 'EPSG:4326' },
      },
    });
  });

  it.each([
    ['maxZoom 30', { maxZoom: 30 }, /^maxZoom 30 is beyond the deepest level/],
    ['inverted bounds', { bounds: { bbox: [1, 1, 0, 2], crs: 'EPSG:4326' } }, /^bounds\.bbox is inverted/],
    ['an unknown tile matrix set', { tileMatrixSet: 'Nope' }, /^unknown tile matrix set "Nope"$/],
    [
      'bounds outside the set',
      { bounds: { bbox: [0, 86, 1, 87], crs: 'EPSG:4326' } },
      /lies outside tile matrix set "WebMercatorQuad"$/,
    ],
    ['more tiles than the limit', { maxZoom: 14 }, /more than the limit of 10000000 \(MAPGATE_TILE_JOB_MAX_TILES\)$/],
  ])('UNPROCESSABLE naming the reason for %s; no job is created', async (_, extra, message) => {
    const { admin } = await setup();
    const res = await t().gql(CREATE, { ws: 'w', input: input(extra) }, admin);
    expect(res.body.errors?.[0].extensions?.code).toBe('UNPROCESSABLE');
    expect(res.body.errors?.[0].message).toMatch(message);
    expect(await h.jobRows()).toBe(0);
  });

  it('BAD_REQUEST naming the field for a malformed request', async () => {
    const { admin } = await setup();
    const res = await t().gql(
      CREATE,
      { ws: 'w', input: input({ bounds: { bbox: [0, 0, 1, 1], crs: 'CRS84' } }) },
      admin,
    );
    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    expect(res.body.errors?.[0].message).toBe('bounds.crs: must be EPSG:4326 or EPSG:3857');
  });

  it("UNAUTHENTICATED without a credential, FORBIDDEN for another workspace's admin", async () => {
    await setup('a');
    const b = await setup('b');
    expect((await t().gql(CREATE, { ws: 'a', input: input() })).body.errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t().gql(CREATE, { ws: 'a', input: input() }, b.admin)).body.errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await h.jobRows()).toBe(0);
  });
});

describe('tileCacheJobs, tileCacheJob, tileCacheJobProgress', () => {
  it("lists newest first; gets and follows a job of this workspace; another workspace's job is NOT_FOUND", async () => {
    const { admin } = await setup('a');
    const b = await setup('b');
    const first = (await t().gql(CREATE, { ws: 'a', input: input() }, admin)).body.data!.createTileCacheJob.id;
    const second = (await t().gql(CREATE, { ws: 'a', input: input({ operation: 'TRUNCATE' }) }, admin)).body.data!
      .createTileCacheJob.id;
    expect((await t().gql(LIST, { ws: 'a' }, admin)).body.data!.tileCacheJobs).toEqual([{ id: second }, { id: first }]);
    expect((await t().gql(GET, { ws: 'a', job: first }, admin)).body.data!.tileCacheJob.request.operation).toBe('SEED');
    const progress = await t().gql(PROGRESS, { ws: 'a', job: first }, admin);
    expect(progress.body.data!.tileCacheJobProgress).toEqual({
      jobId: first,
      status: 'QUEUED',
      totalTiles: 21,
      zooms: [
        { zoom: 0, totalTiles: 1, processedTiles: 0 },
        { zoom: 1, totalTiles: 4, processedTiles: 0 },
        { zoom: 2, totalTiles: 16, processedTiles: 0 },
      ],
    });
    const other = await t().gql(GET, { ws: 'b', job: first }, b.admin);
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'tile cache job not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await t().gql(PROGRESS, { ws: 'b', job: first }, b.admin)).body.errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('cancelTileCacheJob', () => {
  it('cancels a queued job; a second cancel is CONFLICT', async () => {
    const { admin } = await setup();
    const id = (await t().gql(CREATE, { ws: 'w', input: input() }, admin)).body.data!.createTileCacheJob.id;
    const res = await t().gql(CANCEL, { ws: 'w', job: id }, admin);
    expect(res.body.data!.cancelTileCacheJob).toMatchObject({
      status: 'CANCELLED',
      cancelRequested: true,
      completedAt: expect.any(String),
    });
    const again = await t().gql(CANCEL, { ws: 'w', job: id }, admin);
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'tile cache job is already cancelled; only a queued or running job can be cancelled',
      extensions: { code: 'CONFLICT' },
    });
  });

  it("NOT_FOUND for another workspace's job, which stays queued", async () => {
    const { admin } = await setup('a');
    const b = await setup('b');
    const id = (await t().gql(CREATE, { ws: 'a', input: input() }, admin)).body.data!.createTileCacheJob.id;
    expect((await t().gql(CANCEL, { ws: 'b', job: id }, b.admin)).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t().gql(GET, { ws: 'a', job: id }, admin)).body.data!.tileCacheJob.status).toBe('QUEUED');
  });
});
