import { Writable } from 'node:stream';
import { createLogger } from '../../src/base/logger';
import { useTestApp } from '../support/app';
import { apiKey, bearer, createKey, createWorkspace, signIn } from '../support/identity';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
// The production logger (its redaction included) at the most verbose level, writing into `lines`.
const t = useTestApp({}, { logger: createLogger('trace', sink) });

describe('logs', () => {
  it('never contain an API key, a token or a session secret, whatever happens to them', async () => {
    await createWorkspace(t(), 'w');
    const k = await createKey(t(), 'w');
    const token = await t().token('super_admin');
    const secrets = [k.key, k.key.slice(4), token, token.split('.')[2]];

    await t().http().get('/api/v1/workspaces/w/apikeys').set(apiKey(k.key));
    await t().gql('{ apiKeys(workspace: "w") { id } }', {}, token);
    const b = await signIn(t(), k.key);
    secrets.push(b.session, b.csrf);
    await t().http().get('/api/v1/auth/me').set('Cookie', b.cookie);
    await t().http().post('/api/v1/workspaces').set('Cookie', b.cookie).send({ name: 'x' });
    const refreshed = await t().http().post('/api/v1/auth/refresh').set('Cookie', b.cookie).set(b.csrfHeader);
    for (const c of refreshed.headers['set-cookie'] as unknown as string[]) secrets.push(c.split(';')[0].split('=')[1]);
    await t()
      .http()
      .post('/api/v1/auth/login')
      .send({ token: `${k.key.slice(0, -1)}0` });
    await t()
      .http()
      .get('/api/v1/auth/me?token=' + encodeURIComponent(token));
    await t().http().delete(`/api/v1/workspaces/w/apikeys/${k.id}`).set(bearer(token));
    await t().http().get('/api/v1/workspaces/w/apikeys').set(apiKey(k.key));

    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(text).toContain('/api/v1/auth/login');
    // Credential headers were logged, redacted: the check above is not vacuous.
    expect(text).toContain('[redacted]');
    for (const s of secrets) expect(text).not.toContain(s);
  });
});
