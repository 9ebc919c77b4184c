import fs from 'node:fs';
import YAML from 'yaml';
import { useTestApp } from '../support/app';
import { createWorkspace } from '../support/identity';
import { SLD_10 } from '../domains/styles/fixtures';
import { browserSuite, signIn, useBrowser } from './browser';

/**
 * A workspace as a document in Chromium (docs/workspace-documents.md): the Export / import tab downloads
 * the workspace as the same YAML as the REST export, and an imported document's plan is shown before
 * anything changes; Apply asks first, then applies exactly that plan (prune included when ticked).
 */
browserSuite('workspace document export and import', () => {
  const t = useTestApp();
  const { open } = useBrowser(t);

  it('downloads the YAML, shows the plan of an import, and applies it only once confirmed', async () => {
    await createWorkspace(t(), 'rivers');
    const su = `Bearer ${await t().token('super_admin')}`;
    const api = (method: 'get' | 'post', route: string) =>
      t().http()[method](`/api/v1/workspaces/rivers${route}`).set('Authorization', su);
    expect((await api('post', '/styles').send({ name: 'old', format: 'sld_1.0.0', body: SLD_10 })).status).toBe(201);
    // The export is a run: waited for (Prefer: wait), the answer is its document.
    const rest = await api('get', '/export')
      .set('Accept', 'application/yaml')
      .set('Prefer', 'wait=30')
      .buffer(true)
      .parse((res, cb) => {
        let s = '';
        res.on('data', (c: Buffer) => (s += c.toString()));
        res.on('end', () => cb(null, s));
      });

    const { page, close } = await open('#/workspaces/rivers/document');
    await signIn(page, await t().token('super_admin'));

    // Export: the download is the REST export, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rivers.yaml' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rivers.yaml');
    const file = await download.path();
    expect(fs.readFileSync(file, 'utf8')).toBe(rest.body as string);

    // Not YAML: said at once, nothing asked of the server.
    const textarea = page.getByRole('textbox', { name: 'Document' });
    await textarea.fill('a: [unclosed');
    await page.getByRole('button', { name: 'Plan' }).click();
    await page.getByRole('alert').filter({ hasText: 'not YAML or JSON' }).waitFor();

    // Import: a new description and style, the old style left out; with prune its delete is planned.
    const doc = YAML.parse(rest.body as string);
    doc.description = 'from the console';
    doc.styles = [{ name: 'new', format: 'sld_1.0.0', body: SLD_10 }];
    doc.api_keys = [{ name: 'console-made', role_id: 'viewer' }];
    await textarea.fill(YAML.stringify(doc));
    await page.getByRole('checkbox', { name: /Prune/ }).check();
    await page.getByRole('button', { name: 'Plan' }).click();
    const plan = page.getByRole('region', { name: 'plan' });
    await plan.getByText('Plan: 2 to create, 1 to update, 1 to delete.').waitFor();
    const text = await plan.locator('pre').textContent();
    expect(text).toContain('~ workspace rivers');
    expect(text).toContain('+ style new (create)');
    expect(text).toContain('- style old (delete)');
    // Planning changed nothing.
    expect((await api('get', '')).body.description ?? null).toBeNull();

    // Apply asks first; Cancel leaves everything as it was.
    await plan.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('group', { name: 'confirm apply' });
    expect(await confirm.textContent()).toMatch(/Apply 4 changes to rivers, deletes included\?/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await api('get', '')).body.description ?? null).toBeNull();

    await plan.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Yes, apply' }).click();
    const applied = page.getByRole('region', { name: 'applied' });
    await applied.getByText(/^Applied 4 changes/).waitFor();
    // The new key is shown this once, and works.
    const key = (await applied.locator('code').textContent())!;
    expect(key).toMatch(/^mgk_/);
    expect((await t().http().get('/api/v1/auth/me').set('X-API-Key', key)).status).toBe(200);
    expect((await api('get', '')).body.description).toBe('from the console');
    const styles = await api('get', '/styles');
    expect(styles.body.styles.map((s: { name: string }) => s.name)).toEqual(['new']);

    // The same document again: nothing to apply.
    await page.getByRole('button', { name: 'Plan' }).click();
    await plan.getByText('No changes: the workspace matches the document.').waitFor();
    expect(await plan.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await close();
  }, 90_000);
});
