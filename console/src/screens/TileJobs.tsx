import { useEffect, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleCancelTileJobDocument,
  ConsoleCreateTileJobDocument,
  ConsoleDeleteTileJobDocument,
  ConsoleTileJobPlanDocument,
  ConsoleTileJobsDocument,
  type TileCacheOperation,
  type ConsoleTileJobPlanQuery,
  type CreateTileCacheJobInput,
} from '../generated/graphql';
import { bytes, ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';
import { ENDED, JobProgress } from './JobProgress';

/** Jobs per page of the list (the server pages: tileCacheJobsConnection, newest first). */
export const JOBS_PAGE = 10;

/**
 * The largest job the form suggests: the suggested highest zoom is the deepest one whose job stays within
 * it (each zoom has about four times the tiles of the one above it, so one zoom too deep is costly).
 */
export const REASONABLE_TILES = 50_000;

type Page = { first: number; after?: string } | { last: number; before?: string };

/** "minx, miny, maxx, maxy" (longitude and latitude, EPSG:4326), or why not. */
export function parseBbox(text: string): [number, number, number, number] | string | undefined {
  if (text.trim() === '') return undefined;
  const parts = text.split(',').map((s) => Number(s.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)))
    return 'the area is four numbers: west, south, east, north (longitude and latitude)';
  const [w, s, e, n] = parts;
  if (w >= e || s >= n) return 'the area is inverted or empty: west must be below east, south below north';
  return [w, s, e, n];
}

const bboxText = (b?: readonly number[] | null) =>
  b && b.length === 4 ? b.map((n) => Number(n.toFixed(6))).join(', ') : '';

/**
 * The deepest zoom whose job (from the lowest zoom down to it) stays within REASONABLE_TILES, from the
 * tiles per level the server planned; at least the lowest level.
 */
export function suggestMaxZoom(zooms: readonly { zoom: number; tiles: number }[]) {
  let total = 0;
  let best: { zoom: number; tiles: number } | undefined;
  for (const z of zooms) {
    total += z.tiles;
    if (total > REASONABLE_TILES && best) break;
    best = { zoom: z.zoom, tiles: total };
  }
  return best;
}

/**
 * Tile cache jobs of a workspace: a request (layer, tile matrix set from those the workspace enables, an
 * area that defaults to the layer's bounds, a highest zoom suggested from the area) is planned first (the
 * dry run: tiles per level and a size estimate), then created; a running job's progress per zoom arrives
 * live over the tileCacheJob subscription; a queued or running job can be cancelled and a finished one
 * deleted, each after asking. The list is paged by the server, newest first.
 */
export function TileJobs({ workspace }: { workspace: string }) {
  const [page, setPage] = useState<Page>({ first: JOBS_PAGE });
  const [list, refetch] = useQuery({ query: ConsoleTileJobsDocument, variables: { workspace, ...page } });
  const client = useClient();
  const [, create] = useMutation(ConsoleCreateTileJobDocument);
  const [, cancel] = useMutation(ConsoleCancelTileJobDocument);
  const [, remove] = useMutation(ConsoleDeleteTileJobDocument);
  const loadProblem = useLoadProblem(list.error);
  const [operation, setOperation] = useState<TileCacheOperation>('SEED');
  const [resource, setResource] = useState('');
  const [tmsPicked, setTms] = useState('');
  // The area as typed; undefined while it follows the chosen layer's bounds.
  const [bboxTyped, setBbox] = useState<string | undefined>();
  const [minZoom, setMinZoom] = useState('');
  const [maxZoom, setMaxZoom] = useState('');
  const [plan, setPlan] = useState<ConsoleTileJobPlanQuery['tileCacheJobPlan'] | undefined>();
  // The tiles per level of the form's request down to the server's deepest default, for the suggestion.
  const [outline, setOutline] = useState<{ key: string; zooms: { zoom: number; tiles: number }[] } | undefined>();
  const [outlineProblem, setOutlineProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState<'' | 'planning' | 'creating'>('');
  const [action, setAction] = useState<Problem | undefined>();

  const layers = list.data?.layers ?? [];
  const sets = list.data?.ogcTilesSettings.settings.tileMatrixSets ?? [];
  const chosen = resource || layers[0]?.name || '';
  const layer = layers.find((l) => l.name === chosen);
  const tms = sets.includes(tmsPicked) ? tmsPicked : (sets[0] ?? '');
  const bboxValue = bboxTyped ?? bboxText(layer?.bounds);
  const bbox = parseBbox(bboxValue);
  const base = (): CreateTileCacheJobInput => ({
    operation,
    resource: chosen,
    tileMatrixSet: tms,
    ...(Array.isArray(bbox) ? { bounds: { bbox, crs: 'EPSG:4326' } } : {}),
    ...(minZoom !== '' ? { minZoom: Number(minZoom) } : {}),
  });
  const baseKey = JSON.stringify(base());
  const suggested = outline?.key === baseKey ? suggestMaxZoom(outline.zooms) : undefined;
  const highest = maxZoom !== '' ? maxZoom : suggested ? String(suggested.zoom) : '';
  const input = (): CreateTileCacheJobInput => ({ ...base(), ...(highest !== '' ? { maxZoom: Number(highest) } : {}) });
  // What the form's request would cover, from the planned levels (before the dry run that confirms it).
  const covered =
    outline?.key === baseKey && highest !== ''
      ? outline.zooms.filter((z) => z.zoom <= Number(highest)).reduce((a, z) => a + z.tiles, 0)
      : undefined;
  const beyondOutline = outline?.key === baseKey && highest !== '' && Number(highest) > outline.zooms.at(-1)!.zoom;

  // The request without a highest zoom, planned by the server once the form pauses: the tiles per level
  // down to its deepest default, from which the highest zoom is suggested and the tiles counted.
  useEffect(() => {
    if (!chosen || !tms || typeof bbox === 'string') return;
    let live = true;
    const timer = setTimeout(async () => {
      const r = await client
        .query(ConsoleTileJobPlanDocument, { workspace, input: base() }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!live) return;
      setOutlineProblem(problem(r.error));
      if (r.data) setOutline({ key: baseKey, zooms: r.data.tileCacheJobPlan.zooms });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [baseKey, workspace]);

  // A plan answers one request: any change to the form asks for a new dry run before creating.
  const changed = (f: () => void) => {
    f();
    setPlan(undefined);
  };
  const conn = list.data?.tileCacheJobsConnection;

  return (
    <section aria-labelledby="jobs-title">
      <h2 id="jobs-title">Tile cache jobs</h2>
      {list.fetching && !list.data && <Loading what="jobs" />}
      <Refusal problem={loadProblem ?? action} />

      {/* Offered only to who may read the jobs (a workspace admin): a viewer, refused, gets no form. */}
      {list.data && !loadProblem && layers.length > 0 && (
        <form
          className="job-form"
          aria-label="new tile cache job"
          onSubmit={async (e) => {
            e.preventDefault();
            if (typeof bbox === 'string') return;
            setBusy('planning');
            const r = await client
              .query(ConsoleTileJobPlanDocument, { workspace, input: input() }, { requestPolicy: 'network-only' })
              .toPromise();
            setBusy('');
            setAction(problem(r.error));
            setPlan(r.data?.tileCacheJobPlan);
          }}
        >
          <div className="inline">
            <label htmlFor="job-operation">Operation</label>
            <select
              id="job-operation"
              value={operation}
              onChange={(e) => changed(() => setOperation(e.target.value as TileCacheOperation))}
            >
              <option value={'SEED'}>seed</option>
              <option value={'RESEED'}>reseed</option>
              <option value={'TRUNCATE'}>truncate</option>
            </select>
            <label htmlFor="job-resource">Layer</label>
            <select
              id="job-resource"
              value={chosen}
              onChange={(e) =>
                changed(() => {
                  setResource(e.target.value);
                  setBbox(undefined);
                })
              }
            >
              {layers.map((l) => (
                <option key={l.databaseId} value={l.name}>
                  {l.name}
                </option>
              ))}
            </select>
            <label htmlFor="job-tms">Tile matrix set</label>
            <select id="job-tms" value={tms} onChange={(e) => changed(() => setTms(e.target.value))} required>
              {sets.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="inline">
            <label htmlFor="job-bbox">Area (west, south, east, north)</label>
            <input
              id="job-bbox"
              className="bbox"
              value={bboxValue}
              placeholder="the whole tile matrix set"
              aria-invalid={typeof bbox === 'string' ? true : undefined}
              aria-describedby="job-bbox-hint"
              onChange={(e) => changed(() => setBbox(e.target.value))}
            />
            {bboxTyped !== undefined && layer?.bounds && (
              <button type="button" onClick={() => changed(() => setBbox(undefined))}>
                Use the layer&apos;s bounds
              </button>
            )}
          </div>
          <p id="job-bbox-hint" className={typeof bbox === 'string' ? 'error' : 'hint'}>
            {typeof bbox === 'string'
              ? bbox
              : bboxTyped === undefined && layer?.bounds
                ? `Longitude and latitude (EPSG:4326); the bounds of ${chosen}.`
                : bboxValue === ''
                  ? `${chosen} has no known bounds: the whole tile matrix set.`
                  : 'Longitude and latitude (EPSG:4326).'}
          </p>
          <div className="inline">
            <label htmlFor="job-min">Lowest zoom</label>
            <input
              id="job-min"
              type="number"
              min={0}
              placeholder="0"
              value={minZoom}
              onChange={(e) => changed(() => setMinZoom(e.target.value))}
            />
            <label htmlFor="job-max">Highest zoom</label>
            <input
              id="job-max"
              type="number"
              min={0}
              placeholder="suggested"
              value={highest}
              aria-describedby="job-max-hint"
              onChange={(e) => changed(() => setMaxZoom(e.target.value))}
            />
            <button type="submit" disabled={!chosen || !tms || busy !== '' || typeof bbox === 'string'}>
              {busy === 'planning' ? 'Planning…' : 'Plan (dry run)'}
            </button>
          </div>
          <p id="job-max-hint" className="hint" aria-live="polite">
            {suggested && (
              <span aria-label="zoom suggestion">
                Suggested highest zoom: {suggested.zoom} ({suggested.tiles} tiles).
              </span>
            )}{' '}
            {covered !== undefined && !beyondOutline && (
              <span aria-label="tiles of this request">
                This request: <strong>{covered} tiles</strong>.
              </span>
            )}
            {beyondOutline && <span>Deeper than the tile limit allows: the dry run will say.</span>}
          </p>
          {outlineProblem && <Refusal problem={outlineProblem} />}
        </form>
      )}
      {list.data && sets.length === 0 && (
        <p className="empty">No tile matrix set is enabled in this workspace&apos;s OGC API Tiles settings.</p>
      )}
      {layers.length === 0 && list.data && <p className="empty">No layers yet: a job needs a layer.</p>}

      {plan && (
        <div className="notice" role="region" aria-label="job plan">
          <p>
            {plan.request.operation.toLowerCase()} of {plan.resources.join(', ')} on {plan.request.tileMatrixSet}, zoom{' '}
            {plan.request.minZoom}–{plan.request.maxZoom}:{' '}
            <strong aria-label="planned tiles">{plan.totalTiles} tiles</strong>, about{' '}
            <strong aria-label="planned size">{bytes(plan.estimatedBytes)}</strong>{' '}
            <small>
              ({bytes(plan.estimatedTileBytes)} a tile, from{' '}
              {plan.estimateBasis === 'cache' ? 'the cache' : 'a typical size'})
            </small>
            {plan.request.defaults.length > 0 && (
              <small> · defaults filled in: {plan.request.defaults.join(', ')}</small>
            )}
            <br />
            <small aria-label="planned area">
              area {bboxText(plan.request.bounds.bbox)} ({plan.request.bounds.crs})
            </small>
          </p>
          <TableWrap>
            <table aria-label="planned tiles per zoom">
              <thead>
                <tr>
                  <th scope="col">Zoom</th>
                  <th scope="col">Tiles</th>
                </tr>
              </thead>
              <tbody>
                {plan.zooms.map((z) => (
                  <tr key={z.zoom}>
                    <td>{z.zoom}</td>
                    <td>{z.tiles}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <button
            type="button"
            disabled={busy !== ''}
            onClick={async () => {
              setBusy('creating');
              const r = await create({ workspace, input: input() });
              setBusy('');
              setAction(problem(r.error));
              if (!r.error) {
                setPlan(undefined);
                // The new job is the newest: the first page shows it (the cached pages are marked stale by
                // the create, cache.ts, and read again).
                if (('after' in page && page.after) || 'last' in page) setPage({ first: JOBS_PAGE });
              }
            }}
          >
            {busy === 'creating' ? 'Creating…' : 'Create job'}
          </button>{' '}
          <button type="button" onClick={() => setPlan(undefined)}>
            Discard plan
          </button>
        </div>
      )}

      {conn && conn.totalCount === 0 && <p className="empty">No jobs yet.</p>}
      {conn?.nodes.map((j) => (
        <article key={j.databaseId} className="job" aria-label={`job ${j.databaseId}`}>
          <h3>
            {j.request.operation.toLowerCase()} {j.request.allResources ? 'all resources' : j.request.resource} · zoom{' '}
            {j.request.minZoom}–{j.request.maxZoom} · <span aria-label="job status">{j.status.toLowerCase()}</span>
          </h3>
          <p>
            <small>
              job <code aria-label="job id">{j.databaseId}</code> on {j.request.tileMatrixSet}, created{' '}
              {when(j.createdAt)}
              {j.createdBy ? ` by ${j.createdBy}` : ''}
              {j.completedAt ? `, ended ${when(j.completedAt)}` : ''}
            </small>
          </p>
          {j.errorMessage && <p className="error">{j.errorMessage}</p>}
          <JobProgress
            workspace={workspace}
            job={j.databaseId}
            status={j.status}
            initial={{ processed: j.processedTiles, total: j.totalTiles }}
            onEnded={() => refetch({ requestPolicy: 'network-only' })}
          />
          {(j.status === 'QUEUED' || j.status === 'RUNNING') && !j.cancelRequested && (
            <ConfirmButton
              label="Cancel"
              ariaLabel={`Cancel job ${j.databaseId}`}
              question="Cancel this job? Tiles already done stay done."
              confirmLabel="Cancel job"
              onConfirm={async () => {
                const r = await cancel({ workspace, job: j.databaseId });
                setAction(problem(r.error));
              }}
            />
          )}
          {ENDED.has(j.status) && (
            <ConfirmButton
              label="Delete"
              ariaLabel={`Delete job ${j.databaseId}`}
              question="Delete this job and its progress? Its tiles stay in the cache."
              confirmLabel="Delete job"
              onConfirm={async () => {
                const r = await remove({ workspace, job: j.databaseId });
                setAction(problem(r.error));
                // The last job of a page that is not the first: go back one page. Otherwise the page that
                // held the deleted job is read again by itself (cache.ts).
                if (!r.error && conn.nodes.length === 1 && conn.pageInfo.hasPreviousPage)
                  setPage({ last: JOBS_PAGE, before: conn.pageInfo.startCursor ?? undefined });
              }}
            />
          )}
        </article>
      ))}
      {conn && (conn.pageInfo.hasNextPage || conn.pageInfo.hasPreviousPage) && (
        <nav className="pager" aria-label="job pages">
          <button
            type="button"
            disabled={!conn.pageInfo.hasPreviousPage || list.fetching}
            onClick={() => setPage({ last: JOBS_PAGE, before: conn.pageInfo.startCursor ?? undefined })}
          >
            Newer jobs
          </button>{' '}
          <span aria-label="jobs total">{conn.totalCount} jobs</span>{' '}
          <button
            type="button"
            disabled={!conn.pageInfo.hasNextPage || list.fetching}
            onClick={() => setPage({ first: JOBS_PAGE, after: conn.pageInfo.endCursor ?? undefined })}
          >
            Older jobs
          </button>
        </nav>
      )}
    </section>
  );
}
