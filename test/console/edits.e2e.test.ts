import { useTestApp } from '../support/app';
import { helpers } from '../domains/layer-groups/support';
import { createKey } from '../support/identity';
import { browserSuite, signIn, until, useBrowser } from './browser';

/**
 * No edit is lost (docs/console.md, "No edit lost"), in Chromium against the real app: an unsaved edit
 * outlives the session ending (a revoked key) and comes back after signing in again, from sessionStorage
 * and without any secret in it; leaving a changed form asks; a conflicting save offers keep mine and
 * overwrite, take theirs and a merge chosen field by field.
 */
browserSuite('no edit lost', () => {
  const t = useTestApp();
  const h = helpers(t);
  const { open } = useBrowser(t);
  const su = async () => `Bearer ${await t().token('super_admin')}`;

  it('keeps a style edit across a revocation and the sign-in after it, then saves it', async () => {
    await h.workspace('kept');
    const made = await t()
      .http()
      .post('/api/v1/workspaces/kept/styles')
      .set('Authorization', await su())
      .send({ name: 'roads', format: 'css', body: '* {\n  stroke: #000;\n}\n' });
    expect(made.status).toBe(201);
    const key = await createKey(t(), 'kept', { name: 'editor', role_id: 'admin' });
    const { page, close } = await open('#/workspaces/kept/styles');
    await signIn(page, key.key);
    await page.getByRole('button', { name: 'Edit style roads' }).click();
    const form = page.getByRole('form', { name: 'Style roads' });
    const editor = form.getByLabel('Body', { exact: true });
    await form.getByText('version 1', { exact: true }).waitFor();
    const mine = '* {\n  stroke: #2a9d8f;\n  stroke-width: 3;\n}\n';
    await editor.fill(mine);

    // The key is revoked meanwhile: the save answers that the session ended, and the sign-in form comes.
    const revoked = await t()
      .http()
      .delete(`/api/v1/workspaces/kept/apikeys/${key.id}`)
      .set('Authorization', await su());
    expect(revoked.status).toBe(204);
    await form.getByRole('button', { name: 'Save style' }).click();
    await page.getByText(/Your session ended/).waitFor();
    await page.getByLabel('API key or token').waitFor();
    // The edit waits in the tab's sessionStorage, and nothing secret does.
    const stored = String(await page.evaluate('JSON.stringify({ ...sessionStorage })'));
    expect(stored).toContain('stroke-width: 3');
    expect(stored).not.toContain(key.key);

    // Signed in again (another admin): the editor is back with the edit, said so, and saves it.
    const again = await createKey(t(), 'kept', { name: 'editor-2', role_id: 'admin' });
    await signIn(page, again.key);
    const back = page.getByRole('form', { name: 'Style roads' });
    await back.getByLabel('unsaved changes kept').waitFor();
    expect(await back.getByLabel('Body', { exact: true }).inputValue()).toBe(mine);
    await back.getByRole('button', { name: 'Save style' }).click();
    await back.getByText('version 2', { exact: true }).waitFor();
    const saved = await t()
      .http()
      .get('/api/v1/workspaces/kept/styles/roads')
      .set('Authorization', await su());
    expect(saved.body.body).toBe(mine);
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    await close();
  }, 60_000);

  it('asks before leaving a changed form, and drops its draft when the user leaves', async () => {
    await h.workspace('leave');
    const { page, close } = await open('#/workspaces/leave');
    await signIn(page, await t().token('super_admin'));
    const form = page.getByRole('form', { name: 'edit workspace' });
    await form.getByText('version 1').waitFor();
    await form.getByLabel('Workspace description').fill('not saved yet');
    // Declined: the page stays, the edit too.
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('link', { name: 'Roles' }).click();
    await until('the question was asked', async () => asked.length === 1);
    expect(asked[0]).toBe('You have unsaved changes. Leave and lose them?');
    expect(await form.getByLabel('Workspace description').inputValue()).toBe('not saved yet');
    // Accepted: the console moves on and the draft is dropped.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: 'Roles' }).click();
    await page
      .getByRole('heading', { name: 'Roles', level: 1 })
      .or(page.getByRole('heading', { name: 'Roles' }).first())
      .waitFor();
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
    await close();
  }, 60_000);

  it('a conflicting save offers keep mine and overwrite, take theirs, and a merge chosen field by field', async () => {
    const ws = await h.workspace('merge');
    const { page, close } = await open('#/workspaces/merge/ogc');
    await signIn(page, await t().token('super_admin'));
    const form = page.getByRole('form', { name: 'OGC API - Features' });
    await form.getByText(/^version \d+$/).waitFor();
    const read = async () =>
      (
        await t().gql(
          '{ ogcApiSettings(workspace: "merge") { title abstract limitMax maxOffset version } }',
          {},
          await t().token('super_admin'),
        )
      ).body.data?.ogcApiSettings;
    const theirs = async (input: string) => {
      const r = await t().gql(
        `mutation { updateOgcApiSettings(workspace: "merge", input: ${input}) { version } }`,
        {},
        await t().token('admin', ws.id),
      );
      expect(r.body.errors).toBeUndefined();
    };
    const offsetLoaded = await form.getByLabel('Largest offset').inputValue();

    // Theirs: a title and a largest page size. Mine: a title, an abstract and a largest page size.
    await theirs('{ title: "Harbour (theirs)", limitMax: 200 }');
    await form.getByLabel('Title').fill('Harbour (mine)');
    await form.getByLabel('Abstract').fill('Mine only');
    await form.getByLabel('Largest page size').fill('300');
    await form.getByRole('button', { name: 'Save features settings' }).click();
    const conflict = form.getByRole('alert', { name: 'conflicting change' });
    await conflict.waitFor();
    for (const choice of ['Keep mine and overwrite', 'Take theirs', 'Merge field by field'])
      await conflict.getByRole('button', { name: choice }).waitFor();

    // The merge: per field where mine and theirs differ, mine by default where I edited it.
    await conflict.getByRole('button', { name: 'Merge field by field' }).click();
    const title = conflict.getByRole('radiogroup', { name: 'Keep for Title' });
    expect(await title.getByRole('radio', { name: 'mine' }).isChecked()).toBe(true);
    await conflict
      .getByRole('radiogroup', { name: 'Keep for Largest page size' })
      .getByRole('radio', { name: 'theirs' })
      .check();
    await conflict.getByRole('button', { name: 'Save the merge' }).click();
    await page.getByRole('status').filter({ hasText: 'Features settings saved.' }).waitFor();
    expect(await read()).toMatchObject({ title: 'Harbour (mine)', abstract: 'Mine only', limitMax: 200 });

    // Keep mine: the edit goes over their newer version, field by field as the form has it.
    const f2 = page.getByRole('form', { name: 'OGC API - Features' });
    await until('the form moved on', async () => (await f2.getByLabel('Largest page size').inputValue()) === '200');
    await theirs('{ maxOffset: 777 }');
    await f2.getByLabel('Title').fill('Harbour (mine, again)');
    await f2.getByRole('button', { name: 'Save features settings' }).click();
    const c2 = f2.getByRole('alert', { name: 'conflicting change' });
    await c2.getByRole('button', { name: 'Keep mine and overwrite' }).click();
    await page.getByRole('status').filter({ hasText: 'Features settings saved.' }).waitFor();
    await until('mine was saved', async () => (await read()).title === 'Harbour (mine, again)');
    expect((await read()).maxOffset).toBe(Number(offsetLoaded));
    await close();
  }, 60_000);
});
