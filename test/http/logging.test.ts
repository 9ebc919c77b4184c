import pino from 'pino';
import request from 'supertest';
import { createApp, type MapgateApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { openTestDatabase, type TestDatabase } from '../support/database';

/** Log lines of the real logger (src/logger.ts, with its redact paths), captured instead of written to stdout. */
const lines: string[] = [];
let tdb: TestDatabase;
let m: MapgateApp;

beforeAll(async () => {
  const logger = createLogger('info');
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (s: string) => {
      lines.push(s);
    },
  };
  tdb = await openTestDatabase();
  m = await createApp(loadConfig({ ...process.env }), tdb.db, logger);
});
afterAll(async () => {
  await m?.stop();
  await tdb?.close();
});
beforeEach(() => {
  lines.length = 0;
});

const logged = () =>
  lines.map((l) => JSON.parse(l) as { req?: { id?: string; url?: string }; res?: { statusCode: number } });

describe('access log', () => {
  it('logs each request once with its request id and no credential', async () => {
    await request(m.app)
      .get('/api/v1/workspaces?access_token=QS-SECRET&limit=5')
      .set('X-Request-Id', 'log-test-1')
      .set('Authorization', 'Bearer AUTH-SECRET')
      .set('Cookie', 'mapgate_session=COOKIE-SECRET; mapgate_csrf=CSRF-COOKIE-SECRET')
      .set('X-CSRF-Token', 'CSRF-SECRET');
    await request(m.app).get('/api/v1/workspaces').set('X-Request-Id', 'log-test-2').set('X-API-Key', 'mgk_KEY-SECRET');
    const entries = logged().filter((e) => e.req?.id === 'log-test-1' && e.res);
    expect(entries).toHaveLength(1);
    expect(entries[0].res!.statusCode).toBe(401);
    expect(entries[0].req!.url).toBe('/api/v1/workspaces?access_token=%5Bredacted%5D&limit=5');
    expect(logged().some((e) => e.req?.id === 'log-test-2')).toBe(true);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });

  it('stays quiet about successful probes and scrapes', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) await request(m.app).get(path);
    await request(m.app).get('/api/v1/nope');
    expect(logged().map((e) => e.req?.url)).toEqual(['/api/v1/nope']);
  });
});
