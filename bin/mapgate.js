#!/usr/bin/env -S node --max-semi-space-size=8
// The flag above: V8's young generation of 8 MB semi-spaces instead of 16, about 15 MB less resident at
// idle and under load for the same CPU per request (bench/README.md). V8 sizes it when the process
// starts, so it cannot be set from the CLI like its other memory settings; `npm start`, `npx mapgate`
// and `npm run bench` start mapgate through this file. Started as `node dist/cli.js`, it needs
// NODE_OPTIONS=--max-semi-space-size=8 (docs/database.md).
// The compiled CLI when built (`npm run build`); in a development checkout, the TypeScript sources
// through @swc-node/register (decorator metadata needs a real TypeScript transform).
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
