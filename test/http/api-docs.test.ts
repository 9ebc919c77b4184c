import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '../support/app';
import { chromium } from '../support/playwright';

// The interactive API reference at /api/v1/docs/ (Swagger UI from swagger-ui-dist): served anonymously
// from the package, loading nothing from outside.
const t = useTestApp();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('GET /api/v1/docs/', () => {
  it('serves the page and every file it references from this origin, under a CSP with no outside source', async () => {
    const bare = await t().http().get('/api/v1/docs');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/api/v1/docs/');

    const page = await t().http().get('/api/v1/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toMatch(/https?:/);
    const refs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) {
      expect(ref).not.toMatch(/^(https?:)?\/\//);
      const asset = await t().http().get(`/api/v1/docs/${ref}`);
      expect([ref, asset.status]).toEqual([ref, 200]);
    }
    const init = await t().http().get('/api/v1/docs/initializer.js');
    expect(init.text).toContain("url: '../openapi.json'");
    expect(init.text).toContain('validatorUrl: null');
  });

  (fs.existsSync(CHROMIUM) ? it : it.skip)(
    'renders the operations in a headless browser without any outside request',
    async () => {
      const server = http.createServer(t().app);
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage();
        const outside: string[] = [];
        const violations: string[] = [];
        page.on('request', (r) => {
          if (!r.url().startsWith(base) && !r.url().startsWith('data:')) outside.push(r.url());
        });
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
        });
        await page.goto(`${base}/api/v1/docs/`);
        await page.locator('.opblock-tag', { hasText: 'tile-cache' }).first().waitFor({ timeout: 30_000 });
        expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
        if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: 'docs/img/api-reference.png' });
        expect(outside).toEqual([]);
        expect(violations).toEqual([]);
      } finally {
        await browser.close();
        await new Promise<void>((r) => server.close(() => r()));
      }
    },
    60_000,
  );
});
