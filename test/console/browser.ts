import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CONSOLE_DIR } from '../../src/http/console';
import { useListeningApp, type TestApp } from '../support/app';
import { chromium } from '../support/playwright';

/**
 * Debian's Chromium driven by playwright-core against the real app, for the console's browser tests.
 * `.ci/run` installs Chromium and builds the console; without either, the suites say why they skip.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = !fs.existsSync(CHROMIUM)
  ? `no Chromium at ${CHROMIUM} (apt-get install chromium)`
  : !fs.existsSync(path.join(CONSOLE_DIR, 'index.html'))
    ? 'the console is not built (npm run build)'
    : undefined;
if (missing) console.warn(`skipping the console browser tests: ${missing}`);
export const browserSuite = missing ? describe.skip : describe;

/** Screenshots for the README, written when UPDATE_SCREENSHOTS=1. */
export const shot = async (page: Page, name: string) => {
  if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: `docs/img/${name}.png` });
};

export interface Opened {
  page: Page;
  /** Every request the page made outside the app's origin. */
  outside: string[];
  close: () => Promise<void>;
}

/**
 * Starts the app on a port and Chromium for the tests of a suite; `open()` gives a fresh browser (own
 * cookies) at the console, in UTC, at 1280x800 unless told otherwise.
 */
export function useBrowser(t: () => TestApp) {
  const listening = useListeningApp(t);
  let base = '';
  let browser: Browser;
  beforeAll(async () => {
    base = listening();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        // WebGL (the preview map) on the software renderer: headless Chromium has no GPU.
        '--enable-unsafe-swiftshader',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A test closes what it opened when it passes: a page still open after it is a failed test's, and what
  // the page showed and met is printed (CI keeps no screenshot), then the page is closed.
  const left = new Set<{ page: Page; met: string[] }>();
  afterEach(async () => {
    for (const o of left) {
      const text = await o.page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((err: Error) => `(unreadable: ${err.message})`);
      console.error(
        `the page at ${o.page.url()} when the test ended:\n${text.slice(0, 4_000)}\n` +
          `what it met (console errors, answers >= 400, failed requests):\n${o.met.slice(-30).join('\n') || '(nothing)'}`,
      );
      await o.page
        .context()
        .close()
        .catch(() => undefined);
    }
    left.clear();
  });

  async function open(hash = '', viewport = { width: 1280, height: 800 }): Promise<Opened> {
    const context = await browser.newContext({ viewport, timezoneId: 'UTC' });
    const page = await context.newPage();
    const outside: string[] = [];
    const opened = { page, met: [] as string[] };
    left.add(opened);
    const met = (line: string) => opened.met.push(`${new Date().toISOString()} ${line}`);
    page.on('request', (r) => {
      if (!r.url().startsWith(base)) outside.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') met(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (err) => met(`page error: ${err.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) met(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => met(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
    await page.goto(`${base}/console/${hash}`);
    return {
      page,
      outside,
      close: () => {
        left.delete(opened);
        return context.close();
      },
    };
  }

  return { open, base: () => base };
}

export async function signIn(page: Page, secret: string) {
  await page.getByLabel('API key or token').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Waits until `check` holds (the page updates after its requests answer); fails with `what` after 10 s. */
export async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
