import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem } from './client';
import {
  ConsoleCreateApiKeyDocument,
  ConsoleCreateServiceDocument,
  ConsoleRevokeApiKeyDocument,
  ConsoleWorkspaceDocument,
} from './generated/graphql';

/** One workspace: its services, layers, styles and API keys, from one GraphQL operation. */
export function WorkspaceScreen({ name, onSessionEnded }: { name: string; onSessionEnded: (m: string) => void }) {
  const [ws, refetch] = useQuery({ query: ConsoleWorkspaceDocument, variables: { workspace: name } });
  const [svc, createService] = useMutation(ConsoleCreateServiceDocument);
  const [key, createKey] = useMutation(ConsoleCreateApiKeyDocument);
  const [revoked, revoke] = useMutation(ConsoleRevokeApiKeyDocument);
  const [serviceName, setServiceName] = useState('');
  const [servicePath, setServicePath] = useState('');
  const [keyName, setKeyName] = useState('');
  const [keyRole, setKeyRole] = useState('viewer');
  const [shownKey, setShownKey] = useState<string | undefined>();
  const reload = () => refetch({ requestPolicy: 'network-only' });

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
  const action = problem(svc.error) ?? problem(key.error) ?? problem(revoked.error);
  return (
    <section aria-labelledby="one-ws">
      <p>
        <a href="#/">← Workspaces</a>
      </p>
      <h1 id="one-ws">{d.workspace.name}</h1>
      {d.workspace.description && <p>{d.workspace.description}</p>}
      {action && (
        <p className="error" role="alert">
          {action.message}
        </p>
      )}

      <h2>Services</h2>
      {d.services.length === 0 && <p className="empty">No services yet.</p>}
      <ul aria-label="services">
        {d.services.map((s) => (
          <li key={s.id}>
            {s.name}{' '}
            <small>
              ({s.type}
              {s.enabled ? '' : ', disabled'})
            </small>
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
          if (!r.error) {
            setServiceName('');
            reload();
          }
        }}
      >
        <label htmlFor="svc-name">Service name</label>
        <input id="svc-name" value={serviceName} onChange={(e) => setServiceName(e.target.value)} required />
        <label htmlFor="svc-path">Vector file path</label>
        <input id="svc-path" value={servicePath} onChange={(e) => setServicePath(e.target.value)} required />
        <button type="submit">Add service</button>
      </form>

      <h2>Layers</h2>
      {d.layers.length === 0 && <p className="empty">No layers yet.</p>}
      <ul aria-label="layers">
        {d.layers.map((l) => (
          <li key={l.id}>{l.name}</li>
        ))}
      </ul>

      <h2>Styles</h2>
      {d.styles.length === 0 && <p className="empty">No styles yet.</p>}
      <ul aria-label="styles">
        {d.styles.map((s) => (
          <li key={s.id}>
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
            <tr key={k.id}>
              <td>{k.name}</td>
              <td>
                <code>{k.keyPrefix}</code>
              </td>
              <td>{k.roleId}</td>
              <td>
                {k.revoked ? (
                  'revoked'
                ) : (
                  <button
                    type="button"
                    aria-label={`Revoke key ${k.name}`}
                    onClick={async () => {
                      const r = await revoke({ workspace: name, keyId: k.id });
                      if (!r.error) reload();
                    }}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="inline"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await createKey({ workspace: name, input: { name: keyName, roleId: keyRole } });
          if (r.data) {
            setShownKey(r.data.createAPIKey.key);
            setKeyName('');
            reload();
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
    </section>
  );
}
