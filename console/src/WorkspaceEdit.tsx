import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { problem, type Problem } from './client';
import {
  ConsoleUpdateWorkspaceDocument,
  ConsoleWorkspaceChangedByDocument,
  ConsoleWorkspaceNowDocument,
} from './generated/graphql';
import { Refusal, TableWrap, when } from './ui';

interface Loaded {
  id: string;
  name: string;
  description?: string | null;
  version: number;
  updatedAt: string;
}

/**
 * Editing a workspace's name and description with the version check: the save sends the version this page
 * read (`expectedVersion`). When someone else changed the workspace since, the server refuses with
 * PRECONDITION_FAILED and changes nothing; the page reads the workspace again and shows, field by field,
 * what it was when loaded, what it is now and what this edit would make it, and offers to reload.
 */
export function WorkspaceEdit({ loaded, onSaved }: { loaded: Loaded; onSaved: (name: string) => void }) {
  const client = useClient();
  const [, update] = useMutation(ConsoleUpdateWorkspaceDocument);
  const [base, setBase] = useState(loaded);
  const [name, setName] = useState(loaded.name);
  const [description, setDescription] = useState(loaded.description ?? '');
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<Problem | undefined>();
  const [current, setCurrent] = useState<Loaded | undefined>();
  const [changedBy, setChangedBy] = useState<string[]>([]);

  const reload = (w: Loaded) => {
    setBase(w);
    setName(w.name);
    setDescription(w.description ?? '');
    setCurrent(undefined);
    setChangedBy([]);
    setRefused(undefined);
  };

  const rows: [string, string, string, string][] = current
    ? [
        ['Name', base.name, current.name, name],
        ['Description', base.description ?? '', current.description ?? '', description],
      ]
    : [];

  return (
    <form
      className="edit-workspace"
      aria-label="edit workspace"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaving(true);
        const r = await update({
          workspace: base.name,
          input: {
            ...(name !== base.name ? { name } : {}),
            description,
            expectedVersion: base.version,
          },
        });
        setSaving(false);
        const p = problem(r.error);
        setRefused(p);
        if (p?.code === 'PRECONDITION_FAILED') {
          const now = await client
            .query(ConsoleWorkspaceNowDocument, { workspace: base.name }, { requestPolicy: 'network-only' })
            .toPromise();
          const fresh = now.data?.workspace;
          // Gone under this name (renamed or deleted by the other change): the server's words say so.
          if (!fresh) {
            setRefused(problem(now.error) ?? p);
            return;
          }
          setCurrent(fresh);
          // Who changed it: the newest successful updates of this workspace, one per version passed.
          const audit = await client
            .query(
              ConsoleWorkspaceChangedByDocument,
              {
                filter: { workspace: base.id, operation: 'updateWorkspace', status: 200 },
                limit: Math.min(Math.max(fresh.version - base.version, 1), 500),
              },
              { requestPolicy: 'network-only' },
            )
            .toPromise();
          setChangedBy([...new Set(audit.data?.auditEvents.events.map((e) => e.principal) ?? [])]);
          return;
        }
        if (r.data) {
          reload(r.data.updateWorkspace);
          onSaved(r.data.updateWorkspace.name);
        }
      }}
    >
      <label htmlFor="ws-edit-name">Workspace name</label>
      <input id="ws-edit-name" value={name} onChange={(e) => setName(e.target.value)} required />
      <label htmlFor="ws-edit-description">Workspace description</label>
      <input id="ws-edit-description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <button type="submit" disabled={saving || !!current}>
        {saving ? 'Saving…' : 'Save workspace'}
      </button>{' '}
      <small>version {base.version}</small>
      {current ? (
        <div className="error" role="alert" aria-label="conflicting change">
          <p>
            {changedBy.length > 0 ? changedBy.join(', ') : 'Someone else'} changed this workspace since you loaded it
            (version {base.version} → {current.version}, at {when(current.updatedAt)}). Nothing was saved.
          </p>
          <TableWrap>
            <table aria-label="what changed">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">When you loaded it</th>
                  <th scope="col">Now</th>
                  <th scope="col">Your edit</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([field, was, now, mine]) => (
                  <tr key={field} className={was !== now ? 'changed' : undefined}>
                    <th scope="row">
                      {field}
                      {was !== now ? ' (changed)' : ''}
                    </th>
                    <td>{was || '—'}</td>
                    <td>{now || '—'}</td>
                    <td>{mine || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <button type="button" onClick={() => reload(current)}>
            Reload the current values
          </button>
        </div>
      ) : (
        <Refusal problem={refused} />
      )}
    </form>
  );
}
