import { APIKey } from '../api-keys';
import { BrowserSession } from '../auth';
import { ClaimMapping } from '../claim-mappings';
import { LayerGroup, LayerGroupMember } from '../layer-groups';
import { Layer } from '../layers';
import { Role } from '../roles';
import { Service } from '../services';
import { Style } from '../styles';
import { TileCacheJob } from '../tile-cache';
import { TileMatrixSet } from '../tile-matrix-sets';
import { Workspace } from '../workspaces';
import { connectionOf } from './connection';

/** The connection type of every list the graph pages (`<Name>Connection`, `<Name>Edge`). */
export const WorkspaceConnection = connectionOf(Workspace, 'Workspace', 'workspaces');
export const ServiceConnection = connectionOf(Service, 'Service', 'services');
export const LayerConnection = connectionOf(Layer, 'Layer', 'layers');
export const StyleConnection = connectionOf(Style, 'Style', 'styles');
export const LayerGroupConnection = connectionOf(LayerGroup, 'LayerGroup', 'layer groups');
export const APIKeyConnection = connectionOf(APIKey, 'APIKey', 'API keys');
export const ClaimMappingConnection = connectionOf(ClaimMapping, 'ClaimMapping', 'claim mappings');
export const TileCacheJobConnection = connectionOf(TileCacheJob, 'TileCacheJob', 'tile cache jobs');
export const BrowserSessionConnection = connectionOf(BrowserSession, 'BrowserSession', 'browser sessions');
export const LayerGroupMemberConnection = connectionOf(LayerGroupMember, 'LayerGroupMember', 'layer group members');
export const RoleConnection = connectionOf(Role, 'Role', 'roles');
export const TileMatrixSetConnection = connectionOf(TileMatrixSet, 'TileMatrixSet', 'tile matrix sets');
