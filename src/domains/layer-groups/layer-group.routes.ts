import {
  CreateLayerGroupDocument,
  DeleteLayerGroupDocument,
  LayerGroupDocument,
  ListLayerGroupsDocument,
  UpdateLayerGroupDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const all = '/workspaces/{workspace}/layer-groups';
const r = routesOf('layer-groups', all, `${all}/{group}`);

/** Operation 19 of docs/rules.md §10, plus create, get, update and delete (docs/rules.md §9). */
export const layerGroupRoutes: RestRoute[] = [
  r.list(ListLayerGroupsDocument, 'List the layer groups of a workspace, by public_id', 'layer_groups'),
  r.create(CreateLayerGroupDocument, 'Create a layer group', {
    location: (g) => `/workspaces/${g.workspace_id}/layer-groups/${g.id}`,
  }),
  r.read(LayerGroupDocument, 'Get a layer group by id or public_id'),
  r.update(UpdateLayerGroupDocument, 'Update a layer group; omitted fields stay, members replaces the list'),
  r.remove(DeleteLayerGroupDocument, 'Delete a layer group (409 while another group or the workspace map uses it)'),
];
