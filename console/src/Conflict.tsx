import { useState, type ReactNode } from 'react';
import type { Client } from 'urql';
import { ConsoleChangedByDocument } from './generated/graphql';
import { TableWrap, when } from './ui';

/**
 * One field of a conflicting edit: what it was when loaded, what it is now, what the edit would make it;
 * whether the edit and the current value differ (a merge chooses between them) and whether the edit
 * changed it.
 */
export interface ConflictRow {
  key: string;
  field: string;
  was: string;
  now: string;
  mine: string;
  differs: boolean;
  edited: boolean;
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
 * it; nothing was saved): who, field by field what it was, is and would be, and three ways on, none of
 * which loses anything unasked: "Keep mine and overwrite" saves the edit over the current version, "Take
 * theirs" puts the current values (and version) in the form, "Merge field by field" chooses, for each
 * field where the edit and the current value differ, which one to keep (by default the edit where the
 * user changed the field, the current value elsewhere) and saves that over the current version.
 * `children` adds what a table cannot hold (a style's body).
 */
export function ConflictNotice({
  what,
  from,
  to,
  at,
  who,
  rows,
  busy,
  onKeepMine,
  onTakeTheirs,
  onMerge,
  children,
}: {
  what: string;
  from: number;
  to: number;
  at?: string;
  who: string[];
  rows: ConflictRow[];
  busy?: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onMerge: (sides: Record<string, 'mine' | 'theirs'>) => void;
  children?: ReactNode;
}) {
  const [merging, setMerging] = useState(false);
  const [sides, setSides] = useState<Record<string, 'mine' | 'theirs'>>(() =>
    Object.fromEntries(rows.map((r) => [r.key, r.edited ? 'mine' : 'theirs'])),
  );
  return (
    <div className="error conflict" role="alert" aria-label="conflicting change">
      <p>
        {who.length > 0 ? who.join(', ') : 'Someone else'} changed {what} since you loaded it (version {from} → {to}
        {at ? `, at ${when(at)}` : ''}). Nothing was saved; your edit is still here.
      </p>
      <TableWrap>
        <table aria-label="what changed">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">When you loaded it</th>
              <th scope="col">Now</th>
              <th scope="col">Your edit</th>
              {merging && <th scope="col">Keep</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, field, was, now, mine, differs }) => (
              <tr key={key} className={was !== now ? 'changed' : undefined}>
                <th scope="row">
                  {field}
                  {was !== now ? ' (changed)' : ''}
                </th>
                <td>{was || '—'}</td>
                <td>{now || '—'}</td>
                <td>{mine || '—'}</td>
                {merging && (
                  <td>
                    {differs ? (
                      <span role="radiogroup" aria-label={`Keep for ${field}`} className="sides">
                        {(['mine', 'theirs'] as const).map((side) => (
                          <label key={side}>
                            <input
                              type="radio"
                              name={`merge-${key}`}
                              checked={sides[key] === side}
                              onChange={() => setSides({ ...sides, [key]: side })}
                            />{' '}
                            {side === 'mine' ? 'mine' : 'theirs'}
                          </label>
                        ))}
                      </span>
                    ) : (
                      'the same'
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {children}
      <p className="choices">
        <button type="button" disabled={busy} onClick={onKeepMine}>
          Keep mine and overwrite
        </button>{' '}
        <button type="button" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </button>{' '}
        {merging ? (
          <button type="button" disabled={busy} onClick={() => onMerge(sides)}>
            Save the merge
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => setMerging(true)}>
            Merge field by field
          </button>
        )}
      </p>
    </div>
  );
}
