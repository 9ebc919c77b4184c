import type { TestApp } from './app';

/** Helpers of the identity tests (API keys, sessions, OIDC); everything goes through the HTTP API. */

export { apiKey, bearer, createWorkspace, superAdmin } from './factories';
import { superAdmin } from './factories';
import type { Json } from './json';

export interface CreatedKey {
  id: string;
  key: string;
  key_prefix: string;
  workspace_id: string;
  role_id: string;
  [k: string]: unknown;
}

/** POST /apikeys as super_admin; returns the 201 body (with the key). */
export async function createKey(
  t: TestApp,
  workspace: string,
  body: Record<string, unknown> = {},
): Promise<CreatedKey> {
  const res = await t
    .http()
    .post(`/api/v1/workspaces/${workspace}/apikeys`)
    .set(await superAdmin(t))
    .send({ name: 'ci', role_id: 'admin', ...body });
  if (res.status !== 201) throw new Error(`API key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A parsed Set-Cookie line: value plus attributes (lower-cased names). */
export interface SetCookie {
  name: string;
  value: string;
  attrs: Record<string, string | true>;
}

export function setCookies(headers: Record<string, unknown>): Record<string, SetCookie> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const out: Record<string, SetCookie> = {};
  for (const line of lines) {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const c: SetCookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs: {} };
    for (const a of attrs) {
      const i = a.indexOf('=');
      if (i < 0) c.attrs[a.toLowerCase()] = true;
      else c.attrs[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    out[c.name] = c;
  }
  return out;
}

/** A signed-in browser: its cookies as sent back, and the CSRF header for writes. */
export interface Browser {
  session: string;
  csrf: string;
  cookie: string;
  csrfHeader: { 'X-CSRF-Token': string };
  me: Record<string, Json>;
}

export function browserOf(cookies: Record<string, SetCookie>, me: Record<string, Json>): Browser {
  const session = cookies.mapgate_session.value;
  const csrf = cookies.mapgate_csrf.value;
  return {
    session,
    csrf,
    cookie: `mapgate_session=${session}; mapgate_csrf=${csrf}`,
    csrfHeader: { 'X-CSRF-Token': csrf },
    me,
  };
}

/** POST /auth/login with a token; throws unless 201. */
export async function signIn(t: TestApp, token: string): Promise<Browser> {
  const res = await t.http().post('/api/v1/auth/login').send({ token });
  if (res.status !== 201) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return browserOf(setCookies(res.headers), res.body);
}
