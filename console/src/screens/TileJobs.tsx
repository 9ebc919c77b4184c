import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleCancelTileJobDocument,
  ConsoleCreateTileJobDocument,
  ConsoleTileJobPlanDocument,
  ConsoleTileJobsDocument,
  type TileCacheOperation,
  type ConsoleTileJobPlanQuery,
  type CreateTileCacheJobInput,
} from '../generated/graphql';
import { bytes, ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';
import { JobProgress } from './JobProgress';

/**
 * Tile cache jobs of a workspace: a request is planned first (the dry run: tiles per level and a size
 * estimate), then created; a running job's progress per zoom arrives live over the tileCacheJob
 * subscription, with its rate and the time left; a queued or running job can be cancelled.
 */
export function TileJobs({ workspace }: { workspace: string }) {
  const [list, refetch] = useQuery({ query: ConsoleTileJobsDocument, variables: { workspace } });
  const client = useClient();
  const [, create] = useMutation(ConsoleCreateTileJobDocument);
  const [, cancel] = useMutation(ConsoleCancelTileJobDocument);
  const loadProblem = useLoadProblem(list.error);
  const [operation, setOperation] = useState<TileCacheOperation>('SEED');
  const [resource, setResource] = useState('');
  const [tms, setTms] = useState('WebMercatorQuad');
  const [minZoom, setMinZoom] = useState('');
  const [maxZoom, setMaxZoom] = useState('');
  const [plan, setPlan] = useState<ConsoleTileJobPlanQuery['tileCacheJobPlan'] | undefined>();
  const [busy, setBusy] = useState<'' | 'planning' | 'creating'>('');
  const [action, setAction] = useState<Problem | undefined>();
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const layers = list.data?.layers ?? [];
  const chosen = resource || layers[0]?.name || '';
  const input = (): CreateTileCacheJobInput => ({
    operation,
    resource: chosen,
    tileMatrixSet: tms,
    ...(minZoom !== '' ? { minZoom: Number(minZoom) } : {}),
    ...(maxZoom !== '' ? { maxZoom: Number(maxZoom) } : {}),
  });
  // A plan answers one request: any change to the form asks for a new dry run before creating.
  const changed = (f: () => void) => {
    f();
    setPlan(undefined);
  };

  return (
    <section aria-labelledby="jobs-title">
      <h2 id="jobs-title">Tile cache jobs</h2>
      {list.fetching && !list.data && <Loading what="jobs" />}
      <Refusal problem={loadProblem ?? action} />

      {/* Offered only to who may read the jobs (a workspace admin): a viewer, refused, gets no form. */}
      {list.data && !loadProblem && (
        <form
          className="inline"
          aria-label="new tile cache job"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy('planning');
            const r = await client
              .query(ConsoleTileJobPlanDocument, { workspace, input: input() }, { requestPolicy: 'network-only' })
              .toPromise();
            setBusy('');
            setAction(problem(r.error));
            setPlan(r.data?.tileCacheJobPlan);
          }}
        >
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
          <select id="job-resource" value={chosen} onChange={(e) => changed(() => setResource(e.target.value))}>
            {layers.map((l) => (
              <option key={l.id} value={l.name}>
                {l.name}
              </option>
            ))}
          </select>
          <label htmlFor="job-tms">Tile matrix set</label>
          <input id="job-tms" value={tms} onChange={(e) => changed(() => setTms(e.target.value))} required />
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
            placeholder="default"
            value={maxZoom}
            onChange={(e) => changed(() => setMaxZoom(e.target.value))}
          />
          <button type="submit" disabled={!chosen || busy !== ''}>
            {busy === 'planning' ? 'Planning…' : 'Plan (dry run)'}
          </button>
        </form>
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
                reload();
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

      {list.data && list.data.tileCacheJobs.length === 0 && <p className="empty">No jobs yet.</p>}
      {list.data?.tileCacheJobs.map((j) => (
        <article key={j.id} className="job" aria-label={`job ${j.id}`}>
          <h3>
            {j.request.operation.toLowerCase()} {j.request.allResources ? 'all resources' : j.request.resource} · zoom{' '}
            {j.request.minZoom}–{j.request.maxZoom} · <span aria-label="job status">{j.status.toLowerCase()}</span>
          </h3>
          <p>
            <small>
              created {when(j.createdAt)}
              {j.createdBy ? ` by ${j.createdBy}` : ''}
              {j.completedAt ? `, ended ${when(j.completedAt)}` : ''}
            </small>
          </p>
          {j.errorMessage && <p className="error">{j.errorMessage}</p>}
          <JobProgress
            workspace={workspace}
            job={j.id}
            status={j.status}
            initial={{ processed: j.processedTiles, total: j.totalTiles }}
            onChange={reload}
          />
          {(j.status === 'QUEUED' || j.status === 'RUNNING') && !j.cancelRequested && (
            <ConfirmButton
              label="Cancel"
              ariaLabel={`Cancel job ${j.id}`}
              question="Cancel this job? Tiles already done stay done."
              confirmLabel="Cancel job"
              onConfirm={async () => {
                const r = await cancel({ workspace, job: j.id });
                setAction(problem(r.error));
                reload();
              }}
            />
          )}
        </article>
      ))}
    </section>
  );
}
