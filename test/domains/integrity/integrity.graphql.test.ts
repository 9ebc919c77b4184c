import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../support/app';
import { healthyCatalog, orphans, triples } from './fixtures';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-integrity-gql-'));
const tiles = path.join(dataDir, 'tiles');
const t = useTestApp({ MAPGATE_DATA_DIR: dataDir });

const FIELDS = 'healthy repaired issues { store kind id name workspaceId reason }';
const REPORT = `query { catalogIntegrity { ${FIELDS} } }`;
const REPAIR = `mutation($confirm: Boolean) { repairCatalogIntegrity(confirm: $confirm) { ${FIELDS} } }`;
const su = () => t().token('super_admin');

beforeEach(() => fs.rmSync(tiles, { recursive: true, force: true }));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('Query.catalogIntegrity', () => {
  it('reports every orphan kind, camelCase, and removes nothing', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await t().gql(REPORT, {}, await su());
    expect(res.body.errors).toBeUndefined();
    const report = res.body.data!.catalogIntegrity;
    expect(report.healthy).toBe(false);
    expect(report.repaired).toBeNull();
    expect(triples(report.issues)).toEqual(triples(expected));
    expect(report.issues.find((i: { id: string }) => i.id === `${h.workspace}/gone`).workspaceId).toBe(h.workspace);
    expect(triples((await t().gql(REPORT, {}, await su())).body.data!.catalogIntegrity.issues)).toEqual(
      triples(expected),
    );
  });

  it('docs/rules.md §6 (fix): global claim mappings are never orphans', async () => {
    const h = await healthyCatalog(t, tiles);
    await orphans(t, tiles, h);
    const { issues } = (await t().gql(REPORT, {}, await su())).body.data!.catalogIntegrity;
    expect(issues.map((i: { id: string }) => i.id)).not.toContain(h.globalMapping);
    expect(issues.filter((i: { workspaceId: string }) => i.workspaceId === '*')).toEqual([]);
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for a workspace admin', async () => {
    const h = await healthyCatalog(t, tiles);
    expect((await t().gql(REPORT)).body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const res = await t().gql(REPORT, {}, await t().token('admin', h.workspace));
    expect(res.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });
});

describe('Mutation.repairCatalogIntegrity', () => {
  it('removes every orphan and answers with the report after the repair; a second one repairs 0', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await t().gql(REPAIR, { confirm: true }, await su());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.repairCatalogIntegrity).toEqual({ healthy: true, issues: [], repaired: expected.length });
    const again = await t().gql(REPAIR, { confirm: true }, await su());
    expect(again.body.data!.repairCatalogIntegrity).toEqual({ healthy: true, issues: [], repaired: 0 });
    for (const dir of h.dirs) expect(fs.existsSync(dir)).toBe(true);
  });

  it.each([
    ['missing', {}],
    ['null', { confirm: null }],
    ['false', { confirm: false }],
  ])('BAD_REQUEST when confirm is %s, and nothing is removed', async (_what, vars) => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    const res = await t().gql(REPAIR, vars, await su());
    expect(res.body.errors![0].extensions!.code).toBe('BAD_REQUEST');
    expect(res.body.errors![0].message).toMatch(/^confirm: explicit confirmation required/);
    expect(triples((await t().gql(REPORT, {}, await su())).body.data!.catalogIntegrity.issues)).toEqual(
      triples(expected),
    );
  });

  it('UNAUTHENTICATED anonymous, FORBIDDEN for a workspace admin, and nothing is removed', async () => {
    const h = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, h);
    expect((await t().gql(REPAIR, { confirm: true })).body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const res = await t().gql(REPAIR, { confirm: true }, await t().token('admin', h.workspace));
    expect(res.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(triples((await t().gql(REPORT, {}, await su())).body.data!.catalogIntegrity.issues)).toEqual(
      triples(expected),
    );
  });
});
