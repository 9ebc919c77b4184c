import { useEffect, useRef, useState } from 'react';
import { useSubscription } from 'urql';
import { problem } from '../client';
import { ConsoleTileJobProgressDocument } from '../generated/graphql';
import { TableWrap, useAnswering } from '../ui';

export const ENDED = new Set(['SUCCEEDED', 'FAILED', 'CANCELLED']);

/** Where a count was, and when, to measure the pace from. */
interface Sample {
  at: number;
  done: number;
}

/**
 * Where to measure a count's pace from, given the sample kept so far and the latest one: the last sample
 * before the count first moved, so a zoom's rate counts from that zoom's own start (a zoom waits while
 * the ones above it run), not from when the page first saw the job. A count already moving when the page
 * first saw it counts from that first sight.
 */
export function startOf(kept: Sample | undefined, latest: Sample): Sample {
  if (!kept || latest.done <= kept.done) return { at: latest.at, done: kept ? kept.done : latest.done };
  return kept;
}

/**
 * Rate in tiles per second and seconds left, from a count's start (startOf) to the latest: per zoom
 * (the payload has the job's rate and time left only), and for the job until the server has measured it.
 */
export function pace(first: Sample | undefined, done: number, total: number, now: number) {
  if (!first || now <= first.at || done <= first.done) return undefined;
  const rate = (done - first.done) / ((now - first.at) / 1000);
  return { rate, eta: (total - done) / rate };
}

const seconds = (s: number) => (s < 60 ? `${Math.ceil(s)} s` : `${Math.floor(s / 60)} min ${Math.ceil(s % 60)} s`);

/**
 * A job's progress per zoom, live over the `tileCacheJob` subscription (graphql-ws on /graphql): an event
 * whenever the job moved; the subscription ends after the job ended (or with the error that ends it). Each
 * event also carries the job, which the cache writes into its entity (cache.ts): the job list's status and
 * counts follow it; only a stream that ended with the list still saying otherwise reads the list again.
 */
export function JobProgress({
  workspace,
  job,
  status,
  initial,
  onEnded,
}: {
  workspace: string;
  job: string;
  status: string;
  initial: { processed: number; total: number };
  onEnded: () => void;
}) {
  const [sub] = useSubscription({ query: ConsoleTileJobProgressDocument, variables: { workspace, job } });
  const firsts = useRef(new Map<number | 'all', Sample>());
  const [now, setNow] = useState(Date.now());
  const progress = sub.data?.tileCacheJob;
  const answering = useAnswering();
  // Counts never go backwards on the page: after a restart the server resumes from its last saved
  // progress, which may be behind what this page already showed.
  const most = useRef(new Map<number | 'all', number>());
  const atLeast = (key: number | 'all', n: number) => {
    const m = Math.max(most.current.get(key) ?? 0, n);
    most.current.set(key, m);
    return m;
  };

  useEffect(() => {
    if (!progress) return;
    const at = Date.now();
    const f = firsts.current;
    f.set('all', startOf(f.get('all'), { at, done: progress.processedTiles }));
    for (const z of progress.zooms) f.set(z.zoom, startOf(f.get(z.zoom), { at, done: z.processedTiles }));
    setNow(at);
  }, [progress]);

  // The subscription ended, so the job did: when the job as the list shows it (the cache's entity) does
  // not say so, the list reads the job's final state. That happens when the last event came before the end
  // was recorded, and when a write answered after the last event put an older state into the entity (a
  // cancel answered "cancelling" after the event that said "cancelled"): hence also on each change of it.
  const wasLive = useRef(false);
  useEffect(() => {
    if (sub.fetching) wasLive.current = true;
    else if (wasLive.current && !ENDED.has(status)) onEnded();
  }, [sub.fetching, status]);

  const streamError = problem(sub.error);
  const ended = ENDED.has(status) || (progress !== undefined && ENDED.has(progress.status));
  const total = progress?.totalTiles ?? initial.total;
  const processed = atLeast('all', Math.max(progress?.processedTiles ?? 0, initial.processed));
  // The job's rate and time left as the server measures them (from its start); until it has them, the
  // page's own measure from the events it saw.
  const server =
    progress && progress.tilesPerSecond > 0 && progress.etaSeconds != null
      ? { rate: progress.tilesPerSecond, eta: progress.etaSeconds }
      : undefined;
  const all = server ?? pace(firsts.current.get('all'), processed, total, now);
  const pct = total ? Math.floor((processed * 100) / total) : 100;
  return (
    <div className="progress" aria-label="job progress">
      <p>
        <progress max={total || 1} value={processed} aria-label="tiles processed" />{' '}
        <span aria-label="tiles done">
          {processed} / {total} tiles ({pct} %)
        </span>
        {all && !ended && (
          <span>
            {' '}
            · <span aria-label="rate">{all.rate.toFixed(1)} tiles/s</span> ·{' '}
            <span aria-label="time left">about {seconds(all.eta)} left</span>
          </span>
        )}
      </p>
      {streamError && !(streamError.code === 'NETWORK' && answering) && <p className="error">{streamError.message}</p>}
      {progress && progress.zooms.length > 0 && (
        <TableWrap>
          <table aria-label="progress per zoom">
            <thead>
              <tr>
                <th scope="col">Zoom</th>
                <th scope="col">Done</th>
                <th scope="col">Failed</th>
                <th scope="col">Rate</th>
                <th scope="col">Time left</th>
              </tr>
            </thead>
            <tbody>
              {progress.zooms.map((z) => {
                const done = atLeast(z.zoom, z.processedTiles);
                const p = pace(firsts.current.get(z.zoom), done, z.totalTiles, now);
                const finished = done >= z.totalTiles;
                return (
                  <tr key={z.zoom}>
                    <td>{z.zoom}</td>
                    <td>
                      {done} / {z.totalTiles}
                    </td>
                    <td>{z.failedTiles}</td>
                    <td>{p && !finished ? `${p.rate.toFixed(1)} tiles/s` : '—'}</td>
                    <td>{finished ? 'done' : p && !ended ? seconds(p.eta) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </div>
  );
}
