import { useEffect, useRef, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useMutation, useQuery } from 'urql';
import { closeSubscriptions, onSessionEnded as whenSessionEnds, problem } from './client';
import { ConsoleLogoutDocument, ConsoleMeDocument } from './generated/graphql';
import { at } from './paths';
import { ConnectionNotice, lazyScreen, Screen, SessionContext } from './ui';

// Each screen is a chunk of its own, loaded when first opened (the bundle-size budget is in vite.config.ts).
// Signing in is a screen of its own too: a visit with a session never loads it.
const SignIn = lazyScreen(() => import('./SignIn'), 'SignIn');
const Audit = lazyScreen(() => import('./screens/Audit'), 'Audit');
const CacheStats = lazyScreen(() => import('./screens/CacheStats'), 'CacheStats');
const ClaimMappings = lazyScreen(() => import('./screens/ClaimMappings'), 'ClaimMappings');
const Integrity = lazyScreen(() => import('./screens/Integrity'), 'Integrity');
const Roles = lazyScreen(() => import('./screens/Roles'), 'Roles');
const Sessions = lazyScreen(() => import('./screens/Sessions'), 'Sessions');
const TileMatrixSets = lazyScreen(() => import('./screens/TileMatrixSets'), 'TileMatrixSets');
const WorkspaceScreen = lazyScreen(() => import('./WorkspaceScreen'), 'WorkspaceScreen');
const Workspaces = lazyScreen(() => import('./Workspaces'), 'Workspaces');

/**
 * After a move to another screen or tab (not on the first load), focus goes to the new screen's heading:
 * a tab's first heading below the tabs, else the screen's h1. Screens load lazily, so it waits for it.
 */
function useFocusOnNavigation(route: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const heading =
        document.querySelector<HTMLElement>('main nav.tabs ~ * h2, main nav.tabs ~ h2') ??
        document.querySelector<HTMLElement>('main h1');
      if (heading && !document.querySelector('main [role="status"].busy')) {
        heading.tabIndex = -1;
        heading.focus();
      } else if (tries++ < 40) timer = setTimeout(attempt, 50);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [route]);
}

/** A workspace and its tab: /workspaces/<name>[/<tab>[/<more>]]. */
const WORKSPACE_ROUTE = /^\/workspaces\/(?<name>[^/]+)(?:\/(?<tab>[^/]*)(?:\/(?<sub>.+))?)?\/?$/;

export function App() {
  const [me, refetchMe] = useQuery({ query: ConsoleMeDocument });
  const [, logout] = useMutation(ConsoleLogoutDocument);
  // The screen is the URL's path under /console (wouter, with the router's base in main.tsx).
  const [route, go] = useLocation();
  useFocusOnNavigation(route);
  const [ended, setEnded] = useState<string | undefined>();

  const err = problem(me.error);
  const signedIn = me.data?.me.authenticated === true;
  // A session that ends (sign-out elsewhere, revoked key, expiry) answers UNAUTHENTICATED from then on.
  const onSessionEnded = (message: string) => {
    // The server's message may already say to sign in again: it is said once.
    setEnded(`Your session ended: ${message.replace(/[;.,]?\s*sign in again\.?\s*$/i, '')}. Sign in again.`);
    closeSubscriptions();
    // Learnt from a refusal, which changes nothing cached: who is signed in is asked again.
    refetchMe({ requestPolicy: 'network-only' });
  };
  useEffect(() => {
    whenSessionEnds(onSessionEnded);
    return () => whenSessionEnds(undefined);
  });

  if (me.fetching && !me.data)
    return (
      <p className="busy" role="status">
        Loading…
      </p>
    );
  if (!signedIn)
    return (
      <>
        <ConnectionNotice />
        <Screen>
          <SignIn
            notice={
              ended ?? (err && err.code !== 'UNAUTHENTICATED' && err.code !== 'NETWORK' ? err.message : undefined)
            }
            // Signing in marks everything cached stale (cache.ts); who is signed in was a refusal, which
            // the cache does not keep: it is asked again.
            onSignedIn={() => {
              setEnded(undefined);
              closeSubscriptions();
              refetchMe({ requestPolicy: 'network-only' });
            }}
          />
        </Screen>
      </>
    );
  const who = me.data!.me;
  const caps = who.capabilities;
  // /workspaces/<name>[/<tab>[/<more>]]: <more> opens one thing of the tab (a service, a preview).
  const ws = WORKSPACE_ROUTE.exec(route);
  // The global screens, offered only to who may use them (what a role may not do is not offered).
  const screens: [string, string, boolean][] = [
    ['/', 'Workspaces', true],
    ['/roles', 'Roles', true],
    ['/claim-mappings', 'Global claim mappings', caps.manageGlobalRoles],
    ['/sessions', 'Sessions', caps.manageSessions],
    ['/audit', 'Audit log', caps.readAudit],
    ['/cache', 'Cache', caps.manageGlobalCache],
    ['/integrity', 'Integrity', caps.readCatalogIntegrity],
    ['/tile-matrix-sets', 'Tile matrix sets', caps.manageTileMatrixSets],
  ];
  const current = ws ? '/' : route;
  return (
    <SessionContext.Provider value={{ onSessionEnded }}>
      <div className="app">
        <a
          className="skip"
          href="#main"
          onClick={(e) => {
            // The skip link moves focus without changing the address.
            e.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          Skip to content
        </a>
        <header>
          <a href={at('/')} className="brand">
            mapgate
          </a>
          <nav aria-label="console" className="main-nav">
            {screens
              .filter(([, , allowed]) => allowed)
              .map(([to, label]) => (
                <a key={to} href={at(to)} aria-current={current === to ? 'page' : undefined}>
                  {label}
                </a>
              ))}
          </nav>
          <span className="who" aria-label="signed in as">
            {who.subject} {who.superAdmin ? '(super admin)' : ''}
          </span>
          <button
            type="button"
            onClick={async () => {
              // Signing out marks who is signed in stale (cache.ts): it is read again.
              await logout({});
              closeSubscriptions();
            }}
          >
            Sign out
          </button>
        </header>
        <ConnectionNotice />
        <main id="main" tabIndex={-1}>
          <Screen>
            <Switch>
              <Route path={WORKSPACE_ROUTE}>
                {(p: { name?: string; tab?: string; sub?: string }) => (
                  <WorkspaceScreen
                    name={decodeURIComponent(p.name ?? '')}
                    tab={p.tab ?? ''}
                    sub={p.sub}
                    onSessionEnded={onSessionEnded}
                  />
                )}
              </Route>
              <Route path="/roles">
                <Roles canManage={caps.manageRoles} />
              </Route>
              <Route path="/claim-mappings">
                <ClaimMappings />
              </Route>
              <Route path="/sessions">
                <Sessions mine={who.sessionId} />
              </Route>
              <Route path="/audit">
                <Audit />
              </Route>
              <Route path="/cache">
                <CacheStats canClear={caps.manageGlobalCache} />
              </Route>
              <Route path="/integrity">
                <Integrity />
              </Route>
              <Route path="/tile-matrix-sets">
                <TileMatrixSets />
              </Route>
              <Route path="/">
                <Workspaces
                  canCreate={caps.manageWorkspaces}
                  mine={who.workspaces}
                  superAdmin={who.superAdmin}
                  open={(name) => go(`/workspaces/${encodeURIComponent(name)}`)}
                  onSessionEnded={onSessionEnded}
                />
              </Route>
              <Route>
                <p className="error" role="alert">
                  No such screen: {route}. <a href={at('/')}>Workspaces</a>
                </p>
              </Route>
            </Switch>
          </Screen>
        </main>
        <footer>
          <a href="/graphql">GraphQL IDE</a> · <a href="/api/v1/docs/">API reference</a> ·{' '}
          <a href="/api/v1/openapi.json">OpenAPI document</a>
        </footer>
      </div>
    </SessionContext.Provider>
  );
}
