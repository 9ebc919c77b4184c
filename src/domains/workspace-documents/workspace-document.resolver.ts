import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { WORKSPACE_ADMIN, WORKSPACE_ADMIN_OR_NEW } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { EXPECTED_VERSION_DOC } from '../versions';
import { isUuid } from '../../runtime/loaders';
import { WorkspaceId, workspaceIdOf } from '../workspace-id';
import { WorkspaceDocumentService } from './workspace-document.service';
import { DocumentRunService, MAX_WAIT_SECONDS } from './workspace-document.runs';
import { WORKSPACE_ARG_DOC } from '../descriptions';
import { WorkspaceDocumentRun, WorkspacePlan } from './workspace-document.types';

const DOCUMENT_DOC = 'The workspace document (docs/workspace-documents.md).';
const WAIT_DOC = `Seconds to wait for the run to end before answering (at most ${MAX_WAIT_SECONDS}; REST: Prefer: wait=N); 0 or omitted answers at once.`;

@Resolver()
export class WorkspaceDocumentResolver {
  constructor(
    private readonly service: WorkspaceDocumentService,
    private readonly runs: DocumentRunService,
  ) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => WorkspaceDocumentRun, {
    description:
      'The workspace as a document (no secrets), as a run: the stored export when nothing in the workspace changed since it was made (succeeded, with its document), else the run that makes it (queued or running: read it again with workspaceDocumentRun).',
  })
  async exportWorkspace(
    @WorkspaceId() id: string,
    @Arg('wait', () => Int, { nullable: true, description: WAIT_DOC }) wait: number | null,
    @Ctx() ctx: Context,
  ): Promise<WorkspaceDocumentRun> {
    const ws = (await ctx.loaders.workspace.load(id))!;
    return this.runs.export(id, ws.name, ctx.principal.subject, wait ?? 0);
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
  @Mutation(() => WorkspaceDocumentRun, {
    description:
      'Queues an apply of a workspace document: a worker runs its plan in one transaction (all or nothing), checking expectedVersion and expectedPlan in it; the run answers the plan it carried out, or the error (PRECONDITION_FAILED when the workspace moved).',
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
      description:
        'Answer the secrets of the API keys the apply creates (plan.createdKeys, to the first reader of the run); else nobody ever sees them.',
    })
    revealKeys: boolean | null,
    @Arg('expectedPlan', () => String, {
      nullable: true,
      description:
        "The digest of the plan shown (WorkspacePlan.digest): the run fails (PRECONDITION_FAILED) unless the apply makes exactly that plan's changes, whatever moved in the workspace meanwhile.",
    })
    expectedPlan: string | null,
    @Arg('wait', () => Int, { nullable: true, description: WAIT_DOC }) wait: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<WorkspaceDocumentRun> {
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
    const id = isUuid(target) ? target : null;
    const name = id ? (await ctx.loaders.workspace.load(id))!.name : target;
    return this.runs.apply(
      id,
      name,
      {
        document,
        prune: prune ?? false,
        expectedVersion: expectedVersion ?? null,
        expectedPlan: expectedPlan ?? null,
        revealKeys: revealKeys ?? false,
        who,
      },
      p.subject,
      wait ?? 0,
      readsKeys(info),
    );
  }

  @Authorized(WORKSPACE_ADMIN_OR_NEW)
  @Query(() => WorkspaceDocumentRun, {
    description:
      'An export or apply run of the workspace (NOT_FOUND for a run of another workspace): its status, and once it ended its document, plan or error.',
  })
  async workspaceDocumentRun(
    @Arg('workspace', { description: WORKSPACE_ARG_DOC }) workspace: string,
    @Arg('id', { description: 'The run id (WorkspaceDocumentRun.runId).' }) id: string,
    @Arg('wait', () => Int, { nullable: true, description: WAIT_DOC }) wait: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<WorkspaceDocumentRun> {
    const target = await targetOf(ctx, workspace);
    const wsId = isUuid(target) ? target : undefined;
    const name = wsId ? (await ctx.loaders.workspace.load(wsId))!.name : target;
    return this.runs.get(id, wsId, name, wait ?? 0, readsKeys(info));
  }
}

/**
 * Whether the operation selects `plan { createdKeys }` of the run: only such a read takes the secrets of
 * the keys an apply created (they are answered once), so a read that does not show them leaves them.
 */
function readsKeys(info: GraphQLResolveInfo): boolean {
  const has = (set: SelectionSetNode | undefined, path: string[]): boolean =>
    (set?.selections ?? []).some((s) => {
      if (s.kind === Kind.FRAGMENT_SPREAD) return has(info.fragments[s.name.value]?.selectionSet, path);
      if (s.kind === Kind.INLINE_FRAGMENT) return has(s.selectionSet, path);
      if (s.name.value !== path[0]) return false;
      return path.length === 1 || has(s.selectionSet, path.slice(1));
    });
  return info.fieldNodes.some((f) => has(f.selectionSet, ['plan', 'createdKeys']));
}

/**
 * The workspace a plan or an apply acts on: its id, or its name when there is none yet (the auth checker
 * let only a super_admin through then; the apply creates it).
 */
async function targetOf(ctx: Context, workspace: string): Promise<string> {
  if (!(await ctx.loaders.workspace.load(workspace))) return workspace;
  return workspaceIdOf(ctx, workspace);
}
