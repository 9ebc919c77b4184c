import type { Domain } from '../domain';
import { ApiKeyService } from '../api-keys';
import { AuditService } from '../audit';
import { BrowserSessionService } from '../auth';
import { ClaimMappingService } from '../claim-mappings';
import { LayerGroupService } from '../layer-groups';
import { LayerService } from '../layers';
import { RoleService } from '../roles';
import { ServiceService } from '../services';
import { StyleService } from '../styles';
import { TileCacheJobService } from '../tile-cache';
import { TileMatrixSetService } from '../tile-matrix-sets';
import { WorkspaceService } from '../workspaces';
import { APIKeyEdges, AuditEventEdges, BrowserSessionEdges, ClaimMappingEdges } from './access.edges';
import { LayerEdges, LayerGroupEdges, LayerGroupMemberEdges, ServiceEdges, StyleEdges } from './catalog.edges';
import { GraphLoaderFactory } from './graph.loaders';
import { NodeIdResolver, NodeResolver } from './node.resolver';
import { TileCacheJobEdges, TileCacheJobProgressEdges } from './tile-cache.edges';
import { RootConnections } from './root.connections';
import { WorkspaceEdges } from './workspace.edges';

/**
 * The graph (docs/graph.md): the relations between the objects of the other domains, both ways,
 * each read through per-request loaders. Registered last: it batches through every other domain's service.
 */
export { decodeIdArguments } from './id-arguments';

export const graphDomain: Domain = {
  name: 'graph',
  resolvers: [
    WorkspaceEdges,
    ServiceEdges,
    LayerEdges,
    StyleEdges,
    LayerGroupEdges,
    LayerGroupMemberEdges,
    APIKeyEdges,
    ClaimMappingEdges,
    AuditEventEdges,
    BrowserSessionEdges,
    TileCacheJobEdges,
    TileCacheJobProgressEdges,
    RootConnections,
    NodeIdResolver,
    NodeResolver,
  ],
  routes: [],
  register(container, deps) {
    container.set(
      GraphLoaderFactory,
      new GraphLoaderFactory({
        services: container.get(ServiceService),
        layers: container.get(LayerService),
        styles: container.get(StyleService),
        groups: container.get(LayerGroupService),
        apiKeys: container.get(ApiKeyService),
        claimMappings: container.get(ClaimMappingService),
        jobs: container.get(TileCacheJobService),
        roles: container.get(RoleService),
        workspaces: container.get(WorkspaceService),
        sessions: container.get(BrowserSessionService),
        sql: deps.db.sql,
        audit: container.get(AuditService),
        tileMatrixSets: container.get(TileMatrixSetService),
      }),
    );
  },
};
