import { useTestApp } from '../../support/app';
import { UNKNOWN_ID, customTms, helpers } from '../layer-groups/support';

const t = useTestApp();
const h = helpers(t);
beforeEach(() => h.clearCaches());

const path = (ws: string) => `/api/v1/workspaces/${ws}/settings/ogc-tiles`;

const DEFAULTS = {
  enabled: false,
  public: false,
  title: null,
  abstract: null,
  versions: ['1.0.0'],
  settings: {
    tile_matrix_sets: ['WebMercatorQuad', 'WorldCRS84Quad'],
    vector_tiles: { enabled: true, formats: ['application/vnd.mapbox-vector-tile'] },
    map_tiles: { enabled: true, formats: ['image/png', 'image/jpeg', 'image/webp'] },
    cache_enabled: true,
    max_features: 0,
    max_vertices: 0,
    max_tile_bytes: 0,
    persistent_cache_quota_bytes: 0,
    dataset_map_layer_group_id: '',
  },
};

describe('GET /api/v1/workspaces/{workspace}/settings/ogc-tiles', () => {
  it('the defaults of docs/rules.md §6 before any PUT, by workspace id or name, for its admin', async () => {
    const ws = await h.workspace('w');
    const res = await t()
      .http()
      .get(path('w'))
      .set(await h.admin(ws.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULTS);
  });

  it("401; 403 for a viewer and another workspace's admin; 404 workspace not found", async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().get(path(a.id))).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get(path(a.id))
          .set(await h.viewer(a.id))
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .get(path(a.id))
          .set(await h.admin(b.id))
      ).status,
    ).toBe(403);
    const res = await t()
      .http()
      .get(path(UNKNOWN_ID))
      .set(await h.su());
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('workspace not found');
  });
});

describe('PUT /api/v1/workspaces/{workspace}/settings/ogc-tiles', () => {
  const full = (groupId: string) => ({
    enabled: true,
    public: true,
    title: 'Tiles',
    abstract: 'All of them',
    versions: ['1.0.0'],
    settings: {
      tile_matrix_sets: ['WorldCRS84Quad', 'Custom'],
      vector_tiles: { enabled: false, formats: ['application/vnd.mapbox-vector-tile'] },
      map_tiles: { enabled: true, formats: ['image/webp', 'image/png'] },
      cache_enabled: false,
      max_features: 50000,
      max_vertices: 5000000,
      max_tile_bytes: 10485760,
      persistent_cache_quota_bytes: 5e12,
      dataset_map_layer_group_id: groupId,
    },
  });

  it('200 with the saved object; GET returns it; the workspace admin may write', async () => {
    const ws = await h.workspace('w');
    await t()
      .http()
      .put('/api/v1/tile-matrix-sets/Custom')
      .set(await h.su())
      .send(customTms('Custom'));
    const g = await h.group(ws.id, { public_id: 'map' });
    const res = await t()
      .http()
      .put(path(ws.id))
      .set(await h.admin(ws.id))
      .send(full(g.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(full(g.id));
    expect(await h.getTiles(ws.id)).toEqual(full(g.id));
  });

  it('replaces the whole object: omitted members go back to their defaults', async () => {
    const ws = await h.workspace('w');
    await h.putTiles(ws.id, {
      enabled: true,
      title: 'T',
      settings: { max_features: 10, map_tiles: { formats: ['image/png'] } },
    });
    const res = await h.putTiles(ws.id, { settings: { cache_enabled: false } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS, settings: { ...DEFAULTS.settings, cache_enabled: false } });
    expect((await h.putTiles(ws.id, {})).body).toEqual(DEFAULTS);
  });

  it.each([
    [
      { settings: { tile_matrix_sets: ['WebMercatorQuad', 'Nope'] } },
      'settings.tile_matrix_sets: unknown tile matrix set "Nope"',
    ],
    [{ settings: { tile_matrix_sets: [] } }, 'settings.tile_matrix_sets: must name at least one tile matrix set'],
    [
      { settings: { tile_matrix_sets: ['WebMercatorQuad', 'WebMercatorQuad'] } },
      'settings.tile_matrix_sets: must not repeat a tile matrix set',
    ],
    [
      { settings: { vector_tiles: { formats: ['application/x-protobuf'] } } },
      'settings.vector_tiles.formats: must be exactly ["application/vnd.mapbox-vector-tile"]',
    ],
    [
      {
        settings: {
          vector_tiles: { formats: ['application/vnd.mapbox-vector-tile', 'application/vnd.mapbox-vector-tile'] },
        },
      },
      /^settings\.vector_tiles\.formats: must be exactly/,
    ],
    [{ settings: { map_tiles: { formats: [] } } }, 'settings.map_tiles.formats: must name at least one format'],
    [
      { settings: { map_tiles: { formats: ['image/gif'] } } },
      /^settings\.map_tiles\.formats\[0\]: must be one of image\/png, image\/jpeg, image\/webp/,
    ],
    [
      { settings: { map_tiles: { formats: ['image/png', 'image/png'] } } },
      'settings.map_tiles.formats: must not repeat a format',
    ],
    [{ settings: { persistent_cache_quota_bytes: -1 } }, 'settings.persistent_cache_quota_bytes: must not be negative'],
    [{ settings: { max_features: -5 } }, 'settings.max_features: must not be negative'],
    [
      { settings: { dataset_map_layer_group_id: 'map' } },
      /^settings\.dataset_map_layer_group_id: must be "" or the id of a layer group/,
    ],
    [
      { settings: { dataset_map_layer_group_id: UNKNOWN_ID } },
      /^settings\.dataset_map_layer_group_id: no layer group with id/,
    ],
    [{ versions: ['2.0.0'] }, /^versions\[0\]: only OGC API - Tiles 1\.0\.0 is supported/],
    [{ settings: { max_zoom: 3 } }, /^settings\.max_zoom: unknown field/],
  ])('400 for %j, and nothing is saved', async (body, detail) => {
    const ws = await h.workspace('w');
    await h.putTiles(ws.id, { enabled: true, title: 'kept' });
    const res = await h.putTiles(ws.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
    else expect(res.body.detail).toMatch(detail);
    expect(await h.getTiles(ws.id)).toMatchObject({ enabled: true, title: 'kept', settings: DEFAULTS.settings });
  });

  it('400 for a layer group of another workspace as dataset map', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    const g = await h.group(b.id, { public_id: 'map' });
    const res = await h.putTiles(a.id, { settings: { dataset_map_layer_group_id: g.id } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      `settings.dataset_map_layer_group_id: no layer group with id "${g.id}" in this workspace`,
    );
  });

  it.each([
    ['max_features', 50001, 50000],
    ['max_vertices', 5000001, 5000000],
    ['max_tile_bytes', 10485761, 10485760],
  ])(
    '400 "workspace tile limits cannot exceed server limits" for %s above the server ceiling; nothing is saved',
    async (field, value, limit) => {
      const ws = await h.workspace('w');
      await h.putTiles(ws.id, { title: 'kept' });
      const res = await h.putTiles(ws.id, { settings: { [field]: value } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'BAD_REQUEST',
        detail: 'workspace tile limits cannot exceed server limits',
        exceeded: [{ field: `settings.${field}`, value, limit }],
      });
      expect(await h.getTiles(ws.id)).toMatchObject({ title: 'kept', settings: { [field]: 0 } });
    },
  );

  it('values at the ceilings are accepted; with no global cache quota (0) any quota is', async () => {
    const ws = await h.workspace('w');
    const res = await h.putTiles(ws.id, {
      settings: {
        max_features: 50000,
        max_vertices: 5000000,
        max_tile_bytes: 10485760,
        persistent_cache_quota_bytes: 1e15,
      },
    });
    expect(res.status).toBe(200);
  });

  it('401, 403, 404; nothing is saved', async () => {
    const a = await h.workspace('a');
    const b = await h.workspace('b');
    expect((await t().http().put(path(a.id)).send({ enabled: true })).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .put(path(a.id))
          .set(await h.admin(b.id))
          .send({ enabled: true })
      ).status,
    ).toBe(403);
    expect(
      (
        await t()
          .http()
          .put(path('nope'))
          .set(await h.su())
          .send({ enabled: true })
      ).status,
    ).toBe(404);
    expect(await h.getTiles(a.id)).toEqual(DEFAULTS);
  });
});
