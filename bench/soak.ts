/*
 * `npm run soak`: a mixed workload at a fixed rate against two `mapgate serve` instances on one
 * PostgreSQL (+ Redis when MAPGATE_REDIS_URL is set), with one instance SIGKILLed and restarted half-way.
 * Reports requests, 5xx, lost writes, the tile job and RSS per instance; exits 1 when a target is missed.
 * Settings: DATABASE_URL (required), SOAK_SECONDS (60), SOAK_RATE (requests per second, 40).
 * Each instance's output goes to a log file of its own, whose path is printed.
 * See docs/reliability.md, "Soak".
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { serveCommand } from './node-flags';

const root = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('npm run soak needs DATABASE_URL (a PostgreSQL server; the soak makes a database of its own there)');
  process.exit(2);
}
const dbName = `mapgate_soak_${process.pid}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString(),
  MAPGATE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-soak-')),
  MAPGATE_PORT: '0',
  MAPGATE_LOG_LEVEL: 'warn',
  MAPGATE_LOG_FORMAT: 'json',
  MAPGATE_RATE_LIMIT_PER_MINUTE: '1000000',
  MAPGATE_TILE_WORKER_LEASE_MS: '3000',
  MAPGATE_TILE_WORKER_POLL_MS: '500',
  MAPGATE_TILE_WORKER_CHUNK_TILES: '8',
};
const cli = path.join(root, 'dist/cli.js');
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-soak-logs-'));
const logs: string[] = [];

interface Instance {
  name: string;
  proc: ChildProcess;
  url: string;
  rssStart: number;
}

const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** Starts an instance; its stdout and stderr go to a log file of its own (a restart gets a new one). */
function serve(name: string): Promise<Instance> {
  const how = serveCommand(root);
  const proc = spawn(process.execPath, [...how.flags, cli, 'serve'], {
    cwd: root,
    env: { ...env, ...how.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = path.join(
    logDir,
    `${name}-${logs.filter((l) => path.basename(l).startsWith(`${name}-`)).length + 1}.log`,
  );
  logs.push(file);
  console.log(`soak: instance ${name} logs to ${file}`);
  const log = fs.createWriteStream(file);
  proc.stderr!.pipe(log);
  let out = '';
  let listening = false;
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      log.write(d);
      if (listening) return;
      out += d;
      const m = /mapgate listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        listening = true;
        resolve({ name, proc, url: m[1], rssStart: rssMb(proc.pid!) });
      }
    });
    proc.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${out}`)));
  });
}

/** The instances' error lines (level error and above), counted by message and cause. */
function loggedErrors(): [string, number][] {
  const seen: Record<string, number> = {};
  for (const file of logs)
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const e = JSON.parse(line) as { level: number; msg?: string; err?: { type?: string; message?: string } };
        if (e.level < 50) continue;
        const what = `${e.msg ?? ''}: ${e.err?.type ?? ''} ${(e.err?.message ?? '').replace(/\s+/g, ' ').slice(0, 160)}`;
        seen[what] = (seen[what] ?? 0) + 1;
      } catch {
        // Not a log line of ours.
      }
    }
  return Object.entries(seen).sort((a, b) => b[1] - a[1]);
}

/** A tile server standing in for the renderer: every tile is the same small PNG. */
function upstream(): Promise<{ url: string; close: () => void }> {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(png);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

async function main() {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const tiles = await upstream();
  env.MAPGATE_TILE_UPSTREAM = `${tiles.url}/{tms}/{z}/{x}/{y}.{format}`;
  const instances: Instance[] = [await serve('A'), await serve('B')];
  const token = execFileSync(process.execPath, [cli, 'token', 'create', '--role', 'super_admin', '--ttl', '2h'], {
    cwd: root,
    env,
  })
    .toString()
    .trim()
    .split('\n')
    .pop()!;
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const call = (i: Instance, p: string, init: RequestInit = {}) =>
    fetch(i.url + p, { ...init, headers: { ...auth, ...(init.headers ?? {}) }, signal: AbortSignal.timeout(10_000) });
  const must = async (res: Promise<Response>, what: string) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  await must(
    call(instances[0], '/api/v1/workspaces', { method: 'POST', body: JSON.stringify({ name: 'soak' }) }),
    'workspace',
  );
  await must(
    call(instances[0], '/api/v1/workspaces/soak/services', {
      method: 'POST',
      body: JSON.stringify({
        name: 'src',
        type: 'postgis',
        connection_info: { host: 'localhost', database: 'gis', user: 'gis' },
      }),
    }),
    'service',
  );
  await must(
    call(instances[0], '/api/v1/workspaces/soak/services/src/layers', {
      method: 'POST',
      body: JSON.stringify({ name: 'roads' }),
    }),
    'layer',
  );
  const job = (await must(
    call(instances[1], '/api/v1/workspaces/soak/tile-cache/jobs', {
      method: 'POST',
      body: JSON.stringify({
        operation: 'seed',
        resource: 'roads',
        tile_matrix_set: 'WebMercatorQuad',
        format: 'image/png',
        min_zoom: 0,
        max_zoom: 5,
        bounds: { bbox: [-180, -85, 180, 85], crs: 'EPSG:4326' },
      }),
    }),
    'tile job',
  )) as { id: string };

  const counts = { requests: 0, byStatus: {} as Record<string, number>, refused: 0, errors5xx: [] as string[] };
  /** Unexpected 5xx and client errors by operation, status and error code (`POST /api/v1/workspaces 500 internal`). */
  const byRoute: Record<string, number> = {};
  const note5xx = (what: string) => (byRoute[what] = (byRoute[what] ?? 0) + 1);
  const created: string[] = [];
  let down: string | undefined;
  const ops = [
    {
      route: 'GET /api/v1/workspaces/soak/services',
      run: (i: Instance) => call(i, '/api/v1/workspaces/soak/services'),
    },
    {
      route: 'POST /graphql { workspaces }',
      run: (i: Instance) =>
        call(i, '/graphql', { method: 'POST', body: JSON.stringify({ query: '{ workspaces { id name } }' }) }),
    },
    {
      route: 'POST /api/v1/workspaces',
      run: (i: Instance, n: number) =>
        call(i, '/api/v1/workspaces', { method: 'POST', body: JSON.stringify({ name: `soak-${n}` }) }).then((r) => {
          if (r.status === 201) created.push(`soak-${n}`);
          return r;
        }),
    },
    {
      route: 'POST /api/v1/auth/login',
      run: (i: Instance) => call(i, '/api/v1/auth/login', { method: 'POST', body: JSON.stringify({ token }) }),
    },
  ];
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  let killedAt = 0;
  for (let n = 0; Date.now() - started < SECONDS * 1000; n++) {
    const due = started + (n * 1000) / RATE;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    if (!killedAt && Date.now() - started > (SECONDS * 1000) / 2) {
      killedAt = Date.now();
      down = 'A';
      instances[0].proc.kill('SIGKILL');
      console.log(`soak: SIGKILLed A at ${Math.round((killedAt - started) / 1000)} s`);
      void serve('A').then((a) => {
        instances[0] = a;
        down = undefined;
        console.log(`soak: A back after ${Date.now() - killedAt} ms`);
      });
    }
    const target = instances[n % 2];
    const wasDown = down === target.name;
    const op = ops[n % ops.length];
    const p = op.run(target, n).then(
      async (r) => {
        counts.requests++;
        counts.byStatus[r.status] = (counts.byStatus[r.status] ?? 0) + 1;
        if (r.status >= 500 && !(r.status === 503 && r.headers.get('retry-after'))) {
          const body = await r.text();
          const code = /"code"\s*:\s*"([^"]+)"/.exec(body)?.[1] ?? '-';
          note5xx(`${op.route} ${r.status} ${code}`);
          counts.errors5xx.push(
            `${target.name} ${r.status} ${r.headers.get('x-request-id')} ${r.url} ${body.slice(0, 200)}`,
          );
        } else await r.arrayBuffer();
      },
      (err: Error) => {
        counts.requests++;
        // A connection refused by the instance that is down is the balancer's to route around.
        if (wasDown || target.proc.killed) counts.refused++;
        else {
          const cause = (err.cause as { code?: string } | undefined)?.code ?? err.name;
          note5xx(`${op.route} no answer ${cause}`);
          counts.errors5xx.push(`${target.name}: ${err.message} (${cause})`);
        }
      },
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  while (down) await new Promise((r) => setTimeout(r, 200));

  // Every create that was answered 201 must be readable, from either instance.
  let lost = 0;
  for (const [k, name] of created.entries())
    if ((await call(instances[k % 2], `/api/v1/workspaces/${name}`)).status !== 200) lost++;
  let status = '';
  for (let i = 0; i < 60 && !['succeeded', 'failed', 'cancelled'].includes(status); i++) {
    status = (
      (await must(call(instances[1], `/api/v1/workspaces/soak/tile-cache/jobs/${job.id}`), 'job')) as { status: string }
    ).status;
    if (status !== 'succeeded') await new Promise((r) => setTimeout(r, 1000));
  }
  const rss = instances.map((i) => `${i.name}: ${i.rssStart.toFixed(0)} -> ${rssMb(i.proc.pid!).toFixed(0)} MB`);
  const report = {
    seconds: SECONDS,
    rate: RATE,
    requests: counts.requests,
    statuses: counts.byStatus,
    refusedWhileDown: counts.refused,
    unexpected5xx: counts.errors5xx.length,
    writes: created.length,
    lostWrites: lost,
    tileJob: status,
    rss,
  };
  console.log(JSON.stringify(report, null, 2));
  for (const [what, n] of Object.entries(byRoute).sort((a, b) => b[1] - a[1])) console.log(`5xx: ${n} x ${what}`);
  for (const e of counts.errors5xx.slice(0, 10)) console.log(`5xx example: ${e}`);
  for (const i of instances) i.proc.kill('SIGTERM');
  tiles.close();
  await new Promise((r) => setTimeout(r, 1500));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  const ok = counts.errors5xx.length === 0 && lost === 0 && status === 'succeeded';
  for (const [what, n] of loggedErrors()) console.log(`logged: ${n} x ${what}`);
  console.log(`soak: instance logs: ${logs.join(' ')}`);
  console.log(ok ? 'soak: PASS' : 'soak: MISS');
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
