import { useTestApp } from '../support/app';
import { bearer, createWorkspace } from '../support/factories';

/*
 * How the OGC API's paths are matched (src/ogc/paths.ts): as Express's router matched them before the OGC
 * API left it (literal segments in any case, one trailing slash, parameters percent-decoded), the same
 * middleware on the way (request id, security headers, the 413 of a body), and the app's own answers for
 * what is not an OGC route. No PostGIS needed: the landing page and conformance read only
 * mapgate's catalog and settings.
 */

const t = useTestApp();

async function setup() {
  const su = bearer(await t().token('super_admin'));
  const ws = await createWorkspace(t(), 'w', su);
  await t()
    .http()
    .put('/api/v1/workspaces/w/settings/ogcapi')
    .set(su)
    .send({ enabled: true, public: true })
    .expect(200);
  return { su, ws };
}

describe('OGC API paths', () => {
  it('are matched in any case, with one trailing slash, by workspace name or id', async () => {
    const { ws } = await setup();
    for (const path of [
      '/ogc/w',
      '/ogc/w/',
      '/OGC/w/Conformance',
      '/ogc/w/conformance/',
      `/ogc/${ws.id}/conformance`,
    ]) {
      const res = await t().http().get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    // A workspace name is a parameter: its case is its own.
    expect((await t().http().get('/ogc/W/conformance')).status).toBe(401);
    const landing = await t().http().get('/ogc/w/');
    expect(landing.body.links.map((l: { rel: string }) => l.rel)).toEqual(
      expect.arrayContaining(['self', 'conformance', 'data']),
    );
  });

  it('carry the request id and security headers of every answer, refusals included', async () => {
    await setup();
    const ok = await t().http().get('/ogc/w/conformance').set('X-Request-Id', 'ogc-path-1');
    expect(ok.headers['x-request-id']).toBe('ogc-path-1');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const refused = await t().http().delete('/ogc/w/conformance').set('X-Request-Id', 'ogc-path-2');
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD');
    expect(refused.headers['x-request-id']).toBe('ogc-path-2');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.body.error).toBe('METHOD_NOT_ALLOWED');
    // Any path below a workspace, a route or not: the OGC API is read-only.
    const elsewhere = await t().http().post('/ogc/w/nothing/here');
    expect(elsewhere.status).toBe(405);
    expect(elsewhere.headers.allow).toBe('GET, HEAD');
    // HEAD is answered by the GET routes, without a body.
    const head = await t().http().head('/ogc/w/conformance');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answer what is not a route: 404 as the app does, 400 for a segment that is not percent-encoding, 413 for a body', async () => {
    await setup();
    const none = await t().http().get('/ogc/w/nothing/here');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ error: 'NOT_FOUND', detail: 'no route for GET /ogc/w/nothing/here' });
    // Parameters must be one non-empty segment each.
    expect((await t().http().get('/ogc/w/collections//tiles')).status).toBe(404);
    // Not below a workspace: the app's 404.
    for (const path of ['/ogc', '/ogc/', '/ogc//conformance']) {
      const res = await t().http().get(path);
      expect({ path, status: res.status, code: res.body.error }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    const bad = await t().http().get('/ogc/w/collections/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('path segment "%E0%A4%A" is not valid percent-encoding');
    const decoded = await t().http().get('/ogc/%77/conformance');
    expect(decoded.status).toBe(200);
    const big = await t()
      .http()
      .get('/ogc/w/conformance')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(2_000_000) }));
    expect(big.status).toBe(413);
  });
});
