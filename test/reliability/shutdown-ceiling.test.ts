import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../support/scratch-database';
import { exited, sourceEnv, useServeProcesses } from '../support/serve-process';

/**
 * A TCP relay to the database that can stop passing bytes while keeping every connection open: a
 * database that stopped answering (a hung server, a dropped route), as the process sees it.
 */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  // Half-open allowed: a frozen relay answers no end with its own (Node would, on its own, otherwise).
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port: Number(target.port || 5432), host: target.hostname, allowHalfOpen: true });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('data', (d) => frozen || upstream.write(d));
    upstream.on('data', (d) => frozen || client.write(d));
    // Frozen, a half-close is not passed on either: the other side waits for an end that never comes.
    client.on('end', () => frozen || upstream.end());
    upstream.on('end', () => frozen || client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => (frozen = true),
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

const startServe = useServeProcesses();
const admin = process.env.TEST_DATABASE_URL;

// The shutdown's ceiling (src/server.ts): on PostgreSQL, where a database can stop answering mid-way.
(admin ? it : it.skip)(
  'SIGTERM while the database no longer answers: the process exits 1 after the ceiling, naming the step it was stuck at',
  async () => {
    const db = await scratchDatabase(admin!, 'shutdown');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-shutdown-'));
    const target = new URL(admin!);
    const r = await relay(target);
    try {
      // The database's own URL, through the relay.
      const url = new URL(db.url);
      url.hostname = '127.0.0.1';
      url.port = String(r.port);
      const env = sourceEnv(dataDir, { MAPGATE_PORT: '0', MAPGATE_SHUTDOWN_TIMEOUT_MS: '500' }, url.toString());
      // Its bus on the database too (the LISTEN connection another connection to close).
      delete env.MAPGATE_REDIS_URL;
      const s = await startServe(env);
      expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
      r.freeze();
      // A request that reads the database now holds a connection of the pool: closing it waits for
      // that query's answer, which never comes.
      void fetch(`${s.url}/readyz`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const done = exited(s.proc);
      const began = Date.now();
      s.proc.kill('SIGTERM');
      const code = await Promise.race([done, new Promise((resolve) => setTimeout(() => resolve('hung'), 20_000))]);
      expect(code).toBe(1);
      // At most 1 s to close the WebSockets, 500 ms of drain, then as long again but at least 2 s: 3.5 s.
      const took = Date.now() - began;
      expect(took).toBeGreaterThanOrEqual(3_400);
      expect(took).toBeLessThan(15_000);
      expect(s.out()).toContain('shutdown did not finish in time: exiting');
      expect(s.out()).toMatch(/"step":"(stopping the app|closing the database)/);
    } finally {
      r.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
