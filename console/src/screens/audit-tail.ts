import { useEffect, useState } from 'react';
import { useClient, type Client } from 'urql';
import { problem, type Problem } from '../client';
import { ConsoleAuditDocument, type AuditEventFilter, type ConsoleAuditQuery } from '../generated/graphql';

export type TailEvent = ConsoleAuditQuery['auditEvents']['events'][number];

/** How often the tail asks for new events, and how many it keeps on the page. */
export const TAIL_POLL_MS = 2000;
export const TAIL_KEEP = 200;

/** Events newest first, each once (by id), at most TAIL_KEEP. */
export function mergeNewest(shown: TailEvent[], fresh: TailEvent[]): TailEvent[] {
  const byId = new Map(shown.map((e) => [e.id, e]));
  for (const e of fresh) byId.set(e.id, e);
  return [...byId.values()]
    .sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : a.occurredAt > b.occurredAt ? -1 : 0))
    .slice(0, TAIL_KEEP);
}

/**
 * Where the tail's events come from: `onEvents` gets batches (in any order, possibly repeating events
 * already given) until the returned function stops it. For now it polls the audit list every
 * TAIL_POLL_MS: the first read is the newest page, each later one asks only for events since the newest
 * seen (`since` is inclusive, so events of that instant come again and are dropped by id). An audit
 * subscription would replace this function alone: subscribe with the same filter and hand each event on.
 */
export function tailSource(
  client: Client,
  filter: AuditEventFilter,
  onEvents: (events: TailEvent[]) => void,
  onError: (p: Problem) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let newest: string | undefined;
  const poll = async () => {
    const since = newest && (!filter.since || newest > filter.since) ? newest : filter.since;
    const r = await client
      .query(
        ConsoleAuditDocument,
        { filter: { ...filter, ...(since ? { since } : {}) }, limit: newest ? 500 : 50 },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (stopped) return;
    const p = problem(r.error);
    if (p) onError(p);
    const events = r.data?.auditEvents.events ?? [];
    if (events.length && (!newest || events[0].occurredAt > newest)) newest = events[0].occurredAt;
    if (r.data) onEvents(events);
    // A session that ended stops the tail; any other failure is tried again at the next turn.
    if (p?.code !== 'UNAUTHENTICATED' && p?.code !== 'FORBIDDEN') timer = setTimeout(poll, TAIL_POLL_MS);
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
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
    let first = true;
    const known = new Set<string>();
    return tailSource(
      client,
      filter,
      (batch) => {
        const arrived = batch.filter((e) => !known.has(e.id)).map((e) => e.id);
        for (const id of arrived) known.add(id);
        if (!first && arrived.length) setFresh((f) => new Set([...f, ...arrived]));
        if (arrived.length) setEvents((shown) => mergeNewest(shown, batch));
        first = false;
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
