import type { TestApp } from '../../support/app';

import { bearer, createWorkspace } from '../../support/factories';
export { bearer };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface ServiceBody {
  id: string;
  workspace_id: string;
  name: string;
  type: string;
  connection_info: Record<string, unknown>;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface LayerBody {
  id: string;
  workspace_id: string;
  service_id: string;
  name: string;
  table: string | null;
  title: string | null;
  default_style: string | null;
  geometry_column: string | null;
  geometry_type: string | null;
  srid: number | null;
  id_column: string | null;
  bounds: number[] | null;
  created_at: string;
  updated_at: string;
}

/** A PostGIS connection_info whose host does not resolve: layers on it are saved unchecked (docs/data-plane.md). */
export const PG_INFO = { host: 'db.example.test', port: 5432, database: 'gis', user: 'mapgate', password: 's3cret-pw' };

/** Helpers over the REST API, so each test arranges its state the way a client would. */
export function helpers(t: () => TestApp) {
  const su = async () => bearer(await t().token('super_admin'));
  const h = {
    su,
    async admin(workspaceId: string) {
      return bearer(await t().token('admin', workspaceId));
    },
    workspace: async (name: string) => createWorkspace(t(), name, await su()),
    async service(workspace: string, body: Record<string, unknown>): Promise<ServiceBody> {
      const res = await t()
        .http()
        .post(`/api/v1/workspaces/${workspace}/services`)
        .set(await su())
        .send(body);
      if (res.status !== 201) throw new Error(`service: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async pgService(workspace: string, name = 'pg', info: Record<string, unknown> = PG_INFO): Promise<ServiceBody> {
      return h.service(workspace, { name, type: 'postgis', connection_info: info });
    },
    async services(workspace: string): Promise<ServiceBody[]> {
      const res = await t()
        .http()
        .get(`/api/v1/workspaces/${workspace}/services`)
        .set(await su());
      if (res.status !== 200) throw new Error(`services: ${res.status}`);
      return res.body.services;
    },
    async layer(workspace: string, service: string, body: Record<string, unknown>): Promise<LayerBody> {
      const res = await t()
        .http()
        .post(`/api/v1/workspaces/${workspace}/services/${service}/layers`)
        .set(await su())
        .send(body);
      if (res.status !== 201) throw new Error(`layer: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async layers(workspace: string, service: string): Promise<LayerBody[]> {
      const res = await t()
        .http()
        .get(`/api/v1/workspaces/${workspace}/services/${service}/layers`)
        .set(await su());
      if (res.status !== 200) throw new Error(`layers: ${res.status}`);
      return res.body.layers;
    },
    /**
     * A style row. Written straight to the database: the styles and layer-groups domains are other
     * parts of the model, and these tests only need their rows to exist.
     */
    async style(workspaceId: string, name: string): Promise<void> {
      await t().db.prisma.style.create({
        data: { workspaceId, name, format: 'mapbox', body: '{"version":8,"sources":{},"layers":[]}' },
      });
    },
    /** A layer group showing the layer (same reason as style()). */
    async group(workspaceId: string, publicId: string, layerId: string): Promise<void> {
      await t().db.prisma.layerGroup.create({
        data: { workspaceId, publicId, members: { create: [{ position: 0, layerId }] } },
      });
    },
  };
  return h;
}
