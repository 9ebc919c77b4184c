import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { useTestApp } from '../support/app';
import { redisSkipReason } from '../support/redis';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** The limiter's close(), found on the app's middleware stack: MapgateApp does not expose it. */
const REDIS_SKIP = redisSkipReason(REDIS_URL);

const bearer = () => `Bearer rate-limit-test-${randomUUID()}`;

describe('429 per credential (docs/rules.md §3)', () => {
  const t = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with Retry-After and the IETF RateLimit headers once the budget is spent', async () => {
    const cred = bearer();
    for (let i = 0; i < 3; i++) {
      const ok = await t().http().get('/api/v1/workspaces').set('Authorization', cred);
      expect(ok.status).toBe(401);
      expect(ok.headers['ratelimit-policy']).toMatch(/^"mapgate"; q=3; w=60; pk=:[^:]+:$/);
      expect(ok.headers.ratelimit).toMatch(new RegExp(`^"mapgate"; r=${2 - i}; t=\\d+$`));
    }
    const res = await t().http().get('/api/v1/workspaces').set('Authorization', cred);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['ratelimit-policy']).toBeDefined();
    expect(res.headers.ratelimit).toMatch(/r=0/);
    expect(res.body).toEqual({
      code: 429,
      error: 'RATE_LIMITED',
      message: 'Too Many Requests',
      detail: expect.any(String),
    });
  });

  it('keeps separate budgets per verified credential; unverified ones share their address budget', async () => {
    const one = `Bearer ${await t().token('super_admin', undefined, 'one')}`;
    const two = `Bearer ${await t().token('super_admin', undefined, 'two')}`;
    for (let i = 0; i < 3; i++) await t().http().get('/api/v1/workspaces').set('Authorization', one);
    expect((await t().http().get('/api/v1/workspaces').set('Authorization', one)).status).toBe(429);
    expect((await t().http().get('/api/v1/workspaces').set('Authorization', two)).status).toBe(200);
    // The address's budget is spent by the first test's unverified credentials: a random cookie gets none.
    expect((await t().http().get('/api/v1/workspaces').set('Cookie', `mapgate_session=${randomUUID()}`)).status).toBe(
      429,
    );
  });

  it('answers /graphql in the GraphQL error shape', async () => {
    const cred = bearer();
    for (let i = 0; i < 3; i++)
      await t().http().post('/graphql').set('Authorization', cred).send({ query: '{ __typename }' });
    const res = await t().http().post('/graphql').set('Authorization', cred).send({ query: '{ __typename }' });
    expect(res.status).toBe(429);
    expect(res.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('never limits health and metrics', async () => {
    for (let i = 0; i < 5; i++) expect((await t().http().get('/healthz')).status).toBe(200);
  });
});

(REDIS_SKIP ? describe.skip : describe)(
  `429 shared across instances through Redis${REDIS_SKIP ? ` (${REDIS_SKIP})` : ''}`,
  () => {
    const a = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '3', MAPGATE_REDIS_URL: REDIS_URL });
    const b = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '3', MAPGATE_REDIS_URL: REDIS_URL }, { shareDatabaseOf: a });

    it('counts requests to both instances against one budget', async () => {
      // A verified caller: an unverified credential would count against the client address instead.
      // A subject of its own: verified callers' counters live in Redis, shared with every other test run.
      const cred = `Bearer ${await a().token('super_admin', undefined, `rate-limit-${randomUUID()}`)}`;
      const get = (app: Express) => request(app).get('/api/v1/workspaces').set('Authorization', cred);
      // The limiter fails open until its Redis client is connected; on a loaded machine that takes a
      // moment after start-up, so let both instances connect before counting.
      for (const app of [a().app, b().app]) await request(app).get('/api/v1/workspaces').set('Authorization', bearer());
      await new Promise((r) => setTimeout(r, 1000));
      expect((await get(a().app)).status).toBe(200);
      expect((await get(b().app)).status).toBe(200);
      expect((await get(a().app)).status).toBe(200);
      const res = await get(b().app);
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.body.error).toBe('RATE_LIMITED');
    });
  },
);

describe('an unreachable Redis', () => {
  const t = useTestApp({ MAPGATE_RATE_LIMIT_PER_MINUTE: '1', MAPGATE_REDIS_URL: 'redis://127.0.0.1:1' });

  it('lets requests through unlimited instead of failing them', async () => {
    const cred = bearer();
    for (let i = 0; i < 3; i++) {
      expect((await t().http().get('/api/v1/workspaces').set('Authorization', cred)).status).toBe(401);
    }
  });
});
