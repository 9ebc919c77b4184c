import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { ConsoleCacheStatsDocument, ConsoleClearCacheDocument } from '../generated/graphql';
import { bytes, ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem } from '../ui';

/** Cache statistics of the instance that answered (super admins); clearing empties them on every instance. */
export function CacheStats({ canClear }: { canClear: boolean }) {
  // Measurements that change with every request: read from the instance whenever the screen opens.
  const [res, refetch] = useQuery({ query: ConsoleCacheStatsDocument, requestPolicy: 'network-only' });
  const [, clear] = useMutation(ConsoleClearCacheDocument);
  const [action, setAction] = useState<Problem | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const loadProblem = useLoadProblem(res.error);
  const s = res.data?.cacheStats;
  // Refresh: the user asks for the numbers as they are now.
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const clearOne = async (cache?: string) => {
    setDone(undefined);
    const r = await clear({ cache: cache ?? null });
    setAction(problem(r.error));
    // Clearing marks the cached statistics stale (cache.ts): they are read again.
    if (!r.error) setDone(cache ? `Cleared ${cache}.` : 'Cleared every cache.');
  };

  return (
    <section aria-labelledby="cache-title">
      <h1 id="cache-title">Cache statistics</h1>
      <p className="hint">The numbers of the instance that answered this request.</p>
      <button type="button" onClick={reload} disabled={res.fetching}>
        {res.fetching ? 'Refreshing…' : 'Refresh'}
      </button>
      {res.fetching && !s && <Loading what="statistics" />}
      <Refusal problem={loadProblem ?? action} />
      {done && (
        <p className="ok" role="status">
          {done}
        </p>
      )}
      {s && (
        <>
          <dl className="facts">
            <dt>Caching</dt>
            <dd>{s.enabled ? 'on' : 'bypassed (the invalidation bus is down)'}</dd>
            <dt>Memory used by the caches</dt>
            <dd>
              {bytes(s.totalSizeBytes)} of {bytes(s.totalMaxSizeBytes)}
            </dd>
            <dt>Process memory</dt>
            <dd>
              {bytes(s.process.rssBytes)} resident, {bytes(s.process.heapUsedBytes)} heap
            </dd>
          </dl>
          <TableWrap>
            <table aria-label="caches">
              <thead>
                <tr>
                  <th scope="col">Cache</th>
                  <th scope="col">Hit rate</th>
                  <th scope="col">Hits</th>
                  <th scope="col">Misses</th>
                  <th scope="col">Entries</th>
                  <th scope="col">Size</th>
                  <th scope="col">Evictions</th>
                  <th scope="col">Expired</th>
                  {canClear && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {s.cacheList.map((c) => (
                  <tr key={c.name}>
                    <td>{c.name}</td>
                    <td>{(c.hitRate * 100).toFixed(1)} %</td>
                    <td>{c.hits}</td>
                    <td>{c.misses}</td>
                    <td>{c.entryCount}</td>
                    <td>
                      {bytes(c.sizeBytes)} / {bytes(c.maxSizeBytes)}
                    </td>
                    <td>{c.evictions}</td>
                    <td>{c.expired}</td>
                    {canClear && (
                      <td>
                        <ConfirmButton
                          label="Clear"
                          ariaLabel={`Clear cache ${c.name}`}
                          question={`Empty ${c.name} on every instance?`}
                          confirmLabel="Clear"
                          onConfirm={() => clearOne(c.name)}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {canClear && (
            <ConfirmButton
              label="Clear every cache"
              question="Empty every cache on every instance?"
              confirmLabel="Clear all"
              onConfirm={() => clearOne()}
            />
          )}
        </>
      )}
    </section>
  );
}
