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
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import * as hdr from 'hdr-histogram-js';

export interface FixedRateOptions {
  /** Full URL of the request (http only). */
  url: string;
  /** Paths (with their query) to take in turn instead of the URL's, one per request. */
  paths?: string[];
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
  const requests = (o.paths ?? [`${url.pathname}${url.search}`]).map((p) =>
    requestBytes(new URL(p, url), o.method ?? 'GET', o.headers ?? {}, o.body),
  );
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
  /** Requests due while every connection was busy, oldest first. */
  const waiting: number[] = [];
  let onIdle: (() => void) | undefined;

  const record = (intended: number, now: number) => {
    const us = Math.max(1, Math.round((now - intended) * 1000));
    own.recordValue(us);
    o.into?.recordValue(us);
  };
  const done = (seq: number, ok: boolean) => {
    const intended = out.get(seq);
    if (intended === undefined) return; // after the drain gave up
    out.delete(seq);
    record(intended, performance.now());
    answered++;
    if (!ok) errors++;
    inFlight--;
    if (inFlight === 0 && sent === total) onIdle?.();
  };
  // A connection that has its answer takes the oldest request waiting, or goes back to the idle ones.
  const pool = Array.from(
    { length: o.connections ?? 50 },
    () =>
      new Connection(url, requests, (c, seq, ok) => {
        done(seq, ok);
        const next = waiting.shift();
        if (next === undefined) idle.push(c);
        else c.send(next);
      }),
  );
  const idle = [...pool];
  const send = (seq: number, intended: number) => {
    out.set(seq, intended);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const c = idle.pop();
    if (c) c.send(seq);
    else waiting.push(seq);
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
  for (const c of pool) c.close();
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

/** One HTTP/1.1 request, written once and sent as the same bytes every time. */
function requestBytes(url: URL, method: string, headers: Record<string, string>, body?: string): Buffer {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, 'connection: keep-alive'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * A keep-alive connection sending one request at a time, on a raw socket: the same pre-built bytes for
 * every request and only enough parsing of the answer to know its status and where it ends
 * (Content-Length or chunked). Node's HTTP client costs about 200 µs of CPU per request, on the same
 * two cores as the servers measured; this costs a fraction of that.
 */
class Connection {
  private socket?: net.Socket;
  /** The request out on this connection, -1 when none. */
  private seq = -1;
  private buf: Buffer = Buffer.alloc(0);

  constructor(
    private readonly url: URL,
    /** Request `seq` sends the `seq % length`th. */
    private readonly requests: Buffer[],
    /** Called once per request sent, with whether it got a 2xx answer. */
    private readonly answered: (c: Connection, seq: number, ok: boolean) => void,
  ) {}

  send(seq: number): void {
    this.seq = seq;
    if (!this.socket) this.socket = this.connect();
    this.socket.write(this.requests[seq % this.requests.length]);
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.url.hostname, port: Number(this.url.port || 80), noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    const lost = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.seq >= 0) this.finish(false);
    };
    socket.on('error', lost);
    socket.on('close', lost);
    return socket;
  }

  private read(chunk: Buffer): void {
    if (this.seq < 0) return; // nothing asked for it
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const answer = parseAnswer(this.buf);
    if (!answer) return;
    if (answer.closing) this.close();
    this.finish(answer.status >= 200 && answer.status < 300);
  }

  private finish(ok: boolean): void {
    const seq = this.seq;
    this.seq = -1;
    this.buf = Buffer.alloc(0);
    this.answered(this, seq, ok);
  }
}

/**
 * The status of a complete answer in `buf` and whether the server closes the connection after it, or
 * undefined while more is to come.
 */
function parseAnswer(buf: Buffer): { status: number; closing: boolean } | undefined {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const head = buf.toString('latin1', 0, headEnd);
  const end = bodyEnd(buf, head, headEnd + 4);
  if (end === undefined) return undefined;
  return { status: Number(head.slice(9, 12)), closing: /\r\nconnection: *close(\r\n|$)/i.test(head) };
}

/** Where the body that starts at `bodyStart` ends, or undefined while more is to come. */
function bodyEnd(buf: Buffer, head: string, bodyStart: number): number | undefined {
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buf.length >= end ? end : undefined;
  }
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        const end = buf.indexOf('\r\n', lineEnd + 2);
        return end < 0 ? undefined : end + 2;
      }
      at = lineEnd + 2 + size + 2;
      if (buf.length < at) return undefined;
    }
  }
  // No length: a 1xx/204/304 has no body; anything else would end with the connection (not sent here).
  return bodyStart;
}
