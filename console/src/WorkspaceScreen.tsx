import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem } from './client';
import { ConnectionTest } from './ConnectionTest';
import {
  ConsoleCreateApiKeyDocument,
  ConsoleCreateServiceDocument,
  ConsoleRevokeApiKeyDocument,
  ConsoleWorkspaceDocument,
} from './generated/graphql';
import { at, go, previewPath, servicePath as servicePage, workspacePath } from './paths';
import { ConfirmButton, lazyScreen, Refusal, Screen, TableWrap } from './ui';
import { draftsUnder } from './drafts';
import { LayerEdit, layerDraft, ServiceEdit, serviceDraft } from './OverviewEdits';
import { WorkspaceEdit } from './WorkspaceEdit';

// Each tab is a chunk of its own, loaded when first opened.
const ClaimMappings = lazyScreen(() => import('./screens/ClaimMappings'), 'ClaimMappings');
const LayerGroups = lazyScreen(() => import('./screens/LayerGroups'), 'LayerGroups');
const OgcSettings = lazyScreen(() => import('./screens/OgcSettings'), 'OgcSettings');
const Preview = lazyScreen(() => import('./screens/Preview'), 'Preview');
const Services = lazyScreen(() => import('./screens/Services'), 'Services');
const Styles = lazyScreen(() => import('./screens/Styles'), 'Styles');
const TileJobs = lazyScreen(() => import('./screens/TileJobs'), 'TileJobs');
const WorkspaceDocument = lazyScreen(() => import('./screens/WorkspaceDocument'), 'WorkspaceDocument');

/** The parts of a workspace, each its own screen (and URL: /console/workspaces/<name>/<tab>). */
export const WORKSPACE_TABS = [
  ['', 'Overview'],
  ['services', 'Services'],
  ['styles', 'Styles'],
  ['layer-groups', 'Layer groups'],
  ['ogc', 'OGC settings'],
  ['claim-mappings', 'Claim mappings'],
  ['tile-jobs', 'Tile cache jobs'],
  ['document', 'Export / import'],
] as const;

/** One workspace: an overview (services, layers, styles, API keys) and its other screens, as tabs. */
export function WorkspaceScreen({
  name,
  tab,
  sub,
  onSessionEnded,
}: {
  name: string;
  tab: string;
  /** One thing of the tab: a service (services/<name>), a preview (preview/layer/<name>, preview/group/<id>). */
  sub?: string;
  onSessionEnded: (m: string) => void;
}) {
  return (
    <section aria-labelledby="one-ws">
      <p>
        <a href={at('/')}>← Workspaces</a>
      </p>
      <h1 id="one-ws">{name}</h1>
      <nav aria-label="workspace sections" className="tabs">
        {WORKSPACE_TABS.map(([id, label]) => (
          <a key={id} href={workspacePath(name, id)} aria-current={tab === id ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      <Screen>
        {tab === '' && <Overview name={name} onSessionEnded={onSessionEnded} />}
        {tab === 'services' && <Services workspace={name} sub={sub} />}
        {tab === 'preview' && sub && <Preview workspace={name} sub={sub} />}
        {tab === 'styles' && <Styles workspace={name} />}
        {tab === 'layer-groups' && <LayerGroups workspace={name} />}
        {tab === 'ogc' && <OgcSettings workspace={name} />}
        {tab === 'claim-mappings' && <ClaimMappings workspace={name} />}
        {tab === 'tile-jobs' && <TileJobs workspace={name} />}
        {tab === 'document' && <WorkspaceDocument workspace={name} />}
      </Screen>
      {!(WORKSPACE_TABS.some(([id]) => id === tab) || (tab === 'preview' && sub)) && (
        <p className="error" role="alert">
          No such section: {tab}
        </p>
      )}
    </section>
  );
}

/** The overview: services (with their connection test), layers, styles and API keys, from one operation. */
function Overview({ name, onSessionEnded }: { name: string; onSessionEnded: (m: string) => void }) {
  const [ws] = useQuery({ query: ConsoleWorkspaceDocument, variables: { workspace: name } });
  const [svc, createService] = useMutation(ConsoleCreateServiceDocument);
  const [key, createKey] = useMutation(ConsoleCreateApiKeyDocument);
  const [revoked, revoke] = useMutation(ConsoleRevokeApiKeyDocument);
  const [serviceName, setServiceName] = useState('');
  const [servicePath, setServicePath] = useState('');
  const [keyName, setKeyName] = useState('');
  const [keyRole, setKeyRole] = useState('viewer');
  const [shownKey, setShownKey] = useState<string | undefined>();
  // The service or layer whose edit form is open (by id).
  // A form left with unsaved changes (kept as a draft: the session ended, a reload) opens again.
  const [editing, setEditing] = useState<string | undefined>(
    () => draftsUnder(serviceDraft(name, ''))[0] ?? draftsUnder(layerDraft(name, ''))[0],
  );

  const err = problem(ws.error);
  useEffect(() => {
    if (err?.code === 'UNAUTHENTICATED') onSessionEnded(err.message);
  }, [err?.code]);
  if (ws.fetching && !ws.data) return <p role="status">Loading…</p>;
  // A workspace that does not exist answers null at `workspace`, with its error beside it.
  if (!ws.data?.workspace)
    return (
      <p className="error" role="alert">
        {err?.message ?? 'not found'}
      </p>
    );
  const d = { ...ws.data, workspace: ws.data.workspace };
  return (
    <div>
      {d.workspace.description && <p>{d.workspace.description}</p>}
      <WorkspaceEdit
        key={`${d.workspace.databaseId}:${d.workspace.version}`}
        loaded={d.workspace}
        // The saved workspace (its new version) replaces the cached one on every screen (cache.ts).
        onSaved={(saved) => {
          if (saved !== name) go(`/workspaces/${encodeURIComponent(saved)}`);
        }}
      />

      <h2>Services</h2>
      {d.services.length === 0 && <p className="empty">No services yet.</p>}
      <ul aria-label="services" className="services">
        {d.services.map((s) => (
          <li key={s.databaseId}>
            <a href={servicePage(name, s.name)}>{s.name}</a>{' '}
            <small>
              ({s.type}
              {s.enabled ? '' : ', disabled'})
            </small>{' '}
            <ConnectionTest workspace={name} service={s.name} />{' '}
            <button
              type="button"
              aria-label={`Edit service ${s.name}`}
              aria-expanded={editing === s.databaseId}
              onClick={() => setEditing(editing === s.databaseId ? undefined : s.databaseId)}
            >
              Edit
            </button>
            {editing === s.databaseId && (
              <ServiceEdit workspace={name} loaded={s} onClose={() => setEditing(undefined)} />
            )}
          </li>
        ))}
      </ul>
      <form
        className="inline"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await createService({
            workspace: name,
            input: { name: serviceName, type: 'VECTORFILE', connectionInfo: { path: servicePath } },
          });
          // A new service marks the cached lists of services stale (cache.ts): this screen reads them again.
          if (!r.error) setServiceName('');
        }}
      >
        <label htmlFor="svc-name">Service name</label>
        <input id="svc-name" value={serviceName} onChange={(e) => setServiceName(e.target.value)} required />
        <label htmlFor="svc-path">Vector file path</label>
        <input id="svc-path" value={servicePath} onChange={(e) => setServicePath(e.target.value)} required />
        <button type="submit">Add service</button>
      </form>
      {/* Each refusal beside its action; the next attempt of that action clears it. */}
      <Refusal problem={problem(svc.error)} />

      <h2>Layers</h2>
      {d.layers.length === 0 && <p className="empty">No layers yet.</p>}
      <ul aria-label="layers">
        {d.layers.map((l) => (
          <li key={l.databaseId}>
            {l.name}
            {l.title ? ` (${l.title})` : ''} <a href={previewPath(name, 'layer', l.name)}>Preview</a>{' '}
            <button
              type="button"
              aria-label={`Edit layer ${l.name}`}
              aria-expanded={editing === l.databaseId}
              onClick={() => setEditing(editing === l.databaseId ? undefined : l.databaseId)}
            >
              Edit
            </button>
            {editing === l.databaseId && (
              <LayerEdit
                workspace={name}
                loaded={l}
                styles={d.styles.map((st) => st.name)}
                onClose={() => setEditing(undefined)}
              />
            )}
          </li>
        ))}
      </ul>

      <h2>Styles</h2>
      <p>
        <a href={workspacePath(name, 'styles')}>Edit styles in the style editor</a>
      </p>
      {d.styles.length === 0 && <p className="empty">No styles yet.</p>}
      <ul aria-label="styles">
        {d.styles.map((s) => (
          <li key={s.databaseId}>
            {s.name} <small>({s.format})</small>
          </li>
        ))}
      </ul>

      <h2>API keys</h2>
      {shownKey && (
        <div className="notice" role="status">
          <p>This key is shown once. Copy it now:</p>
          <code aria-label="new API key">{shownKey}</code>{' '}
          <button type="button" onClick={() => navigator.clipboard?.writeText(shownKey)}>
            Copy
          </button>{' '}
          <button type="button" onClick={() => setShownKey(undefined)}>
            Done
          </button>
        </div>
      )}
      <Refusal problem={problem(revoked.error)} />
      <TableWrap>
        <table aria-label="API keys">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Prefix</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {d.apiKeys.map((k) => (
              <tr key={k.databaseId}>
                <td>{k.name}</td>
                <td>
                  <code>{k.keyPrefix}</code>
                </td>
                <td>{k.roleId}</td>
                <td>
                  {k.revoked ? (
                    'revoked'
                  ) : (
                    <ConfirmButton
                      label="Revoke"
                      ariaLabel={`Revoke key ${k.name}`}
                      question={`Revoke key ${k.name}? Whoever uses it is refused from then on.`}
                      confirmLabel="Revoke key"
                      onConfirm={async () => {
                        // The revoked key is marked so in the cache (cache.ts), wherever it is shown.
                        await revoke({ workspace: name, keyId: k.databaseId });
                      }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <form
        className="inline"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await createKey({ workspace: name, input: { name: keyName, roleId: keyRole } });
          if (r.data) {
            setShownKey(r.data.createAPIKey.key ?? undefined);
            setKeyName('');
          }
        }}
      >
        <label htmlFor="key-name">Key name</label>
        <input id="key-name" value={keyName} onChange={(e) => setKeyName(e.target.value)} required />
        <label htmlFor="key-role">Role</label>
        <select id="key-role" value={keyRole} onChange={(e) => setKeyRole(e.target.value)}>
          <option value="viewer">viewer</option>
          <option value="editor">editor</option>
          <option value="admin">admin</option>
        </select>
        <button type="submit">Create key</button>
      </form>
      <Refusal problem={problem(key.error)} />
    </div>
  );
}
