import fs from 'node:fs';
import path from 'node:path';

/** The package's version; src/base/ and dist/base/ both sit two folders below package.json. */
export const version: string = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
).version;
