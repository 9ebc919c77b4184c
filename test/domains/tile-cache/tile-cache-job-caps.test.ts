import { useTestApp } from '../../support/app';
import { helpers, seedBody } from './support';

// A workspace's queued work is capped (docs/rules.md, "Tile cache jobs"): jobs queued or running, and the
// tiles they have still to do; one more is a 422 naming the cap, on both surfaces; other workspaces go on.
const t = useTestApp({
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.{format}',
  MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE: '3',
  MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE: '12',
});
const h = helpers(t);

async function setup(name: string) {
  const ws = await h.workspace(name);
  await h.layer(ws.id, 'roads');
  return { ws, admin: await h.admin(ws.id) };
}

// Zoom 0-1 of the world: 5 tiles; zoom 0 alone: 1.
const FIVE = seedBody('roads');
const ONE = seedBody('roads', { max_zoom: 0 });

describe('caps of queued tile work per workspace', () => {
  it('REST: the tiles cap, then the jobs cap, each a 422 naming its setting; a cancelled job frees its share', async () => {
    const { admin } = await setup('w');
    const create = (body: object) => t().http().post(h.jobs('w')).set(admin).send(body);
    const a = await create(FIVE);
    expect(a.status).toBe(202);
    expect((await create(FIVE)).status).toBe(202);
    const tiles = await create(FIVE);
    expect(tiles.status).toBe(422);
    expect(tiles.body.detail).toBe(
      "the job's 5 tiles and the 10 tiles still to do in the workspace's queued and running jobs pass the limit of 12 (setting MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE)",
    );
    expect((await create(ONE)).status).toBe(202);
    const jobs = await create(ONE);
    expect(jobs.status).toBe(422);
    expect(jobs.body.detail).toBe(
      'the workspace has 3 tile cache jobs queued or running, the most it may have (setting MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE); wait for one to end or cancel one',
    );
    // Nothing was written by the refusals.
    expect(await t().db.prisma.tileCacheJob.count()).toBe(3);
    // Another workspace has caps of its own.
    const other = await setup('x');
    expect((await t().http().post(h.jobs('x')).set(other.admin).send(FIVE)).status).toBe(202);
    // Cancelling a queued job ends it: its jobs and tiles count no more.
    const cancel = await t()
      .http()
      .post(`${h.jobs('w')}/${a.body.id}/cancel`)
      .set(admin);
    expect(cancel.status).toBe(202);
    expect((await create(FIVE)).status).toBe(202);
  });

  it('GraphQL: the same 422 (UNPROCESSABLE); concurrent creates are counted one after the other', async () => {
    const { ws } = await setup('w');
    const token = await t().token('admin', ws.id);
    const CREATE =
      'mutation($input: CreateTileCacheJobInput!) { createTileCacheJob(workspace: "w", input: $input) { ... on TileCacheJob { id } } }';
    const input = {
      operation: 'SEED',
      resource: 'roads',
      tileMatrixSet: 'WebMercatorQuad',
      format: 'image/png',
      minZoom: 0,
      maxZoom: 0,
      bounds: { bbox: [-180, -90, 180, 90], crs: 'EPSG:4326' },
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => t().gql(CREATE, { input }, token)));
    const ok = answers.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(3);
    const refused = answers.filter((r) => r.body.errors);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.body.errors![0].extensions?.code).toBe('UNPROCESSABLE');
      expect(r.body.errors![0].message).toMatch(/setting MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE/);
    }
    expect(await t().db.prisma.tileCacheJob.count({ where: { workspaceId: ws.id } })).toBe(3);
  });
});
