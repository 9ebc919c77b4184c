import { useTestApp } from '../support/app';
import { createWorkspace } from '../support/identity';
import { browserSuite, signIn, useBrowser } from './browser';

/**
 * Editing a workspace in Chromium with the version check: the page sends the version it read; an edit made
 * through the API between load and save is not overwritten, and the page shows what changed and reloads.
 */
browserSuite('workspace edit with the version check', () => {
  const t = useTestApp();
  const { open } = useBrowser(t);

  it('saves with the version read, and on a conflicting edit shows what changed and lets the user reload', async () => {
    const ws = await createWorkspace(t(), 'rivers');
    const su = `Bearer ${await t().token('super_admin')}`;
    const { page, close } = await open('#/workspaces/rivers');
    await signIn(page, await t().token('super_admin'));
    const form = page.getByRole('form', { name: 'edit workspace' });
    await form.getByText('version 1').waitFor();

    // A save with nothing in between goes through: the version moves on.
    await form.getByLabel('Workspace description').fill('Rivers and streams');
    await form.getByRole('button', { name: 'Save workspace' }).click();
    await form.getByText('version 2').waitFor();
    const afterFirst = await t().http().get('/api/v1/workspaces/rivers').set('Authorization', su);
    expect(afterFirst.body.description).toBe('Rivers and streams');

    // Someone else (the workspace's admin) edits it through the API while this page holds version 2.
    const other = await t()
      .http()
      .patch('/api/v1/workspaces/rivers')
      .set('Authorization', `Bearer ${await t().token('admin', ws.id)}`)
      .send({ description: 'Changed by the API' });
    expect(other.status).toBe(200);

    await form.getByLabel('Workspace description').fill('My edit');
    await form.getByRole('button', { name: 'Save workspace' }).click();
    const conflict = form.getByRole('alert', { name: 'conflicting change' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(/^test-admin changed this workspace .*version 2 → 3/);
    const rows = await conflict.getByRole('table', { name: 'what changed' }).locator('tbody tr').allTextContents();
    expect(rows).toEqual([
      'Nameriversriversrivers',
      'Description (changed)Rivers and streamsChanged by the APIMy edit',
    ]);
    // Nothing was overwritten.
    const kept = await t().http().get('/api/v1/workspaces/rivers').set('Authorization', su);
    expect(kept.body.description).toBe('Changed by the API');
    expect(await form.getByRole('button', { name: 'Save workspace' }).isDisabled()).toBe(true);

    // Reload takes the current values and version; saving again now applies.
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    expect(await form.getByLabel('Workspace description').inputValue()).toBe('Changed by the API');
    await form.getByText('version 3').waitFor();
    await form.getByLabel('Workspace description').fill('My edit, after reading theirs');
    await form.getByRole('button', { name: 'Save workspace' }).click();
    await form.getByText('version 4').waitFor();
    const last = await t().http().get('/api/v1/workspaces/rivers').set('Authorization', su);
    expect(last.body.description).toBe('My edit, after reading theirs');
    await close();
  }, 60_000);
});
