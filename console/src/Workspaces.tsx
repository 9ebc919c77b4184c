import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem } from './client';
import { ConfirmButton, TableWrap } from './ui';
import {
  ConsoleCreateWorkspaceDocument,
  ConsoleDeleteWorkspaceDocument,
  ConsoleWorkspacesDocument,
  type WorkspaceOrder,
} from './generated/graphql';

export const PAGE = 20;

/** The sort orders offered, as the server names them. */
const ORDERS: Record<string, WorkspaceOrder> = {
  'name-asc': { field: 'NAME', direction: 'ASC' },
  'name-desc': { field: 'NAME', direction: 'DESC' },
  'created-desc': { field: 'CREATED_AT', direction: 'DESC' },
  'created-asc': { field: 'CREATED_AT', direction: 'ASC' },
};

/** Where the page stands: forwards after a cursor, or backwards before one; `index` counts pages from 0. */
type Position = { index: number; after?: string; before?: string };

interface Row {
  name: string;
  description: string;
  role: string;
  manage: boolean;
}

interface Props {
  canCreate: boolean;
  superAdmin: boolean;
  /** The caller's workspaces (what a workspace admin or viewer may open). */
  mine: { name: string; role: string; consoleAccess: boolean }[];
  open: (name: string) => void;
  onSessionEnded: (message: string) => void;
}

/** A value that follows `value` once it has stopped changing for `ms` (typing in the filter). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Workspaces. Super admins page through every workspace with the server's connection (filter by name,
 * sort, 20 a page, the total), and create and delete; others see the workspaces they have a role in (a
 * short list, from `me`), filtered and paged in the page.
 */
export function Workspaces({ canCreate, superAdmin, mine, open, onSessionEnded }: Props) {
  const [filter, setFilter] = useState('');
  const nameContains = useSettled(filter.trim(), 250);
  const [order, setOrder] = useState('name-asc');
  const [at, setAt] = useState<Position>({ index: 0 });
  const [list] = useQuery({
    query: ConsoleWorkspacesDocument,
    variables: {
      ...(at.before ? { last: PAGE, before: at.before } : { first: PAGE, after: at.after }),
      filter: nameContains ? { nameContains } : null,
      orderBy: ORDERS[order],
    },
    pause: !superAdmin,
  });
  const [created, create] = useMutation(ConsoleCreateWorkspaceDocument);
  const [deleted, remove] = useMutation(ConsoleDeleteWorkspaceDocument);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // A new filter or order starts again from the first page.
  useEffect(() => setAt({ index: 0 }), [nameContains, order]);

  const err = problem(list.error);
  useEffect(() => {
    if (err?.code === 'UNAUTHENTICATED') onSessionEnded(err.message);
  }, [err?.code]);

  const conn = list.data?.workspacesConnection;
  let rows: Row[];
  let total: number;
  let hasPrevious: boolean;
  let hasNext: boolean;
  let index = at.index;
  if (superAdmin) {
    rows = (conn?.edges ?? []).map(({ node: w }) => ({
      name: w.name,
      description: w.description ?? '',
      role: 'super_admin',
      manage: true,
    }));
    total = conn?.totalCount ?? 0;
    hasPrevious = conn?.pageInfo.hasPreviousPage ?? false;
    hasNext = conn?.pageInfo.hasNextPage ?? false;
    // Back at the start (rows deleted or added meanwhile): the server knows best that this is page 1.
    if (conn && !hasPrevious) index = 0;
  } else {
    const shown = mine.filter((w) => w.name.toLowerCase().includes(nameContains.toLowerCase()));
    total = shown.length;
    rows = shown
      .slice(at.index * PAGE, at.index * PAGE + PAGE)
      .map((w) => ({ name: w.name, description: '', role: w.role, manage: w.consoleAccess }));
    hasPrevious = at.index > 0;
    hasNext = (at.index + 1) * PAGE < total;
  }
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const previous = () =>
    superAdmin && conn?.pageInfo.startCursor
      ? setAt({ index: index - 1, before: conn.pageInfo.startCursor })
      : setAt({ index: Math.max(0, index - 1) });
  const next = () =>
    superAdmin && conn?.pageInfo.endCursor
      ? setAt({ index: index + 1, after: conn.pageInfo.endCursor })
      : setAt({ index: index + 1 });
  // Each refusal is shown beside its action and cleared by that action's next attempt.
  // Only the last action's refusal is said: a later attempt of either clears the other's.
  const [last, setLast] = useState<'create' | 'delete'>();
  const createProblem = last === 'create' ? problem(created.error) : undefined;
  const deleteProblem = last === 'delete' ? problem(deleted.error) : undefined;

  return (
    <section aria-labelledby="ws-title">
      <h1 id="ws-title">Workspaces</h1>
      <div className="row">
        <div>
          <label htmlFor="ws-filter">Filter by name</label>
          <input id="ws-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
        {superAdmin && (
          <div>
            <label htmlFor="ws-order">Sort</label>
            <select id="ws-order" value={order} onChange={(e) => setOrder(e.target.value)}>
              <option value="name-asc">name, A to Z</option>
              <option value="name-desc">name, Z to A</option>
              <option value="created-desc">newest first</option>
              <option value="created-asc">oldest first</option>
            </select>
          </div>
        )}
      </div>
      {list.fetching && <p role="status">Loading…</p>}
      {err && err.code !== 'UNAUTHENTICATED' && (
        <p className="error" role="alert">
          {err.message}
        </p>
      )}
      {deleteProblem && (
        <p className="error" role="alert">
          {deleteProblem.message}
        </p>
      )}
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
                    <ConfirmButton
                      label="Delete"
                      ariaLabel={`Delete workspace ${w.name}`}
                      question={`Delete workspace ${w.name}?`}
                      confirmLabel="Delete"
                      onConfirm={async () => {
                        setLast('delete');
                        // The deleted workspace leaves the cached pages (cache.ts): the page is read again.
                        await remove({ workspace: w.name });
                      }}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <nav aria-label="pages" className="pager">
        <button type="button" disabled={!hasPrevious} onClick={previous}>
          Previous
        </button>
        <span aria-label="page">
          Page {Math.min(index + 1, pages)} of {pages}
        </span>
        <span aria-label="total">
          ({total} workspace{total === 1 ? '' : 's'})
        </span>
        <button type="button" disabled={!hasNext} onClick={next}>
          Next
        </button>
      </nav>
      {canCreate && (
        <form
          className="inline"
          aria-label="new workspace"
          onSubmit={async (e) => {
            e.preventDefault();
            setLast('create');
            const r = await create({ input: { name, description: description || null } });
            // A new workspace marks the cached pages stale (cache.ts): the page is read again.
            if (!r.error) {
              setName('');
              setDescription('');
            }
          }}
        >
          <h2>New workspace</h2>
          <label htmlFor="ws-name">Name</label>
          <input id="ws-name" value={name} onChange={(e) => setName(e.target.value)} required />
          <label htmlFor="ws-description">Description</label>
          <input id="ws-description" value={description} onChange={(e) => setDescription(e.target.value)} />
          <button type="submit" disabled={created.fetching}>
            {created.fetching ? 'Creating…' : 'Create workspace'}
          </button>
          {createProblem && (
            <p className="error" role="alert">
              {createProblem.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
