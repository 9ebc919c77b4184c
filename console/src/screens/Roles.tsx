import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { ConsoleCreateRoleDocument, ConsoleDeleteRoleDocument, ConsoleRolesDocument } from '../generated/graphql';
import { ConfirmButton, Loading, Refusal, TableWrap, useLoadProblem, when } from '../ui';

/** Roles: everyone reads them; who may manage roles also adds and deletes custom ones. */
export function Roles({ canManage }: { canManage: boolean }) {
  const [list] = useQuery({ query: ConsoleRolesDocument });
  const [, create] = useMutation(ConsoleCreateRoleDocument);
  const [, remove] = useMutation(ConsoleDeleteRoleDocument);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<Problem | undefined>();
  const loadProblem = useLoadProblem(list.error);

  return (
    <section aria-labelledby="roles-title">
      <h1 id="roles-title">Roles</h1>
      {!canManage && <p className="hint">Read-only: only a super admin adds or deletes roles.</p>}
      {list.fetching && !list.data && <Loading what="roles" />}
      <Refusal problem={loadProblem ?? action} />
      {list.data && (
        <TableWrap>
          <table aria-label="roles">
            <thead>
              <tr>
                <th scope="col">Id</th>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Kind</th>
                <th scope="col">Created</th>
                {canManage && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.roles.map((r) => (
                <tr key={r.databaseId}>
                  <td>
                    <code>{r.databaseId}</code>
                  </td>
                  <td>{r.name}</td>
                  <td>{r.description}</td>
                  <td>{r.builtin ? 'built-in' : 'custom'}</td>
                  <td>{when(r.createdAt)}</td>
                  {canManage && (
                    <td>
                      {!r.builtin && (
                        <ConfirmButton
                          label="Delete"
                          ariaLabel={`Delete role ${r.databaseId}`}
                          question={`Delete role ${r.databaseId}?`}
                          confirmLabel="Delete"
                          onConfirm={async () => {
                            const res = await remove({ role: r.databaseId });
                            setAction(problem(res.error));
                          }}
                        />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {canManage && (
        <form
          className="inline"
          aria-label="New custom role"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            const res = await create({ input: { id, name: name || null, description: description || null } });
            setBusy(false);
            setAction(problem(res.error));
            if (!res.error) {
              setId('');
              setName('');
              setDescription('');
            }
          }}
        >
          <h2>New custom role</h2>
          <div className="row">
            <div>
              <label htmlFor="role-id">Role id</label>
              <input
                id="role-id"
                value={id}
                onChange={(e) => setId(e.target.value)}
                required
                pattern="[a-z][a-z0-9_\-]{0,63}"
                aria-describedby="role-id-hint"
              />
              <small id="role-id-hint" className="hint">
                Lowercase letters, digits, _ and -; starts with a letter.
              </small>
            </div>
            <div>
              <label htmlFor="role-name">Display name</label>
              <input id="role-name" value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div>
              <label htmlFor="role-description">Description</label>
              <input id="role-description" value={description} onChange={(e) => setDescription(e.target.value)} />
            </div>
          </div>
          <button type="submit" disabled={busy}>
            {busy ? 'Creating…' : 'Create role'}
          </button>
        </form>
      )}
    </section>
  );
}
