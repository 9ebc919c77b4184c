/** How the caller proved who they are. */
export type AuthMethod = 'anonymous' | 'api_key' | 'mapgate_token' | 'oidc' | 'session';

/** Built-in roles, strongest first (docs/rules.md §4); custom roles rank below them. */
export const BUILTIN_ROLES = ['super_admin', 'admin', 'editor', 'viewer'] as const;

/**
 * The caller of one request, on either surface. Always set: an anonymous caller is a Principal too.
 * A credential that was presented but refused is recorded in `rejected` (never thrown while building
 * the context, since Apollo would answer 500), and the authChecker turns it into a 401.
 */
export interface Principal {
  authenticated: boolean;
  /** Stable name of the caller: token subject, API key name, ... ('anonymous' when none). */
  subject: string;
  authMethod: AuthMethod;
  /** Id of the credential used (API key id, session id); recorded by audit. */
  credentialId?: string;
  superAdmin: boolean;
  /** workspace id -> role id; the key '*' holds a global role. */
  roles: Record<string, string>;
  /** Why a presented credential was refused (401). */
  rejected?: string;
  /**
   * The refused credential is a session cookie of a session that existed and ended (revoked, expired,
   * its key revoked): the refusal clears the cookie, and it is no failed sign-in (docs/security.md).
   */
  endedSession?: boolean;
  /** Why the credential could not be checked right now (503), e.g. the OIDC provider is down. */
  unavailable?: string;
  /** Why a valid credential may not make this request (403), e.g. a failed CSRF check. */
  forbidden?: string;
  /** Why the credential was not even checked (429): too many failed sign-ins (docs/rules.md §3). */
  rateLimited?: string;
  /** When the presented credential itself stops being valid (a token's `exp`, an API key's expiry). */
  credentialExpiresAt?: Date;
  apiKeyId?: string;
  sessionId?: string;
  sessionExpiresAt?: Date;
  sessionIdleExpiresAt?: Date;
  email?: string;
  displayName?: string;
  /** OIDC claims as presented (iss, sub, email and the mappable claims). */
  presentedClaims?: { iss?: string; sub?: string; email?: string; claims: Record<string, string | string[]> };
}

export const ANONYMOUS: Principal = Object.freeze({
  authenticated: false,
  subject: 'anonymous',
  authMethod: 'anonymous',
  superAdmin: false,
  roles: {},
}) as Principal;

/** The caller's role in a workspace: super_admin wins, then the workspace role, then the global one. */
export function roleIn(p: Principal, workspaceId: string): string | undefined {
  if (p.superAdmin) return 'super_admin';
  return p.roles[workspaceId] ?? p.roles['*'];
}

/** Workspace admin or better (docs/rules.md §5). */
export function isWorkspaceAdmin(p: Principal, workspaceId: string): boolean {
  const role = roleIn(p, workspaceId);
  return role === 'super_admin' || role === 'admin';
}

/**
 * The credential a principal authenticated with, as one name: one API key, one session, one token
 * subject. What the live limits count by (docs/security.md, "Live work").
 */
export const credentialName = (p: Principal): string =>
  `${p.authMethod}:${p.apiKeyId ?? p.sessionId ?? p.credentialId ?? p.subject}`;
