import os from 'node:os';
import { spawn, type ChildProcessWithoutNullStreams, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGLITE_DATA_TEMPLATE, SOURCE_BUILD } from './template';
import { testFailed } from './test-failed';

/**
 * The package's bin, as `npx mapgate` runs it, in the run's copy of the package: it runs the sources as
 * they were when the run started, compiled once by global-setup (test/support/template.ts, SOURCE_BUILD).
 */
export const MAPGATE_BIN = path.join(SOURCE_BUILD, 'bin', 'mapgate.js');

/**
 * The environment of a mapgate process run from the run's build of the sources with its data in `dataDir`:
 * nothing inherited points it elsewhere (no DATABASE_URL unless given, not the test run's NODE_OPTIONS).
 * On the embedded database, a `dataDir` without one gets a copy of the run's migrated database (made by
 * global-setup), so that the process does not create and migrate one; what a first start does on an
 * empty directory is tested by test/auth/first-credential.test.ts and .ci/first-run, which do not use this.
 */
export function sourceEnv(
  dataDir: string,
  extra: Record<string, string> = {},
  databaseUrl?: string,
): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    MAPGATE_DATA_DIR: dataDir,
    MAPGATE_LOG_LEVEL: 'warn',
    ...extra,
  };
  delete e.DATABASE_URL;
  delete e.NODE_OPTIONS;
  if (databaseUrl) e.DATABASE_URL = databaseUrl;
  else {
    const own = path.join(dataDir, 'pglite');
    if (!fs.existsSync(own) && fs.existsSync(PGLITE_DATA_TEMPLATE))
      fs.cpSync(PGLITE_DATA_TEMPLATE, own, { recursive: true });
  }
  return e;
}

/** Runs one `mapgate` command to its end, from a directory of its own (no checkout's .env applies). */
export const runCli = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [MAPGATE_BIN, ...args], { env, encoding: 'utf8', timeout: 60000, cwd: os.tmpdir() });

export interface ServeProcess {
  proc: ChildProcessWithoutNullStreams;
  url: string;
  out: () => string;
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export const exited = (proc: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode) resolve(proc.exitCode);
    else proc.once('exit', (code) => resolve(code));
  });

/**
 * Real `mapgate serve` processes for one test file: `serve(env)` starts one and resolves with its base
 * URL once it says where it listens; whatever a test leaves running is SIGKILLed after it.
 */
export function useServeProcesses(): (env: NodeJS.ProcessEnv, opts?: { asCommand?: boolean }) => Promise<ServeProcess> {
  const running = new Set<ChildProcessWithoutNullStreams>();
  // What each process of the running test printed: shown when the test fails (a timeout included).
  let printed: { proc: ChildProcessWithoutNullStreams; out: () => string }[] = [];
  afterEach(async () => {
    if (testFailed())
      for (const { proc, out } of printed)
        console.error(
          `mapgate serve (pid ${proc.pid}, ${proc.exitCode ?? proc.signalCode ?? 'still running'}) printed:\n` +
            out().slice(-4_000),
        );
    printed = [];
    await Promise.all(
      [...running].map((p) => {
        const done = exited(p);
        p.kill('SIGKILL');
        return done;
      }),
    );
  });
  return (env, opts = {}) => {
    // As a command, the bin's first line starts Node (`npx mapgate`, `npm start`); otherwise this Node runs it.
    const proc = opts.asCommand
      ? spawn(MAPGATE_BIN, ['serve'], { env })
      : spawn(process.execPath, [MAPGATE_BIN, 'serve'], { env });
    running.add(proc);
    proc.once('exit', () => running.delete(proc));
    let out = '';
    printed.push({ proc, out: () => out });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${out}`)), 60000);
      proc.stdout.on('data', (d) => {
        out += d;
        const m = /mapgate listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve({ proc, url: m[1], out: () => out });
        }
      });
      proc.stderr.on('data', (d) => {
        out += d;
      });
      proc.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited ${code}:\n${out}`));
      });
    });
  };
}
