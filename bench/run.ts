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
import { benchDashboard, DASHBOARD_QUERY, POSTGRAPHILE_DASHBOARD, type Screen, seedDashboard } from './dashboard';
import { fixedRate, latencyHistogram, percentiles, type FixedRateResult } from './fixed-rate';
import { serveCommand } from './node-flags';
import { statementProxy } from './statement-proxy';
import { benchTiles } from './tiles';

const root = path.resolve(__dirname, '..');
const { env: SERVE_ENV, flags: NODE_FLAGS } = serveCommand(root);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WORKSPACES = 50;
const MAPPINGS = 2000;
const KEYS = 500;
/** `BENCH_FIXED=0` skips the fixed-rate latency measurement. */
const FIXED = process.env.BENCH_FIXED === '0' ? /^$/ : /./;
/**
 * `BENCH_FIXED_AUTOCANNON=1` also runs the fixed-rate step the old way, with autocannon's `overallRate`,
 * for comparison (it is closed-loop and bursty: bench/fixed-rate-check.ts).
 */
const FIXED_AUTOCANNON = process.env.BENCH_FIXED_AUTOCANNON === '1';
/**
 * `BENCH_FIXED_FRACTION`: the fixed rate as a fraction of the baseline's read maximum (default 0.5, the
 * target's); another value is for looking into the latency, and the target then reads n/a.
 */
const FIXED_FRACTION = Number(process.env.BENCH_FIXED_FRACTION ?? 0.5);
/** `BENCH_MEMORY_OTHER=0` skips the embedded database's memory figures on a PostgreSQL run. */
const MEMORY_OTHER = process.env.BENCH_MEMORY_OTHER !== '0';
/**
 * Only the scenarios whose name matches (e.g. BENCH_ONLY='read'); the baseline always runs.
 * `dashboard` (bench/dashboard.ts) is the screen of an admin UI read as GraphQL and as REST. By default
 * every scenario but the `me` ones, which no target reads (BENCH_ONLY=. runs them too): the whole run
 * stays under the 6 minutes issue 35 allows.
 */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '^(?!me )');
/** A directory: mapgate's measured server and the baseline write their V8 CPU profiles there (--cpu-prof). */
const PROFILE = process.env.BENCH_PROFILE;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-bench-'));
// On PostgreSQL the run gets a database of its own on that server, dropped at the end.
const serverUrl = process.env.DATABASE_URL;
const benchDb = `mapgate_bench_${process.pid}`;
const benchUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString() : undefined;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...(benchUrl ? { DATABASE_URL: benchUrl } : {}),
  MAPGATE_DATA_DIR: dataDir,
  MAPGATE_PORT: '0',
  MAPGATE_LOG_LEVEL: 'warn',
  MAPGATE_RATE_LIMIT_PER_MINUTE: '1000000000',
  MAPGATE_REQUIRE_HTTPS: 'false',
  // The tile job scenario creates a job of 10^8 tiles (the default limit is 10^7).
  MAPGATE_TILE_JOB_MAX_TILES: '1000000000',
  MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE: '100000000000',
};
/** mapgate's PostgreSQL pool (MAPGATE_DB_POOL_SIZE, default 10): the peers get a pool of the same size. */
const POOL_SIZE = process.env.MAPGATE_DB_POOL_SIZE ?? '10';

/** Starts a server process and resolves with its base URL once it says where it listens. */
function start(args: string[], pattern: RegExp, extraEnv = {}): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
 * One scenario's figures. `cpu` is the server's CPU time per request: it depends less than req/s on
 * what else the machine (autocannon, PostgreSQL) is doing.
 */
interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpu: number;
  rssMb: number;
  errors: number;
  baseline?: string;
  ofBaseline?: number;
}

/** A row's figures in the columns of the scenario table. */
const rowLine = (r: Row): string =>
  `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${r.cpu.toFixed(0).padStart(11)} ${r.rssMb.toFixed(0).padStart(12)} ${String(r.errors).padStart(7)}`;

/** One short autocannon run against one server. */
interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuUs: number;
  peakMb: number;
  errors: number;
}

/** How many slices each scenario is cut into, alternating between mapgate and the baseline. */
const SLICES = 4;
/** autocannon counts whole seconds: a shorter slice sends nothing. */
const SLICE_SECONDS = Math.max(1, Math.round(SECONDS / SLICES));

/** Runs a load against one server, reading its CPU time and sampling its peak RSS meanwhile. */
async function watched<T>(pid: number, load: () => Promise<T>): Promise<{ r: T; cpuUs: number; peakMb: number }> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const cpu0 = cpuUs(pid);
  try {
    const r = await load();
    return { r, cpuUs: cpuUs(pid) - cpu0, peakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

async function slice(pid: number, opts: autocannon.Options, seconds: number): Promise<Slice> {
  const t = Date.now();
  const w = await watched(pid, () => autocannon({ connections: CONNECTIONS, duration: seconds, ...opts }));
  const r = w.r;
  return {
    requests: r.requests.total,
    seconds: (Date.now() - t) / 1000,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs: w.cpuUs,
    peakMb: w.peakMb,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** One server's side of the fixed-rate step: its slices' latencies in one histogram. */
interface FixedRow {
  name: string;
  sent: number;
  answered: number;
  errors: number;
  unanswered: number;
  p50: number;
  p99: number;
  max: number;
  maxInFlight: number;
  /** The generator's own worst delay in sending (bench/fixed-rate.ts). */
  maxSendLagMs: number;
  cpu: number;
  rssMb: number;
}

/** One fixed-rate slice against one server (bench/fixed-rate.ts), its latencies added to `into`. */
async function fixedSlice(
  pid: number,
  o: autocannon.Options,
  rate: number,
  seconds: number,
  into?: ReturnType<typeof latencyHistogram>,
): Promise<FixedRateResult & { cpuUs: number; peakMb: number }> {
  const w = await watched(pid, () =>
    fixedRate({
      url: o.url!,
      paths: (o as Rotating).paths,
      method: o.method,
      headers: o.headers as Record<string, string> | undefined,
      body: o.body as string | undefined,
      rate,
      seconds,
      connections: CONNECTIONS,
      into,
    }),
  );
  return { ...w.r, cpuUs: w.cpuUs, peakMb: w.peakMb };
}

/**
 * The fixed-rate step: mapgate and the baseline offered the same constant rate, open-loop, in
 * alternating slices (after a one-second run against each that warms the generator up).
 */
async function fixedPaired(
  m: { name: string; pid: number; opts: autocannon.Options },
  b: { name: string; pid: number; opts: autocannon.Options },
  rate: number,
): Promise<{ m: FixedRow; b: FixedRow }> {
  for (const x of [m, b]) await fixedSlice(x.pid, x.opts, rate, 1);
  const sides = [m, b].map((x) => ({
    ...x,
    h: latencyHistogram(),
    slices: [] as Awaited<ReturnType<typeof fixedSlice>>[],
  }));
  for (let i = 0; i < SLICES; i++)
    for (const x of sides) x.slices.push(await fixedSlice(x.pid, x.opts, rate, SLICE_SECONDS, x.h));
  const [mr, br] = sides.map((x): FixedRow => {
    const sum = (f: (y: (typeof x.slices)[number]) => number) => x.slices.reduce((n, y) => n + f(y), 0);
    const row: FixedRow = {
      name: x.name,
      sent: sum((y) => y.sent),
      answered: sum((y) => y.answered),
      errors: sum((y) => y.errors),
      unanswered: sum((y) => y.unanswered),
      ...percentiles(x.h),
      maxInFlight: Math.max(...x.slices.map((y) => y.maxInFlight)),
      maxSendLagMs: Math.max(...x.slices.map((y) => y.maxSendLagMs)),
      cpu:
        sum((y) => y.cpuUs) /
        Math.max(
          1,
          sum((y) => y.answered),
        ),
      rssMb: Math.max(...x.slices.map((y) => y.peakMb)),
    };
    x.h.destroy();
    return row;
  });
  return { m: mr, b: br };
}

/** The three kinds of work the baseline does. */
type Kind = 'read' | 'write' | 'me';

/** A load whose requests take `paths` in turn (autocannon through `setupRequest`, the fixed rate by `paths`). */
type Rotating = autocannon.Options & { paths?: string[] };

/** `base` asking for each of `paths` in turn, on every connection together. */
function rotating(base: autocannon.Options, paths: string[], body?: (i: number) => string): Rotating {
  let n = 0;
  return {
    ...base,
    paths,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++ % paths.length;
          return { ...req, path: paths[i], ...(body ? { body: body(i) } : {}) };
        },
      },
    ],
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Slices summed (req/s, CPU per request), their latency percentiles by median, peak RSS by maximum. */
function combine(name: string, slices: Slice[]): Row {
  const requests = slices.reduce((n, x) => n + x.requests, 0);
  return {
    name,
    rps: requests / slices.reduce((n, x) => n + x.seconds, 0),
    p50: median(slices.map((x) => x.p50)),
    p99: median(slices.map((x) => x.p99)),
    cpu: slices.reduce((n, x) => n + x.cpuUs, 0) / Math.max(1, requests),
    rssMb: Math.max(...slices.map((x) => x.peakMb)),
    errors: slices.reduce((n, x) => n + x.errors, 0),
  };
}

/**
 * Measures a mapgate scenario and the matching baseline work in alternating slices, so that both see
 * the same machine: run-to-run drift of a shared 2-core machine (±15% between runs) then cancels out
 * of the ratio instead of landing on whichever was measured later.
 */
async function paired(m: { pid: number; opts: autocannon.Options }, b: { pid: number; opts: autocannon.Options }) {
  const ms: Slice[] = [];
  const bs: Slice[] = [];
  for (let i = 0; i < SLICES; i++) {
    ms.push(await slice(m.pid, m.opts, SLICE_SECONDS));
    bs.push(await slice(b.pid, b.opts, SLICE_SECONDS));
  }
  return { ms, bs };
}

/** A scenario measured alone, in the same slices. */
async function slices(pid: number, opts: autocannon.Options): Promise<Slice[]> {
  const out: Slice[] = [];
  for (let i = 0; i < SLICES; i++) out.push(await slice(pid, opts, SLICE_SECONDS));
  return out;
}

/**
 * Every scenario once, briefly, at full load before anything is measured: otherwise the first one
 * measured pays for the JIT compiling the hot paths (up to 25% of its req/s in trial runs).
 */
async function warmUp(all: autocannon.Options[]): Promise<void> {
  for (const o of all) await autocannon({ connections: CONNECTIONS, duration: 2, ...o });
}

/** One line of the PASS/MISS table; `pass` undefined when this run did not measure it. */
interface Target {
  name: string;
  figure?: string;
  pass?: boolean;
}

/** RSS once start-up has settled, before any request: what an instance holds doing nothing. */
async function idleRss(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 3000));
  return rssMb(pid);
}

/**
 * Memory on the embedded database (a PostgreSQL run measures its speed targets there): idle RSS after
 * start-up, then peak RSS over a short read, GraphQL and write load.
 */
async function embeddedMemory(): Promise<{ idle: number; peak: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-bench-embedded-'));
  const eenv: NodeJS.ProcessEnv = { ...env, MAPGATE_DATA_DIR: dir };
  delete eenv.DATABASE_URL;
  try {
    const cli = (args: string[]) => {
      const r = spawnSync(process.execPath, [path.join(root, 'dist/cli.js'), ...args], {
        cwd: root,
        env: eenv,
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(r.stderr);
      return r.stdout.trim();
    };
    cli(['migrate']);
    const su = cli(['token', 'create', '--role', 'super_admin', '--ttl', '1h']);
    const proc = spawn(process.execPath, [...NODE_FLAGS, 'dist/cli.js', 'serve'], {
      cwd: root,
      env: { ...eenv, ...SERVE_ENV },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (d) => {
        out += d;
        const m = /mapgate listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      proc.once('exit', (code) => reject(new Error(`embedded serve exited ${code}: ${out}`)));
    });
    try {
      const idle = await idleRss(proc.pid!);
      const api = `${url}/api/v1`;
      const w = await json(`${api}/workspaces`, { method: 'POST', token: su, body: JSON.stringify({ name: 'mem' }) });
      const m = await json(`${api}/workspaces/${w.id}/claim-mappings`, {
        method: 'POST',
        token: su,
        body: JSON.stringify({ claim_name: 'groups', claim_value: 'mem', role_id: 'viewer' }),
      });
      const auth = { authorization: `Bearer ${su}` };
      const seconds = Math.max(2, SECONDS / 2);
      const loads: autocannon.Options[] = [
        { url: `${api}/workspaces/${w.id}/claim-mappings/${m.id}`, headers: auth },
        {
          url: `${url}/graphql`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `{ claimMapping(workspace: "${w.id}", mappingId: "${m.id}") { id claimName roleId } }`,
          }),
        },
        {
          url,
          requests: [
            {
              method: 'POST',
              path: `/api/v1/workspaces/${w.id}/claim-mappings`,
              headers: { ...auth, 'content-type': 'application/json' },
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({
                  claim_name: 'groups',
                  claim_value: `m-${process.hrtime.bigint()}`,
                  role_id: 'viewer',
                }),
              }),
              onResponse: (_s, body, ctx) => {
                (ctx as { id?: string }).id = JSON.parse(body).id;
              },
            },
            {
              method: 'DELETE',
              headers: auth,
              setupRequest: (req, ctx) => ({
                ...req,
                path: `/api/v1/workspaces/${w.id}/claim-mappings/${(ctx as { id: string }).id}`,
              }),
            },
          ],
        },
      ];
      let peak = idle;
      for (const o of loads) peak = Math.max(peak, (await slice(proc.pid!, o, seconds)).peakMb);
      return { idle, peak };
    } finally {
      await stop(proc);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Compiles a bench server (TypeScript) to dist/, so that no TypeScript loader weighs on its memory. */
function compile(src: string, out: string): string {
  const js = path.join(root, 'dist', out);
  fs.writeFileSync(
    js,
    transformFileSync(path.join(root, 'bench', src), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
  );
  return js;
}

/** The versions the peers' rows were measured with. */
const versionOf = (pkg: string): string =>
  (
    JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [root] }), 'utf8')) as {
      version: string;
    }
  ).version;

/** What the peers step measured (bench/postgraphile.ts, bench/raw-driver.ts). */
interface PeersResult {
  rows: Row[];
  fixed?: { rate: number; m: FixedRow; b: FixedRow };
  statements: { name: string; mapgate: number; peer: number; peerName: string }[];
  targets: Target[];
  versions: string;
}

/**
 * mapgate against its peers, on PostgreSQL: the REST read against a bare node:http + pg server (the raw
 * driver floor), the GraphQL read and the dashboard against PostGraphile 4 (no authentication) on the
 * same database and tables with a pool of the same size; each pair in alternating slices. Then the GraphQL
 * read at a fixed rate, half the slower side's maximum, and how many statements each sends per query.
 */
async function benchPeers(o: {
  pid: number;
  url: string;
  restRead: autocannon.Options;
  gqlRead: autocannon.Options;
  gqlReadOne: autocannon.Options;
  dashboardToken: string;
  readIds: string[];
  wsId: string;
  key: string;
}): Promise<PeersResult> {
  const peerEnv = { POOL_SIZE, DATABASE_URL: benchUrl! };
  const raw = await start(
    [compile('raw-driver.ts', 'bench-raw-driver.js')],
    /raw driver listening on (http:\/\/\S+)/,
    peerEnv,
  );
  const pgJs = compile('postgraphile.ts', 'bench-postgraphile.js');
  const pg = await start([pgJs], /postgraphile listening on (http:\/\/\S+)/, peerEnv);
  try {
    const json = { 'content-type': 'application/json' };
    const pgRead = (i: number) =>
      JSON.stringify({
        query: `query($m: UUID!) { claimMappingById(id: $m) { id workspaceId claimName claimValue roleId priority createdAt } }`,
        variables: { m: o.readIds[i] },
      });
    const rawRead = rotating(
      { url: raw.url },
      o.readIds.map((id) => `/claim-mappings/${id}`),
    );
    const pgReadOpts = rotating(
      { url: pg.url, method: 'POST', headers: json },
      o.readIds.map(() => '/graphql'),
      pgRead,
    );
    // The dashboard: as many clients as bench/dashboard.ts, one screen per request on both sides.
    const dashClients = 4;
    const mDash: autocannon.Options = {
      url: `${o.url}/graphql`,
      method: 'POST',
      connections: dashClients,
      headers: { ...json, authorization: `Bearer ${o.dashboardToken}` },
      body: JSON.stringify({ query: DASHBOARD_QUERY }),
    };
    const pDash: autocannon.Options = {
      url: `${pg.url}/graphql`,
      method: 'POST',
      connections: dashClients,
      headers: json,
      body: JSON.stringify({ query: POSTGRAPHILE_DASHBOARD }),
    };
    // Both sides answer the same: the same mapping, and a screen of the same layers.
    const post = async (url: string, headers: Record<string, string>, body: string) => {
      const r = await fetch(url, { method: 'POST', headers: { ...json, ...headers }, body });
      const b = (await r.json()) as { data?: Screen; errors?: unknown };
      if (!r.ok || b.errors || !b.data) throw new Error(`${url}: ${r.status} ${JSON.stringify(b.errors)}`);
      return b.data;
    };
    const mOne = await post(
      `${o.url}/graphql`,
      o.gqlReadOne.headers as Record<string, string>,
      o.gqlReadOne.body as string,
    );
    const pOne = await post(`${pg.url}/graphql`, {}, pgRead(0));
    if (mOne.claimMapping.claimValue !== pOne.claimMappingById.claimValue) throw new Error('the reads differ');
    const layersOf = (nodes: Screen[], services: string, layers: string) =>
      nodes.reduce((n, w) => n + w[services].nodes.reduce((k, s) => k + s[layers].nodes.length, 0), 0);
    const mScreen = await post(`${o.url}/graphql`, mDash.headers as Record<string, string>, mDash.body as string);
    const pScreen = await post(`${pg.url}/graphql`, {}, pDash.body as string);
    const mLayers = layersOf(mScreen.workspacesConnection.nodes, 'services', 'layers');
    const pLayers = layersOf(pScreen.allWorkspaces.nodes, 'servicesByWorkspaceId', 'layersByServiceId');
    if (mLayers !== pLayers || mLayers === 0)
      throw new Error(`the screens differ: ${mLayers} against ${pLayers} layers`);

    for (const x of [rawRead, pgReadOpts, pDash, mDash])
      await autocannon({ connections: CONNECTIONS, duration: 1, ...x });
    const restRaw = await paired({ pid: o.pid, opts: o.restRead }, { pid: raw.proc.pid!, opts: rawRead });
    const gqlPg = await paired({ pid: o.pid, opts: o.gqlRead }, { pid: pg.proc.pid!, opts: pgReadOpts });
    const dash = await paired({ pid: o.pid, opts: mDash }, { pid: pg.proc.pid!, opts: pDash });
    const rows = [
      combine('read  REST    API key', restRaw.ms),
      combine('read  raw driver (node:http + pg)', restRaw.bs),
      combine('read  GraphQL API key', gqlPg.ms),
      combine('read  PostGraphile (no auth)', gqlPg.bs),
      combine('dashboard GraphQL (bearer token)', dash.ms),
      combine('dashboard PostGraphile (no auth)', dash.bs),
    ];
    const [rRest, rRaw, rGql, rPg, rDash, rPgDash] = rows;
    rRest.baseline = `${((rRest.rps / rRaw.rps) * 100).toFixed(0)}% of the raw driver`;
    rGql.baseline = `${((rGql.rps / rPg.rps) * 100).toFixed(0)}% of PostGraphile`;
    rDash.baseline = `${((rDash.rps / rPgDash.rps) * 100).toFixed(0)}% of PostGraphile`;

    // The GraphQL read at a fixed rate: half of the slower side's maximum, one mapping on both sides.
    let fixed: PeersResult['fixed'];
    if (FIXED.test('fixed-rate read')) {
      const rate = Math.max(1, Math.round(Math.min(rGql.rps, rPg.rps) * 0.5));
      const pOne1: autocannon.Options = { url: `${pg.url}/graphql`, method: 'POST', headers: json, body: pgRead(0) };
      fixed = {
        rate,
        ...(await fixedPaired(
          { name: 'read  GraphQL API key', pid: o.pid, opts: o.gqlReadOne },
          { name: 'read  PostGraphile (no auth)', pid: pg.proc.pid!, opts: pOne1 },
          rate,
        )),
      };
    }

    // Statements per query: short-lived instances of each behind a counting proxy (bench/statement-proxy.ts),
    // each query sent alone 5 times after a warm-up; the fewest of the 5 (a background statement may fall in one).
    const proxy = await statementProxy(benchUrl!);
    const statements: PeersResult['statements'] = [];
    try {
      const viaProxy = { DATABASE_URL: proxy.url(benchUrl!), MAPGATE_TILE_WORKER_ENABLED: 'false' };
      const m2 = await start([...NODE_FLAGS, 'dist/cli.js', 'serve'], /mapgate listening on (http:\/\/\S+)/, {
        ...SERVE_ENV,
        ...viaProxy,
      });
      const p2 = await start([pgJs], /postgraphile listening on (http:\/\/\S+)/, { ...peerEnv, ...viaProxy });
      const perQuery = async (send: () => Promise<unknown>) => {
        await send();
        let fewest = Infinity;
        for (let i = 0; i < 5; i++) {
          const before = proxy.count();
          await send();
          fewest = Math.min(fewest, proxy.count() - before);
        }
        return fewest;
      };
      try {
        const mRest = () =>
          fetch(`${m2.url}/api/v1/workspaces/${o.wsId}/claim-mappings/${o.readIds[0]}`, {
            headers: { 'x-api-key': o.key },
          });
        const mG = () =>
          post(`${m2.url}/graphql`, o.gqlReadOne.headers as Record<string, string>, o.gqlReadOne.body as string);
        const pG = () => post(`${p2.url}/graphql`, {}, pgRead(0));
        const mD = () => post(`${m2.url}/graphql`, mDash.headers as Record<string, string>, mDash.body as string);
        const pD = () => post(`${p2.url}/graphql`, {}, pDash.body as string);
        statements.push(
          { name: 'read REST (API key)', mapgate: await perQuery(mRest), peer: 1, peerName: 'raw driver' },
          {
            name: 'read GraphQL (API key)',
            mapgate: await perQuery(mG),
            peer: await perQuery(pG),
            peerName: 'PostGraphile',
          },
          { name: 'dashboard', mapgate: await perQuery(mD), peer: await perQuery(pD), peerName: 'PostGraphile' },
        );
      } finally {
        await stop(m2.proc);
        await stop(p2.proc);
      }
    } finally {
      await proxy.close();
    }

    const peakM = Math.max(rGql.rssMb, rDash.rssMb);
    const peakP = Math.max(rPg.rssMb, rPgDash.rssMb);
    const targets: Target[] = [
      {
        name: 'read GraphQL API key >= 100% of PostGraphile req/s',
        figure: `${((rGql.rps / rPg.rps) * 100).toFixed(0)}% (${rGql.rps.toFixed(0)} vs ${rPg.rps.toFixed(0)})`,
        pass: rGql.rps >= rPg.rps,
      },
      {
        name: 'dashboard GraphQL >= 100% of PostGraphile screens/s',
        figure: `${((rDash.rps / rPgDash.rps) * 100).toFixed(0)}% (${rDash.rps.toFixed(1)} vs ${rPgDash.rps.toFixed(1)})`,
        pass: rDash.rps >= rPgDash.rps,
      },
      {
        name: 'read REST API key >= 70% of the raw driver req/s',
        figure: `${((rRest.rps / rRaw.rps) * 100).toFixed(0)}% (${rRest.rps.toFixed(0)} vs ${rRaw.rps.toFixed(0)})`,
        pass: rRest.rps >= 0.7 * rRaw.rps,
      },
      {
        name: 'peak RSS below PostGraphile under the same load',
        figure: `${peakM.toFixed(0)} MB vs ${peakP.toFixed(0)} MB`,
        pass: peakM < peakP,
      },
      {
        name: 'fixed-rate p99 <= 1.5x the better one (GraphQL read vs PostGraphile)',
        figure:
          fixed &&
          `${fixed.m.p99} ms vs ${fixed.b.p99} ms at ${fixed.rate}/s, ${fixed.m.errors + fixed.m.unanswered} failed`,
        pass:
          fixed &&
          fixed.m.errors === 0 &&
          fixed.m.unanswered === 0 &&
          fixed.m.p99 <= 1.5 * Math.max(1, Math.min(fixed.m.p99, fixed.b.p99)),
      },
    ];
    return {
      rows,
      fixed,
      statements,
      targets,
      versions: `postgraphile ${versionOf('postgraphile')}, pg ${versionOf('pg')}`,
    };
  } finally {
    await stop(raw.proc);
    await stop(pg.proc);
  }
}

/** One tile cache job creation: how long the 202 took, and the instance's RSS around it. */
interface TileJobRow {
  label: string;
  tiles: number;
  ms: number;
  rowsWritten: number;
  rssBefore: number;
  peak: number;
}

/**
 * Tile cache jobs of 10^3, 10^6 and about 10^8 tiles (truncate, one layer, WebMercatorQuad) created on
 * the running instance: the request's latency and the instance's peak RSS from the request until its
 * worker has run the job for 3 s; then the job is cancelled.
 */
async function benchTileJobs(pid: number, url: string, su: string, ws: string): Promise<TileJobRow[]> {
  const sizes = [
    { label: '10^3 (z5)', min: 5, max: 5 },
    { label: '10^6 (z10)', min: 10, max: 10 },
    { label: '10^8 (z0-13)', min: 0, max: 13 },
  ];
  const out: TileJobRow[] = [];
  const jobs = `${url}/api/v1/workspaces/${ws}/tile-cache/jobs`;
  const create = (min: number, max: number) =>
    json(jobs, {
      method: 'POST',
      token: su,
      body: JSON.stringify({
        operation: 'truncate',
        resource: 'roads',
        tile_matrix_set: 'WebMercatorQuad',
        min_zoom: min,
        max_zoom: max,
      }),
    });
  const cancel = (id: string) =>
    fetch(`${jobs}/${id}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${su}` } });
  // One job before the measured ones, so that the first measured does not pay for the routes' first run.
  await cancel((await create(0, 0)).id);
  const c = new Client({ connectionString: benchUrl ?? undefined });
  try {
    if (benchUrl) await c.connect();
    for (const s of sizes) {
      const rssBefore = rssMb(pid);
      const w = await watched(pid, async () => {
        const t = performance.now();
        const job = await create(s.min, s.max);
        const ms = performance.now() - t;
        // The embedded database admits one process: there the rows are not counted.
        const rows = benchUrl
          ? (await c.query('SELECT count(*)::int AS n FROM tile_cache_job_chunks WHERE job_id = $1', [job.id])).rows[0]
              .n
          : NaN;
        await new Promise((r) => setTimeout(r, 3000));
        await cancel(job.id);
        return { ms, tiles: Number(job.total_tiles), rowsWritten: rows as number };
      });
      out.push({
        label: s.label,
        tiles: w.r.tiles,
        ms: w.r.ms,
        rowsWritten: w.r.rowsWritten,
        rssBefore,
        peak: w.peakMb,
      });
    }
  } finally {
    if (benchUrl) await c.end();
  }
  return out;
}

/** What the bench reads of the resources it creates (a workspace, a mapping, a key, a job). */
interface Created {
  id: string;
  key?: string;
  workspace_id?: string;
  total_tiles?: number;
}

async function json(url: string, init: RequestInit & { token?: string; key?: string } = {}): Promise<Created> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.key) headers['X-API-Key'] = init.key;
  const res = await fetch(url, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? { id: '' } : ((await res.json()) as Created);
}

/** Runs `fn` over items with at most `n` in flight. */
async function pool<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) {
        const k = i++;
        out[k] = await fn(items[k]);
      }
    }),
  );
  return out;
}

const cliToken = (args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'dist/cli.js'), 'token', 'create', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
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
  else spawnSync(process.execPath, [path.join(root, 'dist/cli.js'), 'migrate'], { cwd: root, env, stdio: 'ignore' });
  const su = cliToken(['--role', 'super_admin', '--ttl', '1h']);
  let server = await start([...NODE_FLAGS, 'dist/cli.js', 'serve'], /mapgate listening on (http:\/\/\S+)/, SERVE_ENV);
  const api = `${server.url}/api/v1`;

  // A realistic catalog: 50 workspaces, 2,000 claim mappings and 500 API keys spread over them.
  const workspaces = await pool(
    Array.from({ length: WORKSPACES }, (_, i) => `ws${i}`),
    10,
    (name) => json(`${api}/workspaces`, { method: 'POST', token: su, body: JSON.stringify({ name }) }),
  );
  const mappings = await pool(
    Array.from({ length: MAPPINGS }, (_, i) => i),
    20,
    (i) =>
      json(`${api}/workspaces/${workspaces[i % WORKSPACES].id}/claim-mappings`, {
        method: 'POST',
        token: su,
        body: JSON.stringify({
          claim_name: 'groups',
          claim_value: `group-${i}`,
          role_id: ['viewer', 'editor', 'admin'][i % 3],
        }),
      }),
  );
  const keys = await pool(
    Array.from({ length: KEYS }, (_, i) => i),
    20,
    (i) =>
      json(`${api}/workspaces/${workspaces[i % WORKSPACES].id}/apikeys`, {
        method: 'POST',
        token: su,
        body: JSON.stringify({ name: `key-${i}`, role_id: 'admin' }),
      }),
  );
  // The dashboard scenario's own workspaces (bench/dashboard.ts), seeded only when it runs.
  const dashboard = ONLY.test('dashboard');
  // The peers (PostGraphile, the raw driver) need a database server they can share: PostgreSQL only.
  const peersOn = Boolean(serverUrl) && ONLY.test('peers');
  if (dashboard || peersOn) await seedDashboard(api, su, json, pool);
  // The tile job scenario's workspace: one layer to create jobs on.
  const tileJobsOn = ONLY.test('tile-jobs');
  if (tileJobsOn) {
    await json(`${api}/workspaces`, { method: 'POST', token: su, body: JSON.stringify({ name: 'tiles' }) });
    await json(`${api}/workspaces/tiles/services`, {
      method: 'POST',
      token: su,
      body: JSON.stringify({
        name: 'src',
        type: 'postgis',
        connection_info: {
          host: 'db.example.test',
          port: 5432,
          database: 'gis',
          user: 'mapgate',
          password: 'bench-pw',
        },
      }),
    });
    await json(`${api}/workspaces/tiles/services/src/layers`, {
      method: 'POST',
      token: su,
      body: JSON.stringify({ name: 'roads' }),
    });
  }
  const ws = workspaces[7];
  const key = keys.find((k) => k.workspace_id === ws.id)?.key;
  if (!key) throw new Error(`no API key was made in workspace ${ws.id}`);
  await stop(server.proc);
  const token = cliToken(['--role', 'admin', '--workspace', ws.id, '--ttl', '1h']);
  console.log(
    `seeded ${WORKSPACES} workspaces, ${MAPPINGS} claim mappings, ${KEYS} API keys in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // Each read asks for the next of the workspace's mappings, on both sides: reads that mapgate sends as
  // one statement (docs/architecture.md, "Reads of one turn") fetch different rows, as real ones would.
  const readIds: string[] = mappings.filter((m) => m.workspace_id === ws.id).map((m) => m.id);
  const readPaths = readIds.map((id) => `/api/v1/workspaces/${ws.id}/claim-mappings/${id}`);
  const gqlRead = (i: number) =>
    JSON.stringify({
      query: `query($w: String!, $m: String!) { claimMapping(workspace: $w, mappingId: $m) { id workspaceId claimName claimValue roleId priority createdAt } }`,
      variables: { w: ws.id, m: readIds[i] },
    });
  const gqlMe = JSON.stringify({
    query: '{ me { authenticated principal authMethod superAdmin workspaces { id name role } } }',
  });
  const body = (i: number) =>
    JSON.stringify({ claim_name: 'groups', claim_value: `v-${process.hrtime.bigint()}-${i}`, role_id: 'viewer' });
  const writeCycle = (
    base: string,
    createPath: string,
    deletePath: (id: string) => string,
    headers: Record<string, string>,
  ): autocannon.Options => ({
    url: base,
    requests: [
      {
        method: 'POST',
        path: createPath,
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: body(0) }),
        onResponse: (_status, resBody, context) => {
          (context as { id?: string }).id = JSON.parse(resBody).id;
        },
      },
      {
        method: 'DELETE',
        headers,
        setupRequest: (req, context) => ({ ...req, path: deletePath((context as { id: string }).id) }),
      },
    ],
  });

  const profile = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] : [];
  server = await start(
    [...NODE_FLAGS, ...profile, 'dist/cli.js', 'serve'],
    /mapgate listening on (http:\/\/\S+)/,
    SERVE_ENV,
  );
  const pid = server.proc.pid!;
  const idleMb = await idleRss(pid);
  const baselineJs = path.join(root, 'dist/bench-baseline.js');
  fs.writeFileSync(
    baselineJs,
    transformFileSync(path.join(root, 'bench/baseline.ts'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
  );
  const startBaseline = () => start([...profile, baselineJs], /baseline listening on (http:\/\/\S+)/);
  // The embedded database admits one process at a time: there, the baseline runs after mapgate stopped.
  const together = Boolean(serverUrl);
  let base = together ? await startBaseline() : undefined;

  const keyH = { 'x-api-key': key };
  const tokH = { authorization: `Bearer ${token}` };
  const readRestKey = rotating({ url: server.url, headers: keyH }, readPaths);
  const readGqlKey = rotating(
    { url: server.url, method: 'POST', headers: { ...keyH, 'content-type': 'application/json' } },
    readIds.map(() => '/graphql'),
    gqlRead,
  );
  const baseRequests = (url: string): Record<Kind, autocannon.Options> => ({
    read: rotating(
      { url },
      readIds.map((id) => `/claim-mappings/${id}`),
    ),
    write: writeCycle(url, `/workspaces/${ws.id}/claim-mappings`, (id) => `/claim-mappings/${id}`, {}),
    me: { url: `${url}/me`, headers: keyH },
  });
  const scenarios = (
    [
      ['read  REST    API key', 'read', readRestKey],
      ['read  REST    bearer token', 'read', rotating({ url: server.url, headers: tokH }, readPaths)],
      ['read  GraphQL API key', 'read', readGqlKey],
      [
        'read  GraphQL bearer token',
        'read',
        rotating(
          { url: server.url, method: 'POST', headers: { ...tokH, 'content-type': 'application/json' } },
          readIds.map(() => '/graphql'),
          gqlRead,
        ),
      ],
      [
        'write REST    API key (create+delete)',
        'write',
        writeCycle(
          server.url,
          `/api/v1/workspaces/${ws.id}/claim-mappings`,
          (id) => `/api/v1/workspaces/${ws.id}/claim-mappings/${id}`,
          keyH,
        ),
      ],
      ['me    REST    API key', 'me', { url: `${server.url}/api/v1/auth/me`, headers: keyH }],
      ['me    REST    bearer token', 'me', { url: `${server.url}/api/v1/auth/me`, headers: tokH }],
      [
        'me    GraphQL API key',
        'me',
        {
          url: `${server.url}/graphql`,
          method: 'POST',
          headers: { ...keyH, 'content-type': 'application/json' },
          body: gqlMe,
        },
      ],
    ] as [string, Kind, autocannon.Options][]
  ).filter(([name]) => ONLY.test(name));
  const kinds = new Set(scenarios.map(([, kind]) => kind));
  await warmUp([
    ...scenarios.map(([, , o]) => o),
    ...(base ? [...kinds].map((kind) => baseRequests(base!.url)[kind]) : []),
  ]);

  // Each scenario is measured in slices; with a shared database server they alternate with slices of
  // the baseline doing the same work, so that both see the same machine (see `paired`).
  const results: { name: string; kind: Kind; ms: Slice[]; bs: Slice[] }[] = [];
  for (const [name, kind, opts] of scenarios) {
    if (base)
      results.push({
        name,
        kind,
        ...(await paired({ pid, opts }, { pid: base.proc.pid!, opts: baseRequests(base.url)[kind] })),
      });
    else results.push({ name, kind, ms: await slices(pid, opts), bs: [] });
  }
  // Latency at a fixed rate: half of what the baseline reached on the read, offered to both in
  // alternating slices by an open-loop generator (bench/fixed-rate.ts) that times each request from
  // when it was due. At full load p99 measures the queue in front of the server; here it measures the
  // server, its pauses included.
  let fixed: { rate: number; m: FixedRow; b: FixedRow; autocannon?: { m: Row; b: Row } } | undefined;
  const readRest = scenarios.find(([name]) => name === 'read  REST    API key');
  if (base && readRest && FIXED.test('fixed-rate read')) {
    const readBase = results.filter((x) => x.kind === 'read').flatMap((x) => x.bs);
    const rate = Math.max(1, Math.round(combine('read', readBase).rps * FIXED_FRACTION));
    fixed = {
      rate,
      ...(await fixedPaired(
        { name: 'read  REST    API key', pid, opts: readRest[2] },
        { name: 'read  baseline', pid: base.proc.pid!, opts: baseRequests(base.url).read },
        rate,
      )),
    };
    if (FIXED_AUTOCANNON) {
      const r = await paired(
        { pid, opts: { ...readRest[2], overallRate: rate } },
        { pid: base.proc.pid!, opts: { ...baseRequests(base.url).read, overallRate: rate } },
      );
      fixed.autocannon = {
        m: combine(`read  REST    API key at ${rate}/s`, r.ms),
        b: combine(`read  baseline at ${rate}/s`, r.bs),
      };
    }
  }
  // GraphQL against REST for one whole screen; no baseline (it compares mapgate's two surfaces).
  const dash = dashboard ? await benchDashboard(server.url, su, SECONDS, SLICES) : undefined;
  const peers = peersOn
    ? await benchPeers({
        pid,
        url: server.url,
        restRead: readRestKey,
        gqlRead: readGqlKey,
        gqlReadOne: {
          url: `${server.url}/graphql`,
          method: 'POST',
          headers: { ...keyH, 'content-type': 'application/json' },
          body: gqlRead(0),
        },
        dashboardToken: su,
        readIds,
        wsId: ws.id,
        key,
      })
    : undefined;
  // Last: the jobs' workers run while it measures.
  const tileJobs = tileJobsOn ? await benchTileJobs(pid, server.url, su, 'tiles') : undefined;
  await stop(server.proc);
  if (!base) {
    base = await startBaseline();
    const req = baseRequests(base.url);
    await warmUp([...kinds].map((kind) => req[kind]));
    for (const kind of kinds) {
      const bs = await slices(base.proc.pid!, req[kind]);
      for (const x of results) if (x.kind === kind) x.bs = bs;
    }
  }
  await stop(base.proc);

  const measured: Row[] = [];
  const baseSlices: Record<Kind, Slice[]> = { read: [], write: [], me: [] };
  for (const x of results) {
    const row = combine(x.name, x.ms);
    const b = combine(x.kind, x.bs);
    row.ofBaseline = row.rps / b.rps;
    row.baseline = `${((row.rps / b.rps) * 100).toFixed(0)}% rps, p99 x${(row.p99 / Math.max(b.p99, 1)).toFixed(1)}, cpu x${(row.cpu / b.cpu).toFixed(1)}`;
    measured.push(row);
    if (together || !baseSlices[x.kind].length) baseSlices[x.kind].push(...x.bs);
  }
  const baseline = Object.fromEntries(
    (Object.keys(baseSlices) as Kind[])
      .filter((k) => baseSlices[k].length)
      .map((k) => [k, combine(`${k.padEnd(5)} baseline${k === 'write' ? ' (create+delete)' : ''}`, baseSlices[k])]),
  );
  const all = [...measured, ...Object.values(baseline)];
  console.log(
    `\nmapgate bench: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
  );
  console.log(
    `${'scenario'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'µs CPU/req'.padStart(11)} ${'peak RSS MB'.padStart(12)} ${'errors'.padStart(7)}  vs baseline`,
  );
  for (const r of all) console.log(`${rowLine(r)}  ${r.baseline ?? ''}`);
  if (fixed) {
    console.log(
      `\nfixed rate: ${fixed.rate} req/s offered (${FIXED_FRACTION === 0.5 ? 'half' : `${FIXED_FRACTION} x`} the baseline's read maximum) for ${SLICES} x ${SLICE_SECONDS} s each, open loop, ${CONNECTIONS} connections;`,
    );
    console.log("latency from each request's intended send time, so a pause's queue counts (bench/fixed-rate.ts):");
    console.log(
      `${'scenario'.padEnd(40)} ${'sent'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(7)} ${'unansw.'.padStart(7)} ${'max in flight'.padStart(13)} ${'µs CPU/req'.padStart(11)} ${'peak RSS MB'.padStart(12)} ${'gen. lag ms'.padStart(11)}`,
    );
    for (const r of [fixed.m, fixed.b])
      console.log(
        `${r.name.padEnd(40)} ${String(r.sent).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.unanswered).padStart(7)} ${String(r.maxInFlight).padStart(13)} ${r.cpu.toFixed(0).padStart(11)} ${r.rssMb.toFixed(0).padStart(12)} ${String(r.maxSendLagMs).padStart(11)}`,
      );
    if (fixed.autocannon) {
      console.log(`the same rate with autocannon overallRate (closed loop, one burst per second; for comparison):`);
      for (const r of [fixed.autocannon.m, fixed.autocannon.b]) console.log(rowLine(r));
    }
  }
  const rest = measured.find((r) => r.name.startsWith('read  REST    API key'));
  const gql = measured.find((r) => r.name.startsWith('read  GraphQL API key'));
  // Each against the baseline slices it alternated with, so that drift between the two does not count.
  if (rest && gql)
    console.log(
      `\nGraphQL read vs REST read (API key): ${((gql.ofBaseline! / rest.ofBaseline!) * 100).toFixed(0)}% of its req/s.`,
    );

  if (peers) {
    console.log(
      `\nagainst peers (${peers.versions}; PostGraphile without authentication, mapgate with an API key; pools of ${POOL_SIZE}), alternating slices:`,
    );
    console.log(
      `${'scenario'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'µs CPU/req'.padStart(11)} ${'peak RSS MB'.padStart(12)} ${'errors'.padStart(7)}`,
    );
    for (const r of peers.rows) console.log(`${rowLine(r)}  ${r.baseline ?? ''}`);
    if (peers.fixed) {
      console.log(`GraphQL read at a fixed rate, ${peers.fixed.rate}/s (half the slower side's maximum), open loop:`);
      for (const r of [peers.fixed.m, peers.fixed.b])
        console.log(
          `${r.name.padEnd(40)} ${String(r.sent).padStart(7)} sent  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  ${r.errors + r.unanswered} failed  ${r.rssMb.toFixed(0)} MB`,
        );
    }
    console.log('SQL statements per query (one query at a time, counted by bench/statement-proxy.ts):');
    for (const x of peers.statements)
      console.log(`  ${x.name.padEnd(28)} mapgate ${x.mapgate}, ${x.peerName} ${x.peer}`);
  }
  if (tileJobs) {
    console.log(
      '\ntile cache job creation (truncate, one layer; the worker runs each job 3 s, then it is cancelled; peak RSS from the request on):',
    );
    console.log(
      `${'job'.padEnd(16)} ${'tiles'.padStart(11)} ${'202 in ms'.padStart(10)} ${'chunk rows'.padStart(11)} ${'RSS before'.padStart(11)} ${'peak RSS MB'.padStart(12)}`,
    );
    for (const j of tileJobs)
      console.log(
        `${j.label.padEnd(16)} ${String(j.tiles).padStart(11)} ${j.ms.toFixed(0).padStart(10)} ${String(j.rowsWritten).padStart(11)} ${j.rssBefore.toFixed(0).padStart(11)} ${j.peak.toFixed(0).padStart(12)}`,
      );
  }

  // Memory on the other database: the embedded one when this run is on PostgreSQL.
  const dbName = serverUrl ? 'PostgreSQL' : 'embedded';
  const loaded = measured.length ? Math.max(...measured.map((r) => r.rssMb)) : undefined;
  const memory: { db: string; idle?: number; peak?: number }[] = [{ db: dbName, idle: idleMb, peak: loaded }];
  if (serverUrl && MEMORY_OTHER) memory.push({ db: 'embedded', ...(await embeddedMemory()) });

  const targets: Target[] = [
    ...(
      [
        ['read  REST    API key', 0.7],
        ['read  REST    bearer token', 0.7],
        ['read  GraphQL API key', 0.65],
        ['read  GraphQL bearer token', 0.65],
        ['write REST    API key (create+delete)', 0.55],
      ] as const
    ).map(([name, min]): Target => {
      const r = measured.find((x) => x.name === name);
      return {
        name: `${name.replace(/\s+/g, ' ')} >= ${Math.round(min * 100)}% of baseline req/s`,
        figure: r && `${(r.ofBaseline! * 100).toFixed(0)}%`,
        pass: r && r.ofBaseline! >= min,
      };
    }),
    ...memory.flatMap((m): Target[] => [
      {
        name: `peak RSS under load < 200 MB (${m.db})`,
        figure: m.peak === undefined ? undefined : `${m.peak.toFixed(0)} MB`,
        pass: m.peak === undefined ? undefined : m.peak < 200,
      },
      {
        name: `idle RSS < 150 MB (${m.db})`,
        figure: m.idle === undefined ? undefined : `${m.idle.toFixed(0)} MB`,
        pass: m.idle === undefined ? undefined : m.idle < 150,
      },
    ]),
    {
      name: 'fixed-rate p99 <= 1.5x baseline p99 (read REST)',
      figure:
        fixed &&
        `${fixed.m.p99} ms vs ${fixed.b.p99} ms (x${(fixed.m.p99 / Math.max(1, fixed.b.p99)).toFixed(2)}) at ${fixed.rate}/s, ${fixed.m.errors + fixed.m.unanswered} failed`,
      // The generator keeps the rate whatever the server does, and counts what a server leaves waiting;
      // an error or a request left unanswered fails the target (errors are fast, and would flatter p99).
      pass:
        fixed && FIXED_FRACTION !== 0.5
          ? undefined
          : fixed && fixed.m.errors === 0 && fixed.m.unanswered === 0 && fixed.m.p99 <= 1.5 * Math.max(1, fixed.b.p99),
    },
    // The same screen read with one GraphQL query and with the REST calls it needs (bench/dashboard.ts).
    {
      name: 'dashboard: one GraphQL query >= 5x faster than the REST sequence',
      figure: dash && `x${dash.ratio.toFixed(1)} screens per second`,
      pass: dash && dash.ratio >= 5,
    },
    ...(peers?.targets ?? []),
    ...(tileJobs
      ? [
          {
            name: 'tile job creation < 200 ms at 10^3, 10^6 and 10^8 tiles',
            figure: tileJobs.map((j) => `${j.ms.toFixed(0)} ms`).join(' / '),
            pass: tileJobs.every((j) => j.ms < 200),
          },
          {
            name: 'tile job memory: RSS grows < 30 MB while the 10^8 job is created and runs',
            figure: `+${(tileJobs[2].peak - tileJobs[2].rssBefore).toFixed(0)} MB (10^3: +${(tileJobs[0].peak - tileJobs[0].rssBefore).toFixed(0)} MB)`,
            pass: tileJobs[2].peak - tileJobs[2].rssBefore < 30,
          },
        ]
      : []),
  ];
  console.log(`\ntargets (${dbName}):`);
  for (const t of targets)
    console.log(
      `${t.pass === undefined ? 'n/a ' : t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(72)} ${t.figure ?? 'not measured in this run'}`,
    );
  await benchTiles();
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
