import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { MAPGATE_BIN, exited, runCli, sourceEnv, useServeProcesses, type ServeProcess } from '../support/serve-process';
import { scratchDatabase } from '../support/scratch-database';

// Workspace documents through the real CLI against a real `mapgate serve` (docs/workspace-documents.md):
// style bodies kept as files next to the document (`export --styles-dir`, `body_file` read by plan,
// apply and diff), and an apply refused when the workspace moved between the plan it showed and the
// apply (If-Match: 412). On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
const startServe = useServeProcesses();
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-wsf-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const fixtures = fs.readFileSync(path.join(__dirname, '../domains/styles/fixtures.ts'), 'utf8');
const SLD = fixtures.match(/export const SLD_10 = `([^`]*)`/)![1];
const MAPBOX = fixtures.match(/export const MAPBOX = `([^`]*)`/)![1];

const admin = process.env.TEST_DATABASE_URL;
let dropDatabase = async () => {};
afterAll(() => dropDatabase());
async function freshDatabase(): Promise<string | undefined> {
  if (!admin) return undefined;
  const db = await scratchDatabase(admin, 'wsf', { migrated: true });
  dropDatabase = db.drop;
  return db.url;
}

let serve: ServeProcess;
let key: string;
let env: NodeJS.ProcessEnv;
let dataDir: string;
let databaseUrl: string | undefined;

beforeAll(async () => {
  dataDir = tmp();
  databaseUrl = await freshDatabase();
});

/** A `mapgate serve` for this test (what runs is killed after each), on the file's one database. */
async function boot(): Promise<void> {
  const file = path.join(dataDir, 'first-admin.key');
  serve = await startServe(sourceEnv(dataDir, { MAPGATE_PORT: '0' }, databaseUrl));
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  key = fs.readFileSync(file, 'utf8').trim();
  env = sourceEnv(dataDir, { MAPGATE_URL: serve.url, MAPGATE_API_KEY: key, NO_COLOR: '1' }, databaseUrl);
}

/** REST on the instance; a kept-alive socket closed while spawnSync blocked is retried once. */
/** One REST call; an export or an apply waits for its run (Prefer: wait), answering as it did in the request. */
async function api(method: string, route: string, body?: unknown, accept = 'application/json') {
  const send = () =>
    fetch(`${serve.url}/api/v1${route}`, {
      method,
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json', Accept: accept, Prefer: 'wait=30' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return send().catch(send);
}

async function made(route: string, body: unknown) {
  const r = await api('POST', route, body);
  if (r.status !== 201) throw new Error(`${route}: ${r.status} ${await r.text()}`);
}

describe(`workspace documents through the CLI (${admin ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('keeps style bodies as files next to the document: export --styles-dir, then plan, apply, diff read them', async () => {
    await boot();
    const w = '/workspaces/city';
    await made('/workspaces', { name: 'city' });
    await made(`${w}/styles`, { name: 'plain', format: 'sld_1.0.0', body: SLD, title: 'Plain' });
    await made(`${w}/styles`, { name: 'night', format: 'mapbox', body: MAPBOX });
    const inline = await (await api('GET', `${w}/export`, undefined, 'application/yaml')).text();

    const repo = tmp();
    const file = path.join(repo, 'city.yaml');
    const exported = runCli(['export', 'city', '-f', file, '--styles-dir', path.join(repo, 'styles')], env);
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    const doc = YAML.parse(text);
    expect(doc.styles).toEqual([
      { name: 'night', format: 'mapbox', body_file: 'styles/night.json' },
      { name: 'plain', format: 'sld_1.0.0', title: 'Plain', body_file: 'styles/plain.sld' },
    ]);
    expect(text).not.toContain('body:');
    // The files hold the bodies byte for byte; the rest of the document is the export's.
    expect(fs.readFileSync(path.join(repo, 'styles/plain.sld'), 'utf8')).toBe(SLD);
    expect(fs.readFileSync(path.join(repo, 'styles/night.json'), 'utf8')).toBe(MAPBOX);
    expect(YAML.stringify({ ...doc, styles: YAML.parse(inline).styles })).toBe(inline);

    // Read relative to the document, not to the working directory (runCli runs elsewhere): nothing to change.
    const same = runCli(['plan', '-f', file], env);
    expect(same.stderr).toBe('');
    expect(same.stdout).toContain('No changes');
    expect(same.status).toBe(0);
    expect(runCli(['diff', '-f', file], env).status).toBe(0);

    // A changed file is a change of the style's body.
    const green = SLD.replace('#FF0000', '#00AA00');
    expect(green).not.toBe(SLD);
    fs.writeFileSync(path.join(repo, 'styles/plain.sld'), green);
    const planned = runCli(['plan', '-f', file], env);
    expect(planned.status).toBe(2);
    expect(planned.stdout).toContain('~ style plain\n    body: changed');
    const applied = runCli(['apply', '-f', file, '--yes'], env);
    expect(applied.stderr).toContain('applied 1 change');
    expect(applied.status).toBe(0);
    const saved = (await (await api('GET', `${w}/styles/plain`)).json()) as { body: string };
    expect(saved.body).toBe(green);

    // The same document makes another workspace: exported inline, it is city but for its name.
    const copied = runCli(['apply', '-f', file, '-w', 'copy', '--yes'], env);
    expect(copied.status).toBe(0);
    const cityNow = await (await api('GET', `${w}/export`, undefined, 'application/yaml')).text();
    const copy = await (await api('GET', '/workspaces/copy/export', undefined, 'application/yaml')).text();
    expect(copy).toBe(cityNow.replace('name: city', 'name: copy'));

    // JSON too, with the styles in a directory below the working one when no file is given.
    const bodies = `mapgate-wsf-bodies-${process.pid}`;
    dirs.push(path.join(os.tmpdir(), bodies));
    const json = runCli(['export', 'city', '--output', 'json', '--styles-dir', bodies], env);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).styles.map((s: { body_file: string }) => s.body_file)).toEqual([
      `${bodies}/night.json`,
      `${bodies}/plain.sld`,
    ]);
    expect(fs.readFileSync(path.join(os.tmpdir(), bodies, 'plain.sld'), 'utf8')).toBe(green);

    // A file that is not there: exit 1 naming the reference and the path; nothing sent.
    fs.writeFileSync(file, text.replace('styles/plain.sld', 'styles/gone.sld'));
    for (const command of ['plan', 'apply', 'diff']) {
      const missing = runCli([command, '-f', file, '--yes'].slice(0, command === 'apply' ? 4 : 3), env);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain(`styles[1].body_file: cannot read ${path.join(repo, 'styles/gone.sld')}`);
    }
    // Nor can a document make the CLI send a file from outside its directory.
    fs.writeFileSync(file, text.replace('styles/plain.sld', '../../etc/passwd'));
    const outside = runCli(['plan', '-f', file], env);
    expect(outside.status).toBe(1);
    expect(outside.stderr).toContain("styles[1].body_file: ../../etc/passwd is not inside the document's directory");
    expect(runCli(['export', 'city', '-f', file, '--styles-dir', os.tmpdir()], env).stderr).toMatch(
      /--styles-dir .* must be inside the document's directory/,
    );

    // The server never reads a file: a reference sent as is is a 400 naming it, with every other problem.
    const sent = await api('POST', `${w}/plan`, { ...doc, layers: [{ name: 'x', service: 'none' }] });
    expect(sent.status).toBe(400);
    const detail = ((await sent.json()) as { detail: string }).detail;
    expect(detail).toContain('styles[0].body_file: a file reference must be read by the client');
    expect(detail).toContain('layers[0].service');
    const bodiless = await api('POST', `${w}/plan`, { ...doc, styles: [{ name: 'p', format: 'css' }] });
    expect(((await bodiless.json()) as { detail: string }).detail).toContain('styles[0].body: is required');
  }, 240_000);

  it('refuses an apply when the workspace changed after the plan it showed (If-Match, 412): exit 1, nothing applied', async () => {
    await boot();
    const w = '/workspaces/town';
    await made('/workspaces', { name: 'town', description: 'before' });
    const repo = tmp();
    const file = path.join(repo, 'town.yaml');
    expect(runCli(['export', 'town', '-f', file], env).status).toBe(0);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('description: before', 'description: from git'));

    // `mapgate apply` on a terminal (script(1) gives it one) shows the plan and asks; while it waits,
    // someone else changes the workspace (`meanwhile`); then the operator says yes. Answers the exit
    // code and everything the terminal showed.
    async function applyOnTerminal(args: string[], meanwhile: () => Promise<void>) {
      const cmd = [process.execPath, MAPGATE_BIN, 'apply', '-f', file, ...args].map((a) => `'${a}'`).join(' ');
      const proc = spawn('script', ['-qec', cmd, '/dev/null'], { env, cwd: repo });
      let out = '';
      proc.stdout.on('data', (d) => (out += d));
      proc.stderr.on('data', (d) => (out += d));
      const code = exited(proc);
      for (let i = 0; i < 600 && !out.includes('Apply these changes?') && proc.exitCode === null; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(out).toContain('Apply these changes? [y/N]');
      await meanwhile();
      proc.stdin.write('y\n');
      return { code: await code, out };
    }

    // The workspace itself changed: its version moved (If-Match).
    const first = await applyOnTerminal([], async () => {
      expect((await api('PUT', w, { description: 'changed by hand' })).status).toBe(200);
    });
    expect(first.out).toContain('~ workspace town');
    expect(first.code).toBe(1);
    expect(first.out).toContain('the workspace changed since the plan was made; nothing applied, plan again');
    expect(first.out).not.toMatch(/applied \d+ change/);
    const ws = (await (await api('GET', w)).json()) as { description: string };
    expect(ws.description).toBe('changed by hand');

    // Planned again, the same document applies (the plan now shows the change made by hand).
    const again = runCli(['apply', '-f', file, '--yes'], env);
    expect(again.stdout).toContain('description: "changed by hand" -> "from git"');
    expect(again.status).toBe(0);

    // A style made by its own route leaves the workspace's version alone; the plan shown (no delete)
    // would no longer be the apply's (a prune would delete it): refused too, the style kept.
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('description: from git', 'description: pruned'));
    const second = await applyOnTerminal(['--prune'], async () => {
      await made(`${w}/styles`, { name: 'byhand', format: 'sld_1.0.0', body: SLD });
    });
    expect(second.out).not.toContain('byhand');
    expect(second.code).toBe(1);
    expect(second.out).toContain('the workspace changed since the plan was made; nothing applied, plan again');
    expect((await api('GET', `${w}/styles/byhand`)).status).toBe(200);
    expect(((await (await api('GET', w)).json()) as { description: string }).description).toBe('from git');
  }, 120_000);
});
