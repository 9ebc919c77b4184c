/*
 * `npm run bench`: one bounded run on loopback that measures mapgate's REST and GraphQL surfaces
 * against a bare Express + Prisma baseline doing the same database work, and prints the ratios.
 * PostgreSQL when DATABASE_URL is set, else the embedded database (in a temporary directory).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import autocannon from 'autocannon';
import { Client } from 'pg';

const root = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WORKSPACES = 50;
const MAPPINGS = 2000;
const KEYS = 500;
/** Only the scenarios whose name matches (e.g. BENCH_ONLY='read'); the baseline always runs. */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');
/** A directory: mapgate's measured server writes a V8 CPU profile there (--cpu-prof). */
const PROFILE = process.env.BENCH_PROFILE;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-bench-'));
// On PostgreSQL the run gets a database of its own on that server, dropped at the end.
const serverUrl = process.env.DATABASE_URL;
const benchDb = `mapgate_bench_${process.pid}`;
const benchUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString() : undefined;
const env: NodeJS.ProcessEnv = {
  ...process.env, ...(benchUrl ? { DATABASE_URL: benchUrl } : {}), MAPGATE_DATA_DIR: dataDir, MAPGATE_PORT: '0', MAPGATE_LOG_LEVEL: 'warn',
  MAPGATE_RATE_LIMIT_PER_MINUTE: '1000000000', MAPGATE_REQUIRE_HTTPS: 'false',
};

/** Starts a server process and resolves with its base URL once it says where it listens. */
function start(args: string[], pattern: RegExp): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = pattern.exec(out);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

async function stop(proc: ChildProcess): Promise<void> {
  const done = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await done;
}

/** Resident set size of a process, in MB (Linux /proc). */
const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

/** CPU time (user + system) a process has used so far, in µs (Linux /proc, 100 clock ticks per second). */
const cpuUs = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/**
 * One scenario's figures. `cpu` is the server's CPU time per request: unlike req/s it hardly depends on
 * what else the machine (autocannon, PostgreSQL) is doing, so it compares best between runs.
 */
interface Row { name: string; rps: number; p50: number; p99: number; cpu: number; rssMb: number; errors: number; baseline?: string }

async function measure(name: string, pid: number, opts: autocannon.Options): Promise<Row | undefined> {
  if (!ONLY.test(name) && !name.includes('baseline')) return undefined;
  let peak = rssMb(pid);
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 100);
  const cpu0 = cpuUs(pid);
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const cpu = (cpuUs(pid) - cpu0) / Math.max(1, r.requests.total);
  clearInterval(sampler);
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu, rssMb: peak, errors };
}

async function json(url: string, init: RequestInit & { token?: string; key?: string } = {}): Promise<any> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['X-API-Key'] = init.key;
  const res = await fetch(url, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

/** Runs `fn` over items with at most `n` in flight. */
async function pool<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let i = 0;
  await Promise.all(Array.from({ length: n }, async () => { while (i < items.length) { const k = i++; out[k] = await fn(items[k]); } }));
  return out;
}

const cliToken = (args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'dist/cli.js'), 'token', 'create', ...args], { cwd: root, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.trim();
};

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function main(): Promise<void> {
  const t0 = Date.now();
  if (serverUrl) await admin(`CREATE DATABASE ${benchDb}`);
  const su = cliToken(['--role', 'super_admin', '--ttl', '1h']);
  let server = await start(['dist/cli.js', 'serve'], /mapgate listening on (http:\/\/\S+)/);
  const api = `${server.url}/api/v1`;

  // A realistic catalog: 50 workspaces, 2,000 claim mappings and 500 API keys spread over them.
  const workspaces = await pool(Array.from({ length: WORKSPACES }, (_, i) => `ws${i}`), 10,
    (name) => json(`${api}/workspaces`, { method: 'POST', token: su, body: JSON.stringify({ name }) }));
  const mappings = await pool(Array.from({ length: MAPPINGS }, (_, i) => i), 20, (i) =>
    json(`${api}/workspaces/${workspaces[i % WORKSPACES].id}/claim-mappings`, {
      method: 'POST', token: su, body: JSON.stringify({ claim_name: 'groups', claim_value: `group-${i}`, role_id: ['viewer', 'editor', 'admin'][i % 3] }),
    }));
  const keys = await pool(Array.from({ length: KEYS }, (_, i) => i), 20, (i) =>
    json(`${api}/workspaces/${workspaces[i % WORKSPACES].id}/apikeys`, {
      method: 'POST', token: su, body: JSON.stringify({ name: `key-${i}`, role_id: 'admin' }),
    }));
  const ws = workspaces[7];
  const mapping = mappings.find((m: { workspace_id: string }) => m.workspace_id === ws.id);
  const key: string = keys.find((k: { workspace_id: string }) => k.workspace_id === ws.id).key;
  await stop(server.proc);
  const token = cliToken(['--role', 'admin', '--workspace', ws.id, '--ttl', '1h']);
  console.log(`seeded ${WORKSPACES} workspaces, ${MAPPINGS} claim mappings, ${KEYS} API keys in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const readPath = `/api/v1/workspaces/${ws.id}/claim-mappings/${mapping.id}`;
  const gqlRead = JSON.stringify({ query: `query($w: String!, $m: String!) { claimMapping(workspace: $w, mappingId: $m) { id workspaceId claimName claimValue roleId priority createdAt } }`, variables: { w: ws.id, m: mapping.id } });
  const gqlMe = JSON.stringify({ query: '{ me { authenticated principal authMethod superAdmin workspaces { id name role } } }' });
  const body = (i: number) => JSON.stringify({ claim_name: 'bench', claim_value: `v-${process.hrtime.bigint()}-${i}`, role_id: 'viewer' });
  const writeCycle = (base: string, createPath: string, deletePath: (id: string) => string, headers: Record<string, string>): autocannon.Options => ({
    url: base,
    requests: [
      { method: 'POST', path: createPath, headers: { ...headers, 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: body(0) }),
        onResponse: (_status, resBody, context) => { (context as { id?: string }).id = JSON.parse(resBody).id; } },
      { method: 'DELETE', headers, setupRequest: (req, context) => ({ ...req, path: deletePath((context as { id: string }).id) }) },
    ],
  });

  const rows: (Row | undefined)[] = [];
  const profile = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] : [];
  server = await start([...profile, 'dist/cli.js', 'serve'], /mapgate listening on (http:\/\/\S+)/);
  const pid = server.proc.pid!;
  const keyH = { 'x-api-key': key };
  const tokH = { authorization: `Bearer ${token}` };
  await autocannon({ url: `${server.url}${readPath}`, headers: keyH, connections: 10, duration: 2 }); // warm-up
  rows.push(await measure('read  REST    API key', pid, { url: `${server.url}${readPath}`, headers: keyH }));
  rows.push(await measure('read  REST    bearer token', pid, { url: `${server.url}${readPath}`, headers: tokH }));
  rows.push(await measure('read  GraphQL API key', pid, { url: `${server.url}/graphql`, method: 'POST', headers: { ...keyH, 'content-type': 'application/json' }, body: gqlRead }));
  rows.push(await measure('write REST    API key (create+delete)', pid, writeCycle(server.url, `/api/v1/workspaces/${ws.id}/claim-mappings`, (id) => `/api/v1/workspaces/${ws.id}/claim-mappings/${id}`, keyH)));
  rows.push(await measure('me    REST    API key', pid, { url: `${server.url}/api/v1/auth/me`, headers: keyH }));
  rows.push(await measure('me    REST    bearer token', pid, { url: `${server.url}/api/v1/auth/me`, headers: tokH }));
  rows.push(await measure('me    GraphQL API key', pid, { url: `${server.url}/graphql`, method: 'POST', headers: { ...keyH, 'content-type': 'application/json' }, body: gqlMe }));
  await stop(server.proc);

  const baselineJs = path.join(root, 'dist/bench-baseline.js');
  fs.writeFileSync(baselineJs, transformFileSync(path.join(root, 'bench/baseline.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
  }).code);
  const base = await start([baselineJs], /baseline listening on (http:\/\/\S+)/);
  const bpid = base.proc.pid!;
  await autocannon({ url: `${base.url}/claim-mappings/${mapping.id}`, connections: 10, duration: 2 });
  const baseline = {
    read: await measure('read  baseline', bpid, { url: `${base.url}/claim-mappings/${mapping.id}` }),
    write: await measure('write baseline (create+delete)', bpid, writeCycle(base.url, `/workspaces/${ws.id}/claim-mappings`, (id) => `/claim-mappings/${id}`, {})),
    me: await measure('me    baseline', bpid, { url: `${base.url}/me`, headers: keyH }),
  };
  await stop(base.proc);

  const measured = rows.filter((r): r is Row => r !== undefined);
  for (const r of measured) {
    const b = baseline[r.name.split(' ')[0] as 'read' | 'write' | 'me']!;
    r.baseline = `${((r.rps / b.rps) * 100).toFixed(0)}% rps, p99 x${(r.p99 / Math.max(b.p99, 1)).toFixed(1)}, cpu x${(r.cpu / b.cpu).toFixed(1)}`;
  }
  const all = [...measured, baseline.read!, baseline.write!, baseline.me!];
  console.log(`\nmapgate bench: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log(`${'scenario'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'µs CPU/req'.padStart(11)} ${'peak RSS MB'.padStart(12)} ${'errors'.padStart(7)}  vs baseline`);
  for (const r of all) {
    console.log(`${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.cpu.toFixed(0).padStart(11)} ${r.rssMb.toFixed(0).padStart(12)} ${String(r.errors).padStart(7)}  ${r.baseline ?? ''}`);
  }
  const rest = measured.find((r) => r.name.startsWith('read  REST    API key'));
  const gql = measured.find((r) => r.name.startsWith('read  GraphQL'));
  if (rest && gql) console.log(`\nGraphQL read vs REST read: ${((gql.rps / rest.rps) * 100).toFixed(0)}% rps.`);
  console.log(`Total ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
}

async function cleanup(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}

main().then(cleanup, async (err) => {
  console.error(err);
  await cleanup();
  process.exit(1);
});
