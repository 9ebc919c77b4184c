import type { LiveEvent, LiveEvents } from './events';

/** What one shared read gave: a value, or the error it failed with. */
export type ReadResult<T> = { value: T; error?: never } | { error: unknown; value?: never };

/** One read of a group, numbered; `upTo` is the last demand it answers, `began` when it began (see LiveGroups). */
interface Snapshot<T> {
  version: number;
  upTo: number;
  began: number;
  result: ReadResult<T>;
}

/** A subscriber's place in a group. */
export interface GroupMember<T> {
  /**
   * The group's next read for this member: the first one begun after it joined, then the newest one begun
   * at least the group's interval after the one it took before (coalesced delivery: the reads in between
   * are skipped, the newest is taken once that interval has passed). Undefined when `ms` pass first, a revocation happens or `signal` aborts (the member then checks its own
   * credential); with
   * `ms` Infinity only a read or the signal ends the wait (the group reads at least every idle poll).
   */
  next(ms: number, signal: AbortSignal): Promise<ReadResult<T> | undefined>;
  leave(): void;
}

/**
 * A caller's hold on single-flight reads (LiveGroups.reader): for callers that run their own loop and
 * ask for a read when they need one (an event stream runs its route's query), not members of a group.
 */
export interface SharedReader {
  /**
   * The read of `key` begun at or after the mark `after` (LiveGroups.mark): the one in flight or the
   * last one done when it is that new, else a new one. The reader holds `key` until it reads another key
   * or closes, so that readers woken by one event but slower than the read still find it.
   */
  read<T>(key: string, after: number, read: () => Promise<T>): Promise<T>;
  close(): void;
}

/** The newest read of one key, and how many readers hold it. */
interface Flight {
  began: number;
  result: Promise<unknown>;
  holders: number;
}

/** Longest delay setTimeout takes; a longer wait (or none, Infinity) relies on the group's idle poll. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Members woken per turn of the event loop: a read fanned out to thousands must not hold the loop. */
const FAN_OUT_BATCH = 50;

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done);
  });
}

class Group<T> {
  members = 0;
  private version = 0;
  private demand = 0;
  private served = 0;
  private latest: Snapshot<T> | undefined;
  private readonly waiters = new Set<(interrupt: boolean) => void>();
  private kick = new AbortController();
  private running = false;
  /** When the last read began. */
  private began = -Infinity;

  constructor(
    private readonly events: LiveEvents,
    private readonly match: (e: LiveEvent) => boolean,
    private readonly read: () => Promise<T>,
    private readonly onRead: () => void,
    private readonly onEmpty: () => void,
    private readonly intervalMs: number,
  ) {}

  join(): GroupMember<T> {
    this.members++;
    // A new member needs a read begun after it came: the one in flight may predate what it must see.
    const need = ++this.demand;
    let seen = 0;
    // When the read this member took last began: it takes no read begun less than the interval after it.
    let took = -Infinity;
    let left = false;
    // One abort listener per member and signal (a subscriber waits with the same signal each time), not
    // one added and removed per wait: it ends the wait in progress.
    let endWait: (() => void) | undefined;
    let watched: AbortSignal | undefined;
    const onAbort = () => endWait?.();
    this.start();
    this.kick.abort();
    return {
      next: (ms, signal) =>
        new Promise((resolve) => {
          if (watched !== signal) {
            watched?.removeEventListener('abort', onAbort);
            watched = signal;
            signal.addEventListener('abort', onAbort);
          }
          let due: NodeJS.Timeout | undefined;
          // A newer read than the last one taken; once the member took one, only when the interval since
          // that one's start has passed (a newcomer's read in between waits for it, then the newest is taken).
          const ready = () => {
            const s = this.latest;
            if (!s || s.upTo < need || s.version <= seen) return undefined;
            const wait = took + this.intervalMs - Date.now();
            if (wait <= 0) return s;
            if (!due) {
              due = setTimeout(() => {
                due = undefined;
                check(false);
              }, wait);
              due.unref();
            }
            return undefined;
          };
          const take = (s: Snapshot<T>) => {
            seen = s.version;
            took = s.began;
          };
          const now = ready();
          if (now || signal.aborted) {
            clearTimeout(due);
            if (now) take(now);
            return resolve(now?.result);
          }
          const done = (s?: Snapshot<T>) => {
            clearTimeout(timer);
            clearTimeout(due);
            endWait = undefined;
            this.waiters.delete(check);
            if (s) take(s);
            resolve(s?.result);
          };
          // Interrupted by a revocation: the member checks its credential at once, not after the read.
          const check = (interrupt: boolean) => {
            const s = ready();
            if (s || interrupt) done(s);
          };
          const aborted = () => done();
          // No timer without a deadline: the group's own idle poll wakes every member at least that often.
          const timer = ms < MAX_TIMER_MS ? setTimeout(aborted, ms) : undefined;
          timer?.unref();
          endWait = aborted;
          this.waiters.add(check);
        }),
      leave: () => {
        if (left) return;
        left = true;
        watched?.removeEventListener('abort', onAbort);
        watched = undefined;
        if (--this.members === 0) {
          this.kick.abort();
          this.onEmpty();
        }
      },
    };
  }

  /**
   * One loop per group: reads when demanded (a new member), woken by a matching event, or every `idleMs`;
   * a read for an event or the poll begins at least `intervalMs` after the previous one began, so the
   * events of that time cost one read (a new member's read is not held back).
   */
  private start(): void {
    if (this.running) return;
    this.running = true;
    const watch = this.events.watch(this.match);
    // A revocation ends a member that lost its credential or role before the read it also causes is done.
    const off = this.events.on((e) => {
      if (e.kind === 'revoked' || e.kind === 'resync') for (const check of [...this.waiters]) check(true);
    });
    void (async () => {
      try {
        while (this.members > 0) {
          if (this.demand <= this.served) {
            if (this.kick.signal.aborted) this.kick = new AbortController();
            await watch.wait(this.events.idleMs, this.kick.signal);
            if (this.members === 0) break;
            const wait = this.began + this.intervalMs - Date.now();
            if (wait > 0 && this.demand <= this.served) {
              if (this.kick.signal.aborted) this.kick = new AbortController();
              await sleep(wait, this.kick.signal);
              if (this.members === 0) break;
            }
            // An event or the idle poll: a read is due, answering every demand made so far.
            if (this.demand <= this.served) this.demand++;
          }
          const upTo = this.demand;
          let result: ReadResult<T>;
          const began = (this.began = Date.now());
          this.onRead();
          try {
            result = { value: await this.read() };
          } catch (error) {
            result = { error };
          }
          this.served = upTo;
          this.latest = { version: ++this.version, upTo, began, result };
          await this.fanOut();
        }
      } finally {
        off();
        watch.close();
        this.running = false;
      }
    })();
  }

  private async fanOut(): Promise<void> {
    let n = 0;
    for (const check of [...this.waiters]) {
      check(false);
      if (++n % FAN_OUT_BATCH === 0) await new Promise((r) => setImmediate(r));
    }
  }
}

/**
 * Shared reads of live sources (docs/live.md, "One read per event"): the subscribers that read the same
 * thing (a workspace's jobs, one job's progress) join one group, whose single loop reads the database
 * when a matching event (or a revocation, or the idle poll) wakes it and hands the result to every
 * member. N subscribers of a workspace cost one read per event, not N. Authorization stays with each
 * member: it checks its own credential and role before it uses a read (src/domains/live.ts).
 */
export class LiveGroups {
  private readonly groups = new Map<string, Group<unknown>>();
  private readonly flights = new Map<string, Flight>();
  /** Counts the events delivered here (and wakes by time): a read records the count it began at. */
  private clock = 0;
  /** Reads made by the groups and readers of this instance (docs/live.md; /metrics `mapgate_live_reads_total`). */
  reads = 0;

  /**
   * @param intervalMs coalesced delivery (MAPGATE_LIVE_INTERVAL_MS): a group reads at most once per this
   * time for its events, and a member takes a read only this long after the one it took before.
   */
  constructor(
    private readonly events: LiveEvents,
    readonly intervalMs = 0,
  ) {
    events.on(() => this.clock++);
  }

  /**
   * The mark a reader woken now asks its reads to be as new as: by an event (`byEvent`), any read begun
   * after the events delivered so far, so that every reader woken by one event takes one read; by time
   * (an idle poll, a deadline) or at its start, only a read begun after this call, so that a poll that
   * stands in for a missed event never takes a read made before it.
   */
  mark(byEvent: boolean): number {
    return byEvent ? this.clock : ++this.clock;
  }

  /**
   * Single-flight reads (docs/live.md, "One read per event"): the readers of one key that ask with marks
   * a read meets share it, so N event streams of one job woken by one event cost one read. A read meets
   * a mark when it began at or after it, so it never predates the event (or the poll) that woke its reader.
   */
  reader(): SharedReader {
    let held: string | undefined;
    const release = () => {
      const f = held === undefined ? undefined : this.flights.get(held);
      if (f && --f.holders === 0) this.flights.delete(held!);
      held = undefined;
    };
    return {
      read: <T>(key: string, after: number, read: () => Promise<T>) => {
        if (held !== key) {
          release();
          held = key;
          const f = this.flights.get(key);
          if (f) f.holders++;
          else this.flights.set(key, { began: -1, result: Promise.resolve(), holders: 1 });
        }
        const f = this.flights.get(key)!;
        if (f.began < after) {
          this.reads++;
          f.began = this.clock;
          f.result = (async () => read())();
          // Each caller awaits the read it takes; a failure nobody takes again is not an unhandled one.
          f.result.catch(() => {});
        }
        return f.result as Promise<T>;
      },
      close: release,
    };
  }

  /** Joins the group of `key`; `match` and `read` make it when it has no member yet (same key, same read). */
  join<T>(key: string, match: (e: LiveEvent) => boolean, read: () => Promise<T>): GroupMember<T> {
    let g = this.groups.get(key) as Group<T> | undefined;
    if (!g) {
      const made: Group<T> = new Group(
        this.events,
        match,
        read,
        () => this.reads++,
        () => {
          if (this.groups.get(key) === made) this.groups.delete(key);
        },
        this.intervalMs,
      );
      g = made;
      this.groups.set(key, g as Group<unknown>);
    }
    return g.join();
  }

  /** Groups with members now. */
  get size(): number {
    return this.groups.size;
  }

  /** Subscribers in all groups now. */
  get members(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.members;
    return n;
  }
}
