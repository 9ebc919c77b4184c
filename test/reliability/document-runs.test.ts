import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import YAML from 'yaml';
import { useSharedDatabase } from '../support/pg-instances';
import { exited, MAPGATE_BIN, runCli, useServeProcesses } from '../support/serve-process';

// Workspace document runs (docs/workspace-documents.md, "Runs") across real `mapgate serve` processes on
// one PostgreSQL, followed by the real CLI: a run queued on an instance that works none is carried out by
// another, the If-Match and plan checks happen in the run, and `--timeout` bounds the CLI's wait. Two
// processes cannot share the embedded database, so this needs TEST_DATABASE_URL.
const admin = process.env.TEST_DATABASE_URL;
const serve = useServeProcesses();

(admin ? describe : describe.skip)('workspace document runs across instances on one PostgreSQL', () => {
  const shared = useSharedDatabase(admin!, 'docruns');
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-docruns-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('an apply queued on an API-only instance fails in the run (412) on the worker when the workspace moved after the plan; the CLI says so, exit 1', async () => {
    const api = await serve(shared.env({ MAPGATE_DOCUMENT_WORKER_ENABLED: 'false' }));
    const headers = { Authorization: `Bearer ${shared.token}`, 'Content-Type': 'application/json' };
    const call = (method: string, p: string, body?: unknown) =>
      fetch(`${api.url}/api/v1${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await call('POST', '/workspaces', { name: 'w' })).status).toBe(201);
    const key = (await (await call('POST', '/workspaces/w/apikeys', { name: 'deploy', role_id: 'admin' })).json()) as {
      key: string;
    };
    const cliEnv = { ...shared.env(), MAPGATE_URL: api.url, MAPGATE_API_KEY: key.key, XDG_CONFIG_HOME: dir };

    // Nobody works runs yet: the CLI waits at most --timeout, then says so (exit 1).
    const late = runCli(['export', 'w', '--timeout', '1'], cliEnv);
    expect(late.status).toBe(1);
    expect(late.stderr).toMatch(/did not end within 1 s \(--timeout\)/);

    const file = path.join(dir, 'w.yaml');
    fs.writeFileSync(
      file,
      YAML.stringify({
        api_version: 'mapgate/v1',
        kind: 'Workspace',
        name: 'w',
        description: 'from git',
        api_keys: [{ name: 'deploy', role_id: 'admin' }],
      }),
    );
    const cli = spawn(process.execPath, [MAPGATE_BIN, 'apply', '-f', file, '--yes'], { env: cliEnv, cwd: dir });
    let out = '';
    cli.stdout.on('data', (d) => (out += d));
    cli.stderr.on('data', (d) => (out += d));
    // Once the CLI queued its apply (planned against the version it saw), the workspace moves on.
    const db = new Client({ connectionString: shared.env().DATABASE_URL });
    await db.connect();
    try {
      for (let i = 0; i < 300; i++) {
        const r = await db.query(`SELECT count(*)::int AS n FROM workspace_document_runs WHERE kind = 'apply'`);
        if (r.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await call('PUT', '/workspaces/w', { description: 'by hand' })).status).toBe(200);
      // A second instance works runs: it takes the queued apply, whose If-Match no longer holds.
      await serve(shared.env());
      expect(await exited(cli)).toBe(1);
      expect(out).toMatch(/the workspace changed since the plan was made; nothing applied, plan again/);
      const run = await db.query(`SELECT status, error, request FROM workspace_document_runs WHERE kind = 'apply'`);
      expect(run.rows).toEqual([
        { status: 'failed', error: expect.objectContaining({ code: 'PRECONDITION_FAILED' }), request: {} },
      ]);
    } finally {
      await db.end();
    }
    expect(((await (await call('GET', '/workspaces/w')).json()) as { description: string }).description).toBe(
      'by hand',
    );

    // Planned again, the same document applies through the worker, and the CLI waits for it.
    const again = runCli(['apply', '-f', file, '--yes'], cliEnv);
    expect(again.stderr).toMatch(/applied 1 change/);
    expect(again.status).toBe(0);
    const exported = runCli(['export', 'w'], cliEnv);
    expect(exported.status).toBe(0);
    expect(YAML.parse(exported.stdout).description).toBe('from git');
  }, 120_000);
});
