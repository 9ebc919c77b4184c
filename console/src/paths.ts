import { navigate } from 'wouter/use-browser-location';

/**
 * Addresses of screens, real URLs under /console (the router is wouter, in App.tsx), kept apart from the
 * screens themselves so that linking to a screen does not load it (each screen is a chunk of its own,
 * loaded when opened). mapgate answers every /console/... address with the console's page
 * (src/http/console.ts), so each one can be reloaded, bookmarked and opened in a new tab.
 */
export const BASE = '/console';

/** The URL of a console screen, from its path inside the console (`/roles`, `/workspaces/x`). */
export const at = (path: string) => `${BASE}${path === '/' ? '/' : path}`;

/** Moves the console to another screen without reloading the page (as a link inside it does). */
export const go = (path: string, replace = false) => navigate(at(path), { replace });

/** The address of a workspace, or of one of its tabs. */
export const workspacePath = (workspace: string, tab = '') =>
  at(`/workspaces/${encodeURIComponent(workspace)}${tab ? `/${tab}` : ''}`);

/** The address of the preview of a layer or of a layer group. */
export const previewPath = (workspace: string, kind: 'layer' | 'group', name: string) =>
  workspacePath(workspace, `preview/${kind}/${encodeURIComponent(name)}`);

/** The address of a service's page (its tables), or of the services screen. */
export const servicePath = (workspace: string, service?: string) =>
  workspacePath(workspace, `services${service ? `/${encodeURIComponent(service)}` : ''}`);

/**
 * Addresses written before the console had real URLs (`/console/#/workspaces/x`) still open their screen:
 * the hash becomes the path, in place (at start, and when such a hash is set later).
 */
export function fromHashAddress() {
  const convert = () => {
    if (location.hash.startsWith('#/')) history.replaceState(null, '', at(location.hash.slice(1)));
    else if (location.pathname === BASE) history.replaceState(null, '', `${BASE}/${location.search}${location.hash}`);
  };
  convert();
  addEventListener('hashchange', convert);
}

/**
 * A click on a link to a console address moves the router (no page load); other links (the API
 * reference, the GraphQL IDE) load as usual. Links asked about first (drafts.ts) stay where they are when
 * the user declines.
 */
export function followLinksInPage() {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const to = new URL(a.href, location.href);
    if (to.origin !== location.origin) return;
    if (!(to.pathname === BASE || to.pathname.startsWith(`${BASE}/`)) || to.pathname.startsWith(`${BASE}/assets/`))
      return;
    // The same page at a fragment (the skip link) is left to the page.
    if (to.pathname === location.pathname && to.hash) return;
    e.preventDefault();
    navigate(to.pathname + to.search);
  });
}
