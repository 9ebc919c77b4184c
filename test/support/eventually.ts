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

/** Polls until `check` holds, failing naming `what` after `ms`: for counts that grow as messages arrive. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Does `act` again (it is given the round's number) until `arrived` holds, waiting up to `waitMs` after
 * each round, failing naming `what` after `rounds`: for a subscription that starts some time after
 * subscribe (later under load) and only sends what happens once it has, so that what it should see has to
 * be made again until it does.
 */
export async function actUntil(
  act: (round: number) => Promise<void>,
  arrived: () => boolean,
  what: string,
  { rounds = 20, waitMs = 1000 } = {},
): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(i);
    for (const end = Date.now() + waitMs; Date.now() < end && !arrived();) await new Promise((r) => setTimeout(r, 50));
    if (arrived()) return;
  }
  throw new Error(`timed out waiting for ${what} (${rounds} rounds)`);
}
