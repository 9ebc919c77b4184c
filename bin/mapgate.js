#!/usr/bin/env -S MALLOC_TRIM_THRESHOLD_=131072 node --max-semi-space-size=8
// The first line starts Node the way mapgate is measured (bench/README.md, docs/database.md):
// - `--max-semi-space-size=8`: V8's young generation of 8 MB semi-spaces instead of 16, about 15 MB less
//   resident at idle and under load for the same CPU per request. V8 sizes it when the process starts,
//   so it cannot be set from the CLI like its other memory settings.
// - `MALLOC_TRIM_THRESHOLD_=131072`: glibc's malloc gives freed memory back to the system once 128 KB are
//   free at the top of its heap, instead of a threshold that grows with every large free (up to 32 MB);
//   the memory a start-up or a burst of load used and freed then leaves the resident set.
// `npm start`, `npx mapgate` and `npm run bench` start mapgate through this file. Started as
// `node dist/cli.js`, it needs both set by hand (docs/database.md).
// The compiled CLI when built (`npm run build`); in a development checkout, the TypeScript sources
// through @swc-node/register (decorator metadata needs a real TypeScript transform).
// `serve` holds V8's young generation at its initial size while it starts, from the first module on
// (src/cli.ts says why, and lets it grow once the server listens); a growth factor given to Node wins.
const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
if (process.argv[2] === 'serve' && !/semi-space-growth-factor/.test(given)) {
  require('node:v8').setFlagsFromString('--semi-space-growth-factor=1');
}
const fs = require('node:fs');
const path = require('node:path');

const built = path.join(__dirname, '..', 'dist', 'cli.js');
if (fs.existsSync(built) && !process.env.MAPGATE_FROM_SOURCE) {
  require(built);
} else {
  // The loader reads tsconfig.json from the working directory unless told: the CLI may run from anywhere.
  process.env.SWC_NODE_PROJECT ??= path.join(__dirname, '..', 'tsconfig.json');
  require('@swc-node/register');
  require(path.join(__dirname, '..', 'src', 'cli.ts'));
}
