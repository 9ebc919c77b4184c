import {
  CreateLayerGroupDocument,
  DeleteLayerGroupDocument,
  LayerGroupDocument,
  ListLayerGroupsDocument,
  UpdateLayerGroupDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'layer-groups';
const all = '/workspaces/{workspace}/layer-groups';
const one = `${all}/{group}`;

/** Operation 19 of docs/rules.md §10, plus create, get, update and delete (docs/rules.md §9). */
export const layerGroupRoutes: RestRoute[] = [
  {
    operationId: 'listLayerGroups',
    method: 'GET',
    path: all,
    document: ListLayerGroupsDocument,
    tag,
    summary: 'List the layer groups of a workspace, by public_id',
    status: 200,
    listKey: 'layer_groups',
    pages: 'layerGroupsConnection',
    errors: [404],
  },
  {
    operationId: 'createLayerGroup',
    method: 'POST',
    path: all,
    document: CreateLayerGroupDocument,
    tag,
    summary: 'Create a layer group',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 404, 409],
    location: (g) => `/workspaces/${g.workspace_id}/layer-groups/${g.id}`,
  },
  {
    operationId: 'layerGroup',
    method: 'GET',
    path: one,
    document: LayerGroupDocument,
    tag,
    summary: 'Get a layer group by id or public_id',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'updateLayerGroup',
    method: 'PUT',
    path: one,
    document: UpdateLayerGroupDocument,
    tag,
    summary: 'Update a layer group; omitted fields stay, members replaces the list',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404, 409, 412],
  },
  {
    operationId: 'deleteLayerGroup',
    method: 'DELETE',
    path: one,
    document: DeleteLayerGroupDocument,
    tag,
    summary: 'Delete a layer group (409 while another group or the workspace map uses it)',
    status: 204,
    errors: [404, 409, 412],
  },
];
