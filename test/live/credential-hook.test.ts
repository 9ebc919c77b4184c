import { createAuthenticator } from '../../src/auth/authenticate';
import { identityMark } from '../../src/auth/recheck';
import type { AuthContext, CredentialExchange } from '../../src/auth/request-context';
import { credentialHook } from '../../src/core/credentials';
import type { Operation } from '../../src/core/types';
import type { Context } from '../../src/request/context';
import { useTestApp } from '../support/app';
import { createKey, createWorkspace, superAdmin } from '../support/identity';

/*
 * The operation core's credential hook (src/core/credentials.ts) with the app's own authenticator, caches
 * and live events: a check under way for a context decides for every caller of that context, so that an
 * event stream's next read, woken by the same revocation as the check its follow began, does not run
 * with the revoked principal.
 */
const t = useTestApp();

it('a caller that arrives while a check is under way waits for it, and sees the principal it decided', async () => {
  await createWorkspace(t(), 'w');
  const key = await createKey(t(), 'w', { name: 'watched', role_id: 'admin' });
  const { deps } = t().mapgate;
  const authenticate = createAuthenticator(deps);
  const req: CredentialExchange = { headers: { 'x-api-key': key.key }, method: 'GET', ip: '127.0.0.1' };
  const mark = identityMark(deps.caches);
  const principal = await authenticate(req);
  expect(principal.authenticated).toBe(true);
  // The hook reads no loader: the context is the part of one that the credential check reads and writes.
  const context = { principal, req, identityMark: mark } as AuthContext as Context;
  const op: Operation = { transport: 'sse', context, began: Date.now(), startedAt: performance.now() };
  const hook = credentialHook({ caches: deps.caches, authenticate, events: deps.events });
  hook.begin!(op);
  await t()
    .http()
    .delete(`/api/v1/workspaces/w/apikeys/${key.id}`)
    .set(await superAdmin(t()))
    .expect(204);
  // The follow's check begins first (woken by the revocation), then the stream's read asks.
  const follow = hook.recheck!(op);
  await hook.recheck!(op);
  const read = context.principal.authenticated;
  await follow;
  expect({ read, after: context.principal.authenticated }).toEqual({ read: false, after: false });
});
