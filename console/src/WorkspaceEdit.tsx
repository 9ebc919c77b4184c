import { useMutation } from 'urql';
import { conflictReads, problem } from './client';
import { ConsoleUpdateWorkspaceDocument, ConsoleWorkspaceNowDocument } from './generated/graphql';
import { Refusal } from './ui';
import { RestoredNotice, useVersionedForm, type Versioned } from './VersionedForm';

interface Loaded {
  databaseId: string;
  name: string;
  description?: string | null;
  version: number;
  updatedAt: string;
}

type Values = { name: string; description: string };
const versioned = (w: Loaded): Versioned<Values> => ({
  values: { name: w.name, description: w.description ?? '' },
  version: w.version,
  updatedAt: w.updatedAt,
});

/**
 * Editing a workspace's name and description with the version check (useVersionedForm): the save sends
 * the version this page read (`expectedVersion`); a conflicting change shows who changed what and offers
 * keep mine, take theirs or a merge.
 */
export function WorkspaceEdit({ loaded, onSaved }: { loaded: Loaded; onSaved: (name: string) => void }) {
  const [, update] = useMutation(ConsoleUpdateWorkspaceDocument);
  const form = useVersionedForm<Values>({
    draftKey: `workspace:${loaded.databaseId}`,
    loaded: versioned(loaded),
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'description', label: 'Description' },
    ],
    // By id: a rename (this one or another's) does not lose the workspace.
    save: async (v, expectedVersion) => {
      const r = await update({
        workspace: loaded.databaseId,
        input: { name: v.name, description: v.description, expectedVersion },
      });
      return { problem: problem(r.error), saved: r.data && versioned(r.data.updateWorkspace) };
    },
    reread: async () => {
      const now = await conflictReads()
        .query(ConsoleWorkspaceNowDocument, { workspace: loaded.databaseId }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!now.data?.workspace) form.setRefused(problem(now.error));
      return now.data?.workspace ? versioned(now.data.workspace) : undefined;
    },
    audit: { workspace: loaded.databaseId, operation: 'updateWorkspace' },
    onSaved: (saved) => onSaved(saved.values.name),
  });

  return (
    <form
      className="edit-workspace"
      aria-label="edit workspace"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit();
      }}
    >
      <RestoredNotice form={form} />
      <label htmlFor="ws-edit-name">Workspace name</label>
      <input id="ws-edit-name" value={form.values.name} onChange={(e) => form.set('name', e.target.value)} required />
      <label htmlFor="ws-edit-description">Workspace description</label>
      <input
        id="ws-edit-description"
        value={form.values.description}
        onChange={(e) => form.set('description', e.target.value)}
      />
      <button type="submit" disabled={form.busy || !!form.conflict}>
        {form.busy ? 'Saving…' : 'Save workspace'}
      </button>{' '}
      <small>version {form.base.version}</small>
      {form.conflict ? form.conflictNotice('this workspace') : <Refusal problem={form.refused} />}
    </form>
  );
}
