import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { IDE_STATIC_PATH } from '../../src/app';
import { IDE_DEFAULT_QUERY } from '../../src/http/ide-example';
import { useTestApp } from '../support/app';

const t = useTestApp();

describe('X-Request-Id', () => {
  it('echoes a well-formed incoming id', async () => {
    const res = await t().http().get('/api/v1/workspaces').set('X-Request-Id', 'edge-42.a_b');
    expect(res.headers['x-request-id']).toBe('edge-42.a_b');
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['odd characters', 'a b<script>'],
  ])('replaces an id with %s by a UUID', async (_why, id) => {
    const res = await t().http().get('/healthz').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('makes one up when none is sent', async () => {
    const a = await t().http().get('/healthz');
    const b = await t().http().get('/healthz');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('security headers', () => {
  it('sends the API set on every JSON answer, refusals and GraphQL included: nothing loads or frames it, HSTS', async () => {
    const answers = [
      await t().http().get('/api/v1/workspaces'),
      await t().http().get('/api/v1/nope'),
      await t().http().post('/graphql').send({ query: '{ __typename }' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('GraphQL IDE', () => {
  it('serves Ruru on GET /graphql for a browser, with only local assets', async () => {
    const res = await t().http().get('/graphql').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const refs = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const r of refs) expect(r.startsWith(IDE_STATIC_PATH)).toBe(true);
    expect(res.text).not.toMatch(/https?:\/\//);
    expect(res.text).toContain(`"${IDE_STATIC_PATH}ruru.js"`);
  });

  it('opens on the dashboard query, valid against the schema, with a headers template', async () => {
    const res = await t().http().get('/graphql').set('Accept', 'text/html');
    expect(res.text).toContain('query workspaceDashboard');
    expect(res.text).toContain('X-API-Key');
    const schema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    expect(validate(schema, parse(IDE_DEFAULT_QUERY)).map((e) => e.message)).toEqual([]);
  });

  it('allows the inline bootstrap scripts by hash, not with unsafe-inline', async () => {
    const res = await t().http().get('/graphql').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/worker-src 'self' blob:/);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves the assets from the package', async () => {
    const js = await t().http().get(`${IDE_STATIC_PATH}ruru.js`);
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    const css = await t().http().get(`${IDE_STATIC_PATH}ruru.css`).set('Accept-Encoding', 'br');
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
  });

  it('answers an unknown asset with the JSON 404', async () => {
    const res = await t().http().get(`${IDE_STATIC_PATH}nope.js`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
  });

  it('still answers GraphQL over GET for API clients', async () => {
    const res = await t()
      .http()
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('Apollo-Require-Preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('unknown routes and methods', () => {
  it.each(['/api/v1/nope', '/nope', '/'])('answers %s with the JSON 404', async (path) => {
    const res = await t().http().get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      code: 404,
      error: 'NOT_FOUND',
      message: 'Not Found',
      detail: expect.stringContaining(path),
    });
    // A refusal is not a representation: no ETag to revalidate it by (only versioned resources have one).
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await t().http().patch('/api/v1/workspaces').send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toMatchObject({ code: 405, error: 'METHOD_NOT_ALLOWED', message: 'Method Not Allowed' });
  });
});

describe('REST query parameters', () => {
  it('refuses an unknown query parameter with a 400 naming it and the ones the route takes', async () => {
    const su = { Authorization: `Bearer ${await t().token('super_admin')}` };
    const res = await t().http().get('/api/v1/audit/events?principle=bob').set(su);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_REQUEST');
    expect(res.body.detail).toMatch(/^principle: unknown query parameter \(this route takes .*principal/);
    const none = await t().http().get('/api/v1/workspaces?verbose=1').set(su);
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/^verbose: unknown query parameter/);
    // Nothing was done: a write with an unknown parameter creates nothing.
    const w = await t().http().post('/api/v1/workspaces?dryrun=true').set(su).send({ name: 'nope' });
    expect(w.status).toBe(400);
    expect((await t().http().get('/api/v1/workspaces').set(su)).body.workspaces).toEqual([]);
  });
});
