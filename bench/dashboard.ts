/*
 * The `dashboard` scenario of `npm run bench`: the screen of an admin UI that shows every workspace
 * with its services and their layers (default styles by name and format), its layer groups with their
 * members, its running tile jobs and its API keys with their roles. Read once as the one GraphQL
 * dashboard query (src/domains/graph/dashboard.graphql), once as the REST calls a legacy client needs
 * for the same screen; both measured as whole screens per second.
 */
import fs from 'node:fs';
import path from 'node:path';

/** How many workspaces the screen shows, and the prefix that tells them from the rest of the catalog. */
export const DASH_WORKSPACES = 20;
const PREFIX = 'dash';
/** Screens read at once, and the requests one REST screen keeps in flight (a browser's per-origin limit). */
const CLIENTS = 4;
const REST_PARALLEL = 6;

const PG_INFO = { host: 'db.example.test', port: 5432, database: 'gis', user: 'mapgate', password: 'bench-pw' };
const CSS = "* { stroke: #888888; stroke-width: 1; }\n[type = 'highway'] { stroke: #ff0000; }\n";

type Json = (url: string, init?: RequestInit & { token?: string }) => Promise<unknown>;

/** A GraphQL or REST answer as the bench walks it: fields holding objects or connections' `nodes`. */
export interface Screen {
  [field: string]: Screen & { nodes: Screen[] } & Screen[];
}
type Pool = <T, R>(items: T[], n: number, fn: (t: T) => Promise<R>) => Promise<R[]>;

/** Seeds the screen's workspaces through REST: a style, two services of two layers, a group, a key each. */
export async function seedDashboard(api: string, su: string, json: Json, pool: Pool): Promise<void> {
  const post = (p: string, body: unknown) =>
    json(`${api}${p}`, { method: 'POST', token: su, body: JSON.stringify(body) });
  await pool(
    Array.from({ length: DASH_WORKSPACES }, (_, i) => `${PREFIX}${String(i).padStart(2, '0')}`),
    5,
    async (name) => {
      await post('/workspaces', { name });
      await post(`/workspaces/${name}/styles`, { name: 'dark', format: 'css', body: CSS });
      for (const s of ['pg', 'files']) {
        await post(`/workspaces/${name}/services`, { name: s, type: 'postgis', connection_info: PG_INFO });
        await post(`/workspaces/${name}/services/${s}/layers`, { name: `${s}_roads`, default_style: 'dark' });
        await post(`/workspaces/${name}/services/${s}/layers`, { name: `${s}_rivers` });
      }
      await post(`/workspaces/${name}/layer-groups`, {
        public_id: 'base',
        members: [{ resource: 'pg_roads' }, { resource: 'files_rivers', opacity: 0.5 }],
      });
      await post(`/workspaces/${name}/apikeys`, { name: 'ci', role_id: 'editor' });
    },
  );
}

const DASHBOARD = fs
  .readFileSync(path.join(__dirname, '../src/domains/graph/dashboard.graphql'), 'utf8')
  .replace('workspacesConnection {', `workspacesConnection(filter: { nameContains: "${PREFIX}" }) {`);

/** The dashboard query over the screen's workspaces, as mapgate runs it. */
export const DASHBOARD_QUERY = DASHBOARD;

/**
 * The same screen as PostGraphile 4 spells it over the same tables (bench/postgraphile.ts): the 20
 * workspaces (the screen's names sort first), services -> layers -> default style, layer groups ->
 * members (layer or group, style), running jobs, API keys with their roles. PostGraphile has no
 * aggregate for a job's per-zoom progress, so its jobs come without it (the seeded screen has none).
 */
export const POSTGRAPHILE_DASHBOARD = `{
  allWorkspaces(orderBy: NAME_ASC, first: ${DASH_WORKSPACES}) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id name
      servicesByWorkspaceId(first: 50) {
        totalCount
        nodes {
          id name type enabled
          layersByServiceId(first: 50) { nodes { id name title styleByDefaultStyleId { id name format } } }
        }
      }
      layerGroupsByWorkspaceId(first: 50) {
        nodes {
          id publicId enabled
          layerGroupMembersByGroupId(orderBy: POSITION_ASC) {
            nodes {
              opacity
              layerByLayerId { id name }
              layerGroupByMemberGroupId { id publicId }
              styleByStyleId { id name }
            }
          }
        }
      }
      tileCacheJobsByWorkspaceId(condition: { status: "running" }, first: 50) {
        nodes { id status totalTiles processedTiles }
      }
      apiKeysByWorkspaceId(first: 50) { nodes { id name keyPrefix revokedAt roleByRoleId { id name } } }
    }
  }
}`;

/** One screen as GraphQL: one request. Answers the number of layers it shows (a check that it is whole). */
async function graphqlScreen(url: string, token: string): Promise<number> {
  const r = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: DASHBOARD }),
  });
  const body = (await r.json()) as { data?: Screen; errors?: unknown[] };
  if (!r.ok || body.errors) throw new Error(`dashboard query: ${r.status} ${JSON.stringify(body.errors)}`);
  const ws = body.data!.workspacesConnection.nodes;
  return ws.reduce((n, w) => n + w.services.nodes.reduce((m, s) => m + s.layers.nodes.length, 0), 0);
}

/**
 * One screen as a legacy REST client reads it: the workspaces, then for each its services, styles (for
 * the default styles' formats), layer groups, jobs and keys, then each service's layers, and the roles
 * for the keys' role names; at most REST_PARALLEL requests in flight. Answers the layers shown.
 */
async function restScreen(url: string, token: string, counter: { requests: number }): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async (p: string) => {
    counter.requests++;
    const r = await fetch(`${url}/api/v1${p}`, { headers });
    if (!r.ok) throw new Error(`GET ${p}: ${r.status}`);
    return (await r.json()) as Record<string, unknown[]>;
  };
  const inFlight = async <T, R>(items: T[], fn: (t: T) => Promise<R>): Promise<R[]> => {
    const out: R[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(REST_PARALLEL, items.length) }, worker));
    return out;
  };
  const [{ workspaces }, { roles }] = await Promise.all([get('/workspaces'), get('/roles')]);
  const mine = (workspaces as { id: string; name: string }[]).filter((w) => w.name.startsWith(PREFIX));
  const lists = ['services', 'styles', 'layer-groups', 'tile-cache/jobs', 'apikeys'];
  const perWs = await inFlight(
    mine.flatMap((w) => lists.map((l) => ({ w, l }))),
    ({ w, l }) => get(`/workspaces/${w.id}/${l}`),
  );
  const services = mine.flatMap((w, i) =>
    (perWs[i * lists.length].services as { name: string }[]).map((s) => ({ w, s })),
  );
  const layers = await inFlight(services, ({ w, s }) => get(`/workspaces/${w.id}/services/${s.name}/layers`));
  void roles;
  return layers.reduce((n, l) => n + l.layers.length, 0);
}

/** Screens per second of `screen` run by CLIENTS clients for `seconds`. */
async function screensPerSecond(
  seconds: number,
  screen: () => Promise<number>,
): Promise<{ rate: number; screens: number }> {
  const until = Date.now() + seconds * 1000;
  const t0 = Date.now();
  let screens = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        await screen();
        screens++;
      }
    }),
  );
  return { rate: screens / ((Date.now() - t0) / 1000), screens };
}

/**
 * Measures both ways of reading the screen in alternating slices (as the other scenarios alternate
 * with the baseline) and prints screens/s, requests per screen and the ratio.
 */
export async function benchDashboard(
  url: string,
  token: string,
  seconds: number,
  slices: number,
): Promise<{ ratio: number }> {
  const counter = { requests: 0 };
  const [gLayers, rLayers] = [await graphqlScreen(url, token), await restScreen(url, token, counter)];
  if (gLayers !== rLayers || gLayers !== DASH_WORKSPACES * 4) {
    throw new Error(`the two screens differ: GraphQL shows ${gLayers} layers, REST ${rLayers}`);
  }
  const perScreen = counter.requests;
  // Warm-up of both paths, then the measured slices.
  await screensPerSecond(1, () => graphqlScreen(url, token));
  await screensPerSecond(1, () => restScreen(url, token, counter));
  let g = 0;
  let r = 0;
  let gs = 0;
  let rs = 0;
  for (let i = 0; i < slices; i++) {
    const a = await screensPerSecond(seconds / slices, () => graphqlScreen(url, token));
    const b = await screensPerSecond(seconds / slices, () => restScreen(url, token, counter));
    g += a.screens;
    r += b.screens;
    gs += a.rate ? a.screens / a.rate : 0;
    rs += b.rate ? b.screens / b.rate : 0;
  }
  const gRate = g / gs;
  const rRate = r / rs;
  console.log(
    `\ndashboard (${DASH_WORKSPACES} workspaces, ${CLIENTS} clients, ${seconds} s each way):\n` +
      `  GraphQL  1 request/screen        ${gRate.toFixed(1).padStart(8)} screens/s\n` +
      `  REST   ${String(perScreen).padStart(3)} requests/screen       ${rRate.toFixed(1).padStart(8)} screens/s` +
      ` (${(rRate * perScreen).toFixed(0)} req/s)\n` +
      `  GraphQL / REST: x${(gRate / rRate).toFixed(1)} screens per second (target >= x5)`,
  );
  return { ratio: gRate / rRate };
}
