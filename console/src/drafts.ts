/**
 * Unsaved edits, kept in the tab's sessionStorage so that they outlive what unmounts a form: the
 * session ending (the screen gives way to the sign-in form), a reload, a closed and reopened form. A
 * draft is never a secret: the fields a form marks secret (passwords) are left out of it. A draft goes
 * when its edit is saved, when its form takes the current values, and when the user chooses to leave
 * the changed form.
 */
const PREFIX = 'mapgate.draft.';

export interface Draft<V> {
  base: { values: V; version: number; updatedAt?: string };
  values: V;
}

export function readDraft<V>(key: string): Draft<V> | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Draft<V>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft<V>(key: string, draft: Draft<V>) {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // storage full or refused: the edit stays in memory only
  }
}

export const dropDraft = (key: string) => sessionStorage.removeItem(PREFIX + key);

/** The keys of the drafts under a prefix, without it (e.g. `style:parks:` -> the names of edited styles). */
export function draftsUnder(prefix: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < sessionStorage.length; i++) {
    const k = sessionStorage.key(i);
    if (k?.startsWith(PREFIX + prefix)) found.push(k.slice(PREFIX.length + prefix.length));
  }
  return found;
}

/** The forms with unsaved changes now, each with what discards its draft. */
const changed = new Map<symbol, () => void>();

export const LEAVE_QUESTION = 'You have unsaved changes. Leave and lose them?';

export function markChanged(id: symbol, discard: (() => void) | undefined) {
  if (discard) changed.set(id, discard);
  else changed.delete(id);
}

/**
 * Whether the user may leave the screen: yes when no form has unsaved changes, else asked; leaving drops
 * the drafts of the changed forms.
 */
export function mayLeave(): boolean {
  if (changed.size === 0) return true;
  if (!window.confirm(LEAVE_QUESTION)) return false;
  for (const discard of [...changed.values()]) discard();
  changed.clear();
  return true;
}

/**
 * Leaving a changed form asks: closing or reloading the tab (the browser's own question), and following
 * a link inside the console (the page's). Installed once, at start.
 */
export function guardLeaving() {
  addEventListener('beforeunload', (e) => {
    if (changed.size === 0) return;
    e.preventDefault();
    e.returnValue = '';
  });
  document.addEventListener(
    'click',
    (e) => {
      if (changed.size === 0 || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const to = new URL(a.href, location.href);
      // The same page at another fragment that is not a screen (the skip link) changes nothing.
      if (to.origin === location.origin && to.pathname === location.pathname && to.hash === '#main') return;
      if (!mayLeave()) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
    },
    true,
  );
}
