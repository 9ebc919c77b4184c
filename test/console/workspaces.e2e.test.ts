import type { Page } from 'playwright-core';
import { useTestApp } from '../support/app';
import { createWorkspace, superAdmin } from '../support/identity';
import { browserSuite, signIn, until, useBrowser } from './browser';

/** The variables of every consoleWorkspaces request the page sent, in order. */
function watchPaging(page: Page) {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql') {
      const body = r.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
      if (body.operationName === 'consoleWorkspaces') sent.push(body.variables ?? {});
    }
  });
  return sent;
}

/**
 * The workspace list in Chromium against the real app: the server pages, filters, sorts and counts
 * (workspacesConnection); the page follows its cursors forwards and back.
 */
browserSuite('the workspace list, paged by the server', () => {
  const t = useTestApp();
  const { open } = useBrowser(t);

  it('pages forwards and back with the cursors, filters and sorts on the server, and shows the total', async () => {
    const auth = await superAdmin(t());
    for (let i = 0; i < 45; i++) await createWorkspace(t(), `ws-${String(i).padStart(2, '0')}`, auth);
    const { page, close } = await open();
    const sent = watchPaging(page);
    await signIn(page, await t().token('super_admin'));
    const table = page.getByRole('table', { name: 'workspaces' });
    const names = async () => (await table.locator('tbody tr td:first-child').allTextContents()).map((n) => n.trim());
    const pageLabel = page.getByLabel('page', { exact: true });
    const showing = async (label: string, first: string, count: number) =>
      until(`page "${label}" starts at ${first}`, async () => {
        const n = await names();
        return (await pageLabel.textContent()) === label && n[0] === first && n.length === count;
      });

    await showing('Page 1 of 3', 'ws-00', 20);
    expect(await page.getByLabel('total', { exact: true }).textContent()).toBe('(45 workspaces)');
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    // Only one page travelled: the server answered 20 of the 45.
    expect(sent[sent.length - 1]).toMatchObject({ first: 20, orderBy: { field: 'NAME', direction: 'ASC' } });

    await next.click();
    await showing('Page 2 of 3', 'ws-20', 20);
    expect(sent[sent.length - 1]).toMatchObject({ first: 20, after: expect.any(String) });
    await next.click();
    await showing('Page 3 of 3', 'ws-40', 5);
    expect(await names()).toEqual(['ws-40', 'ws-41', 'ws-42', 'ws-43', 'ws-44']);
    expect(await next.isDisabled()).toBe(true);

    // Back: the page before the first row of this one.
    await previous.click();
    await showing('Page 2 of 3', 'ws-20', 20);
    expect(sent[sent.length - 1]).toMatchObject({ last: 20, before: expect.any(String) });
    expect((await names())[19]).toBe('ws-39');
    // By keyboard: the pager's buttons take Enter.
    await previous.focus();
    await page.keyboard.press('Enter');
    await showing('Page 1 of 3', 'ws-00', 20);
    expect(await previous.isDisabled()).toBe(true);

    // The filter goes to the server, and starts again from the first page.
    await next.click();
    await showing('Page 2 of 3', 'ws-20', 20);
    await page.getByLabel('Filter by name').fill('WS-1');
    await showing('Page 1 of 1', 'ws-10', 10);
    expect(await page.getByLabel('total', { exact: true }).textContent()).toBe('(10 workspaces)');
    expect(sent[sent.length - 1]).toMatchObject({ first: 20, filter: { nameContains: 'WS-1' } });
    expect(sent[sent.length - 1].after).toBeUndefined();

    // Sorted by the server: newest first.
    await page.getByLabel('Sort').selectOption('created-desc');
    await showing('Page 1 of 1', 'ws-19', 10);
    expect(sent[sent.length - 1]).toMatchObject({ orderBy: { field: 'CREATED_AT', direction: 'DESC' } });

    // Deleting asks in the page; Escape cancels and gives focus back, nothing is deleted.
    await page.getByRole('button', { name: 'Delete workspace ws-19' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Delete');
    await page.keyboard.press('Escape');
    await until(
      'focus is back on the row',
      async () =>
        (await page.evaluate<string>('document.activeElement.getAttribute("aria-label")')) === 'Delete workspace ws-19',
    );
    expect(await names()).toContain('ws-19');

    // A workspace made elsewhere shows up in the count when the list is read again.
    await createWorkspace(t(), 'ws-1x', auth);
    await page.getByLabel('Filter by name').fill('ws-1x');
    await showing('Page 1 of 1', 'ws-1x', 1);
    await close();
  }, 60_000);
});
