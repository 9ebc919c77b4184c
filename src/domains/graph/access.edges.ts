import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import { isUuid } from '../../runtime/loaders';
import { APIKey } from '../api-keys';
import { AuditEvent } from '../audit';
import { BrowserSession } from '../auth';
import { ClaimMapping } from '../claim-mappings';
import { Role } from '../roles';
import { Workspace } from '../workspaces';
import { mayRead, readableOne } from './graph.access';
import { GraphLoaderFactory } from './graph.loaders';

const ROLE_EDGE_DOC = 'The role it grants.';

async function workspaceOf(ctx: Context, workspaceId: string | null | undefined): Promise<Workspace | null> {
  if (!workspaceId || !isUuid(workspaceId) || !mayRead(ctx, workspaceId)) return null;
  return ctx.loaders.workspace.load(workspaceId);
}

@Resolver(() => APIKey)
export class APIKeyEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Role, { nullable: true, description: ROLE_EDGE_DOC })
  role(@Root() k: APIKey, @Ctx() ctx: Context): Promise<Role | null> {
    return this.graph.for(ctx.loaders).roleById.load(k.roleId);
  }

  @FieldResolver(() => Workspace, { nullable: true, description: 'Its workspace; null for a super_admin key.' })
  workspace(@Root() k: APIKey, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, k.workspaceId);
  }
}

@Resolver(() => ClaimMapping)
export class ClaimMappingEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => Role, { nullable: true, description: ROLE_EDGE_DOC })
  role(@Root() m: ClaimMapping, @Ctx() ctx: Context): Promise<Role | null> {
    return this.graph.for(ctx.loaders).roleById.load(m.roleId);
  }

  @FieldResolver(() => Workspace, { nullable: true, description: 'Its workspace; null for a global mapping.' })
  workspace(@Root() m: ClaimMapping, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, m.workspaceId);
  }
}

@Resolver(() => AuditEvent)
export class AuditEventEdges {
  @FieldResolver(() => Workspace, {
    nullable: true,
    description:
      'The workspace the request was about, while it exists (`workspaceId` and `workspaceName` stay after it is deleted).',
  })
  workspace(@Root() e: AuditEvent, @Ctx() ctx: Context): Promise<Workspace | null> {
    return workspaceOf(ctx, e.workspaceId);
  }
}

@Resolver(() => BrowserSession)
export class BrowserSessionEdges {
  constructor(private readonly graph: GraphLoaderFactory) {}

  @FieldResolver(() => APIKey, {
    nullable: true,
    description: 'The API key it was signed in with; null for any other sign-in.',
  })
  async apiKey(@Root() s: BrowserSession, @Ctx() ctx: Context): Promise<APIKey | null> {
    if (!s.apiKeyId) return null;
    return readableOne(ctx, await this.graph.for(ctx.loaders).apiKeyById.load(s.apiKeyId));
  }
}
