import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Context } from '../request/context';
import { errorBody } from '../outcome';
import type { CompiledRoute } from './compile';
import { executeRoute, failureOf, sendFailure, withoutVersion, type AdapterOptions, type Outcome } from './execute';

/** How often a stream without live events reads its resource again, and how long it may stay silent before a heartbeat. */
const STREAM_POLL_MS = 250;
const STREAM_HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of a GET route (docs/live.md, "Progress as a stream"), an operation of the core
 * (src/core, transport `sse`): its first read is its answer (a refusal is an ordinary REST error, settled
 * and audited as one), then it takes its place under the credential's live limit (`start`: 429 beyond
 * it, audited too), and the core follows its credential while it stays open. The route's operation runs
 * again when a live event says the resource changed (on any instance), when the core's follow wakes it
 * (a revocation anywhere, the credential's deadline), and at the latest every `events.idleMs`
 * (STREAM_POLL_MS without live events), its credential checked again by the core first (so a revoked
 * credential or a deleted resource ends the stream at the next read), and each result that differs from
 * the last one sent is a `progress` event whose id is that result's hash; a client resuming with
 * Last-Event-ID of the current state gets no repeat. A comment line is sent at once and after
 * STREAM_HEARTBEAT_MS of silence. The stream ends with an `end` event once the resource is done, or an
 * `error` event (the REST error body). After the first read, the operation's resolver may share its
 * resource's read with the other streams woken by the same event (Context.sharedRead, LiveGroups.reader;
 * docs/live.md, "One read per event").
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
  let lastRead = Date.now();
  const ctx = await opts.context(req, res);
  const op = opts.core.begin({
    transport: 'sse',
    document: c.document,
    operation: c.operation,
    operationName: c.route.operationId,
    variables,
    context: ctx,
    successStatus: c.route.status,
  });
  // The first read decides the status: a refusal is an ordinary error answer, audited as a REST read's.
  const first = await executeRoute(opts, c, variables, ctx, true, 'sse');
  if (!first.ok) return sendFailure(res, first);
  // Bounded live work: a credential holds at most so many open streams, on all instances together.
  const over = await opts.core.start(op);
  if (over) return sendFailure(res, failureOf(c, await opts.core.refuse(op, [over]))!);
  if (closed) return opts.core.end(op);
  const ended = opts.stopSignal ? AbortSignal.any([gone.signal, opts.stopSignal]) : gone.signal;
  const watch = opts.events?.watch(c.route.stream!.wakeOn(variables));
  const reader = opts.groups?.reader();
  // The core wakes the stream after a revocation anywhere and at its credential's deadline (its
  // credential checked again): a wait ends at once, and the next read tells whether it still holds.
  // The client going away or the instance stopping ends a wait too.
  let woken = new AbortController();
  const unfollow = opts.core.follow(op, () => woken.abort());
  ended.addEventListener('abort', () => woken.abort(), { once: true });
  if (ended.aborted) woken.abort();
  try {
    await streamEvents();
  } finally {
    unfollow();
    watch?.close();
    reader?.close();
    opts.core.end(op);
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
      const wake = woken.signal;
      // Coalesced delivery (MAPGATE_LIVE_INTERVAL_MS): the next read begins at least the interval after
      // this one began, so the events of that time give one read and one `progress` event, the latest.
      await hold(lastRead + (opts.groups?.intervalMs ?? 0) - Date.now(), wake);
      let byEvent = false;
      if (watch) byEvent = await watch.wait(Math.min(opts.events!.idleMs, STREAM_HEARTBEAT_MS), wake);
      else await hold(STREAM_POLL_MS, wake);
      if (wake.aborted && !ended.aborted) woken = new AbortController();
      // Taken at the wake: the read this stream uses must have begun after what woke it.
      const after = opts.groups?.mark(byEvent);
      if (closed || opts.stopping?.()) break;
      lastRead = Date.now();
      if (Date.now() - lastWrite >= STREAM_HEARTBEAT_MS) write(': heartbeat\n\n');
      // Each read is checked again by the core (its credential, if anything was revoked anywhere since or
      // it expired), and starts with empty loaders, so a deleted workspace or job is seen at once. The
      // route's query runs for each stream (its authorization and body are the route's); the resource's
      // own read inside it is shared with the other streams woken by the same event (docs/live.md, "One
      // read per event").
      await opts.core.recheck(op);
      const fresh: Context = { ...(await opts.context(req, res)), principal: ctx.principal, recheck: ctx.recheck };
      if (reader && after !== undefined) fresh.sharedRead = (key, read) => reader.read(key, after, read);
      outcome = await executeRoute(opts, c, variables, fresh, false, 'sse');
    }
  }
}

/** Waits `ms`, less when `signal` aborts (the client goes away, the instance stops, the core wakes the stream). */
function hold(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
