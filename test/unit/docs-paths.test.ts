import fs from 'node:fs';
import path from 'node:path';

// The docs name the files they explain; a file moved or renamed must take its mentions along
// (docs/architecture.md above all: the map of the source tree). Every path of the repository's own
// folders named in README.md or docs/*.md exists (a source path may leave out its .ts or .tsx), and so
// does every file named by its name alone.
const root = path.resolve(__dirname, '../..');
const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const FOLDERS = ['src', 'test', 'bench', 'console', 'prisma', 'scripts', 'bin', 'docs'];
// A path starts a word (not inside a package name such as @prisma/adapter-pg or a URL) and ends on a
// name character (not on the sentence's full stop).
const PATH = new RegExp(`(?<![\\w@/.-])(?:${FOLDERS.join('|')})/[\\w./-]*[\\w/-]`, 'g');
// A file named without its folder (`audit.writer.ts`, `eslint.config.mjs`).
const NAME = /(?<![\w@/.-])[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|graphql|prisma|mjs|js|json|yml|md|sql)\b(?![\w/-])/g;
// docs/performance-history.md keeps the rounds as they were written, with the paths of their day.
const HISTORY = 'docs/performance-history.md';
const ARCHITECTURE = 'docs/architecture.md';

const exists = (p: string) =>
  ['', '.ts', '.tsx'].some((ext) => fs.existsSync(path.join(root, p.replace(/\/$/, '') + ext)));

/** The files under a folder of the repository, by name (what tools build or install left out). */
function filesUnder(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (['node_modules', 'dist', 'generated', 'data'].includes(e.name) || e.name.startsWith('.')) continue;
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) filesUnder(p, out);
    else out.push(p);
  }
  return out;
}
const ROOT_FILES = fs.readdirSync(root).filter((f) => fs.statSync(path.join(root, f)).isFile());
const NAMES = new Set([...ROOT_FILES, ...FOLDERS.flatMap((f) => filesUnder(f)).map((p) => path.basename(p))]);
const read = (doc: string) => fs.readFileSync(path.join(root, doc), 'utf8');
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'generated')
    .map((e) => `${dir}/${e.name}/`);

describe('paths named in the docs', () => {
  it.each(docs.filter((d) => d !== HISTORY))('%s names only paths that exist', (doc) => {
    const text = read(doc);
    const named = [...new Set([...text.matchAll(PATH)].map((m) => m[0]))];
    expect(named.filter((p) => !p.includes('*') && !exists(p))).toEqual([]);
  });

  it.each(docs.filter((d) => d !== HISTORY))('%s names only files that exist', (doc) => {
    const named = [...new Set([...read(doc).matchAll(NAME)].map((m) => m[0]))];
    expect(named.filter((n) => !NAMES.has(n))).toEqual([]);
  });

  it("the map of docs/architecture.md: each file an entry names is in that entry's folder", () => {
    const map = /## The source tree\n+```\n([\s\S]*?)```/.exec(read(ARCHITECTURE))?.[1];
    expect(map).toBeDefined();
    const wrong: string[] = [];
    let folder = '';
    for (const line of map!.split('\n')) {
      const entry = /^(src\/\S*)/.exec(line)?.[1];
      if (entry) folder = entry.endsWith('/') ? entry : '';
      if (!folder) continue;
      // Names after the entry: relative to its folder (`plugins/` too), at any depth below it.
      const rest = entry ? line.slice(entry.length) : line;
      const below = filesUnder(folder.replace(/\/$/, ''));
      for (const [n] of rest.matchAll(NAME)) if (!below.some((p) => p.endsWith(`/${n}`))) wrong.push(folder + n);
    }
    expect(wrong).toEqual([]);
  });

  it('docs/architecture.md names every folder of src/, every domain and every Apollo plugin', () => {
    const text = read(ARCHITECTURE);
    const plugins = fs.readdirSync(path.join(root, 'src/graphql/plugins')).map((f) => f);
    const required = [...folders('src'), ...folders('src/domains'), ...plugins];
    expect(required.filter((p) => !text.includes(p))).toEqual([]);
  });
});
