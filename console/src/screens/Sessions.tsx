import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { ConsoleRevokeSessionDocument, ConsoleSessionsDocument } from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';

/** Browser sessions (super admins): newest first, ended ones kept a while; revoke ends one at once. */
export function Sessions({ mine }: { mine?: string | null }) {
  const [list, refetch] = useQuery({ query: ConsoleSessionsDocument });
  const [, revoke] = useMutation(ConsoleRevokeSessionDocument);
  const [action, setAction] = useState<Problem | undefined>();
  const loadProblem = useLoadProblem(list.error);
  const now = Date.now();
  const state = (s: { revokedAt?: string | null; expiresAt: string; idleExpiresAt: string }) =>
    s.revokedAt
      ? `revoked ${when(s.revokedAt)}`
      : Date.parse(s.expiresAt) <= now || Date.parse(s.idleExpiresAt) <= now
        ? 'expired'
        : 'active';

  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title">Browser sessions</h1>
      {/* Sessions begin wherever someone signs in: the user asks for the list as it is now. */}
      <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
        Refresh
      </button>
      {(() => {
        // Every other active session ended in one go (each revoked in turn), this one kept.
        const others = (list.data?.browserSessions ?? []).filter((s) => s.databaseId !== mine && state(s) === 'active');
        return (
          others.length > 0 && (
            <ConfirmButton
              label="Revoke all others"
              question={`Revoke the ${others.length} other active session${others.length === 1 ? '' : 's'}? This one stays.`}
              confirmLabel="Revoke all others"
              onConfirm={async () => {
                let failed: Problem | undefined;
                for (const o of others) {
                  const r = await revoke({ session: o.databaseId });
                  failed ??= problem(r.error);
                }
                // Each revoked session is marked stale in the cache (cache.ts) and read again.
                setAction(failed);
              }}
            />
          )
        );
      })()}
      {list.fetching && !list.data && <Loading what="sessions" />}
      <Refusal problem={loadProblem ?? action} />
      {list.data && list.data.browserSessions.length === 0 && <p className="empty">No sessions.</p>}
      {list.data && list.data.browserSessions.length > 0 && (
        <TableWrap>
          <table aria-label="sessions">
            <thead>
              <tr>
                <th scope="col">Who</th>
                <th scope="col">Signed in with</th>
                <th scope="col">From</th>
                <th scope="col">Started</th>
                <th scope="col">Last seen</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.browserSessions.map((s) => {
                const st = state(s);
                return (
                  <tr key={s.databaseId}>
                    <td>
                      {s.displayName ?? s.subject}
                      {s.databaseId === mine && <strong> (this session)</strong>}
                    </td>
                    <td>{s.authMethod}</td>
                    <td>
                      {s.remoteAddr}
                      <br />
                      <small>{s.userAgent}</small>
                    </td>
                    <td>{when(s.createdAt)}</td>
                    <td>{when(s.lastSeenAt)}</td>
                    <td>{st}</td>
                    <td>
                      {st === 'active' && (
                        <ConfirmButton
                          label="Revoke"
                          ariaLabel={`Revoke session of ${s.displayName ?? s.subject}`}
                          question={
                            s.databaseId === mine
                              ? 'Revoke your own session? You will be signed out.'
                              : 'Revoke this session?'
                          }
                          confirmLabel="Revoke"
                          onConfirm={async () => {
                            const r = await revoke({ session: s.databaseId });
                            setAction(problem(r.error));
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
