// An entry point (the bin): decorator metadata must exist before any domain type loads.
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { Config } from './base/config';
import type { Database } from './db/client';

import { version } from './base/version';

/*
 * The command line (docs/cli.md). Only commander is loaded up front: every command imports what it needs
 * when it runs, so `mapgate --help` answers without loading Prisma, Apollo or the domains.
 */

/** Loads a module when a command needs it (this file is compiled to CommonJS, so `require`). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (id: string): unknown => require(id);

const DURATION_HELP = 'a number with s, m, h or d, e.g. 90s, 30m, 24h, 7d';

/** Parses durations like 90s, 30m, 24h, 7d into seconds. */
export function parseDuration(s: string): number {
  const m = /^(\d+)([smhd])$/.exec(s.trim());
  if (!m || Number(m[1]) === 0) throw new InvalidArgumentError(`use ${DURATION_HELP}`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
}

/** A refusal the CLI prints as one `mapgate: ...` line (exit 1). */
class CliError extends Error {}

function config(): Config {
  const { config: loadDotenv } = load('dotenv') as typeof import('dotenv');
  const { ConfigError, loadConfig } = load('./base/config') as typeof import('./base/config');
  loadDotenv({ quiet: true });
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const p of err.problems) process.stderr.write(`mapgate: ${p}\n`);
      process.exit(2);
    }
    throw err;
  }
}

/**
 * docs/cli.md, "Which database": a command that writes never creates an embedded database. When the
 * embedded database does not exist yet, the server that the operator means almost certainly runs on
 * PostgreSQL with a DATABASE_URL this shell does not have; writing a credential into a new embedded
 * database would only produce a credential that server refuses.
 */
function assertEmbeddedDatabaseExists(c: Config): void {
  if (c.DATABASE_URL) return;
  const dir = path.join(c.dataDir, 'pglite');
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  throw new CliError(
    `no embedded database in ${dir}, and DATABASE_URL is not set here (nor in ./.env).\n` +
      'mapgate: if the server runs on PostgreSQL, run this with the same DATABASE_URL; if it runs on the embedded\n' +
      'mapgate: database, run this in its directory or with its MAPGATE_DATA_DIR (or run `mapgate migrate` to create one here).',
  );
}

/** Runs a command against the migrated database, then closes it; says on stderr which database it is. */
async function withDatabase<T>(fn: (db: Database, c: Config) => Promise<T>, writes = true): Promise<T> {
  const c = config();
  if (writes) assertEmbeddedDatabaseExists(c);
  const { openDatabase } = load('./db/client') as typeof import('./db/client');
  const { applyMigrations } = load('./db/migrate') as typeof import('./db/migrate');
  const db = await openDatabase({ url: c.DATABASE_URL, dataDir: c.dataDir, poolSize: 2 });
  try {
    process.stderr.write(`mapgate: database: ${db.describe}\n`);
    await applyMigrations(db.sql);
    return await fn(db, c);
  } finally {
    await db.close();
  }
}

/** The role ids of the database; an unknown role is refused with the valid ones listed. */
async function assertRole(db: Database, role: string): Promise<void> {
  const roles = (await db.prisma.role.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id);
  if (!roles.includes(role)) throw new CliError(`unknown role "${role}"; valid roles: ${roles.join(', ')}`);
}

async function workspaceId(db: Database, ref: string): Promise<string> {
  const ws = await db.prisma.workspace.findFirst({
    where: {
      OR: [
        { name: { equals: ref, mode: 'insensitive' } },
        ...(/^[0-9a-f-]{36}$/i.test(ref) ? [{ id: ref.toLowerCase() }] : []),
      ],
    },
  });
  if (!ws) throw new CliError(`unknown workspace "${ref}"`);
  return ws.id;
}

/** Whether a V8 flag was given to Node, on its command line or in NODE_OPTIONS: the operator's choice wins. */
function flagGiven(name: RegExp): boolean {
  return name.test(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`);
}

/**
 * V8 lets the old generation grow to several times its live size before collecting it, which under
 * load makes a ~50 MB live heap cost 300-400 MB of RSS. Growing by 30% at a time keeps RSS near the
 * live size for a few percent of CPU (docs/performance-history.md). `serve` on PostgreSQL allows 60% (below).
 * A flag given to Node wins.
 */
function oldGenerationGrowth(percent: number): void {
  if (!flagGiven(/heap-growing-percent|max-old-space-size/)) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
oldGenerationGrowth(30);

/**
 * Prisma's query compiler is a large WebAssembly module. V8 compiles it twice: at once with its
 * baseline compiler (Liftoff), then again with its optimizing compiler (TurboFan) in the background,
 * which leaves about 80 MB more resident for good. mapgate's queries are few and their plans are
 * cached, so the optimized code saves little CPU (docs/performance-history.md). A wasm flag given to Node wins.
 */
if (!flagGiven(/liftoff|wasm/)) {
  v8.setFlagsFromString('--liftoff-only');
}

/**
 * V8 grows the young generation whenever much of it survives a collection. Nearly all that start-up
 * allocates survives (modules, the schema, compiled documents), so by the time mapgate listens the young
 * generation has grown to its maximum (2 x 8 MB), and V8 keeps it that size while the instance idles.
 * `serve` holds it at its initial size until it listens, then lets it grow as usual: about 20 MB less
 * resident on an idle instance, for the same start-up time and the same young generation under load
 * (docs/performance-history.md, sixth round). bin/mapgate.js starts the hold before loading anything (from the
 * sources, compiling them would otherwise grow it first); here it also covers `node dist/cli.js serve`.
 * A growth factor given to Node wins.
 */
function youngGenerationGrowth(factor: number): void {
  if (!flagGiven(/semi-space-growth-factor/)) v8.setFlagsFromString(`--semi-space-growth-factor=${factor}`);
}

const program = new Command('mapgate')
  .description('mapgate: the management gateway of a map server (GraphQL and REST)')
  .version(version)
  .showSuggestionAfterError()
  .showHelpAfterError('(run with --help for usage)');

const portOption = new Option('--port <port>', 'listen port (overrides MAPGATE_PORT; 0 picks a free one)').argParser(
  (v) => {
    if (!/^\d+$/.test(v) || Number(v) > 65535) throw new InvalidArgumentError('use a port number, 0-65535');
    return v;
  },
);

program
  .command('serve')
  .description('start the HTTP server (what `npm start` runs)')
  .option('--host <address>', 'listen address (overrides MAPGATE_HOST)')
  .addOption(portOption)
  .action(async (o: { host?: string; port?: string }) => {
    if (o.host) process.env.MAPGATE_HOST = o.host;
    if (o.port) process.env.MAPGATE_PORT = o.port;
    youngGenerationGrowth(1);
    const c = config();
    // On PostgreSQL the process holds no database (the embedded one is about 40 MB of it under load):
    // growing by 60% halves the major collections under load, and their pauses, for about 14 MB more
    // at peak (docs/performance-history.md, sixth round).
    if (c.DATABASE_URL) oldGenerationGrowth(60);
    const { serve } = load('./server') as typeof import('./server');
    const { createLogger } = load('./base/logger') as typeof import('./base/logger');
    try {
      await serve(c, createLogger(c.MAPGATE_LOG_LEVEL, undefined, c.MAPGATE_LOG_FORMAT));
      youngGenerationGrowth(2); // V8's default
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'EADDRINUSE') {
        throw new CliError(
          `${c.MAPGATE_HOST}:${c.MAPGATE_PORT} is already in use (another mapgate?): set MAPGATE_PORT or --port to a free port`,
        );
      }
      if (e.code === 'EADDRNOTAVAIL') {
        throw new CliError(`cannot listen on ${c.MAPGATE_HOST}: no such local address; set MAPGATE_HOST or --host`);
      }
      if (e.code === 'EACCES') {
        throw new CliError(`not allowed to listen on port ${c.MAPGATE_PORT}: set MAPGATE_PORT or --port above 1023`);
      }
      throw err;
    }
  });

program
  .command('migrate')
  .description('apply pending database migrations (creates the embedded database if there is none)')
  .option('--status', 'only report applied, pending and failed migrations (exit 1 when any is pending or failed)')
  .action(async (opts: { status?: boolean }) => {
    const c = config();
    const { openDatabase } = load('./db/client') as typeof import('./db/client');
    const { applyMigrations, migrationStatus } = load('./db/migrate') as typeof import('./db/migrate');
    const db = await openDatabase({ url: c.DATABASE_URL, dataDir: c.dataDir, poolSize: 2 });
    try {
      process.stderr.write(`mapgate: database: ${db.describe}\n`);
      if (opts.status) {
        const s = await migrationStatus(db.sql);
        for (const [k, v] of Object.entries(s)) console.log(`${k}: ${v.length ? v.join(', ') : '-'}`);
        if (s.pending.length || s.failed.length || s.changed.length) process.exitCode = 1;
      } else {
        const { applied } = await applyMigrations(db.sql, { log: (m) => console.error(m) });
        console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
      }
    } finally {
      await db.close();
    }
  });

const ROLE_HELP = 'role id: super_admin, admin, editor, viewer or a custom role';

/**
 * Options a command cannot run without. Commander checks `requiredOption`s before unknown options, so
 * `--rol admin` would only hear that --role is missing; checked just before the action instead, the
 * misspelt option is named first (with commander's suggestion of the near one).
 */
function requireOptions(cmd: Command, ...names: string[]): Command {
  return cmd.hook('preAction', (_, action) => {
    for (const name of names) {
      const option = action.options.find((o) => o.attributeName() === name);
      if (action.getOptionValue(name) === undefined) {
        action.error(`error: required option '${option?.flags ?? name}' not specified`);
      }
    }
  });
}

const token = program
  .command('token')
  .description("mapgate's own signed tokens (opens the database directly: for the operator of the machine)");
requireOptions(token.command('create'), 'role')
  .description('print a new ES256 token on stdout')
  .option('--role <role>', ROLE_HELP)
  .option('--workspace <workspace>', 'workspace id or name (required unless the role is super_admin)')
  .option('--ttl <duration>', `lifetime: ${DURATION_HELP}`, '24h')
  .option('--subject <subject>', 'the token subject', 'cli')
  .action(async (o: { role: string; workspace?: string; ttl: string; subject: string }) => {
    let ttl: number;
    try {
      ttl = parseDuration(o.ttl);
    } catch (err) {
      throw new CliError(`--ttl "${o.ttl}": ${(err as Error).message}`);
    }
    const t = await withDatabase(async (db) => {
      await assertRole(db, o.role);
      let workspace: string | undefined;
      if (o.role !== 'super_admin') {
        if (!o.workspace) throw new CliError('--workspace is required for a role other than super_admin');
        workspace = await workspaceId(db, o.workspace);
      } else if (o.workspace) {
        throw new CliError('a super_admin token is not scoped to a workspace: leave out --workspace');
      }
      const { SigningKeys } = load('./auth/signing-keys') as typeof import('./auth/signing-keys');
      const { mintToken } = load('./auth/tokens') as typeof import('./auth/tokens');
      return mintToken(new SigningKeys(db.prisma), { sub: o.subject, role: o.role, workspace }, ttl);
    });
    process.stdout.write(`${t}\n`);
  });

const apikey = program
  .command('apikey')
  .description('API keys (opens the database directly: for the operator of the machine)');
requireOptions(apikey.command('create'), 'role', 'name')
  .description('print a new API key on stdout (the only place a super_admin key can be made)')
  .option('--role <role>', ROLE_HELP)
  .option('--name <name>', 'a name that tells people what the key is for')
  .option('--workspace <workspace>', 'workspace id or name (required unless the role is super_admin)')
  .option('--expires-in <duration>', `lifetime: ${DURATION_HELP} (default: until revoked)`, parseDuration)
  .action(async (o: { role: string; name: string; workspace?: string; expiresIn?: number }) => {
    const created = await withDatabase(async (db) => {
      await assertRole(db, o.role);
      const services = await cliServices(db);
      const wsId = o.workspace ? await workspaceId(db, o.workspace) : undefined;
      const expiresAt = o.expiresIn ? new Date(Date.now() + o.expiresIn * 1000) : undefined;
      return services.apiKeys.createFromCli(wsId, { name: o.name, roleId: o.role, expiresAt });
    });
    process.stdout.write(`${created.key}\n`);
  });

apikey
  .command('list')
  .description('list API keys (id, prefix, role, workspace, state, name); never the keys themselves')
  .option('--workspace <workspace>', 'only the keys of this workspace (id or name)')
  .option('--json', 'one JSON array instead of a table')
  .action(async (o: { workspace?: string; json?: boolean }) => {
    const rows = await withDatabase(async (db) => {
      const ws = o.workspace ? await workspaceId(db, o.workspace) : undefined;
      return db.prisma.apiKey.findMany({
        where: ws ? { workspaceId: ws } : {},
        include: { workspace: { select: { name: true } } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
    }, false);
    const now = new Date();
    const state = (r: (typeof rows)[number]) =>
      r.revokedAt ? 'revoked' : r.expiresAt && r.expiresAt <= now ? 'expired' : 'active';
    if (o.json) {
      const out = rows.map((r) => ({
        id: r.id,
        key_prefix: r.keyPrefix,
        role_id: r.roleId,
        workspace: r.workspace?.name ?? null,
        state: state(r),
        name: r.name,
        expires_at: r.expiresAt,
        last_used_at: r.lastUsedAt,
        created_at: r.createdAt,
      }));
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      return;
    }
    if (!rows.length) {
      process.stderr.write('mapgate: no API keys\n');
      return;
    }
    for (const r of rows) {
      const cells = [r.id, r.keyPrefix, r.roleId.padEnd(11), (r.workspace?.name ?? '-').padEnd(16), state(r).padEnd(7)];
      process.stdout.write(`${cells.join('  ')}  ${r.name}\n`);
    }
  });

apikey
  .command('revoke')
  .description('revoke an API key at once (on every running instance); idempotent')
  .argument('<id>', 'the key id (from `mapgate apikey list`)')
  .action(async (id: string) => {
    await withDatabase(async (db, c) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new CliError(`"${id}" is not a key id (see \`mapgate apikey list\`)`);
      const key = await db.prisma.apiKey.findUnique({ where: { id: id.toLowerCase() } });
      if (!key) throw new CliError(`no API key with id ${id}`);
      if (key.revokedAt) {
        process.stderr.write(`mapgate: key ${key.id} was already revoked\n`);
        return;
      }
      const now = new Date();
      await db.prisma.$transaction([
        db.prisma.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data: { revokedAt: now } }),
        db.prisma.browserSession.updateMany({ where: { apiKeyId: key.id, revokedAt: null }, data: { revokedAt: now } }),
      ]);
      // Running instances forget the key and its sessions before their next request.
      const { publishOnce } = load('./cache/bus') as typeof import('./cache/bus');
      const { apiKeyCacheKey } = load('./auth/api-key-credential') as typeof import('./auth/api-key-credential');
      const { SESSION_CACHE_PREFIX } = load('./auth/session-credential') as typeof import('./auth/session-credential');
      const { createLogger } = load('./base/logger') as typeof import('./base/logger');
      await publishOnce({ config: c, db, logger: createLogger(c.MAPGATE_LOG_LEVEL) }, [
        { cache: 'identity', prefix: apiKeyCacheKey(key.keyHash) },
        { cache: 'identity', prefix: SESSION_CACHE_PREFIX },
      ]);
      process.stderr.write(`mapgate: revoked key ${key.id} (${key.keyPrefix}…, "${key.name}")\n`);
    });
  });

program
  .command('signing-key')
  .description('signing keys of mapgate tokens (opens the database directly: for the operator of the machine)')
  .command('rotate')
  .description('make a new signing key; every earlier token stops working')
  .action(async () => {
    const kid = await withDatabase(async (db, c) => {
      const { SigningKeys } = load('./auth/signing-keys') as typeof import('./auth/signing-keys');
      const { ROTATION_INVALIDATIONS } = load('./auth/credentials') as typeof import('./auth/credentials');
      const { publishOnce } = load('./cache/bus') as typeof import('./cache/bus');
      const { createLogger } = load('./base/logger') as typeof import('./base/logger');
      const id = await new SigningKeys(db.prisma).rotate();
      // Running instances drop the tokens they verified before (they would also stop trusting the
      // retired key within seconds on their own).
      await publishOnce({ config: c, db, logger: createLogger(c.MAPGATE_LOG_LEVEL) }, ROTATION_INVALIDATIONS);
      return id;
    });
    console.log(`new signing key ${kid}; earlier tokens are no longer accepted`);
  });

/** The services the CLI shares with the server (creating revokes nothing, so no instance is told). */
async function cliServices(db: Database) {
  const { CacheInvalidator, CacheRegistry } = load('./cache/cache') as typeof import('./cache/cache');
  const { ApiKeyService } = load('./domains/api-keys') as typeof import('./domains/api-keys');
  const { RoleService } = load('./domains/roles') as typeof import('./domains/roles');
  const caches = new CacheRegistry();
  const invalidator = new CacheInvalidator(caches);
  return { apiKeys: new ApiKeyService(db.prisma, new RoleService(db.prisma, caches, invalidator), invalidator) };
}

// The commands that talk to a running server over its API (no database opened: docs/cli.md).
(load('./remote/commands') as typeof import('./remote/commands')).remoteCommands(program);

program.parseAsync().catch((err: Error) => {
  process.stderr.write(`mapgate: ${err.message}\n`);
  process.exit(1);
});
