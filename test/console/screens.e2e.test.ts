import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useTestApp } from '../support/app';
import { bearer, createKey, createWorkspace } from '../support/identity';
import { insertEvents } from '../domains/audit/support';
import { browserSuite, shot, signIn, until, useBrowser } from './browser';

/**
 * The console's screens of one workspace (styles, layer groups, OGC settings, claim mappings, the
 * connection test) and its global screens (roles, sessions, audit, cache, integrity), in Chromium
 * against the real app.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-console-'));
const allowed = path.join(dataDir, 'files');
fs.mkdirSync(allowed);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

browserSuite('the console’s screens in Chromium', () => {
  const t = useTestApp({ MAPGATE_DATA_DIR: dataDir, MAPGATE_ALLOWED_PATHS: allowed });
  const { open } = useBrowser(t);
  const su = async () => bearer(await t().token('super_admin'));

  const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
  const cellTexts = async (page: Page, table: string, column: number) =>
    rows(page, table).locator(`td:nth-child(${column})`).allTextContents();

  async function createStyle(ws: string, name: string, body: string, format = 'css') {
    const res = await t()
      .http()
      .post(`/api/v1/workspaces/${ws}/styles`)
      .set(await su())
      .send({ name, format, body });
    expect(res.status).toBe(201);
  }

  it('edits a style: a refused save shows the validator’s diagnostic at its line and column and marks the line', async () => {
    await createWorkspace(t(), 'carto');
    await createStyle('carto', 'roads', '* {\n  stroke: #000;\n}\n');
    const { page, outside, close } = await open('#/workspaces/carto/styles');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'Edit style roads' }).click();
    const editor = page.getByLabel('Body', { exact: true });
    await until('the body is loaded', async () => (await editor.inputValue()).includes('stroke: #000'));

    // Line 5, column 11 is where the CSS validator finds a double colon.
    const broken = '* {\n  stroke: #000;\n  stroke-width: 2px\n}\nfoo { bar:: }\n';
    await editor.fill(broken);
    await page.getByRole('button', { name: 'Save style' }).click();
    await page.getByRole('alert').filter({ hasText: 'at line 5, column 11' }).waitFor();
    const problems = page.getByRole('list', { name: 'Problems found by the server' });
    expect(await problems.locator('li').allTextContents()).toEqual(['Line 5, column 11: Double colon']);
    // The line is marked in the gutter and behind the text; the textarea says it is invalid.
    expect(await page.locator('.gutter .bad').allTextContents()).toEqual(['5']);
    expect(await page.locator('.marks .mark').getAttribute('data-line')).toBe('5');
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await problems.scrollIntoViewIfNeeded();
    await shot(page, 'console-style-diagnostic');

    // The diagnostic takes the cursor to its line and column.
    await problems.getByRole('button', { name: 'Line 5, column 11' }).click();
    const caret = await page.evaluate<number>("document.getElementById('style-body').selectionStart");
    expect(caret).toBe(broken.split('\n').slice(0, 4).join('\n').length + 1 + 10);
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('style-body');

    // Nothing was saved; a fixed body saves and the marks go.
    const stored = await t()
      .http()
      .get('/api/v1/workspaces/carto/styles/roads')
      .set(await su());
    expect(stored.body.body).toBe('* {\n  stroke: #000;\n}\n');
    await editor.fill('* {\n  stroke: #000;\n  stroke-width: 2px;\n}\n');
    await page.getByRole('button', { name: 'Save style' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved roads.' }).waitFor();
    expect(await page.locator('.gutter .bad').count()).toBe(0);
    const saved = await t()
      .http()
      .get('/api/v1/workspaces/carto/styles/roads')
      .set(await su());
    expect(saved.body.body).toBe('* {\n  stroke: #000;\n  stroke-width: 2px;\n}\n');
    expect(outside).toEqual([]);
    await close();
  });

  it('a new style with an invalid body shows the diagnostic and creates nothing; fixed, it is created', async () => {
    await createWorkspace(t(), 'carto2');
    const { page, close } = await open('#/workspaces/carto2/styles');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'New style' }).click();
    await page.getByLabel('Name', { exact: true }).fill('bad');
    await page.getByLabel('Format').selectOption('mapbox');
    await page.getByLabel('Body', { exact: true }).fill('{"version": 8,\n "sources": {},\n "layers": [ {"id": 1} ]\n}');
    await page.getByRole('button', { name: 'Create style' }).click();
    const problems = page.getByRole('list', { name: 'Problems found by the server' });
    await problems.waitFor();
    expect(await problems.locator('li').first().textContent()).toMatch(/^Line 3: layers\[0\]/);
    expect(await page.locator('.gutter .bad').allTextContents()).toEqual(['3']);
    const res = await t()
      .http()
      .get('/api/v1/workspaces/carto2/styles/bad')
      .set(await su());
    expect(res.status).toBe(404);
    // Fixed, it is created, and the editor stays open on it.
    await page.getByLabel('Body', { exact: true }).fill('{"version": 8,\n "sources": {},\n "layers": []\n}');
    await page.getByRole('button', { name: 'Create style' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved bad.' }).waitFor();
    await page.getByRole('form', { name: 'Style bad' }).waitFor();
    await page.getByRole('cell', { name: 'bad', exact: true }).waitFor();
    const created = await t()
      .http()
      .get('/api/v1/workspaces/carto2/styles/bad')
      .set(await su());
    expect(created.body.format).toBe('mapbox');
    await close();
  });

  it('audit log: filters by principal, action and status, time, and pages with the server’s cursor', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    await insertEvents(
      t(),
      Array.from({ length: 12 }, (_, i) => ({
        occurred_at: day(i + 1),
        principal: 'alice',
        operation: 'createWorkspace',
      })),
    );
    await insertEvents(
      t(),
      Array.from({ length: 3 }, (_, i) => ({
        occurred_at: day(i + 1),
        principal: 'bob',
        surface: 'graphql',
        action: 'security',
        status: 403,
        operation: 'deleteWorkspace',
      })),
    );
    const { page, close } = await open('#/audit');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();

    await page.getByLabel('Principal').fill('alice');
    await page.getByLabel('Per page').selectOption('10');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await until('ten of alice’s events show', async () => (await rows(page, 'audit events').count()) === 10);
    expect(new Set(await cellTexts(page, 'audit events', 2))).toEqual(new Set(['alice (mapgate_token)']));
    const first = await cellTexts(page, 'audit events', 1);
    await page.getByRole('button', { name: 'Older' }).click();
    await until('the second page shows', async () => (await rows(page, 'audit events').count()) === 2);
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    const second = await cellTexts(page, 'audit events', 1);
    expect(second.some((w) => first.includes(w))).toBe(false);
    await page.getByRole('button', { name: 'Newer' }).click();
    await until('the first page is back', async () => (await rows(page, 'audit events').count()) === 10);
    expect(await cellTexts(page, 'audit events', 1)).toEqual(first);

    // Since 10 January: three of alice's events.
    await page.getByLabel('Since').fill('2026-01-10T00:00:00');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await until('three events since the 10th', async () => (await rows(page, 'audit events').count()) === 3);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Action').selectOption('security');
    await page.getByLabel('HTTP status').fill('403');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await until('only bob’s refusals show', async () => (await rows(page, 'audit events').count()) === 3);
    expect(new Set(await cellTexts(page, 'audit events', 4))).toEqual(new Set(['deleteWorkspace']));
    expect(new Set(await cellTexts(page, 'audit events', 7))).toEqual(new Set(['403']));

    await page.getByLabel('Principal').fill('nobody');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No events match.').waitFor();

    // By a part of the text, any case: "B" of bob with "WORKSPACE" of deleteWorkspace, sent to the server.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Match text').selectOption('contains');
    await page.getByLabel('Principal').fill('B');
    await page.getByLabel('Operation').fill('WORKSPACE');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await until('bob’s events by parts of the texts', async () => (await rows(page, 'audit events').count()) === 3);
    expect(new Set(await cellTexts(page, 'audit events', 2))).toEqual(new Set(['bob (mapgate_token)']));
    await page.getByLabel('Principal').fill('LIC');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await until('ten of alice’s events by a part of her name', async () =>
      (await cellTexts(page, 'audit events', 2)).every((p) => p === 'alice (mapgate_token)'),
    );
    expect(await rows(page, 'audit events').count()).toBe(10);
    await close();
  });

  it('a viewer cannot write: global screens are not offered, roles are read-only, refusals show the server’s words', async () => {
    await createWorkspace(t(), 'parks');
    // A long principal (the key's name) wraps in the header: no screen grows past 390 px for it.
    const viewer = await createKey(t(), 'parks', {
      name: 'parks-viewer-for-the-regional-planning-office-and-its-contractors',
      role_id: 'viewer',
    });
    const { page, close } = await open();
    await signIn(page, viewer.key);
    const nav = page.getByRole('navigation', { name: 'console' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Workspaces', 'Roles']);
    expect(await page.getByRole('button', { name: 'parks', exact: true }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('cell', { name: 'viewer', exact: true }).first().waitFor();
    await page.getByText('Read-only: only a super admin adds or deletes roles.').waitFor();
    expect(await page.getByRole('button', { name: 'Create role' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.locator('input, select, textarea').count()).toBe(0);

    // Typed addresses are refused by the server, whose message is shown, and offer no writes.
    for (const [hash, message] of [
      ['#/audit', 'requires super_admin'],
      ['#/sessions', 'requires super_admin'],
      ['#/workspaces/parks/styles', 'requires the admin role in this workspace'],
      ['#/workspaces/parks/claim-mappings', 'requires the admin role in this workspace'],
      ['#/workspaces/parks/layer-groups', 'requires the admin role in this workspace'],
      ['#/workspaces/parks/ogc', 'requires the admin role in this workspace'],
      ['#/workspaces/parks/tile-jobs', 'requires the admin role in this workspace'],
    ]) {
      await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await page.getByRole('button', { name: /^(New|Add|Create|Save|Apply|Delete|Revoke|Plan)/ }).count()).toBe(
        0,
      );
      expect(await page.locator('main form').count()).toBe(0);
    }
    await page.setViewportSize({ width: 390, height: 800 });
    for (const hash of ['#/', '#/roles', '#/workspaces/parks/tile-jobs']) {
      await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
      await page.getByRole('heading').first().waitFor();
      expect([hash, await page.evaluate<number>(OVERFLOW)]).toEqual([hash, 0]);
    }
    await close();
  });

  it('a workspace admin manages the workspace’s claim mappings but not roles or global mappings', async () => {
    await createWorkspace(t(), 'lakes');
    const admin = await createKey(t(), 'lakes', { name: 'a', role_id: 'admin' });
    const { page, close } = await open();
    await signIn(page, admin.key);
    const nav = page.getByRole('navigation', { name: 'console' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Workspaces', 'Roles']);
    await page.getByRole('button', { name: 'lakes', exact: true }).click();
    await page.getByRole('link', { name: 'Claim mappings' }).click();
    await page.getByLabel('Claim value').fill('hydrologists');
    // Only a global mapping grants super_admin: it is not offered here.
    expect(await page.getByLabel('Role').locator('option').allTextContents()).toEqual([
      'Administrator (admin)',
      'Editor (editor)',
      'Viewer (viewer)',
    ]);
    await page.getByLabel('Role').selectOption('editor');
    await page.getByLabel('Priority').fill('5');
    await page.getByRole('button', { name: 'Add mapping' }).click();
    await page.getByRole('cell', { name: 'hydrologists', exact: true }).waitFor();
    const listed = await t()
      .http()
      .get('/api/v1/workspaces/lakes/claim-mappings')
      .set(await su());
    expect(listed.body.claim_mappings).toMatchObject([
      { claim_name: 'groups', claim_value: 'hydrologists', role_id: 'editor', priority: 5 },
    ]);
    // Delete asks first; cancel keeps it, confirm removes it.
    await page.getByRole('button', { name: 'Delete mapping groups=hydrologists' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete mapping groups=hydrologists' }).click();
    await page
      .getByRole('group', { name: /Delete the mapping/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No claim mappings yet.').waitFor();

    await nav.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('cell', { name: 'admin', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Create role' }).count()).toBe(0);
    await close();
  });

  it('super admin: roles, global claim mappings and sessions (list and revoke)', async () => {
    const { page, close } = await open('#/roles');
    await signIn(page, await t().token('super_admin'));
    await page.getByLabel('Role id').fill('auditor');
    await page.getByLabel('Description', { exact: true }).fill('Reads the audit log');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('cell', { name: 'Reads the audit log' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete role viewer' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Global claim mappings' }).click();
    await page.getByLabel('Claim value').fill('auditors');
    await page.getByLabel('Role').selectOption('auditor');
    await page.getByRole('button', { name: 'Add mapping' }).click();
    await page.getByRole('cell', { name: 'auditors', exact: true }).waitFor();

    // A role in use is refused with the server's message.
    await page.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Delete role auditor' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /claim mapping/ })
      .waitFor();

    // Another browser's session is listed and revoked; that browser's next write sends it back to sign in.
    await createWorkspace(t(), 'rivers');
    const them = await open('#/workspaces/rivers/claim-mappings');
    await signIn(them.page, (await createKey(t(), 'rivers', { name: 'river-admin', role_id: 'admin' })).key);
    await them.page.getByLabel('Claim value').fill('boaters');
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('cell', { name: '(this session)' }).waitFor();
    await page.getByRole('button', { name: /^Revoke session of .*river-admin/ }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByRole('cell', { name: /^revoked/ }).waitFor();
    await them.page.getByRole('button', { name: 'Add mapping' }).click();
    await them.page.getByText(/Your session ended/).waitFor();
    await them.page.getByLabel('API key or token').waitFor();
    await them.close();

    // "Revoke all others" asks first, then ends every other active session and keeps this one.
    const others = [await open(), await open()];
    for (const [i, o] of others.entries())
      await signIn(o.page, (await createKey(t(), 'rivers', { name: `other-${i}`, role_id: 'admin' })).key);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('cell', { name: 'other-1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Revoke all others' }).click();
    await page
      .getByRole('group', { name: /Revoke the 2 other active sessions/ })
      .getByRole('button', { name: 'Revoke all others' })
      .click();
    await until('both other sessions are revoked', async () => {
      const rows = await page.getByRole('table', { name: 'sessions' }).locator('tbody tr').allTextContents();
      return rows.filter((r) => /other-\d/.test(r) && /revoked/.test(r)).length === 2;
    });
    const rows = await page.getByRole('table', { name: 'sessions' }).locator('tbody tr').allTextContents();
    expect(rows.find((r) => r.includes('(this session)'))).toMatch(/active/);
    expect(await page.getByRole('button', { name: 'Revoke all others' }).count()).toBe(0);
    for (const o of others) await o.close();
    await close();
  });

  /** Controls without a label (a <label>, aria-label or aria-labelledby), by tag and id. */
  const UNLABELED = `[...document.querySelectorAll('input, select, textarea, button')]
    .filter((el) => !(el.labels && el.labels.length) && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby') && !(el.tagName === 'BUTTON' && el.textContent.trim()))
    .map((el) => el.tagName.toLowerCase() + '#' + el.id)`;
  const OVERFLOW = 'document.documentElement.scrollWidth - window.innerWidth';

  it('every control has a label, and no screen is wider than a narrow window (390 px) or 1280 x 800', async () => {
    await createWorkspace(t(), 'w');
    await createStyle('w', 's', '* {\n  stroke: #000;\n}\n');
    const screens: [string, string?][] = [
      ['#/'],
      ['#/roles'],
      ['#/claim-mappings'],
      ['#/sessions'],
      ['#/audit'],
      ['#/cache'],
      ['#/integrity'],
      ['#/tile-matrix-sets'],
      ['#/workspaces/w'],
      ['#/workspaces/w/services'],
      ['#/workspaces/w/styles', 'Edit style s'],
      ['#/workspaces/w/layer-groups', 'New layer group'],
      ['#/workspaces/w/ogc'],
      ['#/workspaces/w/claim-mappings'],
      ['#/workspaces/w/tile-jobs'],
      ['#/audit', 'Live'],
    ];
    for (const viewport of [
      { width: 390, height: 800 },
      { width: 1280, height: 800 },
    ]) {
      const { page, close } = await open('', viewport);
      await signIn(page, await t().token('super_admin'));
      for (const [hash, press] of screens) {
        await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
        await until(`${hash} has loaded`, async () => (await page.getByText(/^Loading/).count()) === 0);
        await page.getByRole('heading').first().waitFor();
        if (press === 'Live') {
          await page.getByRole('checkbox', { name: /^Live/ }).check();
          await page.getByRole('status', { name: 'live tail' }).getByText(/^Live/).waitFor();
        } else if (press) {
          await page.getByRole('button', { name: press }).click();
          if (press === 'New layer group') await page.getByRole('button', { name: 'Add member' }).click();
          await page.getByRole('form').first().waitFor();
        }
        expect([hash, await page.evaluate<string[]>(UNLABELED)]).toEqual([hash, []]);
        expect([hash, viewport.width, await page.evaluate<number>(OVERFLOW)]).toEqual([hash, viewport.width, 0]);
      }
      await close();
    }
  });

  it('keyboard: a skip link to the content, focus on each new screen’s heading, links to the API references', async () => {
    await createWorkspace(t(), 'focus');
    const { page, close } = await open();
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('heading', { name: 'Workspaces' }).waitFor();
    const focused = () => page.evaluate<string>('document.activeElement.id + "|" + document.activeElement.textContent');

    // The first Tab reaches the skip link; following it puts focus on the content, the route unchanged.
    await page.evaluate('document.activeElement.blur()');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('|Skip to content');
    await page.keyboard.press('Enter');
    expect((await focused()).split('|')[0]).toBe('main');
    expect(await page.evaluate<string>('location.hash')).toBe('');

    // A new screen, and a new tab of a workspace: focus on its heading, not left on the body.
    await page.getByRole('navigation', { name: 'console' }).getByRole('link', { name: 'Roles' }).click();
    await until('focus is on the Roles heading', async () => (await focused()) === 'roles-title|Roles');
    await page.evaluate("location.hash = '#/workspaces/focus/styles'");
    await until('focus is on the Styles heading', async () => (await focused()) === 'styles-title|Styles');

    // The GraphQL IDE and the API reference are linked, and answer.
    for (const name of ['GraphQL IDE', 'API reference', 'OpenAPI document']) {
      const href = await page.getByRole('contentinfo').getByRole('link', { name }).getAttribute('href');
      const res = await page.request.get(new URL(href!, page.url()).href, {
        headers: { Accept: 'text/html,application/json' },
      });
      expect([name, res.status()]).toEqual([name, 200]);
    }
    await close();
  });

  it('keyboard: the style editor indents with Tab and is left with Escape then Tab; confirmations take and give back focus', async () => {
    await createWorkspace(t(), 'keys');
    await createStyle('keys', 'k', '* {\n}\n');
    const { page, close } = await open('#/workspaces/keys/styles');
    await signIn(page, await t().token('super_admin'));
    await page.getByRole('button', { name: 'Edit style k' }).click();
    const editor = page.getByLabel('Body', { exact: true });
    await until('the body is loaded', async () => (await editor.inputValue()) === '* {\n}\n');
    await editor.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The indent is applied by a re-render that also puts the caret back; type once it is there.
    await until('the indent is in', async () => (await editor.inputValue()) === '* {\n  \n}\n');
    await page.keyboard.type('stroke: #000;');
    await until('the text is typed', async () => (await editor.inputValue()) === '* {\n  stroke: #000;\n}\n');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.id')).not.toBe('style-body');
    await page.getByRole('button', { name: 'Save style' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved k.' }).waitFor();

    // Delete: Enter asks, focus is on the confirming button; Escape cancels and focus returns.
    await page.getByRole('button', { name: 'Delete style k' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Delete');
    await page.keyboard.press('Escape');
    await until(
      'focus is back',
      async () =>
        (await page.evaluate<string>('document.activeElement.getAttribute("aria-label")')) === 'Delete style k',
    );
    await close();
  });
});
