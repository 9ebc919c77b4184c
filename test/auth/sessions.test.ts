import { useTestApp } from '../support/app';
import { bearer, browserOf, createKey, createWorkspace, setCookies, signIn, superAdmin } from '../support/identity';

// Loopback as a trusted proxy: the session records the address X-Forwarded-For names.
const t = useTestApp({ MAPGATE_TRUSTED_PROXIES: 'loopback' });

describe('POST /api/v1/auth/login', () => {
  it('201 + AuthMe, and sets the session and CSRF cookies with the right attributes', async () => {
    const res = await t()
      .http()
      .post('/api/v1/auth/login')
      .send({ token: await t().token('super_admin', undefined, 'root') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      authenticated: true,
      principal: 'root',
      auth_method: 'session',
      super_admin: true,
      console_access: true,
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      session: { expires_at: expect.any(String), idle_expires_at: expect.any(String) },
    });
    // 12 h, but never past the 1 h token it was made from (docs/security.md).
    const lifetime = Date.parse(res.body.session_expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(0.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
    const idle = Date.parse(res.body.session_idle_expires_at) - Date.now();
    expect(idle).toBeGreaterThan(59 * 60_000);
    expect(idle).toBeLessThanOrEqual(3600_000);

    const c = setCookies(res.headers);
    expect(c.mapgate_session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c.mapgate_session.attrs).toMatchObject({
      path: '/',
      httponly: true,
      samesite: 'Lax',
      expires: expect.any(String),
    });
    expect(c.mapgate_session.attrs.secure).toBeUndefined();
    expect(c.mapgate_csrf.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c.mapgate_csrf.attrs).toMatchObject({ path: '/', samesite: 'Lax' });
    expect(c.mapgate_csrf.attrs.httponly).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(c.mapgate_session.value);

    // Only digests are stored.
    const row = await t().db.prisma.browserSession.findUniqueOrThrow({ where: { id: res.body.session_id } });
    expect(JSON.stringify(row)).not.toContain(c.mapgate_session.value);
    expect(JSON.stringify(row)).not.toContain(c.mapgate_csrf.value);
  });

  it('cookies are Secure when a trusted proxy says the request came over HTTPS', async () => {
    const res = await t()
      .http()
      .post('/api/v1/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ token: await t().token('super_admin') });
    expect(res.status).toBe(201);
    const c = setCookies(res.headers);
    expect(c.mapgate_session.attrs.secure).toBe(true);
    expect(c.mapgate_csrf.attrs.secure).toBe(true);
  });

  it('401 for a token that is not valid, with no cookie set', async () => {
    for (const token of ['nope', 'mgk_' + '0'.repeat(64), (await t().token('super_admin')).slice(0, -4) + 'AAAA']) {
      const res = await t().http().post('/api/v1/auth/login').send({ token });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('UNAUTHENTICATED');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('400 without a token', async () => {
    expect((await t().http().post('/api/v1/auth/login').send({})).body.detail).toMatch(/^token: is required/);
    expect((await t().http().post('/api/v1/auth/login').send({ token: '' })).body.detail).toMatch(
      /^token: must not be empty/,
    );
  });
});

describe('cookie authentication', () => {
  it('authenticates GET with the cookie alone', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const res = await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ auth_method: 'session', session_id: b.me.session_id, super_admin: true });
  });

  it('403 for a write without X-CSRF-Token (REST), or with a wrong one; OK with it', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const none = await t().http().post('/api/v1/workspaces').set('Cookie', b.cookie).send({ name: 'w' });
    expect(none.status).toBe(403);
    expect(none.body.detail).toMatch(/X-CSRF-Token/);
    const wrong = await t()
      .http()
      .post('/api/v1/workspaces')
      .set('Cookie', b.cookie)
      .set('X-CSRF-Token', b.session)
      .send({ name: 'w' });
    expect(wrong.status).toBe(403);
    const ok = await t()
      .http()
      .post('/api/v1/workspaces')
      .set('Cookie', b.cookie)
      .set(b.csrfHeader)
      .send({ name: 'w' });
    expect(ok.status).toBe(201);
  });

  it('POST /graphql with the cookie needs X-CSRF-Token too, even for a query', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const post = (headers: Record<string, string>) =>
      t()
        .http()
        .post('/graphql')
        .set('Cookie', b.cookie)
        .set(headers)
        .send({ query: '{ me { principal authMethod } }' });
    const none = await post({});
    expect(none.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const ok = await post(b.csrfHeader);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.me.authMethod).toBe('session');
  });

  it('an explicit header wins: a bad bearer token next to a good cookie is 401', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const bad = await t()
      .http()
      .get('/api/v1/auth/me')
      .set('Cookie', b.cookie)
      .set('Authorization', 'Bearer not-a-token');
    expect(bad.status).toBe(401);
    const other = await t()
      .http()
      .get('/api/v1/auth/me')
      .set('Cookie', b.cookie)
      .set(bearer(await t().token('super_admin', undefined, 'bob')));
    expect(other.body).toMatchObject({ principal: 'bob', auth_method: 'mapgate_token' });
  });

  it('an idle or absolutely expired session is 401', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const id = b.me.session_id as string;
    await t().db.prisma.browserSession.update({ where: { id }, data: { idleExpiresAt: new Date(Date.now() - 1000) } });
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(401);
    await t().db.prisma.browserSession.update({
      where: { id },
      data: { idleExpiresAt: new Date(Date.now() + 60_000), expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(401);
  });

  it('a session made from an API key dies when the key is revoked', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w', { role_id: 'admin' });
    const b = await signIn(t(), k.key);
    expect(b.me).toMatchObject({ api_key_id: k.id, console_access: true });
    expect((await t().http().get('/api/v1/workspaces/w/apikeys').set('Cookie', b.cookie)).status).toBe(200);
    await t()
      .http()
      .delete(`/api/v1/workspaces/w/apikeys/${k.id}`)
      .set(await superAdmin(t()));
    expect((await t().http().get('/api/v1/workspaces/w/apikeys').set('Cookie', b.cookie)).status).toBe(401);
    const list = await t()
      .http()
      .get('/api/v1/auth/sessions')
      .set(await superAdmin(t()));
    expect(list.body.sessions[0]).toMatchObject({ id: b.me.session_id, revoked_at: expect.any(String) });
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('204, revokes the session and clears both cookies', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const res = await t().http().post('/api/v1/auth/logout').set('Cookie', b.cookie).set(b.csrfHeader);
    expect(res.status).toBe(204);
    const c = setCookies(res.headers);
    expect(c.mapgate_session.value).toBe('');
    expect(Date.parse(c.mapgate_session.attrs.expires as string)).toBeLessThan(Date.now());
    expect(c.mapgate_csrf.value).toBe('');
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(401);
  });

  it('needs the CSRF header (a forged sign-out is refused)', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    expect((await t().http().post('/api/v1/auth/logout').set('Cookie', b.cookie)).status).toBe(403);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(200);
  });
});

describe('POST /api/v1/auth/refresh', () => {
  it('rotates both secrets: the old cookie stops working, the new one works', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const res = await t().http().post('/api/v1/auth/refresh').set('Cookie', b.cookie).set(b.csrfHeader);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ session_id: b.me.session_id, session_expires_at: b.me.session_expires_at });
    const n = browserOf(setCookies(res.headers), res.body);
    expect(n.session).not.toBe(b.session);
    expect(n.csrf).not.toBe(b.csrf);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(401);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', n.cookie)).status).toBe(200);
    const stale = await t()
      .http()
      .post('/api/v1/workspaces')
      .set('Cookie', n.cookie)
      .set(b.csrfHeader)
      .send({ name: 'w' });
    expect(stale.status).toBe(403);
    expect(
      (await t().http().post('/api/v1/workspaces').set('Cookie', n.cookie).set(n.csrfHeader).send({ name: 'w' }))
        .status,
    ).toBe(201);
  });

  it('400 for a caller without a browser session, 401 anonymous', async () => {
    const res = await t()
      .http()
      .post('/api/v1/auth/refresh')
      .set(await superAdmin(t()));
    expect(res.status).toBe(400);
    expect((await t().http().post('/api/v1/auth/refresh')).status).toBe(401);
  });
});

describe('GET /api/v1/auth/sessions (op 11)', () => {
  it('lists sessions newest first with the BrowserSessionList fields and never a secret', async () => {
    const ws = await createWorkspace(t(), 'w');
    const first = await signIn(t(), await t().token('admin', ws.id, 'ann'));
    const second = await t()
      .http()
      .post('/api/v1/auth/login')
      .set('User-Agent', 'console/1.0')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ token: await t().token('super_admin', undefined, 'root') });
    const res = await t()
      .http()
      .get('/api/v1/auth/sessions')
      .set(await superAdmin(t()));
    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s: { subject: string }) => s.subject)).toEqual(['root', 'ann']);
    expect(res.body.sessions[0]).toEqual({
      id: second.body.session_id,
      subject: 'root',
      email: null,
      display_name: null,
      auth_method: 'mapgate_token',
      global_role: 'super_admin',
      roles: { '*': 'super_admin' },
      remote_addr: '203.0.113.9',
      user_agent: 'console/1.0',
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      idle_expires_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
      console_access: true,
    });
    expect(res.body.sessions[1]).toMatchObject({
      roles: { [ws.id]: 'admin' },
      global_role: null,
      console_access: true,
    });
    const text = JSON.stringify(res.body);
    for (const s of [first.session, first.csrf, ...Object.values(setCookies(second.headers)).map((c) => c.value)])
      expect(text).not.toContain(s);
  });

  it('401 anonymous, 403 for anyone but super_admin (a session cookie included)', async () => {
    const ws = await createWorkspace(t(), 'w');
    expect((await t().http().get('/api/v1/auth/sessions')).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .get('/api/v1/auth/sessions')
          .set(bearer(await t().token('admin', ws.id)))
      ).status,
    ).toBe(403);
    const b = await signIn(t(), await t().token('admin', ws.id));
    expect((await t().http().get('/api/v1/auth/sessions').set('Cookie', b.cookie)).status).toBe(403);
  });
});

describe('DELETE /api/v1/auth/sessions/{session} (op 12)', () => {
  it('204, the session is 401 at once; revoking again is 404', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const path = `/api/v1/auth/sessions/${b.me.session_id}`;
    expect(
      (
        await t()
          .http()
          .delete(path)
          .set(await superAdmin(t()))
      ).status,
    ).toBe(204);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(401);
    const again = await t()
      .http()
      .delete(path)
      .set(await superAdmin(t()));
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('session not found');
  });

  it('404 for an unknown or malformed id; 401 anonymous; 403 for a workspace admin', async () => {
    const ws = await createWorkspace(t(), 'w');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (
          await t()
            .http()
            .delete(`/api/v1/auth/sessions/${id}`)
            .set(await superAdmin(t()))
        ).status,
      ).toBe(404);
    }
    const b = await signIn(t(), await t().token('super_admin'));
    expect((await t().http().delete(`/api/v1/auth/sessions/${b.me.session_id}`)).status).toBe(401);
    expect(
      (
        await t()
          .http()
          .delete(`/api/v1/auth/sessions/${b.me.session_id}`)
          .set(bearer(await t().token('admin', ws.id)))
      ).status,
    ).toBe(403);
    expect((await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie)).status).toBe(200);
  });
});

describe('GraphQL sign-in', () => {
  it('login sets the cookies; browserSessions and revokeBrowserSession work for super_admin', async () => {
    const login = await t()
      .http()
      .post('/graphql')
      .send({
        query: 'mutation($input: LoginInput!) { login(input: $input) { principal sessionId } }',
        variables: { input: { token: await t().token('super_admin', undefined, 'gql') } },
      });
    expect(login.body.data.login.principal).toBe('gql');
    const b = browserOf(setCookies(login.headers), login.body.data.login);
    const su = await t().token('super_admin');
    const list = await t().gql('{ browserSessions { id: databaseId subject roles } }', {}, su);
    expect(list.body.data!.browserSessions).toEqual([
      { id: b.me.sessionId, subject: 'gql', roles: { '*': 'super_admin' } },
    ]);
    const revoke = await t().gql(`mutation { revokeBrowserSession(session: "${b.me.sessionId}") }`, {}, su);
    expect(revoke.body.data!.revokeBrowserSession).toBe(true);
    const again = await t().gql(`mutation { revokeBrowserSession(session: "${b.me.sessionId}") }`, {}, su);
    expect(again.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    const bad = await t().gql('mutation { login(input: { token: "nope" }) { principal } }');
    expect(bad.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('an ended session cookie (docs/security.md, "Failed sign-ins")', () => {
  const expectCleared = (headers: Record<string, unknown>) => {
    const c = setCookies(headers);
    for (const name of ['mapgate_session', 'mapgate_csrf']) {
      expect(c[name]?.value).toBe('');
      expect(new Date(String(c[name]?.attrs.expires)).getTime()).toBeLessThan(Date.now());
    }
  };

  it('the 401 that refuses it clears both cookies, and reloads never count as failed sign-ins', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    const del = await t()
      .http()
      .delete(`/api/v1/auth/sessions/${b.me.session_id}`)
      .set(await superAdmin(t()));
    expect(del.status).toBe(204);
    // Well past the 5 failures per address that block it.
    for (let i = 0; i < 8; i++) {
      const res = await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie);
      expect(res.status).toBe(401);
      expect(res.body.detail).toMatch(/session revoked/);
      expectCleared(res.headers);
    }
    const gql = await t()
      .http()
      .post('/graphql')
      .set('Cookie', b.cookie)
      .set(b.csrfHeader)
      .send({ query: '{ me { principal } }' });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expectCleared(gql.headers);
    // The address is not blocked: a valid sign-in goes through, and bad tokens still count.
    expect((await signIn(t(), await t().token('super_admin'))).me.authenticated).toBe(true);
    expect((await t().http().get('/api/v1/auth/me').set(bearer('x.y.z'))).status).toBe(401);
  });

  it('an expired one likewise; a cookie of no session at all still counts as a failure', async () => {
    const b = await signIn(t(), await t().token('super_admin'));
    await t().db.prisma.browserSession.update({
      where: { id: b.me.session_id as string },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (let i = 0; i < 8; i++) {
      const res = await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie);
      expect(res.status).toBe(401);
      expectCleared(res.headers);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t().http().get('/api/v1/auth/me').set('Cookie', 'mapgate_session=never-issued');
      statuses.push(res.status);
      expectCleared(res.headers);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
