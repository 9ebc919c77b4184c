import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../support/scratch-database';
import { exited, useServeProcesses, sourceEnv } from '../support/serve-process';

// docs/performance-history.md, "Memory, fifth pass": what only some requests or only the other database need is
// loaded when first needed. A real `mapgate serve` on each database answers two requests and stops; a
// preloaded script writes the modules it had loaded by then.
const startServe = useServeProcesses();
const PRELOAD = path.resolve(__dirname, '../support/loaded-modules.js');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The packages under node_modules a `mapgate serve` on this database had loaded after two requests. */
async function loadedPackages(databaseUrl?: string): Promise<Set<string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-modules-'));
  dirs.push(dataDir);
  const list = path.join(dataDir, 'modules.json');
  const env = sourceEnv(dataDir, { MAPGATE_PORT: '0', MAPGATE_LOADED_MODULES_FILE: list }, databaseUrl);
  const s = await startServe({ ...env, NODE_OPTIONS: `--require ${PRELOAD}` });
  expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
  const me = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { authenticated } }' }),
  });
  // Through the whole GraphQL stack to the authorization layer.
  const answer = (await me.json()) as { errors: { message: string }[] };
  expect(answer.errors[0].message).toBe('authentication required');
  const done = exited(s.proc);
  s.proc.kill('SIGTERM');
  expect(await done).toBe(0);
  const files = JSON.parse(fs.readFileSync(list, 'utf8')) as string[];
  return new Set(files.flatMap((f) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(f)?.[1] ?? []));
}

// Loaded by the tile cache's box projection and by a service's connection test only.
const ON_DEMAND = ['proj4', 'epsg'];

const admin = process.env.TEST_DATABASE_URL;
// In the embedded run, not again beside PostgreSQL's (docs/reliability.md, "Time").
if (!admin)
  it('the embedded database runs without node-pg, Prisma pg adapter, proj4 and the EPSG list', async () => {
    const loaded = await loadedPackages();
    // The preload saw the process: the embedded database's own driver is there.
    expect(loaded).toContain('@electric-sql/pglite');
    for (const p of ['pg', '@prisma/adapter-pg', ...ON_DEMAND]) expect(loaded).not.toContain(p);
  });

(admin ? it : it.skip)('PostgreSQL runs without PGlite, its Prisma adapter, proj4 and the EPSG list', async () => {
  const db = await scratchDatabase(admin!, 'modules');
  try {
    const loaded = await loadedPackages(db.url);
    expect(loaded).toContain('pg');
    for (const p of ['@electric-sql/pglite', 'pglite-prisma-adapter', ...ON_DEMAND]) expect(loaded).not.toContain(p);
  } finally {
    await db.drop();
  }
});
