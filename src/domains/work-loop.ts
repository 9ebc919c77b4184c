/*
 * The machinery the durable queues share (tile cache jobs, workspace document runs): a worker's polling
 * loop, and the lease every claim writes. A queue's rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease (`lease_until`, from the database clock, shared by all instances); a row whose lease ran out is
 * claimed again by any instance. What a claim takes and how its work ends is each queue's own.
 */

/** `now() + <param> ms`, the end of a lease written by a claim or a heartbeat (`param`: a bind like `$2`). */
export const leaseUntil = (param: string): string => `now() + (${param}::int * interval '1 millisecond')`;

/** A worker's lease owner id: unique per process start, readable in the database. */
export const workerId = (hostname: string, pid: number, random: string): string =>
  `${hostname}:${pid}:${random.slice(0, 8)}`;

/**
 * Calls `work` now and then every `pollMs` after it ended (at once again after a `nudge` that came while
 * it ran), until stopped. Timers are unref'd: a loop never holds the process; `stop()` waits for the work
 * in hand to end.
 */
export class PollingLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private halted = false;
  private wake = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly pollMs: number,
  ) {}

  /** True once stop() was called: the work in hand should end soon. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.arm(0);
  }

  /** Looks for work now rather than at the next poll (something was just queued here). */
  nudge(): void {
    if (this.halted) return;
    if (this.running) this.wake = true;
    else this.arm(0);
  }

  /** Stops polling; `halting` runs before the wait for the work in hand (e.g. to abort it). */
  async stop(halting?: () => void): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    halting?.();
    await this.running;
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
      });
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    await this.work();
    if (this.halted) return;
    this.arm(this.wake ? 0 : this.pollMs);
    this.wake = false;
  }
}
