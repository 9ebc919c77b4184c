const http = require('node:http');
const v8 = require('node:v8');
const vm = require('node:vm');
const fs = require('node:fs');
const { clearTimeout, setInterval, clearInterval } = require('node:timers');
const { TestEnvironment } = require('jest-environment-node');
const workerDatabase = require('./worker-database');

// A full collection on demand, without needing `node --expose-gc` on the command line.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

/**
 * Node's fetch (undici) keeps one timer for the life of the process, made on its first request and
 * refreshed by every later one. A timer holds the async context it was made in, and a refresh of a timer
 * that has already fired takes the context of the refresh: the last fetch of a file (a test, or an app
 * serving it and fetching an OIDC provider) kept that file, its app and its embedded database, until
 * the next fetch in the worker, which could be many files later. One request made here, outside any
 * test and after that timer has fired, leaves it holding no test's context.
 */
function fetchOutsideTests() {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => res.end('ok'));
    server.listen(0, '127.0.0.1', async () => {
      try {
        await (await fetch(`http://127.0.0.1:${server.address().port}/`, { headers: { connection: 'close' } })).text();
      } catch {
        // Only to reset the timer's context.
      }
      server.close(() => resolve());
    });
  });
}

/**
 * Node's fetch keeps its connections open in one process-wide pool (undici's global dispatcher). A
 * socket holds the async context it was opened in: a keep-alive connection a test (or an app serving
 * it, fetching an OIDC provider) opened kept that test's file reachable for as long as the socket
 * lived. Each file leaves with the pool destroyed and a new, empty one in its place.
 */
function freshFetchPool() {
  const key = Symbol.for('undici.globalDispatcher.1');
  const pool = globalThis[key];
  if (!pool || typeof pool.destroy !== 'function') return;
  globalThis[key] = new pool.constructor();
  pool.destroy().catch(() => {});
}

/**
 * Jest's node environment, plus a full garbage collection before each test file. Nothing of a finished
 * file stays reachable (docs/reliability.md, "Test suite memory"), but its embedded databases'
 * WebAssembly memories (a few hundred MB each) are freed only by a full collection, which V8 otherwise
 * puts off while the JavaScript heap is small.
 */
class MapgateEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    // Loaded into a test file's module registry, playwright-core kept that file allocated after it ended
    // (a file that did nothing but import it stayed, full collections and seconds later; a heap snapshot,
    // whose collection goes further, showed no path to it). Loaded here, once per worker, it does not;
    // test/support/playwright.ts hands it to the tests.
    Object.defineProperty(this.global, 'mapgatePlaywright', { get: () => require('playwright-core') });
    // The embedded database's module and the worker's database, lent to one file after another
    // (test/support/worker-database.js, test/support/pglite-module.js).
    Object.defineProperty(this.global, 'mapgatePGliteModule', { get: () => require('@electric-sql/pglite') });
    this.global.mapgateWorkerDatabase = { acquire: workerDatabase.acquire, release: workerDatabase.release };
  }

  /** Whether the running test has failed, for afterEach hooks that print what it left (testFailed()). */
  handleTestEvent(event, state) {
    if (event.name === 'test_start') this.global.mapgateTestFailed = false;
    else if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.mapgateTestFailed = true;
    else if (state?.currentlyRunningTest?.errors.length) this.global.mapgateTestFailed = true;
  }

  async setup() {
    await fetchOutsideTests();
    collect();
    this.memory = watchMemory();
    // Node's HTTP date cache sets a timer of up to a second on a request, in that request's async
    // context: the previous file's last request can keep that file reachable for that long, and
    // undici's timer (above) fires within a second of the previous file's last connection closing. Once
    // both have run, one more request here and one more collection free that file while this one is
    // still starting.
    this.later = setTimeout(
      () =>
        fetchOutsideTests().then(() => {
          collect();
          this.memory?.settled();
        }),
      1100,
    ).unref();
    await super.setup();
  }

  async teardown() {
    clearTimeout(this.later);
    await workerDatabase.reclaim();
    freshFetchPool();
    await super.teardown();
    this.memory?.stop(this.testPath);
  }
}

/**
 * With MAPGATE_TEST_MEMORY_LOG set to a file, one JSON line per test file: the worker's resident memory
 * (MB) when the file started, its peak while the file ran (sampled every 250 ms) and at the end, and
 * the CPU time the worker spent on the file (all its threads: WebAssembly tier-up, GC). `settled` is
 * `process.memoryUsage()` after the collection 1.1 s into the file: what the worker still holds of
 * earlier files shows there (a WebAssembly memory found unreachable is freed only by a later
 * collection, so the file just before may still count).
 */
function watchMemory() {
  const log = process.env.MAPGATE_TEST_MEMORY_LOG;
  if (!log) return undefined;
  const mb = () => Math.round(process.memoryUsage.rss() / 2 ** 20);
  const usage = () =>
    Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 2 ** 20)]));
  const atStart = usage();
  const start = atStart.rss;
  const began = Date.now();
  const cpu = process.cpuUsage();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, mb())), 250).unref();
  let settled;
  return {
    settled() {
      settled = usage();
    },
    stop(file) {
      clearInterval(timer);
      const end = mb();
      const line = {
        file,
        worker: process.env.JEST_WORKER_ID,
        start,
        peak: Math.max(peak, end),
        end,
        ms: Date.now() - began,
        cpuMs: Math.round(Object.values(process.cpuUsage(cpu)).reduce((a, b) => a + b) / 1000),
        // Embedded databases the worker made so far, and why it last replaced one.
        databases: { ...workerDatabase.made },
        atStart,
        settled,
      };
      fs.appendFileSync(log, JSON.stringify(line) + '\n');
    },
  };
}

module.exports = MapgateEnvironment;
