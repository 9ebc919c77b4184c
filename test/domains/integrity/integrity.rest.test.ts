import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import { healthyCatalog, orphans, triples, type Healthy } from './fixtures';
import { bearer, present } from './support';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-integrity-'));
const tiles = path.join(dataDir, 'tiles');
const t = useTestApp({ MAPGATE_DATA_DIR: dataDir });
const su = async () => bearer(await t().token('super_admin'));
const report = async () =>
  (
    await t()
      .http()
      .get('/api/v1/catalog/integrity')
      .set(await su())
  ).body;
const repair = async (query = '?confirm=true') =>
  t()
    .http()
    .post(`/api/v1/catalog/integrity/repair${query}`)
    .set(await su());

beforeEach(() => fs.rmSync(tiles, { recursive: true, force: true }));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Every healthy row still there, the cleared references cleared and nothing else changed. */
async function expectHealthyUntouched(h: Healthy) {
  for (const [table, ids] of Object.entries(h.rows))
    expect([table, await present(t, table, ids)]).toEqual([table, ids.length]);
  expect(await present(t, 'workspace_settings', [h.workspace], 'workspace_id')).toBe(1);
  const [roads] = await t().db.sql.query<{ default_style_id: string | null }>(
    'SELECT default_style_id::text AS default_style_id FROM layers WHERE id = $1',
    [h.rows.layers[0]],
  );
  expect(roads.default_style_id).toBe(h.rows.styles[0]);
  for (const dir of h.dirs) expect(fs.existsSync(dir)).toBe(true);
  const global = await t()
    .http()
    .get('/api/v1/claim-mappings')
    .set(await su());
  expect(global.body.claim_mappings.map((m: { id: string }) => m.id)).toContain(h.globalMapping);
  const local = await t()
    .http()
    .get(`/api/v1/workspaces/${h.workspace}/claim-mappings`)
    .set(await su());
  expect(local.body.claim_mappings.map((m: { id: string }) => m.id)).toContain(h.workspaceMapping);
}

describe('GET /api/v1/catalog/integrity', () => {
  it('reports a healthy catalog: no issues, repaired null', async () => {
    await healthyCatalog(t, tiles);
    const res = await t()
      .http()
      .get('/api/v1/catalog/integrity')
      .set(await su());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ healthy: true, issues: [], repaired: null });
  });

  it('reports every orphan kind with its store, kind and id, and removes nothing', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await t()
      .http()
      .get('/api/v1/catalog/integrity')
      .set(await su());
    expect(res.status).toBe(200);
    expect(res.body.healthy).toBe(false);
    expect(triples(res.body.issues)).toEqual(triples(expected));
    expect(res.body.repaired).toBeNull();
    expect(Object.keys(res.body.issues[0]).sort()).toEqual(['id', 'kind', 'name', 'reason', 'store', 'workspace_id']);
    // Asking again gives the same answer: the report changed nothing.
    expect(triples((await report()).issues)).toEqual(triples(expected));
    await expectHealthyUntouched(h);
  });

  it('says which owner is missing, and whether it is itself an orphan', async () => {
    const h = await healthyCatalog(t, tiles);
    await orphans(t, tiles, h);
    const { issues } = await report();
    const reasons = issues.map((i: { kind: string; reason: string }) => `${i.kind}: ${i.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^claim_mapping: workspace [0-9a-f-]{36} does not exist$/),
        'claim_mapping: role auditor does not exist',
        'api_key: role auditor does not exist',
        expect.stringMatching(/^browser_session: API key [0-9a-f-]{36} is itself an orphan$/),
        expect.stringMatching(/^layer: service [0-9a-f-]{36} is itself an orphan$/),
        expect.stringMatching(/^layer: default style [0-9a-f-]{36} is itself an orphan; the reference is cleared$/),
        expect.stringMatching(/^layer_group: default style [0-9a-f-]{36} does not exist; the reference is cleared$/),
        expect.stringMatching(/^tile_directory: no layer or layer group "gone" in workspace /),
      ]),
    );
    const dir = issues.find((i: { id: string }) => i.id === `${h.workspace}/gone`);
    expect(dir).toEqual({
      store: 'tile_cache',
      kind: 'tile_directory',
      id: `${h.workspace}/gone`,
      name: 'gone',
      workspace_id: h.workspace,
      reason: `no layer or layer group "gone" in workspace ${h.workspace}`,
    });
  });

  it('docs/rules.md §6 (fix): global claim mappings are never orphans', async () => {
    const h = await healthyCatalog(t, tiles);
    await orphans(t, tiles, h);
    const ids = (await report()).issues.map((i: { id: string }) => i.id);
    expect(ids).not.toContain(h.globalMapping);
    const globals = await t().db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM claim_mappings WHERE scope = '*'`,
    );
    expect(globals).toHaveLength(2);
    for (const g of globals) expect(ids).not.toContain(g.id);
    expect((await repair()).status).toBe(200);
    expect(await t().db.sql.query(`SELECT id FROM claim_mappings WHERE scope = '*'`)).toHaveLength(2);
  });

  it('401 anonymous, 403 for a workspace admin', async () => {
    const h = await healthyCatalog(t, tiles);
    expect((await t().http().get('/api/v1/catalog/integrity')).status).toBe(401);
    const res = await t()
      .http()
      .get('/api/v1/catalog/integrity')
      .set(bearer(await t().token('admin', h.workspace)));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
  });
});

describe('POST /api/v1/catalog/integrity/repair', () => {
  it('removes every orphan in one go, clears dangling default styles, and leaves healthy rows alone', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await repair();
    expect(res.status).toBe(200);
    // docs/rules.md §10 op 18: the report after the repair, with the count of what it removed.
    expect(res.body).toEqual({ healthy: true, issues: [], repaired: expected.length });
    expect(await report()).toEqual({ healthy: true, issues: [], repaired: null });
    await expectHealthyUntouched(h);
    const cleared = await t().db.sql.query<{ id: string }>(
      `SELECT id::text AS id FROM layers WHERE id = $1 AND default_style_id IS NULL
       UNION ALL SELECT id::text FROM layer_groups WHERE id = $2 AND default_style_id IS NULL`,
      [h.clearedLayer, h.clearedGroup],
    );
    expect(cleared).toHaveLength(2);
    for (const e of expected.filter((x) => x.store === 'tile_cache'))
      expect(fs.existsSync(path.join(tiles, e.id))).toBe(false);
    expect(fs.readdirSync(tiles).filter((n) => n.startsWith('.deleting'))).toEqual([]);
  });

  it('is idempotent: a second repair finds nothing and repairs 0', async () => {
    const h = await healthyCatalog(t, tiles);
    await orphans(t, tiles, h);
    expect((await repair()).body.repaired).toBeGreaterThan(0);
    const again = await repair();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ healthy: true, issues: [], repaired: 0 });
    await expectHealthyUntouched(h);
  });

  it('accepts confirm=TRUE (case-insensitive)', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await repair('?confirm=TRUE');
    expect(res.status).toBe(200);
    expect(res.body.repaired).toBe(expected.length);
  });

  it.each([
    ['missing', '', /explicit confirmation required/],
    ['false', '?confirm=false', /explicit confirmation required/],
    ['"yes"', '?confirm=yes', /^confirm: must be true or false$/],
    ['empty', '?confirm=', /^confirm: must be true or false$/],
  ])('400 when confirm is %s, and nothing is removed', async (_what, query, detail) => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await repair(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, error: 'BAD_REQUEST', message: 'Bad Request' });
    expect(res.body.detail).toMatch(detail);
    expect(triples((await report()).issues)).toEqual(triples(expected));
    for (const e of expected.filter((x) => x.store === 'tile_cache'))
      expect(fs.existsSync(path.join(tiles, e.id))).toBe(true);
  });

  it('is one transaction: when one removal fails, nothing is removed, files included', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    // A table mapgate does not know pins an orphan layer, so its DELETE fails halfway through the repair.
    const pinned = expected.find((e) => e.kind === 'layer' && e.id !== h.clearedLayer)!.id;
    await t().db.sql.exec('CREATE TABLE integrity_pin (layer_id uuid REFERENCES layers(id))');
    try {
      await t().db.sql.query('INSERT INTO integrity_pin (layer_id) VALUES ($1)', [pinned]);
      const res = await repair();
      expect(res.status).toBe(500);
      expect(res.body.error).toBe('INTERNAL');
      expect(triples((await report()).issues)).toEqual(triples(expected));
      for (const e of expected.filter((x) => x.store === 'tile_cache'))
        expect(fs.existsSync(path.join(tiles, e.id))).toBe(true);
    } finally {
      await t().db.sql.exec('DROP TABLE integrity_pin');
    }
    expect((await repair()).body).toEqual({ healthy: true, issues: [], repaired: expected.length });
  });

  it('401 anonymous, 403 for a workspace admin, and nothing is removed', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    expect((await t().http().post('/api/v1/catalog/integrity/repair?confirm=true')).status).toBe(401);
    const res = await t()
      .http()
      .post('/api/v1/catalog/integrity/repair?confirm=true')
      .set(bearer(await t().token('admin', h.workspace)));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
    expect(triples((await report()).issues)).toEqual(triples(expected));
  });
});
