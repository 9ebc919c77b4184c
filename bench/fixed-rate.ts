/*
 * An open-loop load generator for `npm run bench`'s fixed-rate step (the wrk2 way): requests are sent on
 * a schedule of a constant rate, whether or not earlier ones were answered, and each request's latency
 * runs from the moment the schedule meant to send it, not from when it went out.
 *
 * autocannon's `overallRate` is closed-loop per connection: a connection sends its next request only
 * after the previous answer, so a server that stalls for 200 ms is simply sent fewer requests during the
 * stall, and the few that were in flight are the only ones that show it ("coordinated omission"). Here
 * the requests due during a stall wait for a socket (or in the server's queue) and are counted with
 * that wait, as a client sending at that rate would see them.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import * as hdr from 'hdr-histogram-js';

export interface FixedRateOptions {
  /** Full URL of the request (http only). */
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second offered. */
  rate: number;
  seconds: number;
  /** Keep-alive connections (the agent's maxSockets): a request due when all are busy waits for one. */
  connections?: number;
  /**
   * How long to wait after the last scheduled send for the answers still out; those that have not come
   * by then are `unanswered`, and are recorded at their age at that moment (a lower bound).
   */
  drainMs?: number;
  /** Adds this run's latencies to a histogram of the caller's (µs), e.g. one for several slices. */
  into?: hdr.Histogram;
}

export interface FixedRateResult {
  rate: number;
  seconds: number;
  /** Requests the schedule sent. */
  sent: number;
  /** Answers received (any status). */
  answered: number;
  /** Non-2xx answers and socket errors. */
  errors: number;
  /** Still without an answer `drainMs` after the last send. */
  unanswered: number;
  /** Latency from intended send time to the end of the answer, ms. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Most requests sent and not yet answered at one time (including those waiting for a socket). */
  maxInFlight: number;
  /**
   * How late the generator itself sent a request, at worst (ms): its own event loop pausing (its GC,
   * the machine's other load). Latencies below this cannot be told apart from the generator's delay.
   */
  maxSendLagMs: number;
}

/** A latency histogram in µs, 1 µs to 10 min at 3 significant digits (hdr-histogram-js, as autocannon). */
export const latencyHistogram = (): hdr.Histogram =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });

/** p50/p90/p99/max of a histogram of µs, in ms with 0.1 ms resolution. */
export function percentiles(h: hdr.Histogram): { p50: number; p90: number; p99: number; max: number } {
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    p50: ms(h.getValueAtPercentile(50)),
    p90: ms(h.getValueAtPercentile(90)),
    p99: ms(h.getValueAtPercentile(99)),
    max: ms(h.maxValue),
  };
}

export async function fixedRate(o: FixedRateOptions): Promise<FixedRateResult> {
  const url = new URL(o.url);
  const connections = o.connections ?? 50;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const body = o.body === undefined ? undefined : Buffer.from(o.body);
  const headers: Record<string, string | number> = { ...o.headers };
  if (body) headers['content-length'] = body.length;
  const total = Math.max(1, Math.round(o.rate * o.seconds));
  const interval = 1000 / o.rate;
  const own = latencyHistogram();
  let sent = 0;
  let answered = 0;
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let maxSendLagMs = 0;
  /** Intended send times of the requests still out, by sequence number. */
  const out = new Map<number, number>();
  let onIdle: (() => void) | undefined;

  const record = (intended: number, now: number) => {
    const us = Math.max(1, Math.round((now - intended) * 1000));
    own.recordValue(us);
    o.into?.recordValue(us);
  };
  const done = (seq: number, ok: boolean) => {
    const intended = out.get(seq);
    if (intended === undefined) return; // an error after the answer, or after the drain gave up
    out.delete(seq);
    record(intended, performance.now());
    answered++;
    if (!ok) errors++;
    inFlight--;
    if (inFlight === 0 && sent === total) onIdle?.();
  };
  const send = (seq: number, intended: number) => {
    out.set(seq, intended);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: o.method ?? 'GET',
        headers,
      },
      (res) => {
        const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
        res.on('data', () => {});
        res.on('end', () => done(seq, ok));
        res.on('error', () => done(seq, false));
      },
    );
    req.on('error', () => done(seq, false));
    req.end(body);
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    // Every turn sends what the schedule says is due by now, each with its own intended time; a turn
    // that comes late (the generator's own pause) sends the overdue ones at once, still timed from
    // when they were due.
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - start) / interval) + 1);
      while (sent < due) {
        const intended = start + sent * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - intended);
        send(sent, intended);
        sent++;
      }
      if (sent === total) return resolve();
      // setTimeout's resolution is about 1 ms, so a request may go out up to a millisecond or so late
      // (and is timed from when it was due). Waiting with setImmediate instead would spin, taking a core
      // from the servers being measured.
      setTimeout(tick, Math.max(1, Math.floor(start + sent * interval - performance.now())));
    };
    tick();
  });
  if (inFlight > 0)
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => resolve(), o.drainMs ?? 5000);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const unanswered = out.size;
  const now = performance.now();
  for (const intended of out.values()) record(intended, now);
  out.clear();
  agent.destroy();
  const r: FixedRateResult = {
    rate: o.rate,
    seconds: o.seconds,
    sent,
    answered,
    errors,
    unanswered,
    ...percentiles(own),
    maxInFlight,
    maxSendLagMs: Math.round(maxSendLagMs * 10) / 10,
  };
  own.destroy();
  return r;
}
