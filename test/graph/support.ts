import { randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from '../support/app';

/** What `seedWorkspace` wrote, by name. */
export interface SeededWorkspace {
  id: string;
  name: string;
  serviceIds: string[];
  layerIds: Record<string, string>;
  styleId: string;
  groupIds: Record<string, string>;
  jobId: string;
  apiKeyId: string;
  apiKeyPrefix: string;
  mappingId: string;
}

/**
 * One workspace of a realistic shape, written straight into the tables (the graph reads what the
 * other domains wrote; their own tests cover how): services "pg" and "files" with two layers each
 * (the first of each with a default style), a group "base" of a layer and a nested group "inner",
 * a running job on "base" with chunks at zooms 0 and 1, an API key and a claim mapping.
 */
export async function seedWorkspace(t: TestApp, name: string): Promise<SeededWorkspace> {
  const prisma = t.db.prisma;
  const ws = await prisma.workspace.create({ data: { name } });
  const style = await prisma.style.create({
    data: { workspaceId: ws.id, name: 'dark', format: 'sld_1.0.0', body: '<StyledLayerDescriptor version="1.0.0"/>' },
  });
  const serviceIds: string[] = [];
  const layerIds: Record<string, string> = {};
  for (const s of ['pg', 'files']) {
    const service = await prisma.service.create({
      data: { workspaceId: ws.id, name: s, type: 'postgis', connectionInfo: { host: 'localhost' } },
    });
    serviceIds.push(service.id);
    for (const [i, l] of [`${s}_roads`, `${s}_rivers`].entries()) {
      const layer = await prisma.layer.create({
        data: { workspaceId: ws.id, serviceId: service.id, name: l, defaultStyleId: i === 0 ? style.id : null },
      });
      layerIds[l] = layer.id;
    }
  }
  const inner = await prisma.layerGroup.create({
    data: {
      workspaceId: ws.id,
      publicId: 'inner',
      members: { create: [{ position: 0, layerId: layerIds.files_rivers }] },
    },
  });
  const base = await prisma.layerGroup.create({
    data: {
      workspaceId: ws.id,
      publicId: 'base',
      defaultStyleId: style.id,
      members: {
        create: [
          { position: 0, layerId: layerIds.pg_roads, styleId: style.id, opacity: 0.5 },
          { position: 1, memberGroupId: inner.id },
        ],
      },
    },
  });
  const job = await prisma.tileCacheJob.create({
    data: {
      workspaceId: ws.id,
      status: 'running',
      totalTiles: 5n,
      processedTiles: 2n,
      request: {
        operation: 'seed',
        resource: 'base',
        allResources: false,
        tileType: 'map',
        tileMatrixSet: 'WebMercatorQuad',
        format: 'image/png',
        style: null,
        minZoom: 0,
        maxZoom: 1,
        bounds: { bbox: [-180, -85, 180, 85], crs: 'EPSG:4326' },
      },
      chunks: {
        create: [
          { resource: 'base', zoom: 0, seq: 0, minCol: 0, maxCol: 0, minRow: 0, maxRow: 0, checkpoint: 1 },
          { resource: 'base', zoom: 1, seq: 1, minCol: 0, maxCol: 1, minRow: 0, maxRow: 1, checkpoint: 1 },
        ],
      },
    },
  });
  const key = await prisma.apiKey.create({
    data: {
      workspaceId: ws.id,
      roleId: 'editor',
      name: 'ci',
      keyHash: randomBytes(32).toString('hex'),
      keyPrefix: `mgk_${randomBytes(4).toString('hex')}`,
    },
  });
  const mapping = await prisma.claimMapping.create({
    data: { scope: ws.id, workspaceId: ws.id, claimName: 'groups', claimValue: `g-${randomUUID()}`, roleId: 'viewer' },
  });
  return {
    id: ws.id,
    name,
    serviceIds,
    layerIds,
    styleId: style.id,
    groupIds: { base: base.id, inner: inner.id },
    jobId: job.id,
    apiKeyId: key.id,
    apiKeyPrefix: key.keyPrefix,
    mappingId: mapping.id,
  };
}

export type Page = {
  totalCount: number;
  edges: { cursor: string; node: Record<string, unknown> }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};
/** The selection of a connection page; its items are selected by a fragment F. */
export const PAGE =
  'totalCount edges { cursor node { ...F } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

/** Data at a dotted path of a GraphQL answer. */
const at = (data: unknown, path: string): Page =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data) as Page;

/**
 * Pages a connection forwards (first: 2, after) and backwards (last: 2, before) and answers the
 * `key` of its items both ways; `query(args)` is the query with the connection's page arguments,
 * `path` where the connection lies in its answer.
 */
export async function walk(app: TestApp, token: string, query: (args: string) => string, path: string, key: string) {
  const page = async (args: string): Promise<Page> => {
    const res = await app.gql(query(args), {}, token);
    expect(res.body.errors).toBeUndefined();
    return at(res.body.data, path);
  };
  const forwards: unknown[] = [];
  let p = await page('first: 2');
  const total = p.totalCount;
  expect(p.pageInfo.hasPreviousPage).toBe(false);
  for (;;) {
    expect(p.totalCount).toBe(total);
    forwards.push(...p.edges.map((e) => e.node[key]));
    if (!p.pageInfo.hasNextPage) break;
    p = await page(`first: 2, after: "${p.pageInfo.endCursor}"`);
    expect(p.pageInfo.hasPreviousPage).toBe(true);
  }
  const backwards: unknown[] = [];
  p = await page('last: 2');
  expect(p.pageInfo.hasNextPage).toBe(false);
  for (;;) {
    backwards.unshift(...p.edges.map((e) => e.node[key]));
    if (!p.pageInfo.hasPreviousPage) break;
    p = await page(`last: 2, before: "${p.pageInfo.startCursor}"`);
    expect(p.pageInfo.hasNextPage).toBe(true);
  }
  expect(backwards).toEqual(forwards);
  expect(total).toBe(forwards.length);
  return forwards;
}
