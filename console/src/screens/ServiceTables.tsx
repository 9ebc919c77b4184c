import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsolePublishTableDocument,
  ConsoleServiceTablesDocument,
  type ConsoleServiceTablesQuery,
} from '../generated/graphql';
import { Loading, Refusal, TableWrap, useLoadProblem } from '../ui';
import { previewPath } from './Preview';

type Table = NonNullable<ConsoleServiceTablesQuery['service']>['tables'][number];

/** A layer name's rule (docs/rules.md): letters, digits, '.', '_' and '-', starting with a letter or digit. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * The layer name a table suggests: its table name (its geometry column added when the table has more
 * than one), made to fit the name rule, and numbered when a layer of the workspace has it already.
 */
export function suggestName(t: Table, tables: Table[], taken: Set<string>): string {
  const several = tables.filter((x) => x.name === t.name).length > 1;
  const base =
    `${t.table}${several ? `_${t.geometryColumn}` : ''}`
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[^A-Za-z0-9]+/, '')
      .slice(0, 120) || 'layer';
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** How many rows, for people: 3000, 12k, 4.5M (PostgreSQL's estimate; unknown until analyzed). */
const rows = (n?: number | null) =>
  n === null || n === undefined || n < 0
    ? 'unknown'
    : n < 10_000
      ? String(n)
      : n < 1_000_000
        ? `${Math.round(n / 1000)}k`
        : `${(n / 1_000_000).toFixed(1)}M`;

/**
 * What a service holds, as discovery finds it (`Service.tables`): each table or view with a geometry
 * column, its geometry type, SRID, estimated rows and the layers publishing it. Publish opens a small
 * form with a layer name from the table's; Create makes the layer from the table (its geometry and id
 * columns), in two clicks.
 */
export function ServiceTables({ workspace, service }: { workspace: string; service: string }) {
  const [res, refetch] = useQuery({ query: ConsoleServiceTablesDocument, variables: { workspace, service } });
  const loadProblem = useLoadProblem(res.error);
  // "List again": the tables live in the service's database, which changes outside mapgate; a layer
  // published here marks them stale by itself (cache.ts).
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // The table (and geometry column) whose publish form is open.
  const [publishing, setPublishing] = useState<string | undefined>();
  const [created, setCreated] = useState<string | undefined>();
  const tables = res.data?.service?.tables;
  const taken = new Set(res.data?.layers.map((l) => l.name));
  const key = (t: Table) => `${t.name}\u0000${t.geometryColumn}`;
  const several = (t: Table) => (tables ?? []).filter((x) => x.name === t.name).length > 1;
  const label = (t: Table) => (several(t) ? `${t.name} (${t.geometryColumn})` : t.name);

  return (
    <section aria-labelledby="tables-title">
      <h3 id="tables-title">Tables</h3>
      <p className="hint">
        The tables and views with a geometry column in the service’s schemas, as the database describes them.{' '}
        <button type="button" className="link" onClick={reload} disabled={res.fetching}>
          {res.fetching && res.data ? 'Listing…' : 'List again'}
        </button>
      </p>
      {res.fetching && !res.data && <Loading what="the tables" />}
      <Refusal problem={loadProblem} />
      {created && (
        <p className="ok" role="status">
          Layer {created} created. <a href={previewPath(workspace, 'layer', created)}>Preview {created}</a>
        </p>
      )}
      {tables && tables.length === 0 && <p className="empty">No tables with a geometry column.</p>}
      {tables && tables.length > 0 && (
        <TableWrap>
          <table aria-label={`tables of ${service}`}>
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Geometry</th>
                <th scope="col">SRID</th>
                <th scope="col">Rows (estimated)</th>
                <th scope="col">Published as</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {tables.map((t) => (
                <tr key={key(t)} className={publishing === key(t) ? 'selected' : undefined}>
                  <td>
                    {label(t)}
                    {t.kind !== 'table' && t.kind !== 'file' ? <small> ({t.kind.replace(/_/g, ' ')})</small> : null}
                  </td>
                  <td>
                    {t.geometryType}
                    {t.geography ? ' (geography)' : ''}
                  </td>
                  <td>{t.srid || '—'}</td>
                  <td>{rows(t.estimatedRows)}</td>
                  <td>
                    {t.layers.length === 0
                      ? '—'
                      : t.layers.map((l, i) => (
                          <span key={l}>
                            {i > 0 && ', '}
                            <a href={previewPath(workspace, 'layer', l)} aria-label={`Preview layer ${l}`}>
                              {l}
                            </a>
                          </span>
                        ))}
                  </td>
                  <td className="actions">
                    {publishing === key(t) ? (
                      <PublishForm
                        workspace={workspace}
                        service={service}
                        table={t}
                        label={label(t)}
                        suggested={suggestName(t, tables, taken)}
                        onCancel={() => setPublishing(undefined)}
                        onCreated={(layer) => {
                          setPublishing(undefined);
                          setCreated(layer);
                        }}
                      />
                    ) : (
                      <button
                        type="button"
                        aria-label={`Publish ${label(t)}`}
                        onClick={() => {
                          setCreated(undefined);
                          setPublishing(key(t));
                        }}
                      >
                        Publish
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

/** The second click: a layer name (suggested from the table's) and Create. */
function PublishForm({
  workspace,
  service,
  table,
  label,
  suggested,
  onCancel,
  onCreated,
}: {
  workspace: string;
  service: string;
  table: Table;
  label: string;
  suggested: string;
  onCancel: () => void;
  onCreated: (layer: string) => void;
}) {
  const [name, setName] = useState(suggested);
  const [publish, create] = useMutation(ConsolePublishTableDocument);
  const [refused, setRefused] = useState<Problem | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const id = `publish-${table.name}-${table.geometryColumn}`.replace(/[^A-Za-z0-9_-]/g, '_');
  return (
    <form
      aria-label={`Publish ${label} as a layer`}
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await create({
          workspace,
          service,
          input: {
            name: name.trim(),
            table: table.name,
            ...(table.geometryColumn ? { geometryColumn: table.geometryColumn } : {}),
            ...(table.idColumn ? { idColumn: table.idColumn } : {}),
          },
        });
        setRefused(problem(r.error));
        if (r.data) onCreated(r.data.createLayer.name);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <label htmlFor={id}>Layer name</label>
      <input
        id={id}
        ref={input}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        pattern={NAME.source.slice(1, -1)}
        title="letters, digits, '.', '_' and '-', starting with a letter or digit"
      />{' '}
      <button type="submit" disabled={publish.fetching}>
        {publish.fetching ? 'Creating…' : 'Create'}
      </button>{' '}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <Refusal problem={refused} />
    </form>
  );
}
