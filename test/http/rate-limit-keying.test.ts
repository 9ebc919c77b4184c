import { randomBytes } from 'node:crypto';
import { useTestApp } from '../support/app';
import { apiKey, bearer, createKey, createWorkspace } from '../support/identity';

// The request rate limit is keyed by the verified caller, never by an unverified credential (docs/security.md).
// The test client connects over loopback: listing loopback as a trusted proxy makes X-Forwarded-For its address.
const t = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '5', MAPGATE_TRUSTED_PROXIES: 'loopback' });
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

  it('keys minted in one workspace share its budget; a subject has one budget whatever its tokens', async () => {
    const ws = await createWorkspace(t(), 'budget');
    const k1 = apiKey((await createKey(t(), ws.id, { name: 'one' })).key);
    const k2 = apiKey((await createKey(t(), ws.id, { name: 'two' })).key);
    const statuses: number[] = [];
    for (const k of [k1, k2, k1, k2, k1, k2, k1])
      statuses.push((await t().http().get(`/api/v1/workspaces/${ws.id}`).set(k)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);

    const subject = 'person@example.test';
    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map(() => t().token('super_admin', undefined, subject)));
    const byToken: number[] = [];
    for (const tok of tokens) byToken.push((await t().http().get('/api/v1/workspaces').set(bearer(tok))).status);
    expect(byToken).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('behind a trusted proxy, the address the proxy appended counts, not what the client forged before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await t()
            .http()
            .get('/api/v1/workspaces')
            .set(from(`192.0.2.${i}, 198.51.100.73`))
        ).status,
      );
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('client address without MAPGATE_TRUSTED_PROXIES', () => {
  const d = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '5' });

  it('believes no X-Forwarded-For, not even from loopback: forged addresses share the socket budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await d()
            .http()
            .get('/api/v1/workspaces')
            .set(from(`198.51.100.${100 + i}`))
        ).status,
      );
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
