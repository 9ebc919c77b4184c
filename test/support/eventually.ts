/**
 * Polls until `check` passes, failing with its last error after `ms`: for what arrives asynchronously
 * (an invalidation over the bus, a background write), where asserting at once would race it.
 */
export async function eventually(check: () => void | Promise<void>, ms = 5000, everyMs = 50): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
