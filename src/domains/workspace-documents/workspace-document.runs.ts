import { setTimeout as sleep } from 'node:timers/promises';
import { NotFoundError } from '../../base/errors';
import { isUuid } from '../../runtime/loaders';
import { parseDocument } from './document';
import { ENDED_RUN_STATES, type ApplyRequest, type ApplyResult, type DocumentRuns, type RunRow } from './document-runs';
import type { WorkspaceDocumentRun } from './workspace-document.types';

/** The longest a request waits for its run (Prefer: wait=N, GraphQL `wait`), in seconds. */
export const MAX_WAIT_SECONDS = 60;
/** What a queued or running run answers as Retry-After, in seconds. */
export const RETRY_AFTER_SECONDS = 1;
/** How often a waiting request reads its run again when no local worker tells it first, in ms. */
const WAIT_POLL_MS = 100;

/**
 * Exports and applies as runs (docs/workspace-documents.md, "Runs"): a request queues a run (or finds
 * the stored export of the workspace's current state) and answers it, after waiting for it to end at
 * most `wait` seconds; the worker (workspace-document.worker.ts) carries it out on any instance.
 */
export class DocumentRunService {
  private readonly ended = new Set<() => void>();

  constructor(
    private readonly runs: DocumentRuns,
    /** Wakes this instance's worker (undefined when it runs none). */
    private readonly nudge: () => void,
  ) {}

  /** Told by this instance's worker when a run ended, so that a request waiting here answers at once. */
  runEnded(): void {
    for (const f of [...this.ended]) f();
  }

  /**
   * The export of the workspace as it is now: the stored one when nothing changed since it was made,
   * else the run that makes it (queued now when there is none).
   */
  async export(workspaceId: string, workspaceName: string, createdBy: string, wait: number, keys = false) {
    const state = await this.runs.state(workspaceId);
    const { run, queued } = await this.runs.exportRun(workspaceId, workspaceName, state, createdBy);
    if (queued) this.nudge();
    return this.answer(await this.waitFor(run, wait), workspaceName, keys);
  }

  /**
   * Queues an apply of `document` to the workspace (its id, or its name when an apply is to create
   * it). The document is checked here (every problem at once, 400), the rest by the run.
   */
  async apply(
    workspaceId: string | null,
    workspaceName: string,
    request: ApplyRequest,
    createdBy: string,
    wait: number,
    keys = false,
  ): Promise<WorkspaceDocumentRun> {
    parseDocument(request.document);
    const run = await this.runs.queueApply(workspaceId, workspaceName, request, createdBy);
    this.nudge();
    return this.answer(await this.waitFor(run, wait), workspaceName, keys);
  }

  /**
   * A run of the workspace (NOT_FOUND when it is another's, or none). `keys`: the caller reads the
   * created keys' secrets (plan.createdKeys), which only the first such read gets.
   */
  async get(id: string, workspaceId: string | undefined, workspaceName: string, wait: number, keys = false) {
    const run = isUuid(id) ? await this.runs.get(id, workspaceId, workspaceName) : undefined;
    if (!run) throw new NotFoundError(`no document run ${id} in workspace ${workspaceName}`);
    return this.answer(await this.waitFor(run, wait), workspaceName, keys);
  }

  /** Deletes runs ended longer ago than the retention. */
  deleteEnded(days: number): Promise<number> {
    return this.runs.deleteEnded(days);
  }

  /** The run once it ended, or as it is after `wait` seconds (bounded by MAX_WAIT_SECONDS). */
  private async waitFor(run: RunRow, wait: number): Promise<RunRow> {
    const until = Date.now() + Math.min(Math.max(wait, 0), MAX_WAIT_SECONDS) * 1000;
    let now = run;
    while (!ENDED_RUN_STATES.includes(now.status) && Date.now() < until) {
      await this.endedOrPoll(Math.min(WAIT_POLL_MS, until - Date.now()));
      now = (await this.runs.byId(run.id)) ?? now;
    }
    return now;
  }

  private endedOrPoll(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.ended.delete(done);
        resolve();
      };
      this.ended.add(done);
      void sleep(Math.max(ms, 1), undefined, { ref: false }).then(done);
    });
  }

  private async answer(run: RunRow, workspaceName: string, keys: boolean): Promise<WorkspaceDocumentRun> {
    const pending = !ENDED_RUN_STATES.includes(run.status);
    const out: WorkspaceDocumentRun = {
      runId: run.id,
      kind: run.kind,
      status: run.status,
      workspace: run.workspaceName ?? workspaceName,
      retryAfter: pending ? RETRY_AFTER_SECONDS : null,
      error: run.error
        ? { code: run.error.code, message: run.error.message, details: run.error.details ?? null }
        : null,
      createdBy: run.createdBy,
      createdAt: run.createdAt,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
    };
    if (run.status !== 'succeeded' || !run.result) return out;
    if (run.kind === 'export' && 'document' in run.result) {
      out.document = run.result.document;
      out.workspaceVersion = run.result.version;
    }
    if (run.kind === 'apply' && 'changes' in run.result) {
      const { createdKeysSealed, ...plan } = run.result as ApplyResult;
      // The secrets of the keys it created go to the first reader of them only (docs/workspace-documents.md).
      const createdKeys = keys && createdKeysSealed ? await this.runs.takeCreatedKeys(run.id) : undefined;
      out.plan = { ...plan, ...(createdKeys ? { createdKeys } : {}) };
      out.workspaceVersion = plan.version;
    }
    return out;
  }
}
