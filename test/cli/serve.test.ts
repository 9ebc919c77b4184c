import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exited, useServeProcesses, runCli, sourceEnv } from '../support/serve-process';

// The README's flow on a bare machine: `mapgate serve` on the embedded database, a first token from the
// CLI, SIGTERM. Real processes, run from the TypeScript sources.
let dataDir: string;
const startServe = useServeProcesses();

const env = (extra: Record<string, string> = {}) => sourceEnv(dataDir, { MAPGATE_PORT: '0', ...extra });
const cli = (args: string[], extra?: Record<string, string>) => runCli(args, env(extra));

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Waits until the server's output matches (the banner is written in several steps). */
async function printed(out: () => string, re: RegExp): Promise<string> {
  for (let i = 0; i < 50 && !re.test(out()); i++) await new Promise((r) => setTimeout(r, 100));
  return out();
}

describe('mapgate serve', () => {
  it('refuses an invalid configuration with one line per problem', () => {
    const r = cli(['serve'], { MAPGATE_PORT: 'abc', MAPGATE_REQUIRE_HTTPS: 'maybe' });
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mapgate: MAPGATE_PORT: /),
        expect.stringMatching(/^mapgate: MAPGATE_REQUIRE_HTTPS: /),
      ]),
    );
    expect(lines).toHaveLength(2);
  });

  it('starts on a bare machine, prints where everything is, serves, and exits 0 on SIGTERM', async () => {
    const s = await startServe(env());
    expect(s.out()).toMatch(/GraphQL IDE: +http:\/\/127\.0\.0\.1:\d+\/graphql/);
    expect(s.out()).toMatch(/REST API: +http:\/\/127\.0\.0\.1:\d+\/api\/v1/);
    expect(s.out()).toMatch(/OpenAPI: +http:\/\/127\.0\.0\.1:\d+\/api\/v1\/openapi\.json/);
    // No credential yet: a one-time super-admin key is written under the data directory (first-key.test.ts).
    expect(await printed(s.out, /written to/)).toContain(path.join(dataDir, 'first-admin.key'));
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    const ide = await fetch(`${s.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(ide.status).toBe(200);
    expect(await ide.text()).toMatch(/<html/i);

    // The embedded database belongs to the running server: the CLI must not open it too.
    const busy = cli(['token', 'create', '--role', 'super_admin']);
    expect(busy.status).not.toBe(0);
    expect(busy.stderr).toMatch(/in use by another mapgate process/);

    const done = exited(s.proc);
    s.proc.kill('SIGTERM');
    expect(await done).toBe(0);
  }, 120_000);

  it('a token from `mapgate token create` works against the next start, and rotation revokes it', async () => {
    const made = cli(['token', 'create', '--role', 'super_admin', '--ttl', '1h']);
    expect(made.stderr).toBe(`mapgate: database: embedded PGlite (${dataDir}/pglite)\n`);
    expect(made.status).toBe(0);
    const token = made.stdout.trim();
    expect(token.split('.')).toHaveLength(3);

    let s = await startServe(env());
    const ok = await fetch(`${s.url}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ workspaces: [] });
    let done = exited(s.proc);
    s.proc.kill('SIGTERM');
    expect(await done).toBe(0);

    expect(cli(['signing-key', 'rotate']).status).toBe(0);
    s = await startServe(env());
    expect((await fetch(`${s.url}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
    done = exited(s.proc);
    s.proc.kill('SIGTERM');
    expect(await done).toBe(0);
  });

  // docs/database.md: the bin's first line sets V8's young generation and glibc's trim threshold.
  const linux = fs.existsSync('/proc/self/environ') ? it : it.skip;
  linux(
    'run as a command, it serves with the node flag and the malloc setting of its first line',
    async () => {
      const s = await startServe(env(), { asCommand: true });
      const pid = s.proc.pid!;
      expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--max-semi-space-size=8');
      expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_TRIM_THRESHOLD_=131072');
      expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
      const done = exited(s.proc);
      s.proc.kill('SIGTERM');
      expect(await done).toBe(0);
    },
    120_000,
  );

  // src/cli.ts: start-up's survivors would otherwise grow the young generation to its maximum for good.
  it('listens with a young generation of its initial size, which grows once requests come', async () => {
    const token = cli(['token', 'create', '--role', 'super_admin', '--ttl', '1h']).stdout.trim();
    const s = await startServe(env());
    // prom-client's heap-space gauge, read from loopback (allowed by default).
    const youngMb = async () => {
      const text = await (await fetch(`${s.url}/metrics`)).text();
      return Number(/^mapgate_nodejs_heap_space_size_total_bytes\{space="new"\} (\d+)/m.exec(text)![1]) / 2 ** 20;
    };
    // Held at its initial size from the process's start (bin/mapgate.js, src/cli.ts); it would be at its
    // maximum otherwise (2 x 16 MB here: no first-line flags).
    const idle = await youngMb();
    expect(idle).toBeLessThanOrEqual(8);
    let grown = idle;
    for (let batch = 0; batch < 8 && grown <= idle; batch++) {
      const client = async () => {
        for (let i = 0; i < 50; i++) {
          await (await fetch(`${s.url}/api/v1/workspaces`, { headers: { Authorization: `Bearer ${token}` } })).text();
        }
      };
      await Promise.all(Array.from({ length: 10 }, client));
      grown = await youngMb();
    }
    expect(grown).toBeGreaterThan(idle);
    const done = exited(s.proc);
    s.proc.kill('SIGTERM');
    expect(await done).toBe(0);
  }, 120_000);

  it('`mapgate migrate --status` reports an up-to-date database', () => {
    const r = cli(['migrate', '--status']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/pending: -/);
  });
});
