import { useTestApp } from '../support/app';
import { createKey, createWorkspace } from '../support/identity';
import { browserSuite, shot, signIn, useBrowser } from './browser';

/**
 * The console in a real browser (Debian's Chromium driven by playwright-core) against the real app:
 * sign-in, workspaces, keys, refusals, a viewer and an ended session. The screens of one workspace and the
 * global screens are in screens.e2e.test.ts.
 */
browserSuite('the console in Chromium', () => {
  const t = useTestApp();
  const { open } = useBrowser(t);

  it('signs in, creates a workspace and an API key shown once, keeps no secret in storage, signs out', async () => {
    const { page, outside, close } = await open();
    await signIn(page, await t().token('super_admin'));
    await page.getByLabel('Name', { exact: true }).fill('roads');
    await page.getByLabel('Description').fill('Road network');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('button', { name: 'roads', exact: true }).click();
    await page.getByRole('heading', { name: 'roads' }).waitFor();
    await page.getByLabel('Key name').fill('ci');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByLabel('new API key').textContent();
    expect(key).toMatch(/^mgk_[0-9a-f]{64}$/);
    await page.getByRole('cell', { name: 'ci', exact: true }).waitFor();
    await shot(page, 'console-workspace');
    // The session lives in an HttpOnly cookie; nothing secret is readable by scripts or kept in storage.
    // A string, evaluated in the page (this file is compiled without the DOM's types).
    const stored = await page.evaluate<string>(
      'JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie',
    );
    expect(stored).not.toContain('mgk_');
    expect(stored).not.toContain('mapgate_session');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key or token').waitFor();
    expect(outside).toEqual([]);
    await close();
  });

  it('shows the server’s message when an action is refused (409 on a workspace that is not empty)', async () => {
    await createWorkspace(t(), 'busy');
    const svc = await t()
      .http()
      .post('/api/v1/workspaces/busy/styles')
      .set('Authorization', `Bearer ${await t().token('super_admin')}`)
      .send({ name: 's', format: 'css', body: '* { stroke: #000; }' });
    expect(svc.status).toBe(201);
    const { page, close } = await open();
    await signIn(page, await t().token('super_admin'));
    // Asked in the page first (focus on the confirming button), then refused by the server.
    await page.getByRole('button', { name: 'Delete workspace busy' }).click();
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Delete');
    await page.getByRole('group', { name: 'Delete workspace busy?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/not empty: it has 1 styles/);
    // Each refusal is said beside its action and goes with the next attempt: a refused create replaces the
    // delete's refusal (inside the create form), and a later successful create leaves no refusal at all.
    await page.getByLabel('Name', { exact: true }).fill('busy');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    const refused = page.getByRole('form', { name: 'new workspace' }).getByRole('alert');
    await refused.waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);
    await page.getByLabel('Name', { exact: true }).fill('calm');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('button', { name: 'calm', exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await close();
  });

  it('a viewer gets read-only screens', async () => {
    await createWorkspace(t(), 'parks');
    const viewer = await createKey(t(), 'parks', { name: 'v', role_id: 'viewer' });
    const { page, close } = await open();
    await signIn(page, viewer.key);
    // Listed, but not offered for opening: a workspace's screens are for its admins.
    await page.getByRole('cell', { name: /^parks/ }).waitFor();
    expect(await page.getByRole('button', { name: 'parks', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create workspace' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete workspace/ }).count()).toBe(0);
    await shot(page, 'console-viewer');
    await close();
  });

  it('revoking the key a session was made from ends that session, and the console says so', async () => {
    await createWorkspace(t(), 'lakes');
    const admin = await createKey(t(), 'lakes', { name: 'lake-admin', role_id: 'admin' });
    const them = await open();
    await signIn(them.page, admin.key);
    const me = await open();
    await signIn(me.page, await t().token('super_admin'));
    await me.page.getByRole('button', { name: 'lakes', exact: true }).click();
    // Revoking asks first.
    await me.page.getByRole('button', { name: 'Revoke key lake-admin' }).click();
    await me.page.getByRole('button', { name: 'Revoke key', exact: true }).click();
    await me.page.getByRole('cell', { name: 'revoked' }).waitFor();
    // Their next request fails; the console returns to the sign-in form with a clear notice.
    await them.page.getByRole('button', { name: 'lakes', exact: true }).click();
    await them.page.getByText(/Your session ended/).waitFor();
    await them.page.getByLabel('API key or token').waitFor();
    // Said once, and the ended session's cookie is gone from the browser.
    const notice = (await them.page.getByText(/Your session ended/).textContent()) ?? '';
    expect(notice.match(/sign in again/gi)).toHaveLength(1);
    const cookies = await them.page.context().cookies();
    expect(cookies.filter((c) => c.name === 'mapgate_session' || c.name === 'mapgate_csrf')).toEqual([]);
    await them.close();
    await me.close();
  });
});
