import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';
import { bearer } from '../support/identity';
import { helpers, seedBody, useUpstream } from '../domains/tile-cache/support';
import type { Json } from '../support/json';
import { until } from '../support/eventually';
import { readSse } from '../support/sse';
import { useLiveClosers } from '../support/subscriptions';
import { TileCacheJobService } from '../../src/domains/tile-cache/tile-cache-job.service';

/*
 * Coalesced delivery (issue 36 item 2; docs/live.md, "Coalesced delivery"): a job that changes twenty
 * times a second gives each subscriber (a `tileCacheJob` or `tileCacheJobs` subscription, an SSE progress
 * stream) at most one state per MAPGATE_LIVE_INTERVAL_MS, the latest, and the final state and the end are
 * always delivered, last. Subscribers of one document, variables and rights share one execution of the
 * selection; another selection on the same event gets its own answer. Real graphql-ws clients and real
 * SSE against a listening app.
 */
const INTERVAL_MS = 500;
const env: Record<string, string> = {
  // No worker: the job stays queued, and only the test changes it and announces each change.
  MAPGATE_TILE_WORKER_ENABLED: 'false',
  MAPGATE_LIVE_INTERVAL_MS: String(INTERVAL_MS),
};
useUpstream(env);

const t = useTestApp(env);
const listening = useListeningApp(t);
const h = helpers(t);

const { clients, aborts } = useLiveClosers();

interface Received<T> {
  at: number;
  value: T;
}

/** A subscription over a graphql-ws client: what it received (with when), and whether it completed. */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const s = { received: [] as Received<T>[], errors: [] as unknown[], completed: false };
  client.subscribe(
    { query, variables },
    {
      next: (r) => {
        if (r.errors) s.errors.push(...r.errors);
        else s.received.push({ at: Date.now(), value: r.data as T });
      },
      error: (e) => void s.errors.push(e),
      complete: () => void (s.completed = true),
    },
  );
  return s;
}

/** The most messages of `received` that fall within any window of `ms`. */
function mostWithin(received: { at: number }[], ms: number): number {
  let most = 0;
  for (let i = 0; i < received.length; i++) {
    let n = 0;
    while (i + n < received.length && received[i + n].at - received[i].at < ms) n++;
    most = Math.max(most, n);
  }
  return most;
}

const JOB = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { status processedTiles }
}`;
const JOB_TOTAL = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { totalTiles processedTiles }
}`;
const JOBS = `subscription ($workspace: String!) {
  tileCacheJobs(workspace: $workspace) { change job { databaseId status processedTiles } }
}`;

async function setUp() {
  const ws = await h.workspace('w');
  await h.layer(ws.id, 'roads');
  const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
  const token = await t().token('admin', ws.id);
  const db = t().db;
  const events = t().mapgate.deps.events;
  /** The job changed elsewhere (another instance's worker), announced as the bus delivers it. */
  const change = async (data: { processedTiles: number; status?: 'running' | 'succeeded' }) => {
    await db.prisma.tileCacheJob.update({ where: { id: job.id }, data });
    events.deliver({ kind: 'job', job: job.id, workspace: ws.id });
  };
  /** 60 changes 50 ms apart (3 s, 20 a second), then the job succeeds at once after the last. */
  const run = async () => {
    for (let i = 1; i <= 60; i++) {
      await change({ processedTiles: i, status: 'running' });
      await new Promise((r) => setTimeout(r, 50));
    }
    await change({ processedTiles: 85, status: 'succeeded' });
  };
  return { ws, job, token, run };
}

/** A graphql-ws client of the listening app with a bearer token, disposed after the test. */
function wsClient(token: string): Client {
  const client = createClient({
    url: `${listening().replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

describe('coalesced delivery (MAPGATE_LIVE_INTERVAL_MS)', () => {
  it('a tileCacheJob subscriber gets at most one state per interval, the final state last, then completes', async () => {
    const { job, token, run } = await setUp();
    const client = wsClient(token);
    type Progress = { tileCacheJob: { status: string; processedTiles: number; totalTiles?: number } };
    const vars = { workspace: 'w', job: job.id };
    const subs = Array.from({ length: 5 }, () => subscribe<Progress>(client, JOB, vars));
    // Another selection of the same events: its own answer, not the shared one of the five.
    const other = subscribe<Progress>(client, JOB_TOTAL, vars);
    const all = [...subs, other];
    await until(() => all.every((s) => s.received.length === 1), 'the first state at every subscriber');
    const started = Date.now();
    await run();
    await until(() => all.every((s) => s.completed), 'the end of every subscription');
    const seconds = (Date.now() - started) / 1000;

    for (const s of all) {
      expect(s.errors).toEqual([]);
      const states = s.received.slice(1);
      // 61 changes in about 3 s: without coalescing each would be a message.
      expect(states.length).toBeGreaterThanOrEqual(2);
      expect(states.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / INTERVAL_MS) + 1);
      // Reads begin an interval apart, but a message arrives when its read is done and sent: one slow
      // read can bring it close to the next. At most two in any interval tolerates a delay of up to a
      // whole interval (CI under load has shown 250 ms); without coalescing ten come 50 ms apart.
      expect(mostWithin(states, INTERVAL_MS)).toBeLessThanOrEqual(2);
      // In order, and the final state last.
      const processed = states.map((r) => r.value.tileCacheJob.processedTiles);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      expect(states.at(-1)!.value.tileCacheJob.processedTiles).toBe(85);
    }
    for (const s of subs) {
      expect(s.received.at(-1)!.value.tileCacheJob).toEqual({ status: 'SUCCEEDED', processedTiles: 85 });
      // The five with one document and one credential got the same states.
      expect(s.received.map((r) => r.value)).toEqual(subs[0].received.map((r) => r.value));
    }
    expect(other.received.at(-1)!.value.tileCacheJob).toEqual({
      totalTiles: expect.any(Number),
      processedTiles: 85,
    });
  });

  it('a tileCacheJobs subscriber gets at most one state of the job per interval, ENDED last', async () => {
    const { job, token, run } = await setUp();
    const client = wsClient(token);
    type ListEvent = {
      tileCacheJobs: { change: string; job: { databaseId: string; status: string; processedTiles: number } };
    };
    const groups = t().mapgate.groups;
    const subs = Array.from({ length: 3 }, () => subscribe<ListEvent>(client, JOBS, { workspace: 'w' }));
    // Each subscriber's first read (the jobs as they are: nothing to send) is done before the changes begin.
    await until(() => groups.members === 3, 'the three subscribers in their group');
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    await run();
    await until(
      () => subs.every((s) => s.received.some((r) => r.value.tileCacheJobs.change === 'ENDED')),
      'the ENDED event at every subscriber',
    );
    const seconds = (Date.now() - started) / 1000;
    // Nothing comes after the end.
    await new Promise((r) => setTimeout(r, INTERVAL_MS * 2));
    for (const s of subs) {
      expect(s.errors).toEqual([]);
      expect(s.received.length).toBeGreaterThanOrEqual(2);
      expect(s.received.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / INTERVAL_MS) + 1);
      expect(mostWithin(s.received, INTERVAL_MS)).toBeLessThanOrEqual(2);
      expect(s.received.slice(0, -1).every((r) => r.value.tileCacheJobs.change === 'UPDATED')).toBe(true);
      expect(s.received.at(-1)!.value.tileCacheJobs).toEqual({
        change: 'ENDED',
        job: { databaseId: job.id, status: 'SUCCEEDED', processedTiles: 85 },
      });
    }
  });

  it('an SSE progress stream sends at most one progress event per interval, the final one, then end', async () => {
    const { job, token, run } = await setUp();
    const url = `${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`;
    const received: { at: number; event: string; data: Json }[] = [];
    const ac = new AbortController();
    aborts.push(ac);
    const read = readSse(
      url,
      bearer(token),
      (e) => void received.push({ at: Date.now(), event: e.event, data: JSON.parse(e.data || 'null') as Json }),
      ac.signal,
    );
    await until(() => received.length === 1, 'the first progress event');
    const started = Date.now();
    await run();
    const done = await read;
    const seconds = (Date.now() - started) / 1000;
    expect(done.status).toBe(200);
    const progress = received.slice(1).filter((e) => e.event === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil((seconds * 1000) / INTERVAL_MS) + 1);
    expect(mostWithin(progress, INTERVAL_MS)).toBeLessThanOrEqual(2);
    expect(received.at(-2)).toMatchObject({ event: 'progress', data: { status: 'succeeded', processed_tiles: 85 } });
    expect(received.at(-1)).toMatchObject({ event: 'end' });
  });
});

const WITH_JOB = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { processedTiles job { id status processedTiles } }
}`;

describe('one execution of a selection per event, operation and rights', () => {
  it('ten subscribers of one credential run the job edge once per event; those of other rights apart', async () => {
    const { ws, job, token } = await setUp();
    type Progress = { tileCacheJob: { processedTiles: number; job: { id: string; processedTiles: number } | null } };
    const vars = { workspace: 'w', job: job.id };
    const admin = wsClient(token);
    const su = wsClient(await t().token('super_admin'));
    const admins = Array.from({ length: 10 }, () => subscribe<Progress>(admin, WITH_JOB, vars));
    const supers = Array.from({ length: 10 }, () => subscribe<Progress>(su, WITH_JOB, vars));
    const all = [...admins, ...supers];
    await until(() => all.every((s) => s.received.length === 1), 'the first state at every subscriber');
    await new Promise((r) => setTimeout(r, INTERVAL_MS));

    const db = t().db;
    const events = t().mapgate.deps.events;
    // What one read of the progress costs, and one read of the job as the edge makes it, in SQL statements.
    const before = db.statements.count;
    await t().mapgate.container.get(TileCacheJobService).progress(ws.id, job.id);
    const perRead = db.statements.count - before;
    const jobBefore = db.statements.count;
    await db.prisma.tileCacheJob.findUnique({ where: { id: job.id } });
    const perJob = db.statements.count - jobBefore;

    await db.prisma.tileCacheJob.update({ where: { id: job.id }, data: { processedTiles: 7 } });
    const at = db.statements.count;
    events.deliver({ kind: 'job', job: job.id, workspace: ws.id });
    await until(() => all.every((s) => s.received.length === 2), 'the change at every subscriber');
    for (const s of all) {
      expect(s.errors).toEqual([]);
      expect(s.received[1].value.tileCacheJob).toMatchObject({ processedTiles: 7, job: { processedTiles: 7 } });
    }
    // One shared read of the progress, and the job edge once for the ten admins and once for the ten
    // super admins (twenty times without shared execution).
    expect(db.statements.count - at).toBe(perRead + 2 * perJob);
  });
});
