import { randomBytes } from 'node:crypto';
import { SignJWT, generateKeyPair } from 'jose';
import { createClient } from 'redis';
import { REDIS_PREFIX, useTestApp } from '../support/app';
import { apiKey, bearer, createKey, createWorkspace } from '../support/identity';

// The test client connects over loopback: as a trusted proxy, its X-Forwarded-For is the client address.
const t = useTestApp({ MAPGATE_TRUSTED_PROXIES: 'loopback' });
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const randomKey = () => `mgk_${randomBytes(32).toString('hex')}`;

/** A token that claims to be a mapgate token for `sub` but is signed by a key mapgate never made. */
async function forged(sub: string): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT({ role: 'super_admin' })
    .setProtectedHeader({ alg: 'ES256', kid: 'forged' })
    .setIssuer('mapgate')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('failed sign-in limiter (docs/security.md)', () => {
  it('5 rejected credentials from one address on any route, then 429 + Retry-After for failing attempts only', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < 5; i++) {
      expect((await t().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()))).status).toBe(401);
    }
    const su = bearer(await t().token('super_admin'));
    // A valid credential is never refused because of other failures from its address.
    expect((await t().http().get('/api/v1/workspaces').set(from(ip)).set(su)).status).toBe(200);
    const blocked = await t().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 429, error: 'RATE_LIMITED' });
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);

    const gql = await t()
      .http()
      .post('/graphql')
      .set(from(ip))
      .set(apiKey(randomKey()))
      .send({ query: '{ me { principal } }' });
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(gql.headers['retry-after']).toBeDefined();
    const okGql = await t().http().post('/graphql').set(from(ip)).set(su).send({ query: '{ me { principal } }' });
    expect(okGql.body.errors).toBeUndefined();
    const login = await t().http().post('/api/v1/auth/login').set(from(ip)).send({ token: 'bad' });
    expect(login.status).toBe(429);
    expect(login.headers['retry-after']).toBeDefined();
    const goodLogin = await t()
      .http()
      .post('/api/v1/auth/login')
      .set(from(ip))
      .send({ token: await t().token('super_admin') });
    expect(goodLogin.status).toBeLessThan(300);

    expect((await t().http().get('/api/v1/workspaces').set(from('203.0.113.2')).set(su)).status).toBe(200);
  });

  it('failed sign-ins at POST /auth/login count the same way', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t()
            .http()
            .post('/api/v1/auth/login')
            .set(from(ip))
            .send({ token: `bad-${i}` })
        ).status,
      ).toBe(401);
    }
    const res = await t().http().post('/api/v1/auth/login').set(from(ip)).send({ token: 'bad-again' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['set-cookie']).toBeUndefined();
    const valid = await t()
      .http()
      .post('/api/v1/auth/login')
      .set(from(ip))
      .send({ token: await t().token('super_admin') });
    expect(valid.status).toBeLessThan(300);
  });

  it('50 failures for one principal, from many addresses, block failing attempts at that principal from every address', async () => {
    const token = await forged('victim');
    for (let i = 0; i < 50; i++) {
      expect(
        (
          await t()
            .http()
            .get('/api/v1/auth/me')
            .set(from(`10.0.${i}.1`))
            .set(bearer(token))
        ).status,
      ).toBe(401);
    }
    const fresh = from('192.0.2.77');
    expect(
      (
        await t()
          .http()
          .get('/api/v1/auth/me')
          .set(fresh)
          .set(bearer(await forged('victim')))
      ).status,
    ).toBe(429);
    // The victim's own valid token still works: the limiter must not become a lockout tool.
    expect(
      (
        await t()
          .http()
          .get('/api/v1/auth/me')
          .set(fresh)
          .set(bearer(await t().token('super_admin', undefined, 'victim')))
      ).status,
    ).toBe(200);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/auth/me')
          .set(fresh)
          .set(bearer(await t().token('super_admin', undefined, 'someone')))
      ).status,
    ).toBe(200);
  });

  it('a refused session cookie counts as a failed sign-in', async () => {
    const ip = '203.0.113.60';
    const cookie = () => `mapgate_session=${randomBytes(32).toString('base64url')}`;
    for (let i = 0; i < 5; i++) {
      expect((await t().http().get('/api/v1/auth/me').set(from(ip)).set('Cookie', cookie())).status).toBe(401);
    }
    const blocked = await t().http().get('/api/v1/auth/me').set(from(ip)).set('Cookie', cookie());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('anonymous requests and valid credentials are not failures', async () => {
    const ip = '203.0.113.50';
    const su = bearer(await t().token('super_admin'));
    for (let i = 0; i < 8; i++) {
      expect((await t().http().get('/api/v1/workspaces').set(from(ip))).status).toBe(401);
      expect((await t().http().get('/api/v1/workspaces').set(from(ip)).set(su)).status).toBe(200);
    }
  });
});

describe('failed sign-ins shared across instances through Redis', () => {
  if (!process.env.TEST_DATABASE_URL || process.env.SKIP_REDIS_TESTS) {
    it.skip('needs PostgreSQL and Redis (two instances)', () => undefined);
    return;
  }
  const env = {
    MAPGATE_REDIS_URL: process.env.MAPGATE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    MAPGATE_TRUSTED_PROXIES: 'loopback',
  };
  const a = useTestApp(env);
  const b = useTestApp(env, { shareDatabaseOf: () => a() });

  it('failures counted on one instance block failing attempts on the other; valid credentials pass', async () => {
    // A fresh address per run: the counters live in Redis, outside this test's database.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 5; i++) {
      expect((await a().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()))).status).toBe(401);
    }
    const blocked = await b().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const su = bearer(await a().token('super_admin'));
    expect((await b().http().get('/api/v1/workspaces').set(from(ip)).set(su)).status).toBe(200);
  });

  it("a principal's successes reach Redis once per interval, and at once after a failure on this instance", async () => {
    const ws = await createWorkspace(a(), `limiter-${randomBytes(4).toString('hex')}`);
    const { key } = await createKey(a(), ws.id);
    const counter = `${REDIS_PREFIX}signin:principal:api_key:${key.slice(0, 12)}`;
    // The same public prefix with another secret: a failure that claims this key's principal.
    const wrong = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const redis = createClient({ url: env.MAPGATE_REDIS_URL });
    const monitor = redis.duplicate();
    await Promise.all([redis.connect(), monitor.connect()]);
    const dels: string[] = [];
    await monitor.monitor((line) => {
      if (line.includes(counter) && /"del"/i.test(line)) dels.push(line);
    });
    try {
      // A burst of 20 at once, then 20 one after another, over REST and GraphQL in turn.
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => a().http().get('/api/v1/auth/me').set(apiKey(key))),
      );
      expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
      for (let i = 0; i < 20; i++) {
        const res =
          i % 2
            ? await a().http().post('/graphql').set(apiKey(key)).send({ query: '{ me { authenticated } }' })
            : await a().http().get('/api/v1/auth/me').set(apiKey(key));
        expect(res.status).toBe(200);
        if (i % 2) expect(res.body).toEqual({ data: { me: { authenticated: true } } });
      }
      expect((await a().http().get('/api/v1/auth/me').set(apiKey(wrong))).status).toBe(401);
      expect(await redis.exists(counter)).toBe(1);
      expect((await a().http().get('/api/v1/auth/me').set(apiKey(key))).status).toBe(200);
      expect(await redis.exists(counter)).toBe(0);
      // MONITOR reports what Redis ran a moment later; give it time to report anything more.
      await new Promise((r) => setTimeout(r, 300));
      // Once for the first of the 40 successes, once for the success after the failure.
      expect(dels).toHaveLength(2);
    } finally {
      await Promise.all([redis.close(), monitor.close()]);
    }
  });

  // Another deployment on the same Redis (MAPGATE_REDIS_PREFIX) keeps counters of its own.
  const other = useTestApp({ ...env, MAPGATE_REDIS_PREFIX: `${REDIS_PREFIX}other:` }, { shareDatabaseOf: () => a() });

  it('another MAPGATE_REDIS_PREFIX does not see these failures', async () => {
    const ip = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 5; i++) {
      expect((await a().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()))).status).toBe(401);
    }
    expect((await b().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()))).status).toBe(429);
    expect((await other().http().get('/api/v1/workspaces').set(from(ip)).set(apiKey(randomKey()))).status).toBe(401);
  });
});
