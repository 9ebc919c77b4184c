import { getMetadataStorage, type ClassType } from 'type-graphql';
import type { Context } from '../../request/context';
import { isUuid } from '../../runtime/loaders';
import { mayRead } from './graph.access';

/**
 * An object type by its GraphQL name, for `@Resolver(...)` and `@FieldResolver(...)`: an edge to or from
 * a type whose domain may not be imported (it imports this domain's neighbours, so the import would close
 * a cycle). The `@ObjectType` decorator is the registration; type-graphql reads the type only when it
 * builds the schema, once every domain is loaded. Every workspace's object hangs its `workspace` edge and
 * the workspace's list of it on `Workspace` so (docs/architecture.md, "Adding a domain").
 */
export const objectTypeNamed = (name: string) => (): ClassType => {
  const type = getMetadataStorage().objectTypes.find((t) => t.name === name);
  if (!type) throw new Error(`no object type named ${name}`);
  return type.target as ClassType;
};

/** The GraphQL Workspace type, by name. */
export const WORKSPACE = objectTypeNamed('Workspace');

/** What an edge of a workspace reads of it. */
export interface WorkspaceRoot {
  id: string;
}

/** The workspace of an object, when the caller may read it (none for a global mapping or a super_admin key). */
export async function workspaceOf(ctx: Context, workspaceId: string | null | undefined): Promise<object | null> {
  if (!workspaceId || !isUuid(workspaceId) || !mayRead(ctx, workspaceId)) return null;
  return ctx.loaders.workspace.load(workspaceId);
}
