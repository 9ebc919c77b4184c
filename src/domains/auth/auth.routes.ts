import {
  MeDocument,
  ListBrowserSessionsDocument,
  LoginDocument,
  LogoutDocument,
  RefreshSessionDocument,
  RevokeBrowserSessionDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'auth';

/** Operations 11 and 12 of docs/rules.md §10, plus /auth/me, /auth/login, /auth/logout, /auth/refresh (docs/rules.md §9). */
export const authRoutes: RestRoute[] = [
  {
    operationId: 'me',
    method: 'GET',
    path: '/auth/me',
    document: MeDocument,
    tag,
    summary: "The caller's identity, workspaces and capabilities (AuthMe)",
    status: 200,
  },
  {
    operationId: 'login',
    method: 'POST',
    path: '/auth/login',
    document: LoginDocument,
    tag,
    summary:
      'Sign in with {"token": API key, mapgate token or OIDC token}: AuthMe plus the mapgate_session and mapgate_csrf cookies',
    status: 201,
    body: { variable: 'input' },
    errors: [400],
  },
  {
    operationId: 'logout',
    method: 'POST',
    path: '/auth/logout',
    document: LogoutDocument,
    tag,
    summary: "Revoke the caller's browser session and clear its cookies",
    status: 204,
  },
  {
    operationId: 'refreshSession',
    method: 'POST',
    path: '/auth/refresh',
    document: RefreshSessionDocument,
    tag,
    summary: 'Rotate both session secrets (new cookies) and extend the idle deadline',
    status: 200,
    errors: [400],
  },
  {
    operationId: 'listBrowserSessions',
    method: 'GET',
    path: '/auth/sessions',
    document: ListBrowserSessionsDocument,
    tag,
    summary: 'List browser sessions, newest first (super_admin; never a secret)',
    status: 200,
    listKey: 'sessions',
    pages: 'browserSessionsConnection',
  },
  {
    operationId: 'revokeBrowserSession',
    method: 'DELETE',
    path: '/auth/sessions/{session}',
    document: RevokeBrowserSessionDocument,
    tag,
    summary: 'Revoke a browser session (super_admin)',
    status: 204,
    errors: [404],
  },
];
