import type { CacheInvalidator } from './cache';

/**
 * What live sources (subscriptions, event streams) wake up for. Events carry ids only: a source
 * reads the current state from the database when woken, so a coalesced or missed event can never
 * leave it stale, and a message stays far below NOTIFY's 8000 bytes.
 */
export type LiveEvent =
  /** A tile cache job was created, advanced, changed status or ended. */
  | { kind: 'job'; job: string; workspace: string }
  /** New audit events were written: their ids, or none when there were too many to name. */
  | { kind: 'audit'; ids?: string[] }
  /** A credential, a session, a role or a workspace may be gone (local only: derived from invalidations). */
  | { kind: 'revoked' }
  /** The bus came back after an outage: events may have been missed (local only). */
  | { kind: 'resync' };

/** The events that travel between instances (the local-only kinds are derived on each instance). */
export type SharedEvent = Extract<LiveEvent, { kind: 'job' | 'audit' }>;

/** Invalidating one of these caches means a credential or an authorization may have changed. */
const REVOKING = new Set(['identity', 'workspaces', 'roles', 'claim_mappings']);

/** How long a source sleeps without an event while the bus is up (a safety net, not the pace). */
export const FALLBACK_POLL_MS = 5_000;
/** How long it sleeps while events may be missed (no bus between several instances, or the bus down). */
export const DEGRADED_POLL_MS = 250;

/**
 * A level-triggered flag set by matching events: `wait` returns at once when one came since the last
 * `wait`, else at the next one, after `ms`, or when `signal` aborts. Armed from creation, so an event
 * arriving while the source reads the database is not lost. It resolves true when an event woke it, false
 * when time ran out or the signal aborted (a wake by time must not take a read begun before it, see
 * LiveGroups.reader).
 */
export interface Watch {
  wait(ms: number, signal?: AbortSignal): Promise<boolean>;
  close(): void;
}

/**
 * The instance's live events (docs/live.md, "Events across instances"): `publish` delivers locally at
 * once and sends shared events to the other instances through the invalidation bus (src/cache/bus.ts),
 * which delivers theirs with `deliver`. The bus never echoes an instance's own messages, so each event
 * reaches each instance once.
 */
export class LiveEvents {
  private readonly listeners = new Set<(e: LiveEvent) => void>();
  private send?: (e: SharedEvent) => Promise<void>;
  /** False while events from other instances may be missed; sources then poll at DEGRADED_POLL_MS. */
  reliable = true;

  constructor(invalidator?: CacheInvalidator) {
    invalidator?.observe((m) => {
      if (REVOKING.has(m.cache)) this.deliver({ kind: 'revoked' });
    });
  }

  attach(send: (e: SharedEvent) => Promise<void>): void {
    this.send = send;
  }

  /** Delivers here and tells the other instances; never rejects (the bus logs its own failures). */
  async publish(e: SharedEvent): Promise<void> {
    this.deliver(e);
    await this.send?.(e).catch(() => {});
  }

  deliver(e: LiveEvent): void {
    for (const l of [...this.listeners]) l(e);
  }

  /** Calls `listener` for every event until the returned function is called. */
  on(listener: (e: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The sleep of a source between two reads without events. */
  get idleMs(): number {
    return this.reliable ? FALLBACK_POLL_MS : DEGRADED_POLL_MS;
  }

  /** A Watch of events that `match` (revocations and resyncs always match). */
  watch(match: (e: LiveEvent) => boolean): Watch {
    let fired = false;
    let wake: (() => void) | undefined;
    const off = this.on((e) => {
      if (e.kind !== 'revoked' && e.kind !== 'resync' && !match(e)) return;
      fired = true;
      wake?.();
    });
    return {
      wait: (ms, signal) =>
        new Promise<boolean>((resolve) => {
          if (fired || signal?.aborted) {
            const woke = fired;
            fired = false;
            return resolve(woke);
          }
          const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            wake = undefined;
            const woke = fired;
            fired = false;
            resolve(woke);
          };
          const timer = setTimeout(done, ms);
          timer.unref();
          wake = done;
          signal?.addEventListener('abort', done);
        }),
      close: off,
    };
  }
}

/**
 * Limits the messages of one key to one per `ms`: the first goes at once, later ones within the
 * interval are merged into one sent at its end (so the last state is always announced). `now` skips
 * the wait (a job created or ended is announced at once).
 */
export class Coalescer {
  private readonly last = new Map<string, number>();
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly ms: number,
    private readonly send: (key: string) => void,
  ) {}

  touch(key: string, now = false): void {
    const since = Date.now() - (this.last.get(key) ?? 0);
    if (now || since >= this.ms) {
      clearTimeout(this.pending.get(key));
      this.pending.delete(key);
      this.fire(key);
      return;
    }
    if (this.pending.has(key)) return;
    const t = setTimeout(() => {
      this.pending.delete(key);
      this.fire(key);
    }, this.ms - since);
    t.unref();
    this.pending.set(key, t);
  }

  private fire(key: string): void {
    this.last.set(key, Date.now());
    // Forget keys quiet for a while, so that the map does not grow with every job ever seen.
    if (this.last.size > 1000) for (const [k, at] of this.last) if (Date.now() - at > this.ms) this.last.delete(k);
    this.send(key);
  }
}

/**
 * An async iterator over `run`'s generator whose `return` (the client unsubscribing) aborts the
 * signal first: a generator's own `return` would wait for the sleep it is in, up to FALLBACK_POLL_MS.
 * `run` must stop once the signal is aborted.
 */
export function liveSource<T>(run: (signal: AbortSignal) => AsyncGenerator<T>): AsyncIterableIterator<T> {
  const ac = new AbortController();
  const inner = run(ac.signal);
  const outer: AsyncIterableIterator<T> = {
    next: (...a) => inner.next(...a),
    return: (v) => {
      ac.abort();
      return inner.return(v);
    },
    throw: (e) => {
      ac.abort();
      return inner.throw(e);
    },
    [Symbol.asyncIterator]: () => outer,
  };
  return outer;
}
