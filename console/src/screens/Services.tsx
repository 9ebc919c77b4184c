import { useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { conflictReads, problem } from '../client';
import { ConnectionTest, ConnectionTestButton } from '../ConnectionTest';
import {
  ConsoleCreatePostgisServiceDocument,
  ConsoleServiceConnectionNowDocument,
  ConsoleServicesDocument,
  ConsoleTestNewServiceDocument,
  ConsoleTestServiceDocument,
  ConsoleUpdateServiceConnectionDocument,
  type ConsoleServiceConnectionFragment,
} from '../generated/graphql';
import { Loading, Refusal, TableWrap, useLoadProblem } from '../ui';
import { navigate } from 'wouter/use-browser-location';
import { readDraft } from '../drafts';
import { VersionedForm, type FormField, type FormValues, type Versioned } from '../VersionedForm';
import { ServiceTables } from './ServiceTables';

/** libpq's sslmode values, as the server takes them (prefer is the default). */
const SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'];

import { servicePath } from '../paths';

export { servicePath };

/** A PostGIS connection as the form holds it: every field text; schemas comma-separated. */
interface PostgisFields {
  host: string;
  port: string;
  database: string;
  user: string;
  password: string;
  sslmode: string;
  schemas: string;
}

/**
 * The connection_info the API takes from the form: the port as a number, schemas as a list, and the
 * password only when one was typed (an omitted password keeps the saved one).
 */
function postgisInfo(f: PostgisFields): Record<string, unknown> {
  const schemas = f.schemas
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    host: f.host.trim(),
    // Not a number: sent as typed, for the server to say so.
    port: f.port.trim() === '' ? null : /^\d+$/.test(f.port.trim()) ? Number(f.port) : f.port,
    database: f.database.trim(),
    user: f.user.trim(),
    sslmode: f.sslmode,
    schemas: schemas.length ? schemas : null,
    ...(f.password ? { password: f.password } : {}),
  };
}

/** Where a service reads from, in one line: host:port/database for PostGIS, the path for a file. */
function where(s: ConsoleServiceConnectionFragment): string {
  const c = s.connectionInfo;
  if (s.type === 'POSTGIS') return `${String(c.host)}:${String(c.port ?? 5432)}/${String(c.database)}`;
  return String(c.path ?? '');
}

/**
 * A workspace's services: the list (where each reads from, how many layers it publishes, its connection
 * test) and a new PostGIS service, tested before it is created; `sub` opens one service (its connection
 * settings and its tables).
 */
export function Services({ workspace, sub }: { workspace: string; sub?: string }) {
  if (sub) return <ServiceScreen workspace={workspace} service={decodeURIComponent(sub)} />;
  return <ServiceList workspace={workspace} />;
}

function ServiceList({ workspace }: { workspace: string }) {
  const [res] = useQuery({ query: ConsoleServicesDocument, variables: { workspace } });
  const loadProblem = useLoadProblem(res.error);
  const d = res.data;
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title">Services</h2>
      {res.fetching && !d && <Loading what="services" />}
      <Refusal problem={loadProblem} />
      {d && d.services.length === 0 && <p className="empty">No services yet.</p>}
      {d && d.services.length > 0 && (
        <TableWrap>
          <table aria-label="services">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Reads from</th>
                <th scope="col">Layers</th>
                <th scope="col">Connection</th>
              </tr>
            </thead>
            <tbody>
              {d.services.map((s) => (
                <tr key={s.databaseId}>
                  <td>
                    <a href={servicePath(workspace, s.name)}>{s.name}</a>
                    {s.enabled ? '' : ' (disabled)'}
                  </td>
                  <td>{s.type.toLowerCase()}</td>
                  <td>
                    <code>{where(s)}</code>
                  </td>
                  <td>{d.layers.filter((l) => l.serviceId === s.databaseId).length}</td>
                  <td>
                    <ConnectionTest workspace={workspace} service={s.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <NewPostgisService workspace={workspace} onCreated={(name) => navigate(servicePath(workspace, name))} />
    </section>
  );
}

const blank: PostgisFields & { name: string } = {
  name: '',
  host: '',
  port: '5432',
  database: '',
  user: '',
  password: '',
  sslmode: 'prefer',
  schemas: 'public',
};

/** The connection form of a new PostGIS service: Test tries it without saving; Create saves it. */
function NewPostgisService({ workspace, onCreated }: { workspace: string; onCreated: (name: string) => void }) {
  const [f, setF] = useState(blank);
  const [created, create] = useMutation(ConsoleCreatePostgisServiceDocument);
  const [, test] = useMutation(ConsoleTestNewServiceDocument);
  const field = (key: keyof typeof blank, label: string, more: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`pg-${key}`}>{label}</label>
      <input id={`pg-${key}`} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} {...more} />
    </div>
  );
  return (
    <form
      className="inline"
      aria-label="New PostGIS service"
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await create({
          workspace,
          input: { name: f.name.trim(), type: 'POSTGIS', connectionInfo: postgisInfo(f) },
        });
        if (r.data) {
          setF(blank);
          onCreated(r.data.createService.name);
        }
      }}
    >
      <h3>New PostGIS service</h3>
      <div className="row">
        {field('name', 'Service name', { required: true })}
        {field('host', 'Host', { required: true, placeholder: 'db.example.org' })}
        {field('port', 'Port', { inputMode: 'numeric', pattern: '[0-9]*' })}
        {field('database', 'Database', { required: true })}
        {field('user', 'User', { required: true, autoComplete: 'off' })}
        {field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        <div>
          <label htmlFor="pg-sslmode">SSL mode</label>
          <select id="pg-sslmode" value={f.sslmode} onChange={(e) => setF({ ...f, sslmode: e.target.value })}>
            {SSL_MODES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        {field('schemas', 'Schemas', { placeholder: 'public' })}
      </div>
      <small className="hint">Schemas: comma-separated; the tables of these schemas are listed.</small>
      <Refusal problem={problem(created.error)} />
      <ConnectionTestButton
        name="the new service"
        run={async () => {
          const r = await test({ workspace, input: { type: 'POSTGIS', connectionInfo: postgisInfo(f) } });
          return { problem: problem(r.error), result: r.data?.testNewServiceConnection };
        }}
      />{' '}
      <button type="submit" disabled={created.fetching}>
        {created.fetching ? 'Creating…' : 'Create service'}
      </button>
    </form>
  );
}

const connectionDraft = (workspace: string, id: string) => `service-connection:${workspace}:${id}`;

/** One service: where it reads from, its connection settings (edited with the version check) and its tables. */
function ServiceScreen({ workspace, service }: { workspace: string; service: string }) {
  const [res] = useQuery({ query: ConsoleServiceConnectionNowDocument, variables: { workspace, service } });
  const [opened, setEditing] = useState(false);
  const loadProblem = useLoadProblem(res.error);
  const s = res.data?.service;
  // A form left with unsaved changes (kept as a draft: the session ended, a reload) opens again.
  const editing = opened || (!!s && !!readDraft(connectionDraft(workspace, s.databaseId)));
  return (
    <section aria-labelledby="service-title">
      <p>
        <a href={servicePath(workspace)}>← Services</a>
      </p>
      <h2 id="service-title">Service {service}</h2>
      {res.fetching && !res.data && <Loading what="the service" />}
      <Refusal problem={loadProblem} />
      {s && (
        <>
          <p>
            {s.type.toLowerCase()}
            {s.enabled ? '' : ' (disabled)'}, reads from <code>{where(s)}</code>
            {s.type === 'POSTGIS' && (
              <>
                {' '}
                (schemas {((s.connectionInfo.schemas as string[] | undefined) ?? ['public']).join(', ')}; password{' '}
                {s.connectionInfo.password_configured ? 'saved' : 'none'})
              </>
            )}{' '}
            <ConnectionTest workspace={workspace} service={s.name} />{' '}
            <button type="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              Edit connection
            </button>
          </p>
          {editing && (
            <ServiceConnectionEdit
              key={`${s.databaseId}:${s.version}`}
              workspace={workspace}
              loaded={s}
              // The saved service replaces the cached one (cache.ts); a rename moves to its new address.
              onSaved={(saved) => {
                setEditing(false);
                if (saved !== service) navigate(servicePath(workspace, saved));
              }}
              onClose={() => setEditing(false)}
            />
          )}
          <ServiceTables workspace={workspace} service={s.name} />
        </>
      )}
    </section>
  );
}

const versioned = (s: ConsoleServiceConnectionFragment): Versioned => {
  const c = s.connectionInfo;
  const common = { name: s.name, enabled: s.enabled };
  return {
    values:
      s.type === 'POSTGIS'
        ? {
            ...common,
            host: String(c.host ?? ''),
            port: String(c.port ?? 5432),
            database: String(c.database ?? ''),
            user: String(c.user ?? ''),
            password: '',
            sslmode: String(c.sslmode ?? 'prefer'),
            schemas: ((c.schemas as string[] | undefined) ?? ['public']).join(', '),
          }
        : { ...common, path: String(c.path ?? '') },
    version: s.version,
    updatedAt: s.updatedAt,
  };
};

/** The form's values as the PostGIS fields (every one a text field of the form). */
const asFields = (v: FormValues): PostgisFields => {
  const text = (k: keyof PostgisFields) => String(v[k] ?? '');
  return {
    host: text('host'),
    port: text('port'),
    database: text('database'),
    user: text('user'),
    password: text('password'),
    sslmode: text('sslmode'),
    schemas: text('schemas'),
  };
};

/**
 * A service's name, whether it is in use and its connection settings, saved with the version check. The
 * password is never shown: left empty, the saved one is kept (the server asks for it again when the host
 * or port changes). Test tries the values in the form against the saved service without saving them.
 */
function ServiceConnectionEdit({
  workspace,
  loaded,
  onSaved,
  onClose,
}: {
  workspace: string;
  loaded: ConsoleServiceConnectionFragment;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const [, update] = useMutation(ConsoleUpdateServiceConnectionDocument);
  const [, test] = useMutation(ConsoleTestServiceDocument);
  const postgis = loaded.type === 'POSTGIS';
  const fields: FormField[] = [
    { key: 'name', label: 'Name', required: true },
    { key: 'enabled', label: 'Enabled', kind: 'checkbox' },
    ...(postgis
      ? ([
          { key: 'host', label: 'Host', required: true },
          { key: 'port', label: 'Port' },
          { key: 'database', label: 'Database', required: true },
          { key: 'user', label: 'User', required: true },
          {
            key: 'password',
            label: 'Password',
            kind: 'password',
            placeholder: loaded.connectionInfo.password_configured ? 'saved: empty keeps it' : 'none saved',
          },
          { key: 'sslmode', label: 'SSL mode', kind: 'select', options: SSL_MODES, noNone: true },
          { key: 'schemas', label: 'Schemas', hint: 'comma-separated' },
        ] satisfies FormField[])
      : ([{ key: 'path', label: 'Path', required: true }] satisfies FormField[])),
  ];
  const info = (v: FormValues) => (postgis ? postgisInfo(asFields(v)) : { path: String(v.path) });
  // The name saved, for the page to follow a rename.
  const savedName = useRef(loaded.name);
  return (
    <VersionedForm
      label={`Edit connection of ${loaded.name}`}
      what="this service"
      idPrefix={`svc-conn-${loaded.databaseId}`}
      draftKey={connectionDraft(workspace, loaded.databaseId)}
      workspace={workspace}
      operation="updateService"
      fields={fields}
      loaded={versioned(loaded)}
      save={async (v, expectedVersion) => {
        const r = await update({
          workspace,
          service: loaded.databaseId,
          input: { name: String(v.name), enabled: v.enabled === true, connectionInfo: info(v), expectedVersion },
        });
        if (r.data) savedName.current = r.data.updateService.name;
        return { problem: problem(r.error), saved: r.data && versioned(r.data.updateService) };
      }}
      reread={async () => {
        const r = await conflictReads()
          .query(
            ConsoleServiceConnectionNowDocument,
            { workspace, service: loaded.databaseId },
            { requestPolicy: 'network-only' },
          )
          .toPromise();
        return r.data?.service ? versioned(r.data.service) : undefined;
      }}
      onSaved={() => onSaved(savedName.current)}
      onClose={onClose}
      extra={(v) => (
        <ConnectionTestButton
          name={`the edited ${loaded.name}`}
          label="Test these settings"
          run={async () => {
            const r = await test({ workspace, service: loaded.databaseId, input: { connectionInfo: info(v) } });
            return { problem: problem(r.error), result: r.data?.testExistingServiceConnection };
          }}
        />
      )}
    />
  );
}
