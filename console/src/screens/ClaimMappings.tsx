import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleClaimMappingsDocument,
  ConsoleCreateClaimMappingDocument,
  ConsoleCreateGlobalClaimMappingDocument,
  ConsoleDeleteClaimMappingDocument,
  ConsoleDeleteGlobalClaimMappingDocument,
  ConsoleGlobalClaimMappingsDocument,
} from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem } from '../ui';

interface Mapping {
  databaseId: string;
  claimName: string;
  claimValue: string;
  roleId: string;
  priority: number;
}

/**
 * Claim mappings: which role an OIDC claim value grants, in one workspace (`workspace` given) or in
 * every workspace (global, super admins). Highest priority first, as the server orders them.
 */
export function ClaimMappings({ workspace }: { workspace?: string }) {
  const global = workspace === undefined;
  const [wsList] = useQuery({
    query: ConsoleClaimMappingsDocument,
    variables: { workspace: workspace ?? '' },
    pause: global,
  });
  const [globalList] = useQuery({ query: ConsoleGlobalClaimMappingsDocument, pause: !global });
  const [, createWs] = useMutation(ConsoleCreateClaimMappingDocument);
  const [, createGlobal] = useMutation(ConsoleCreateGlobalClaimMappingDocument);
  const [, removeWs] = useMutation(ConsoleDeleteClaimMappingDocument);
  const [, removeGlobal] = useMutation(ConsoleDeleteGlobalClaimMappingDocument);
  const [claimName, setClaimName] = useState('groups');
  const [claimValue, setClaimValue] = useState('');
  const [roleId, setRoleId] = useState('viewer');
  const [priority, setPriority] = useState('0');
  const [action, setAction] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);

  const list = global ? globalList : wsList;
  const loadProblem = useLoadProblem(list.error);
  const mappings: Mapping[] = (global ? globalList.data?.globalClaimMappings : wsList.data?.claimMappings) ?? [];
  // super_admin is granted only by a global mapping; a workspace mapping may grant any other role.
  const roles =
    (global ? globalList.data?.roles : wsList.data?.roles?.filter((r) => r.databaseId !== 'super_admin')) ?? [];
  const title = global ? 'Global claim mappings' : 'Claim mappings';

  return (
    <section aria-labelledby="claims-title">
      <h2 id="claims-title">{title}</h2>
      <p className="hint">
        {global
          ? 'A global mapping grants its role in every workspace.'
          : 'A mapping grants its role in this workspace to callers whose token carries the claim value.'}{' '}
        The highest priority is checked first.
      </p>
      {list.fetching && !list.data && <Loading what="claim mappings" />}
      <Refusal problem={loadProblem ?? action} />
      {list.data && mappings.length === 0 && <p className="empty">No claim mappings yet.</p>}
      {mappings.length > 0 && (
        <TableWrap>
          <table aria-label={title}>
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Value</th>
                <th scope="col">Role</th>
                <th scope="col">Priority</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {mappings.map((m) => (
                <tr key={m.databaseId}>
                  <td>{m.claimName}</td>
                  <td>{m.claimValue}</td>
                  <td>{m.roleId}</td>
                  <td>{m.priority}</td>
                  <td>
                    <ConfirmButton
                      label="Delete"
                      ariaLabel={`Delete mapping ${m.claimName}=${m.claimValue}`}
                      question={`Delete the mapping ${m.claimName} = ${m.claimValue}?`}
                      confirmLabel="Delete"
                      onConfirm={async () => {
                        const r = global
                          ? await removeGlobal({ mappingId: m.databaseId })
                          : await removeWs({ workspace: workspace!, mappingId: m.databaseId });
                        setAction(problem(r.error));
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {list.data && (
        <form
          className="inline"
          aria-label="New claim mapping"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            const input = { claimName, claimValue, roleId, priority: Number(priority) };
            const r = global ? await createGlobal({ input }) : await createWs({ workspace: workspace!, input });
            setBusy(false);
            setAction(problem(r.error));
            if (!r.error) {
              setClaimValue('');
            }
          }}
        >
          <h3>New claim mapping</h3>
          <div className="row">
            <div>
              <label htmlFor="cm-claim">Claim</label>
              <input id="cm-claim" value={claimName} onChange={(e) => setClaimName(e.target.value)} required />
            </div>
            <div>
              <label htmlFor="cm-value">Claim value</label>
              <input id="cm-value" value={claimValue} onChange={(e) => setClaimValue(e.target.value)} required />
            </div>
            <div>
              <label htmlFor="cm-role">Role</label>
              <select id="cm-role" value={roleId} onChange={(e) => setRoleId(e.target.value)}>
                {roles.map((r) => (
                  <option key={r.databaseId} value={r.databaseId}>
                    {r.name === r.databaseId ? r.databaseId : `${r.name} (${r.databaseId})`}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="cm-priority">Priority</label>
              <input
                id="cm-priority"
                type="number"
                step={1}
                value={priority}
                onChange={(e) => setPriority(e.target.value)}
                required
              />
            </div>
          </div>
          <button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Add mapping'}
          </button>
        </form>
      )}
    </section>
  );
}
