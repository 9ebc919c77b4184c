import type { TestApp } from '../../support/app';
import { SLD_10 } from './fixtures';

import { bearer, createWorkspace } from '../../support/factories';
export { bearer };

export interface StyleBody {
  id: string;
  workspace_id: string;
  name: string;
  title?: string | null;
  description?: string | null;
  format: string;
  valid: boolean;
  created_at: string;
  updated_at: string;
  body?: string;
  sld_body?: string | null;
}

/** Helpers over the REST API, plus direct rows for layers and groups (their domains are separate). */
export function helpers(t: () => TestApp) {
  const su = async () => bearer(await t().token('super_admin'));
  const base = (ws: string) => `/api/v1/workspaces/${ws}/styles`;
  return {
    su,
    base,
    async admin(workspaceId: string) {
      return bearer(await t().token('admin', workspaceId));
    },
    workspace: async (name: string) => createWorkspace(t(), name, await su()),
    async style(ws: string, body: Record<string, unknown> = {}): Promise<StyleBody> {
      const res = await t()
        .http()
        .post(base(ws))
        .set(await su())
        .send({ name: 'roads', format: 'sld_1.0.0', body: SLD_10, ...body });
      if (res.status !== 201) throw new Error(`style: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async get(ws: string, name: string): Promise<StyleBody> {
      const res = await t()
        .http()
        .get(`${base(ws)}/${name}`)
        .set(await su());
      if (res.status !== 200) throw new Error(`get ${name}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async names(ws: string): Promise<string[]> {
      const res = await t()
        .http()
        .get(base(ws))
        .set(await su());
      if (res.status !== 200) throw new Error(`list: ${res.status}`);
      return res.body.styles.map((s: StyleBody) => s.name);
    },
    /** A layer using the style as its default style, written directly (the layers domain is not needed). */
    async layerUsing(workspaceId: string, styleId: string, name = 'roads_layer'): Promise<void> {
      const prisma = t().db.prisma;
      const service = await prisma.service.upsert({
        where: { workspaceId_name: { workspaceId, name: 'db' } },
        update: {},
        create: { workspaceId, name: 'db', type: 'postgis', connectionInfo: { host: 'localhost' } },
      });
      await prisma.layer.create({ data: { workspaceId, serviceId: service.id, name, defaultStyleId: styleId } });
    },
    /** A layer group using the style as its default style or as a member's style. */
    async groupUsing(workspaceId: string, styleId: string, publicId: string, as: 'default' | 'member'): Promise<void> {
      const prisma = t().db.prisma;
      const group = await prisma.layerGroup.create({
        data: { workspaceId, publicId, ...(as === 'default' ? { defaultStyleId: styleId } : {}) },
      });
      if (as === 'member') {
        const inner = await prisma.layerGroup.create({ data: { workspaceId, publicId: `${publicId}_inner` } });
        await prisma.layerGroupMember.create({
          data: { groupId: group.id, position: 0, memberGroupId: inner.id, styleId },
        });
      }
    },
  };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
