import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { applyMigrations } from '../../src/db/migrate';
import { pgSql, pgliteSql } from '../../src/db/sql';
import { Pool } from 'pg';
import ts from 'typescript';
import { compile } from '@swc-node/register/register';
import { readDefaultTsConfig } from '@swc-node/register/read-default-tsconfig';
import { PGLITE_DATA_TEMPLATE, PGLITE_TEMPLATE, PG_TEMPLATE_DB, SOURCE_BUILD, withDatabase } from './template';
import { dropDatabases } from './drop-databases';

/**
 * Migrates a template database once per run, so that each test file starts from a copy of it
 * instead of paying PGlite's multi-second initialisation (or a migration run) every time.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  buildSources();
  // Processes started on the embedded database (CLI tests) start from a copy of this one, on either run.
  const dump = await migratedDump();
  await writeDataTemplate(dump);
  if (url) {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    // The files' databases and the template of a run that was interrupted before its global-teardown
    // (named after its process id and start time): only when that process is gone from this machine and
    // the run began more than two hours ago, since another machine's run may share the server.
    const left = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname ~ '^mapgate_test_(template_)?[0-9]+_[0-9a-z]+'`,
    );
    await dropDatabases(url, left.rows.map((r) => r.datname).filter(abandoned));
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const pool = new Pool({ connectionString: withDatabase(url, PG_TEMPLATE_DB) });
    await applyMigrations(pgSql(pool));
    await pool.end();
    return;
  }
  fs.writeFileSync(PGLITE_TEMPLATE, dump);
}

const ROOT = path.resolve(__dirname, '../..');

/** A run's database left behind: its run's process is gone here, and the run began over two hours ago. */
function abandoned(name: string): boolean {
  const m = /^mapgate_test_(?:template_)?(\d+)_([0-9a-z]+)(?:_|$)/.exec(name);
  return !!m && !running(Number(m[1])) && Date.now() - parseInt(m[2], 36) > 2 * 3600_000;
}

/** Whether a process of this id runs on this machine. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

/**
 * The package the run's `mapgate` processes start (SOURCE_BUILD): `src/` compiled as it is now, by the
 * transform `bin/mapgate.js` applies with MAPGATE_FROM_SOURCE=1 (@swc-node/register, the checkout's
 * tsconfig.json, CommonJS), once for the run instead of in each of the hundred-odd processes the suite
 * starts. Each of them then loads neither @swc-node/register nor TypeScript (which it reads
 * tsconfig.json with): about a third of the CPU of a `mapgate` command's run and a quarter of a
 * `mapgate serve`'s start (docs/reliability.md, "Time"). The checkout's `dist/` is not used: it may be
 * older than the sources.
 */
function buildSources(): void {
  const options = readDefaultTsConfig(path.join(ROOT, 'tsconfig.json')) as Parameters<typeof compile>[2];
  options.module = ts.ModuleKind.CommonJS;
  const src = path.join(ROOT, 'src');
  for (const rel of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('.ts') || rel.endsWith('.d.ts')) continue;
    const file = path.join(src, rel);
    const out = path.join(SOURCE_BUILD, 'dist', rel.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, compile(fs.readFileSync(file, 'utf8'), file, { ...options }));
  }
  fs.mkdirSync(path.join(SOURCE_BUILD, 'bin'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'bin/mapgate.js'), path.join(SOURCE_BUILD, 'bin/mapgate.js'));
  fs.chmodSync(path.join(SOURCE_BUILD, 'bin/mapgate.js'), 0o755);
  for (const linked of ['node_modules', 'console', 'prisma', 'package.json'])
    fs.symlinkSync(path.join(ROOT, linked), path.join(SOURCE_BUILD, linked));
  // The bin runs dist/ unless told to run the sources, which are not in this copy.
  delete process.env.MAPGATE_FROM_SOURCE;
}

/** A migrated embedded database, as a dump of its data directory. */
async function migratedDump(): Promise<Buffer> {
  const db = new PGlite('memory://');
  await applyMigrations(pgliteSql(db));
  const dump = await db.dumpDataDir('none');
  await db.close();
  return Buffer.from(await dump.arrayBuffer());
}

/** The dump laid out on disk, where a `mapgate` process opens its embedded database. */
async function writeDataTemplate(dump: Buffer): Promise<void> {
  fs.mkdirSync(PGLITE_DATA_TEMPLATE, { recursive: true });
  const disk = new PGlite(PGLITE_DATA_TEMPLATE, { loadDataDir: new Blob([dump]) });
  await disk.waitReady;
  await disk.close();
}
