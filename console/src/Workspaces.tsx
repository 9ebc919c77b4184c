import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem } from './client';
import { TableWrap } from './ui';
import {
  ConsoleCreateWorkspaceDocument,
  ConsoleDeleteWorkspaceDocument,
  ConsoleWorkspacesDocument,
} from './generated/graphql';

const PAGE = 20;

interface Props {
  canCreate: boolean;
  superAdmin: boolean;
  /** The caller's workspaces (what a workspace admin or viewer may open). */
  mine: { name: string; role: string; consoleAccess: boolean }[];
  open: (name: string) => void;
  onSessionEnded: (message: string) => void;
}

/** Workspaces: filter, pages, create and delete (super admins); others see the workspaces they have a role in. */
export function Workspaces({ canCreate, superAdmin, mine, open, onSessionEnded }: Props) {
  const [list, refetch] = useQuery({ query: ConsoleWorkspacesDocument, pause: !superAdmin });
  const [created, create] = useMutation(ConsoleCreateWorkspaceDocument);
  const [deleted, remove] = useMutation(ConsoleDeleteWorkspaceDocument);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  const err = problem(list.error);
  useEffect(() => {
    if (err?.code === 'UNAUTHENTICATED') onSessionEnded(err.message);
  }, [err?.code]);

  const all = superAdmin
    ? (list.data?.workspaces ?? []).map((w) => ({
        name: w.name,
        description: w.description ?? '',
        role: 'super_admin',
        manage: true,
      }))
    : mine.map((w) => ({ name: w.name, description: '', role: w.role, manage: w.consoleAccess }));
  const shown = useMemo(() => all.filter((w) => w.name.toLowerCase().includes(filter.toLowerCase())), [all, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const rows = shown.slice(page * PAGE, page * PAGE + PAGE);
  const action = problem(created.error) ?? problem(deleted.error);

  return (
    <section aria-labelledby="ws-title">
      <h1 id="ws-title">Workspaces</h1>
      <label htmlFor="ws-filter">Filter by name</label>
      <input
        id="ws-filter"
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value);
          setPage(0);
        }}
      />
      {list.fetching && <p role="status">Loading…</p>}
      <TableWrap>
        <table aria-label="workspaces">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Your role</th>
              {canCreate && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.name}>
                <td>
                  {w.manage ? (
                    <button type="button" className="link" onClick={() => open(w.name)}>
                      {w.name}
                    </button>
                  ) : (
                    // The workspace's screens are for its admins; a viewer or editor has nothing to open here.
                    <span>
                      {w.name} <small className="hint">(managed by its admins)</small>
                    </span>
                  )}
                </td>
                <td>{w.description}</td>
                <td>{w.role}</td>
                {canCreate && (
                  <td>
                    <button
                      type="button"
                      aria-label={`Delete workspace ${w.name}`}
                      onClick={async () => {
                        if (!confirm(`Delete workspace ${w.name}?`)) return;
                        const r = await remove({ workspace: w.name });
                        if (!r.error) refetch({ requestPolicy: 'network-only' });
                      }}
                    >
                      Delete
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <nav aria-label="pages" className="pager">
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page + 1} of {pages}
        </span>
        <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
      {action && (
        <p className="error" role="alert">
          {action.message}
        </p>
      )}
      {canCreate && (
        <form
          className="inline"
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await create({ input: { name, description: description || null } });
            if (!r.error) {
              setName('');
              setDescription('');
              refetch({ requestPolicy: 'network-only' });
            }
          }}
        >
          <h2>New workspace</h2>
          <label htmlFor="ws-name">Name</label>
          <input id="ws-name" value={name} onChange={(e) => setName(e.target.value)} required />
          <label htmlFor="ws-description">Description</label>
          <input id="ws-description" value={description} onChange={(e) => setDescription(e.target.value)} />
          <button type="submit" disabled={created.fetching}>
            Create workspace
          </button>
        </form>
      )}
    </section>
  );
}
