import { useTestApp } from '../../support/app';

const t = useTestApp();

describe('GraphQL cacheStats and clearCache', () => {
  it('offers the named caches, a typed list and the map by name', async () => {
    const su = await t().token('super_admin');
    t().mapgate.deps.caches.get('jwks')!.set('k', { kid: 'x' });
    const r = await t().gql(
      `{ cacheStats {
      enabled
      claimMappings { hits misses hitRate entryCount sizeBytes maxSizeBytes evictions expired }
      cacheList { name entryCount maxSizeBytes }
      caches
      totalMaxSizeBytes
      process { rssBytes heapUsedBytes }
    } }`,
      {},
      su,
    );
    expect(r.body.errors).toBeUndefined();
    const s = r.body.data!.cacheStats;
    expect(s.enabled).toBe(true);
    expect(s.claimMappings).toMatchObject({
      hits: expect.any(Number),
      hitRate: expect.any(Number),
      maxSizeBytes: expect.any(Number),
    });
    const names = s.cacheList.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['identity', 'jwks', 'claim_mappings', 'styles', 'settings', 'tile_matrix_sets']),
    );
    expect(s.cacheList.find((c: { name: string }) => c.name === 'jwks').entryCount).toBe(1);
    expect(s.caches.jwks.entry_count).toBe(1);
    expect(s.process.rssBytes).toBeGreaterThan(0);
  });

  it('clearCache empties; a workspace admin is refused', async () => {
    const su = await t().token('super_admin');
    const jwks = t().mapgate.deps.caches.get('jwks')!;
    jwks.set('k', { kid: 'x' });
    const r = await t().gql('mutation { clearCache(cache: "jwks") }', {}, su);
    expect(r.body.data!.clearCache).toBe(true);
    expect(jwks.stats().entryCount).toBe(0);
    const anon = await t().gql('mutation { clearCache }');
    expect(anon.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const viewer = await t().gql(
      '{ cacheStats { enabled } }',
      {},
      await t().token('viewer', '00000000-0000-4000-8000-000000000000'),
    );
    expect(viewer.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});
