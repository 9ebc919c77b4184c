import fs from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';
import { actUntil, eventually } from '../support/eventually';
import { signIn } from '../support/identity';
import {
  WORKER_ENV,
  helpers,
  seedBody,
  startUpstream,
  tempDataDir,
  tileBody,
  type Upstream,
} from '../domains/tile-cache/support';
import type { Json } from '../support/json';

// GraphQL subscriptions over WebSocket at /graphql (docs/live.md, "Subscriptions"), with a real graphql-ws
// client against a listening server of the real app.
const env: Record<string, string> = { ...WORKER_ENV };
let up: Upstream;
let wsUrl: string;
let origin: string;
beforeAll(async () => {
  up = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = up.template;
  env.MAPGATE_DATA_DIR = tempDataDir();
});
const t = useTestApp(env);
const h = helpers(t);
const listening = useListeningApp(t);
beforeAll(() => {
  origin = listening();
  wsUrl = `${origin.replace('http', 'ws')}/graphql`;
});
afterAll(async () => {
  await up.close();
  fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
});

const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.dispose();
});

/** A graphql-ws client; `headers` go on the upgrade request (a browser's cookie and Origin). */
function client(connectionParams?: Record<string, string>, headers?: Record<string, string>, lazy = true): Client {
  class WithHeaders extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  // A non-lazy client would print its closing (by the test or the server) as an error.
  const c = createClient({
    url: wsUrl,
    webSocketImpl: WithHeaders,
    connectionParams,
    retryAttempts: 0,
    lazy,
    onNonLazyError: () => {},
  });
  clients.push(c);
  return c;
}

/** One `next` message's payload. */
type Result = { data?: Record<string, Json> | null; errors?: readonly { message: string; extensions?: unknown }[] };

type Outcome = { results: Result[]; error?: unknown; completed: boolean };

/** Runs a subscription to its end: every result, then complete or the error (a CloseEvent when refused). */
function run(
  c: Client,
  query: string,
  variables: Record<string, unknown>,
  onResult?: (r: Result, all: unknown[]) => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const results: Outcome['results'] = [];
    c.subscribe(
      { query, variables },
      {
        next: (r) => {
          results.push(r as Result);
          onResult?.(r as Result, results);
        },
        error: (error) => resolve({ results, error, completed: false }),
        complete: () => resolve({ results, completed: true }),
      },
    );
  });
}

const JOB = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { jobId status totalTiles processedTiles zooms { zoom processedTiles } }
}`;

const JOBS = `subscription ($workspace: String!) {
  tileCacheJobs(workspace: $workspace) { change job { id: databaseId status processedTiles } }
}`;
const RATE = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { status tilesPerSecond etaSeconds }
}`;
const AUDIT = `subscription ($filter: AuditEventFilter) {
  auditEvents(filter: $filter) { id operation status workspaceRef workspaceName }
}`;
const RECENT = `subscription ($filter: AuditEventFilter) {
  auditEvents(filter: $filter, recent: true) { id operation status workspaceName }
}`;

describe('subscription tileCacheJob over WebSocket', () => {
  it('emits the progress of a job as it advances and completes when it ends', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 30 });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const c = client({ Authorization: `Bearer ${await t().token('super_admin')}` });
    const out = await run(c, JOB, { workspace: 'w', job: job.id });
    expect(out.error).toBeUndefined();
    expect(out.completed).toBe(true);
    const progress = out.results.map((r) => r.data!.tileCacheJob);
    for (const r of out.results) expect(r.errors).toBeUndefined();
    expect(progress.length).toBeGreaterThan(2);
    const counts = progress.map((p) => p.processedTiles as number);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    // Only changes are sent.
    expect(new Set(progress.map((p) => JSON.stringify(p))).size).toBe(progress.length);
    expect(progress.at(-1)).toMatchObject({ jobId: job.id, status: 'SUCCEEDED', processedTiles: 85, totalTiles: 85 });
    expect(progress.at(-1).zooms).toHaveLength(4);
  });

  it('an unknown job or a workspace without a role ends the subscription with the query error', async () => {
    const ws = await h.workspace('w');
    await h.workspace('other');
    const su = client({ Authorization: `Bearer ${await t().token('super_admin')}` });
    const unknown = await run(su, JOB, { workspace: 'w', job: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.results).toHaveLength(1);
    expect(unknown.results[0].errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.completed).toBe(true);
    const admin = client({ Authorization: `Bearer ${await t().token('admin', ws.id)}` });
    const forbidden = await run(admin, JOB, { workspace: 'other', job: '00000000-0000-4000-8000-000000000000' });
    expect(forbidden.results[0].errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('queries and mutations are refused over WebSocket (they go to POST /graphql)', async () => {
    const c = client({ Authorization: `Bearer ${await t().token('super_admin')}` });
    const out = await run(c, '{ workspaces { id } }', {});
    expect(out.error).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/only subscriptions/),
        extensions: { code: 'BAD_REQUEST' },
      }),
    ]);
    const invalid = await run(c, 'subscription { nope }', {});
    expect(invalid.error).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
    // A document over a limit is refused naming the limit and its setting, as on POST /graphql.
    const huge = await run(c, `subscription { ${Array(5001).fill('__typename').join(' ')} }`, {});
    expect(huge.error).toEqual([
      expect.objectContaining({
        message: 'Token limit of 5000 exceeded: the document has more tokens (setting MAPGATE_GRAPHQL_MAX_TOKENS).',
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
  });

  it('refuses a connection without a credential (4401) and with a rejected one (4401)', async () => {
    const none = await run(client(), JOB, { workspace: 'w', job: 'x' });
    expect(none.error).toMatchObject({ code: 4401 });
    const bad = await run(client({ 'X-API-Key': 'mg_not_a_key' }), JOB, { workspace: 'w', job: 'x' });
    expect(bad.error).toMatchObject({ code: 4401 });
  });

  it('takes the session cookie from its own origin and refuses it from a foreign Origin (4403)', async () => {
    const ws = await h.workspace('w');
    const browser = await signIn(t(), await t().token('super_admin'));
    const unknownJob = { workspace: ws.id, job: '00000000-0000-4000-8000-000000000000' };
    const foreign = await run(
      client(undefined, { cookie: browser.cookie, origin: 'https://evil.example' }),
      JOB,
      unknownJob,
    );
    expect(foreign.error).toMatchObject({ code: 4403 });
    const noOrigin = await run(client(undefined, { cookie: browser.cookie }), JOB, unknownJob);
    expect(noOrigin.error).toMatchObject({ code: 4403 });
    const own = await run(client(undefined, { cookie: browser.cookie, origin }), JOB, unknownJob);
    expect(own.error).toBeUndefined();
    expect(own.results[0].errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a revoked API key ends the subscription with UNAUTHENTICATED within a second', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 400 });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const su = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const key = await t()
      .http()
      .post(`/api/v1/workspaces/w/apikeys`)
      .set(su)
      .send({ name: 'watcher', role_id: 'admin' });
    expect(key.status).toBe(201);
    let revokedAt = 0;
    const out = await run(client({ 'X-API-Key': key.body.key }), JOB, { workspace: 'w', job: job.id }, (_r, all) => {
      if (all.length === 1) {
        revokedAt = Date.now();
        void t()
          .http()
          .delete(`/api/v1/workspaces/w/apikeys/${key.body.id}`)
          .set(su)
          .then((r) => expect(r.status).toBe(204));
      }
    });
    const last = out.results.at(-1)!;
    expect(last.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(out.completed).toBe(true);
    expect(Date.now() - revokedAt).toBeLessThan(1500);
    await t().http().post(`/api/v1/workspaces/w/tile-cache/jobs/${job.id}/cancel`).set(su);
  });

  it('signing out ends the subscriptions of that browser session with UNAUTHENTICATED', async () => {
    await h.workspace('w');
    const browser = await signIn(t(), await t().token('super_admin'));
    // Signed in on its socket (not lazy) before the subscription, then a moment for the subscription.
    const c = client(undefined, { cookie: browser.cookie, origin }, false);
    await new Promise<void>((resolve) => c.on('connected', () => resolve()));
    const watching = run(c, JOBS, { workspace: 'w' });
    await new Promise((r) => setTimeout(r, 300));
    const logout = await t().http().post('/api/v1/auth/logout').set('Cookie', browser.cookie).set(browser.csrfHeader);
    expect(logout.status).toBe(204);
    const endedAt = Date.now();
    const ended = await watching;
    expect(Date.now() - endedAt).toBeLessThan(1500);
    expect(ended.results.at(-1)?.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('deleting a workspace ends the subscriptions on its job list with NOT_FOUND', async () => {
    await h.workspace('gone');
    const su = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const c = client(su, undefined, false);
    await new Promise<void>((resolve) => c.on('connected', () => resolve()));
    const watching = run(c, JOBS, { workspace: 'gone' });
    await new Promise((r) => setTimeout(r, 300));
    expect((await t().http().delete('/api/v1/workspaces/gone').set(su)).status).toBe(204);
    const deletedAt = Date.now();
    const ended = await watching;
    expect(Date.now() - deletedAt).toBeLessThan(1500);
    expect(ended.results.at(-1)?.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(ended.completed).toBe(true);
  });

  it('limits the connections of one credential', async () => {
    await h.workspace('w');
    const token = await t().token('super_admin');
    const unknownJob = { workspace: 'w', job: '00000000-0000-4000-8000-000000000000' };
    // Ten connections held open (not lazy: connected before any subscription, kept without one).
    const held = Array.from({ length: 10 }, () => client({ Authorization: `Bearer ${token}` }, undefined, false));
    await Promise.all(held.map((c) => new Promise<void>((resolve) => c.on('connected', () => resolve()))));
    const eleventh = await run(client({ Authorization: `Bearer ${token}` }), JOB, unknownJob);
    expect(eleventh.error).toMatchObject({ code: 4429 });
    // A closed connection frees its place.
    await held[0].dispose();
    // Once the server has seen it close (a moment later).
    let again = await run(client({ Authorization: `Bearer ${token}` }), JOB, unknownJob);
    for (let i = 0; i < 50 && (again.error as { code?: number } | undefined)?.code === 4429; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await run(client({ Authorization: `Bearer ${token}` }), JOB, unknownJob);
    }
    expect(again.error).toBeUndefined();
    expect(again.results[0].errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a connection closed while it authenticates takes no place of its credential', async () => {
    await h.workspace('w');
    const token = await t().token('super_admin');
    const unknownJob = { workspace: 'w', job: '00000000-0000-4000-8000-000000000000' };
    // Thirty sockets that send connection_init and go away before they are answered (a token of the same
    // subject each, which no cache knows yet: its check takes a while).
    for (let i = 0; i < 30; i++) {
      const fresh = await t().token('super_admin');
      const raw = new WebSocket(`${origin.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      await new Promise<void>((resolve, reject) => {
        raw.on('open', () => {
          raw.send(JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${fresh}` } }));
          raw.terminate();
          resolve();
        });
        raw.on('error', reject);
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    const after = await run(client({ Authorization: `Bearer ${token}` }), JOB, unknownJob);
    expect((after.error as { code?: number } | undefined)?.code).toBeUndefined();
    expect(after.results[0].errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a job list subscription sends created, updated and ended changes of its workspace only', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 20 });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const otherWs = await h.workspace('other');
    await h.layer(otherWs.id, 'roads');
    const c = client({ Authorization: `Bearer ${await t().token('admin', ws.id)}` });
    const changes: { change: string; job: { id: string; status: string } }[] = [];
    c.subscribe(
      { query: JOBS, variables: { workspace: 'w' } },
      {
        next: (r) => void changes.push((r as Result).data!.tileCacheJobs),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // The subscription starts at some point after subscribe (later under load): a job of one tile is
    // created each round until it sends a change.
    const created: string[] = [];
    await actUntil(
      async () => void created.push((await h.create('w', seedBody('roads', { max_zoom: 0 }))).id),
      () => changes.length > 0,
      'a first change of the job list',
    );
    expect(changes.length).toBeGreaterThan(0);
    // Live now: another workspace's job is not this list's business; its own is followed to its end.
    await h.create('other', seedBody('roads', { max_zoom: 1 }));
    const job = (await h.create('w', seedBody('roads', { max_zoom: 3 }))).id;
    created.push(job);
    await eventually(() => expect(changes.some((x) => x.job.id === job && x.change === 'ENDED')).toBe(true), 30_000);
    expect(changes.every((x) => created.includes(x.job.id))).toBe(true);
    const its = changes.filter((x) => x.job.id === job);
    expect(its[0].change).toBe('CREATED');
    expect(its.some((x) => x.change === 'UPDATED')).toBe(true);
    expect(its.at(-1)).toMatchObject({ change: 'ENDED', job: { status: 'SUCCEEDED' } });
  });

  it('the job subscription carries tiles per second and an ETA while the job runs', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 30 });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const c = client({ Authorization: `Bearer ${await t().token('super_admin')}` });
    const out = await run(c, RATE, { workspace: 'w', job: job.id });
    const progress = out.results.map((r) => r.data!.tileCacheJob);
    expect(progress.some((p) => p.status === 'RUNNING' && p.tilesPerSecond > 0 && p.etaSeconds > 0)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ status: 'SUCCEEDED', etaSeconds: null });
    expect(progress.at(-1).tilesPerSecond).toBeGreaterThan(0);
  });

  it('an audit subscription sends new events matching its filter, to super admins only', async () => {
    const ws = await h.workspace('w');
    const su = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const admin = client({ Authorization: `Bearer ${await t().token('admin', ws.id)}` });
    const refused = await run(admin, AUDIT, {});
    expect(refused.results[0].errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(refused.completed).toBe(true);
    const c = client(su);
    const seen: Result[] = [];
    c.subscribe(
      { query: AUDIT, variables: { filter: { operation: 'createWorkspace' } } },
      { next: (r) => void seen.push(r as Result), error: () => undefined, complete: () => undefined },
    );
    // The subscription starts at some point after subscribe (later under load): events are made until
    // it sends one, each round an event it must not send (another operation) and one it must; then one
    // round more, all of it made while the subscription is live.
    const created: string[] = [];
    const round = async (name: string) => {
      const other = await t()
        .http()
        .patch(`/api/v1/workspaces/${ws.id}`)
        .set(su)
        .set('Content-Type', 'application/merge-patch+json')
        .send(JSON.stringify({ description: `before ${name}` }));
      expect(other.status).toBe(200);
      expect((await t().http().post('/api/v1/workspaces').set(su).send({ name })).status).toBe(201);
      created.push(name);
    };
    await actUntil(
      (i) => round(`later-${i}`),
      () => seen.length > 0,
      'a first audit event',
      {
        rounds: 40,
        waitMs: 250,
      },
    );
    expect(seen.length).toBeGreaterThan(0);
    await round('final');
    await eventually(() => expect(seen.at(-1)?.data?.auditEvents.workspaceName).toBe('final'), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    for (const r of seen) {
      expect(r.errors).toBeUndefined();
      expect(r.data!.auditEvents).toMatchObject({ operation: 'createWorkspace', status: 201 });
    }
    // Each creation once, from the first it saw to the last (never the one made before it started).
    const names = seen.map((r) => r.data!.auditEvents.workspaceName as string);
    expect(names).toEqual(created.slice(created.indexOf(names[0])));
  });

  it('with recent, an audit subscription first sends the matching events of the last minute, then new ones', async () => {
    const su = { Authorization: `Bearer ${await t().token('super_admin')}` };
    // Recorded before the subscription: what a list read just before it may not have seen.
    expect((await t().http().post('/api/v1/workspaces').set(su).send({ name: 'earlier' })).status).toBe(201);
    const c = client(su);
    const seen: Result[] = [];
    c.subscribe(
      { query: RECENT, variables: { filter: { operation: 'createWorkspace' } } },
      { next: (r) => void seen.push(r as Result), error: () => undefined, complete: () => undefined },
    );
    await eventually(() => expect(seen).toHaveLength(1), 10_000);
    expect(seen[0].errors).toBeUndefined();
    expect(seen[0].data!.auditEvents).toMatchObject({ operation: 'createWorkspace', status: 201 });
    // Then the new ones, each once.
    expect((await t().http().post('/api/v1/workspaces').set(su).send({ name: 'later' })).status).toBe(201);
    await eventually(() => expect(seen).toHaveLength(2), 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.map((r) => r.data!.auditEvents.workspaceName)).toEqual(['earlier', 'later']);
  });

  it('lets the IDE page open a WebSocket to its own host (CSP connect-src)', async () => {
    const page = await fetch(`${origin}/graphql`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`connect-src 'self' ${wsUrl.replace('/graphql', '')}`);
  });
});
