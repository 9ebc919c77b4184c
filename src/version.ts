import fs from 'node:fs';
import path from 'node:path';

/** The package's version; src/ and dist/ both sit right below package.json. */
export const version: string = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;
