// An entry point (the bin): decorator metadata must exist before any domain type loads.
import 'reflect-metadata';
import v8 from 'node:v8';
import { Command, InvalidArgumentError } from 'commander';
import { config as loadDotenv } from 'dotenv';
import { ROTATION_INVALIDATIONS } from './auth/credentials';
import { SigningKeys } from './auth/signing-keys';
import { publishOnce } from './cache/bus';
import { CacheInvalidator, CacheRegistry } from './cache/cache';
import { mintToken } from './auth/tokens';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { applyMigrations, migrationStatus } from './db/migrate';
import { createLogger } from './logger';
import { serve } from './server';
import { ApiKeyService } from './domains/api-keys';
import { RoleService } from './domains/roles';
import { WorkspaceService } from './domains/workspaces';

import { version } from './version';

/** Parses durations like 90s, 30m, 24h, 7d. */
export function parseDuration(s: string): number {
  const m = /^(\d+)([smhd])$/.exec(s.trim());
  if (!m) throw new InvalidArgumentError('use a number with s, m, h or d, e.g. 24h');
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
}

function config(): Config {
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

/** Runs a command against the migrated database, then closes it. */
async function withDatabase<T>(fn: (db: Database, c: Config) => Promise<T>): Promise<T> {
  const c = config();
  const db = await openDatabase({ url: c.DATABASE_URL, dataDir: c.dataDir, poolSize: 2 });
  try {
    await applyMigrations(db.sql);
    return await fn(db, c);
  } finally {
    await db.close();
  }
}

/**
 * V8 lets the old generation grow to several times its live size before collecting it, which under
 * load makes a ~50 MB live heap cost 300-400 MB of RSS. Growing by 30% at a time keeps RSS near the
 * live size for a few percent of CPU (bench/README.md). An explicit flag in NODE_OPTIONS wins.
 */
if (!/heap-growing-percent|max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  v8.setFlagsFromString('--heap-growing-percent=30');
}

const program = new Command('mapgate')
  .description('mapgate: the management gateway of a map server (GraphQL and REST)')
  .version(version);

program
  .command('serve')
  .description('start the HTTP server (what `npm start` runs)')
  .action(async () => {
    const c = config();
    await serve(c, createLogger(c.MAPGATE_LOG_LEVEL));
  });

program
  .command('migrate')
  .description('apply pending database migrations')
  .option('--status', 'only report applied, pending and failed migrations')
  .action(async (opts: { status?: boolean }) => {
    const c = config();
    const db = await openDatabase({ url: c.DATABASE_URL, dataDir: c.dataDir, poolSize: 2 });
    try {
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

const token = program.command('token').description("mapgate's own signed tokens");
token
  .command('create')
  .description('print a new ES256 token on stdout')
  .requiredOption('--role <role>', 'role id (super_admin, admin, editor, viewer or a custom role)')
  .option('--workspace <workspace>', 'workspace id or name (required unless the role is super_admin)')
  .option('--ttl <duration>', 'lifetime, e.g. 30m, 24h, 7d', parseDuration, 86400)
  .option('--subject <subject>', 'the token subject', 'cli')
  .action(async (o: { role: string; workspace?: string; ttl: number; subject: string }) => {
    const t = await withDatabase(async (db) => {
      const role = await db.prisma.role.findUnique({ where: { id: o.role } });
      if (!role) throw new Error(`unknown role "${o.role}"`);
      let workspace: string | undefined;
      if (o.role !== 'super_admin') {
        if (!o.workspace) throw new Error('--workspace is required for a role other than super_admin');
        const ws = await db.prisma.workspace.findFirst({
          where: {
            OR: [{ name: o.workspace }, ...(/^[0-9a-f-]{36}$/i.test(o.workspace) ? [{ id: o.workspace }] : [])],
          },
        });
        if (!ws) throw new Error(`unknown workspace "${o.workspace}"`);
        workspace = ws.id;
      } else if (o.workspace) {
        throw new Error('a super_admin token is not scoped to a workspace');
      }
      return mintToken(new SigningKeys(db.prisma), { sub: o.subject, role: o.role, workspace }, o.ttl);
    });
    process.stdout.write(`${t}\n`);
  });

program
  .command('apikey')
  .description('API keys')
  .command('create')
  .description('print a new API key on stdout (the only place a super_admin key can be made)')
  .requiredOption('--role <role>', 'role id (super_admin, admin, editor, viewer or a custom role)')
  .requiredOption('--name <name>', 'a name that tells people what the key is for')
  .option('--workspace <workspace>', 'workspace id or name (required unless the role is super_admin)')
  .option('--expires-in <duration>', 'lifetime, e.g. 30d (default: until revoked)', parseDuration)
  .action(async (o: { role: string; name: string; workspace?: string; expiresIn?: number }) => {
    const created = await withDatabase(async (db) => {
      // Creating revokes nothing: no running instance has anything to forget.
      const caches = new CacheRegistry();
      const invalidator = new CacheInvalidator(caches);
      const workspaceId = o.workspace
        ? (await new WorkspaceService(db.prisma, invalidator).get(o.workspace)).id
        : undefined;
      const expiresAt = o.expiresIn ? new Date(Date.now() + o.expiresIn * 1000) : undefined;
      return new ApiKeyService(db.prisma, new RoleService(db.prisma, caches, invalidator), invalidator).createFromCli(
        workspaceId,
        { name: o.name, roleId: o.role, expiresAt },
      );
    });
    process.stdout.write(`${created.key}\n`);
  });

program
  .command('signing-key')
  .description('signing keys of mapgate tokens')
  .command('rotate')
  .description('make a new signing key; every earlier token stops working')
  .action(async () => {
    const kid = await withDatabase(async (db, c) => {
      const id = await new SigningKeys(db.prisma).rotate();
      // Running instances drop the tokens they verified before (they would also stop trusting the
      // retired key within seconds on their own).
      await publishOnce({ config: c, db, logger: createLogger(c.MAPGATE_LOG_LEVEL) }, ROTATION_INVALIDATIONS);
      return id;
    });
    console.log(`new signing key ${kid}; earlier tokens are no longer accepted`);
  });

program.parseAsync().catch((err: Error) => {
  process.stderr.write(`mapgate: ${err.message}\n`);
  process.exit(1);
});
