/**
 * Whether the running test has failed so far (its function threw, an assertion failed, it timed out):
 * for afterEach hooks that print what a failed test left behind. Set by test/support/environment.js.
 */
export const testFailed = (): boolean => (globalThis as { mapgateTestFailed?: boolean }).mapgateTestFailed === true;
