import { useEffect, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { draftsUnder } from '../drafts';
import {
  ConsoleCreateStyleDocument,
  ConsoleDeleteStyleDocument,
  ConsoleStyleDocument,
  ConsoleStylesDocument,
  ConsoleStyleTemplatesDocument,
  ConsoleValidateStyleDocument,
  ConsoleUpdateStyleDocument,
} from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';
import { diagnosticsOf, StyleEditor, type Diagnostic } from './StyleEditor';
import { StylePreview } from './StylePreview';
import { RestoredNotice, useVersionedForm, type Versioned } from '../VersionedForm';

const FORMATS = ['css', 'sld_1.0.0', 'sld_1.1.0', 'se_1.1.0', 'ysld', 'mapbox'] as const;

/**
 * The spelling inputs take (sld_1.0.0) of a StyleFormat read from the graph (SLD_1_0_0): the enum's
 * names are GraphQL names, the inputs keep the REST values.
 */
const formatValue = (f: string): string => f.toLowerCase().replace(/_(\d)_(\d)_(\d)$/, '_$1.$2.$3');

type Editing = { mode: 'new' } | { mode: 'edit'; name: string };

/** A style as read for editing: what an update is checked against. */
interface Loaded {
  name: string;
  format: string;
  body: string;
  version: number;
  updatedAt: string;
}

/** A body for the conflict table: its length, and where it first differs from the loaded one. */
function bodySummary(body: string, loaded: string): string {
  const split = (text: string) => text.replace(/\n$/, '').split('\n');
  const lines = split(body);
  const before = split(loaded);
  const first = lines.findIndex((l, i) => l !== before[i]);
  const at = first >= 0 ? first : lines.length < before.length ? lines.length : -1;
  return `${lines.length} lines${at >= 0 ? `, changed from line ${at + 1}` : ''}`;
}

/** A workspace's styles: the list, an editor that saves through create/update, and delete. */
export function Styles({ workspace }: { workspace: string }) {
  const [list] = useQuery({ query: ConsoleStylesDocument, variables: { workspace } });
  const [, remove] = useMutation(ConsoleDeleteStyleDocument);
  // An editor left with unsaved changes (kept as a draft: the session ended, a reload) opens again.
  const [editing, setEditing] = useState<Editing | undefined>(() => {
    const kept = draftsUnder(`style:${workspace}:`)[0];
    return kept === undefined ? undefined : kept === 'new' ? { mode: 'new' } : { mode: 'edit', name: kept.slice(1) };
  });
  const [action, setAction] = useState<Problem | undefined>();
  // Kept here, since a create or a rename reopens the editor on the style's new name.
  const [saved, setSaved] = useState<string | undefined>();
  const edit = (next: Editing | undefined) => {
    setSaved(undefined);
    setEditing(next);
  };
  const loadProblem = useLoadProblem(list.error);

  return (
    <section aria-labelledby="styles-title">
      <h2 id="styles-title">Styles</h2>
      {list.fetching && !list.data && <Loading what="styles" />}
      <Refusal problem={loadProblem ?? action} />
      {list.data && list.data.styles.length === 0 && <p className="empty">No styles yet.</p>}
      {list.data && list.data.styles.length > 0 && (
        <TableWrap>
          <table aria-label="styles">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Format</th>
                <th scope="col">Valid</th>
                <th scope="col">Updated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.styles.map((s) => (
                <tr
                  key={s.databaseId}
                  className={editing?.mode === 'edit' && editing.name === s.name ? 'selected' : undefined}
                >
                  <td>{s.name}</td>
                  <td>{formatValue(s.format)}</td>
                  <td>{s.valid ? 'yes' : 'no'}</td>
                  <td>{when(s.updatedAt)}</td>
                  <td className="actions">
                    <button
                      type="button"
                      aria-label={`Edit style ${s.name}`}
                      onClick={() => edit({ mode: 'edit', name: s.name })}
                    >
                      Edit
                    </button>{' '}
                    <ConfirmButton
                      label="Delete"
                      ariaLabel={`Delete style ${s.name}`}
                      question={`Delete style ${s.name}?`}
                      confirmLabel="Delete"
                      onConfirm={async () => {
                        const r = await remove({ workspace, style: s.name });
                        setAction(problem(r.error));
                        if (!r.error) {
                          if (editing?.mode === 'edit' && editing.name === s.name) edit(undefined);
                        }
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {list.data && !editing && (
        <button type="button" onClick={() => edit({ mode: 'new' })}>
          New style
        </button>
      )}
      {editing && (
        <StyleForm
          key={editing.mode === 'edit' ? `edit:${editing.name}` : 'new'}
          workspace={workspace}
          editing={editing}
          onSaving={() => setSaved(undefined)}
          onSaved={(name) => {
            setSaved(`Saved ${name}.`);
            setEditing({ mode: 'edit', name });
          }}
          onClose={() => edit(undefined)}
        />
      )}
      {saved && (
        <p className="ok" role="status">
          {saved}
        </p>
      )}
    </section>
  );
}

type Values = { name: string; format: string; body: string };
const versioned = (s: Loaded): Versioned<Values> => ({
  values: { name: s.name, format: s.format, body: s.body },
  version: s.version,
  updatedAt: s.updatedAt,
});

/** Where a style editor's unsaved edit is kept (drafts.ts): `new` for a style not created yet. */
export const styleDraft = (workspace: string, editing: Editing) =>
  `style:${workspace}:${editing.mode === 'new' ? 'new' : `=${editing.name}`}`;

/** The editor of one style (or of a new one): an existing style's body is read once when it opens. */
function StyleForm(props: {
  workspace: string;
  editing: Editing;
  onSaving: () => void;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const client = useClient();
  const { workspace, editing } = props;
  const [loaded, setLoaded] = useState<Versioned<Values> | undefined>(
    editing.mode === 'new' ? { values: { name: '', format: 'css', body: '' }, version: 0 } : undefined,
  );
  const [refused, setRefused] = useState<Problem | undefined>();
  const read = async (style: string): Promise<Versioned<Values> | undefined> => {
    const r = await client
      .query(ConsoleStyleDocument, { workspace, style }, { requestPolicy: 'network-only' })
      .toPromise();
    if (!r.data?.style) {
      setRefused(problem(r.error));
      return undefined;
    }
    return versioned({ ...r.data.style, format: formatValue(r.data.style.format) });
  };
  useEffect(() => {
    if (editing.mode === 'edit') void read(editing.name).then((s) => s && setLoaded(s));
  }, []);
  const title = editing.mode === 'new' ? 'New style' : `Style ${editing.name}`;
  if (!loaded)
    return (
      <div className="panel">
        <h3>{title}</h3>
        {refused ? <Refusal problem={refused} /> : <Loading what="the style" />}
      </div>
    );
  return <StyleFormLoaded {...props} loaded={loaded} title={title} read={read} />;
}

/** The editor's form: name, format and body, on useVersionedForm; diagnostics from a refused save. */
function StyleFormLoaded({
  workspace,
  editing,
  loaded,
  title,
  read,
  onSaving,
  onSaved,
  onClose,
}: {
  workspace: string;
  editing: Editing;
  loaded: Versioned<Values>;
  title: string;
  read: (style: string) => Promise<Versioned<Values> | undefined>;
  onSaving: () => void;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const client = useClient();
  const [, create] = useMutation(ConsoleCreateStyleDocument);
  const [, update] = useMutation(ConsoleUpdateStyleDocument);
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [checked, setChecked] = useState<string | undefined>();
  // The name the style has on the server (an update addresses it by that name).
  const [savedName, setSavedName] = useState(editing.mode === 'edit' ? editing.name : undefined);
  const form = useVersionedForm<Values>({
    draftKey: styleDraft(workspace, editing),
    loaded,
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'format', label: 'Format' },
      { key: 'body', label: 'Body', show: (v, at) => bodySummary(String(v ?? ''), String(at ?? '')) },
    ],
    save: async (v, expectedVersion) => {
      onSaving();
      setDiagnostics([]);
      // An update sends the version read; someone else's change in between is refused, not overwritten.
      const r =
        savedName === undefined
          ? await create({ workspace, input: v })
          : await update({ workspace, style: savedName, input: { ...v, expectedVersion } });
      const p = problem(r.error);
      setDiagnostics(diagnosticsOf(p?.details));
      if (!r.data) return { problem: p };
      const at = 'updateStyle' in r.data ? r.data.updateStyle : r.data.createStyle;
      setSavedName(v.name);
      return {
        saved: {
          values: v,
          version: 'updateStyle' in r.data ? r.data.updateStyle.version : 1,
          updatedAt: at.updatedAt,
        },
      };
    },
    reread: () => read(savedName ?? loaded.values.name),
    audit: { workspace, operation: 'updateStyle', since: true },
    onSaved: (saved) => onSaved(saved.values.name),
  });
  const { name, format, body } = form.values;
  // A template per format, from the server (docs/styles.md, "Templates"); a new style starts from one.
  const [templateList] = useQuery({ query: ConsoleStyleTemplatesDocument });
  const templates: Record<string, string> = Object.fromEntries(
    (templateList.data?.styleTemplates ?? []).map((x) => [formatValue(x.format), x.body]),
  );
  useEffect(() => {
    if (editing.mode === 'new' && body === '' && templates[format]) form.set('body', templates[format]);
  }, [templateList.data]);

  return (
    <form
      className="panel"
      aria-label={title}
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit();
      }}
    >
      <h3>{title}</h3>
      <RestoredNotice form={form} />
      <div className="row">
        <div>
          <label htmlFor="style-name">Name</label>
          <input id="style-name" value={name} onChange={(e) => form.set('name', e.target.value)} required />
        </div>
        <div>
          <label htmlFor="style-format">Format</label>
          <select
            id="style-format"
            value={format}
            onChange={(e) => {
              const next = e.target.value;
              // A new style whose body is still a template gets the new format's template.
              if (editing.mode === 'new' && (body === '' || Object.values(templates).includes(body)) && templates[next])
                form.set('body', templates[next]);
              form.set('format', next);
            }}
          >
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StyleEditor
        id="style-body"
        label="Body"
        value={body}
        onChange={(v) => {
          setChecked(undefined);
          form.set('body', v);
        }}
        diagnostics={diagnostics}
      />
      <button
        type="button"
        onClick={async () => {
          // The server's check, as a save would make it, without saving (validateStyle).
          const r = await client
            .query(
              ConsoleValidateStyleDocument,
              { workspace, input: { format, body } },
              { requestPolicy: 'network-only' },
            )
            .toPromise();
          const p = problem(r.error);
          form.setRefused(p);
          const found = r.data?.validateStyle.diagnostics ?? diagnosticsOf(p?.details);
          setDiagnostics(
            found.map((d) => ({ line: d.line ?? undefined, column: d.column ?? undefined, message: d.message })),
          );
          setChecked(r.data ? (r.data.validateStyle.valid ? 'Valid: no problem found.' : undefined) : undefined);
        }}
      >
        Validate
      </button>{' '}
      <button
        type="button"
        disabled={!templates[format]}
        onClick={() => {
          setChecked(undefined);
          setDiagnostics([]);
          form.set('body', templates[format]);
        }}
      >
        Use the {format} template
      </button>
      {checked && (
        <p className="ok" role="status">
          {checked}
        </p>
      )}
      <StylePreview format={format} body={body} workspace={workspace} style={savedName} />
      {form.conflict ? (
        form.conflictNotice(
          'this style',
          form.conflict.current.values.body !== form.base.values.body && (
            <details>
              <summary>The body now</summary>
              <pre aria-label="the body now">{form.conflict.current.values.body}</pre>
            </details>
          ),
        )
      ) : (
        <Refusal problem={form.refused} />
      )}
      {savedName !== undefined && <small>version {form.base.version}</small>}{' '}
      <button type="submit" disabled={form.busy || !!form.conflict}>
        {form.busy ? 'Saving…' : editing.mode === 'new' ? 'Create style' : 'Save style'}
      </button>{' '}
      <button type="button" onClick={() => form.mayClose() && onClose()}>
        Close
      </button>
    </form>
  );
}
