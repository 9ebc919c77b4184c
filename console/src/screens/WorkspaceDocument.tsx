import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleApplyWorkspaceDocument,
  ConsoleExportWorkspaceDocument,
  ConsolePlanWorkspaceDocument,
  ConsoleWorkspaceDocumentRunDocument,
  type ConsolePlanWorkspaceQuery,
  type ConsoleWorkspaceDocumentRunQuery,
} from '../generated/graphql';
import { Refusal } from '../ui';

/** The YAML library, loaded when first needed (it is larger than this screen). */
const yaml = () => import('./yaml-codec');

type Plan = ConsolePlanWorkspaceQuery['planWorkspace'];
type Run = ConsoleWorkspaceDocumentRunQuery['workspaceDocumentRun'];
type Applied = NonNullable<Run['plan']>;

/** Seconds each request waits for a run to end before the screen reads it again. */
const WAIT = 20;

/**
 * Workspace as code in the console (docs/workspace-documents.md): download the workspace as YAML, and
 * import a document (a file or pasted text): its plan is shown first, and Apply (after a confirmation)
 * applies exactly that plan: the version it was made against and its digest go with it, so a change made
 * meanwhile (to the workspace, or anything that would change the plan) refuses the apply.
 */
export function WorkspaceDocument({ workspace }: { workspace: string }) {
  const client = useClient();
  const [text, setText] = useState('');
  const [prune, setPrune] = useState(false);
  const [plan, setPlan] = useState<{ plan: Plan; document: Record<string, unknown>; prune: boolean } | undefined>();
  const [applied, setApplied] = useState<Applied | undefined>();
  const [refused, setRefused] = useState<Problem | undefined>();
  const [invalid, setInvalid] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [, apply] = useMutation(ConsoleApplyWorkspaceDocument);

  /**
   * An export or apply run once it ended (docs/workspace-documents.md, "Runs"): read, each read waiting up
   * to WAIT seconds, until it is neither queued nor running; a failed run's error is shown as a refusal.
   */
  const ended = async (
    started: { runId: string } | undefined,
    error: Parameters<typeof problem>[0],
  ): Promise<Run | undefined> => {
    if (!started) {
      setRefused(problem(error));
      return undefined;
    }
    for (;;) {
      const r = await client
        .query(
          ConsoleWorkspaceDocumentRunDocument,
          { workspace, id: started.runId, wait: WAIT },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      const run = r.data?.workspaceDocumentRun;
      if (!run) {
        setRefused(problem(r.error));
        return undefined;
      }
      if (run.status === 'queued' || run.status === 'running') continue;
      if (run.error) {
        setRefused({ code: run.error.code, message: run.error.message });
        return undefined;
      }
      return run;
    }
  };

  const download = async () => {
    setRefused(undefined);
    const r = await client
      .query(ConsoleExportWorkspaceDocument, { workspace }, { requestPolicy: 'network-only' })
      .toPromise();
    const run = await ended(r.data?.exportWorkspace, r.error);
    if (!run) return;
    // The same YAML as GET /api/v1/workspaces/{workspace}/export with Accept: application/yaml.
    const blob = new Blob([(await yaml()).stringify(run.document)], { type: 'application/yaml' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${workspace}.yaml`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  const makePlan = async () => {
    setApplied(undefined);
    setRefused(undefined);
    setInvalid(undefined);
    setPlan(undefined);
    let document: unknown;
    try {
      document = (await yaml()).parse(text);
    } catch (e) {
      return setInvalid(`not YAML or JSON: ${(e as Error).message}`);
    }
    if (!document || typeof document !== 'object' || Array.isArray(document))
      return setInvalid('the document must be a mapping (api_version, kind, name, ...)');
    setBusy(true);
    const r = await client
      .query(
        ConsolePlanWorkspaceDocument,
        { workspace, document: document as Record<string, unknown>, prune },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setBusy(false);
    if (!r.data) return setRefused(problem(r.error));
    setPlan({ plan: r.data.planWorkspace, document: document as Record<string, unknown>, prune });
  };

  const runApply = async () => {
    if (!plan) return;
    setConfirming(false);
    setBusy(true);
    const r = await apply({
      workspace,
      document: plan.document,
      prune: plan.prune,
      expectedVersion: plan.plan.version,
      expectedPlan: plan.plan.digest,
      revealKeys: true,
      // Waited for, so that the answer usually is the run's end; the cache marks everything changed when
      // `ended` reads the run succeeded (cache.ts), however long it took.
      wait: WAIT,
    });
    const run = await ended(r.data?.applyWorkspace, r.error);
    setBusy(false);
    if (!run?.plan) return;
    setPlan(undefined);
    setApplied(run.plan);
  };

  const file = async (f: File | undefined) => {
    if (f) setText(await f.text());
    setPlan(undefined);
  };

  return (
    <div className="workspace-document">
      <h2>Export</h2>
      <p>The whole workspace as one YAML document, without secrets, to keep in git or apply elsewhere.</p>
      <button type="button" onClick={download}>
        Download {workspace}.yaml
      </button>

      <h2>Import</h2>
      <p>A workspace document (YAML or JSON): its plan is shown first; nothing changes until you apply it.</p>
      <label>
        Document file <input type="file" accept=".yaml,.yml,.json" onChange={(e) => void file(e.target.files?.[0])} />
      </label>
      <label>
        Document
        <textarea
          aria-label="Document"
          rows={14}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPlan(undefined);
          }}
        />
      </label>
      <label>
        <input type="checkbox" checked={prune} onChange={(e) => setPrune(e.target.checked)} /> Prune: also delete what
        the workspace has and the document does not
      </label>
      <button type="button" onClick={makePlan} disabled={busy || !text.trim()}>
        Plan
      </button>
      {invalid && (
        <p className="error" role="alert">
          {invalid}
        </p>
      )}
      <Refusal problem={refused} />

      {plan && (
        <section aria-label="plan">
          <h3>Plan</h3>
          <pre className="plan">{plan.plan.text}</pre>
          {plan.plan.changes.length > 0 &&
            (confirming ? (
              <p role="group" aria-label="confirm apply">
                Apply {plan.plan.changes.length} change{plan.plan.changes.length === 1 ? '' : 's'} to {workspace}
                {plan.prune ? ', deletes included' : ''}?{' '}
                <button type="button" onClick={runApply} disabled={busy}>
                  Yes, apply
                </button>{' '}
                <button type="button" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </p>
            ) : (
              <button type="button" onClick={() => setConfirming(true)} disabled={busy}>
                Apply
              </button>
            ))}
        </section>
      )}

      {applied && (
        <section aria-label="applied">
          <p role="status">
            Applied {applied.changes.length} change{applied.changes.length === 1 ? '' : 's'}; the workspace is at
            version {applied.version}.
          </p>
          {!!applied.createdKeys?.length && (
            <>
              <p>New API keys, shown this once: copy them now.</p>
              <ul>
                {applied.createdKeys.map((k) => (
                  <li key={k.key}>
                    {k.name} ({k.roleId}): <code>{k.key}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
