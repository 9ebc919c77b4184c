import { resolveRoles } from '../../../src/auth/claim-roles';
import { ClaimMappingService } from '../../../src/domains/claim-mappings';
import { useTestApp } from '../../support/app';
import { helpers } from './support';

const t = useTestApp();
const h = helpers(t);

/** What the OIDC code does on every request: the mappings as stored now, resolved against a token's claims. */
async function rolesFor(claims: Record<string, unknown>) {
  const mappings = await t().mapgate.container.get(ClaimMappingService).allForResolution();
  return resolveRoles(claims, mappings, t().config.MAPGATE_OIDC_GROUP_CLAIMS);
}

describe('ClaimMappingService.allForResolution', () => {
  it('feeds resolveRoles with every scope, and a change applies on the next call', async () => {
    const ws = await h.workspace('w');
    await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'gis', role_id: 'viewer' });
    const winner = await h.mapping(ws.id, {
      claim_name: 'realm_access.roles',
      claim_value: 'gis-admin',
      role_id: 'admin',
      priority: 1,
    });
    await h.mapping(undefined, { claim_name: 'cognito:groups', claim_value: 'ops', role_id: 'editor' });
    const claims = { groups: ['gis'], realm_access: { roles: ['gis-admin'] }, 'cognito:groups': 'ops' };
    expect(await rolesFor(claims)).toEqual({ [ws.id]: 'admin', '*': 'editor' });

    await t()
      .http()
      .delete(`/api/v1/workspaces/${ws.id}/claim-mappings/${winner.id}`)
      .set(await h.su())
      .expect(204);
    expect(await rolesFor(claims)).toEqual({ [ws.id]: 'viewer', '*': 'editor' });
  });

  it('drops the mappings of a deleted workspace, keeps the global ones', async () => {
    const ws = await h.workspace('w');
    await h.mapping(ws.id, { claim_name: 'groups', claim_value: 'gis', role_id: 'admin' });
    await h.mapping(undefined, { claim_name: 'groups', claim_value: 'gis', role_id: 'viewer' });
    await t()
      .http()
      .delete('/api/v1/workspaces/w')
      .set(await h.su())
      .expect(204);
    expect(await rolesFor({ groups: 'gis' })).toEqual({ '*': 'viewer' });
  });
});
