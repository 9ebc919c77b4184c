import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../support/app';
import { healthyCatalog, orphans } from '../domains/integrity/fixtures';
import { customTms, helpers } from '../domains/layer-groups/support';
import { browserSuite, signIn, until, useBrowser } from './browser';

/** The console's operator screens in Chromium: cache statistics, catalog integrity, tile matrix sets. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-console-ops-'));
const tiles = path.join(dataDir, 'tiles');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

browserSuite('the console’s operator screens in Chromium', () => {
  const t = useTestApp({ MAPGATE_DATA_DIR: dataDir });
  const h = helpers(t);
  const { open } = useBrowser(t);
  beforeEach(() => {
    fs.rmSync(tiles, { recursive: true, force: true });
    h.clearCaches();
  });

  it('catalog integrity: the orphans are listed, and repair runs only once confirmed', async () => {
    const healthy = await healthyCatalog(t, tiles);
    const expected = await orphans(t, tiles, healthy);
    const { page, close } = await open('#/integrity');
    await signIn(page, await t().token('super_admin'));
    await page.getByText(`${expected.length} issues found.`).waitFor();
    const issues = page.getByRole('table', { name: 'integrity issues' }).locator('tbody tr');
    expect(await issues.count()).toBe(expected.length);

    // Asking is not doing: cancel leaves every orphan in place.
    await page.getByRole('button', { name: 'Repair…' }).click();
    const ask = page.getByRole('group', { name: /Remove these \d+ orphans for good/ });
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Repair now');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    const report = async () =>
      (
        await t()
          .http()
          .get('/api/v1/catalog/integrity')
          .set(await h.su())
      ).body;
    expect((await report()).healthy).toBe(false);

    await page.getByRole('button', { name: 'Repair…' }).click();
    await page.getByRole('button', { name: 'Repair now' }).click();
    await page.getByText(/^Repair removed or cleared \d+ items\.$/).waitFor();
    await page.getByText('Healthy: no orphans found.').waitFor();
    expect((await report()).healthy).toBe(true);
    await close();
  });

  it('cache statistics: every cache with its numbers; clearing one asks first', async () => {
    const { page, close } = await open('#/cache');
    await signIn(page, await t().token('super_admin'));
    const caches = page.getByRole('table', { name: 'caches' });
    await caches.getByRole('cell', { name: 'styles', exact: true }).waitFor();
    for (const name of ['identity', 'jwks', 'claim_mappings', 'settings', 'tile_matrix_sets'])
      expect(await caches.getByRole('cell', { name, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear cache styles' }).click();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Cleared styles.' }).waitFor();
    await close();
  });

  it('tile matrix sets: built-ins cannot be changed; a custom set is created from its document and deleted', async () => {
    const { page, close } = await open('#/tile-matrix-sets');
    await signIn(page, await t().token('super_admin'));
    const table = page.getByRole('table', { name: 'tile matrix sets' });
    await table.getByRole('cell', { name: 'WebMercatorQuad', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /tile matrix set WebMercatorQuad/ }).count()).toBe(0);

    await page.getByLabel('Id', { exact: true }).fill('SwissGrid');
    await page.getByLabel('OGC TMS 2.0 document (JSON)').fill('{ not json');
    await page.getByRole('button', { name: 'Save tile matrix set' }).click();
    await page.getByRole('alert').filter({ hasText: 'The definition is not JSON' }).waitFor();
    await page.getByLabel('OGC TMS 2.0 document (JSON)').fill(JSON.stringify(customTms('SwissGrid'), null, 2));
    await page.getByRole('button', { name: 'Save tile matrix set' }).click();
    await table.getByRole('cell', { name: 'SwissGrid', exact: true }).waitFor();
    expect(
      (
        await t()
          .http()
          .get('/api/v1/tile-matrix-sets/SwissGrid')
          .set(await h.su())
      ).status,
    ).toBe(200);

    await page.getByRole('button', { name: 'Delete tile matrix set SwissGrid' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await until('the set is gone', async () => (await table.getByRole('cell', { name: 'SwissGrid' }).count()) === 0);
    await close();
  });
});
