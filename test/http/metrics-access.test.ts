import { loadConfig } from '../../src/base/config';
import { useTestApp } from '../support/app';

describe('/metrics is not public', () => {
  describe('by default', () => {
    const t = useTestApp();
    it('answers loopback peers', async () => {
      const res = await t().http().get('/metrics');
      expect(res.status).toBe(200);
      expect(res.text).toContain('process_cpu_user_seconds_total');
    });
  });

  describe('with MAPGATE_METRICS_ALLOW and MAPGATE_METRICS_TOKEN', () => {
    const token = 'scrape-0123456789abcdef';
    const t = useTestApp({ MAPGATE_METRICS_ALLOW: '10.0.0.0/8', MAPGATE_METRICS_TOKEN: token });

    it('refuses a peer outside the ranges, whatever X-Forwarded-For claims', async () => {
      for (const headers of [{}, { 'X-Forwarded-For': '10.1.2.3' }]) {
        const res = await t().http().get('/metrics').set(headers);
        expect(res.status).toBe(403);
        expect(res.body.error).toBe('FORBIDDEN');
        expect(res.text).not.toContain('process_cpu');
      }
    });

    it('answers the token, and refuses a wrong one', async () => {
      expect((await t().http().get('/metrics').set('Authorization', `Bearer ${token}`)).status).toBe(200);
      expect((await t().http().get('/metrics').set('Authorization', `Bearer ${token}x`)).status).toBe(403);
      expect((await t().http().get('/metrics').set('Authorization', 'Bearer nope')).status).toBe(403);
    });

    it('keeps health probes open', async () => {
      expect((await t().http().get('/healthz')).status).toBe(200);
    });
  });

  describe('behind a proxy on the same host (MAPGATE_TRUSTED_PROXIES=loopback)', () => {
    const t = useTestApp({ MAPGATE_TRUSTED_PROXIES: 'loopback' });

    it('judges the client the proxy names, as the rate limit does, not the proxy', async () => {
      expect((await t().http().get('/metrics').set('X-Forwarded-For', '203.0.113.5')).status).toBe(403);
      // A forged entry before the proxy's own does not help: the proxy appended the real client.
      expect((await t().http().get('/metrics').set('X-Forwarded-For', '127.0.0.1, 203.0.113.5')).status).toBe(403);
      expect((await t().http().get('/metrics').set('X-Forwarded-For', '127.0.0.1')).status).toBe(200);
      expect((await t().http().get('/metrics')).status).toBe(200);
    });
  });

  describe('without trusted proxies', () => {
    const t = useTestApp();
    it('ignores X-Forwarded-For from loopback: the socket decides', async () => {
      expect((await t().http().get('/metrics').set('X-Forwarded-For', '203.0.113.5')).status).toBe(200);
    });
  });

  it('refuses a metrics token shorter than 16 characters at start-up', () => {
    expect(() => loadConfig({ MAPGATE_METRICS_TOKEN: 'short' })).toThrow(/MAPGATE_METRICS_TOKEN/);
  });
});
