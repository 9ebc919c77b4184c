import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem } from './client';
import { ConsoleLogoutDocument, ConsoleMeDocument } from './generated/graphql';
import { SignIn } from './SignIn';
import { WorkspaceScreen } from './WorkspaceScreen';
import { Workspaces } from './Workspaces';

/** The screen shown, kept in the URL hash so that reload and back work: #/ or #/workspaces/<name>. */
function useRoute(): [string, (to: string) => void] {
  const [hash, setHash] = useState(location.hash || '#/');
  useEffect(() => {
    const on = () => setHash(location.hash || '#/');
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return [hash.slice(1), (to) => (location.hash = to)];
}

export function App() {
  const [me, refetchMe] = useQuery({ query: ConsoleMeDocument, requestPolicy: 'network-only' });
  const [, logout] = useMutation(ConsoleLogoutDocument);
  const [route, go] = useRoute();
  const [ended, setEnded] = useState<string | undefined>();

  const err = problem(me.error);
  const signedIn = me.data?.me.authenticated === true;
  // A session that ends (sign-out elsewhere, revoked key, expiry) answers UNAUTHENTICATED from then on.
  const onSessionEnded = (message: string) => {
    setEnded(`Your session ended: ${message}. Sign in again.`);
    refetchMe({ requestPolicy: 'network-only' });
  };

  if (me.fetching && !me.data)
    return (
      <p className="busy" role="status">
        Loading…
      </p>
    );
  if (!signedIn)
    return (
      <SignIn
        notice={ended ?? (err && err.code !== 'UNAUTHENTICATED' ? err.message : undefined)}
        onSignedIn={() => {
          setEnded(undefined);
          refetchMe({ requestPolicy: 'network-only' });
        }}
      />
    );
  const who = me.data!.me;
  const ws = /^\/workspaces\/([^/]+)$/.exec(route);
  return (
    <div className="app">
      <header>
        <a href="#/" className="brand">
          mapgate
        </a>
        <span className="who" aria-label="signed in as">
          {who.subject} {who.superAdmin ? '(super admin)' : ''}
        </span>
        <button
          type="button"
          onClick={async () => {
            await logout({});
            refetchMe({ requestPolicy: 'network-only' });
          }}
        >
          Sign out
        </button>
      </header>
      <main>
        {ws ? (
          <WorkspaceScreen name={decodeURIComponent(ws[1])} onSessionEnded={onSessionEnded} />
        ) : (
          <Workspaces
            canCreate={who.capabilities.manageWorkspaces}
            mine={who.workspaces}
            superAdmin={who.superAdmin}
            open={(name) => go(`/workspaces/${encodeURIComponent(name)}`)}
            onSessionEnded={onSessionEnded}
          />
        )}
      </main>
    </div>
  );
}
