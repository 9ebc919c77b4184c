import { useEffect, useState } from 'react';
import { useClient, type Client } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleAuditDocument,
  ConsoleAuditTailDocument,
  type AuditEventFilter,
  type ConsoleAuditQuery,
} from '../generated/graphql';

export type TailEvent = ConsoleAuditQuery['auditEvents']['events'][number];

/** How many events the tail keeps on the page. */
export const TAIL_KEEP = 200;

/** How many of the newest events the tail reads before it subscribes. */
const TAIL_PAGE = 50;

/** Whether `a` comes before `b` in the log's order (arrival, then id). */
const olderThan = (a: TailEvent, b: TailEvent) =>
  a.occurredAt < b.occurredAt || (a.occurredAt === b.occurredAt && a.databaseId < b.databaseId);

/** Events newest first, each once (by id), at most TAIL_KEEP. */
export function mergeNewest(shown: TailEvent[], fresh: TailEvent[]): TailEvent[] {
  const byId = new Map(shown.map((e) => [e.databaseId, e]));
  for (const e of fresh) byId.set(e.databaseId, e);
  return [...byId.values()]
    .sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : 0))
    .slice(0, TAIL_KEEP);
}

/**
 * Where the tail's events come from: `onEvents` gets batches (possibly repeating events already given;
 * `live` for those of the subscription) until the returned function stops it. The newest page is read
 * first; then the `auditEvents` subscription brings the matching events of the last minute (`recent`:
 * those recorded between that read and the subscription's start on the server are among them) and each
 * new one as it is recorded, on any instance. Repeats are dropped by id, the page's before any live one
 * arrives, so only what the read did not see counts as new.
 */
export function tailSource(
  client: Client,
  filter: AuditEventFilter,
  onEvents: (events: TailEvent[], live: boolean) => void,
  onError: (p: Problem) => void,
): () => void {
  let stopped = false;
  let sub: { unsubscribe(): void } | undefined;
  void client
    .query(ConsoleAuditDocument, { filter, limit: TAIL_PAGE }, { requestPolicy: 'network-only' })
    .toPromise()
    .then((r) => {
      if (stopped) return;
      // Without the page nothing could tell the new events from the old: the problem is shown instead.
      if (!r.data)
        return onError(problem(r.error) ?? { code: 'UNAVAILABLE', message: 'the audit log could not be read' });
      const page = r.data.auditEvents;
      onEvents(page.events, false);
      // A full page does not reach back a minute: what is older than its oldest was recorded before it.
      const oldest = page.nextCursor ? page.events.at(-1) : undefined;
      sub = client.subscription(ConsoleAuditTailDocument, { filter }).subscribe((r) => {
        if (stopped) return;
        const p = problem(r.error);
        if (p) onError(p);
        const e = r.data?.auditEvents;
        if (e && !(oldest && olderThan(e, oldest))) onEvents([e], true);
      });
    });
  return () => {
    stopped = true;
    sub?.unsubscribe();
  };
}

/**
 * The live tail of the audit log while `on`: the events matching `filter`, newest first, each once; the
 * ids of those that arrived after the first read (to mark them), and the last problem.
 */
export function useAuditTail(filter: AuditEventFilter, on: boolean) {
  const client = useClient();
  const [events, setEvents] = useState<TailEvent[]>([]);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [error, setError] = useState<Problem | undefined>();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setEvents([]);
    setFresh(new Set());
    setError(undefined);
    setLoaded(false);
    if (!on) return;
    const known = new Set<string>();
    return tailSource(
      client,
      filter,
      (batch, live) => {
        const arrived = batch.filter((e) => !known.has(e.databaseId)).map((e) => e.databaseId);
        for (const id of arrived) known.add(id);
        if (live && arrived.length) setFresh((f) => new Set([...f, ...arrived]));
        if (arrived.length) setEvents((shown) => mergeNewest(shown, batch));
        setLoaded(true);
        setError(undefined);
      },
      (p) => {
        setError(p);
        setLoaded(true);
      },
    );
  }, [on, JSON.stringify(filter)]);
  return { events, fresh, error, loaded };
}
