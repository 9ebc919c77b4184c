import type * as Playwright from 'playwright-core';

/**
 * playwright-core as the test environment loaded it, once per worker and outside the test files' module
 * registries (test/support/environment.js). Imported into a test file, it kept that file, its app and its
 * embedded databases reachable after the file ended (docs/reliability.md, "Test suite memory").
 */
export const { chromium } = (globalThis as unknown as { mapgatePlaywright: typeof Playwright }).mapgatePlaywright;
