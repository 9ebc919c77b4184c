import type { TestApp } from '../../support/app';

import { bearer, createWorkspace } from '../../support/factories';
export { bearer };

/** Helpers over the REST API, so each test arranges its state the way a client would. */
export function helpers(t: () => TestApp) {
  const su = async () => bearer(await t().token('super_admin'));
  return {
    su,
    async admin(workspaceId: string) {
      return bearer(await t().token('admin', workspaceId));
    },
    workspace: async (name: string) => createWorkspace(t(), name, await su()),
    async role(id: string) {
      const res = await t()
        .http()
        .post('/api/v1/roles')
        .set(await su())
        .send({ id });
      if (res.status !== 201) throw new Error(`role ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    },
    /** Creates a mapping in a workspace (id or name), or globally when `workspace` is undefined. */
    async mapping(workspace: string | undefined, body: Record<string, unknown>): Promise<Mapping> {
      const path = workspace ? `/api/v1/workspaces/${workspace}/claim-mappings` : '/api/v1/claim-mappings';
      const res = await t()
        .http()
        .post(path)
        .set(await su())
        .send(body);
      if (res.status !== 201) throw new Error(`mapping: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async list(workspace?: string): Promise<Mapping[]> {
      const path = workspace ? `/api/v1/workspaces/${workspace}/claim-mappings` : '/api/v1/claim-mappings';
      const res = await t()
        .http()
        .get(path)
        .set(await su());
      if (res.status !== 200) throw new Error(`list: ${res.status}`);
      return res.body.claim_mappings;
    },
  };
}

export interface Mapping {
  id: string;
  workspace_id: string;
  claim_name: string;
  claim_value: string;
  role_id: string;
  priority: number;
  created_at: string;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
