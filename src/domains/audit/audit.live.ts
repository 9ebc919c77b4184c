import type { GraphQLResolveInfo } from 'graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import { liveSource } from '../../cache/events';
import type { Context } from '../../request/context';
import { authorizeAgain, liveOf, sleepMs, type LiveResult } from '../live';
import { AuditService } from './audit.service';
import type { AuditEvent } from './audit.types';

/**
 * How far back a read without ids looks: an event is stored after its request ends, so it may have
 * arrived (its `occurredAt`) a while before other instances hear of it.
 */
const LOOK_BACK_MS = 60_000;

/**
 * The source of the `auditEvents` subscription (docs/live.md, "Subscriptions"): new audit events that
 * match the filter, in the order they arrived; with `recent`, first those of the last LOOK_BACK_MS
 * (what a list read just before could not see). Woken by the audit events of every instance, which name
 * the new ids; when they do not (too many at once), after a revocation or a bus outage, and at the
 * latest every `events.idleMs`, the events of the last LOOK_BACK_MS are read instead. Ids already sent
 * are remembered for that long, so nothing is sent twice. Authorized again before each read. The
 * subscribers of one filter woken by one event share its read (LiveGroups.reader; docs/live.md, "One
 * read per event"): the read is keyed by the filter and the ids, and begun after the wake.
 */
export function auditEventSource(
  context: Context,
  args: { filter?: unknown; recent?: boolean | null },
  info: GraphQLResolveInfo,
): AsyncIterableIterator<LiveResult<AuditEvent>> {
  const live = liveOf(context);
  const service = live.services.get(AuditService);
  return liveSource(async function* (signal) {
    let named: string[] | undefined = [];
    const off = live.events.on((e) => {
      if (e.kind !== 'audit') return;
      if (e.ids && named) named.push(...e.ids);
      else named = undefined;
    });
    const watch = live.events.watch((e) => e.kind === 'audit');
    const reader = live.groups.reader();
    const filterKey = JSON.stringify(args.filter ?? null);
    const seen = new Map<string, number>();
    let after = live.groups.mark(false);
    try {
      for (let first = true; !signal.aborted; first = false) {
        const ids = first ? undefined : named;
        named = [];
        let found: AuditEvent[];
        try {
          await authorizeAgain(context, args, info, [SUPER_ADMIN]);
          // Subscribers with the same filter woken by the same events ask for the same read, and share it.
          const key = `audit:${filterKey}:${ids ? [...ids].sort().join(',') : 'recent'}`;
          found =
            ids?.length === 0
              ? []
              : await reader.read(key, after, () =>
                  service.matching(args.filter, ids ? { ids } : { since: new Date(Date.now() - LOOK_BACK_MS) }),
                );
        } catch (error) {
          yield { error };
          return;
        }
        const horizon = Date.now() - 2 * LOOK_BACK_MS;
        for (const [id, at] of seen) if (at < horizon) seen.delete(id);
        for (const e of found) {
          if (seen.has(e.id)) continue;
          seen.set(e.id, Date.now());
          // The first read only learns what already exists (the list query gives it), unless asked for
          // the recent events: what the list read before the subscription started could not see.
          if (!first || args.recent) yield { value: e };
        }
        const byEvent = await watch.wait(sleepMs(context, live.events.idleMs), signal);
        after = live.groups.mark(byEvent);
        // A wake-up by anything but named audit events (timeout, revocation, resync) reads the window.
        if (named?.length === 0) named = undefined;
      }
    } finally {
      off();
      watch.close();
      reader.close();
    }
  });
}
