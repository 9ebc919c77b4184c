import { useTestApp } from '../../support/app';

const t = useTestApp();
import { bearer } from '../../support/factories';
const su = async () => bearer(await t().token('super_admin'));

const NAMED = ['identity', 'jwks', 'claim_mappings', 'styles', 'settings', 'tile_matrix_sets'];
const COUNTERS = ['hits', 'misses', 'hit_rate', 'entry_count', 'size_bytes', 'max_size_bytes', 'evictions', 'expired'];

async function stats() {
  const res = await t()
    .http()
    .get('/api/v1/cache/stats')
    .set(await su());
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /api/v1/cache/stats', () => {
  it('reports every named cache with snake_case counters, totals and process memory', async () => {
    const body = await stats();
    expect(body.enabled).toBe(true);
    for (const name of NAMED) {
      expect(Object.keys(body[name]).sort()).toEqual([...COUNTERS].sort());
      expect(Object.keys(body.caches[name]).sort()).toEqual([...COUNTERS].sort());
      expect(body.caches[name].max_size_bytes).toBeGreaterThan(0);
    }
    const caches = Object.values(body.caches) as { size_bytes: number; max_size_bytes: number }[];
    expect(body.total_max_size_bytes).toBe(caches.reduce((n, c) => n + c.max_size_bytes, 0));
    expect(body.total_size_bytes).toBe(caches.reduce((n, c) => n + c.size_bytes, 0));
    expect(body.process.rss_bytes).toBeGreaterThan(0);
    expect(body.process.heap_used_bytes).toBeGreaterThan(0);
  });

  it('counts real hits and misses: two identical GETs of a cached resource', async () => {
    const before = (await stats()).tile_matrix_sets;
    await t()
      .http()
      .post('/api/v1/cache/clear?cache=tile_matrix_sets')
      .set(await su())
      .expect(204);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await t()
            .http()
            .get('/api/v1/tile-matrix-sets')
            .set(await su())
        ).status,
      ).toBe(200);
    const after = (await stats()).tile_matrix_sets;
    expect(after.misses).toBeGreaterThanOrEqual(before.misses + 1);
    expect(after.hits).toBeGreaterThanOrEqual(before.hits + 1);
    expect(after.entry_count).toBeGreaterThanOrEqual(1);
    expect(after.size_bytes).toBeGreaterThan(0);
    expect(after.hit_rate).toBeCloseTo(after.hits / (after.hits + after.misses));
  });

  it('401 without a credential, 403 for a workspace admin (docs/rules.md §10 rule 4)', async () => {
    expect((await t().http().get('/api/v1/cache/stats')).status).toBe(401);
    const ws = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send({ name: 'w' });
    const res = await t()
      .http()
      .get('/api/v1/cache/stats')
      .set(bearer(await t().token('admin', ws.body.id)));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
  });
});

describe('POST /api/v1/cache/clear', () => {
  /** Fills tile_matrix_sets the way clients do: through a cached GET. */
  const fillTileMatrixSets = async () => {
    await t()
      .http()
      .get('/api/v1/tile-matrix-sets')
      .set(await su())
      .expect(200);
    expect((await stats()).tile_matrix_sets.entry_count).toBeGreaterThan(0);
  };
  /** jwks is filled by the OIDC verifier, which tests do not reach: an entry is put there directly. */
  const fillJwks = () => {
    const c = t().mapgate.deps.caches.get('jwks')!;
    c.set('probe', { keys: [] });
    return c;
  };

  it('empties one named cache and leaves the others: 204', async () => {
    await fillTileMatrixSets();
    const jwks = fillJwks();
    const res = await t()
      .http()
      .post('/api/v1/cache/clear?cache=tile_matrix_sets')
      .set(await su());
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await stats()).tile_matrix_sets.entry_count).toBe(0);
    expect(jwks.stats().entryCount).toBe(1);
  });

  it('empties every cache without a name; counters are kept', async () => {
    await fillTileMatrixSets();
    fillJwks();
    const before = await stats();
    await t()
      .http()
      .post('/api/v1/cache/clear')
      .set(await su())
      .expect(204);
    const body = await stats();
    // The stats request's own token was verified after the clear: its key and itself are cached again.
    const refilled = ['identity', 'signing_keys'];
    for (const name of refilled) expect(body.caches[name].entry_count).toBe(1);
    for (const [name, s] of Object.entries(body.caches) as [string, { entry_count: number; size_bytes: number }][]) {
      if (refilled.includes(name)) continue;
      expect(s.entry_count).toBe(0);
      expect(s.size_bytes).toBe(0);
    }
    expect(body.total_size_bytes).toBe(refilled.reduce((n, c) => n + body.caches[c].size_bytes, 0));
    expect(body.tile_matrix_sets.misses).toBe(before.tile_matrix_sets.misses);
  });

  it('400 naming the valid caches for an unknown name', async () => {
    const res = await t()
      .http()
      .post('/api/v1/cache/clear?cache=nope')
      .set(await su());
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^cache: unknown cache "nope"; one of .*claim_mappings/);
  });

  it('401 without a credential, 403 for a workspace admin', async () => {
    expect((await t().http().post('/api/v1/cache/clear')).status).toBe(401);
    const ws = await t()
      .http()
      .post('/api/v1/workspaces')
      .set(await su())
      .send({ name: 'w' });
    expect(
      (
        await t()
          .http()
          .post('/api/v1/cache/clear')
          .set(bearer(await t().token('admin', ws.body.id)))
      ).status,
    ).toBe(403);
  });
});
