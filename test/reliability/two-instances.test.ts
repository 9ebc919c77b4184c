import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { seedBody, tileBody } from '../domains/tile-cache/support';
import { useSharedDatabase } from '../support/pg-instances';
import { exited, useServeProcesses } from '../support/serve-process';
import { readSse } from '../support/sse';

// Two real `mapgate serve` processes on one PostgreSQL database (docs/live.md): a tile job created with one
// Idempotency-Key, sent to both at once and retried, is created once; a job run by one is streamed as
// server-sent events from the other. Two processes cannot share the embedded database, so this needs
// TEST_DATABASE_URL.
const admin = process.env.TEST_DATABASE_URL;
const serve = useServeProcesses();

(admin ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  const shared = useSharedDatabase(admin!, 'idem');
  const env = shared.env;

  /**
   * Two instances, only the first working jobs; a seed job of 85 tiles created on the worker in a new
   * workspace `ws`, for the other to follow.
   */
  async function jobOnOneWatchedFromOther(ws: string) {
    shared.up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 20 });
    const worker = await serve(env());
    const watcher = await serve(env({ MAPGATE_TILE_WORKER_ENABLED: 'false' }));
    const headers = { Authorization: `Bearer ${shared.token}`, 'Content-Type': 'application/json' };
    const post = (p: string, body: unknown) =>
      fetch(`${worker.url}/api/v1${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await post('/workspaces', { name: ws });
    expect((await post(`/workspaces/${ws}/layer-groups`, { public_id: 'basemap' })).status).toBe(201);
    const created = await post(`/workspaces/${ws}/tile-cache/jobs`, seedBody('basemap', { max_zoom: 3 }));
    expect(created.status).toBe(202);
    return { watcher, job: (await created.json()) as { id: string } };
  }

  it('a job created with one key from two instances at once, then retried on each, exists once', async () => {
    shared.up.behaviour = (tile) => ({ status: 200, body: tileBody(tile) });
    const [a, b] = await Promise.all([serve(env()), serve(env())]);
    const headers = { Authorization: `Bearer ${shared.token}`, 'Content-Type': 'application/json' };
    const post = (url: string, p: string, body: unknown, key?: string) =>
      fetch(`${url}/api/v1${p}`, {
        method: 'POST',
        headers: key ? { ...headers, 'Idempotency-Key': key } : headers,
        body: JSON.stringify(body),
      });
    expect((await post(a.url, '/workspaces', { name: 'w' })).status).toBe(201);
    expect((await post(a.url, '/workspaces/w/layer-groups', { public_id: 'basemap' })).status).toBe(201);
    const job = seedBody('basemap');
    const first = await Promise.all(
      [a, b, a, b].map((s) => post(s.url, '/workspaces/w/tile-cache/jobs', job, 'seed-once')),
    );
    const statuses = first.map((r) => r.status);
    for (const s of statuses) expect([202, 409]).toContain(s);
    expect(first.filter((r) => r.status === 202 && !r.headers.get('idempotent-replayed'))).toHaveLength(1);
    const location = first.find((r) => r.status === 202)!.headers.get('location');
    // Retries after the first answer is stored replay it on either instance.
    for (const s of [a, b]) {
      const again = await post(s.url, '/workspaces/w/tile-cache/jobs', job, 'seed-once');
      expect(again.status).toBe(202);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('location')).toBe(location);
    }
    const list = await fetch(`${b.url}/api/v1/workspaces/w/tile-cache/jobs`, { headers });
    const body = (await list.json()) as Record<string, unknown[]>;
    const jobs = Object.values(body).find(Array.isArray)!;
    expect(jobs).toHaveLength(1);
  });

  it('a job worked on one instance is streamed as server-sent events from the other, to its end', async () => {
    const { watcher, job } = await jobOnOneWatchedFromOther('w2');
    const read = await readSse(`${watcher.url}/api/v1/workspaces/w2/tile-cache/jobs/${job.id}/progress`, {
      Authorization: `Bearer ${shared.token}`,
    });
    const progress = read.events
      .filter((e) => e.event === 'progress')
      .map((e) => JSON.parse(e.data) as { status: string; processed_tiles: number });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.some((p) => p.status === 'running' && p.processed_tiles < 85)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ status: 'succeeded', processed_tiles: 85 });
    expect(read.events.at(-1)?.event).toBe('end');
  });

  it('a job worked on one instance is followed by a GraphQL subscription on the other, which closes on SIGTERM', async () => {
    const { watcher, job } = await jobOnOneWatchedFromOther('w3');
    const client = createClient({
      url: `${watcher.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${shared.token}` },
      retryAttempts: 0,
    });
    const query = `subscription ($workspace: String!, $job: String!) {
      tileCacheJob(workspace: $workspace, job: $job) { status processedTiles }
    }`;
    const progress: { status: string; processedTiles: number }[] = [];
    for await (const r of client.iterate({ query, variables: { workspace: 'w3', job: job.id } })) {
      expect(r.errors).toBeUndefined();
      progress.push(r.data!.tileCacheJob as { status: string; processedTiles: number });
    }
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.some((p) => p.status === 'RUNNING' && p.processedTiles < 85)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ status: 'SUCCEEDED', processedTiles: 85 });

    await client.dispose();

    // A draining instance closes its WebSockets (1001) and still exits 0.
    const held = createClient({
      url: `${watcher.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${shared.token}` },
      retryAttempts: 0,
      lazy: false,
      // Its closing is the expected outcome here, not an error to print.
      onNonLazyError: () => {},
    });
    const closed = new Promise<number>((resolve) => held.on('closed', (e) => resolve((e as { code: number }).code)));
    await new Promise<void>((resolve) => held.on('connected', () => resolve()));
    const exit = exited(watcher.proc);
    watcher.proc.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await exit).toBe(0);
    await held.dispose();
  });
});
