import {
  CreateLayerDocument,
  DeleteLayerDocument,
  LayerDocument,
  LayersDocument,
  UpdateLayerDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const all = '/workspaces/{workspace}/services/{service}/layers';
const r = routesOf('layers', all, `${all}/{layer}`);

/** Layers of a service (docs/rules.md §9). */
export const layerRoutes: RestRoute[] = [
  r.list(LayersDocument, 'List the layers of a service', 'layers'),
  r.create(CreateLayerDocument, 'Create a layer of a service', {
    location: (l) => `/workspaces/${l.workspace_id}/services/${l.service_id}/layers/${l.id}`,
  }),
  r.read(LayerDocument, 'Get a layer by id or name'),
  r.update(UpdateLayerDocument, 'Update a layer; omitted fields stay, null clears table, title or default_style', {
    errors: [400, 404, 409, 412, 422],
  }),
  r.remove(DeleteLayerDocument, 'Delete a layer that no layer group uses'),
];
