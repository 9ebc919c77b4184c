import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useListeningApp, useTestApp } from '../support/app';
import { apiKey, createKey, superAdmin, type CreatedKey } from '../support/identity';
import { readSse, type SseEvent } from '../support/sse';
import { helpers, seedBody, useUpstream } from '../domains/tile-cache/support';
import { followSubscription, useLiveClosers, type SubscriptionError } from '../support/subscriptions';

/*
 * Live operations go through the operation core (docs/architecture.md, "The operation core"): its
 * credential hook ends a graphql-ws subscription and an SSE stream whose API key is revoked, and closes the
 * socket; a subscription or an event stream refused at its start (a live limit, a role it lacks) is settled
 * by the core's audit hook like an HTTP refusal, and the audit API lists it. Real graphql-ws clients and a
 * real SSE reader (fetch) against a listening app.
 */
// One live operation of each kind per credential; no worker, so that jobs stay queued and their streams open.
const LIMITS = { MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL: '1', MAPGATE_MAX_SSE_PER_CREDENTIAL: '1' };
const env: Record<string, string> = { ...LIMITS, MAPGATE_TILE_WORKER_ENABLED: 'false' };
useUpstream(env);
const { clients, aborts } = useLiveClosers();
const t = useTestApp(env);
const listening = useListeningApp(t);
const h = helpers(t);
/** A subscription followed to its end, and how the server closed the socket. */
const follow = (params: Record<string, string>, query: string, variables: Record<string, unknown>) =>
  followSubscription(listening(), params, { query, variables }, clients);

const JOB = `subscription ($workspace: String!, $job: String!) {
  tileCacheJob(workspace: $workspace, job: $job) { jobId status }
}`;
const progressUrl = (ws: string, job: string) =>
  `${listening()}/api/v1/workspaces/${ws}/tile-cache/jobs/${job}/progress`;

/** A workspace with a layer and one queued job. */
async function queuedJob(name: string): Promise<string> {
  const ws = await h.workspace(name);
  await h.layer(ws.id, 'roads');
  return (await h.create(name, seedBody('roads', { max_zoom: 3 }))).id;
}

/** A queued job of workspace `w`, and an admin key of `w` named `name`. */
async function insider(name: string): Promise<{ job: string; key: CreatedKey }> {
  const job = await queuedJob('w');
  return { job, key: await createKey(t(), 'w', { name, role_id: 'admin' }) };
}

/** A queued job of workspace `w`, and an admin key of another workspace (no role in `w`). */
async function outsider(): Promise<{ job: string; key: CreatedKey }> {
  const job = await queuedJob('w');
  await queuedJob('other');
  return { job, key: await createKey(t(), 'other', { name: 'elsewhere', role_id: 'admin' }) };
}

/** The audit events of one credential, newest first, as the audit API lists them. */
async function auditOf(
  credentialId: string,
): Promise<{ operation: string; action: string; status: number; surface: string }[]> {
  const res = await t()
    .http()
    .get('/api/v1/audit/events')
    .set(await superAdmin(t()));
  expect(res.status).toBe(200);
  return res.body.events.filter((e: { credential_id: string | null }) => e.credential_id === credentialId);
}

describe('the core ends live operations whose credential is revoked', () => {
  it('a revoked API key ends its SSE stream (error 401) and its subscription (next UNAUTHENTICATED, close 4401)', async () => {
    const { job, key } = await insider('live');
    const sub = follow(apiKey(key.key), JOB, { workspace: 'w', job });
    await sub.started;
    expect(sub.results[0].data?.tileCacheJob).toMatchObject({ jobId: job, status: 'QUEUED' });
    let revokedAt = 0;
    const stream = await readSse(progressUrl('w', job), apiKey(key.key), (e, all) => {
      if (all.length !== 1 || e.event !== 'progress') return;
      revokedAt = Date.now();
      void superAdmin(t()).then((auth) =>
        t().http().delete(`/api/v1/workspaces/w/apikeys/${key.id}`).set(auth).expect(204),
      );
    });
    expect(stream.status).toBe(200);
    const last = stream.events.at(-1) as SseEvent;
    expect(last.event).toBe('error');
    expect(JSON.parse(last.data)).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    // Woken by the revocation, not by a poll or a heartbeat.
    expect(Date.now() - revokedAt).toBeLessThan(3000);
    const ended = await sub.ended;
    expect(ended.results.at(-1)?.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await sub.closeCode).toBe(4401);
  });
});

describe('refusals at the start of a live operation are audited by the core', () => {
  it('a subscription over the credential live limit: the graphql-ws error names it, and the audit lists a 429', async () => {
    const { job, key } = await insider('subs');
    const one = follow(apiKey(key.key), JOB, { workspace: 'w', job });
    await one.started;
    const two = follow(apiKey(key.key), JOB, { workspace: 'w', job });
    const refused = await two.ended;
    expect(refused.error?.[0].message).toMatch(/at most 1 .*MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL/);
    expect(refused.error?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await auditOf(key.id)).toEqual([
      expect.objectContaining({ operation: 'tileCacheJob', action: 'security', status: 429, surface: 'graphql' }),
    ]);
  });

  it('refusals repeated on one socket are recorded once per credential and minute, the others counted', async () => {
    const { job, key } = await insider('flood');
    const one = follow(apiKey(key.key), JOB, { workspace: 'w', job });
    await one.started;
    const folded = async () => {
      const metrics = (await t().http().get('/metrics').expect(200)).text;
      return Number(/^mapgate_audit_live_refusals_folded_total\{status="429"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
    };
    const before = await folded();
    const client = createClient({
      url: `${listening().replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: apiKey(key.key),
      retryAttempts: 0,
    });
    clients.push(client);
    const N = 40;
    const refusals = await Promise.all(
      Array.from(
        { length: N },
        () =>
          new Promise<SubscriptionError[] | undefined>((resolve) =>
            client.subscribe(
              { query: JOB, variables: { workspace: 'w', job } },
              {
                next: () => undefined,
                error: (e) => resolve(e as SubscriptionError[]),
                complete: () => resolve(undefined),
              },
            ),
          ),
      ),
    );
    expect(refusals.map((e) => e?.[0].extensions?.code)).toEqual(Array(N).fill('RATE_LIMITED'));
    const rows = await auditOf(key.id);
    // One row per minute: two when the refusals straddle a minute's end.
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    for (const row of rows) expect(row).toMatchObject({ operation: 'tileCacheJob', action: 'security', status: 429 });
    expect((await folded()) - before).toBe(N - rows.length);
  });

  it('a subscription to a workspace the key has no role in: its first result FORBIDDEN, audited as a 403', async () => {
    const { job, key } = await outsider();
    const sub = follow(apiKey(key.key), JOB, { workspace: 'w', job });
    const ended = await sub.ended;
    expect(ended.results[0].errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await auditOf(key.id)).toEqual([
      expect.objectContaining({ operation: 'tileCacheJob', action: 'security', status: 403, surface: 'graphql' }),
    ]);
  });

  it('an event stream over the credential live limit: 429 with Retry-After, and the audit lists it', async () => {
    const { job, key } = await insider('streams');
    const ac = new AbortController();
    aborts.push(ac);
    let open: () => void;
    const opened = new Promise<void>((r) => (open = r));
    void readSse(progressUrl('w', job), apiKey(key.key), () => open(), ac.signal).catch(() => undefined);
    await opened;
    const res = await fetch(progressUrl('w', job), { headers: { Accept: 'text/event-stream', ...apiKey(key.key) } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(((await res.json()) as { detail: string }).detail).toMatch(/at most 1, MAPGATE_MAX_SSE_PER_CREDENTIAL/);
    expect(await auditOf(key.id)).toEqual([
      expect.objectContaining({ operation: 'tileCacheJobProgress', action: 'security', status: 429, surface: 'rest' }),
    ]);
  });

  it('an event stream its key may not read: 403 at its first read, audited like any REST refusal', async () => {
    const { job, key } = await outsider();
    const res = await fetch(progressUrl('w', job), { headers: { Accept: 'text/event-stream', ...apiKey(key.key) } });
    expect(res.status).toBe(403);
    await res.text();
    expect(await auditOf(key.id)).toEqual([
      expect.objectContaining({ action: 'security', status: 403, surface: 'rest' }),
    ]);
  });
});
