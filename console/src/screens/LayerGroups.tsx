import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { changedBy, ConflictNotice, type Conflict } from '../Conflict';
import {
  ConsoleCreateLayerGroupDocument,
  ConsoleDeleteLayerGroupDocument,
  ConsoleLayerGroupNowDocument,
  ConsoleLayerGroupsDocument,
  ConsoleUpdateLayerGroupDocument,
} from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem } from '../ui';
import { previewPath } from './Preview';

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

const blank: Group = { publicId: '', enabled: true, public: false, members: [] };

/** Members in one line, for the conflict table. */
const membersText = (members: { resource: string; style?: string | null; opacity: number | string }[]) =>
  members
    .map((m) => `${m.resource}${m.style ? ` (${m.style})` : ''}${Number(m.opacity) !== 1 ? ` ${m.opacity}` : ''}`)
    .join(', ');

/** A workspace's layer groups: members bottom to top, each a layer or another group, reordered in place. */
export function LayerGroups({ workspace }: { workspace: string }) {
  const [res, refetch] = useQuery({ query: ConsoleLayerGroupsDocument, variables: { workspace } });
  const [, remove] = useMutation(ConsoleDeleteLayerGroupDocument);
  const [editing, setEditing] = useState<{ original?: string; group: Group } | undefined>();
  const [action, setAction] = useState<Problem | undefined>();
  const loadProblem = useLoadProblem(res.error);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const d = res.data;

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
                <tr key={g.id}>
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
                        if (!r.error) reload();
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
            reload();
          }}
          onClose={() => setEditing(undefined)}
          onReload={(group) => setEditing({ original: group.publicId, group })}
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
  onReload,
}: {
  workspace: string;
  original?: string;
  group: Group;
  layers: string[];
  groups: string[];
  styles: string[];
  onDone: () => void;
  onClose: () => void;
  onReload: (current: Group) => void;
}) {
  const client = useClient();
  const [conflict, setConflict] = useState<Conflict<Group> | undefined>();
  const [, create] = useMutation(ConsoleCreateLayerGroupDocument);
  const [, update] = useMutation(ConsoleUpdateLayerGroupDocument);
  const [publicId, setPublicId] = useState(group.publicId);
  const [title, setTitle] = useState(group.title ?? '');
  const [description, setDescription] = useState(group.description ?? '');
  const [enabled, setEnabled] = useState(group.enabled);
  const [isPublic, setPublic] = useState(group.public);
  const [defaultStyle, setDefaultStyle] = useState(group.defaultStyle ?? '');
  const [members, setMembers] = useState<Member[]>(
    group.members.map((m) => ({
      resource: m.resource,
      style: m.style ?? '',
      opacity: String(m.opacity),
      composite: m.composite ?? '',
    })),
  );
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Problem | undefined>();
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
        setBusy(true);
        const input = {
          publicId,
          title: title || null,
          description: description || null,
          enabled,
          public: isPublic,
          defaultStyle: defaultStyle || null,
          members: members.map((m) => ({
            resource: m.resource,
            style: m.style || null,
            opacity: m.opacity === '' ? null : Number(m.opacity),
            composite: m.composite || null,
          })),
        };
        // An update sends the version read; someone else's change in between is refused, not overwritten.
        const r = original
          ? await update({ workspace, group: original, input: { ...input, expectedVersion: group.version } })
          : await create({ workspace, input });
        setBusy(false);
        const p = problem(r.error);
        setRefused(p);
        if (p?.code === 'PRECONDITION_FAILED' && original && group.version !== undefined) {
          const now = await client
            .query(ConsoleLayerGroupNowDocument, { workspace, group: original }, { requestPolicy: 'network-only' })
            .toPromise();
          const current = now.data?.layerGroup;
          if (!current) return setRefused(problem(now.error) ?? p);
          const who = await changedBy(client, {
            workspace,
            operation: 'updateLayerGroup',
            from: group.version,
            to: current.version,
            since: group.updatedAt,
          });
          setConflict({ current, changedBy: who });
          return;
        }
        if (!r.error) onDone();
      }}
    >
      <h3>{title_}</h3>
      <div className="row">
        <div>
          <label htmlFor="lg-id">Public id</label>
          <input id="lg-id" value={publicId} onChange={(e) => setPublicId(e.target.value)} required />
        </div>
        <div>
          <label htmlFor="lg-title">Title</label>
          <input id="lg-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div>
          <label htmlFor="lg-description">Description</label>
          <input id="lg-description" value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div>
          <label htmlFor="lg-style">Default style</label>
          <select id="lg-style" value={defaultStyle} onChange={(e) => setDefaultStyle(e.target.value)}>
            <option value="">none</option>
            {styles.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      <div className="checks">
        <label>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Enabled
        </label>
        <label>
          <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} /> Public
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
      {conflict && group.version !== undefined ? (
        <ConflictNotice
          what="this layer group"
          from={group.version}
          to={conflict.current.version ?? group.version}
          at={conflict.current.updatedAt}
          who={conflict.changedBy}
          rows={conflictRows(group, conflict.current, {
            publicId,
            title,
            description,
            enabled,
            public: isPublic,
            defaultStyle,
            members: members.map((m) => ({ ...m, opacity: m.opacity === '' ? 1 : Number(m.opacity) })),
          })}
          onReload={() => onReload(conflict.current)}
        />
      ) : (
        <Refusal problem={refused} />
      )}
      {group.version !== undefined && <small>version {group.version}</small>}{' '}
      <button type="submit" disabled={busy || !!conflict}>
        {busy ? 'Saving…' : original ? 'Save layer group' : 'Create layer group'}
      </button>{' '}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}

/** Field by field: the group when loaded, now, and as this edit would make it. */
function conflictRows(was: Group, now: Group, mine: Group) {
  const fields: [string, (g: Group) => string][] = [
    ['Public id', (g) => g.publicId],
    ['Title', (g) => g.title ?? ''],
    ['Description', (g) => g.description ?? ''],
    ['State', (g) => `${g.enabled ? 'enabled' : 'disabled'}, ${g.public ? 'public' : 'private'}`],
    ['Default style', (g) => g.defaultStyle ?? ''],
    ['Members', (g) => membersText(g.members)],
  ];
  return fields.map(([field, text]) => ({ field, was: text(was), now: text(now), mine: text(mine) }));
}
