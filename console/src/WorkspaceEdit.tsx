import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { problem, type Problem } from './client';
import { changedBy, ConflictNotice, type Conflict } from './Conflict';
import { ConsoleUpdateWorkspaceDocument, ConsoleWorkspaceNowDocument } from './generated/graphql';
import { Refusal } from './ui';

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
  const [conflict, setConflict] = useState<Conflict<Loaded> | undefined>();

  const reload = (w: Loaded) => {
    setBase(w);
    setName(w.name);
    setDescription(w.description ?? '');
    setConflict(undefined);
    setRefused(undefined);
  };

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
          const who = await changedBy(client, {
            workspace: base.id,
            operation: 'updateWorkspace',
            from: base.version,
            to: fresh.version,
          });
          setConflict({ current: fresh, changedBy: who });
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
      <button type="submit" disabled={saving || !!conflict}>
        {saving ? 'Saving…' : 'Save workspace'}
      </button>{' '}
      <small>version {base.version}</small>
      {conflict ? (
        <ConflictNotice
          what="this workspace"
          from={base.version}
          to={conflict.current.version}
          at={conflict.current.updatedAt}
          who={conflict.changedBy}
          rows={[
            { field: 'Name', was: base.name, now: conflict.current.name, mine: name },
            {
              field: 'Description',
              was: base.description ?? '',
              now: conflict.current.description ?? '',
              mine: description,
            },
          ]}
          onReload={() => reload(conflict.current)}
        />
      ) : (
        <Refusal problem={refused} />
      )}
    </form>
  );
}
