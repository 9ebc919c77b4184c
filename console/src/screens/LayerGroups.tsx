import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { conflictReads, type Problem, problem } from '../client';
import { draftsUnder } from '../drafts';
import {
  ConsoleCreateLayerGroupDocument,
  ConsoleDeleteLayerGroupDocument,
  ConsoleLayerGroupNowDocument,
  ConsoleLayerGroupsDocument,
  ConsoleUpdateLayerGroupDocument,
} from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem } from '../ui';
import { previewPath } from './Preview';
import { RestoredNotice, useVersionedForm, type Versioned } from '../VersionedForm';

interface Member {
  resource: string;
  style: string;
  opacity: string;
  composite: string;
}

interface Group {
  publicId: string;
  title?: string | null;
  description?: string | null;
  enabled: boolean;
  public: boolean;
  defaultStyle?: string | null;
  members: { resource: string; style?: string | null; opacity: number; composite?: string | null }[];
  /** The version read (an existing group); an update sends it back. */
  version?: number;
  updatedAt?: string;
}

type Values = {
  publicId: string;
  title: string;
  description: string;
  enabled: boolean;
  public: boolean;
  defaultStyle: string;
  members: Member[];
};

const versioned = (g: Group): Versioned<Values> => ({
  values: {
    publicId: g.publicId,
    title: g.title ?? '',
    description: g.description ?? '',
    enabled: g.enabled,
    public: g.public,
    defaultStyle: g.defaultStyle ?? '',
    members: g.members.map((m) => ({
      resource: m.resource,
      style: m.style ?? '',
      opacity: String(m.opacity),
      composite: m.composite ?? '',
    })),
  },
  version: g.version ?? 0,
  updatedAt: g.updatedAt,
});

/** Where a layer group form's unsaved edit is kept (drafts.ts): `new` for a group not created yet. */
const groupDraft = (workspace: string, original?: string) =>
  `layer-group:${workspace}:${original === undefined ? 'new' : `=${original}`}`;

const blank: Group = { publicId: '', enabled: true, public: false, members: [] };

/** Members in one line, for the conflict table. */
const membersText = (members: { resource: string; style?: string | null; opacity: number | string }[]) =>
  members
    .map((m) => `${m.resource}${m.style ? ` (${m.style})` : ''}${Number(m.opacity) !== 1 ? ` ${m.opacity}` : ''}`)
    .join(', ');

/** A workspace's layer groups: members bottom to top, each a layer or another group, reordered in place. */
export function LayerGroups({ workspace }: { workspace: string }) {
  const [res] = useQuery({ query: ConsoleLayerGroupsDocument, variables: { workspace } });
  const [, remove] = useMutation(ConsoleDeleteLayerGroupDocument);
  const [editing, setEditing] = useState<{ original?: string; group: Group } | undefined>();
  const [action, setAction] = useState<Problem | undefined>();
  const loadProblem = useLoadProblem(res.error);
  const d = res.data;
  // A form left with unsaved changes (kept as a draft: the session ended, a reload) opens again.
  useEffect(() => {
    if (!d || editing) return;
    const kept = draftsUnder(`layer-group:${workspace}:`)[0];
    const g = kept?.startsWith('=') ? d.layerGroups.find((x) => x.publicId === kept.slice(1)) : undefined;
    if (kept === 'new') setEditing({ group: blank });
    else if (g) setEditing({ original: g.publicId, group: g });
  }, [d]);

  return (
    <section aria-labelledby="groups-title">
      <h2 id="groups-title">Layer groups</h2>
      {res.fetching && !d && <Loading what="layer groups" />}
      <Refusal problem={loadProblem ?? action} />
      {d && d.layerGroups.length === 0 && <p className="empty">No layer groups yet.</p>}
      {d && d.layerGroups.length > 0 && (
        <TableWrap>
          <table aria-label="layer groups">
            <thead>
              <tr>
                <th scope="col">Public id</th>
                <th scope="col">Title</th>
                <th scope="col">Members (bottom to top)</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {d.layerGroups.map((g) => (
                <tr key={g.databaseId}>
                  <td>{g.publicId}</td>
                  <td>{g.title ?? ''}</td>
                  <td>
                    <ol className="members">
                      {g.members.map((m, i) => (
                        <li key={i}>
                          {m.resource}
                          {m.style ? ` (${m.style})` : ''}
                          {m.opacity !== 1 ? `, opacity ${m.opacity}` : ''}
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>
                    {g.enabled ? 'enabled' : 'disabled'}, {g.public ? 'public' : 'private'}
                  </td>
                  <td className="actions">
                    <a
                      href={previewPath(workspace, 'group', g.publicId)}
                      aria-label={`Preview layer group ${g.publicId}`}
                    >
                      Preview
                    </a>{' '}
                    <button
                      type="button"
                      aria-label={`Edit layer group ${g.publicId}`}
                      onClick={() => setEditing({ original: g.publicId, group: g })}
                    >
                      Edit
                    </button>{' '}
                    <ConfirmButton
                      label="Delete"
                      ariaLabel={`Delete layer group ${g.publicId}`}
                      question={`Delete layer group ${g.publicId}?`}
                      confirmLabel="Delete"
                      onConfirm={async () => {
                        const r = await remove({ workspace, group: g.publicId });
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
      {d && !editing && (
        <button type="button" onClick={() => setEditing({ group: blank })}>
          New layer group
        </button>
      )}
      {d && editing && (
        <GroupForm
          // A reload after a conflicting edit brings a new version: the form starts again from it.
          key={`${editing.original ?? 'new'}:${editing.group.version ?? ''}`}
          workspace={workspace}
          original={editing.original}
          group={editing.group}
          layers={d.layers.map((l) => l.name)}
          groups={d.layerGroups.map((g) => g.publicId).filter((p) => p !== editing.original)}
          styles={d.styles.map((s) => s.name)}
          onDone={() => {
            setEditing(undefined);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}

function GroupForm({
  workspace,
  original,
  group,
  layers,
  groups,
  styles,
  onDone,
  onClose,
}: {
  workspace: string;
  original?: string;
  group: Group;
  layers: string[];
  groups: string[];
  styles: string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [, create] = useMutation(ConsoleCreateLayerGroupDocument);
  const [, update] = useMutation(ConsoleUpdateLayerGroupDocument);
  // The public id the group has on the server (an update addresses it by that id).
  const [savedId, setSavedId] = useState(original);
  const form = useVersionedForm<Values>({
    draftKey: groupDraft(workspace, original),
    loaded: versioned(group),
    fields: [
      { key: 'publicId', label: 'Public id' },
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description' },
      { key: 'enabled', label: 'Enabled' },
      { key: 'public', label: 'Public' },
      { key: 'defaultStyle', label: 'Default style' },
      { key: 'members', label: 'Members', show: (v) => membersText((v as Member[] | undefined) ?? []) },
    ],
    save: async (v, expectedVersion) => {
      const input = {
        publicId: v.publicId,
        title: v.title || null,
        description: v.description || null,
        enabled: v.enabled,
        public: v.public,
        defaultStyle: v.defaultStyle || null,
        members: v.members.map((m) => ({
          resource: m.resource,
          style: m.style || null,
          opacity: m.opacity === '' ? null : Number(m.opacity),
          composite: m.composite || null,
        })),
      };
      // An update sends the version read; someone else's change in between is refused, not overwritten.
      const r = savedId
        ? await update({ workspace, group: savedId, input: { ...input, expectedVersion } })
        : await create({ workspace, input });
      if (r.error || !r.data) return { problem: problem(r.error) };
      setSavedId(v.publicId);
      return { saved: { values: v, version: expectedVersion + 1 } };
    },
    reread: async () => {
      const now = await conflictReads()
        .query(ConsoleLayerGroupNowDocument, { workspace, group: savedId ?? '' }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!now.data?.layerGroup) form.setRefused(problem(now.error));
      return now.data?.layerGroup ? versioned(now.data.layerGroup) : undefined;
    },
    audit: { workspace, operation: 'updateLayerGroup', since: true },
    onSaved: () => onDone(),
  });
  const { publicId, title, description, enabled, public: isPublic, defaultStyle, members } = form.values;
  const setMembers = (next: Member[]) => form.set('members', next);
  const resources = [...layers, ...groups];

  const change = (i: number, patch: Partial<Member>) =>
    setMembers(members.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const move = (i: number, by: number) => {
    const next = [...members];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setMembers(next);
  };
  const title_ = original ? `Layer group ${original}` : 'New layer group';

  return (
    <form
      className="panel"
      aria-label={title_}
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit();
      }}
    >
      <h3>{title_}</h3>
      <RestoredNotice form={form} />
      <div className="row">
        <div>
          <label htmlFor="lg-id">Public id</label>
          <input id="lg-id" value={publicId} onChange={(e) => form.set('publicId', e.target.value)} required />
        </div>
        <div>
          <label htmlFor="lg-title">Title</label>
          <input id="lg-title" value={title} onChange={(e) => form.set('title', e.target.value)} />
        </div>
        <div>
          <label htmlFor="lg-description">Description</label>
          <input id="lg-description" value={description} onChange={(e) => form.set('description', e.target.value)} />
        </div>
        <div>
          <label htmlFor="lg-style">Default style</label>
          <select id="lg-style" value={defaultStyle} onChange={(e) => form.set('defaultStyle', e.target.value)}>
            <option value="">none</option>
            {styles.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="checks">
        <label>
          <input type="checkbox" checked={enabled} onChange={(e) => form.set('enabled', e.target.checked)} /> Enabled
        </label>
        <label>
          <input type="checkbox" checked={isPublic} onChange={(e) => form.set('public', e.target.checked)} /> Public
        </label>
      </div>
      <fieldset>
        <legend>Members, bottom to top</legend>
        {members.length === 0 && <p className="empty">No members.</p>}
        <ol className="member-rows">
          {members.map((m, i) => (
            <li key={i} aria-label={`Member ${i + 1}`}>
              <div className="row">
                <div>
                  <label htmlFor={`lg-m${i}-resource`}>Member {i + 1}: layer or group</label>
                  <select
                    id={`lg-m${i}-resource`}
                    value={m.resource}
                    onChange={(e) => change(i, { resource: e.target.value })}
                    required
                  >
                    <option value="">choose…</option>
                    {!resources.includes(m.resource) && m.resource && <option>{m.resource}</option>}
                    {layers.length > 0 && (
                      <optgroup label="Layers">
                        {layers.map((l) => (
                          <option key={l}>{l}</option>
                        ))}
                      </optgroup>
                    )}
                    {groups.length > 0 && (
                      <optgroup label="Layer groups">
                        {groups.map((g) => (
                          <option key={g}>{g}</option>
                        ))}
                      </optgroup>
                    )}
                  </select>
                </div>
                <div>
                  <label htmlFor={`lg-m${i}-style`}>Member {i + 1}: style</label>
                  <select id={`lg-m${i}-style`} value={m.style} onChange={(e) => change(i, { style: e.target.value })}>
                    <option value="">default</option>
                    {styles.map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`lg-m${i}-opacity`}>Member {i + 1}: opacity</label>
                  <input
                    id={`lg-m${i}-opacity`}
                    type="number"
                    min={0}
                    max={1}
                    step={0.05}
                    value={m.opacity}
                    onChange={(e) => change(i, { opacity: e.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={`lg-m${i}-composite`}>Member {i + 1}: composite</label>
                  <input
                    id={`lg-m${i}-composite`}
                    value={m.composite}
                    placeholder="e.g. multiply"
                    onChange={(e) => change(i, { composite: e.target.value })}
                  />
                </div>
              </div>
              <button
                type="button"
                disabled={i === 0}
                aria-label={`Move member ${i + 1} down`}
                onClick={() => move(i, -1)}
              >
                Down
              </button>{' '}
              <button
                type="button"
                disabled={i === members.length - 1}
                aria-label={`Move member ${i + 1} up`}
                onClick={() => move(i, 1)}
              >
                Up
              </button>{' '}
              <button
                type="button"
                aria-label={`Remove member ${i + 1}`}
                onClick={() => setMembers(members.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => setMembers([...members, { resource: '', style: '', opacity: '1', composite: '' }])}
        >
          Add member
        </button>
      </fieldset>
      {form.conflict ? form.conflictNotice('this layer group') : <Refusal problem={form.refused} />}
      {savedId && <small>version {form.base.version}</small>}{' '}
      <button type="submit" disabled={form.busy || !!form.conflict}>
        {form.busy ? 'Saving…' : original ? 'Save layer group' : 'Create layer group'}
      </button>{' '}
      <button type="button" onClick={() => form.mayClose() && onClose()}>
        Close
      </button>
    </form>
  );
}
