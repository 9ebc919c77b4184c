/*
 * The bare baseline of `npm run bench`: Express 5 doing the same database work as the measured mapgate
 * routes with the same Prisma client factory, but no GraphQL, no authentication, no middleware.
 */
import { createHash } from 'node:crypto';
import express from 'express';

// The client of `npm run build`, as mapgate runs it. bench/run.ts compiles this file to
// dist/bench-baseline.js, so that no TypeScript loader inflates the baseline's memory (about 70 MB).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openDatabase } = require('../dist/db/client') as typeof import('../src/db/client');

async function main(): Promise<void> {
  const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.MAPGATE_DATA_DIR, poolSize: 10 });
  const app = express();
  app.use(express.json());
  app.get('/claim-mappings/:id', async (req, res) => {
    const m = await db.prisma.claimMapping.findUnique({ where: { id: req.params.id } });
    if (!m) return void res.status(404).end();
    res.json(m);
  });
  app.post('/workspaces/:ws/claim-mappings', async (req, res) => {
    res.status(201).json(
      await db.prisma.claimMapping.create({
        data: {
          scope: req.params.ws,
          workspaceId: req.params.ws,
          claimName: req.body.claim_name,
          claimValue: req.body.claim_value,
          roleId: req.body.role_id,
        },
      }),
    );
  });
  app.delete('/claim-mappings/:id', async (req, res) => {
    await db.prisma.claimMapping.delete({ where: { id: req.params.id } });
    res.status(204).end();
  });
  // The database work of /auth/me for an API key: the key by hash, then its workspace.
  app.get('/me', async (req, res) => {
    const hash = createHash('sha256').update(String(req.headers['x-api-key'])).digest('hex');
    const key = await db.prisma.apiKey.findUnique({ where: { keyHash: hash } });
    if (!key) return void res.status(401).end();
    const ws = key.workspaceId ? await db.prisma.workspace.findUnique({ where: { id: key.workspaceId } }) : null;
    res.json({ principal: key.name, role: key.roleId, workspace: ws?.name });
  });
  const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const a = server.address();
    process.stdout.write(`baseline listening on http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}\n`);
  });
  // Autocannon hangs up with requests still running: closing the pool under them would only print
  // their errors, so the baseline just exits.
  process.on('SIGTERM', () => process.exit(0));
}

void main();
