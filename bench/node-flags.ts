import fs from 'node:fs';
import path from 'node:path';

/**
 * The node flags mapgate is started with: those of bin/mapgate.js's first line
 * (`#!/usr/bin/env -S node <flags>`), which `npm start` and `npx mapgate` run. The bench and the soak
 * start dist/cli.js with them, so that they measure mapgate as it is run.
 */
export function serveNodeFlags(root: string): string[] {
  const first = fs.readFileSync(path.join(root, 'bin/mapgate.js'), 'utf8').split('\n', 1)[0];
  const m = /^#!\/usr\/bin\/env -S node\b(.*)$/.exec(first);
  if (!m) throw new Error(`bin/mapgate.js: unexpected first line ${first}`);
  return m[1].trim().split(/\s+/).filter(Boolean);
}
