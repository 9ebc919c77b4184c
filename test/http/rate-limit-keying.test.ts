import { randomBytes } from 'node:crypto';
import { useTestApp } from '../support/app';
import { apiKey, bearer } from '../support/identity';

// The request rate limit is keyed by the verified caller, never by an unverified credential (docs/security.md).
const t = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '5' });
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('request rate limit keying', () => {
  it('a fresh random session cookie on every request gets no fresh allowance', async () => {
    const ip = '198.51.100.70';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const cookie = `mapgate_session=${randomBytes(32).toString('base64url')}`;
      statuses.push((await t().http().get('/api/v1/workspaces').set(from(ip)).set('Cookie', cookie)).status);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('random API keys share their address budget', async () => {
    const ip = '198.51.100.71';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const key = apiKey(`mgk_${randomBytes(32).toString('hex')}`);
      statuses.push((await t().http().get('/api/v1/workspaces').set(from(ip)).set(key)).status);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('a verified caller has its own budget, apart from its address', async () => {
    const ip = '198.51.100.72';
    for (let i = 0; i < 5; i++) await t().http().get('/api/v1/workspaces').set(from(ip));
    expect((await t().http().get('/api/v1/workspaces').set(from(ip))).status).toBe(429);
    const su = bearer(await t().token('super_admin'));
    const res = await t().http().get('/api/v1/workspaces').set(from(ip)).set(su);
    expect(res.status).toBe(200);
  });
});
