import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { runCli, sourceEnv, useServeProcesses } from '../support/serve-process';

// Workspace as code through the real CLI against a real `mapgate serve` on the embedded database
// (docs/workspace-documents.md): login, get, export, plan, apply, diff, their exit codes, while serving.
const startServe = useServeProcesses();
let dataDir: string;
let home: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-wsc-'));
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-wsc-home-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(home, { recursive: true, force: true });
});

async function firstKey(): Promise<string> {
  const file = path.join(dataDir, 'first-admin.key');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  return fs.readFileSync(file, 'utf8').trim();
}

const SLD = fs
  .readFileSync(path.join(__dirname, '../domains/styles/fixtures.ts'), 'utf8')
  .match(/export const SLD_10 = `([^`]*)`/)![1];

describe('mapgate login / get / export / plan / apply / diff against a running server', () => {
  it('round trips a workspace, with exit codes scripts can rely on', async () => {
    const s = await startServe(sourceEnv(dataDir, { MAPGATE_PORT: '0' }));
    const key = await firstKey();
    const env = sourceEnv(dataDir, { XDG_CONFIG_HOME: home, PG_PASSWORD: 'from-the-environment' });
    const cli = (args: string[], extra: Record<string, string> = {}) => runCli(args, { ...env, ...extra });
    // spawnSync blocks this process for seconds: a kept-alive socket the server has closed meanwhile is
    // retried once on a new one.
    const api = async (method: string, route: string, body?: unknown): Promise<Response> => {
      const send = () =>
        fetch(`${s.url}/api/v1${route}`, {
          method,
          headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      return send().catch(send);
    };

    // No server known yet: a clear error, exit 1.
    const none = cli(['get', 'workspaces']);
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/mapgate login/);

    const login = cli(['login', s.url, '--api-key', key]);
    expect(login.stderr).toMatch(/logged in/);
    expect(login.status).toBe(0);
    const stored = path.join(home, 'mapgate', 'credentials.json');
    expect(fs.statSync(stored).mode & 0o777).toBe(0o600);
    expect(login.stdout + login.stderr).not.toContain(key);

    // A workspace made through the API while the embedded server runs.
    expect((await api('POST', '/workspaces', { name: 'staging', description: 'stage' })).status).toBe(201);
    expect((await api('POST', '/workspaces', { name: 'production' })).status).toBe(201);
    expect(
      (
        await api('POST', '/workspaces/staging/services', {
          name: 'db',
          type: 'postgis',
          connection_info: { host: '127.0.0.1', port: 1, database: 'gis', user: 'reader', password: 'staging-secret' },
        })
      ).status,
    ).toBe(201);
    expect(
      (await api('POST', '/workspaces/staging/styles', { name: 'plain', format: 'sld_1.0.0', body: SLD })).status,
    ).toBe(201);
    expect(
      (await api('POST', '/workspaces/staging/services/db/layers', { name: 'roads', default_style: 'plain' })).status,
    ).toBe(201);
    expect(
      (await api('POST', '/workspaces/staging/layer-groups', { public_id: 'map', members: [{ resource: 'roads' }] }))
        .status,
    ).toBe(201);

    const got = cli(['get', 'workspaces', '--output', 'json']);
    expect(got.status).toBe(0);
    expect(JSON.parse(got.stdout).map((w: { name: string }) => w.name)).toEqual(['production', 'staging']);
    const tableOut = cli(['get', 'layers', '-w', 'staging']);
    expect(tableOut.stdout).toMatch(/^NAME\s+SERVICE\s+TABLE\s+DEFAULT_STYLE\nroads\s+db\s+plain/);

    const exported = cli(['export', 'staging']);
    expect(exported.status).toBe(0);
    expect(exported.stdout).not.toContain('staging-secret');
    expect(exported.stdout).not.toMatch(/password/);
    const doc = YAML.parse(exported.stdout);
    expect(doc.layers).toEqual([{ name: 'roads', service: 'db', default_style: 'plain' }]);

    // The password of production comes from the environment of the CLI, never from the file.
    doc.services[0].connection_info.password = '${env:PG_PASSWORD}';
    const file = path.join(home, 'production.yaml');
    fs.writeFileSync(file, YAML.stringify(doc));

    const planned = cli(['plan', '-f', file, '-w', 'production']);
    expect(planned.stderr).toBe('');
    expect(planned.status).toBe(2);
    expect(planned.stdout).toContain('+ service db (create)');
    expect(planned.stdout).toContain('Plan: 4 to create, 1 to update, 0 to delete.');
    expect(planned.stdout).not.toContain('from-the-environment');

    const missing = runCli(['plan', '-f', file, '-w', 'production'], {
      ...env,
      PG_PASSWORD: undefined,
    } as NodeJS.ProcessEnv);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/PG_PASSWORD is not set/);

    // Without a terminal and without --yes nothing is applied.
    const refused = cli(['apply', '-f', file, '-w', 'production']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/--yes/);
    expect(cli(['plan', '-f', file, '-w', 'production']).status).toBe(2);

    const applied = cli(['apply', '-f', file, '-w', 'production', '--yes']);
    expect(applied.stderr).toContain('applied 5 changes');
    expect(applied.status).toBe(0);
    const again = cli(['plan', '-f', file, '-w', 'production', '--output', 'json']);
    expect(again.status).toBe(0);
    expect(JSON.parse(again.stdout).changes).toEqual([]);

    // Exported again, production is staging but for its name; the password came from the environment.
    const prod = cli(['export', 'production']);
    expect(prod.stdout).toBe(exported.stdout.replace('name: staging', 'name: production'));
    const services = (await (await api('GET', '/workspaces/production/services')).json()) as {
      services: { connection_info: Record<string, unknown> }[];
    };
    expect(services.services[0].connection_info.password_configured).toBe(true);

    // JSON out, MAPGATE_URL + MAPGATE_API_KEY instead of the stored login.
    const jsonExport = runCli(['export', 'production', '--output', 'json'], {
      ...sourceEnv(dataDir, { XDG_CONFIG_HOME: path.join(home, 'nowhere'), MAPGATE_URL: s.url, MAPGATE_API_KEY: key }),
    });
    expect(jsonExport.status).toBe(0);
    expect(JSON.parse(jsonExport.stdout).name).toBe('production');

    // Something made by hand in production: diff shows its delete, apply keeps it without --prune.
    expect(
      (await api('POST', '/workspaces/production/styles', { name: 'handmade', format: 'sld_1.0.0', body: SLD })).status,
    ).toBe(201);
    const diff = cli(['diff', '-f', file, '-w', 'production']);
    expect(diff.status).toBe(2);
    expect(diff.stdout).toContain('- style handmade (delete)');
    const kept = cli(['plan', '-f', file, '-w', 'production']);
    expect(kept.status).toBe(0);
    expect(kept.stdout).toContain('style handmade is not in the document');
    const pruned = cli(['apply', '-f', file, '-w', 'production', '--prune', '--yes', '--output', 'json']);
    expect(pruned.status).toBe(0);
    expect(JSON.parse(pruned.stdout).changes).toEqual([
      { action: 'delete', kind: 'style', name: 'handmade', fields: null },
    ]);
    expect(cli(['diff', '-f', file, '-w', 'production']).status).toBe(0);

    // A bad document: exit 1 with every problem.
    fs.writeFileSync(file, YAML.stringify({ ...doc, layers: [{ name: 'x', service: 'nowhere' }], services: [] }));
    const bad = cli(['plan', '-f', file, '-w', 'production']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('layers[0].service');

    // The operator's commands still say they open the database.
    expect(cli(['--help']).stdout).toMatch(/apikey .*opens the database directly/);
  }, 180_000);
});
