import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { WORKSPACE_ADMIN, WORKSPACE_ADMIN_OR_NEW } from '../../auth/permissions';
import { noteWorkspace } from '../../auth/request-context';
import type { Context } from '../../request/context';
import { EXPECTED_VERSION_DOC } from '../versions';
import { isUuid } from '../../runtime/loaders';
import { workspaceIdOf } from '../workspace-id';
import { WorkspaceDocumentService } from './workspace-document.service';
import { WorkspaceExport, WorkspacePlan } from './workspace-document.types';
import { WORKSPACE_ARG_DOC } from '../descriptions';

const DOCUMENT_DOC = 'The workspace document (docs/workspace-documents.md).';

@Resolver()
export class WorkspaceDocumentResolver {
  constructor(private readonly service: WorkspaceDocumentService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => WorkspaceExport, { description: 'The workspace as a document (no secrets).' })
  async exportWorkspace(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Ctx() ctx: Context,
  ): Promise<WorkspaceExport> {
    return this.service.export(await workspaceIdOf(ctx, workspace));
  }

  @Authorized(WORKSPACE_ADMIN_OR_NEW)
  @Query(() => WorkspacePlan, { description: 'What applying a workspace document would change; changes nothing.' })
  async planWorkspace(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('document', () => GraphQLJSONObject, { description: DOCUMENT_DOC })
    document: Record<string, unknown>,
    @Arg('prune', () => Boolean, { nullable: true, description: 'Also plan deleting what the document does not hold.' })
    prune: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<WorkspacePlan> {
    return this.service.plan(await targetOf(ctx, workspace), document, prune ?? false);
  }

  @Authorized(WORKSPACE_ADMIN_OR_NEW)
  @Mutation(() => WorkspacePlan, {
    description: 'Applies a workspace document in one transaction (all or nothing); answers the plan it carried out.',
  })
  async applyWorkspace(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('document', () => GraphQLJSONObject, { description: DOCUMENT_DOC })
    document: Record<string, unknown>,
    @Arg('prune', () => Boolean, { nullable: true, description: 'Also delete what the document does not hold.' })
    prune: boolean | null,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
    @Arg('revealKeys', () => Boolean, {
      nullable: true,
      description: 'Answer the secrets of the API keys the apply creates (createdKeys); else nobody ever sees them.',
    })
    revealKeys: boolean | null,
    @Arg('expectedPlan', () => String, {
      nullable: true,
      description:
        "The digest of the plan shown (WorkspacePlan.digest): refused (PRECONDITION_FAILED) unless the apply makes exactly that plan's changes, whatever moved in the workspace meanwhile.",
    })
    expectedPlan: string | null,
    @Ctx() ctx: Context,
  ): Promise<WorkspacePlan> {
    const p = ctx.principal;
    const who = {
      requestId: ctx.requestId,
      principal: p.subject,
      credentialId: p.credentialId ?? null,
      authMethod: p.authMethod,
      surface: ctx.surface,
      superAdmin: p.superAdmin,
    };
    const target = await targetOf(ctx, workspace);
    const plan = await this.service.apply(
      target,
      document,
      prune ?? false,
      expectedVersion,
      who,
      revealKeys ?? false,
      expectedPlan ?? undefined,
    );
    // A workspace the apply created is noted for the audit of the operation.
    if (!isUuid(target)) {
      const ws = await ctx.loaders.workspace.load(target);
      if (ws) noteWorkspace(ctx, ws);
    }
    return plan;
  }
}

/**
 * The workspace a plan or an apply acts on: its id, or its name when there is none yet (the auth checker
 * let only a super_admin through then; the apply creates it).
 */
async function targetOf(ctx: Context, workspace: string): Promise<string> {
  if (!(await ctx.loaders.workspace.load(workspace))) return workspace;
  return workspaceIdOf(ctx, workspace);
}
