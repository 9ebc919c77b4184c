import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import { type PostgisFixture, requireFixture } from '../../support/postgis-fixture';
import { closedPort } from '../services/pg-servers';
import { helpers } from '../services/support';

/*
 * Catalog drift (docs/data-plane.md, "Drift") against the machine's real PostGIS: a layer whose table
 * was dropped, one whose geometry column was dropped, one whose service no longer answers.
 */

let fx: PostgisFixture;
beforeAll(async () => {
  fx = await requireFixture('drift');
}, 120_000);
afterAll(() => fx?.drop());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-drift-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ MAPGATE_DATA_DIR: dataDir, MAPGATE_CONNECTION_TEST_TIMEOUT_MS: '2000' });
const h = helpers(t);

interface Issue {
  store: string;
  kind: string;
  id: string;
  name: string;
  reason: string;
}

async function report(): Promise<{ healthy: boolean; issues: Issue[]; repaired: number | null }> {
  const res = await t()
    .http()
    .get('/api/v1/catalog/integrity')
    .set(await h.su());
  expect(res.status).toBe(200);
  return res.body;
}

const drift = (issues: Issue[]) =>
  issues
    .filter((i) => i.store === 'source')
    .map((i) => [i.kind, i.name])
    .sort();

describe('GET /api/v1/catalog/integrity and POST .../repair: drift of PostGIS layers', () => {
  let tag = 0;
  beforeEach(async () => {
    tag++;
    await h.workspace('w');
    await h.pgService('w', 'pg', fx.connectionInfo);
  });

  it('healthy while every table and column is there; DROP TABLE and DROP COLUMN are reported, nothing removed', async () => {
    const gone = `gone_${tag}`;
    const cols = `cols_${tag}`;
    await fx.sql(`CREATE TABLE ${fx.schema}.${gone} (id int PRIMARY KEY, geom geometry(Point, 4326));
      CREATE TABLE ${fx.schema}.${cols} (id int PRIMARY KEY, geom geometry(Point, 4326), shape geometry(Polygon, 4326))`);
    await h.layer('w', 'pg', { name: 'points', table: 'points' });
    await h.layer('w', 'pg', { name: 'gone', table: gone });
    await h.layer('w', 'pg', { name: 'shape', table: cols, geometry_column: 'shape' });
    await h.layer('w', 'pg', { name: 'view', table: 'points_view' });
    expect(await report()).toEqual({ healthy: true, issues: [], repaired: null });

    await fx.sql(`DROP TABLE ${fx.schema}.${gone}; ALTER TABLE ${fx.schema}.${cols} DROP COLUMN shape`);
    const after = await report();
    expect(after.healthy).toBe(false);
    expect(drift(after.issues)).toEqual([
      ['missing_column', 'shape'],
      ['missing_table', 'gone'],
    ]);
    expect(after.issues.find((i) => i.name === 'gone')!.reason).toBe(
      `table "${fx.schema}.${gone}" does not exist in service "pg"; a repair removes the layer`,
    );
    expect(after.issues.find((i) => i.name === 'shape')!.reason).toBe(
      `geometry column "shape" does not exist in table "${fx.schema}.${cols}" in service "pg"; a repair removes the layer`,
    );
    expect((await h.layers('w', 'pg')).map((l) => l.name)).toEqual(['gone', 'points', 'shape', 'view']);
    await fx.sql(`DROP TABLE ${fx.schema}.${cols}`);
  });

  it('a service that no longer answers is reported per layer, distinctly, and a repair keeps its layers', async () => {
    const port = await closedPort();
    await h.pgService('w', 'down', { ...fx.connectionInfo, host: '127.0.0.1', port });
    await h.layer('w', 'down', { name: 'unchecked', table: 'points' });
    const r = await report();
    expect(r.healthy).toBe(false);
    expect(r.issues).toEqual([
      {
        store: 'source',
        kind: 'unusable_service',
        id: expect.any(String),
        name: 'unchecked',
        workspace_id: expect.any(String),
        reason: `service "down": 127.0.0.1:${port} is unreachable; its table was not checked, a repair keeps it`,
      },
    ]);
    const repaired = await t()
      .http()
      .post('/api/v1/catalog/integrity/repair?confirm=true')
      .set(await h.su());
    expect(repaired.body).toMatchObject({ healthy: false, repaired: 0 });
    expect((await h.layers('w', 'down')).map((l) => l.name)).toEqual(['unchecked']);
  });

  it('repair needs confirm; then removes the drifted layers no group shows and keeps (and still reports) the others', async () => {
    const gone = `gone_${tag}`;
    await fx.sql(`CREATE TABLE ${fx.schema}.${gone} (id int PRIMARY KEY, geom geometry(Point, 4326))`);
    await h.layer('w', 'pg', { name: 'points', table: 'points' });
    const lone = await h.layer('w', 'pg', { name: 'lone', table: gone });
    const grouped = await h.layer('w', 'pg', { name: 'grouped', table: gone });
    await h.group(grouped.workspace_id, 'basemap', grouped.id);
    await fx.sql(`DROP TABLE ${fx.schema}.${gone}`);

    const refused = await t()
      .http()
      .post('/api/v1/catalog/integrity/repair')
      .set(await h.su());
    expect(refused.status).toBe(400);
    expect((await h.layers('w', 'pg')).map((l) => l.name)).toEqual(['grouped', 'lone', 'points']);

    const res = await t()
      .http()
      .post('/api/v1/catalog/integrity/repair?confirm=true')
      .set(await h.su());
    expect(res.status).toBe(200);
    expect(res.body.repaired).toBe(1);
    expect(res.body.healthy).toBe(false);
    expect(res.body.issues).toEqual([
      expect.objectContaining({
        kind: 'missing_table',
        name: 'grouped',
        reason: `table "${fx.schema}.${gone}" does not exist in service "pg"; a layer group shows it, so a repair keeps it`,
      }),
    ]);
    expect((await h.layers('w', 'pg')).map((l) => l.name)).toEqual(['grouped', 'points']);
    expect(lone.id).not.toBe(grouped.id);
  });

  it('GraphQL catalogIntegrity reports the same drift', async () => {
    const gone = `gone_${tag}`;
    await fx.sql(`CREATE TABLE ${fx.schema}.${gone} (id int PRIMARY KEY, geom geometry(Point, 4326))`);
    await h.layer('w', 'pg', { name: 'gone', table: gone });
    await fx.sql(`DROP TABLE ${fx.schema}.${gone}`);
    const res = await t().gql(
      '{ catalogIntegrity { healthy issues { store kind name } } }',
      {},
      await t().token('super_admin'),
    );
    expect(res.body.data!.catalogIntegrity).toEqual({
      healthy: false,
      issues: [{ store: 'source', kind: 'missing_table', name: 'gone' }],
    });
  });
});
