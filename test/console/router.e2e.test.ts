import { useTestApp } from '../support/app';
import { createWorkspace } from '../support/identity';
import { browserSuite, signIn, useBrowser } from './browser';

/**
 * The console's screens are real URLs under /console, routed in the page (wouter): a deep link opens its
 * screen, a move inside the console changes the address without loading the page, a reload and the
 * browser's Back come back to the same screen, and an address of the hash days still opens its screen.
 */
browserSuite('real URLs', () => {
  const t = useTestApp();
  const { open, base } = useBrowser(t);

  it('opens a deep link, moves without a page load, survives a reload and goes back', async () => {
    await createWorkspace(t(), 'deep');
    const { page, close } = await open();
    await page.goto(`${base()}/console/workspaces/deep/styles`);
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('heading', { name: 'Styles', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/workspaces/deep/styles');

    // A tab is a link to its URL: the router follows it in the page (a marker on window survives).
    await page.evaluate(() => ((globalThis as unknown as { marker: number }).marker = 42));
    await page
      .getByRole('navigation', { name: 'workspace sections' })
      .getByRole('link', { name: 'OGC settings' })
      .click();
    await page.getByRole('heading', { name: 'OGC API settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/workspaces/deep/ogc');
    expect(await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker)).toBe(42);

    // A reload asks mapgate for /console/workspaces/deep/ogc itself: the same screen comes back.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['cache-control']).toBe('no-cache');
    await page.getByRole('heading', { name: 'OGC API settings' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker)).toBeUndefined();

    // Back: the styles screen again, at its URL.
    await page.goBack();
    await page.getByRole('heading', { name: 'Styles', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/workspaces/deep/styles');

    // The header's links are URLs too; an unknown address says so.
    expect(await page.getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/console/roles');
    await page.goto(`${base()}/console/nowhere`);
    await page.getByText('No such screen: /nowhere.').waitFor();

    // An address from before (/console/#/...) opens its screen, at its URL.
    await page.goto(`${base()}/console/#/workspaces/deep/tile-jobs`);
    await page.getByRole('heading', { name: 'Tile cache jobs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/workspaces/deep/tile-jobs');
    await close();
  }, 60_000);
});
