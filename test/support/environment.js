const http = require('node:http');
const v8 = require('node:v8');
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

// A full collection on demand, without needing `node --expose-gc` on the command line.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

/**
 * Node's fetch (undici) keeps one timer for the life of the process, made on its first request. A timer
 * holds the async context it was made in: made inside a test, it kept that test's whole file (its app,
 * its embedded database) for as long as the worker lived. One request made here, outside any test,
 * makes that timer belong to no test.
 */
let fetchWarm;
function warmFetch() {
  fetchWarm ??= new Promise((resolve) => {
    const server = http.createServer((_req, res) => res.end('ok'));
    server.listen(0, '127.0.0.1', async () => {
      try {
        await (await fetch(`http://127.0.0.1:${server.address().port}/`, { headers: { connection: 'close' } })).text();
      } catch {
        // Only a warm-up.
      }
      server.close(() => resolve());
    });
  });
  return fetchWarm;
}

/**
 * Jest's node environment, plus a full garbage collection before each test file. Nothing of a finished
 * file stays reachable (docs/reliability.md, "Test suite memory"), but its embedded databases'
 * WebAssembly memories (a few hundred MB each) are freed only by a full collection, which V8 otherwise
 * puts off while the JavaScript heap is small.
 */
class MapgateEnvironment extends TestEnvironment {
  async setup() {
    await warmFetch();
    collect();
    await super.setup();
  }
}

module.exports = MapgateEnvironment;
