import type { Page, Route } from 'playwright-core';
import { useTestApp } from '../support/app';
import { createWorkspace } from '../support/identity';
import { WORKER_ENV, helpers, tempDataDir } from '../domains/tile-cache/support';
import { browserSuite, signIn, until, useBrowser } from './browser';

/** The GraphQL operations the page sent (by operation name), in order. */
function watchOperations(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql')
      sent.push((r.postDataJSON() as { operationName?: string }).operationName ?? '');
  });
  return {
    sent,
    count: (name: string) => sent.filter((n) => n === name).length,
    /**
     * Waits until every request the page started so far has been seen here: the page fetches a marker
     * URL, and the browser reports its requests in the order it makes them.
     */
    async settled() {
      const marker = `/healthz?settled=${Math.random()}`;
      const seen = new Promise<void>((resolve) => {
        const on = (r: { url: () => string }) => {
          if (r.url().endsWith(marker)) {
            page.off('request', on);
            resolve();
          }
        };
        page.on('request', on);
      });
      await page.evaluate((url) => fetch(url).then((r) => r.status), marker);
      await seen;
    },
  };
}

/** Holds the page's requests of one GraphQL operation while `holding`, and lets them go on `release()`. */
async function holdOperation(page: Page, operationName: string) {
  const held: Route[] = [];
  let holding = false;
  await page.route('**/graphql', async (route) => {
    const body =
      route.request().method() === 'POST' ? (route.request().postDataJSON() as { operationName?: string }) : {};
    if (holding && body.operationName === operationName) held.push(route);
    else await route.continue();
  });
  return {
    held,
    hold: () => (holding = true),
    release: async () => {
      holding = false;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

/**
 * The console's normalized cache (console/src/cache.ts) in Chromium against the real app: what a mutation
 * answers, or a subscription brings, changes every screen that shows it without the screens asking the
 * server again; what a page cannot know (a new item's place) is read again by the cache itself.
 */
browserSuite('the normalized cache', () => {
  const t = useTestApp({ ...WORKER_ENV, MAPGATE_DATA_DIR: tempDataDir() });
  const h = helpers(t);
  const { open } = useBrowser(t);

  it('takes a deleted role out of the list from the delete’s answer, with no new read of the list', async () => {
    const { page, close } = await open('#/roles');
    const ops = watchOperations(page);
    await signIn(page, await t().token('super_admin'));
    await page.getByLabel('Role id').fill('auditor');
    await page.getByRole('button', { name: 'Create role' }).click();
    // A create marks the list stale: it is read again (once), in the server's order.
    const deleteButton = page.getByRole('button', { name: 'Delete role auditor' });
    await deleteButton.waitFor();
    await ops.settled();
    const listReads = ops.count('consoleRoles');
    expect(listReads).toBeGreaterThanOrEqual(2);

    await deleteButton.click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await until('the role is gone from the list', async () => (await deleteButton.count()) === 0);
    await ops.settled();
    // The delete went to the server and its answer (deletedId) alone updated the list.
    expect(ops.count('consoleDeleteRole')).toBe(1);
    expect(ops.count('consoleRoles')).toBe(listReads);
    // The built-in roles are still listed.
    await page.getByRole('cell', { name: 'viewer', exact: true }).waitFor();
    await close();
  });

  it('shows a workspace saved on its screen in the workspace list at once, from the cache', async () => {
    await createWorkspace(t(), 'rivers');
    const { page, close } = await open('#/');
    await signIn(page, await t().token('super_admin'));
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'rivers', exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('');

    await row.getByRole('button', { name: 'rivers', exact: true }).click();
    const form = page.getByRole('form', { name: 'edit workspace' });
    await form.getByLabel('Workspace description').fill('Rivers and streams');
    await form.getByRole('button', { name: 'Save workspace' }).click();
    await form.getByText('version 2').waitFor();

    // Back on the list, whose new read is held: the row already says what the save answered.
    const list = await holdOperation(page, 'consoleWorkspaces');
    list.hold();
    await page.getByRole('navigation', { name: 'console' }).getByRole('link', { name: 'Workspaces' }).click();
    // The list asks the server again (cache-and-network), and that read is held: what the row shows
    // before it is answered comes from the cache, which the save's answer updated.
    await until('the list read is held', async () => list.held.length === 1);
    await until('the list shows the saved description', async () => {
      const cells = row.getByRole('cell');
      return (await cells.count()) > 1 && (await cells.nth(1).textContent()) === 'Rivers and streams';
    });
    expect(list.held.length).toBe(1);
    await list.release();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Rivers and streams');
    await close();
  });

  it('moves a job’s status on the job list with its subscription’s events, the list’s reads held', async () => {
    const ws = await h.workspace('tiles');
    await h.layer(ws.id, 'roads');
    const { page, close } = await open('#/workspaces/tiles/tile-jobs');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('heading', { name: 'Tile cache jobs' }).waitFor();
    await page.getByLabel('Operation').selectOption('TRUNCATE');
    await page.getByLabel('Layer').selectOption('roads');
    // z0-5: 1,365 tiles in chunks of 4, a few seconds on a quiet machine (z6's 5,461 took over a minute
    // in CI with both suites side by side, past this test's wait).
    await page.getByLabel('Highest zoom').fill('5');
    await page.getByRole('button', { name: 'Plan (dry run)' }).click();
    const plan = page.getByRole('region', { name: 'job plan' });
    await expect(plan.getByLabel('planned tiles', { exact: true }).textContent()).resolves.toBe('1365 tiles');

    // The list is read once more after the create (the new job's place is the server's), then held.
    const list = await holdOperation(page, 'consoleTileJobs');
    await plan.getByRole('button', { name: 'Create job' }).click();
    const job = page.locator('article.job');
    await job.waitFor();
    list.hold();
    const status = () => job.getByLabel('job status', { exact: true }).textContent();
    const first = await status();
    const seen = new Set([first]);
    // The job runs to its end; its list entry (status, end) follows the tileCacheJob events, whose job
    // the cache writes into the job's entity, while every read of the list would wait.
    await until(
      'the list entry says the job succeeded',
      async () => {
        const now = await status();
        seen.add(now);
        return now === 'succeeded';
      },
      120_000,
    );
    expect(first).not.toBe('succeeded');
    expect(seen.size).toBeGreaterThan(1);
    // Its end too: the event's job carries when it ended; any read of the list is still held here.
    await job.getByText(/, ended /).waitFor();
    await list.release();
    expect((await h.list('tiles'))[0].status).toBe('succeeded');
    await close();
  }, 180_000);
});
