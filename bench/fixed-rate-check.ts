/*
 * A check of bench/fixed-rate.ts against servers whose latency is known:
 *   node -r @swc-node/register bench/fixed-rate-check.ts
 * 1. a server that answers at once: the rate is kept and p99 stays low;
 * 2. a server that answers after 20 ms: p50 is about 20 ms;
 * 3. a server that stalls its event loop once for 200 ms, 50 connections: p99 and max show the stall;
 * 4. the same with 10 connections, against a closed-loop client at the same rate (each connection waits
 *    for its answer before the next request, timed from the actual send): the open loop's p99 shows the
 *    stall, the closed loop's leaves it out;
 * 5. autocannon with `overallRate` against the same stall, printed only (see `autocannonNote`).
 * The server runs in a worker thread, so that its stall does not stop the generator. Exits 1 on a failure.
 */
import { Worker } from 'node:worker_threads';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { fixedRate, latencyHistogram, percentiles, type FixedRateResult } from './fixed-rate';

const RATE = Number(process.env.CHECK_RATE ?? 500);
const SECONDS = 3;
const STALL_MS = 200;

// Plain JavaScript: the worker runs without a TypeScript loader.
const serverCode = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const server = http.createServer((req, res) => {
  req.resume();
  const answer = () => res.end('{"ok":true}');
  if (workerData.delayMs > 0) setTimeout(answer, workerData.delayMs);
  else answer();
});
parentPort.on('message', (m) => {
  if (m.stallMs) {
    const until = Date.now() + m.stallMs;
    while (Date.now() < until);
  }
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;

async function withServer<T>(
  delayMs: number,
  fn: (url: string, stall: (ms: number) => void) => Promise<T>,
): Promise<T> {
  const worker = new Worker(serverCode, { eval: true, workerData: { delayMs } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  try {
    return await fn(`http://127.0.0.1:${port}/`, (ms) => worker.postMessage({ stallMs: ms }));
  } finally {
    await worker.terminate();
  }
}

/**
 * What coordinated omission looks like: `connections` clients, each sending its share of `rate` evenly
 * but only once its previous answer came (a late answer delays the next send), timed from the send.
 */
async function closedLoop(url: string, rate: number, seconds: number, connections = 50) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const h = latencyHistogram();
  const interval = (1000 * connections) / rate;
  const start = performance.now();
  const end = start + seconds * 1000;
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t = performance.now();
      sent++;
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            h.recordValue(Math.max(1, Math.round((performance.now() - t) * 1000)));
            resolve();
          });
        })
        .on('error', () => resolve());
    });
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      for (let next = start + (i * interval) / connections; next < end; next += interval) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await one();
      }
    }),
  );
  agent.destroy();
  const r = { sent, ...percentiles(h) };
  h.destroy();
  return r;
}

/**
 * autocannon 9's `overallRate` gives each connection a budget of rate/connections requests per second,
 * reset by a one-second timer: every connection sends its budget back to back at the start of each
 * second, so the rate is offered as one burst per second. Its correction for coordinated omission
 * passes Math.ceil(1 / rate-per-connection) = 1 (ms) as the expected interval, so every answer that took
 * N ms is recorded with N - 1 made-up samples of 1..N-1 ms.
 */
const autocannonNote = 'one burst per second, each answer of N ms recorded with N-1 made-up samples';

const failures: string[] = [];
function expect(what: string, ok: boolean): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
const show = (r: FixedRateResult) =>
  `sent ${r.sent}, answered ${r.answered}, errors ${r.errors}, unanswered ${r.unanswered}, p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms, max in flight ${r.maxInFlight}, max send lag ${r.maxSendLagMs} ms`;

async function main(): Promise<void> {
  const expected = RATE * SECONDS;
  // The generator's own first run pays for its JIT and its first connections.
  await withServer(0, (url) => fixedRate({ url, rate: RATE, seconds: 1 }));

  console.log(`1. immediate answers, ${RATE}/s for ${SECONDS} s`);
  const quick = await withServer(0, (url) => fixedRate({ url, rate: RATE, seconds: SECONDS }));
  console.log(`  ${show(quick)}`);
  expect(`all ${expected} sent and answered`, quick.sent === expected && quick.answered === expected);
  expect('no errors, none unanswered', quick.errors === 0 && quick.unanswered === 0);
  expect('p99 < 50 ms', quick.p99 < 50);

  console.log(`2. answers after 20 ms, ${RATE}/s for ${SECONDS} s`);
  const slow = await withServer(20, (url) => fixedRate({ url, rate: RATE, seconds: SECONDS }));
  console.log(`  ${show(slow)}`);
  expect('20 ms <= p50 < 40 ms', slow.p50 >= 20 && slow.p50 < 40);
  // 20 ms at RATE/s keeps about RATE/50 requests out at a time.
  expect(`max in flight >= ${Math.floor(RATE / 50)}`, slow.maxInFlight >= Math.floor(RATE / 50));

  console.log(`3. one ${STALL_MS} ms stall of the server's event loop 1 s into ${SECONDS} s at ${RATE}/s`);
  const stalled = await withServer(0, (url, stall) => {
    setTimeout(() => stall(STALL_MS), 1000);
    return fixedRate({ url, rate: RATE, seconds: SECONDS });
  });
  console.log(`  open loop (bench/fixed-rate.ts): ${show(stalled)}`);
  // The requests due during the stall (STALL_MS / 1000 * RATE of them, about 3% of the run) wait up to
  // STALL_MS; their latencies spread from STALL_MS down to 0, so p99 is near the stall's length.
  expect(`max >= ${STALL_MS * 0.9} ms`, stalled.max >= STALL_MS * 0.9);
  expect(`p99 >= ${STALL_MS / 2} ms`, stalled.p99 >= STALL_MS / 2);
  expect('the rate was kept (all sent)', stalled.sent === expected);
  expect(
    `the requests due during the stall were out at once (max in flight >= ${Math.floor((RATE * STALL_MS) / 2000)})`,
    stalled.maxInFlight >= Math.floor((RATE * STALL_MS) / 2000),
  );
  // Coordinated omission: a closed loop has at most one request per connection caught in the stall. With
  // 10 connections that is 10 slow samples of 1,500, under 1%, and its p99 leaves the stall out; the open
  // loop with the same 10 connections still counts every request due during the stall.
  console.log(`4. the same stall, 10 connections`);
  const open10 = await withServer(0, (url, stall) => {
    setTimeout(() => stall(STALL_MS), 1000);
    return fixedRate({ url, rate: RATE, seconds: SECONDS, connections: 10 });
  });
  console.log(`  open loop (bench/fixed-rate.ts): ${show(open10)}`);
  const closed = await withServer(0, async (url, stall) => {
    setTimeout(() => stall(STALL_MS), 1000);
    return closedLoop(url, RATE, SECONDS, 10);
  });
  console.log(
    `  closed loop, timed from the send: sent ${closed.sent}, p50 ${closed.p50} ms, p90 ${closed.p90} ms, p99 ${closed.p99} ms, max ${closed.max} ms`,
  );
  expect(`open loop: p99 >= ${STALL_MS / 2} ms`, open10.p99 >= STALL_MS / 2);
  expect(`closed loop: p99 < ${STALL_MS / 2} ms (the stall left out)`, closed.p99 < STALL_MS / 2);
  console.log('5. the same stall, autocannon overallRate, 50 connections (printed only)');
  const ac = await withServer(0, async (url, stall) => {
    setTimeout(() => stall(STALL_MS), 1000);
    return autocannon({ url, connections: 50, overallRate: RATE, duration: SECONDS });
  });
  console.log(
    `  autocannon (${autocannonNote}): sent ${ac.requests.sent}, p50 ${ac.latency.p50} ms, p90 ${ac.latency.p90} ms, p99 ${ac.latency.p99} ms, max ${ac.latency.max} ms`,
  );

  if (failures.length) {
    console.log(`\n${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('\nall checks passed');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
