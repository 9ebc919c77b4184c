import type { Locator, Page } from 'playwright-core';
import { useTestApp } from '../support/app';
import { helpers } from '../domains/layer-groups/support';
import { browserSuite, shot, signIn, until, useBrowser } from './browser';

/**
 * The version check on the edit forms beyond the workspace's (styles, layer groups, OGC API - Features), in
 * Chromium against the real app: each save sends the version the page read; an edit made through the API
 * in between is not overwritten, and the form shows who changed what and takes the current values on reload.
 */
browserSuite('version checks on the edit forms', () => {
  const t = useTestApp();
  const h = helpers(t);
  const { open } = useBrowser(t);

  /** Someone else's change, through GraphQL with the workspace admin's token (audited as test-admin). */
  async function theirEdit(workspaceId: string, mutation: string, variables: Record<string, unknown>) {
    const res = await t().gql(mutation, variables, await t().token('admin', workspaceId));
    expect(res.body.errors).toBeUndefined();
  }

  const conflictOf = (form: Locator) => form.getByRole('alert', { name: 'conflicting change' });
  const changedRows = (conflict: Locator) =>
    conflict.getByRole('table', { name: 'what changed' }).locator('tbody tr.changed th').allTextContents();

  async function openAs(hash: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, close } = await open(hash);
    await signIn(page, await t().token('super_admin'));
    return { page, close };
  }

  it('a style: a conflicting edit shows who changed what (the body from its line), nothing is overwritten, reload and save', async () => {
    const ws = await h.workspace('carto');
    const made = await t()
      .http()
      .post('/api/v1/workspaces/carto/styles')
      .set('Authorization', `Bearer ${await t().token('super_admin')}`)
      .send({ name: 'roads', format: 'css', body: '* {\n  stroke: #000;\n}\n' });
    expect(made.status).toBe(201);
    const { page, close } = await openAs('#/workspaces/carto/styles');
    await page.getByRole('button', { name: 'Edit style roads' }).click();
    const form = page.getByRole('form', { name: 'Style roads' });
    const editor = form.getByLabel('Body', { exact: true });
    await form.getByText('version 1', { exact: true }).waitFor();
    const loaded = await editor.inputValue();

    // Saved with nothing in between: the version moves on, and the next save sends the new one.
    await editor.fill(`${loaded}/* mine, first */\n`);
    await form.getByRole('button', { name: 'Save style' }).click();
    await form.getByText('version 2', { exact: true }).waitFor();

    const theirs = '* {\n  stroke: #e63946;\n}\n';
    await theirEdit(
      ws.id,
      'mutation($ws: String!) { updateStyle(workspace: $ws, style: "roads", input: { body: "' +
        theirs.replace(/\n/g, '\\n') +
        '" }) { version } }',
      { ws: 'carto' },
    );
    await editor.fill('* {\n  stroke: #000;\n}\n');
    await form.getByRole('button', { name: 'Save style' }).click();
    const conflict = conflictOf(form);
    await conflict.waitFor();
    expect(await conflict.locator('p').first().textContent()).toMatch(
      /^test-admin changed this style since you loaded it \(version 2 → 3, at .+\)\. Nothing was saved; your edit is still here\.$/,
    );
    expect(await changedRows(conflict)).toEqual(['Body (changed)']);
    const body = await conflict.getByRole('table', { name: 'what changed' }).locator('tbody tr').nth(2).textContent();
    expect(body).toMatch(/^Body \(changed\)4 lines3 lines, changed from line 23 lines, changed from line 4$/);
    expect(await conflict.getByLabel('the body now').textContent()).toBe(theirs);
    await conflict.scrollIntoViewIfNeeded();
    await shot(page, 'console-conflict');
    expect(await form.getByRole('button', { name: 'Save style' }).isDisabled()).toBe(true);
    const kept = await t().gql(
      '{ style(workspace: "carto", style: "roads") { body version } }',
      {},
      await t().token('super_admin'),
    );
    expect(kept.body.data?.style).toEqual({ body: theirs, version: 3 });

    // Reload takes their body and version; saving again applies on top of theirs.
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    expect(await editor.inputValue()).toBe(theirs);
    await form.getByText('version 3', { exact: true }).waitFor();
    await editor.fill(`${theirs}/* after reading theirs */\n`);
    await form.getByRole('button', { name: 'Save style' }).click();
    await form.getByText('version 4', { exact: true }).waitFor();
    const last = await t().gql(
      '{ style(workspace: "carto", style: "roads") { body } }',
      {},
      await t().token('super_admin'),
    );
    expect(last.body.data?.style.body).toBe(`${theirs}/* after reading theirs */\n`);
    await close();
  }, 60_000);

  it('a layer group: a conflicting edit of its members and title is shown field by field; reload, then save', async () => {
    const ws = await h.workspace('city');
    for (const l of ['roads', 'rivers']) await h.layer(ws.id, l);
    await h.group('city', { public_id: 'base', members: [{ resource: 'roads' }] });
    const { page, close } = await openAs('#/workspaces/city/layer-groups');
    await page.getByRole('button', { name: 'Edit layer group base' }).click();
    const form = page.getByRole('form', { name: 'Layer group base' });
    await form.getByText('version 1', { exact: true }).waitFor();

    await theirEdit(
      ws.id,
      'mutation { updateLayerGroup(workspace: "city", group: "base", input: { title: "Theirs", members: [{ resource: "rivers" }, { resource: "roads" }] }) { version } }',
      {},
    );
    await form.getByLabel('Title').fill('Mine');
    await form.getByRole('button', { name: 'Save layer group' }).click();
    const conflict = conflictOf(form);
    await conflict.waitFor();
    expect(await conflict.locator('p').first().textContent()).toMatch(
      /^test-admin changed this layer group .*version 1 → 2/,
    );
    expect(await changedRows(conflict)).toEqual(['Title (changed)', 'Members (changed)']);
    const rows = await conflict.getByRole('table', { name: 'what changed' }).locator('tbody tr').allTextContents();
    expect(rows).toContain('Title (changed)—TheirsMine');
    expect(rows).toContain('Members (changed)roadsrivers, roadsroads');
    expect((await h.groups('city'))[0]).toMatchObject({ title: 'Theirs' });
    // Readable on a narrow window too: the table scrolls inside its box, the page does not.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await form.getByText('version 2', { exact: true }).waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('Theirs');
    expect(await form.getByLabel('Member 1: layer or group').inputValue()).toBe('rivers');
    await form.getByLabel('Title').fill('Mine, after theirs');
    await form.getByRole('button', { name: 'Save layer group' }).click();
    await until('the group is saved', async () => (await h.groups('city'))[0].title === 'Mine, after theirs');
    expect((await h.groups('city'))[0].members.map((m: { resource: string }) => m.resource)).toEqual([
      'rivers',
      'roads',
    ]);
    await close();
  }, 60_000);

  it('OGC API - Features settings: a conflicting edit is refused and shown; reload, then save', async () => {
    const ws = await h.workspace('harbour');
    const { page, close } = await openAs('#/workspaces/harbour/ogc');
    const form = page.getByRole('form', { name: 'OGC API - Features' });
    const version = Number(/\d+/.exec((await form.getByText(/^version \d+$/).textContent()) ?? '')![0]);

    await theirEdit(
      ws.id,
      'mutation { updateOgcApiSettings(workspace: "harbour", input: { title: "Harbour (theirs)" }) { version } }',
      {},
    );
    await form.getByLabel('Largest offset').fill('5000');
    await form.getByRole('button', { name: 'Save features settings' }).click();
    const conflict = conflictOf(form);
    await conflict.waitFor();
    expect(await conflict.locator('p').first().textContent()).toContain(
      `changed the Features settings since you loaded it (version ${version} → ${version + 1})`,
    );
    expect(await changedRows(conflict)).toEqual(['Title (changed)']);
    const kept = await t().gql(
      '{ ogcApiSettings(workspace: "harbour") { title maxOffset } }',
      {},
      await t().token('super_admin'),
    );
    expect(kept.body.data?.ogcApiSettings.title).toBe('Harbour (theirs)');
    expect(kept.body.data?.ogcApiSettings.maxOffset).not.toBe(5000);

    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await form.getByText(`version ${version + 1}`, { exact: true }).waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('Harbour (theirs)');
    await form.getByLabel('Largest offset').fill('5000');
    await form.getByRole('button', { name: 'Save features settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Features settings saved.' }).waitFor();
    const saved = await t().gql(
      '{ ogcApiSettings(workspace: "harbour") { title maxOffset } }',
      {},
      await t().token('super_admin'),
    );
    expect(saved.body.data?.ogcApiSettings).toEqual({ title: 'Harbour (theirs)', maxOffset: 5000 });
    await close();
  }, 60_000);

  it('a layer on the overview: a conflicting edit is shown, reload, then save; a service saves with its version', async () => {
    const ws = await h.workspace('geo');
    await h.layer(ws.id, 'roads');
    const { page, close } = await openAs('#/workspaces/geo');
    await page.getByRole('button', { name: 'Edit layer roads' }).click();
    const form = page.getByRole('form', { name: 'Edit layer roads' });
    await form.getByText('version 1', { exact: true }).waitFor();

    await theirEdit(
      ws.id,
      'mutation { updateLayer(workspace: "geo", service: "src", layer: "roads", input: { title: "Theirs" }) { version } }',
      {},
    );
    await form.getByLabel('Title').fill('Mine');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = conflictOf(form);
    await conflict.waitFor();
    expect(await conflict.locator('p').first().textContent()).toMatch(/^test-admin changed this layer .*version 1 → 2/);
    expect(await changedRows(conflict)).toEqual(['Title (changed)']);
    const layerNow = async () =>
      (
        await t().gql(
          '{ layer(workspace: "geo", service: "src", layer: "roads") { title version } }',
          {},
          await t().token('super_admin'),
        )
      ).body.data?.layer;
    expect(await layerNow()).toEqual({ title: 'Theirs', version: 2 });

    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    expect(await form.getByLabel('Title').inputValue()).toBe('Theirs');
    await form.getByText('version 2', { exact: true }).waitFor();
    await form.getByLabel('Title').fill('Mine, after theirs');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('version 3', { exact: true }).waitFor();
    expect(await layerNow()).toEqual({ title: 'Mine, after theirs', version: 3 });

    // The service: saved with the version read, which then moves on.
    await page.getByRole('button', { name: 'Edit service src' }).click();
    const svc = page.getByRole('form', { name: 'Edit service src' });
    await svc.getByText('version 1', { exact: true }).waitFor();
    await svc.getByLabel('Enabled').uncheck();
    await svc.getByRole('button', { name: 'Save', exact: true }).click();
    await svc.getByText('version 2', { exact: true }).waitFor();
    const s = await t().gql(
      '{ service(workspace: "geo", service: "src") { enabled version } }',
      {},
      await t().token('super_admin'),
    );
    expect(s.body.data?.service).toEqual({ enabled: false, version: 2 });
    await close();
  }, 60_000);
});
