import {
  MeDocument,
  ListBrowserSessionsDocument,
  LoginDocument,
  LogoutDocument,
  RefreshSessionDocument,
  RevokeBrowserSessionDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('auth', '/auth/sessions', '/auth/sessions/{session}');

/** Operations 11 and 12 of docs/rules.md §10, plus /auth/me, /auth/login, /auth/logout, /auth/refresh (docs/rules.md §9). */
export const authRoutes: RestRoute[] = [
  r.get('/auth/me', MeDocument, "The caller's identity, workspaces and capabilities (AuthMe)"),
  r.post(
    '/auth/login',
    LoginDocument,
    'Sign in with {"token": API key, mapgate token or OIDC token}: AuthMe plus the mapgate_session and mapgate_csrf cookies',
    { status: 201, body: { variable: 'input' }, errors: [400] },
  ),
  r.post('/auth/logout', LogoutDocument, "Revoke the caller's browser session and clear its cookies", { status: 204 }),
  r.post(
    '/auth/refresh',
    RefreshSessionDocument,
    'Rotate both session secrets (new cookies) and extend the idle deadline',
    {
      errors: [400],
    },
  ),
  r.list(ListBrowserSessionsDocument, 'List browser sessions, newest first (super_admin; never a secret)', 'sessions'),
  r.remove(RevokeBrowserSessionDocument, 'Revoke a browser session (super_admin)', { errors: [404] }),
];
