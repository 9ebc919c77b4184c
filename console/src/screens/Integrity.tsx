import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { ConsoleIntegrityDocument, ConsoleRepairIntegrityDocument } from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem } from '../ui';

/** Catalog integrity (super admins): orphan rows and tile directories; repair removes them after a confirmation. */
export function Integrity() {
  // A check of the catalog as it is now, run whenever the screen opens or the user asks again.
  const [res, refetch] = useQuery({ query: ConsoleIntegrityDocument, requestPolicy: 'network-only' });
  const [repair, runRepair] = useMutation(ConsoleRepairIntegrityDocument);
  const [action, setAction] = useState<Problem | undefined>();
  const [repaired, setRepaired] = useState<number | undefined>();
  const loadProblem = useLoadProblem(res.error);
  const report = res.data?.catalogIntegrity;

  return (
    <section aria-labelledby="integrity-title">
      <h1 id="integrity-title">Catalog integrity</h1>
      <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })} disabled={res.fetching}>
        {res.fetching ? 'Checking…' : 'Check again'}
      </button>
      {res.fetching && !report && <Loading what="the report" />}
      <Refusal problem={loadProblem ?? action} />
      {repaired !== undefined && (
        <p className="ok" role="status">
          Repair removed or cleared {repaired} item{repaired === 1 ? '' : 's'}.
        </p>
      )}
      {report && report.healthy && (
        <p className="ok" role="status">
          Healthy: no orphans found.
        </p>
      )}
      {report && !report.healthy && (
        <>
          <p role="status">
            {report.issues.length} issue{report.issues.length === 1 ? '' : 's'} found.
          </p>
          <TableWrap>
            <table aria-label="integrity issues">
              <thead>
                <tr>
                  <th scope="col">Store</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Id or path</th>
                  <th scope="col">Name</th>
                  <th scope="col">Workspace</th>
                  <th scope="col">Reason and repair</th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((i) => (
                  <tr key={`${i.store}:${i.kind}:${i.id}`}>
                    <td>{i.store}</td>
                    <td>{i.kind}</td>
                    <td>
                      <code>{i.id}</code>
                    </td>
                    <td>{i.name ?? ''}</td>
                    <td>{i.workspaceId ?? ''}</td>
                    <td>{i.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <ConfirmButton
            label={repair.fetching ? 'Repairing…' : 'Repair…'}
            busy={repair.fetching}
            question={`Remove these ${report.issues.length} orphans for good? This cannot be undone.`}
            confirmLabel="Repair now"
            onConfirm={async () => {
              setRepaired(undefined);
              const r = await runRepair({});
              setAction(problem(r.error));
              // The repair marks the cached report stale (cache.ts): it is read again.
              if (r.data) setRepaired(r.data.repairCatalogIntegrity.repaired ?? 0);
            }}
          />
        </>
      )}
    </section>
  );
}
