import { useTestApp } from '../support/app';
import { WORKER_ENV, helpers, seedBody, tempDataDir } from '../domains/tile-cache/support';
import { createKey } from '../support/identity';
import type { Page } from 'playwright-core';
import { browserSuite, shot, signIn, until, useBrowser } from './browser';

/** The frames a page received on its GraphQL WebSocket, and the requests it made to a progress stream. */
function watchLive(page: Page) {
  const frames: {
    type: string;
    payload?: { data?: { tileCacheJob?: { processedTiles: number } }; errors?: { extensions?: { code?: string } }[] };
  }[] = [];
  const streams: string[] = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/graphql')
      ws.on('framereceived', (f) => frames.push(JSON.parse(String(f.payload))));
  });
  page.on('request', (r) => {
    if (r.url().endsWith('/progress')) streams.push(r.url());
  });
  return { frames, streams };
}

/**
 * The tile cache jobs screen in Chromium against the real app with its worker running: a dry run first
 * (tiles per level), then the job, watched live over the tileCacheJob subscription (WebSocket) to its end.
 * A truncate needs no upstream tile server.
 */
browserSuite('tile cache jobs in the console', () => {
  const t = useTestApp({ ...WORKER_ENV, MAPGATE_DATA_DIR: tempDataDir() });
  const h = helpers(t);
  const { open } = useBrowser(t);

  it('plans a truncate (tile count shown), creates it and watches it finish live, per zoom', async () => {
    const ws = await h.workspace('tiles');
    await h.layer(ws.id, 'roads');
    const { page, outside, close } = await open('#/workspaces/tiles/tile-jobs');
    const live = watchLive(page);
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('heading', { name: 'Tile cache jobs' }).waitFor();
    await page.getByLabel('Operation').selectOption('TRUNCATE');
    await page.getByLabel('Layer').selectOption('roads');
    await page.getByLabel('Highest zoom').fill('4');
    await page.getByRole('button', { name: 'Plan (dry run)' }).click();

    // The dry run: 1 + 4 + 16 + 64 + 256 tiles on WebMercatorQuad z0-4, and nothing created yet.
    const plan = page.getByRole('region', { name: 'job plan' });
    await expect(plan.getByLabel('planned tiles', { exact: true }).textContent()).resolves.toBe('341 tiles');
    expect(await plan.getByLabel('planned size').textContent()).toMatch(/B$/);
    const perZoom = await plan
      .getByRole('table', { name: 'planned tiles per zoom' })
      .locator('tbody tr')
      .allTextContents();
    expect(perZoom).toEqual(['01', '14', '216', '364', '4256']);
    expect(await h.list('tiles')).toEqual([]);

    await plan.getByRole('button', { name: 'Create job' }).click();
    const job = page.locator('article.job');
    await job.waitFor();
    expect(await h.list('tiles')).toHaveLength(1);

    // Live: the counts move without a reload until the stream's end, then the list says it succeeded.
    const seen = new Set<string>();
    await until(
      'the job has succeeded on the page',
      async () => {
        seen.add((await job.getByLabel('tiles done', { exact: true }).textContent()) ?? '');
        return (await job.getByLabel('job status', { exact: true }).textContent()) === 'succeeded';
      },
      30_000,
    );
    await until('every zoom is done', async () => {
      const rows = await job.getByRole('table', { name: 'progress per zoom' }).locator('tbody tr').allTextContents();
      return rows.length === 5 && rows.every((r) => r.endsWith('done'));
    });
    expect(await job.getByLabel('tiles done', { exact: true }).textContent()).toBe('341 / 341 tiles (100 %)');
    expect(seen.size).toBeGreaterThan(1);
    // It came over the subscription: graphql-ws acknowledged the session cookie and sent the job's
    // progress as it moved, up to the end; no progress stream was opened.
    expect(live.frames[0]).toEqual({ type: 'connection_ack' });
    const counts = live.frames.flatMap((f) =>
      f.type === 'next' ? [f.payload!.data!.tileCacheJob!.processedTiles] : [],
    );
    expect(counts.length).toBeGreaterThan(1);
    expect(counts[counts.length - 1]).toBe(341);
    expect(live.frames.some((f) => f.type === 'complete')).toBe(true);
    expect(live.streams).toEqual([]);
    expect(outside).toEqual([]);
    await close();
  }, 60_000);

  it('shows the rate and time left of a running job, and cancels it after asking', async () => {
    const ws = await h.workspace('big');
    await h.layer(ws.id, 'roads');
    const { page, close } = await open('#/workspaces/big/tile-jobs');
    const live = watchLive(page);
    await signIn(page, await t().token('super_admin'));
    await page.getByLabel('Operation').selectOption('TRUNCATE');
    await page.getByLabel('Highest zoom').fill('5');
    await page.getByRole('button', { name: 'Plan (dry run)' }).click();
    const plan = page.getByRole('region', { name: 'job plan' });
    await expect(plan.getByLabel('planned tiles', { exact: true }).textContent()).resolves.toBe('1365 tiles');
    await plan.getByRole('button', { name: 'Create job' }).click();
    const job = page.locator('article.job');
    await job.getByText(/tiles\/s · about .+ left/).waitFor({ timeout: 20_000 });
    expect(await job.getByLabel('job status', { exact: true }).textContent()).toBe('running');
    // The rate and time left come with the subscription's events (the server's measure, or the page's own
    // from successive events until the server has one).
    expect(Number.parseFloat((await job.getByLabel('rate', { exact: true }).textContent()) ?? '')).toBeGreaterThan(0);
    expect(live.frames.filter((f) => f.type === 'next').length).toBeGreaterThanOrEqual(1);
    await job.scrollIntoViewIfNeeded();
    await shot(page, 'console-tile-jobs');

    await job.getByRole('button', { name: /^Cancel job/ }).click();
    await job.getByRole('button', { name: 'Cancel job', exact: true }).click();
    await until(
      'the job is cancelled on the page',
      async () => (await job.getByLabel('job status', { exact: true }).textContent()) === 'cancelled',
      20_000,
    );
    const [row] = await h.list('big');
    expect(row.status).toBe('cancelled');
    expect(row.processed_tiles).toBeLessThan(1365);
    await close();
  }, 60_000);
  it('creates a job with the tile matrix set picker and the layer bounds as the area, a highest zoom suggested', async () => {
    const ws = await h.workspace('picker');
    await h.layer(ws.id, 'parks');
    await h.layer(ws.id, 'world');
    // A small area (a degree square) as the layer's bounds; "world" has none.
    await t().db.prisma.layer.updateMany({
      where: { workspaceId: ws.id, name: 'parks' },
      data: { bounds: [10, 45, 11, 46] },
    });
    await h.putTiles('picker', { tile_matrix_sets: ['WorldCRS84Quad', 'WebMercatorQuad'] });
    const { page, close } = await open('#/workspaces/picker/tile-jobs');
    await signIn(page, await t().token('super_admin'));
    const form = page.getByRole('form', { name: 'new tile cache job' });
    await form.waitFor();
    // The sets offered are those the workspace enables, in its order: a picker, not free text.
    expect(await form.getByLabel('Tile matrix set').locator('option').allTextContents()).toEqual([
      'WorldCRS84Quad',
      'WebMercatorQuad',
    ]);
    await form.getByLabel('Tile matrix set').selectOption('WebMercatorQuad');
    await form.getByLabel('Operation').selectOption('TRUNCATE');
    await form.getByLabel('Layer', { exact: true }).selectOption('parks');
    // The area is the layer's bounds, and the highest zoom is suggested from it, within a reasonable job.
    expect(await form.getByLabel('Area (west, south, east, north)').inputValue()).toBe('10, 45, 11, 46');
    const suggestion = form.getByLabel('zoom suggestion');
    await suggestion.waitFor();
    const [, zoom, tiles] = /Suggested highest zoom: (\d+) \((\d+) tiles\)/.exec((await suggestion.textContent())!)!;
    expect(Number(zoom)).toBeGreaterThan(10);
    expect(Number(tiles)).toBeLessThanOrEqual(50_000);
    expect(await form.getByLabel('Highest zoom').inputValue()).toBe(zoom);
    expect(await form.getByLabel('tiles of this request').textContent()).toBe(`This request: ${tiles} tiles.`);
    // A layer without bounds: the whole set, and a much lower suggestion.
    await form.getByLabel('Layer', { exact: true }).selectOption('world');
    expect(await form.getByLabel('Area (west, south, east, north)').inputValue()).toBe('');
    await until('the suggestion follows the area', async () =>
      /Suggested highest zoom: 7 \(21845 tiles\)/.test((await suggestion.textContent()) ?? ''),
    );
    await form.getByLabel('Layer', { exact: true }).selectOption('parks');
    // The area is editable: an inverted box is said and not planned; a fixed one is counted.
    await form.getByLabel('Area (west, south, east, north)').fill('11, 45, 10, 46');
    await form.getByText(/the area is inverted or empty/).waitFor();
    expect(await form.getByRole('button', { name: 'Plan (dry run)' }).isDisabled()).toBe(true);
    await form.getByLabel('Area (west, south, east, north)').fill('10, 45, 10.5, 45.5');
    await form.getByLabel('Highest zoom').fill('3');
    await until(
      'the tiles of the request are counted',
      async () => (await form.getByLabel('tiles of this request').textContent()) === 'This request: 4 tiles.',
    );
    await form.getByRole('button', { name: 'Plan (dry run)' }).click();
    const plan = page.getByRole('region', { name: 'job plan' });
    await expect(plan.getByLabel('planned tiles', { exact: true }).textContent()).resolves.toBe('4 tiles');
    await plan.getByRole('button', { name: 'Create job' }).click();
    const job = page.locator('article.job');
    await job.waitFor();
    const [row] = await h.list('picker');
    expect(row.request).toMatchObject({
      operation: 'truncate',
      resource: 'parks',
      tile_matrix_set: 'WebMercatorQuad',
      max_zoom: 3,
      bounds: { bbox: [10, 45, 10.5, 45.5], crs: 'EPSG:4326' },
    });
    // The job's id is shown.
    expect(await job.getByLabel('job id').textContent()).toBe(row.id);
    await close();
  }, 60_000);

  it('pages the jobs as the server does, newest first, and deletes a finished job after asking', async () => {
    const ws = await h.workspace('many');
    await h.layer(ws.id, 'roads');
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push((await h.create('many', seedBody('roads', { operation: 'truncate' }))).id);
    for (const id of made) await h.waitFor('many', id);
    const newest = [...made].reverse();
    const { page, close } = await open('#/workspaces/many/tile-jobs');
    await signIn(page, await t().token('super_admin'));
    const ids = () => page.locator('article.job').getByLabel('job id').allTextContents();
    const pager = page.getByRole('navigation', { name: 'job pages' });
    await pager.waitFor();
    expect(await pager.getByLabel('jobs total').textContent()).toBe('12 jobs');
    expect(await ids()).toEqual(newest.slice(0, 10));
    expect(await pager.getByRole('button', { name: 'Newer jobs' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Older jobs' }).click();
    await until('the second page is shown', async () => (await ids()).length === 2);
    expect(await ids()).toEqual(newest.slice(10));
    expect(await pager.getByRole('button', { name: 'Older jobs' }).isDisabled()).toBe(true);

    // Delete asks first: the first press deletes nothing.
    const oldest = newest[11];
    const article = page.getByRole('article', { name: `job ${oldest}` });
    await article.getByRole('button', { name: `Delete job ${oldest}` }).click();
    expect(await h.list('many')).toHaveLength(12);
    await article.getByRole('button', { name: 'Delete job', exact: true }).click();
    await until('the job is gone from the page', async () => !(await ids()).includes(oldest));
    expect((await h.list('many')).map((j) => j.id)).not.toContain(oldest);
    expect(await ids()).toEqual([newest[10]]);
    await pager.getByRole('button', { name: 'Newer jobs' }).click();
    await until('the first page is back', async () => (await ids()).length === 10);
    expect(await ids()).toEqual(newest.slice(0, 10));
    expect(await pager.getByLabel('jobs total').textContent()).toBe('11 jobs');
    await close();
  }, 90_000);
});

/**
 * With no worker, a job stays queued and its subscription open: revoking the key the session was made
 * from ends the subscription with UNAUTHENTICATED, and the page, with nobody touching it, returns to the
 * sign-in form and says why.
 */
browserSuite('a subscription when the session ends', () => {
  const t = useTestApp({ MAPGATE_TILE_WORKER_ENABLED: 'false', MAPGATE_DATA_DIR: tempDataDir() });
  const h = helpers(t);
  const { open } = useBrowser(t);

  it('ends the console session when the key is revoked while a job is watched', async () => {
    const ws = await h.workspace('queue');
    await h.layer(ws.id, 'roads');
    await h.create('queue', seedBody('roads', { operation: 'truncate' }));
    const admin = await createKey(t(), 'queue', { name: 'watcher', role_id: 'admin' });
    const { page, close } = await open('#/workspaces/queue/tile-jobs');
    const live = watchLive(page);
    await signIn(page, admin.key);
    const job = page.locator('article.job');
    await until('the queued job is watched', async () => live.frames.some((f) => f.type === 'next'));
    expect(await job.getByLabel('job status', { exact: true }).textContent()).toBe('queued');

    const revoked = await t()
      .http()
      .delete(`/api/v1/workspaces/queue/apikeys/${admin.id}`)
      .set('Authorization', `Bearer ${await t().token('super_admin')}`);
    expect(revoked.status).toBe(204);
    await page.getByText(/Your session ended/).waitFor();
    await page.getByLabel('API key or token').waitFor();
    const last = live.frames.filter((f) => f.type === 'next').pop();
    expect(last?.payload?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await close();
  }, 60_000);
});
