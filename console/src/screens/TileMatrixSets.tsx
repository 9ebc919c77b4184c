import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleDeleteTileMatrixSetDocument,
  ConsolePutTileMatrixSetDocument,
  ConsoleTileMatrixSetsDocument,
} from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';

/**
 * Tile matrix sets (super admins): the built-ins and custom sets; a custom set is written whole from
 * its OGC TMS 2.0 JSON document (created or replaced), and deleted while no workspace offers it.
 */
export function TileMatrixSets() {
  const [res] = useQuery({ query: ConsoleTileMatrixSetsDocument });
  const [, put] = useMutation(ConsolePutTileMatrixSetDocument);
  const [, remove] = useMutation(ConsoleDeleteTileMatrixSetDocument);
  const [id, setId] = useState('');
  const [json, setJson] = useState('');
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<Problem | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const loadProblem = useLoadProblem(res.error);

  return (
    <section aria-labelledby="tms-title">
      <h1 id="tms-title">Tile matrix sets</h1>
      {res.fetching && !res.data && <Loading what="tile matrix sets" />}
      <Refusal problem={loadProblem ?? action} />
      {res.data && (
        <TableWrap>
          <table aria-label="tile matrix sets">
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Title</th>
                <th scope="col">CRS</th>
                <th scope="col">Zoom levels</th>
                <th scope="col">Kind</th>
                <th scope="col">Updated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {res.data.tileMatrixSets.map((t) => (
                <tr key={t.databaseId}>
                  <td>
                    <code>{t.databaseId}</code>
                  </td>
                  <td>{t.title}</td>
                  <td>
                    <small>{t.crs}</small>
                  </td>
                  <td>{Array.isArray(t.definition.tileMatrices) ? t.definition.tileMatrices.length : ''}</td>
                  <td>{t.builtin ? 'built-in' : 'custom'}</td>
                  <td>{when(t.updatedAt)}</td>
                  <td className="actions">
                    {!t.builtin && (
                      <>
                        <button
                          type="button"
                          aria-label={`Edit tile matrix set ${t.databaseId}`}
                          onClick={() => {
                            setId(t.databaseId);
                            setJson(JSON.stringify(t.definition, null, 2));
                          }}
                        >
                          Edit
                        </button>{' '}
                        <ConfirmButton
                          label="Delete"
                          ariaLabel={`Delete tile matrix set ${t.databaseId}`}
                          question={`Delete tile matrix set ${t.databaseId}?`}
                          confirmLabel="Delete"
                          onConfirm={async () => {
                            const r = await remove({ tileMatrixSet: t.databaseId });
                            setAction(problem(r.error));
                          }}
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {res.data && (
        <form
          className="panel"
          aria-label="Custom tile matrix set"
          onSubmit={async (e) => {
            e.preventDefault();
            setSaved(undefined);
            let definition: Record<string, unknown>;
            try {
              definition = JSON.parse(json);
            } catch (err) {
              setAction({ code: 'BAD_REQUEST', message: `The definition is not JSON: ${(err as Error).message}` });
              return;
            }
            setBusy(true);
            const r = await put({ tileMatrixSet: id, definition });
            setBusy(false);
            setAction(problem(r.error));
            if (!r.error) {
              setSaved(`Saved ${id}.`);
            }
          }}
        >
          <h2>Create or replace a custom set</h2>
          <label htmlFor="tms-id">Id</label>
          <input id="tms-id" value={id} onChange={(e) => setId(e.target.value)} required />
          <label htmlFor="tms-definition">OGC TMS 2.0 document (JSON)</label>
          <textarea
            id="tms-definition"
            className="code-input"
            rows={14}
            spellCheck={false}
            value={json}
            onChange={(e) => setJson(e.target.value)}
            required
          />
          {saved && (
            <p className="ok" role="status">
              {saved}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save tile matrix set'}
          </button>
        </form>
      )}
    </section>
  );
}
