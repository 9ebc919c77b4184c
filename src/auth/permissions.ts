/**
 * Requirement names used with type-graphql's @Authorized (docs/rules.md §5). The one authChecker
 * (auth/auth-checker.ts) gives them meaning for both surfaces.
 *
 * - `@Authorized()`: any authenticated caller.
 * - `@Authorized(SUPER_ADMIN)`: the super administrator only.
 * - `@Authorized(WORKSPACE_ADMIN)`: admin of the workspace named by the field's `workspace` argument
 *   (id or name), or super_admin. An unknown workspace is 404 for who could see it, else 403.
 */
export const SUPER_ADMIN = 'super_admin';
export const WORKSPACE_ADMIN = 'workspace_admin';
/** As WORKSPACE_ADMIN, but a workspace that does not exist yet passes for super_admin (an apply creates it). */
export const WORKSPACE_ADMIN_OR_NEW = 'workspace_admin_or_new';

/** Root fields open to anonymous callers (sign-in must be reachable without a credential). */
export const PUBLIC_FIELDS = new Set<string>(['login']);
