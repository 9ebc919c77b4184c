import type { TestApp } from './app';

/**
 * Factories shared by the test files (as in Outline's test/factories): credentials as headers, and
 * resources made through the HTTP API like any client would.
 */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const apiKey = (key: string) => ({ 'X-API-Key': key });

export async function superAdmin(t: TestApp): Promise<{ Authorization: string }> {
  return bearer(await t.token('super_admin'));
}

/** A workspace made through REST, by a super admin unless `auth` says who (audit tests name the caller). */
export async function createWorkspace(
  t: TestApp,
  name: string,
  auth?: Record<string, string>,
): Promise<{ id: string; name: string }> {
  const res = await t
    .http()
    .post('/api/v1/workspaces')
    .set(auth ?? (await superAdmin(t)))
    .send({ name });
  if (res.status !== 201) throw new Error(`workspace ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
