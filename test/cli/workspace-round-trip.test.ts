import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { runCli, sourceEnv, useServeProcesses, type ServeProcess } from '../support/serve-process';
import { scratchDatabase } from '../support/scratch-database';

// Workspace as code between two real `mapgate serve` processes, each with a database of its own
// (docs/workspace-documents.md): one exports a workspace, the other, empty, gets it by `mapgate apply`
// (which creates the workspace), exports it again byte for byte, and a second apply changes nothing.
// On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
const startServe = useServeProcesses();
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-wsrt-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const SLD = fs
  .readFileSync(path.join(__dirname, '../domains/styles/fixtures.ts'), 'utf8')
  .match(/export const SLD_10 = `([^`]*)`/)![1];

const admin = process.env.TEST_DATABASE_URL;
type Db = { url?: string; drop(): Promise<void> };
const databases: Db[] = [];
async function freshDatabase(): Promise<Db> {
  if (!admin) return { url: undefined, drop: async () => {} };
  const db = await scratchDatabase(admin, 'wsrt', { migrated: true });
  databases.push(db);
  return db;
}
afterAll(async () => {
  for (const db of databases) await db.drop();
});

interface Instance {
  serve: ServeProcess;
  key: string;
  dataDir: string;
  db: Db;
}

async function instance(): Promise<Instance> {
  const dataDir = tmp();
  const db = await freshDatabase();
  const serve = await startServe(sourceEnv(dataDir, { MAPGATE_PORT: '0' }, db.url));
  const file = path.join(dataDir, 'first-admin.key');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  return { serve, key: fs.readFileSync(file, 'utf8').trim(), dataDir, db };
}

/** REST on an instance; a kept-alive socket closed while spawnSync blocked is retried once. */
/** One REST call; an export or an apply waits for its run (Prefer: wait), answering as it did in the request. */
async function api(i: Instance, method: string, route: string, body?: unknown, accept = 'application/json') {
  const send = () =>
    fetch(`${i.serve.url}/api/v1${route}`, {
      method,
      headers: { 'X-API-Key': i.key, 'Content-Type': 'application/json', Accept: accept, Prefer: 'wait=30' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return send().catch(send);
}

async function created(i: Instance, route: string, body: unknown, status = 201) {
  const r = await api(i, route.endsWith('ogcapi') || route.endsWith('ogc-tiles') ? 'PUT' : 'POST', route, body);
  if (r.status !== status) throw new Error(`${route}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

describe(`export, then apply to an empty instance (${admin ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('reproduces the workspace byte for byte through the CLI and HTTP; a second apply changes nothing', async () => {
    const [a, b] = [await instance(), await instance()];
    const w = '/workspaces/city';
    await created(a, '/workspaces', { name: 'city', description: 'the city map' });
    await created(a, `${w}/services`, {
      name: 'db',
      type: 'postgis',
      connection_info: { host: '127.0.0.1', port: 1, database: 'gis', user: 'reader', password: 'a-secret-of-a' },
    });
    await created(a, `${w}/styles`, { name: 'plain', format: 'sld_1.0.0', body: SLD, title: 'Plain' });
    await created(a, `${w}/services/db/layers`, { name: 'roads', table: 'public.roads', default_style: 'plain' });
    const group = await created(a, `${w}/layer-groups`, {
      public_id: 'map',
      public: true,
      members: [{ resource: 'roads' }],
    });
    await created(a, `${w}/settings/ogcapi`, { title: 'City features', limit_default: 7 }, 200);
    await created(
      a,
      `${w}/settings/ogc-tiles`,
      { enabled: true, settings: { tile_matrix_sets: ['WorldCRS84Quad'], dataset_map_layer_group_id: group.id } },
      200,
    );
    await created(a, `${w}/claim-mappings`, { claim_name: 'groups', claim_value: 'city-admins', role_id: 'admin' });
    const made = await created(a, `${w}/apikeys`, { name: 'tiles-app', role_id: 'viewer' });

    const home = tmp();
    const envA = sourceEnv(a.dataDir, { XDG_CONFIG_HOME: home }, a.db.url);
    const envB = sourceEnv(b.dataDir, { MAPGATE_URL: b.serve.url, MAPGATE_API_KEY: b.key, PG_PASSWORD: 'b-secret' });
    expect(runCli(['login', a.serve.url, '--api-key', a.key], envA).status).toBe(0);

    // Exported from A: YAML, no secret of any kind.
    const file = path.join(home, 'city.yaml');
    const exported = runCli(['export', 'city', '-f', file], envA);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    for (const secret of ['a-secret-of-a', made.key as string, a.key]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|mgk_/);
    const doc = YAML.parse(text);
    expect(doc.api_keys).toEqual([{ name: 'tiles-app', role_id: 'viewer' }]);
    expect(doc.ogc_tiles.settings.dataset_map_layer_group).toBe('map');

    // B has no workspace "city": the plan creates it (exit 2), and B's password comes from B's environment.
    doc.services[0].connection_info.password = '${env:PG_PASSWORD}';
    const toApply = path.join(home, 'city-b.yaml');
    fs.writeFileSync(toApply, YAML.stringify(doc));
    const planned = runCli(['plan', '-f', toApply], envB);
    expect(planned.stderr).toBe('');
    expect(planned.status).toBe(2);
    expect(planned.stdout).toContain('+ workspace city (create)');
    expect(planned.stdout).toContain('+ api_key tiles-app [viewer] (create)');
    expect(planned.stdout).toContain('Plan: 7 to create, 2 to update, 0 to delete.');
    expect((await api(b, 'GET', w)).status).toBe(404);

    const applied = runCli(['apply', '-f', toApply, '--yes'], envB);
    expect(applied.stderr).toContain('applied 9 changes');
    // The new key's secret was not asked for: not printed, and the operator is told.
    expect(applied.stderr).toContain('1 API key created without showing its secret');
    expect(applied.stdout).not.toMatch(/mgk_/);
    expect(applied.status).toBe(0);

    // Exported from B: the same bytes as from A (CLI and HTTP); B's password is saved, never shown.
    const fromB = runCli(['export', 'city'], envB);
    expect(fromB.status).toBe(0);
    expect(fromB.stdout).toBe(text);
    const httpA = await (await api(a, 'GET', `${w}/export`, undefined, 'application/yaml')).text();
    const httpB = await api(b, 'GET', `${w}/export`, undefined, 'application/yaml');
    expect(await httpB.text()).toBe(httpA);
    const etag = httpB.headers.get('etag');
    const services = (await (await api(b, 'GET', `${w}/services`)).json()) as {
      services: { connection_info: Record<string, unknown> }[];
    };
    expect(services.services[0].connection_info.password_configured).toBe(true);

    // A second apply changes nothing: exit 0, and the workspace keeps its version.
    const again = runCli(['apply', '-f', toApply, '--yes'], envB);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('No changes');
    expect(runCli(['plan', '-f', file], envB).status).toBe(0);
    expect((await api(b, 'GET', `${w}/export`)).headers.get('etag')).toBe(etag);

    // Over HTTP too: A's JSON export applied to B answers no change.
    const json = await (await api(a, 'GET', `${w}/export`)).json();
    const http = await api(b, 'POST', `${w}/apply`, json);
    expect(http.status).toBe(200);
    expect(((await http.json()) as { changes: unknown[] }).changes).toEqual([]);

    // A document B cannot take (an unknown tile matrix set) is an error, exit 1, and nothing of it is applied.
    fs.writeFileSync(toApply, YAML.stringify({ ...doc, description: 'changed', tile_matrix_sets: ['NoSuchSet'] }));
    const refused = runCli(['apply', '-f', toApply, '--yes'], envB);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('NoSuchSet');
    expect((await api(b, 'GET', `${w}/export`)).headers.get('etag')).toBe(etag);
  }, 240_000);
});
