import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from '../../base/logger';
import { classify } from '../../outcome/classify';
import { PollingLoop, workerId } from '../work-loop';
import type { ClaimedRun, DocumentRuns, RunError } from './document-runs';
import type { WorkspaceDocumentService } from './workspace-document.service';

/** A run claimed this often without ending (its workers died on it) fails. */
const MAX_ATTEMPTS = 3;

export interface DocumentWorkerOptions {
  /** MAPGATE_DOCUMENT_RUN_LEASE_MS: how long a claimed run stays owned without a heartbeat. */
  leaseMs: number;
  /** MAPGATE_DOCUMENT_RUN_POLL_MS: how often an idle worker looks for runs. */
  pollMs: number;
}

/**
 * Carries out workspace document runs on this instance, one at a time (document-runs.ts says how any
 * number of instances share them). An export reads the workspace and stores its document with the
 * state it read; an apply runs its plan in one transaction that also marks it succeeded. A run that
 * fails for a reason of the request (a 400, a 412) ends failed with that error; one the database could
 * not serve (503) is handed back with that error, and tried again a lease later by whichever instance
 * claims it; after MAX_ATTEMPTS it fails with that error. A request sealed with a key this instance lacks
 * is handed back uncounted, for an instance that has it.
 */
export class DocumentRunWorker {
  readonly id = workerId(os.hostname(), process.pid, randomUUID());
  private readonly loop: PollingLoop;

  constructor(
    private readonly runs: DocumentRuns,
    private readonly documents: WorkspaceDocumentService,
    private readonly options: DocumentWorkerOptions,
    private readonly logger: Logger,
    /** Told after each run this worker ended (requests waiting on this instance read it at once). */
    private readonly ended: () => void = () => {},
  ) {
    this.loop = new PollingLoop(() => this.tick(), options.pollMs);
  }

  start(): void {
    this.loop.start();
  }

  nudge(): void {
    this.loop.nudge();
  }

  /** Stops polling and waits for the run in hand. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  private async tick(): Promise<void> {
    try {
      while (!this.loop.stopped) {
        const run = await this.runs.claim(this.id, this.options.leaseMs);
        if (!run) break;
        await this.run(run);
        this.ended();
      }
    } catch (err) {
      // A database hiccup: a run in hand keeps its lease until it runs out, then any instance takes it.
      if (!this.loop.stopped) this.logger.warn({ err }, 'workspace document worker: will retry at the next poll');
    }
  }

  private async run(run: ClaimedRun): Promise<void> {
    if (run.attempts > MAX_ATTEMPTS) {
      // The last attempt's error when one was recorded (the database could not serve it), else a crash.
      const last = run.error;
      await this.runs.fail(
        run.id,
        this.id,
        last
          ? { ...last, message: `${last.message} (the run was tried ${MAX_ATTEMPTS} times)` }
          : { code: 'INTERNAL', message: `the run was started ${MAX_ATTEMPTS} times without ending` },
      );
      return;
    }
    if (run.keyLacking) {
      // Sealed with a key this instance lacks: left, with that error, to an instance that has it (a
      // rotation under way); its claim counted no attempt, and the run waits while no instance has the key.
      await this.runs.release(
        run.id,
        this.id,
        {
          code: 'UNAVAILABLE',
          message: `the run's request was sealed with a secret key instance ${this.id} does not have: every instance needs the same MAPGATE_SECRET_KEY (docs/security.md, "Secrets at rest")`,
        },
        this.options.leaseMs,
      );
      return;
    }
    const began = Date.now();
    try {
      if (run.kind === 'export') await this.export(run);
      else await this.apply(run);
      this.logger.info(
        { run: run.id, kind: run.kind, workspace: run.workspaceName, ms: Date.now() - began },
        'workspace document run succeeded',
      );
    } catch (err) {
      const c = classify(err);
      if (c.code === 'UNAVAILABLE') {
        // The database could not serve it: handed back with its error, tried again after a lease (by any
        // instance, as when its instance died), up to MAX_ATTEMPTS in all; when even that write fails,
        // its lease runs out all the same.
        await this.runs
          .release(run.id, this.id, { code: c.code, message: c.message }, this.options.leaseMs)
          .catch(() => {});
        throw err;
      }
      if (c.unexpected) this.logger.error({ err, run: run.id }, 'workspace document run failed unexpectedly');
      const error: RunError = { code: c.code, message: c.message, ...(c.data ? { details: c.data } : {}) };
      if (await this.runs.fail(run.id, this.id, error))
        this.logger.info(
          { run: run.id, kind: run.kind, workspace: run.workspaceName, code: c.code },
          'workspace document run failed',
        );
    }
  }

  /** Reads the workspace and stores its document, with the state read before it (see DocumentRuns.state). */
  private async export(run: ClaimedRun): Promise<void> {
    const workspaceId = run.workspaceId!;
    const heartbeat = setInterval(
      () => {
        this.runs
          .heartbeat(run.id, this.id, this.options.leaseMs)
          .catch((err: unknown) => this.logger.warn({ err }, 'workspace document worker: heartbeat failed'));
      },
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      const state = await this.runs.state(workspaceId);
      const { document, version } = await this.documents.export(workspaceId);
      await this.runs.finishExport(run.id, this.id, workspaceId, state, { document, version });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Runs the apply's plan in one transaction, which locks the run first (no other worker claims it
   * while the transaction lives, however long) and marks it succeeded last.
   */
  private async apply(run: ClaimedRun): Promise<void> {
    if (!run.sealed) throw new Error(`workspace document run ${run.id} has no request`);
    const r = this.runs.open(run.sealed);
    await this.documents.apply(
      run.workspaceId ?? run.workspaceName,
      r.document,
      r.prune,
      r.expectedVersion,
      r.who,
      r.revealKeys,
      r.expectedPlan ?? undefined,
      {
        begin: async (db) => {
          if (!(await this.runs.lock(db, run.id, this.id, this.options.leaseMs)))
            throw new Error(`workspace document run ${run.id} was taken over`);
        },
        end: (db, workspaceId, plan) => this.runs.succeedApply(db, run.id, this.id, workspaceId, plan),
      },
    );
  }
}
