// Preloaded into a `mapgate serve` by test/cli/loaded-modules.test.ts (NODE_OPTIONS=--require): when the
// process exits, writes the files it had loaded through require to $MAPGATE_LOADED_MODULES_FILE.
const fs = require('node:fs');

process.once('exit', () => {
  fs.writeFileSync(process.env.MAPGATE_LOADED_MODULES_FILE, JSON.stringify(Object.keys(require.cache)));
});
