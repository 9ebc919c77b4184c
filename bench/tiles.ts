/*
 * The `tiles` scenario of `npm run bench` (bench/README.md, "Tiles"): vector tiles of the OGC API
 * (docs/data-plane.md) on PostgreSQL with PostGIS, each against the floor of what serves it:
 * - a cached tile: mapgate against nginx and a bare node:http + fs handler serving the same file of
 *   the tile store, req/s by autocannon, in alternating slices;
 * - an uncached tile (the workspace's cache_enabled false): mapgate against the same ST_AsMVT statement
 *   run directly through `pg`, latency at one request at a time;
 * - the tile storm: 100 concurrent requests for one missing tile, and the drawings it took.
 * Runs alone too: `npm run build && node -r @swc-node/register bench/tiles.ts`.
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import autocannon from 'autocannon';
import { PbfReader } from 'pbf';
import { Client } from 'pg';
import { loadConfig } from '../src/base/config';
import { openDatabase } from '../src/db/client';
import { loadSecretBox } from '../src/db/secret-box';
import { PostgisCatalog } from '../src/domains/services/postgis-catalog';
import { PostgisPools } from '../src/domains/services/postgis-pools';
import { ServiceService } from '../src/domains/services/service.service';
import { WEB_MERCATOR_QUAD } from '../src/domains/tile-matrix-sets/tile-matrix-set.builtins';
import { mvtStatement, type MvtStatement } from '../src/domains/vector-tiles/mvt-sql';
import { gridTile, type Box } from '../src/domains/vector-tiles/tile-grid';
import { machineUrl } from '../test/domains/services/pg-servers';
import { createFixture, type PostgisFixture } from '../test/support/postgis-fixture';
import { serveCommand } from './node-flags';
import { cpuUs, get, start, startFileServer, startNginx, startStatementServer, stop } from './tile-servers';

const root = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SLICES = 4;
const SLICE_SECONDS = Math.max(1, Math.round(SECONDS / SLICES));
/** Requests of the uncached tile on each side (mapgate, the direct statement), one at a time. */
const SAMPLES = Number(process.env.BENCH_TILES_SAMPLES ?? 200);
/** Consecutive requests of one side of the uncached tile before the next side's turn. */
const RUN = 5;
const STORM = 100;
const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
/** The measured tile: zoom 6 over the fixture's points (665 of its 3000 points, 39 KB). */
const TILE = { z: 6, lon: 8, lat: 48 };
/** The storm's tile, asked for by nobody before. */
const STORM_TILE = { z: 7, lon: 9, lat: 49 };
/** The workspaces' limits, set explicitly so that the direct statement runs with the same values. */
const MAX_FEATURES = 10_000;
const MAX_VERTICES = 1_000_000;
/** A directory: mapgate writes its V8 CPU profile there (--cpu-prof), as in bench/run.ts. */
const PROFILE = process.env.BENCH_PROFILE;

interface Row {
  name: string;
  rps?: number;
  p50: number;
  p99: number;
  cpu?: number;
  errors: number;
  note?: string;
}

interface Target {
  name: string;
  figure?: string;
  pass?: boolean;
}

type Cleanups = (() => Promise<void> | void)[];

/** mapgate serving the fixture's points in two public workspaces, `cached` and `uncached`. */
interface Setup {
  url: string;
  pid: number;
  su: string;
  dataDir: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  workspaces: { cached: string; uncached: string };
}

/** Web Mercator tile (row, col) containing lon/lat at zoom z. */
function tileOf(z: number, lon: number, lat: number): { row: number; col: number } {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return {
    col: Math.floor(((lon + 180) / 360) * n),
    row: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  };
}

/** Web Mercator metres to lon/lat, as the renderer makes a WGS 84 table's filter box (src/domains/vector-tiles/renderer.ts). */
function toLonLat(x: number, y: number): [number, number] {
  const R = 6378137;
  const lon = (x / R) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
  return [Math.max(-180, Math.min(180, lon)), Math.max(-90, Math.min(90, lat))];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const round2 = (x: number) => Math.round(x * 100) / 100;

async function json<T = unknown>(url: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

const tileUrl = (s: Setup, ws: string, t: { z: number; row: number; col: number }) =>
  `${s.url}/ogc/${ws}/collections/points/tiles/WebMercatorQuad/${t.z}/${t.row}/${t.col}`;

/**
 * A built mapgate on a catalog database of its own (on the run's PostgreSQL server, else the
 * machine's), publishing the fixture's points in a workspace with the tile store in front and one without.
 */
async function setUp(fx: PostgisFixture, cleanups: Cleanups): Promise<Setup> {
  const server = new URL(process.env.DATABASE_URL ?? machineUrl().toString());
  const dbName = `mapgate_bench_tiles_${process.pid}`;
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: server.toString() });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${dbName}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-bench-tiles-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = Object.assign(new URL(server.toString()), { pathname: `/${dbName}` }).toString();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    MAPGATE_DATA_DIR: dataDir,
    MAPGATE_PORT: '0',
    MAPGATE_LOG_LEVEL: 'warn',
    MAPGATE_REQUIRE_HTTPS: 'false',
  };
  const cliJs = path.join(root, 'dist/cli.js');
  const cli = (args: string[]) => {
    const r = spawnSync(process.execPath, [cliJs, ...args], { cwd: root, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`mapgate ${args.join(' ')}: ${r.stderr}`);
    return r.stdout.trim();
  };
  cli(['migrate']);
  const su = cli(['token', 'create', '--role', 'super_admin', '--ttl', '1h']);
  const { env: serveEnv, flags } = serveCommand(root);
  const mapgate = await start(
    process.execPath,
    [...flags, ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE)}`] : []), cliJs, 'serve'],
    { ...env, ...serveEnv },
    /mapgate listening on (http:\/\/\S+)/,
  );
  cleanups.push(() => stop(mapgate.proc));

  const api = `${mapgate.url}/api/v1`;
  const ids: Record<string, string> = {};
  for (const [name, cacheEnabled] of [
    ['cached', true],
    ['uncached', false],
  ] as const) {
    ids[name] = (await json<{ id: string }>(`${api}/workspaces`, su, 'POST', { name })).id;
    await json(`${api}/workspaces/${name}/services`, su, 'POST', {
      name: 'pg',
      type: 'postgis',
      connection_info: fx.connectionInfo,
    });
    await json(`${api}/workspaces/${name}/services/pg/layers`, su, 'POST', {
      name: 'points',
      table: `${fx.schema}.points`,
    });
    await json(`${api}/workspaces/${name}/settings/ogc-tiles`, su, 'PUT', {
      enabled: true,
      public: true,
      settings: { cache_enabled: cacheEnabled, max_features: MAX_FEATURES, max_vertices: MAX_VERTICES },
    });
  }
  return {
    url: mapgate.url,
    pid: mapgate.proc.pid!,
    su,
    dataDir,
    databaseUrl,
    env,
    workspaces: { cached: ids.cached, uncached: ids.uncached },
  };
}

/** One autocannon slice against one server, with the server's CPU time over it. */
async function slice(pid: number, url: string, seconds: number) {
  const t = Date.now();
  const cpu0 = cpuUs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    requests: r.requests.total,
    seconds: (Date.now() - t) / 1000,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs: cpuUs(pid) - cpu0,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/**
 * The cached tile, stored by a first request, then served by mapgate, the bare file server and nginx
 * (where it is installed) in alternating slices, so that drift of a shared machine falls on all alike.
 */
async function cachedTile(
  s: Setup,
  cleanups: Cleanups,
): Promise<{ rows: Row[]; stored: Buffer; features: number; note?: string }> {
  const tile = { z: TILE.z, ...tileOf(TILE.z, TILE.lon, TILE.lat) };
  const url = tileUrl(s, 'cached', tile);
  const first = await get(url);
  const second = await get(url);
  if (first.status !== 200 || first.headers['x-tile-cache'] !== 'miss' || second.headers['x-tile-cache'] !== 'hit')
    throw new Error(`tile: ${first.status} ${first.headers['x-tile-cache']}, then ${second.headers['x-tile-cache']}`);
  const tilesDir = path.join(s.dataDir, 'tiles');
  const storePath = `/${s.workspaces.cached}/points/WebMercatorQuad/${tile.z}/${tile.col}/${tile.row}.mvt`;
  const stored = fs.readFileSync(path.join(tilesDir, storePath));
  if (!stored.equals(first.body)) throw new Error('the stored tile differs from the tile served');

  const files = await startFileServer(tilesDir);
  cleanups.push(() => stop(files.proc));
  const servers = [
    { name: 'cached tile  mapgate', pid: s.pid, url },
    { name: 'cached tile  node:http + fs', pid: files.proc.pid!, url: `${files.url}${storePath}` },
  ];
  let note: string | undefined;
  if (fs.existsSync(NGINX)) {
    const nginx = await startNginx(NGINX, tilesDir);
    cleanups.push(() => nginx.stop());
    servers.push({ name: 'cached tile  nginx', pid: nginx.proc.pid!, url: `${nginx.url}${storePath}` });
  } else note = `nginx not found at ${NGINX} (Debian: apt-get install nginx-light): its row and target are skipped`;
  for (const x of servers) {
    const r = await get(x.url);
    if (r.status !== 200 || !r.body.equals(stored)) throw new Error(`${x.name}: ${r.status}, not the stored tile`);
  }

  // Two seconds against each first, as bench/run.ts does: the JIT compiles the hot paths.
  for (const x of servers) await autocannon({ url: x.url, connections: CONNECTIONS, duration: 2 });
  const slices = servers.map(() => [] as Awaited<ReturnType<typeof slice>>[]);
  for (let i = 0; i < SLICES; i++)
    for (const [k, x] of servers.entries()) slices[k].push(await slice(x.pid, x.url, SLICE_SECONDS));
  const rows = servers.map((x, k): Row => {
    const xs = slices[k];
    const requests = xs.reduce((n, y) => n + y.requests, 0);
    return {
      name: x.name,
      rps: requests / xs.reduce((n, y) => n + y.seconds, 0),
      p50: median(xs.map((y) => y.p50)),
      p99: median(xs.map((y) => y.p99)),
      cpu: xs.reduce((n, y) => n + y.cpuUs, 0) / Math.max(1, requests),
      errors: xs.reduce((n, y) => n + y.errors, 0),
    };
  });
  const features = new VectorTile(new PbfReader(stored)).layers.points?.length ?? 0;
  return { rows, stored, features, note };
}

/**
 * The statement mapgate sends for the tile (src/domains/vector-tiles/renderer.ts), on the table as
 * mapgate's catalog describes it, with the workspace's limits.
 */
async function directStatement(s: Setup, fx: PostgisFixture): Promise<MvtStatement> {
  const db = await openDatabase({ url: s.databaseUrl, poolSize: 2 });
  const pools = new PostgisPools({ max: 1, statementTimeoutMs: 30_000, connectTimeoutMs: 5000, idleTimeoutMs: 1000 });
  const config = loadConfig(s.env);
  const catalog = new PostgisCatalog(new ServiceService(db.prisma, config, loadSecretBox(config)), pools, db.prisma);
  const table = await catalog
    .describeTable(s.workspaces.uncached, 'pg', `${fx.schema}.points`, 'geom')
    .finally(() => Promise.all([pools.close(), db.close()]));
  if (!table) throw new Error(`${fx.schema}.points: not found by mapgate's catalog`);
  const { row, col } = tileOf(TILE.z, TILE.lon, TILE.lat);
  const { box } = gridTile(WEB_MERCATOR_QUAD, String(TILE.z), row, col)!;
  const pad = ((box[2] - box[0]) * 64) / 4096;
  const filterBox = [...toLonLat(box[0] - pad, box[1] - pad), ...toLonLat(box[2] + pad, box[3] + pad)] as Box;
  return mvtStatement(table, {
    layerName: 'points',
    tmsSrid: 3857,
    box,
    filterBox,
    maxFeatures: MAX_FEATURES,
    maxVertices: MAX_VERTICES,
  });
}

/**
 * The uncached tile: mapgate (cache_enabled false), the bare statement server and the direct statement
 * on one open connection, one request at a time (after ten unmeasured runs of each), taking turns: a
 * turn is one unmeasured request, then RUN measured ones. Each side is measured warm, as a server
 * answering a map's tiles is, and a drift of the machine (another process, the CPU's clock) falls on all
 * three alike within a fraction of a second, where four long blocks could each meet a different machine.
 */
async function uncachedTile(s: Setup, fx: PostgisFixture, stored: Buffer, cleanups: Cleanups): Promise<Row[]> {
  const stmt = await directStatement(s, fx);
  const pg = new Client({ ...fx.connectionInfo, ssl: false });
  await pg.connect();
  cleanups.push(() => pg.end());
  const direct = await pg.query<{ mvt: Buffer }>(stmt);
  if (!direct.rows[0].mvt.equals(stored)) throw new Error('the direct statement draws another tile than mapgate');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  const url = tileUrl(s, 'uncached', { z: TILE.z, ...tileOf(TILE.z, TILE.lon, TILE.lat) });
  const bare = await startStatementServer({ ...fx.connectionInfo, ssl: false }, stmt);
  cleanups.push(() => stop(bare.proc));
  const sides = [
    {
      name: 'uncached tile  mapgate (cache_enabled false)',
      run: async () => {
        const r = await get(url, agent);
        if (r.status !== 200 || r.headers['x-tile-cache'] !== 'miss') throw new Error(`uncached tile: ${r.status}`);
        return r.ms;
      },
    },
    {
      name: 'uncached tile  node:http + pg',
      run: async () => {
        const r = await get(bare.url, agent);
        if (r.status !== 200 || !r.body.equals(stored)) throw new Error(`statement server: ${r.status}`);
        return r.ms;
      },
    },
    {
      name: 'uncached tile  ST_AsMVT direct (pg)',
      run: async () => {
        const t = process.hrtime.bigint();
        await pg.query(stmt);
        return Number(process.hrtime.bigint() - t) / 1e6;
      },
    },
  ];
  for (const x of sides) for (let i = 0; i < 10; i++) await x.run();
  const times = sides.map(() => [] as number[]);
  for (let done = 0; done < SAMPLES; done += RUN)
    for (const [k, x] of sides.entries()) {
      await x.run();
      for (let i = 0; i < Math.min(RUN, SAMPLES - done); i++) times[k].push(await x.run());
    }
  return sides.map((x, k) => ({
    name: x.name,
    p50: round2(quantile(times[k], 0.5)),
    p99: round2(quantile(times[k], 0.99)),
    errors: 0,
  }));
}

/** 100 requests at once, each on its own connection, for a tile nobody asked for; drawings from cache stats. */
async function tileStorm(s: Setup): Promise<{ row: Row; renders: number; ok: number }> {
  const renders = async () =>
    (
      await json<{ tiles: { workspace_name: string; renders: number }[] }>(`${s.url}/api/v1/cache/stats`, s.su)
    ).tiles.find((x) => x.workspace_name === 'cached')?.renders ?? 0;
  const before = await renders();
  const url = tileUrl(s, 'cached', { z: STORM_TILE.z, ...tileOf(STORM_TILE.z, STORM_TILE.lon, STORM_TILE.lat) });
  const agent = new http.Agent({ keepAlive: false, maxSockets: STORM });
  const answers = await Promise.all(Array.from({ length: STORM }, () => get(url, agent)));
  const drawn = (await renders()) - before;
  const ok = answers.filter((a) => a.status === 200).length;
  const hits = answers.filter((a) => a.headers['x-tile-cache'] === 'hit').length;
  const times = answers.map((a) => a.ms);
  return {
    row: {
      name: `tile storm  ${STORM} at once`,
      p50: round2(quantile(times, 0.5)),
      p99: round2(quantile(times, 0.99)),
      errors: STORM - ok,
      note: `${drawn} render(s); X-Tile-Cache: ${STORM - hits} miss, ${hits} hit`,
    },
    renders: drawn,
    ok,
  };
}

const rowLine = (r: Row) =>
  `${r.name.padEnd(46)} ${(r.rps === undefined ? '' : r.rps.toFixed(0)).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${(r.cpu === undefined ? '' : r.cpu.toFixed(0)).padStart(11)} ${String(r.errors).padStart(7)}  ${r.note ?? ''}`;

/**
 * Measures the tile figures and prints their rows and targets. Skipped with a message when the
 * machine has no PostgreSQL with PostGIS, or when BENCH_ONLY names other scenarios.
 */
export async function benchTiles(): Promise<void> {
  if (process.env.BENCH_ONLY && !new RegExp(process.env.BENCH_ONLY).test('tiles')) return;
  const t0 = Date.now();
  const fx = await createFixture();
  if (!fx) {
    console.log('\ntiles: skipped, no PostgreSQL with PostGIS on this machine (test/support/postgis-fixture.ts)');
    return;
  }
  const cleanups: Cleanups = [() => fx.drop()];
  try {
    const s = await setUp(fx, cleanups);
    const cached = await cachedTile(s, cleanups);
    const [um, uh, ud] = await uncachedTile(s, fx, cached.stored, cleanups);
    const storm = await tileStorm(s);

    const [mine, ...others] = cached.rows;
    for (const r of others) r.note = `mapgate ${((mine.rps! / r.rps!) * 100).toFixed(0)}% of its req/s`;
    um.note = `p50 x${(um.p50 / ud.p50).toFixed(2)}, p99 x${(um.p99 / ud.p99).toFixed(2)} of the direct statement; p50 x${(um.p50 / uh.p50).toFixed(2)} of node:http + pg`;
    uh.note = `p50 x${(uh.p50 / ud.p50).toFixed(2)} of the direct statement: the floor of any HTTP server in front of it`;
    const { row, col } = tileOf(TILE.z, TILE.lon, TILE.lat);
    console.log(
      `\ntiles (bench/tiles.ts): ${fx.schema}.points, WebMercatorQuad ${TILE.z}/${row}/${col}: ${cached.features} features, ${cached.stored.length} bytes`,
    );
    console.log(
      `cached: autocannon, ${CONNECTIONS} connections, ${SLICES} x ${SLICE_SECONDS} s each, alternating; uncached: ${SAMPLES} requests each, one at a time, in turns of 1 + ${RUN}`,
    );
    if (cached.note) console.log(cached.note);
    console.log(
      `${'scenario'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'µs CPU/req'.padStart(11)} ${'errors'.padStart(7)}`,
    );
    for (const r of [...cached.rows, um, uh, ud, storm.row]) console.log(rowLine(r));

    const nginx = others.find((r) => r.name.endsWith('nginx'));
    const targets: Target[] = [
      {
        name: 'cached tile >= 60% of nginx req/s',
        figure: nginx && `${((mine.rps! / nginx.rps!) * 100).toFixed(0)}%, ${mine.errors} errors`,
        pass: nginx && mine.errors === 0 && mine.rps! >= 0.6 * nginx.rps!,
      },
      {
        name: 'uncached tile p50 <= 1.3x the direct ST_AsMVT statement',
        figure: `${um.p50} ms vs ${ud.p50} ms (x${(um.p50 / ud.p50).toFixed(2)})`,
        pass: um.p50 <= 1.3 * ud.p50,
      },
      {
        name: `tile storm: ${STORM} concurrent requests for one missing tile -> 1 render`,
        figure: `${storm.renders} render(s), ${storm.ok} of ${STORM} answered 200`,
        pass: storm.renders === 1 && storm.ok === STORM,
      },
    ];
    console.log('\ntargets (tiles):');
    for (const t of targets)
      console.log(
        `${t.pass === undefined ? 'n/a ' : t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(68)} ${t.figure ?? 'not measured in this run'}`,
      );
    console.log(`tiles: ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
  } finally {
    for (const c of cleanups.reverse()) await c();
  }
}

if (require.main === module)
  benchTiles().catch((err) => {
    console.error(err);
    process.exit(1);
  });
