import type { Context } from '../../request/context';
import { isWorkspaceAdmin } from '../../auth/principal';

/**
 * The rule of every edge of the graph (docs/graph.md, authorization): the data of a workspace is
 * visible to whoever its root fields admit (WORKSPACE_ADMIN: an admin of it, a global admin, the super
 * admin); data of no workspace (a global claim mapping, a super_admin key) only to the super admin.
 * Edges apply it to every object they return, so no path through the graph reaches further than the
 * root field that reads the same data.
 */
export function mayRead(ctx: Context, workspaceId: string | null | undefined): boolean {
  const p = ctx.principal;
  if (!p.authenticated) return false;
  if (!workspaceId || workspaceId === '*') return p.superAdmin;
  return isWorkspaceAdmin(p, workspaceId);
}

/** `rows` without what the caller may not read. */
export const readable = <T extends { workspaceId?: string | null }>(ctx: Context, rows: T[]): T[] =>
  rows.filter((r) => mayRead(ctx, r.workspaceId));

/** `row` when the caller may read it, else null. */
export const readableOne = <T extends { workspaceId?: string | null }>(ctx: Context, row: T | null): T | null =>
  row && mayRead(ctx, row.workspaceId) ? row : null;
