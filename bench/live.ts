/*
 * `npm run bench:live` (issue 36 item 2, docs/security.md "Live work"): one credential holds 10 WebSockets,
 * each filled with `tileCacheJobs` subscriptions of one workspace until the server refuses one, and its
 * event streams (SSE) up to their cap, while a seed job of that workspace runs (each checkpoint an event
 * for every subscriber). Meanwhile a separate process asks GET /healthz at a fixed rate and the p99 is
 * compared with the target: under 50 ms. Prints the subscriptions taken and refused, the messages the
 * subscribers received, the shared reads they cost, the job's progress and the machine's load average.
 * Settings: DATABASE_URL (PostgreSQL; a database of its own is made there and dropped), else the embedded
 * database; MAPGATE_REDIS_URL (the credential counts in Redis); LIVE_SECONDS (20); LIVE_RATE (/healthz
 * requests per second, 50); LIVE_SOCKETS (10); LIVE_TILE_DELAY_MS (the tile upstream's delay, 2); LIVE_PROFILE
 * (a directory for the server's CPU profile).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { Client as Pg } from 'pg';
import WebSocket from 'ws';
import type { FixedRateResult } from './fixed-rate';
import { serveCommand } from './node-flags';

const root = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.LIVE_SECONDS ?? 20);
const RATE = Number(process.env.LIVE_RATE ?? 50);
const SOCKETS = Number(process.env.LIVE_SOCKETS ?? 10);
const TILE_DELAY_MS = Number(process.env.LIVE_TILE_DELAY_MS ?? 2);
const TARGET_P99_MS = 50;

const serverUrl = process.env.DATABASE_URL;
const dbName = `mapgate_live_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-live-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...(serverUrl ? { DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() } : {}),
  MAPGATE_DATA_DIR: dataDir,
  MAPGATE_PORT: '0',
  MAPGATE_LOG_LEVEL: 'warn',
  MAPGATE_REQUIRE_HTTPS: 'false',
  MAPGATE_RATE_LIMIT_PER_MINUTE: '1000000',
  // Small chunks: a checkpoint (an event) every few tiles, as a busy seed job gives them.
  MAPGATE_TILE_WORKER_CHUNK_TILES: '16',
};
const cli = path.join(root, 'dist/cli.js');

/** A tile server standing in for the renderer: every tile the same small PNG, after TILE_DELAY_MS. */
function upstream(): Promise<{ url: string; close: () => void }> {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const server = http.createServer((_req, res) =>
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end(png);
    }, TILE_DELAY_MS),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

/** The server's count of live reads (docs/live.md, "One read per event"), from /metrics. */
async function liveReads(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^mapgate_live_reads_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

function serve(): Promise<{ proc: ChildProcess; url: string }> {
  const how = serveCommand(root);
  // LIVE_PROFILE: a directory where the server writes its V8 CPU profile (--cpu-prof) when it stops.
  const profile = process.env.LIVE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LIVE_PROFILE}`] : [];
  const proc = spawn(process.execPath, [...how.flags, ...profile, cli, 'serve'], {
    cwd: root,
    env: { ...env, ...how.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /mapgate listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.once('exit', (code) => reject(new Error(`mapgate exited ${code}: ${out}`)));
  });
}

/** GET /healthz at RATE per second for SECONDS, from a process of its own (not slowed by the subscribers here). */
function probeHealth(url: string): Promise<FixedRateResult> {
  const script = `require(${JSON.stringify(path.join(__dirname, 'fixed-rate.ts'))})
    .fixedRate({ url: ${JSON.stringify(`${url}/healthz`)}, rate: ${RATE}, seconds: ${SECONDS}, connections: 4 })
    .then((r) => process.stdout.write(JSON.stringify(r)));`;
  const proc = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    proc.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited ${code}`)))),
  );
}

const JOBS = `subscription ($workspace: String!) { tileCacheJobs(workspace: $workspace) { change job { id status processedTiles } } }`;

async function main() {
  if (serverUrl) {
    const admin = new Pg({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  const tiles = await upstream();
  env.MAPGATE_TILE_UPSTREAM = `${tiles.url}/{tms}/{z}/{x}/{y}.{format}`;
  const server = await serve();
  const clients: Client[] = [];
  const streams: AbortController[] = [];
  try {
    const token = execFileSync(process.execPath, [cli, 'token', 'create', '--role', 'super_admin', '--ttl', '2h'], {
      cwd: root,
      env,
    })
      .toString()
      .trim()
      .split('\n')
      .pop()!;
    const call = async (p: string, body?: unknown, headers: Record<string, string> = {}) => {
      const r = await fetch(server.url + p, {
        method: body ? 'POST' : 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (r.status >= 300) throw new Error(`${p}: ${r.status} ${await r.text()}`);
      return r.json();
    };
    await call('/api/v1/workspaces', { name: 'live' });
    await call('/api/v1/workspaces/live/services', {
      name: 'src',
      type: 'postgis',
      connection_info: { host: 'localhost', database: 'gis', user: 'gis' },
    });
    await call('/api/v1/workspaces/live/services/src/layers', { name: 'roads' });
    // One credential: a workspace admin's API key, as in the probe of issue 36.
    const { key } = (await call('/api/v1/workspaces/live/apikeys', { name: 'live', role_id: 'admin' })) as {
      key: string;
    };

    // The seed job first: the first phase measures /healthz while it runs, without subscribers.
    const job = (await call('/api/v1/workspaces/live/tile-cache/jobs', {
      operation: 'seed',
      resource: 'roads',
      tile_matrix_set: 'WebMercatorQuad',
      format: 'image/png',
      min_zoom: 0,
      max_zoom: 9,
      bounds: { bbox: [-180, -85, 180, 85], crs: 'EPSG:4326' },
    })) as { id: string };
    const progress = async () =>
      (await call(`/api/v1/workspaces/live/tile-cache/jobs/${job.id}`)) as {
        status: string;
        processed_tiles: number;
        total_tiles: number;
      };
    const quietLoad = os.loadavg();
    const quietStart = await progress();
    const quiet = await probeHealth(server.url);
    const quietEnd = await progress();

    // Every socket subscribes one more than its cap: the server refuses what is over its cap or the credential's.
    let attempted = 0;
    let refused = 0;
    let messages = 0;
    const refusals = new Set<string>();
    const perSocket = Number(process.env.MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET ?? 100);
    for (let s = 0; s < SOCKETS; s++) {
      const c = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { 'X-API-Key': key },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => {},
      });
      clients.push(c);
      await new Promise<void>((r) => c.on('connected', () => r()));
      for (let i = 0; i <= perSocket; i++) {
        attempted++;
        c.subscribe(
          { query: JOBS, variables: { workspace: 'live' } },
          {
            next: () => void messages++,
            error: (e) => {
              refusals.add(String((e as { message?: string }[])[0]?.message ?? e));
              refused++;
            },
            complete: () => {},
          },
        );
      }
    }
    // Refusals come back in order; once none came for 3 s, the rest are running.
    for (let last = -1; last !== refused;) {
      last = refused;
      await new Promise((r) => setTimeout(r, 3000));
    }
    const accepted = attempted - refused;
    // The credential's event streams too, up to their cap.
    let sseOpen = 0;
    let sse429 = 0;
    for (let i = 0; i < 21; i++) {
      const ac = new AbortController();
      const r = await fetch(`${server.url}/api/v1/workspaces/live/tile-cache/jobs/${job.id}/progress`, {
        headers: { 'X-API-Key': key, Accept: 'text/event-stream' },
        signal: ac.signal,
      });
      if (r.status === 200) {
        sseOpen++;
        streams.push(ac);
        void (async () => {
          try {
            for await (const _ of r.body as unknown as AsyncIterable<Uint8Array>) void _;
          } catch {
            /* aborted at the end */
          }
        })();
      } else {
        if (r.status === 429) sse429++;
        await r.text();
      }
    }

    const load = os.loadavg();
    const before = messages;
    const busyStart = await progress();
    const readsBefore = await liveReads(server.url);
    const health = await probeHealth(server.url);
    const reads = (await liveReads(server.url)) - readsBefore;
    const after = await progress();
    const loadAfter = os.loadavg();
    const avg = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
    const tiles = (a: { processed_tiles: number }, b: { processed_tiles: number }) =>
      b.processed_tiles - a.processed_tiles;
    console.log(
      `live: without subscribers, seed job running: GET /healthz at ${RATE}/s for ${SECONDS} s: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms, max ${quiet.max} ms (${quiet.answered}/${quiet.sent} answered); ${tiles(quietStart, quietEnd)} tiles done meanwhile; load average before ${avg(quietLoad)}`,
    );
    console.log(`live: ${SOCKETS} sockets of one API key; subscriptions taken ${accepted}, refused ${refused}`);
    for (const r of refusals) console.log(`  refusal: ${r}`);
    console.log(`live: event streams open ${sseOpen}, refused with 429: ${sse429}`);
    console.log(
      `live: ${reads} shared database reads for the subscriptions and streams during the ${SECONDS} s (/metrics mapgate_live_reads_total)`,
    );
    console.log(
      `live: seed job ${after.status}, ${tiles(busyStart, after)} tiles done during the ${SECONDS} s (${after.processed_tiles}/${after.total_tiles}); ${messages - before} subscription messages received meanwhile`,
    );
    console.log(
      `live: with the subscribers: GET /healthz at ${RATE}/s for ${SECONDS} s: p50 ${health.p50} ms, p90 ${health.p90} ms, p99 ${health.p99} ms, max ${health.max} ms (${health.answered}/${health.sent} answered, ${health.errors} errors; generator lag up to ${health.maxSendLagMs} ms)`,
    );
    console.log(
      `live: load average (1/5/15 min) before ${avg(load)}, after ${avg(loadAfter)}, ${os.cpus().length} cores`,
    );
    const pass = health.p99 < TARGET_P99_MS && health.errors === 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} /healthz p99 ${health.p99} ms < ${TARGET_P99_MS} ms with ${accepted} subscriptions and ${sseOpen} streams`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const s of streams) s.abort();
    await Promise.all(clients.map((c) => c.dispose()));
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = new Pg({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
