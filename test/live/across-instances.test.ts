import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { seedBody, tileBody } from '../domains/tile-cache/support';
import { actUntil } from '../support/eventually';
import { useSharedDatabase } from '../support/pg-instances';
import { redisSkipReason } from '../support/redis';
import { readSse } from '../support/sse';
import { useServeProcesses, type ServeProcess } from '../support/serve-process';
import type { Json } from '../support/json';

// Live events across two real `mapgate serve` processes on one PostgreSQL (docs/live.md, "Events across
// instances"): a job worked on A is followed from B (its subscription and its workspace's job list),
// an audit event made on A reaches an audit subscription on B, a revocation on A closes B's
// subscriptions and idle connections within a second. Once over LISTEN/NOTIFY, once over Redis. The
// events must come through the bus: B reads the database without an event only every 5 s, longer than
// the figures asserted here. Two processes cannot share the embedded database: needs TEST_DATABASE_URL.
const admin = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.MAPGATE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisSkip = admin ? redisSkipReason(redisUrl) : 'no TEST_DATABASE_URL';
const serve = useServeProcesses();

type Result = { data?: Record<string, Json> | null; errors?: readonly { message: string; extensions?: Json }[] };

const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.dispose();
});

/** A connected graphql-ws client (connected before subscribing, so that a subscription starts at once). */
async function connected(s: ServeProcess, params: Record<string, string>): Promise<Client> {
  const c = wsClient(s, params, false);
  await new Promise<void>((resolve) => c.on('connected', () => resolve()));
  return c;
}

function wsClient(s: ServeProcess, params: Record<string, string>, lazy = true): Client {
  const c = createClient({
    url: `${s.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy,
    onNonLazyError: () => {},
  });
  clients.push(c);
  return c;
}

/** Collects a subscription's results until it completes, fails, or `stop` says so. */
function collect(c: Client, query: string, variables: Record<string, unknown>, stop?: (all: Result[]) => boolean) {
  const results: Result[] = [];
  let unsubscribe = () => {};
  const done = new Promise<{ results: Result[]; error?: unknown; completed: boolean }>((resolve) => {
    unsubscribe = c.subscribe(
      { query, variables },
      {
        next: (r) => {
          results.push(r as Result);
          if (stop?.(results)) {
            unsubscribe();
            resolve({ results, completed: false });
          }
        },
        error: (error) => resolve({ results, error, completed: false }),
        complete: () => resolve({ results, completed: true }),
      },
    );
  });
  return { results, done };
}

const JOB = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { jobId status processedTiles totalTiles tilesPerSecond etaSeconds zooms { zoom processedTiles } }
}`;
const JOBS = `subscription ($workspace: String!) {
  tileCacheJobs(workspace: $workspace) { change job { id: databaseId status processedTiles } }
}`;
const AUDIT = `subscription ($filter: AuditEventFilter) {
  auditEvents(filter: $filter) { id operation surface status requestId }
}`;

const seed = seedBody('basemap', { max_zoom: 3 });

(admin ? describe : describe.skip)('live events across two instances on one PostgreSQL', () => {
  const shared = useSharedDatabase(admin!, 'live');
  const env = shared.env;
  const su = () => ({ Authorization: `Bearer ${shared.token}`, 'Content-Type': 'application/json' });
  const post = (s: ServeProcess, p: string, body: unknown, headers = su()) =>
    fetch(`${s.url}/api/v1${p}`, { method: 'POST', headers, body: JSON.stringify(body) });

  const variants: [string, NodeJS.ProcessEnv, string | undefined][] = [
    ['PostgreSQL LISTEN/NOTIFY', {}, undefined],
    ['Redis', { MAPGATE_REDIS_URL: redisUrl }, redisSkip],
  ];
  describe.each(variants)('through %s', (label, extra, skip) => {
    const d = skip ? describe.skip : describe;
    const ws = `w${label.length}${randomBytes(2).toString('hex')}`;
    d(skip ? `skipped: ${skip}` : 'events', () => {
      it('a job worked on A is followed from B: its progress and its workspace job list, no state twice', async () => {
        shared.up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 25 });
        const [a, b] = await Promise.all([
          serve(env(extra)),
          serve(env({ ...extra, MAPGATE_TILE_WORKER_ENABLED: 'false' })),
        ]);
        expect((await post(a, '/workspaces', { name: ws })).status).toBe(201);
        expect((await post(a, `/workspaces/${ws}/layer-groups`, { public_id: 'basemap' })).status).toBe(201);
        const watcher = await connected(b, { Authorization: `Bearer ${shared.token}` });
        let followed = '';
        const list = collect(watcher, JOBS, { workspace: ws }, (all) =>
          all.some((r) => r.data?.tileCacheJobs?.change === 'ENDED' && r.data.tileCacheJobs.job.id === followed),
        );
        // The list subscription is running before the job exists: jobs of one tile are made until it sends
        // a change (it starts some time after subscribe, later under load).
        await actUntil(
          async () =>
            expect(
              (await post(a, `/workspaces/${ws}/tile-cache/jobs`, seedBody('basemap', { max_zoom: 0 }))).status,
            ).toBe(202),
          () => list.results.length > 0,
          'a first change of the job list',
        );
        expect(list.results.length).toBeGreaterThan(0);
        const created = await post(a, `/workspaces/${ws}/tile-cache/jobs`, seed);
        expect(created.status).toBe(202);
        const job = (await created.json()) as { id: string };
        followed = job.id;
        const started = Date.now();
        const progress = await collect(watcher, JOB, { workspace: ws, job: job.id }).done;
        const took = Date.now() - started;
        expect(progress.error).toBeUndefined();
        expect(progress.completed).toBe(true);
        const states = progress.results.map((r) => r.data!.tileCacheJob);
        for (const r of progress.results) expect(r.errors).toBeUndefined();
        // More updates than B's own reads without events could give in that time (one per 5 s).
        expect(states.length).toBeGreaterThan(2 + Math.floor(took / 5000));
        expect(new Set(states.map((s) => JSON.stringify(s))).size).toBe(states.length);
        const counts = states.map((s) => s.processedTiles as number);
        expect([...counts].sort((x, y) => x - y)).toEqual(counts);
        expect(states.some((s) => s.status === 'RUNNING' && s.tilesPerSecond > 0 && s.etaSeconds !== null)).toBe(true);
        expect(states.at(-1)).toMatchObject({
          status: 'SUCCEEDED',
          processedTiles: 85,
          totalTiles: 85,
          etaSeconds: null,
        });
        expect(states.at(-1).zooms).toHaveLength(4);

        const all = (await list.done).results.map((r) => {
          expect(r.errors).toBeUndefined();
          return r.data!.tileCacheJobs as {
            change: string;
            job: { id: string; status: string; processedTiles: number };
          };
        });
        // The jobs of one tile made before it, then the one followed.
        const changes = all.filter((c) => c.job.id === job.id);
        expect(changes.length).toBeGreaterThan(0);
        expect(changes[0].change).toBe('CREATED');
        expect(changes.at(-1)).toMatchObject({ change: 'ENDED', job: { status: 'SUCCEEDED', processedTiles: 85 } });
        expect(changes.filter((c) => c.change === 'UPDATED').length).toBeGreaterThan(1);
        const seen = changes.map((c) => `${c.job.status}:${c.job.processedTiles}`);
        for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
      });

      it('an audit event made on A reaches an audit subscription on B, filtered as the list query', async () => {
        const [a, b] = await Promise.all([serve(env(extra)), serve(env(extra))]);
        const watcher = await connected(b, { Authorization: `Bearer ${shared.token}` });
        const sub = collect(watcher, AUDIT, { filter: { operation: 'createWorkspace' } }, (all) => all.length >= 1);
        let got: Awaited<typeof sub.done> | undefined;
        let at = 0;
        void sub.done.then((out) => {
          got = out;
          at = Date.now();
        });
        // Events from before the subscription started are not sent: create until one is seen.
        const made = new Map<string, number>();
        for (let i = 0; i < 10 && !got; i++) {
          const created = await post(a, '/workspaces', { name: `${ws}a${i}` });
          expect(created.status).toBe(201);
          made.set(created.headers.get('x-request-id')!, Date.now());
          // Not matching the filter: a read of the list.
          await fetch(`${a.url}/api/v1/workspaces`, { headers: su() });
          await new Promise((r) => setTimeout(r, 1500));
        }
        const out = await sub.done;
        expect(out.results).toHaveLength(1);
        expect(out.results[0].errors).toBeUndefined();
        const event = out.results[0].data!.auditEvents as { requestId: string };
        expect(event).toMatchObject({ operation: 'createWorkspace', surface: 'REST', status: 201 });
        // Through the bus, well before B's next read without an event (5 s).
        expect(made.has(event.requestId)).toBe(true);
        expect(at - made.get(event.requestId)!).toBeLessThan(3000);
      });

      it('revoking a key on A closes its subscription, its idle connection and its event stream on B within a second', async () => {
        shared.up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 400 });
        const [a, b] = await Promise.all([
          serve(env(extra)),
          serve(env({ ...extra, MAPGATE_TILE_WORKER_ENABLED: 'false' })),
        ]);
        const name = `${ws}r`;
        expect((await post(a, '/workspaces', { name })).status).toBe(201);
        expect((await post(a, `/workspaces/${name}/layer-groups`, { public_id: 'basemap' })).status).toBe(201);
        const created = await post(a, `/workspaces/${name}/tile-cache/jobs`, seed);
        const job = (await created.json()) as { id: string };
        const key = await post(a, `/workspaces/${name}/apikeys`, { name: 'watcher', role_id: 'admin' });
        expect(key.status).toBe(201);
        const { key: secret, id } = (await key.json()) as { key: string; id: string };
        // A subscription with nothing happening, and a connection without any.
        const busy = await connected(b, { 'X-API-Key': secret });
        const sub = collect(busy, JOBS, { workspace: name });
        const idle = wsClient(b, { 'X-API-Key': secret }, false);
        const idleClosed = new Promise<number>((resolve) =>
          idle.on('closed', (e) => resolve((e as { code: number }).code)),
        );
        await new Promise<void>((resolve) => idle.on('connected', () => resolve()));
        let streaming!: () => void;
        const firstEvent = new Promise<void>((resolve) => (streaming = resolve));
        let streamEnded = 0;
        const stream = readSse(
          `${b.url}/api/v1/workspaces/${name}/tile-cache/jobs/${job.id}/progress`,
          {
            'X-API-Key': secret,
          },
          () => streaming(),
        ).then((r) => {
          streamEnded = Date.now();
          return r;
        });
        await firstEvent;
        await new Promise((r) => setTimeout(r, 1000));
        const revoked = await fetch(`${a.url}/api/v1/workspaces/${name}/apikeys/${id}`, {
          method: 'DELETE',
          headers: su(),
        });
        expect(revoked.status).toBe(204);
        const at = Date.now();
        const out = await sub.done;
        expect(Date.now() - at).toBeLessThan(1000);
        expect(out.results.at(-1)?.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
        expect(await idleClosed).toBe(4401);
        expect(Date.now() - at).toBeLessThan(1500);
        const read = await stream;
        expect(read.events.at(-1)).toMatchObject({ event: 'error' });
        expect(JSON.parse(read.events.at(-1)!.data)).toMatchObject({ code: 401 });
        expect(streamEnded - at).toBeLessThan(1000);
        await post(a, `/workspaces/${name}/tile-cache/jobs/${job.id}/cancel`, {});
      });
    });
  });
});
