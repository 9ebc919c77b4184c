import type { TestApp } from '../../support/app';

import { bearer, createWorkspace } from '../../support/factories';
export { bearer };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Helpers for the catalog tests (layer groups, OGC settings, tile matrix sets). Workspaces and groups
 * are made through the REST API like a client would; layers and styles are written straight into
 * their tables, since their domains are not what these tests are about.
 */
export function helpers(t: () => TestApp) {
  const su = async () => bearer(await t().token('super_admin'));
  const prisma = () => t().db.prisma;
  return {
    su,
    admin: async (workspaceId: string) => bearer(await t().token('admin', workspaceId)),
    viewer: async (workspaceId: string) => bearer(await t().token('viewer', workspaceId)),
    /** The test database is emptied before each test, but in-process caches live as long as the app. */
    clearCaches() {
      for (const c of t().mapgate.deps.caches.all()) c.clear();
    },
    workspace: async (name: string) => createWorkspace(t(), name, await su()),
    async layer(workspaceId: string, name: string): Promise<string> {
      const service = await prisma().service.upsert({
        where: { workspaceId_name: { workspaceId, name: 'src' } },
        update: {},
        create: { workspaceId, name: 'src', type: 'postgis', connectionInfo: { host: 'localhost' } },
      });
      return (await prisma().layer.create({ data: { workspaceId, serviceId: service.id, name } })).id;
    },
    async style(workspaceId: string, name: string): Promise<string> {
      const body = '<StyledLayerDescriptor version="1.0.0"/>';
      return (await prisma().style.create({ data: { workspaceId, name, format: 'sld_1.0.0', body } })).id;
    },
    async group(workspace: string, body: Record<string, unknown>): Promise<LayerGroupBody> {
      const res = await t()
        .http()
        .post(`/api/v1/workspaces/${workspace}/layer-groups`)
        .set(await su())
        .send(body);
      if (res.status !== 201) throw new Error(`group: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async groups(workspace: string): Promise<LayerGroupBody[]> {
      const res = await t()
        .http()
        .get(`/api/v1/workspaces/${workspace}/layer-groups`)
        .set(await su());
      if (res.status !== 200) throw new Error(`groups: ${res.status}`);
      return res.body.layer_groups;
    },
    async putTiles(workspace: string, body: Record<string, unknown>) {
      return t()
        .http()
        .put(`/api/v1/workspaces/${workspace}/settings/ogc-tiles`)
        .set(await su())
        .send(body);
    },
    async getTiles(workspace: string) {
      return (
        await t()
          .http()
          .get(`/api/v1/workspaces/${workspace}/settings/ogc-tiles`)
          .set(await su())
      ).body;
    },
  };
}

export interface LayerGroupBody {
  id: string;
  workspace_id: string;
  public_id: string;
  title: string | null;
  description: string | null;
  enabled: boolean;
  public: boolean;
  members: { resource: string; style: string | null; opacity: number; composite: string | null }[];
  default_style: string | null;
  created_at: string;
  updated_at: string;
}

/** A minimal valid custom OGC TMS 2.0 document: a 2-level quad tree over a 1000 m square. */
export function customTms(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    title: `${id} grid`,
    crs: 'http://www.opengis.net/def/crs/EPSG/0/2056',
    tileMatrices: [0, 1].map((z) => ({
      id: String(z),
      scaleDenominator: 1000 / 2 ** z,
      cellSize: 0.28 / 2 ** z,
      cornerOfOrigin: 'topLeft',
      pointOfOrigin: [2600000, 1200000],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 2 ** z,
      matrixHeight: 2 ** z,
    })),
    ...extra,
  };
}
