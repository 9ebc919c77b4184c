import { useTestApp } from '../support/app';
import { bearer, createWorkspace } from '../support/identity';

// Issue 36, item 5: a caller without a role in a workspace cannot tell an existing one from a missing one.
const t = useTestApp();

describe('no existence oracle for workspaces', () => {
  it('answers the same 403 for an existing workspace without a role and for a missing one, on both surfaces', async () => {
    const mine = await createWorkspace(t(), 'mine');
    await createWorkspace(t(), 'theirs');
    const token = await t().token('viewer', mine.id);

    const rest = async (ws: string) => {
      const res = await t().http().get(`/api/v1/workspaces/${ws}/apikeys`).set(bearer(token));
      return { status: res.status, error: res.body.error, message: res.body.message, detail: res.body.detail };
    };
    const existing = await rest('theirs');
    expect(existing).toEqual({
      status: 403,
      error: 'FORBIDDEN',
      message: expect.any(String),
      detail: 'no role in this workspace',
    });
    expect(await rest('no-such-workspace')).toEqual(existing);

    const gql = async (ws: string) => {
      const r = await t().gql('query($ws: String!) { apiKeys(workspace: $ws) { id } }', { ws }, token);
      return {
        status: r.status,
        errors: r.body.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })),
      };
    };
    const existingGql = await gql('theirs');
    expect(existingGql.errors).toEqual([{ message: 'no role in this workspace', code: 'FORBIDDEN' }]);
    expect(await gql('no-such-workspace')).toEqual(existingGql);

    // In its own workspace the viewer learns nothing new by being told what it lacks.
    const own = await rest('mine');
    expect(own.status).toBe(403);
    expect(own.detail).toMatch(/admin role/);
  });
});
