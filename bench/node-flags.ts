import fs from 'node:fs';
import path from 'node:path';

/**
 * How mapgate is started: the environment variables and node flags of bin/mapgate.js's first line
 * (`#!/usr/bin/env -S [NAME=value ...] node <flags>`), which `npm start` and `npx mapgate` run. The bench
 * and the soak start dist/cli.js the same way (and the baseline without them), so that they measure
 * mapgate as it is run.
 */
export function serveCommand(root: string): { env: Record<string, string>; flags: string[] } {
  const first = fs.readFileSync(path.join(root, 'bin/mapgate.js'), 'utf8').split('\n', 1)[0];
  const m = /^#!\/usr\/bin\/env -S((?:\s+[A-Za-z_][A-Za-z0-9_]*=\S*)*)\s+node\b(.*)$/.exec(first);
  if (!m) throw new Error(`bin/mapgate.js: unexpected first line ${first}`);
  const env = Object.fromEntries(
    m[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return { env, flags: m[2].trim().split(/\s+/).filter(Boolean) };
}
