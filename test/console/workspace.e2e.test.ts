import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '../support/app';
import { helpers } from '../domains/layer-groups/support';
import { geojson } from '../domains/services/fixtures';
import { browserSuite, signIn, until, useBrowser } from './browser';

/**
 * The console's screens of one workspace in Chromium: layer groups with ordered members, OGC settings
 * with the server ceilings, and a service's connection test.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-console-ws-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

browserSuite('a workspace’s screens in Chromium', () => {
  const t = useTestApp({ MAPGATE_ALLOWED_PATHS: dataDir });
  const h = helpers(t);
  const { open } = useBrowser(t);

  it('layer groups: members are added, styled, reordered and removed, and saved in that order', async () => {
    const ws = await h.workspace('city');
    for (const l of ['roads', 'rivers', 'parks']) await h.layer(ws.id, l);
    await h.style(ws.id, 'thin');
    const { page, close } = await open('#/workspaces/city/layer-groups');
    await signIn(page, await t().token('super_admin'));
    await page.getByText('No layer groups yet.').waitFor();
    await page.getByRole('button', { name: 'New layer group' }).click();
    await page.getByLabel('Public id').fill('base');
    for (const [i, layer] of ['roads', 'rivers', 'parks'].entries()) {
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByLabel(`Member ${i + 1}: layer or group`).selectOption(layer);
    }
    await page.getByLabel('Member 2: style').selectOption('thin');
    await page.getByLabel('Member 3: opacity').fill('0.5');
    // parks moves below rivers: bottom to top roads, parks, rivers.
    await page.getByRole('button', { name: 'Move member 3 down' }).click();
    expect(await page.getByLabel('Member 2: layer or group').inputValue()).toBe('parks');
    await page.getByRole('button', { name: 'Create layer group' }).click();
    const members = page.getByRole('table', { name: 'layer groups' }).locator('ol.members li');
    await until('the group is listed', async () => (await members.count()) === 3);
    expect(await members.allTextContents()).toEqual(['roads', 'parks, opacity 0.5', 'rivers (thin)']);
    expect((await h.groups('city'))[0].members).toMatchObject([
      { resource: 'roads' },
      { resource: 'parks', opacity: 0.5 },
      { resource: 'rivers', style: 'thin' },
    ]);

    await page.getByRole('button', { name: 'Edit layer group base' }).click();
    await page.getByRole('button', { name: 'Remove member 1' }).click();
    await page.getByRole('button', { name: 'Move member 1 up' }).click();
    await page.getByRole('button', { name: 'Save layer group' }).click();
    await until('the group is saved', async () => (await members.count()) === 2);
    expect((await h.groups('city'))[0].members.map((m) => m.resource)).toEqual(['rivers', 'parks']);
    await close();
  });

  it('OGC settings: the server ceilings are shown, a value above one is refused with it, and nothing is saved', async () => {
    await h.workspace('harbour');
    const { page, close } = await open('#/workspaces/harbour/ogc');
    await signIn(page, await t().token('super_admin'));
    const features = page.getByRole('form', { name: 'OGC API - Features' });
    await features.getByText('server ceiling: 1000').waitFor();
    await features.getByText('server ceiling: 10', { exact: true }).waitFor();
    await features.getByLabel('Largest page size').fill('2000');
    await features.getByRole('button', { name: 'Save features settings' }).click();
    await features
      .getByRole('alert')
      .filter({ hasText: 'workspace feature limits cannot exceed server limits' })
      .waitFor();
    expect(await features.getByRole('list', { name: 'values above the server ceilings' }).textContent()).toBe(
      'limitMax: 2000 is above the server ceiling of 1000',
    );
    await features.getByLabel('Largest page size').fill('500');
    await features.getByRole('button', { name: 'Save features settings' }).click();
    await features.getByRole('status').filter({ hasText: 'Features settings saved.' }).waitFor();
    const saved = await t()
      .http()
      .get('/api/v1/workspaces/harbour/settings/ogcapi')
      .set(await h.su());
    expect(saved.body.limit_max).toBe(500);

    // The tile ceilings are the server's configuration: a refusal names the one crossed, and it is shown.
    const tiles = page.getByRole('form', { name: 'OGC API - Tiles' });
    await tiles.getByLabel('Features per tile').fill('60000');
    await tiles.getByRole('button', { name: 'Save tiles settings' }).click();
    await tiles.getByText('settings.maxFeatures: 60000 is above the server ceiling of 50000').waitFor();
    await tiles.getByText('server ceiling: 50000').waitFor();
    expect((await h.getTiles('harbour')).settings.max_features).toBe(0);
    await tiles.getByLabel('Features per tile').fill('100');
    await tiles.getByLabel('Tiles enabled', { exact: true }).check();
    await tiles.getByRole('button', { name: 'Save tiles settings' }).click();
    await tiles.getByRole('status').filter({ hasText: 'Tiles settings saved.' }).waitFor();
    expect(await h.getTiles('harbour')).toMatchObject({ enabled: true, settings: { max_features: 100 } });
    await close();
  });

  it('services: the connection test shows what the server found, or why it failed', async () => {
    await h.workspace('port');
    const good = path.join(dataDir, 'quays.geojson');
    const gone = path.join(dataDir, 'gone.geojson');
    fs.writeFileSync(good, geojson());
    fs.writeFileSync(gone, geojson());
    for (const [name, p] of [
      ['quays', good],
      ['gone', gone],
    ]) {
      const res = await t()
        .http()
        .post('/api/v1/workspaces/port/services')
        .set(await h.su())
        .send({ name, type: 'vectorfile', connection_info: { path: p } });
      expect(res.status).toBe(201);
    }
    fs.rmSync(gone);
    const { page, close } = await open('#/workspaces/port');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'Test connection of quays' }).click();
    const quays = page.getByRole('status', { name: 'Connection test of quays' });
    await quays.getByText(/^\s*Connected \(\d+ ms\)/).waitFor();
    expect(await quays.textContent()).toMatch(/formatgeojson/);
    await page.getByRole('button', { name: 'Test connection of gone' }).click();
    await page
      .getByRole('status', { name: 'Connection test of gone' })
      .getByText(/Failed: /)
      .waitFor();
    await close();
  });
});
