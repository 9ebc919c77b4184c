import { roleIn, type Principal } from '../../auth/principal';
import type { PrismaClient } from '../../db/client';
import type { Workspace } from '../../generated/prisma/client';
import { isUuid, type Loaders } from '../../runtime/loaders';
import type { AuthCapabilities, AuthMe, AuthWorkspace } from './auth-me.types';

const managesWorkspace = (role: string | undefined) => role === 'super_admin' || role === 'admin';

/**
 * Console access (docs/rules.md §6 leaves it open; decided here): super_admin, or the admin role in at
 * least one workspace, a global admin role included. The console is a management tool, and
 * docs/rules.md §5 gives every workspace route to workspace admins only, so an editor or a viewer could
 * do nothing in it.
 */
export function consoleAccessOf(p: Pick<Principal, 'superAdmin' | 'roles'>): boolean {
  return p.superAdmin || Object.values(p.roles).some(managesWorkspace);
}

/** AuthMe (docs/rules.md §6) for the caller of a request, on either surface. */
export class AuthMeService {
  constructor(private readonly prisma: PrismaClient) {}

  async describe(p: Principal, loaders: Loaders): Promise<AuthMe> {
    const workspaces = await this.workspacesOf(p, loaders);
    const consoleAccess = consoleAccessOf(p);
    const su = p.superAdmin;
    const capabilities: AuthCapabilities = {
      manageWorkspace: consoleAccess,
      manageGlobalCache: su,
      manageGlobalRoles: su,
      manageRoles: su,
      manageSessions: su,
      manageTileMatrixSets: su,
      manageWorkspaces: su,
      readAudit: su,
      readCatalogIntegrity: su,
    };
    const session =
      p.sessionId && p.sessionExpiresAt && p.sessionIdleExpiresAt
        ? { expiresAt: p.sessionExpiresAt, idleExpiresAt: p.sessionIdleExpiresAt }
        : undefined;
    return {
      authenticated: p.authenticated,
      principal: p.subject,
      authMethod: p.authMethod,
      superAdmin: su,
      consoleAccess,
      workspaces,
      capabilities,
      apiKeyId: p.apiKeyId,
      displayName: p.displayName,
      email: p.email,
      globalRole: su ? 'super_admin' : p.roles['*'],
      subject: p.subject,
      sessionId: session && p.sessionId,
      sessionExpiresAt: session?.expiresAt,
      sessionIdleExpiresAt: session?.idleExpiresAt,
      session,
      presentedClaims: p.presentedClaims,
    };
  }

  /**
   * docs/rules.md §6: every workspace where the caller has a role, by name. A global role (or
   * super_admin) reaches every workspace; workspace roles only their own, found through the shared
   * workspace cache (a key or token of one workspace calls this on every AuthMe).
   */
  private async workspacesOf(p: Principal, loaders: Loaders): Promise<AuthWorkspace[]> {
    const everywhere = p.superAdmin || p.roles['*'] !== undefined;
    const ids = Object.keys(p.roles).filter(isUuid);
    if (!everywhere && !ids.length) return [];
    const rows = everywhere
      ? await this.prisma.workspace.findMany({ select: { id: true, name: true } })
      : (await loaders.workspace.loadMany(ids)).filter((w): w is Workspace => w !== null && !(w instanceof Error));
    // By name in code-point order, the same whichever way the rows came.
    rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return rows.map((ws) => {
      const role = roleIn(p, ws.id)!;
      return { id: ws.id, name: ws.name, role, consoleAccess: managesWorkspace(role) };
    });
  }
}
