import {
  CreateLayerDocument,
  DeleteLayerDocument,
  LayerDocument,
  LayersDocument,
  UpdateLayerDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'layers';
const all = '/workspaces/{workspace}/services/{service}/layers';
const one = `${all}/{layer}`;

/** Layers of a service (docs/rules.md §9). */
export const layerRoutes: RestRoute[] = [
  {
    operationId: 'layers',
    method: 'GET',
    path: all,
    document: LayersDocument,
    tag,
    summary: 'List the layers of a service',
    status: 200,
    listKey: 'layers',
    pages: 'layersConnection',
    errors: [404],
  },
  {
    operationId: 'createLayer',
    method: 'POST',
    path: all,
    document: CreateLayerDocument,
    tag,
    summary: 'Create a layer of a service',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 404, 409],
    location: (l) => `/workspaces/${l.workspace_id}/services/${l.service_id}/layers/${l.id}`,
  },
  {
    operationId: 'layer',
    method: 'GET',
    path: one,
    document: LayerDocument,
    tag,
    summary: 'Get a layer by id or name',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'updateLayer',
    method: 'PUT',
    path: one,
    document: UpdateLayerDocument,
    tag,
    summary: 'Update a layer; omitted fields stay, null clears table, title or default_style',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404, 409, 412, 422],
  },
  {
    operationId: 'deleteLayer',
    method: 'DELETE',
    path: one,
    document: DeleteLayerDocument,
    tag,
    summary: 'Delete a layer that no layer group uses',
    status: 204,
    errors: [404, 409, 412],
  },
];
