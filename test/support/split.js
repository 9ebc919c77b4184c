/**
 * Which run takes each file whose tests do not depend on the run's database (jest.config.js, sameOnEither)
 * when `.ci/run` runs the suite on the embedded database and on PostgreSQL side by side
 * (MAPGATE_TEST_SPLIT=1 on both): each such file runs once, in the run that would otherwise end first, so
 * that the two end together (docs/reliability.md, "Time").
 *
 * Both runs compute the same split from the same inputs: the test files on disk and the seconds each file
 * took in each run, test/support/durations.json (written by `node test/support/split.js --record
 * <pglite.json> <postgres.json>` from two `--json` results; a file it does not know counts DEFAULT_SECONDS).
 * Stale figures only make the split less even, never drop or repeat a file.
 *
 * Plain CommonJS: jest.config.js loads it before anything is transformed.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const DURATIONS = path.join(__dirname, 'durations.json');
/** The seconds counted for a file durations.json does not know (about a median file's). */
const DEFAULT_SECONDS = 5;

/** Every test file under test/, relative to the root, in a stable order. */
function testFiles(dir = path.join(ROOT, 'test')) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...testFiles(full));
    else if (e.name.endsWith('.test.ts')) out.push(path.relative(ROOT, full).split(path.sep).join('/'));
  }
  return out.sort();
}

function durations() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS, 'utf8'));
  } catch {
    return { pglite: {}, postgres: {} };
  }
}

/**
 * The shared files (those matching `shared`, patterns as in testPathIgnorePatterns with <rootDir>) each
 * run takes: the longest first, each to the run with the fewer seconds so far, counting from the seconds
 * of the files only that run has.
 */
function split(shared) {
  const patterns = shared.map((p) => new RegExp(p.replace('<rootDir>/', '^')));
  const isShared = (f) => patterns.some((re) => re.test(f));
  const d = durations();
  const secs = (run, f) => d[run]?.[f] ?? DEFAULT_SECONDS;
  const files = testFiles();
  const total = { pglite: 0, postgres: 0 };
  for (const f of files) {
    if (isShared(f)) continue;
    total.pglite += secs('pglite', f);
    total.postgres += secs('postgres', f);
  }
  const taken = { pglite: [], postgres: [] };
  const sharedFiles = files
    .filter(isShared)
    .map((f) => ({ f, s: d.pglite?.[f] ?? d.postgres?.[f] ?? DEFAULT_SECONDS }))
    .sort((a, b) => b.s - a.s || (a.f < b.f ? -1 : 1));
  for (const { f, s } of sharedFiles) {
    const run = total.pglite <= total.postgres ? 'pglite' : 'postgres';
    taken[run].push(f);
    total[run] += s;
  }
  return { taken, total };
}

/** testPathIgnorePatterns for one file (its path from the root, exactly). */
const exactly = (f) => `<rootDir>/${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** Records each file's seconds per run from jest's `--json` results (the runs named by their file names). */
function record(files) {
  const known = new Set(testFiles());
  // The results may come from another checkout (a fresh clone): a file is named from its test/ folder on.
  const named = (name) => {
    const parts = name.split(path.sep);
    for (let i = parts.indexOf('test'); i >= 0; i = parts.indexOf('test', i + 1)) {
      const rel = parts.slice(i).join('/');
      if (known.has(rel)) return rel;
    }
    return undefined;
  };
  const out = { pglite: {}, postgres: {} };
  for (const file of files) {
    const run = path.basename(file).startsWith('postgres') ? 'postgres' : 'pglite';
    const results = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const r of results.testResults) {
      if (!r.endTime || !r.startTime) continue;
      const rel = named(r.name);
      if (rel) out[run][rel] = Math.round((r.endTime - r.startTime) / 100) / 10;
    }
  }
  for (const run of Object.keys(out))
    out[run] = Object.fromEntries(Object.entries(out[run]).sort(([a], [b]) => (a < b ? -1 : 1)));
  fs.writeFileSync(DURATIONS, `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `wrote ${path.relative(ROOT, DURATIONS)}: ${Object.keys(out.pglite).length} + ${Object.keys(out.postgres).length} files`,
  );
}

if (require.main === module) {
  const [flag, ...files] = process.argv.slice(2);
  if (flag !== '--record' || files.length === 0) {
    console.error('usage: node test/support/split.js --record <pglite.json> <postgres.json>');
    process.exit(2);
  }
  record(files);
}

module.exports = { split, exactly, testFiles };
