import { useState } from 'react';
import { useQuery } from 'urql';
import { ConsoleAuditDocument, type AuditEventFilter } from '../generated/graphql';
import { Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';
import { useAuditTail, type TailEvent } from './audit-tail';

interface Filters {
  /** How the principal, operation and workspace match: the whole text, or a part of it in any case. */
  match: 'exact' | 'contains';
  action: string;
  surface: string;
  status: string;
  principal: string;
  operation: string;
  workspace: string;
  since: string;
  until: string;
}

const EMPTY: Filters = {
  match: 'exact',
  action: '',
  surface: '',
  status: '',
  principal: '',
  operation: '',
  workspace: '',
  since: '',
  until: '',
};

/** The filter the server takes: only what was filled in; local date-times become instants. */
function toFilter(f: Filters): AuditEventFilter {
  const out: AuditEventFilter = {};
  if (f.action) out.action = f.action;
  if (f.surface) out.surface = f.surface;
  if (f.status) out.status = Number(f.status);
  const part = f.match === 'contains';
  if (f.principal.trim()) out[part ? 'principalContains' : 'principal'] = f.principal.trim();
  if (f.operation.trim()) out[part ? 'operationContains' : 'operation'] = f.operation.trim();
  if (f.workspace.trim()) out[part ? 'workspaceContains' : 'workspace'] = f.workspace.trim();
  if (f.since) out.since = new Date(f.since).toISOString();
  if (f.until) out.until = new Date(f.until).toISOString();
  return out;
}

/**
 * The audit log (super admins), newest first, filtered by the server and read a page at a time: the
 * server's cursor leads to older events; the cursors already followed lead back. "Live" swaps the pages
 * for a tail of the same filter: new events appear at the top as they are recorded (audit-tail.ts).
 */
export function Audit() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<AuditEventFilter>({});
  const [limit, setLimit] = useState(50);
  // cursors[i] is the cursor of page i (page 0 has none).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const [live, setLive] = useState(false);
  const [res, refetch] = useQuery({
    query: ConsoleAuditDocument,
    variables: { filter: applied, cursor: cursors[page], limit },
    requestPolicy: 'network-only',
    pause: live,
  });
  const tail = useAuditTail(applied, live);
  const loadProblem = useLoadProblem(res.error ?? undefined) ?? tail.error;
  const set = (k: keyof Filters) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });
  const events = res.data?.auditEvents.events ?? [];
  const next = res.data?.auditEvents.nextCursor;
  // Refused outright (not a super admin): the server's words, and nothing to filter.
  if (loadProblem?.code === 'FORBIDDEN')
    return (
      <section aria-labelledby="audit-title">
        <h1 id="audit-title">Audit log</h1>
        <Refusal problem={loadProblem} />
      </section>
    );

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form
        className="inline filters"
        aria-label="Audit filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(toFilter(draft));
          setCursors([null]);
        }}
      >
        <div className="row">
          <div>
            <label htmlFor="af-action">Action</label>
            <select id="af-action" value={draft.action} onChange={set('action')}>
              <option value="">any</option>
              <option value="change">change</option>
              <option value="read">read</option>
              <option value="security">security</option>
            </select>
          </div>
          <div>
            <label htmlFor="af-surface">Surface</label>
            <select id="af-surface" value={draft.surface} onChange={set('surface')}>
              <option value="">any</option>
              <option value="rest">rest</option>
              <option value="graphql">graphql</option>
            </select>
          </div>
          <div>
            <label htmlFor="af-status">HTTP status</label>
            <input id="af-status" type="number" min={100} max={599} value={draft.status} onChange={set('status')} />
          </div>
          <div>
            <label htmlFor="af-match">Match text</label>
            <select
              id="af-match"
              value={draft.match}
              onChange={(e) => setDraft({ ...draft, match: e.target.value as Filters['match'] })}
              aria-describedby="af-match-hint"
            >
              <option value="exact">exactly</option>
              <option value="contains">a part, any case</option>
            </select>
            <small id="af-match-hint" className="hint">
              principal, operation and workspace (by its name then)
            </small>
          </div>
          <div>
            <label htmlFor="af-principal">Principal</label>
            <input id="af-principal" value={draft.principal} onChange={set('principal')} />
          </div>
          <div>
            <label htmlFor="af-operation">Operation</label>
            <input id="af-operation" value={draft.operation} onChange={set('operation')} />
          </div>
          <div>
            <label htmlFor="af-workspace">Workspace</label>
            <input id="af-workspace" value={draft.workspace} onChange={set('workspace')} />
          </div>
          <div>
            <label htmlFor="af-since">Since</label>
            <input id="af-since" type="datetime-local" step={1} value={draft.since} onChange={set('since')} />
          </div>
          <div>
            <label htmlFor="af-until">Until</label>
            <input id="af-until" type="datetime-local" step={1} value={draft.until} onChange={set('until')} />
          </div>
          <div>
            <label htmlFor="af-limit">Per page</label>
            <select
              id="af-limit"
              value={limit}
              onChange={(e) => {
                setLimit(Number(e.target.value));
                setCursors([null]);
              }}
            >
              {[10, 50, 100, 500].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit">Apply filters</button>{' '}
        <button
          type="button"
          onClick={() => {
            setDraft(EMPTY);
            setApplied({});
            setCursors([null]);
          }}
        >
          Clear filters
        </button>{' '}
        <button type="button" disabled={live} onClick={() => refetch({ requestPolicy: 'network-only' })}>
          Refresh
        </button>
      </form>
      <div className="checks">
        <label>
          <input type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} /> Live: new events appear
          at the top
        </label>
      </div>
      {live ? (
        <>
          <p className="hint" role="status" aria-label="live tail">
            {tail.loaded
              ? `Live: events appear as they are recorded${tail.fresh.size ? `; ${tail.fresh.size} new since you turned it on` : ''}.`
              : 'Loading events…'}
          </p>
          <Refusal problem={tail.error} />
          {tail.loaded && tail.events.length === 0 && <p className="empty">No events match yet.</p>}
          {tail.events.length > 0 && <EventsTable events={tail.events} fresh={tail.fresh} />}
        </>
      ) : (
        <>
          {res.fetching && <Loading what="events" />}
          <Refusal problem={loadProblem} />
          {res.data && events.length === 0 && <p className="empty">No events match.</p>}
          {events.length > 0 && <EventsTable events={events} />}
          <nav aria-label="audit pages" className="pager">
            <button type="button" disabled={page === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer
            </button>
            <span>Page {page + 1}</span>
            <button type="button" disabled={!next} onClick={() => next && setCursors([...cursors, next])}>
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

/** Events as a table; `fresh` marks those that arrived while the live tail ran. */
function EventsTable({ events, fresh }: { events: TailEvent[]; fresh?: Set<string> }) {
  return (
    <TableWrap>
      <table aria-label="audit events">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Principal</th>
            <th scope="col">Surface</th>
            <th scope="col">Operation</th>
            <th scope="col">Action</th>
            <th scope="col">Workspace</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">Request id</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.databaseId} className={fresh?.has(e.databaseId) ? 'new' : undefined}>
              <td>{when(e.occurredAt)}</td>
              <td>
                {e.principal} <small>({e.authMethod.toLowerCase()})</small>
              </td>
              <td>{e.surface.toLowerCase()}</td>
              <td>{e.operation}</td>
              <td>{e.action.toLowerCase()}</td>
              <td title={e.workspaceId ?? undefined}>{e.workspaceName ?? e.workspaceId ?? ''}</td>
              <td>{e.status}</td>
              <td>{e.durationMs} ms</td>
              <td>
                <code>{e.requestId}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
