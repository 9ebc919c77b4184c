import fs from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';
import { TestOidcProvider } from '../support/oidc-provider';
import { signIn } from '../support/identity';
import { readSse, type SseEvent } from '../support/sse';
import { followSubscription, useLiveClosers } from '../support/subscriptions';
import { createLogger } from '../../src/base/logger';
import {
  WORKER_ENV,
  helpers,
  seedBody,
  startUpstream,
  tempDataDir,
  tileBody,
  type Upstream,
} from '../domains/tile-cache/support';

/*
 * Open streams follow authorization live (docs/security.md, "Open streams"): a graphql-ws subscription
 * and an SSE stream re-resolve their principal when a claim mapping, a key, a session changes, and when
 * the token expires (plus the 60 s clock tolerance); the subscription then gets a `next` with the error
 * and the socket closes 4401/4403, the SSE stream gets an `error` event and closes. A real OIDC provider,
 * real graphql-ws clients and a real SSE reader against a listening app.
 */
const provider = new TestOidcProvider();
const env: Record<string, string> = { ...WORKER_ENV };
let up: Upstream;
const logged: string[] = [];
beforeAll(async () => {
  Object.assign(env, (await provider.start()).env());
  up = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = up.template;
  env.MAPGATE_DATA_DIR = tempDataDir();
});
const logger = createLogger('warn', { write: (line: string) => void logged.push(line) });
const t = useTestApp(env, { logger });
const h = helpers(t);
const listening = useListeningApp(t);
afterAll(async () => {
  await up.close();
  await provider.stop();
  fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
});

const { clients } = useLiveClosers();
/** A subscription followed to its end, and how the server closed the socket. */
const follow = (params: Record<string, string>, query: string, variables: Record<string, unknown>) =>
  followSubscription(listening(), params, { query, variables }, clients);

const JOBS = `subscription ($workspace: String!) { tileCacheJobs(workspace: $workspace) { change job { status } } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const su = async () => ({ Authorization: `Bearer ${await t().token('super_admin')}` });

/** A workspace with a running (slow) seed job, for the job list subscription and the progress stream. */
async function runningJob(): Promise<{ workspaceId: string; job: string }> {
  up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 400 });
  const ws = await h.workspace('w');
  await h.layer(ws.id, 'roads');
  const job = await h.create('w', seedBody('roads', { max_zoom: 6 }));
  return { workspaceId: ws.id, job: job.id };
}
const progressUrl = (job: string) => `${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job}/progress`;
const errorOf = (events: SseEvent[]) => {
  const e = events.at(-1)!;
  expect(e.event).toBe('error');
  return JSON.parse(e.data) as { code: number; error: string; detail: string };
};

afterEach(async () => {
  for (const j of await t().db.prisma.tileCacheJob.findMany({ where: { status: { in: ['queued', 'running'] } } }))
    await t()
      .http()
      .post(`/api/v1/workspaces/w/tile-cache/jobs/${j.id}/cancel`)
      .set(await su());
});

describe('a role taken away while streams are open', () => {
  it('deleting the claim mapping ends the subscription (next FORBIDDEN, close 4403) and the SSE stream (error 403)', async () => {
    const { job } = await runningJob();
    const mapping = await t()
      .http()
      .post('/api/v1/workspaces/w/claim-mappings')
      .set(await su())
      .send({ claim_name: 'groups', claim_value: 'gis-admins', role_id: 'admin' });
    expect(mapping.status).toBe(201);
    const token = await provider.token({ groups: ['gis-admins'] });
    expect(
      (await t().http().get('/api/v1/workspaces/w/tile-cache/jobs').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(200);
    const sub = follow({ Authorization: `Bearer ${token}` }, JOBS, { workspace: 'w' });
    let removedAt = 0;
    const sse = readSse(progressUrl(job), { Authorization: `Bearer ${token}` }, (e, all) => {
      if (all.length === 1 && e.event === 'progress') {
        removedAt = Date.now();
        void su().then(async (auth) => {
          const del = await t().http().delete(`/api/v1/workspaces/w/claim-mappings/${mapping.body.id}`).set(auth);
          expect(del.status).toBe(204);
        });
      }
    });
    const stream = await sse;
    expect(stream.status).toBe(200);
    expect(errorOf(stream.events)).toMatchObject({ code: 403, error: 'FORBIDDEN' });
    const ended = await sub.ended;
    expect(ended.completed).toBe(true);
    expect(ended.results.at(-1)?.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await sub.closeCode).toBe(4403);
    expect(Date.now() - removedAt).toBeLessThan(3000);
    // REST says the same.
    expect(
      (await t().http().get('/api/v1/workspaces/w/tile-cache/jobs').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(403);
  });
});

describe('a token that expires while streams are open', () => {
  it('ends the subscription (next UNAUTHENTICATED, close 4401) and the SSE stream (error 401) at exp + 60 s', async () => {
    const { job } = await runningJob();
    await t()
      .http()
      .post('/api/v1/claim-mappings')
      .set(await su())
      .send({ claim_name: 'groups', claim_value: 'ops', role_id: 'super_admin' });
    // Expired 54 s ago: accepted for 6 s more under the 60 s clock tolerance (time to open both under load).
    const exp = Math.floor(Date.now() / 1000) - 54;
    const token = await provider.token({ groups: ['ops'] }, { expiresIn: exp });
    const auth = { Authorization: `Bearer ${token}` };
    expect((await t().http().get('/api/v1/auth/me').set(auth)).status).toBe(200);
    const sub = follow(auth, JOBS, { workspace: 'w' });
    const stream = await readSse(progressUrl(job), auth);
    const endedAt = Date.now();
    expect(stream.status).toBe(200);
    expect(stream.events.some((e) => e.event === 'progress')).toBe(true);
    expect(errorOf(stream.events)).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    // It ended at the deadline, not at the token's exp (already past when it opened).
    expect(endedAt).toBeGreaterThanOrEqual((exp + 60) * 1000);
    const ended = await sub.ended;
    expect(ended.results.at(-1)?.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await sub.closeCode).toBe(4401);
    expect((await t().http().get('/api/v1/auth/me').set(auth)).status).toBe(401);
  });

  it('an idle socket (no subscription) closes 4401 at the deadline too', async () => {
    await t()
      .http()
      .post('/api/v1/claim-mappings')
      .set(await su())
      .send({ claim_name: 'groups', claim_value: 'ops', role_id: 'super_admin' });
    const token = await provider.token({ groups: ['ops'] }, { expiresIn: Math.floor(Date.now() / 1000) - 58 });
    let closed: (code: number) => void;
    const code = new Promise<number>((r) => (closed = r));
    const c = createClient({
      url: `${listening().replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: { closed: (e) => closed((e as { code: number }).code) },
    });
    clients.push(c);
    expect(await code).toBe(4401);
  });
});

describe('a revoked session from a blocked address', () => {
  it('its SSE stream ends with an error event, and nothing tries to set a header on the started response', async () => {
    const { job } = await runningJob();
    const browser = await signIn(t(), await t().token('super_admin'));
    let revoked = false;
    const stream = await readSse(progressUrl(job), { Cookie: browser.cookie }, (e) => {
      if (revoked || e.event !== 'progress') return;
      revoked = true;
      void (async () => {
        // The address is blocked for failed sign-ins (5 bad tokens), then the session is revoked.
        for (let i = 0; i < 6; i++) await t().http().get('/api/v1/auth/me').set('Authorization', 'Bearer x.y.z');
        await t()
          .http()
          .delete(`/api/v1/auth/sessions/${browser.me.session_id}`)
          .set(await su());
      })();
    });
    expect(errorOf(stream.events)).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    await sleep(100);
    expect(logged.join('\n')).not.toMatch(/ERR_HTTP_HEADERS_SENT|Cannot set headers/);
  });
});
