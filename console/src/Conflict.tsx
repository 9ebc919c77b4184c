import type { ReactNode } from 'react';
import type { Client } from 'urql';
import { ConsoleChangedByDocument } from './generated/graphql';
import { TableWrap, when } from './ui';

/** One field of a conflicting edit: what it was when loaded, what it is now, what the edit would make it. */
export interface ConflictRow {
  field: string;
  was: string;
  now: string;
  mine: string;
}

/** A refused save's other side: the object as it is now, and who made the changes since it was loaded. */
export interface Conflict<T> {
  current: T;
  changedBy: string[];
}

/**
 * Who made the changes since `from`: the newest successful `operation` events of the workspace, one per
 * version passed, from the audit log (only callers who may read it get names; others get none).
 */
export async function changedBy(
  client: Client,
  a: { workspace: string; operation: string; from: number; to: number; since?: string },
): Promise<string[]> {
  const audit = await client
    .query(
      ConsoleChangedByDocument,
      {
        filter: {
          workspace: a.workspace,
          operation: a.operation,
          status: 200,
          ...(a.since ? { since: a.since } : {}),
        },
        limit: Math.min(Math.max(a.to - a.from, 1), 500),
      },
      { requestPolicy: 'network-only' },
    )
    .toPromise();
  return [...new Set(audit.data?.auditEvents.events.map((e) => e.principal) ?? [])];
}

/**
 * The answer to a save refused with PRECONDITION_FAILED (someone changed the object since this page read
 * it; nothing was saved): who, field by field what it was, is and would be, and a button that takes the
 * current values and version into the form. `children` adds what a table cannot hold (a style's body).
 */
export function ConflictNotice({
  what,
  from,
  to,
  at,
  who,
  rows,
  onReload,
  children,
}: {
  what: string;
  from: number;
  to: number;
  at?: string;
  who: string[];
  rows: ConflictRow[];
  onReload: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="error" role="alert" aria-label="conflicting change">
      <p>
        {who.length > 0 ? who.join(', ') : 'Someone else'} changed {what} since you loaded it (version {from} → {to}
        {at ? `, at ${when(at)}` : ''}). Nothing was saved.
      </p>
      <TableWrap>
        <table aria-label="what changed">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">When you loaded it</th>
              <th scope="col">Now</th>
              <th scope="col">Your edit</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ field, was, now, mine }) => (
              <tr key={field} className={was !== now ? 'changed' : undefined}>
                <th scope="row">
                  {field}
                  {was !== now ? ' (changed)' : ''}
                </th>
                <td>{was || '—'}</td>
                <td>{now || '—'}</td>
                <td>{mine || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {children}
      <button type="button" onClick={onReload}>
        Reload the current values
      </button>
    </div>
  );
}
