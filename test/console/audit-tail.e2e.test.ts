import type { Page } from 'playwright-core';
import { useTestApp } from '../support/app';
import { createWorkspace } from '../support/identity';
import { browserSuite, signIn, until, useBrowser } from './browser';

/** How many times the page read the audit list, and the audit events it received over its WebSocket. */
function watch(page: Page) {
  const seen = { reads: 0, pushed: [] as string[] };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql')
      if ((r.postDataJSON() as { operationName?: string }).operationName === 'consoleAudit') seen.reads++;
  });
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const m = JSON.parse(String(f.payload)) as {
        type: string;
        payload?: { data?: { auditEvents?: { operation: string } } };
      };
      if (m.type === 'next' && m.payload?.data?.auditEvents) seen.pushed.push(m.payload.data.auditEvents.operation);
    }),
  );
  return seen;
}

/**
 * The audit log's live tail in Chromium against the real app: with "Live" on, an event made through the
 * API after the page opened arrives over the auditEvents subscription and appears at the top without a
 * reload, once, and the filter applies to it.
 */
browserSuite('the audit log’s live tail', () => {
  const t = useTestApp();
  const { open } = useBrowser(t);

  it('shows events made through the API after the page opened, newest first, each once, within the filter', async () => {
    await createWorkspace(t(), 'before');
    const { page, close } = await open('#/audit');
    const seen = watch(page);
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    // Only changes: the sign-in (a security event) stays out of the tail.
    await page.getByLabel('Action').selectOption('change');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const readsBefore = seen.reads;
    await page.getByLabel('Live: new events appear at the top').check();
    const status = page.getByRole('status', { name: 'live tail' });
    await status.getByText(/^Live: events appear as they are recorded\.$/).waitFor();
    const table = page.getByRole('table', { name: 'audit events' });
    const operations = () => table.locator('tbody tr td:nth-child(4)').allTextContents();
    await until('the workspace made before is listed', async () => (await operations()).length === 1);
    expect(await operations()).toEqual(['createWorkspace']);
    expect(await page.getByRole('navigation', { name: 'audit pages' }).count()).toBe(0);

    // Made through the API after the page opened: a change, and a read (not audited) and a refused
    // write by a viewer (a security event), which the filter keeps out.
    const su = `Bearer ${await t().token('super_admin')}`;
    const made = await t().http().post('/api/v1/workspaces').set('Authorization', su).send({ name: 'after' });
    expect(made.status).toBe(201);
    const viewer = `Bearer ${await t().token('viewer', made.body.id)}`;
    const refused = await t().http().delete('/api/v1/workspaces/after').set('Authorization', viewer);
    expect(refused.status).toBe(403);
    await until('the new event is at the top', async () => (await operations()).length === 2);
    const top = table.locator('tbody tr').first();
    expect(await top.locator('td:nth-child(2)').textContent()).toMatch(/^test-super_admin/);
    expect(await top.getAttribute('class')).toBe('new');
    await status.getByText('1 new since you turned it on').waitFor();
    // It came over the subscription, filtered by the server, after the event of the minute before it
    // (`recent`, dropped by id as the list had it); the list was read once, when Live went on.
    expect(seen.pushed).toEqual(['createWorkspace', 'createWorkspace']);

    expect(seen.reads - readsBefore).toBe(1);
    const ids = await table.locator('tbody tr td:nth-child(9)').allTextContents();
    expect(new Set(ids).size).toBe(2);
    expect(await operations()).toEqual(['createWorkspace', 'createWorkspace']);

    // Off again: the pages come back, and the tail stops reading.
    await page.getByLabel('Live: new events appear at the top').uncheck();
    await page.getByRole('navigation', { name: 'audit pages' }).waitFor();
    await close();
  }, 60_000);
});
