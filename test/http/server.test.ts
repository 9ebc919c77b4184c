import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/base/config';
import { createLogger } from '../../src/base/logger';
import { startServer, type RunningServer } from '../../src/server';

const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });

describe('startServer', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-server-test-'));
  let s: RunningServer;
  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: '',
      MAPGATE_DATA_DIR: dataDir,
      MAPGATE_PORT: '0',
      MAPGATE_SHUTDOWN_TIMEOUT_MS: '5000',
    });
    s = await startServer(config, createLogger('silent'));
  });
  afterAll(async () => {
    await s?.shutdown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty embedded database and listens', async () => {
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(s.db.describe).toContain(dataDir);
    expect(await get(`${s.url}/readyz`)).toBe(200);
  });

  it('lets a request in flight finish on shutdown, then stops accepting connections', async () => {
    const { port } = new URL(s.url);
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/workspaces',
          method: 'POST',
          agent: false,
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write('{"name":');
      setTimeout(() => req.end('"late"}'), 300);
    });
    while (s.mapgate.drain.inFlight() === 0) await new Promise((r) => setTimeout(r, 5));
    const stopped = s.shutdown();
    expect(await inFlight).toBe(401);
    await stopped;
    await expect(get(`${s.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
