import type { CacheRegistry } from '../cache/cache';
import type { LiveEvents } from '../cache/events';
import { asRecheck } from '../auth/authenticate';
import { credentialDeadline, identityMark } from '../auth/recheck';
import type { Principal } from '../auth/principal';
import type { AuthContext, CredentialExchange } from '../auth/request-context';
import type { Hook, Operation } from './types';

/** Longest delay setTimeout takes (a later deadline is checked again then). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface CredentialOptions {
  caches: CacheRegistry;
  authenticate: (req: CredentialExchange) => Promise<Principal>;
  /** What says a credential may have been revoked, here or on another instance. */
  events: LiveEvents;
}

/**
 * The credential recheck (docs/security.md, "Revocation during a request" and "Open streams"): a
 * principal holds only while its credential does. Each operation's context is given `recheck` when it
 * begins, which the authChecker calls before each root field of a mutation and a subscription's source
 * before each read (src/domains/live.ts), and which the core's `recheck` runs before an event stream's
 * next read: it authenticates again when anything that may change a principal moved the generation of
 * the authorizing caches since (src/auth/recheck.ts, identityMark), or its credential expired; else it is
 * one comparison. A live operation (a WebSocket connection, an event stream) is `follow`ed: woken after
 * any revocation anywhere and at its credential's deadline, so that one that no longer holds ends.
 */
export function credentialHook(o: CredentialOptions): Hook {
  /** The check under way for a context: every caller meanwhile waits for it (see `recheck`). */
  const checking = new WeakMap<AuthContext, Promise<void>>();
  const recheck = async (current: AuthContext): Promise<void> => {
    // A check already under way decides for every caller: one that returned at once would read with the
    // principal as it was before what that check is about (a live operation's next read, woken by the
    // same revocation as the check its follow began). One that failed decides nothing: it is made again.
    for (let running = checking.get(current); running; running = checking.get(current))
      await running.catch(() => undefined);
    if (!current.principal.authenticated) return;
    const deadline = credentialDeadline(current.principal);
    const expired = deadline !== undefined && Date.now() >= deadline;
    const mark = identityMark(o.caches);
    if (!expired && mark !== undefined && mark === current.identityMark) return;
    const check = (async () => {
      // Accepted before: a refusal now is no failed sign-in, only the end of what it allowed.
      current.principal = await o.authenticate(asRecheck(current.req));
      // Checked as of `mark` only once the check is done: a check that throws leaves it to the next one.
      current.identityMark = mark;
    })();
    checking.set(current, check);
    try {
      await check;
    } finally {
      checking.delete(current);
    }
  };
  /** The deadline timer of each followed operation, armed again after each check. */
  const timers = new WeakMap<Operation, () => void>();
  return {
    name: 'credential recheck',
    begin(op) {
      if (op.context) op.context.recheck ??= recheck;
    },
    async recheck(op) {
      if (op.context) await (op.context.recheck ?? recheck)(op.context);
      timers.get(op)?.();
    },
    follow(op, wake) {
      const ctx = op.context;
      if (!ctx) return () => {};
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        const deadline = credentialDeadline(ctx.principal);
        if (deadline === undefined) return;
        timer = setTimeout(wake, Math.min(MAX_TIMER_MS, Math.max(0, deadline - Date.now() + 5)));
        timer.unref();
      };
      timers.set(op, arm);
      arm();
      const off = o.events.on((e) => {
        if (e.kind === 'revoked' || e.kind === 'resync') wake();
      });
      return () => {
        off();
        clearTimeout(timer);
        timers.delete(op);
      };
    },
  };
}
