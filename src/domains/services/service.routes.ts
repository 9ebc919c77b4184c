import {
  CreateServiceDocument,
  DeleteServiceDocument,
  ServiceDocument,
  ServicesDocument,
  ServiceTablesDocument,
  TestExistingServiceConnectionDocument,
  TestNewServiceConnectionDocument,
  UpdateServiceDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const all = '/workspaces/{workspace}/services';
const one = `${all}/{service}`;
const r = routesOf('services', all, one);
const input = { variable: 'input' };

/** Services CRUD (docs/rules.md §9) and docs/rules.md §10 operations 13 and 14. */
export const serviceRoutes: RestRoute[] = [
  r.list(ServicesDocument, 'List the services of a workspace (passwords are never returned)', 'services'),
  r.create(CreateServiceDocument, 'Create a service', {
    location: (s) => `/workspaces/${s.workspace_id}/services/${s.id}`,
  }),
  // No route POSTs to {service}, so this path is a test while GET/PUT/DELETE still reach a service named "test-connection".
  r.post(
    `${all}/test-connection`,
    TestNewServiceConnectionDocument,
    'Test a connection that is not saved; 200 with ok=false when it fails',
    { body: input, errors: [400, 404] },
  ),
  r.read(ServiceDocument, 'Get a service by id or name'),
  r.get(
    `${one}/tables`,
    ServiceTablesDocument,
    'What a service holds: the geometry columns of its PostGIS schemas (tables, views), or the layers of its file; 503 when its database cannot be reached, 422 when it refuses',
    { listKey: 'tables', errors: [404, 422, 503] },
  ),
  r.update(UpdateServiceDocument, 'Update a service; omitted fields stay, an omitted password keeps the saved one'),
  r.remove(DeleteServiceDocument, 'Delete a service that has no layers'),
  r.post(
    `${one}/test-connection`,
    TestExistingServiceConnectionDocument,
    'Test a saved service, with optional overrides for this test only; 200 with ok=false when it fails',
    { body: input, errors: [400, 404] },
  ),
];
