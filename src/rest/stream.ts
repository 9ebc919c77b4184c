import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { credentialDeadline } from '../auth/recheck';
import { credentialName } from '../auth/principal';
import type { Lease } from '../cache/leases';
import type { Context } from '../request/context';
import { errorBody, sendError } from '../outcome';
import type { CompiledRoute } from './compile';
import { executeRoute, sendFailure, withoutVersion, type AdapterOptions, type Outcome } from './execute';

/** How often a stream without live events reads its resource again, and how long it may stay silent before a heartbeat. */
const STREAM_POLL_MS = 250;
const STREAM_HEARTBEAT_MS = 15_000;
/** Retry-After of a stream refused for the credential's stream limit: streams end with their jobs. */
const STREAM_RETRY_AFTER_S = 10;

/**
 * Server-sent events of a GET route (docs/live.md, "Progress as a stream"): the route's operation runs
 * again when a live event says the resource changed (on any instance), after any revocation, and at
 * the latest every `events.idleMs` (STREAM_POLL_MS without live events), its credential checked again (so a revoked credential or a deleted
 * resource ends the stream at the next read), and each result that differs from the last one sent is an
 * `progress` event whose id is that result's hash; a client resuming with Last-Event-ID of the current
 * state gets no repeat. A comment line is sent at once and after STREAM_HEARTBEAT_MS of silence. The
 * stream ends with an `end` event once the resource is done, or an `error` event (the REST error body).
 * After the first read, the operation's resolver may share its resource's read with the other streams
 * woken by the same event (Context.sharedRead, LiveGroups.reader; docs/live.md, "One read per event").
 */
export async function stream(
  opts: AdapterOptions,
  c: CompiledRoute,
  variables: Record<string, unknown>,
  req: Request,
  res: Response,
): Promise<void> {
  // A client that goes away while the stream starts is seen too (its place is given back at once).
  let closed = false;
  const gone = new AbortController();
  res.on('close', () => {
    closed = true;
    gone.abort();
  });
  // The first read decides the status: a refusal is an ordinary error answer.
  let lastRead = Date.now();
  const ctx = await opts.context(req, res);
  const first = await executeRoute(opts, c, variables, ctx, false);
  if (!first.ok) return sendFailure(res, first);
  // Bounded live work: a credential holds at most `max` open streams, on all instances together.
  let lease: Lease | undefined;
  if (opts.streams) {
    const { leases, max } = opts.streams;
    lease = await leases.acquire(`sse:${credentialName(ctx.principal)}`, max);
    if (!lease)
      return sendError(
        res,
        'RATE_LIMITED',
        `too many event streams for this credential (at most ${max}, MAPGATE_MAX_SSE_PER_CREDENTIAL); close one, or retry after the seconds in Retry-After`,
        { 'Retry-After': String(STREAM_RETRY_AFTER_S) },
      );
  }
  if (closed) return lease?.release();
  const ended = opts.stopSignal ? AbortSignal.any([gone.signal, opts.stopSignal]) : gone.signal;
  const watch = opts.events?.watch(c.route.stream!.wakeOn(variables));
  const reader = opts.groups?.reader();
  // A revocation ends the wait of coalesced delivery: a revoked credential ends the stream at once.
  let interrupt: (() => void) | undefined;
  const off = opts.events?.on((e) => {
    if (e.kind === 'revoked' || e.kind === 'resync') interrupt?.();
  });
  try {
    await streamEvents();
  } finally {
    off?.();
    watch?.close();
    reader?.close();
    lease?.release();
  }
  res.end();

  async function streamEvents(): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    let lastWrite = Date.now();
    const write = (text: string) => {
      res.write(text);
      lastWrite = Date.now();
    };
    write(`: ${c.route.operationId}\n\n`);
    let lastId = typeof req.headers['last-event-id'] === 'string' ? req.headers['last-event-id'] : '';
    let outcome: Outcome = first;
    for (;;) {
      if (!outcome.ok) {
        write(`event: error\ndata: ${JSON.stringify(errorBody(outcome.code, outcome.detail, outcome.extra))}\n\n`);
        break;
      }
      const body = withoutVersion(outcome.body) as Record<string, unknown>;
      const data = JSON.stringify(body);
      const id = createHash('sha256').update(data).digest('base64url').slice(0, 16);
      if (id !== lastId) {
        write(`id: ${id}\nevent: progress\ndata: ${data}\n\n`);
        lastId = id;
      }
      if (c.route.stream!.done(body)) {
        write('event: end\ndata: {}\n\n');
        break;
      }
      // A credential that expires sooner wakes the stream then, to end it (docs/security.md, "Open streams").
      const deadline = credentialDeadline(ctx.principal);
      const untilExpiry = deadline === undefined ? Infinity : Math.max(0, deadline - Date.now() + 5);
      // Coalesced delivery (MAPGATE_LIVE_INTERVAL_MS): the next read begins at least the interval after
      // this one began, so the events of that time give one read and one `progress` event, the latest.
      await hold(Math.min(lastRead + (opts.groups?.intervalMs ?? 0) - Date.now(), untilExpiry));
      let byEvent = false;
      if (watch) byEvent = await watch.wait(Math.min(opts.events!.idleMs, STREAM_HEARTBEAT_MS, untilExpiry), ended);
      else await new Promise((r) => setTimeout(r, Math.min(STREAM_POLL_MS, untilExpiry)));
      // Taken at the wake: the read this stream uses must have begun after what woke it.
      const after = opts.groups?.mark(byEvent);
      if (closed || opts.stopping?.()) break;
      lastRead = Date.now();
      if (Date.now() - lastWrite >= STREAM_HEARTBEAT_MS) write(': heartbeat\n\n');
      // Each read authenticates again if anything was revoked anywhere since (src/auth/recheck.ts), and
      // starts with empty loaders, so a deleted workspace or job is seen at once. The route's query runs
      // for each stream (its authorization and body are the route's); the resource's own read inside it
      // is shared with the other streams woken by the same event (docs/live.md, "One read per event").
      await ctx.recheck?.(ctx);
      const fresh: Context = { ...(await opts.context(req, res)), principal: ctx.principal };
      if (reader && after !== undefined) fresh.sharedRead = (key, read) => reader.read(key, after, read);
      outcome = await executeRoute(opts, c, variables, fresh, false);
    }
  }

  /** Waits `ms`, less when the client goes away, the instance stops or a revocation comes. */
  function hold(ms: number): Promise<void> {
    if (ms <= 0 || ended.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        ended.removeEventListener('abort', done);
        interrupt = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interrupt = done;
      ended.addEventListener('abort', done);
    });
  }
}
