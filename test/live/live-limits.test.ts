import { spawn } from 'node:child_process';
import path from 'node:path';
import { createClient as createRedis } from 'redis';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { REDIS_PREFIX, useListeningApp, useTestApp, type TestApp } from '../support/app';
import { redisSkipReason } from '../support/redis';
import { createKey, apiKey } from '../support/identity';
import { helpers, seedBody, useUpstream } from '../domains/tile-cache/support';
import { TileCacheJobService } from '../../src/domains/tile-cache/tile-cache-job.service';
import { RedisLeases } from '../../src/cache/leases';
import { createLogger } from '../../src/base/logger';
import type { Json } from '../support/json';
import { until } from '../support/eventually';

/*
 * Bounded live work (docs/security.md, "Live work"; issue 36 item 2): subscriptions per WebSocket and per
 * credential, event streams per credential, refused with a graphql-ws `error` (the socket goes on) or a
 * 429; counts that go down when operations complete, sockets close and streams end; one database read
 * per event for all the subscribers of a workspace, each still authorized on its own. Real graphql-ws
 * clients and real SSE (fetch) against listening apps; two apps sharing PostgreSQL + Redis for the
 * credential counts of several instances.
 */
const LIMITS = {
  MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET: '10',
  MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL: '30',
  MAPGATE_MAX_SSE_PER_CREDENTIAL: '2',
  // No worker: jobs stay queued, and nothing but the test writes or wakes anything.
  MAPGATE_TILE_WORKER_ENABLED: 'false',
};
const env: Record<string, string> = { ...LIMITS };
useUpstream(env);

const clients: Client[] = [];
const streams: AbortController[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.abort();
  for (const c of clients.splice(0)) await c.dispose();
});

/** A connected graphql-ws client of the app at `origin`. */
async function connect(origin: string, params: Record<string, string>): Promise<Client> {
  const c = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  clients.push(c);
  await new Promise<void>((resolve) => c.on('connected', () => resolve()));
  return c;
}

type Result = { data?: Record<string, Json> | null; errors?: readonly { message: string; extensions?: Json }[] };

/** One subscription: its results, whether the server refused it (graphql-ws `error`), and a way to complete it. */
interface Sub {
  results: Result[];
  /** Resolves with 'next' at its first result, or 'error' with the refusal. */
  started: Promise<'next' | 'error'>;
  refusal?: { message: string; extensions?: Json }[];
  ended: Promise<void>;
  stop(): void;
}

function subscribe(c: Client, query: string, variables: Record<string, unknown>): Sub {
  let start: (s: 'next' | 'error') => void;
  let end: () => void;
  const sub: Sub = {
    results: [],
    started: new Promise((r) => (start = r)),
    ended: new Promise((r) => (end = r)),
    stop: () => {},
  };
  sub.stop = c.subscribe(
    { query, variables },
    {
      next: (r) => {
        sub.results.push(r as Result);
        start('next');
      },
      error: (e) => {
        sub.refusal = e as { message: string }[];
        start('error');
        end();
      },
      complete: () => end(),
    },
  );
  return sub;
}

const JOB = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { jobId status processedTiles }
}`;
const JOBS = `subscription ($workspace: String!) {
  tileCacheJobs(workspace: $workspace) { change job { id: databaseId status } }
}`;

/** An SSE stream held open: its status, and (when 200) the first progress event has arrived. */
async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body?: Json; retryAfter: string | null; close(): void }> {
  const ac = new AbortController();
  streams.push(ac);
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: ac.signal });
  if (res.status !== 200) {
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after'), close() {} };
  }
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('event: progress')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  // Keeps reading in the background until closed, as a client does.
  void (async () => {
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch {
      /* closed by the test */
    }
  })();
  return { status: 200, retryAfter: null, close: () => ac.abort() };
}

/** A workspace with a layer and one queued job; an admin API key and an admin token of it. */
async function fixture(t: () => TestApp, name = 'w') {
  const h = helpers(t);
  const ws = await h.workspace(name);
  await h.layer(ws.id, 'roads');
  const job = await h.create(name, seedBody('roads', { max_zoom: 3 }));
  const key = await createKey(t(), name);
  return { ws, job, h, key: apiKey(key.key), keyId: key.id };
}

describe('live limits on one instance', () => {
  const t = useTestApp(env);
  const listening = useListeningApp(t);

  it('caps subscriptions per socket: the refused one gets an error naming the cap, the socket goes on', async () => {
    const { job, key } = await fixture(t);
    const c = await connect(listening(), key);
    const subs = Array.from({ length: 10 }, () => subscribe(c, JOB, { workspace: 'w', job: job.id }));
    expect(await Promise.all(subs.map((s) => s.started))).toEqual(Array(10).fill('next'));
    const eleventh = subscribe(c, JOB, { workspace: 'w', job: job.id });
    expect(await eleventh.started).toBe('error');
    expect(eleventh.refusal![0].message).toMatch(/at most 10.*MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET/);
    expect(eleventh.refusal![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // The other ten still run, and completing one frees its place on the socket.
    subs[0].stop();
    // The server frees the place once the completed operation has wound down (a moment after the message).
    let again = subscribe(c, JOB, { workspace: 'w', job: job.id });
    await until(async () => {
      if ((await again.started) === 'next') return true;
      again = subscribe(c, JOB, { workspace: 'w', job: job.id });
      return false;
    }, 'the place of the completed subscription');
    expect(again.results[0].data!.tileCacheJob).toMatchObject({ jobId: job.id, status: 'QUEUED' });
    // A subscription refused by its own query (an unknown job) ends and frees its place too.
    subs[1].stop();
    const unknownJob = { workspace: 'w', job: '00000000-0000-4000-8000-000000000000' };
    let unknown = subscribe(c, JOB, unknownJob);
    await until(async () => {
      await unknown.ended;
      if (!unknown.refusal) return true;
      unknown = subscribe(c, JOB, unknownJob);
      return false;
    }, 'the place of the second completed subscription');
    expect(unknown.results[0].errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    let last = subscribe(c, JOB, { workspace: 'w', job: job.id });
    await until(async () => {
      if ((await last.started) === 'next') return true;
      last = subscribe(c, JOB, { workspace: 'w', job: job.id });
      return false;
    }, 'the place of the ended subscription');
    // Ten again: the next is refused.
    const full = subscribe(c, JOB, { workspace: 'w', job: job.id });
    expect(await full.started).toBe('error');
  });

  it('caps subscriptions per credential across its sockets; a closed socket gives its places back', async () => {
    const { ws, job, key } = await fixture(t);
    const [a, b, c] = [
      await connect(listening(), key),
      await connect(listening(), key),
      await connect(listening(), key),
    ];
    const onA = Array.from({ length: 10 }, () => subscribe(a, JOB, { workspace: 'w', job: job.id }));
    const onB = Array.from({ length: 10 }, () => subscribe(b, JOB, { workspace: 'w', job: job.id }));
    const onC = Array.from({ length: 10 }, () => subscribe(c, JOB, { workspace: 'w', job: job.id }));
    expect(await Promise.all([...onA, ...onB, ...onC].map((s) => s.started))).toEqual(Array(30).fill('next'));
    const d = await connect(listening(), key);
    const refused = subscribe(d, JOB, { workspace: 'w', job: job.id });
    expect(await refused.started).toBe('error');
    expect(refused.refusal![0].message).toMatch(/at most 30 .*MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL/);
    expect(refused.refusal![0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // Another credential is not counted with this one.
    const other = await connect(listening(), { Authorization: `Bearer ${await t().token('admin', ws.id)}` });
    expect(await subscribe(other, JOB, { workspace: 'w', job: job.id }).started).toBe('next');
    // Socket A closes: its ten places come back.
    await a.dispose();
    await until(async () => {
      const s = subscribe(d, JOB, { workspace: 'w', job: job.id });
      return (await s.started) === 'next';
    }, 'a place after the socket closed');
  });

  it('caps event streams per credential with a 429 naming the cap and Retry-After; a closed stream frees its place', async () => {
    const { job, key } = await fixture(t);
    const url = `${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`;
    const first = await openStream(url, key);
    const second = await openStream(url, key);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await openStream(url, key);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('RATE_LIMITED');
    expect(third.body.detail).toMatch(/at most 2.*MAPGATE_MAX_SSE_PER_CREDENTIAL/);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
    // The same refusal through the recorded client: the served OpenAPI document describes it.
    const checked = await t()
      .http()
      .get(`/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`)
      .set(key)
      .set('Accept', 'text/event-stream');
    expect(checked.status).toBe(429);
    expect(checked.headers['retry-after']).toBeDefined();
    // Without the header the route is an ordinary GET, not a stream, and not counted.
    expect((await t().http().get(`/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`).set(key)).status).toBe(200);
    first.close();
    await until(async () => {
      const s = await openStream(url, key);
      return s.status === 200;
    }, 'a stream place after one closed');
  });

  it('fans one read per event out to 50 subscribers of a workspace, each authorized on its own', async () => {
    const { ws, job, h, key, keyId } = await fixture(t);
    const token = { Authorization: `Bearer ${await t().token('admin', ws.id)}` };
    // 25 subscribers with an API key, 25 with a token, five sockets each.
    const sockets = [
      ...(await Promise.all(Array.from({ length: 3 }, () => connect(listening(), key)))),
      ...(await Promise.all(Array.from({ length: 3 }, () => connect(listening(), token)))),
    ];
    const subs = sockets.flatMap((c, i) =>
      Array.from({ length: i % 3 === 2 ? 5 : 10 }, () => subscribe(c, JOBS, { workspace: 'w' })),
    );
    expect(subs).toHaveLength(50);
    // The job list subscriptions say nothing until a change: wait until all 50 have joined their one
    // group and its reads for them (a first read only learns the jobs that exist) are done.
    const groups = t().mapgate.groups;
    await until(() => groups.members === 50, 'all 50 in their group');
    expect(groups.size).toBe(1);
    for (let reads = -1; reads !== groups.reads;) {
      reads = groups.reads;
      await new Promise((r) => setTimeout(r, 300));
    }
    // What one read of the workspace's jobs costs, in SQL statements.
    const db = t().db;
    const service = t().mapgate.container.get(TileCacheJobService);
    let before = db.statements.count;
    await service.list(ws.id);
    const perRead = db.statements.count - before;
    expect(perRead).toBeGreaterThan(0);
    // A change made elsewhere (another instance's worker), announced as the bus delivers it.
    await db.prisma.tileCacheJob.update({ where: { id: job.id }, data: { processedTiles: 1 } });
    before = db.statements.count;
    const readsBefore = groups.reads;
    t().mapgate.deps.events.deliver({ kind: 'job', job: job.id, workspace: ws.id });
    await until(() => subs.every((s) => s.results.length === 1), 'the change at every subscriber');
    const reads = groups.reads - readsBefore;
    // One read (a second only if the 5 s idle poll struck in between), never one per subscriber.
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(2);
    expect(db.statements.count - before).toBe(reads * perRead);
    for (const s of subs)
      expect(s.results[0].data!.tileCacheJobs).toMatchObject({ change: 'UPDATED', job: { id: job.id } });

    // Authorization stays per subscriber: the key revoked, its 25 end with UNAUTHENTICATED and get no
    // further data; the token's 25 get the next change.
    const revoked = await t()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${keyId}`)
      .set(await h.su());
    expect(revoked.status).toBe(204);
    const keyed = subs.slice(0, 25);
    const tokened = subs.slice(25);
    await Promise.all(keyed.map((s) => s.ended));
    for (const s of keyed) {
      expect(s.results).toHaveLength(2);
      expect(s.results[1].errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await db.prisma.tileCacheJob.update({ where: { id: job.id }, data: { processedTiles: 2 } });
    t().mapgate.deps.events.deliver({ kind: 'job', job: job.id, workspace: ws.id });
    await until(() => tokened.every((s) => s.results.length === 2), 'the second change at the token subscribers');
    for (const s of tokened) expect(s.results[1].data!.tileCacheJobs).toMatchObject({ change: 'UPDATED' });
    for (const s of keyed) expect(s.results).toHaveLength(2);
  });
});

const admin = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.MAPGATE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisSkip = admin ? redisSkipReason(redisUrl) : 'two instances need TEST_DATABASE_URL';

(redisSkip ? describe.skip : describe)(
  `live limits across two instances on PostgreSQL + Redis ${redisSkip ?? ''}`,
  () => {
    const shared: Record<string, string> = { MAPGATE_REDIS_URL: redisUrl };
    // Both apps read their env in their beforeAll; the upstream and data dir exist by then.
    beforeAll(() => void Object.assign(shared, env, { MAPGATE_REDIS_URL: redisUrl }));
    const a = useTestApp(shared);
    const b = useTestApp(shared, { shareDatabaseOf: () => a() });
    const onA = useListeningApp(a);
    const onB = useListeningApp(b);

    it('counts subscriptions and event streams of one credential on both instances together', async () => {
      const { job, key } = await fixture(a);
      const [a1, a2, b1] = [await connect(onA(), key), await connect(onA(), key), await connect(onB(), key)];
      const subs = [
        ...Array.from({ length: 10 }, () => subscribe(a1, JOB, { workspace: 'w', job: job.id })),
        ...Array.from({ length: 10 }, () => subscribe(a2, JOB, { workspace: 'w', job: job.id })),
        ...Array.from({ length: 10 }, () => subscribe(b1, JOB, { workspace: 'w', job: job.id })),
      ];
      expect(await Promise.all(subs.map((s) => s.started))).toEqual(Array(30).fill('next'));
      const b2 = await connect(onB(), key);
      const refused = subscribe(b2, JOB, { workspace: 'w', job: job.id });
      expect(await refused.started).toBe('error');
      expect(refused.refusal![0].message).toMatch(/MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL/);
      // Closing a socket on A frees places that B sees.
      await a1.dispose();
      await until(
        async () => (await subscribe(b2, JOB, { workspace: 'w', job: job.id }).started) === 'next',
        'a place on B',
      );

      const path = `/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`;
      const s1 = await openStream(onA() + path, key);
      const s2 = await openStream(onB() + path, key);
      expect([s1.status, s2.status]).toEqual([200, 200]);
      const third = await openStream(onA() + path, key);
      expect(third.status).toBe(429);
      expect(third.body.detail).toMatch(/MAPGATE_MAX_SSE_PER_CREDENTIAL/);
      s2.close();
      await until(
        async () => (await openStream(onA() + path, key)).status === 200,
        'a stream place on A after B closed',
      );
    });

    it("an instance that dies without giving its places back frees them once its leases' TTL has run out", async () => {
      const logger = createLogger('silent');
      const prefix = `${REDIS_PREFIX}dies:`;
      const key = `sse:test-${Date.now()}`;
      // A real process takes both places of the key in Redis, then is killed (no release, no heartbeat).
      const child = spawn(
        process.execPath,
        [
          '-r',
          '@swc-node/register',
          '-e',
          // The interval keeps the process alive as a server's listening socket would (the Redis client is unref'd).
          `setInterval(() => {}, 1000);
         const { RedisLeases } = require(${JSON.stringify(path.resolve(__dirname, '../../src/cache/leases.ts'))});
         const { createClient } = require('redis');
         const l = new RedisLeases(${JSON.stringify(redisUrl)}, ${JSON.stringify(prefix)}, { warn() {}, info() {} }, createClient, 1500);
         Promise.all([l.acquire(${JSON.stringify(key)}, 2), l.acquire(${JSON.stringify(key)}, 2)]).then((got) => {
           process.stdout.write(got.every(Boolean) ? 'held\\n' : 'refused\\n');
         });`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } },
      );
      const said = await new Promise<string>((resolve) => {
        child.stdout.once('data', (d) => resolve(String(d).trim()));
        child.once('exit', (code) => resolve(`exited ${code}`));
      });
      expect(said).toBe('held');
      const leases = new RedisLeases(redisUrl, prefix, logger, createRedis, 1500);
      try {
        // While it lives (its heartbeat renews them), the places stay taken.
        await new Promise((r) => setTimeout(r, 2000));
        expect(await leases.acquire(key, 2)).toBeUndefined();
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
        const diedAt = Date.now();
        let lease;
        while (!(lease = await leases.acquire(key, 2))) {
          expect(Date.now() - diedAt).toBeLessThan(5000);
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(await leases.count(key)).toBe(1);
        lease.release();
        await until(async () => (await leases.count(key)) === 0, 'the release in Redis');
      } finally {
        child.kill('SIGKILL');
        await leases.close();
      }
    });
  },
);
