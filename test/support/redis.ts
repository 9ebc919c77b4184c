import { spawnSync } from 'node:child_process';

/**
 * Why tests that need Redis at `url` cannot run here, or undefined when they can. Decided when the test
 * file loads (a child process PINGs it, 1 s at most), so that a missing Redis skips those tests visibly
 * (`describe.skip`) instead of letting them pass empty.
 */
export function redisSkipReason(url: string): string | undefined {
  if (process.env.SKIP_REDIS_TESTS) return 'SKIP_REDIS_TESTS is set';
  const { hostname, port } = new URL(url);
  const probe = `
    const s = require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)});
    const done = (why) => { s.destroy(); process.stdout.write(why || ''); process.exit(0); };
    s.setTimeout(1000, () => done('no answer within 1 s'));
    s.once('error', (e) => done('unreachable (' + e.message + ')'));
    s.once('connect', () => s.write('PING\\r\\n'));
    s.once('data', (d) => done(String(d).startsWith('+PONG') ? '' : 'unexpected reply ' + String(d).trim()));`;
  const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 5000 });
  const why = r.status === 0 ? r.stdout : 'the probe did not finish';
  return why ? `Redis at ${url}: ${why}` : undefined;
}
