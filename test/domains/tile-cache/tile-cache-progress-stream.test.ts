import fs from 'node:fs';
import { useListeningApp, useTestApp } from '../../support/app';
import { readSse } from '../../support/sse';
import { WORKER_ENV, helpers, seedBody, startUpstream, tempDataDir, tileBody, type Upstream } from './support';

// GET .../progress with Accept: text/event-stream (docs/live.md, "Progress as a stream"), read by a real SSE
// reader over a listening server; without the header the answer is the JSON it always was.
const env: Record<string, string> = { ...WORKER_ENV };
let up: Upstream;
beforeAll(async () => {
  up = await startUpstream();
  env.MAPGATE_TILE_UPSTREAM = up.template;
  env.MAPGATE_DATA_DIR = tempDataDir();
});
const t = useTestApp(env);
const h = helpers(t);
const listening = useListeningApp(t);
afterAll(async () => {
  await up.close();
  fs.rmSync(env.MAPGATE_DATA_DIR, { recursive: true, force: true });
});

type Progress = { status: string; processed_tiles: number; total_tiles: number; zooms: unknown[] };

describe('GET /api/v1/workspaces/{workspace}/tile-cache/jobs/{job}/progress as a stream', () => {
  it('streams progress events as the job advances and ends with the job; JSON without the header', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 30 });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const auth = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const url = `${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`;
    const read = await readSse(url, auth);
    expect(read.status).toBe(200);
    expect(read.contentType).toMatch(/^text\/event-stream/);
    expect(read.comments.length).toBeGreaterThan(0);
    const progress = read.events.filter((e) => e.event === 'progress').map((e) => JSON.parse(e.data) as Progress);
    expect(progress.length).toBeGreaterThan(2);
    const counts = progress.map((p) => p.processed_tiles);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    expect(progress.at(-1)).toMatchObject({ status: 'succeeded', processed_tiles: 85, total_tiles: 85 });
    expect(read.events.at(-1)).toMatchObject({ event: 'end' });
    for (const e of read.events.filter((x) => x.event === 'progress')) expect(e.id).toMatch(/^[\w-]{16}$/);

    // The same resource, as JSON, exactly as a plain GET answers it.
    const plain = await fetch(url, { headers: auth });
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await plain.json()).toEqual(progress.at(-1));

    // Resuming with the id of the last state sent gets no repeat, only the end.
    const lastId = read.events.filter((e) => e.event === 'progress').at(-1)!.id!;
    const resumed = await readSse(url, { ...auth, 'Last-Event-ID': lastId });
    expect(resumed.events.map((e) => e.event)).toEqual(['end']);
  });

  it('a refused or unknown job is an ordinary error answer; a revoked API key ends the stream with an error event', async () => {
    up.behaviour = (tile) => ({ status: 200, body: tileBody(tile), delayMs: 400 });
    const ws = await h.workspace('w');
    await h.layer(ws.id, 'roads');
    const su = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const unknown = await readSse(
      `${listening()}/api/v1/workspaces/w/tile-cache/jobs/00000000-0000-4000-8000-000000000000/progress`,
      su,
    );
    expect(unknown.status).toBe(404);
    const job = await h.create('w', seedBody('roads', { max_zoom: 3 }));
    const key = await t()
      .http()
      .post(`/api/v1/workspaces/w/apikeys`)
      .set(su)
      .send({ name: 'watcher', role_id: 'admin' });
    expect(key.status).toBe(201);
    const url = `${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job.id}/progress`;
    let revokedAt = 0;
    const read = await readSse(url, { 'X-API-Key': key.body.key }, (e, all) => {
      if (e.event === 'progress' && all.length === 1) {
        revokedAt = Date.now();
        void t()
          .http()
          .delete(`/api/v1/workspaces/w/apikeys/${key.body.id}`)
          .set(su)
          .then((r) => expect(r.status).toBe(204));
      }
    });
    const last = read.events.at(-1)!;
    expect(last.event).toBe('error');
    expect(JSON.parse(last.data)).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    expect(Date.now() - revokedAt).toBeLessThan(3000);
    await fetch(`${listening()}/api/v1/workspaces/w/tile-cache/jobs/${job.id}/cancel`, { method: 'POST', headers: su });
  });
});
