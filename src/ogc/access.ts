import type { Request } from 'express';
import { BUILTIN_ROLES, roleIn, type Principal } from '../auth/principal';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from '../base/errors';
import type { Workspace } from '../generated/prisma/client';
import type { OGCAPISettingsValue, OGCTilesSettingsValue, OgcSettingsService } from '../domains/ogc-settings';

/*
 * Who may read a workspace's OGC API (docs/data-plane.md, "Access"). The workspace's settings decide:
 * disabled -> 404; public -> anyone; otherwise a credential (API key, bearer token or browser session)
 * with a built-in role (viewer or stronger) in that workspace, else 401 (none or refused) or 403.
 * A caller without a role cannot tell a missing workspace from a private or a disabled one: all three
 * answer 401 to an anonymous caller and 403 to an authenticated one.
 */

export type OgcPart = 'features' | 'tiles';

export interface Admitted {
  workspace: Workspace;
  features: OGCAPISettingsValue;
  tiles: OGCTilesSettingsValue;
  /** True when the answer may be stored by shared caches (the part is public). */
  public: boolean;
}

const VIEWER_OR_MORE = new Set<string>(BUILTIN_ROLES);

/** The refusal for a caller who may not learn whether the workspace exists. */
function stranger(p: Principal): DomainError {
  if (p.rateLimited) return new RateLimitedError(p.rateLimited);
  if (p.unavailable) return new UnavailableError(p.unavailable);
  if (p.rejected) return new UnauthenticatedError(p.rejected);
  if (!p.authenticated) return new UnauthenticatedError('a credential with a role in this workspace is required');
  return new ForbiddenError('no role in this workspace');
}

export class OgcAccess {
  constructor(
    /** A workspace by id or name (the shared `workspaces` cache, as every workspace route reads it); null when none. */
    private readonly findWorkspace: (ref: string) => Promise<Workspace | null>,
    private readonly settings: OgcSettingsService,
    private readonly authenticate: (req: Request) => Promise<Principal>,
  ) {}

  /**
   * Admits the request to `parts` of the workspace (any one enabled is enough: the landing page) or
   * throws the refusal. `openResource` says whether the resource asked for is a layer group marked
   * public, which anyone may read while the workspace's part is enabled.
   */
  async admit(
    req: Request,
    ref: string,
    parts: OgcPart[],
    openResource?: (workspace: Workspace) => Promise<boolean>,
  ): Promise<Admitted> {
    const workspace = await this.findWorkspace(ref);
    let principal: Principal | undefined;
    const who = async () => (principal ??= await this.authenticate(req));
    if (!workspace) {
      const p = await who();
      if (p.superAdmin) throw new NotFoundError('workspace not found');
      throw stranger(p);
    }
    const [features, tiles] = await Promise.all([
      this.settings.features(workspace.id),
      this.settings.tiles(workspace.id),
    ]);
    const enabled = parts.filter((part) => (part === 'features' ? features.enabled : tiles.enabled));
    const isPublic = enabled.some((part) => (part === 'features' ? features.public : tiles.public));
    if (enabled.length && (isPublic || (openResource && (await openResource(workspace)))))
      return { workspace, features, tiles, public: true };
    const p = await who();
    const role = roleIn(p, workspace.id);
    const member = p.authenticated && !p.rejected && role !== undefined && VIEWER_OR_MORE.has(role);
    if (!member) throw stranger(p);
    if (!enabled.length) {
      const what =
        parts.length === 1 ? (parts[0] === 'tiles' ? 'OGC API - Tiles' : 'OGC API - Features') : 'the OGC API';
      throw new NotFoundError(`${what} is not enabled in workspace "${workspace.name}" (its OGC settings)`);
    }
    return { workspace, features, tiles, public: false };
  }
}
