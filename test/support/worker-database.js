const fs = require('node:fs');
const { Blob } = require('node:buffer');

/**
 * One embedded database per Jest worker, lent to one test file after another (loaded by
 * test/support/environment.js, so this state lives as long as the worker). Starting a PGlite from the
 * run's template costs 1.2-1.9 s of CPU and about 230 MB of WebAssembly memory, which V8 gave back only
 * late or not at all when each file made its own (docs/reliability.md, "Test suite memory and time").
 *
 * The PGlite module is the worker's (this realm's), and so is the instance: test files reach the same
 * module through jest.config.js's moduleNameMapper (test/support/pglite-module.js), so that
 * `instanceof` checks on its classes (the Prisma adapter's on `DatabaseError`) hold in every file.
 *
 * A file returns the database with its rows reset (test/support/database.ts); `release` restores
 * the rest (sequences, session state, the JavaScript parsers) and compares the database with the
 * template's fingerprint. A file that changed anything beyond that (a table renamed and not renamed
 * back, a trigger, a role, a LISTEN, an open transaction...) makes the next file get a new instance.
 */

/** Schemas of PostgreSQL itself, left out of the fingerprint. */
const SYSTEM = `('pg_catalog', 'information_schema', 'pg_toast')`;
const USER_NS = `NOT IN ${SYSTEM} AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'`;

/**
 * What a file could change in the database beyond rows and sequence values, as one text: relations,
 * columns with their types and defaults, constraints, indexes, triggers, functions, enum labels,
 * schemas, roles, per-database settings, extensions, LISTEN channels, prepared statements, cursors and
 * session settings.
 */
const SCHEMA_FINGERPRINT = `
SELECT coalesce(string_agg(x, E'\\n' ORDER BY x), '') AS fingerprint FROM (
  SELECT format('rel %I.%I %s %s %s', n.nspname, c.relname, c.relkind, c.relpersistence, c.relrowsecurity)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname ${USER_NS}
  UNION ALL SELECT format('col %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped AND n.nspname ${USER_NS}
  UNION ALL SELECT format('con %s %s %s', co.conrelid::regclass, co.conname, pg_get_constraintdef(co.oid))
    FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE n.nspname ${USER_NS}
  UNION ALL SELECT format('idx %s', pg_get_indexdef(i.indexrelid))
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname ${USER_NS}
  UNION ALL SELECT format('trg %s %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled, pg_get_triggerdef(t.oid))
    FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT format('fn %s %s', p.oid::regprocedure, md5(coalesce(p.prosrc, '')))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname ${USER_NS}
  UNION ALL SELECT format('enum %s %s %s', e.enumtypid::regtype, e.enumsortorder, e.enumlabel) FROM pg_enum e
  UNION ALL SELECT format('type %s %s', t.oid::regtype, t.typtype)
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname ${USER_NS}
  UNION ALL SELECT format('ns %I', nspname) FROM pg_namespace
  UNION ALL SELECT format('role %I %s %s', rolname, rolsuper, rolcanlogin) FROM pg_roles
  UNION ALL SELECT format('dbset %s %s %s', setdatabase, setrole, setconfig) FROM pg_db_role_setting
  UNION ALL SELECT format('ext %s %s', extname, extversion) FROM pg_extension
  UNION ALL SELECT format('listen %s', ch) FROM pg_listening_channels() ch
  UNION ALL SELECT format('prepared %s', name) FROM pg_prepared_statements
  UNION ALL SELECT format('cursor %s', name) FROM pg_cursors
  UNION ALL SELECT format('set %s=%s', name, setting) FROM pg_settings WHERE source = 'session'
) s(x)`;

const SEQUENCES = `SELECT format('%I.%I', schemaname, sequencename) AS name, start_value::text AS start,
  last_value::text AS last FROM pg_sequences`;
const TABLES = `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ${SYSTEM}`;

/** One query giving a digest of every table's rows, in a stable order. */
const contentsQuery = (tables) =>
  tables
    .map(
      (t) =>
        `SELECT ${literal(t)} AS t, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS d FROM ${t} r`,
    )
    .join(' UNION ALL ');
const literal = (s) => `'${s.replace(/'/g, "''")}'`;

/** The digest of a table without rows. */
const EMPTY = 'd41d8cd98f00b204e9800998ecf8427e';

async function contents(pglite, tables) {
  return tables.length ? (await pglite.query(contentsQuery(tables))).rows : [];
}

/** Everything `release` compares, as one string. */
async function fingerprint(pglite, tables) {
  const [schema] = (await pglite.query(SCHEMA_FINGERPRINT)).rows;
  const sequences = (await pglite.query(SEQUENCES)).rows.map((r) => `${r.name}=${r.last}`).join(',');
  const rows = (await contents(pglite, tables)).map((r) => `${r.t}=${r.d}`);
  return `${schema.fingerprint}\n${sequences}\n${rows.join('\n')}`;
}

let shared; // the instance, and what create() noted of it as the template left it
let lent = false;
/** Instances made in this worker so far, and why the last one was replaced (for the memory log). */
const made = { count: 0, lastReplaced: undefined };

async function create(template) {
  made.count++;
  const { PGlite } = require('@electric-sql/pglite');
  const pglite = new PGlite('memory://', { loadDataDir: new Blob([fs.readFileSync(template)]) });
  await pglite.waitReady;
  const tables = (await pglite.query(TABLES)).rows.map((r) => r.name);
  const sequences = (await pglite.query(SEQUENCES)).rows;
  // Tables the template leaves empty are emptied on release: an app seeds some of them at start (the
  // built-in tile matrix sets), which the file's reset between tests keeps.
  const empty = (await contents(pglite, tables)).filter((r) => r.d === EMPTY).map((r) => r.t);
  return {
    empty,
    pglite,
    template,
    own: new Set(Object.keys(pglite)),
    tables,
    sequences,
    baseline: await fingerprint(pglite, tables),
    parsers: { ...pglite.parsers },
    serializers: { ...pglite.serializers },
  };
}

async function discard(reason) {
  made.lastReplaced = reason;
  const old = shared;
  shared = undefined;
  if (old && !old.pglite.closed) await old.pglite.close().catch(() => {});
}

/**
 * The worker's database for the calling file, made from `template` on first use; undefined while
 * another caller holds it (a second database in one file gets a PGlite of its own).
 */
async function acquire(template) {
  if (lent) return undefined;
  lent = true;
  try {
    if (shared && (shared.template !== template || shared.pglite.closed)) await discard('closed, or another template');
    if (!shared) shared = await create(template);
  } catch (err) {
    lent = false;
    throw err;
  }
  return shared.pglite;
}

/** Returns the database, rows already reset; whatever else the file left is undone or the instance replaced. */
async function release(pglite) {
  if (!shared || shared.pglite !== pglite) return;
  try {
    await restore(pglite);
  } finally {
    // Only now: a database opened while this one was being restored got a PGlite of its own.
    lent = false;
  }
}

async function restore(pglite) {
  if (pglite.closed) return discard('closed by the file');
  // What the file set on the instance (test/support/pglite-module.js, fitToFile) holds its realm.
  for (const key of Object.keys(pglite)) if (!shared.own.has(key)) delete pglite[key];
  pglite.parsers = { ...shared.parsers };
  pglite.serializers = { ...shared.serializers };
  try {
    if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
    const restart = shared.sequences
      .map((s) => `SELECT setval(${literal(s.name)}, ${s.last ?? s.start}, ${s.last !== null});`)
      .join('');
    const emptied = shared.empty.map((t) => `DELETE FROM ${t};`).join('');
    // DISCARD ALL: session settings, prepared statements, cursors, LISTENs, advisory locks, temporary tables.
    await pglite.exec(
      `SET session_replication_role = replica;${emptied}SET session_replication_role = DEFAULT;${restart}`,
    );
    // Alone: a script of several statements is one transaction, where DISCARD ALL cannot run.
    await pglite.exec('DISCARD ALL');
    if ((await fingerprint(pglite, shared.tables)) !== shared.baseline) await discard('changed by the file');
  } catch (err) {
    await discard(`could not be restored: ${err.message}`);
  }
}

/** At the end of a file: a database the file did not give back is in an unknown state. */
async function reclaim() {
  if (!lent) return;
  lent = false;
  await discard('not given back');
}

/**
 * At the end of the run. A worker process simply ends, but with one worker Jest runs the files in its
 * own process, which PGlite's timers would keep from exiting (test/support/global-teardown.ts).
 */
async function close() {
  lent = false;
  await discard(undefined);
}

module.exports = { acquire, release, reclaim, close, made };
