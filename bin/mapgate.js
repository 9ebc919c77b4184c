#!/usr/bin/env node
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
