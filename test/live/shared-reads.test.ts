import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';
import { apiKey, bearer, createKey } from '../support/identity';
import { helpers, seedBody, useUpstream } from '../domains/tile-cache/support';
import { TileCacheJobService } from '../../src/domains/tile-cache/tile-cache-job.service';
import type { LiveEvent } from '../../src/cache/events';
import type { Json } from '../support/json';
import { until } from '../support/eventually';
import { readSse } from '../support/sse';
import { useLiveClosers } from '../support/subscriptions';

/*
 * One read per event for the live paths that run their own loop (issue 36 item 2; docs/live.md, "One read
 * per event"): the event streams (SSE) of one job, each running its route's query, and the auditEvents
 * subscriptions of one filter share the database read of the event that woke them, while each stream or
 * subscriber is still authorized on its own. Real SSE over fetch and real graphql-ws clients against a
 * listening app; reads counted by the instance (LiveGroups.reads) and in SQL statements.
 */
const env: Record<string, string> = {
  // No worker: the job stays queued, and only the test changes it and announces the change.
  MAPGATE_TILE_WORKER_ENABLED: 'false',
};
useUpstream(env);

const t = useTestApp(env);
const listening = useListeningApp(t);
const h = helpers(t);

const { clients, aborts } = useLiveClosers();

interface Stream {
  events: { event: string; data: Json }[];
  /** Resolves when the server has closed the stream. */
  closed: Promise<void>;
}

/** An event stream read as a client reads it (readSse), in the background; resolves at its first progress event. */
async function openStream(url: string, headers: Record<string, string>): Promise<Stream> {
  const ac = new AbortController();
  aborts.push(ac);
  const s: Stream = { events: [], closed: Promise.resolve() };
  let first: () => void = () => {};
  const started = new Promise<void>((r) => (first = r));
  const read = readSse(
    url,
    headers,
    (e) => {
      s.events.push({ event: e.event, data: JSON.parse(e.data || 'null') as Json });
      if (e.event === 'progress') first();
    },
    ac.signal,
  );
  s.closed = read.then(() => {});
  // A refusal or a stream that ends before its first progress event resolves `read` first.
  const ended = await Promise.race([started, read]);
  if (ended) {
    expect(ended.status).toBe(200);
    throw new Error(`the stream ended before its first progress event: ${JSON.stringify(ended.events)}`);
  }
  return s;
}

const progressOf = (s: Stream) => s.events.filter((e) => e.event === 'progress').map((e) => e.data);

describe('event streams of one job share one read per event', () => {
  it('20 streams (two credentials) cost one read per event; a revoked key ends only its own streams', async () => {
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const created = await createKey(t(), 'w');
    const key = apiKey(created.key);
    const token = bearer(await t().token('admin', ws.id));
    const url = `${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`;
    const keyed = await Promise.all(Array.from({ length: 10 }, () => openStream(url, key)));
    const tokened = await Promise.all(Array.from({ length: 10 }, () => openStream(url, token)));
    const all = [...keyed, ...tokened];
    for (const s of all) expect(progressOf(s)).toEqual([expect.objectContaining({ job_id: job.id, status: 'queued' })]);

    const db = t().db;
    const groups = t().mapgate.groups;
    const events = t().mapgate.deps.events;
    // What one read of the job's progress costs, in SQL statements.
    const before = db.statements.count;
    await t().mapgate.container.get(TileCacheJobService).progress(ws.id, job.id);
    const perRead = db.statements.count - before;
    expect(perRead).toBeGreaterThan(0);

    /** The job changed elsewhere (another instance's worker), announced as the bus delivers it. */
    const change = async (processed: number) => {
      await db.prisma.tileCacheJob.update({ where: { id: job.id }, data: { processedTiles: processed } });
      const statements = db.statements.count;
      const reads = groups.reads;
      events.deliver({ kind: 'job', job: job.id, workspace: ws.id });
      return { statements, reads };
    };
    // A first change wakes every stream at once, so that their 5 s idle polls fall due together, long after
    // the change that is measured.
    await change(1);
    await until(() => all.every((s) => progressOf(s).length === 2), 'the first change at every stream');
    const at = await change(2);
    await until(() => all.every((s) => progressOf(s).length === 3), 'the second change at every stream');
    // One read for the twenty (each stream still ran its route's query: credential, role, workspace),
    // begun after the event: each stream sent the state the event announced.
    expect(db.statements.count - at.statements).toBe(perRead);
    expect(groups.reads - at.reads).toBe(1);
    for (const s of all) expect(progressOf(s)[2]).toMatchObject({ processed_tiles: 2 });
    // Operators see the same count.
    const metrics = await t().http().get('/metrics');
    expect(metrics.text).toContain(`mapgate_live_reads_total ${groups.reads}\n`);

    // Authorization stays per stream: the key revoked, its ten streams end with the 401 error event and
    // close; the token's ten go on and get the next change.
    const revoked = await t()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${created.id}`)
      .set(await h.su());
    expect(revoked.status).toBe(204);
    await Promise.all(keyed.map((s) => s.closed));
    for (const s of keyed) {
      expect(s.events.at(-1)).toMatchObject({ event: 'error', data: { code: 401, error: 'UNAUTHENTICATED' } });
      expect(progressOf(s)).toHaveLength(3);
    }
    await change(3);
    await until(() => tokened.every((s) => progressOf(s).length === 4), 'the third change at the token streams');
    for (const s of tokened) expect(progressOf(s)[3]).toMatchObject({ processed_tiles: 3 });
    for (const s of keyed) expect(progressOf(s)).toHaveLength(3);
  });
});

const AUDIT = `subscription ($filter: AuditEventFilter) {
  auditEvents(filter: $filter) { id operation status }
}`;

describe('auditEvents subscribers of one filter share one read per event', () => {
  it('ten subscribers of one filter cost one read per audit event, and another filter gets only its own', async () => {
    await h.workspace('w');
    const su = await h.su();
    const c = createClient({
      url: `${listening().replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: su,
      retryAttempts: 0,
    });
    clients.push(c);
    type Result = { data?: { auditEvents: { operation: string; status: number } } | null; errors?: unknown[] };
    const subscribe = (filter: Record<string, unknown>) => {
      const results: Result[] = [];
      c.subscribe(
        { query: AUDIT, variables: { filter } },
        { next: (r) => void results.push(r as Result), error: () => {}, complete: () => {} },
      );
      return results;
    };
    const groups = t().mapgate.groups;
    const readsBefore = groups.reads;
    const layers = Array.from({ length: 10 }, () => subscribe({ operation: 'createWorkspace' }));
    const styles = [subscribe({ operation: 'deleteWorkspace' }), subscribe({ operation: 'deleteWorkspace' })];
    // Each subscriber's first read (it only learns what exists) is its own; wait for all twelve, then quiet.
    await until(() => groups.reads - readsBefore >= 12, 'the first reads of the twelve subscribers');
    for (let reads = -1; reads !== groups.reads;) {
      reads = groups.reads;
      await new Promise((r) => setTimeout(r, 300));
    }
    const waking: LiveEvent[] = [];
    t().mapgate.deps.events.on((e) => {
      if (e.kind !== 'job') waking.push(e);
    });
    let n = 0;
    const createWorkspace = async () =>
      expect(
        (
          await t()
            .http()
            .post('/api/v1/workspaces')
            .set(su)
            .send({ name: `w${++n}` })
        ).status,
      ).toBe(201);
    await createWorkspace();
    await until(() => layers.every((r) => r.length === 1), 'the first event at every subscriber');
    const reads = groups.reads;
    waking.length = 0;
    await createWorkspace();
    await until(() => layers.every((r) => r.length === 2), 'the second event at every subscriber');
    for (const r of layers) expect(r[1].data!.auditEvents).toMatchObject({ operation: 'createWorkspace', status: 201 });
    // A creation wakes the subscribers twice: its audit event, and the change of the workspaces (a
    // possible revocation). At most one read per waking event for the ten, and one for the other two.
    expect(waking.length).toBeGreaterThan(0);
    expect(waking.length).toBeLessThan(5);
    expect(groups.reads - reads).toBeLessThanOrEqual(2 * waking.length);
    for (const r of styles) expect(r).toEqual([]);
  });
});
