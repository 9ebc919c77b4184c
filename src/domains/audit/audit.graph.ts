import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { AuditEvent } from './audit.types';

@Resolver(() => AuditEvent)
export class AuditEventEdges {
  @FieldResolver(graph.WORKSPACE, {
    nullable: true,
    description:
      'The workspace the request was about, while it exists (`workspaceId` and `workspaceName` stay after it is deleted).',
  })
  workspace(@Root() e: AuditEvent, @Ctx() ctx: Context): Promise<object | null> {
    return graph.workspaceOf(ctx, e.workspaceId);
  }
}
