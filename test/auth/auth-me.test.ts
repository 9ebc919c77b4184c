import { useTestApp } from '../support/app';
import { apiKey, bearer, createKey, createWorkspace } from '../support/identity';

const t = useTestApp();
const me = (headers: Record<string, string>) => t().http().get('/api/v1/auth/me').set(headers);

const none = {
  manage_global_cache: false,
  manage_global_roles: false,
  manage_roles: false,
  manage_sessions: false,
  manage_tile_matrix_sets: false,
  manage_workspace: false,
  manage_workspaces: false,
  read_audit: false,
  read_catalog_integrity: false,
};

describe('GET /api/v1/auth/me', () => {
  it('a workspace admin token: its workspace, console access, manage_workspace only', async () => {
    const ws = await createWorkspace(t(), 'roads');
    await createWorkspace(t(), 'other');
    const res = await me(bearer(await t().token('admin', ws.id, 'ann')));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      authenticated: true,
      principal: 'ann',
      auth_method: 'mapgate_token',
      super_admin: false,
      console_access: true,
      workspaces: [{ id: ws.id, name: 'roads', role: 'admin', console_access: true }],
      capabilities: { ...none, manage_workspace: true },
      api_key_id: null,
      display_name: null,
      email: null,
      global_role: null,
      subject: 'ann',
      session_id: null,
      session_expires_at: null,
      session_idle_expires_at: null,
      session: null,
      presented_claims: null,
    });
  });

  it('a viewer has no console access', async () => {
    const ws = await createWorkspace(t(), 'roads');
    const res = await me(bearer(await t().token('viewer', ws.id)));
    expect(res.body).toMatchObject({
      console_access: false,
      capabilities: none,
      workspaces: [{ name: 'roads', role: 'viewer', console_access: false }],
    });
  });

  it('super_admin: every workspace and every capability', async () => {
    await createWorkspace(t(), 'b');
    await createWorkspace(t(), 'a');
    const res = await me(bearer(await t().token('super_admin')));
    expect(res.body).toMatchObject({ super_admin: true, console_access: true, global_role: 'super_admin' });
    expect(Object.values(res.body.capabilities).every(Boolean)).toBe(true);
    expect(res.body.workspaces.map((w: { name: string; role: string }) => `${w.name}:${w.role}`)).toEqual([
      'a:super_admin',
      'b:super_admin',
    ]);
  });

  it('an API key: its id, name and owner', async () => {
    const ws = await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w', {
      role_id: 'editor',
      name: 'loader',
      owner_name: 'Ops',
      owner_email: 'ops@example.com',
    });
    const res = await me(apiKey(k.key));
    expect(res.body).toMatchObject({
      principal: 'loader',
      auth_method: 'api_key',
      api_key_id: k.id,
      display_name: 'Ops',
      email: 'ops@example.com',
      console_access: false,
      workspaces: [{ id: ws.id, role: 'editor' }],
    });
    expect(JSON.stringify(res.body)).not.toContain(k.key);
  });

  it('401 anonymous or with a rejected credential', async () => {
    expect((await t().http().get('/api/v1/auth/me')).status).toBe(401);
    expect((await me(bearer('x.y.z'))).status).toBe(401);
  });

  it('GraphQL me matches REST', async () => {
    const ws = await createWorkspace(t(), 'w');
    const r = await t().gql(
      '{ me { principal authMethod consoleAccess capabilities { manageWorkspace readAudit } workspaces { id role } } }',
      {},
      await t().token('admin', ws.id, 'ann'),
    );
    expect(r.body.data!.me).toEqual({
      principal: 'ann',
      authMethod: 'mapgate_token',
      consoleAccess: true,
      capabilities: { manageWorkspace: true, readAudit: false },
      workspaces: [{ id: ws.id, role: 'admin' }],
    });
    expect((await t().gql('{ me { principal } }')).body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
