import { loadConfig } from '../../src/base/config';
import { useTestApp } from '../support/app';
import { superAdmin } from '../support/factories';

const ADMIN_UI = 'https://admin.example.test';
const t = useTestApp({ MAPGATE_CORS_ORIGINS: `${ADMIN_UI},http://localhost:5173` });

const preflight = (path: string, origin: string, headers = 'content-type,authorization') =>
  t()
    .http()
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', headers);

describe('CORS for an admin UI on another origin (MAPGATE_CORS_ORIGINS)', () => {
  it.each(['/graphql', '/api/v1/workspaces'])('answers a preflight to %s from a listed origin', async (path) => {
    const res = await preflight(path, ADMIN_UI, 'content-type,authorization,x-csrf-token,if-match,idempotency-key');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ADMIN_UI);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    const allowed = res.headers['access-control-allow-headers'].toLowerCase();
    for (const h of ['authorization', 'content-type', 'x-csrf-token', 'if-match', 'idempotency-key']) {
      expect(allowed).toContain(h);
    }
    expect(res.headers['vary']).toContain('Origin');
  });

  it('gives no CORS header to an origin that is not listed, on a preflight or a request', async () => {
    const pre = await preflight('/graphql', 'https://evil.example.test');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await t().http().get('/api/v1/auth/me').set('Origin', 'https://evil.example.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // `null` is what sandboxed frames send; it is never an allowed origin.
    const nul = await preflight('/api/v1/workspaces', 'null');
    expect(nul.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a listed origin read an authenticated answer and its exposed headers', async () => {
    const res = await t()
      .http()
      .post('/api/v1/workspaces')
      .set('Origin', ADMIN_UI)
      .set(await superAdmin(t()))
      .send({ name: 'from-the-ui' });
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(ADMIN_UI);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toContain('Location');
    const gql = await t()
      .http()
      .post('/graphql')
      .set('Origin', ADMIN_UI)
      .set(await superAdmin(t()))
      .send({ query: '{ workspaces { name } }' });
    expect(gql.status).toBe(200);
    expect(gql.headers['access-control-allow-origin']).toBe(ADMIN_UI);
    expect(gql.body.data.workspaces).toEqual([{ name: 'from-the-ui' }]);
  });

  it("still refuses a simple cross-site request to /graphql (Apollo's CSRF prevention), listed or not", async () => {
    for (const origin of [ADMIN_UI, 'https://evil.example.test']) {
      const res = await t()
        .http()
        .post('/graphql')
        .set('Origin', origin)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ query: '{ workspaces { name } }' }));
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/CSRF|preflight/i);
    }
  });
});

describe('MAPGATE_CORS_ORIGINS', () => {
  it.each(['*', 'https://admin.example.test/', 'https://admin.example.test/app', 'admin.example.test', 'ftp://x.test'])(
    'refuses %j: exact origins only',
    (value) => {
      expect(() => loadConfig({ MAPGATE_CORS_ORIGINS: value })).toThrow(/MAPGATE_CORS_ORIGINS/);
    },
  );

  it('is empty by default: no origin gets CORS headers', () => {
    expect(loadConfig({}).MAPGATE_CORS_ORIGINS).toEqual([]);
  });
});
