import fs from 'node:fs';
import path from 'node:path';
import { RESOURCE_NAME, ROLE_ID, WORKSPACE_NAME } from '../../src/base/validate';

// Each name pattern is written once, in src/base/validate.ts; the zod checks, their 400 messages, the
// GraphQL descriptions and the workspace document's JSON Schema take it from there (docs/security.md, "Names").
// The console (console/src) is built apart from the server and keeps its own copy for its suggestions and
// form checks; the last test holds each copy to the server's pattern.
const root = path.resolve(__dirname, '../..');
const sources = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) return p === 'src/generated' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
// The start both name patterns share: a letter or digit, then letters, digits, '.', '_' or '-'.
const WRITTEN = '[A-Za-z0-9][A-Za-z0-9._-]';

describe('name patterns', () => {
  it('are written in src/base/validate.ts only', () => {
    expect(WORKSPACE_NAME.source.startsWith(`^${WRITTEN}`)).toBe(true);
    expect(RESOURCE_NAME.source.startsWith(`^${WRITTEN}`)).toBe(true);
    const writers = sources('src').filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes(WRITTEN));
    expect(writers).toEqual(['src/base/validate.ts']);
  });

  it('reach the JSON Schema of workspace documents as written', () => {
    const text = fs.readFileSync(path.join(root, 'docs/workspace-document.schema.json'), 'utf8');
    const patterns = new Set([...text.matchAll(/"pattern": "((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)));
    expect([...patterns].filter((p) => p.includes(WRITTEN))).toEqual([RESOURCE_NAME.source]);
  });

  it('reach the copies of the console unchanged', () => {
    const source = (file: string) => fs.readFileSync(path.join(root, 'console/src', file), 'utf8');
    // A layer name the console suggests for a table.
    expect(/const NAME = \/(.*)\/;/.exec(source('screens/ServiceTables.tsx'))?.[1]).toBe(RESOURCE_NAME.source);
    // The role id form's pattern attribute (anchored by the browser; '-' escaped as its v flag wants).
    const attr = /id="role-id"[\s\S]*?pattern="([^"]*)"/.exec(source('screens/Roles.tsx'))?.[1];
    expect(`^${attr?.replace(/\\-/g, '-')}$`).toBe(ROLE_ID.source);
  });
});
