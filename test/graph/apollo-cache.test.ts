import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { useListeningApp, useTestApp } from '../support/app';
import { helpers, seedBody } from '../domains/tile-cache/support';

/*
 * Issue 30, item 3 (progress): a job's progress leads to its TileCacheJob (`job`), so that Apollo Client's
 * normalized cache lands a progress answer on the job it already holds: a list read before shows the new
 * status without being fetched again. Real Apollo Client 4 (InMemoryCache) over real HTTP; no worker runs,
 * the job's end is written into its row as a worker would.
 */
const t = useTestApp({
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_TILE_UPSTREAM: 'http://127.0.0.1:9/{z}/{x}/{y}.{format}',
});
const origin = useListeningApp(t);
const h = helpers(t);

const LIST = gql`
  query Jobs($ws: String!) {
    tileCacheJobs(workspace: $ws) {
      id
      status
      processedTiles
    }
  }
`;
const PROGRESS = gql`
  query Progress($ws: String!, $job: String!) {
    tileCacheJobProgress(workspace: $ws, job: $job) {
      jobId
      status
      job {
        id
        status
        processedTiles
      }
    }
  }
`;

describe('Apollo Client InMemoryCache and job progress', () => {
  it('a progress answer updates the cached TileCacheJob that a list holds', async () => {
    const ws = await h.workspace('a');
    await h.layer(ws.id, 'roads');
    const created = await h.create('a', seedBody('roads'));
    const token = await t().token('super_admin');
    const client = new ApolloClient({
      link: new HttpLink({ uri: `${origin()}/graphql`, headers: { Authorization: `Bearer ${token}` } }),
      cache: new InMemoryCache(),
    });
    const list = await client.query({ query: LIST, variables: { ws: 'a' } });
    const listed = (list.data as { tileCacheJobs: { id: string; status: string }[] }).tileCacheJobs;
    expect(listed.map((j) => j.status)).toEqual(['QUEUED']);
    // The job ends, as a worker would write it.
    const at = new Date();
    await t().db.prisma.tileCacheJob.update({
      where: { id: created.id },
      data: { status: 'succeeded', startedAt: at, completedAt: at },
    });
    const progress = await client.query({
      query: PROGRESS,
      variables: { ws: 'a', job: created.id },
      fetchPolicy: 'network-only',
    });
    const p = (progress.data as { tileCacheJobProgress: { jobId: string; job: { id: string } } }).tileCacheJobProgress;
    expect(p.job.id).toBe(listed[0].id);
    // The list, read from the cache alone, shows the job as the progress answer left it.
    const cached = client.readQuery({ query: LIST, variables: { ws: 'a' } }) as {
      tileCacheJobs: { id: string; status: string }[];
    };
    expect(cached.tileCacheJobs.map((j) => j.status)).toEqual(['SUCCEEDED']);
    // One normalized record for the job, under its one typename.
    const records = Object.keys(client.cache.extract() as Record<string, unknown>).filter((k) =>
      k.includes(listed[0].id),
    );
    expect(records).toEqual([`TileCacheJob:${listed[0].id}`]);
  });
});
