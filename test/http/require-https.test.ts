import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { loadConfig } from '../../src/base/config';
import { isSecure, trustedPeer } from '../../src/http/require-https';
import { useTestApp } from '../support/app';

/** A non-loopback address of this machine: connecting to it makes the direct peer untrusted. */
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const trust = trustedPeer(loadConfig({ MAPGATE_TRUSTED_PROXIES: '10.1.0.0/16, fd00::/8' }));
const req = (remoteAddress: string, headers: http.IncomingHttpHeaders = {}, encrypted = false) => ({
  socket: { remoteAddress, encrypted },
  headers,
});

describe('isSecure (docs/rules.md §3)', () => {
  it('treats TLS at mapgate as secure from any peer', () => {
    expect(isSecure(req('203.0.113.9', {}, true), trust)).toBe(true);
  });
  it('treats a trusted peer without X-Forwarded-Proto as secure (local use)', () => {
    expect(isSecure(req('127.0.0.1'), trust)).toBe(true);
    expect(isSecure(req('::1'), trust)).toBe(true);
    expect(isSecure(req('::ffff:127.0.0.1'), trust)).toBe(true);
    expect(isSecure(req('10.1.2.3'), trust)).toBe(true);
  });
  it('lets X-Forwarded-Proto decide for a trusted peer', () => {
    expect(isSecure(req('10.1.2.3', { 'x-forwarded-proto': 'https' }), trust)).toBe(true);
    expect(isSecure(req('fd00::5', { 'x-forwarded-proto': 'HTTPS' }), trust)).toBe(true);
    expect(isSecure(req('10.1.2.3', { 'x-forwarded-proto': 'http' }), trust)).toBe(false);
    expect(isSecure(req('127.0.0.1', { 'x-forwarded-proto': 'wss' }), trust)).toBe(false);
    expect(isSecure(req('127.0.0.1', { 'x-forwarded-proto': '' }), trust)).toBe(false);
  });
  it('refuses a list in which any hop was not HTTPS', () => {
    expect(isSecure(req('10.1.2.3', { 'x-forwarded-proto': 'https, http' }), trust)).toBe(false);
    expect(isSecure(req('10.1.2.3', { 'x-forwarded-proto': 'https, https' }), trust)).toBe(true);
  });
  it('ignores X-Forwarded-Proto from an untrusted peer', () => {
    expect(isSecure(req('203.0.113.9', { 'x-forwarded-proto': 'https' }), trust)).toBe(false);
    expect(isSecure(req('10.2.0.1'), trust)).toBe(false);
    expect(isSecure(req('2001:db8::1', { 'x-forwarded-proto': 'https' }), trust)).toBe(false);
  });
});

/** GET /api/v1/workspaces sent to `app` on a non-loopback address of this machine, which then is the direct peer. */
async function fromExternal(app: http.RequestListener, headers: Record<string, string>) {
  const server = http.createServer(app).listen(0, external);
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; upgrade?: string }>((resolve, reject) => {
      http
        .get({ host: external, port, path: '/api/v1/workspaces', headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, upgrade: res.headers.upgrade }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}
const itExternal = external ? it : it.skip;

describe('426 over HTTP', () => {
  const t = useTestApp({ MAPGATE_REQUIRE_HTTPS: 'true' });

  it('refuses plain HTTP forwarded by a trusted proxy with 426 and Upgrade', async () => {
    const res = await t().http().get('/api/v1/workspaces').set('X-Forwarded-Proto', 'http');
    expect(res.status).toBe(426);
    expect(res.headers.upgrade).toBe('TLS/1.2, HTTP/1.1');
    expect(res.body).toEqual({
      code: 426,
      error: 'HTTPS_REQUIRED',
      message: 'Upgrade Required',
      detail: expect.any(String),
    });
  });

  it('answers /graphql in the GraphQL error shape', async () => {
    const res = await t().http().post('/graphql').set('X-Forwarded-Proto', 'http').send({ query: '{ __typename }' });
    expect(res.status).toBe(426);
    expect(res.headers.upgrade).toBe('TLS/1.2, HTTP/1.1');
    expect(res.body.errors[0].extensions.code).toBe('HTTPS_REQUIRED');
  });

  it('serves HTTPS forwarded by a trusted proxy, and a trusted peer without the header', async () => {
    expect((await t().http().get('/api/v1/workspaces').set('X-Forwarded-Proto', 'https')).status).toBe(401);
    expect((await t().http().get('/api/v1/workspaces')).status).toBe(401);
  });

  it('exempts health and metrics', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      expect((await t().http().get(path).set('X-Forwarded-Proto', 'http')).status).toBe(200);
    }
  });

  itExternal(
    `refuses an untrusted peer (${external ?? 'no non-loopback address here'}) whatever X-Forwarded-Proto says`,
    async () => {
      expect(await fromExternal(t().app, {})).toEqual({ status: 426, upgrade: 'TLS/1.2, HTTP/1.1' });
      expect(await fromExternal(t().app, { 'X-Forwarded-Proto': 'https' })).toEqual({
        status: 426,
        upgrade: 'TLS/1.2, HTTP/1.1',
      });
    },
  );
});

describe('426 with MAPGATE_TRUSTED_PROXIES', () => {
  const t = useTestApp({ MAPGATE_REQUIRE_HTTPS: 'true', MAPGATE_TRUSTED_PROXIES: external ? `${external}/32` : '' });

  itExternal('believes X-Forwarded-Proto from a listed proxy', async () => {
    expect(await fromExternal(t().app, { 'X-Forwarded-Proto': 'https' })).toEqual({ status: 401, upgrade: undefined });
    expect(await fromExternal(t().app, { 'X-Forwarded-Proto': 'http' })).toEqual({
      status: 426,
      upgrade: 'TLS/1.2, HTTP/1.1',
    });
    expect(await fromExternal(t().app, {})).toEqual({ status: 401, upgrade: undefined });
  });
});
