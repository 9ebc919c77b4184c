import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Context } from '../../context';
import { EXPECTED_VERSION_DOC } from '../versions';
import { workspaceIdOf } from '../workspace-id';
import { WorkspaceDocumentService } from './workspace-document.service';
import { WorkspaceExport, WorkspacePlan } from './workspace-document.types';

@Resolver()
export class WorkspaceDocumentResolver {
  constructor(private readonly service: WorkspaceDocumentService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => WorkspaceExport, { description: 'The workspace as a document (no secrets).' })
  async exportWorkspace(@Arg('workspace') workspace: string, @Ctx() ctx: Context): Promise<WorkspaceExport> {
    return this.service.export(await workspaceIdOf(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => WorkspacePlan, { description: 'What applying a workspace document would change; changes nothing.' })
  async planWorkspace(
    @Arg('workspace') workspace: string,
    @Arg('document', () => GraphQLJSONObject, { description: 'The workspace document (docs/workspace-documents.md).' })
    document: Record<string, unknown>,
    @Arg('prune', () => Boolean, { nullable: true, description: 'Also plan deleting what the document does not hold.' })
    prune: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<WorkspacePlan> {
    return this.service.plan(await workspaceIdOf(ctx, workspace), document, prune ?? false);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => WorkspacePlan, {
    description: 'Applies a workspace document in one transaction (all or nothing); answers the plan it carried out.',
  })
  async applyWorkspace(
    @Arg('workspace') workspace: string,
    @Arg('document', () => GraphQLJSONObject, { description: 'The workspace document (docs/workspace-documents.md).' })
    document: Record<string, unknown>,
    @Arg('prune', () => Boolean, { nullable: true, description: 'Also delete what the document does not hold.' })
    prune: boolean | null,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<WorkspacePlan> {
    const p = ctx.principal;
    return this.service.apply(await workspaceIdOf(ctx, workspace), document, prune ?? false, expectedVersion, {
      requestId: ctx.requestId,
      principal: p.subject,
      credentialId: p.credentialId ?? null,
      authMethod: p.authMethod,
      surface: ctx.surface,
      superAdmin: p.superAdmin,
    });
  }
}
