import type DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, InputType, Resolver, Root } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { ROLE_EDGE_DOC } from '../descriptions';
import * as graph from '../graph';
import { Role, RoleLoaders } from '../roles';
import { ClaimMappingService } from './claim-mapping.service';
import { ClaimMapping } from './claim-mapping.types';

/** Claim mappings in the graph (docs/graph.md): their list, connection, filter and order, loader and edges. */
export const ClaimMappingConnection = graph.connectionOf(ClaimMapping, 'ClaimMapping', 'claim mappings');
export const ClaimMappingOrder = graph.orderOf(
  'ClaimMapping',
  { PRIORITY: 'priority', CLAIM_NAME: 'claimName', CREATED_AT: 'createdAt' },
  'claim mappings',
);

@InputType({ description: 'Which claim mappings to list; every given condition must hold.' })
export class ClaimMappingFilter extends graph.CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Only mappings granting this role (its id).' })
  role?: string | null;
  @Field(() => String, { nullable: true, description: 'Only mappings of this claim (exact name).' })
  claimName?: string | null;
}

/** The claim mappings of a scope: a workspace id, or "*" for the global mappings. */
const claimMappingsList = (s: ClaimMappingService) =>
  graph.nodeList<ClaimMapping>(
    'claimMappings',
    graph.spec({
      table: 'claim_mappings',
      parent: { column: 'scope', type: 'text' },
      orders: {
        // The order mappings are evaluated in: highest priority first, then by claim name and value.
        priority: [
          { column: '-priority', type: 'int' },
          { column: 'claim_name', type: 'text' },
          { column: 'claim_value', type: 'text' },
        ],
        claimName: [{ column: 'claim_name', type: 'text' }],
        createdAt: graph.CREATED_AT,
      },
      filters: { ...graph.created, role: graph.equals('role_id'), claimName: graph.equals('claim_name') },
    }),
    (ids) => s.byIds(ids),
    graph.asc('priority'),
  );

/** A request's claim mappings by id (`node`). */
export class ClaimMappingLoaders extends graph.PerRequest<{ byId: DataLoader<string, ClaimMapping | null> }> {
  constructor(s: ClaimMappingService) {
    super(() => ({ byId: graph.byIds((ids) => s.byIds(ids)) }));
  }
}

/** The root connections (a workspace's, the global ones), and the workspace's list (`Workspace.claimMappings`, on the type by name). */
export const ClaimMappingConnections = graph.listResolvers(
  [ClaimMappingService, claimMappingsList],
  [ClaimMappingConnection, ClaimMappingFilter, ClaimMappingOrder],
  graph.workspaceQuery('claimMappingsConnection', `The claim mappings of a workspace, ${graph.PAGED}`),
  graph.rootQuery('globalClaimMappingsConnection', [SUPER_ADMIN], `The global claim mappings, ${graph.PAGED}`),
  graph.onWorkspace('claimMappings', 'Its claim mappings; default highest priority first.'),
);

@Resolver(() => ClaimMapping)
export class ClaimMappingEdges {
  constructor(private readonly roles: RoleLoaders) {}

  @FieldResolver(() => Role, { nullable: true, description: ROLE_EDGE_DOC })
  role(@Root() m: ClaimMapping, @Ctx() ctx: Context): Promise<Role | null> {
    return this.roles.for(ctx.loaders).byId.load(m.roleId);
  }
}

export const ClaimMappingWorkspaceEdge = graph.workspaceEdge(
  () => ClaimMapping,
  'Its workspace; null for a global mapping.',
);
