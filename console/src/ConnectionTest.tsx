import { useState } from 'react';
import { useMutation } from 'urql';
import { problem, type Problem } from './client';
import { ConsoleTestServiceDocument } from './generated/graphql';

/** What a connection test found: whether it connected, why not, how long it took, and the facts found. */
export interface TestResult {
  ok: boolean;
  message?: string | null;
  durationMs: number;
  details?: Record<string, unknown> | null;
}

/**
 * A Test button and its result: "Connected (12 ms)" with what the server found (server and PostGIS
 * versions, schemas, a file's format), or "Failed: <why>". `run` makes the request (a saved service, a
 * saved one with some fields changed, or a connection not saved yet).
 */
export function ConnectionTestButton({
  name,
  label = 'Test connection',
  run,
}: {
  /** Names the button ("<label> of <name>") and the status beside it ("Connection test of <name>"). */
  name: string;
  label?: string;
  run: () => Promise<{ result?: TestResult; problem?: Problem }>;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestResult | undefined>();
  const [refused, setRefused] = useState<Problem | undefined>();
  return (
    <span className="connection-test">
      <button
        type="button"
        aria-label={`${label} of ${name}`}
        disabled={busy}
        onClick={async () => {
          setResult(undefined);
          setRefused(undefined);
          setBusy(true);
          const r = await run();
          setBusy(false);
          setRefused(r.problem);
          setResult(r.result);
        }}
      >
        {busy ? 'Testing…' : label}
      </button>
      <span role="status" aria-label={`Connection test of ${name}`}>
        {busy && <span className="busy"> testing…</span>}
        {result && (
          <span className={result.ok ? 'ok' : 'error'}>
            {' '}
            {result.ok ? 'Connected' : `Failed: ${result.message ?? 'no reason given'}`} ({result.durationMs} ms)
            {result.details && Object.keys(result.details).length > 0 && (
              <dl className="facts small">
                {Object.entries(result.details).map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </span>
        )}
        {refused && <span className="error"> {refused.message}</span>}
      </span>
    </span>
  );
}

/** Tests a saved service's connection as saved. */
export function ConnectionTest({ workspace, service }: { workspace: string; service: string }) {
  const [, test] = useMutation(ConsoleTestServiceDocument);
  return (
    <ConnectionTestButton
      name={service}
      run={async () => {
        const r = await test({ workspace, service, input: {} });
        return { problem: problem(r.error), result: r.data?.testExistingServiceConnection };
      }}
    />
  );
}
