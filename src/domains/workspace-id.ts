import { createParameterDecorator } from 'type-graphql';
import type { Context } from '../request/context';
import { noteWorkspace } from '../auth/request-context';
import { NotFoundError } from '../base/errors';
import { WORKSPACE_ARG_DOC } from './descriptions';

/**
 * The id of a `{workspace}` argument (an id or a name). The authChecker has already loaded it through
 * the same per-request loader, so this costs no query. The workspace is noted for the audit.
 */
export async function workspaceIdOf(ctx: Context, workspace: string): Promise<string> {
  const ws = await ctx.loaders.workspace.load(workspace);
  if (!ws) throw new NotFoundError('workspace not found');
  noteWorkspace(ctx, ws);
  return ws.id;
}

/**
 * The `workspace: String!` argument of a root field (an id or a name), handed to the resolver as the
 * workspace's id (workspaceIdOf): `@WorkspaceId() workspaceId: string`.
 */
export const WorkspaceId = () =>
  createParameterDecorator<Context>(({ context, args }) => workspaceIdOf(context, args.workspace as string), {
    arg: { name: 'workspace', typeFunc: () => String, options: { description: WORKSPACE_ARG_DOC } },
  });
