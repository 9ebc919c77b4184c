import fs from 'node:fs';
import path from 'node:path';

// The docs name the files they explain; a file moved or renamed must take its mentions along
// (docs/architecture.md above all: the map of the source tree). Every path of the repository's own
// folders named in README.md or docs/*.md exists (a source path may leave out its .ts or .tsx).
const root = path.resolve(__dirname, '../..');
const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const FOLDERS = ['src', 'test', 'bench', 'console', 'prisma', 'scripts', 'bin', 'docs'];
// A path starts a word (not inside a package name such as @prisma/adapter-pg or a URL) and ends on a
// name character (not on the sentence's full stop).
const PATH = new RegExp(`(?<![\\w@/.-])(?:${FOLDERS.join('|')})/[\\w./-]*[\\w/-]`, 'g');
// docs/performance-history.md keeps the rounds as they were written, with the paths of their day.
const HISTORY = 'docs/performance-history.md';

const exists = (p: string) =>
  ['', '.ts', '.tsx'].some((ext) => fs.existsSync(path.join(root, p.replace(/\/$/, '') + ext)));

describe('paths named in the docs', () => {
  it.each(docs.filter((d) => d !== HISTORY))('%s names only paths that exist', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    const named = [...new Set([...text.matchAll(PATH)].map((m) => m[0]))];
    expect(named.filter((p) => !p.includes('*') && !exists(p))).toEqual([]);
  });

  it('docs/architecture.md names the folders of src/', () => {
    const text = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(text.match(PATH)?.length).toBeGreaterThan(20);
  });
});
