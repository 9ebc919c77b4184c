import { ROTATION_INVALIDATIONS } from '../../src/auth/credentials';
import { SigningKeys } from '../../src/auth/signing-keys';
import { mintToken } from '../../src/auth/tokens';
import { publishOnce } from '../../src/cache/bus';
import { useTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { signIn } from '../support/identity';

// A browser session never outlives what it was made from (docs/security.md, "Sessions").

const me = (t: TestApp, cookie: string) => t.http().get('/api/v1/auth/me').set('Cookie', cookie);

describe('session lifetime, one instance', () => {
  const t = useTestApp();

  it("a session from a 5 s token expires with the token's exp", async () => {
    const token = await mintToken(new SigningKeys(t().db.prisma), { sub: 'short', role: 'super_admin' }, 5);
    const res = await t().http().post('/api/v1/auth/login').send({ token });
    expect(res.status).toBe(201);
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    expect(Date.parse(res.body.session_expires_at)).toBeLessThanOrEqual(exp * 1000);
    expect(Date.parse(res.body.session_idle_expires_at)).toBeLessThanOrEqual(exp * 1000);
    const browser = await signIn(t(), token);
    await me(t(), browser.cookie).expect(200);
    await new Promise((r) => setTimeout(r, 5500));
    expect((await me(t(), browser.cookie)).status).toBe(401);
  }, 20_000);

  it('a signing-key rotation ends the sessions made from tokens of the retired key', async () => {
    const browser = await signIn(t(), await t().token('super_admin'));
    await me(t(), browser.cookie).expect(200);
    await new SigningKeys(t().db.prisma).rotate();
    // What the rotation's announcement does on arrival (the bus itself is tested across instances below;
    // on the embedded database the CLI cannot run beside a server).
    for (const i of ROTATION_INVALIDATIONS) t().mapgate.deps.caches.get(i.cache)?.deletePrefix(i.prefix);
    const res = await me(t(), browser.cookie);
    expect(res.status).toBe(401);
    const list = await t().http().get('/api/v1/workspaces').set('Cookie', browser.cookie);
    expect(list.status).toBe(401);
  });
});

describe('session lifetime across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  if (!process.env.TEST_DATABASE_URL) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL is unset; PGlite is one process)', () => undefined);
    return;
  }
  const a = useTestApp();
  const b = useTestApp({}, { shareDatabaseOf: () => a() });

  it('a rotation announced as the CLI does ends a session cached by the other instance as the announcement arrives', async () => {
    const browser = await signIn(a(), await a().token('super_admin'));
    await me(b(), browser.cookie).expect(200);
    await me(b(), browser.cookie).expect(200);
    await new SigningKeys(a().db.prisma).rotate();
    await publishOnce({ config: a().config, db: a().db, logger: a().mapgate.deps.logger }, ROTATION_INVALIDATIONS);
    // The announcement reaches B over its LISTEN connection, a moment after the NOTIFY returns.
    await eventually(async () => expect((await me(b(), browser.cookie)).status).toBe(401));
  });
});
