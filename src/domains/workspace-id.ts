import type { Context } from '../request/context';
import { noteWorkspace } from '../auth/request-context';
import { NotFoundError } from '../base/errors';

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
