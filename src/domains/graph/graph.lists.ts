import type { SqlExecutor } from '../../db/sql';
import type { APIKey, ApiKeyService } from '../api-keys';
import type { AuditService } from '../audit';
import type { BrowserSession, BrowserSessionService } from '../auth';
import type { ClaimMapping, ClaimMappingService } from '../claim-mappings';
import type { LayerGroup, LayerGroupMember, LayerGroupService } from '../layer-groups';
import type { Layer, LayerService } from '../layers';
import type { Role, RoleService } from '../roles';
import type { Service, ServiceService } from '../services';
import type { Style, StyleService } from '../styles';
import type { TileCacheJob, TileCacheJobService } from '../tile-cache';
import type { TileMatrixSet, TileMatrixSetService } from '../tile-matrix-sets';
import type { Workspace, WorkspaceService } from '../workspaces';
import { OrderDirection } from './connection';
import type { NodeList } from './graph.pages';
import { SPECS } from './list.specs';

/** The services the graph's loaders batch through. */
export interface GraphServices {
  services: ServiceService;
  layers: LayerService;
  styles: StyleService;
  groups: LayerGroupService;
  apiKeys: ApiKeyService;
  claimMappings: ClaimMappingService;
  jobs: TileCacheJobService;
  roles: RoleService;
  workspaces: WorkspaceService;
  sessions: BrowserSessionService;
  /** Raw SQL, for the window functions of paged lists (graph.pages.ts). */
  sql: SqlExecutor;
  /** For `node(id:)` only. */
  audit: AuditService;
  tileMatrixSets: TileMatrixSetService;
}

const byId = async <T extends { id: string }>(all: Promise<T[]>, ids: readonly string[]) => {
  const wanted = new Set(ids);
  return (await all).filter((x) => wanted.has(x.id));
};
const asc = (field: string) => ({ field, direction: OrderDirection.ASC });
const desc = (field: string) => ({ field, direction: OrderDirection.DESC });

/**
 * The lists the graph pages, each with the service call that presents a page's rows as its root
 * field does, and the order of that root field as the default.
 */
export function graphLists(s: GraphServices) {
  const list = <T>(name: keyof typeof SPECS, nodes: NodeList<T>['nodes'], defaultOrder: NodeList<T>['defaultOrder']) =>
    ({ name, spec: SPECS[name], nodes, defaultOrder }) satisfies NodeList<T>;
  return {
    workspaces: list<Workspace>('workspaces', (ids) => s.workspaces.byIds(ids), asc('name')),
    services: list<Service>('services', (ids) => s.services.byIds(ids), asc('name')),
    layers: list<Layer>('layers', (ids) => s.layers.listWhere({ ids }), asc('name')),
    layersOfService: list<Layer>('layersOfService', (ids) => s.layers.listWhere({ ids }), asc('name')),
    styles: list<Style>('styles', (ids) => s.styles.listWhere({ ids }), asc('name')),
    layerGroups: list<LayerGroup>('layerGroups', (ids) => s.groups.listWhere({ ids }), asc('publicId')),
    apiKeys: list<APIKey>('apiKeys', (ids) => s.apiKeys.listWhere({ ids }), desc('createdAt')),
    claimMappings: list<ClaimMapping>('claimMappings', (ids) => s.claimMappings.byIds(ids), asc('priority')),
    tileCacheJobs: list<TileCacheJob>('tileCacheJobs', (ids) => s.jobs.byIds(ids), desc('createdAt')),
    layerGroupsOfLayer: list<LayerGroup>('layerGroupsOfLayer', (ids) => s.groups.listWhere({ ids }), asc('publicId')),
    members: list<LayerGroupMember>('members', (ids) => s.groups.membersByIds(ids), asc('position')),
    roles: list<Role>('roles', (ids) => s.roles.byIds(ids), asc('rank')),
    // Few and cached by their service: a page is cut from the whole list.
    tileMatrixSets: list<TileMatrixSet>('tileMatrixSets', (ids) => byId(s.tileMatrixSets.list(), ids), asc('rank')),
    browserSessions: list<BrowserSession>('browserSessions', (ids) => s.sessions.byIds(ids), desc('createdAt')),
  };
}

export type GraphLists = ReturnType<typeof graphLists>;
