import { monitorEventLoopDelay, PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { Gauge, Histogram, type Registry } from 'prom-client';

/**
 * prom-client's default metrics whose collection starts nothing: each only reads the process when scraped.
 * (`collectDefaultMetrics` also starts an event-loop-delay monitor and a GC observer that nothing can
 * stop; those two are below, with a stop.)
 */
const READ_ON_SCRAPE = [
  'processCpuTotal',
  'processStartTime',
  'osMemoryHeap',
  'processOpenFileDescriptors',
  'processMaxFileDescriptors',
  'processResources',
  'processHandles',
  'processRequests',
  'heapSizeAndUsed',
  'heapSpacesSizeAndUsed',
  'version',
] as const;

type DefaultMetric = (registry: Registry, config: { prefix: string }) => void;

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/**
 * The process metrics of prom-client's `collectDefaultMetrics`, under the same names, with a `stop()`
 * that ends the event-loop monitor and the GC observer. Left running, those two keep the instance that
 * started them reachable for the life of the process: harmless for one `mapgate serve`, but every test
 * file builds apps in one Jest worker, and each app left behind held its whole module graph and its
 * embedded database (docs/reliability.md, "Test suite memory").
 */
export function processMetrics(registry: Registry, prefix: string): { stop(): void } {
  for (const name of READ_ON_SCRAPE) {
    // prom-client publishes these modules (no "exports" map) but not their types.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(`prom-client/lib/metrics/${name}`) as DefaultMetric)(registry, { prefix });
  }

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const gauge = (suffix: string, help: string) =>
    new Gauge({ name: `${prefix}nodejs_eventloop_lag${suffix}_seconds`, help, registers: [registry] });
  const lagMin = gauge('_min', 'The minimum recorded event loop delay.');
  const lagMax = gauge('_max', 'The maximum recorded event loop delay.');
  const lagMean = gauge('_mean', 'The mean of the recorded event loop delays.');
  const lagStddev = gauge('_stddev', 'The standard deviation of the recorded event loop delays.');
  const lagP50 = gauge('_p50', 'The 50th percentile of the recorded event loop delays.');
  const lagP90 = gauge('_p90', 'The 90th percentile of the recorded event loop delays.');
  const lagP99 = gauge('_p99', 'The 99th percentile of the recorded event loop delays.');
  const lag: Gauge = new Gauge({
    name: `${prefix}nodejs_eventloop_lag_seconds`,
    help: 'Lag of event loop in seconds.',
    registers: [registry],
    // As prom-client does: this scrape starts a measurement the next one reports; the others read the monitor.
    collect() {
      const start = process.hrtime.bigint();
      setImmediate(() => lag.set(Number(process.hrtime.bigint() - start) / 1e9));
      lagMin.set(delay.min / 1e9);
      lagMax.set(delay.max / 1e9);
      lagMean.set(delay.mean / 1e9);
      lagStddev.set(delay.stddev / 1e9);
      lagP50.set(delay.percentile(50) / 1e9);
      lagP90.set(delay.percentile(90) / 1e9);
      lagP99.set(delay.percentile(99) / 1e9);
      delay.reset();
    },
  });

  const gc = new Histogram({
    name: `${prefix}nodejs_gc_duration_seconds`,
    help: 'Garbage collection duration by kind, one of major, minor, incremental or weakcb.',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.01, 0.1, 1, 2, 5],
    registers: [registry],
  });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      gc.observe({ kind: GC_KINDS[entry.detail?.kind ?? -1] ?? 'unknown' }, entry.duration / 1000);
    }
  });
  observer.observe({ entryTypes: ['gc'] });

  return {
    stop() {
      observer.disconnect();
      delay.disable();
      forgetAsyncContext(delay);
    },
  };
}

/**
 * A disabled event-loop monitor still lives as long as the process: Node keeps its native handle in a
 * cleanup queue, and that handle holds the async context (`AsyncLocalStorage` stores) it was made in.
 * Made inside a test, that context reaches the test's closures, so the whole app and its embedded
 * database. Dropping the stores from the handle once it is stopped lets them go.
 */
function forgetAsyncContext(monitor: object): void {
  for (const key of Object.getOwnPropertySymbols(monitor)) {
    const handle: unknown = (monitor as Record<symbol, unknown>)[key];
    if (!handle || typeof handle !== 'object') continue;
    for (const store of Object.getOwnPropertySymbols(handle))
      if (store.description === 'kResourceStore') delete (handle as Record<symbol, unknown>)[store];
  }
}
