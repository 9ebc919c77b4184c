import type { AuthCheckerFn } from 'type-graphql';
import { noteWorkspace, type AuthContext } from './request-context';
import {
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from '../base/errors';
import { SUPER_ADMIN, WORKSPACE_ADMIN, WORKSPACE_ADMIN_OR_NEW } from './permissions';
import { isWorkspaceAdmin, roleIn } from './principal';

/**
 * The one authorization layer of both surfaces: REST runs the same GraphQL fields, so every
 * @Authorized requirement is checked here and nowhere else. Throws the mapgate error to answer with
 * (401, 403, 404, 503) instead of returning false, so the status is decided in one place.
 */
export const authChecker: AuthCheckerFn<AuthContext> = async ({ context, args, info }, requirements) => {
  // Every root field of a mutation acts with a credential that is still valid (src/core/credentials.ts).
  if (info.operation.operation === 'mutation' && !info.path.prev) await context.recheck?.(context);
  const p = context.principal;
  if (p.unavailable) throw new UnavailableError(p.unavailable);
  if (p.rateLimited) throw new RateLimitedError(p.rateLimited);
  if (p.rejected) throw new UnauthenticatedError(p.rejected);
  if (!p.authenticated) throw new UnauthenticatedError('authentication required');
  if (p.forbidden) throw new ForbiddenError(p.forbidden);
  for (const need of requirements) {
    if (need === SUPER_ADMIN) {
      if (!p.superAdmin) throw new ForbiddenError('requires super_admin');
    } else if (need === WORKSPACE_ADMIN || need === WORKSPACE_ADMIN_OR_NEW) {
      const ref = args.workspace;
      if (typeof ref !== 'string') throw new Error(`${WORKSPACE_ADMIN} needs a "workspace" argument`);
      const ws = await context.loaders.workspace.load(ref);
      if (ws) noteWorkspace(context, ws);
      if (!ws && need === WORKSPACE_ADMIN_OR_NEW && p.superAdmin) continue;
      if (!ws) {
        // Only a caller who could see every workspace learns that this one does not exist.
        if (p.superAdmin || p.roles['*'] === 'admin') throw new NotFoundError('workspace not found');
        throw new ForbiddenError('no role in this workspace');
      }
      if (!isWorkspaceAdmin(p, ws.id))
        // A caller with no role in it hears what a missing workspace answers: no oracle of which exist.
        throw new ForbiddenError(
          roleIn(p, ws.id) ? 'requires the admin role in this workspace' : 'no role in this workspace',
        );
    } else {
      throw new Error(`unknown authorization requirement "${need}"`);
    }
  }
  return true;
};
