import { useTestApp } from '../../support/app';
import { helpers } from '../layer-groups/support';

// Lowered ceilings, as an operator would set them (docs/rules.md §6, §7).
const t = useTestApp({
  MAPGATE_TILES_MAX_FEATURES: '100',
  MAPGATE_TILES_MAX_VERTICES: '1000',
  MAPGATE_TILES_MAX_TILE_BYTES: '2048',
  MAPGATE_TILES_CACHE_QUOTA_BYTES: '1000000',
});
const h = helpers(t);
beforeEach(() => h.clearCaches());

describe('PUT /api/v1/workspaces/{workspace}/settings/ogc-tiles with configured ceilings', () => {
  it('400 naming every value above the MAPGATE_TILES_* ceilings, and nothing is saved', async () => {
    const ws = await h.workspace('w');
    const res = await h.putTiles(ws.id, {
      enabled: true,
      settings: { max_features: 101, max_vertices: 1000, max_tile_bytes: 4096, persistent_cache_quota_bytes: 1000001 },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('workspace tile limits cannot exceed server limits');
    expect(res.body.exceeded).toEqual([
      { field: 'settings.max_features', value: 101, limit: 100 },
      { field: 'settings.max_tile_bytes', value: 4096, limit: 2048 },
      { field: 'settings.persistent_cache_quota_bytes', value: 1000001, limit: 1000000 },
    ]);
    expect((await h.getTiles(ws.id)).enabled).toBe(false);
  });

  it('accepts values at the ceilings, and 0 (inherit) for the quota', async () => {
    const ws = await h.workspace('w');
    const res = await h.putTiles(ws.id, {
      settings: { max_features: 100, max_vertices: 1000, max_tile_bytes: 2048, persistent_cache_quota_bytes: 1000000 },
    });
    expect(res.status).toBe(200);
    expect((await h.putTiles(ws.id, { settings: { persistent_cache_quota_bytes: 0 } })).status).toBe(200);
  });
});
