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
import type { RestRoute } from '../route';

const tag = 'services';
const all = '/workspaces/{workspace}/services';
const one = `${all}/{service}`;

/** Services CRUD (docs/rules.md §9) and docs/rules.md §10 operations 13 and 14. */
export const serviceRoutes: RestRoute[] = [
  {
    operationId: 'services',
    method: 'GET',
    path: all,
    document: ServicesDocument,
    tag,
    summary: 'List the services of a workspace (passwords are never returned)',
    status: 200,
    listKey: 'services',
    pages: 'servicesConnection',
    errors: [404],
  },
  {
    operationId: 'createService',
    method: 'POST',
    path: all,
    document: CreateServiceDocument,
    tag,
    summary: 'Create a service',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 404, 409],
    location: (s) => `/workspaces/${s.workspace_id}/services/${s.id}`,
  },
  // No route POSTs to {service}, so this path is a test while GET/PUT/DELETE still reach a service named "test-connection".
  {
    operationId: 'testNewServiceConnection',
    method: 'POST',
    path: `${all}/test-connection`,
    document: TestNewServiceConnectionDocument,
    tag,
    summary: 'Test a connection that is not saved; 200 with ok=false when it fails',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404],
  },
  {
    operationId: 'service',
    method: 'GET',
    path: one,
    document: ServiceDocument,
    tag,
    summary: 'Get a service by id or name',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'serviceTables',
    method: 'GET',
    path: `${one}/tables`,
    document: ServiceTablesDocument,
    tag,
    summary:
      'What a service holds: the geometry columns of its PostGIS schemas (tables, views), or the layers of its file; 503 when its database cannot be reached, 422 when it refuses',
    status: 200,
    listKey: 'tables',
    errors: [404, 422, 503],
  },
  {
    operationId: 'updateService',
    method: 'PUT',
    path: one,
    document: UpdateServiceDocument,
    tag,
    summary: 'Update a service; omitted fields stay, an omitted password keeps the saved one',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404, 409, 412],
  },
  {
    operationId: 'deleteService',
    method: 'DELETE',
    path: one,
    document: DeleteServiceDocument,
    tag,
    summary: 'Delete a service that has no layers',
    status: 204,
    errors: [404, 409, 412],
  },
  {
    operationId: 'testExistingServiceConnection',
    method: 'POST',
    path: `${one}/test-connection`,
    document: TestExistingServiceConnectionDocument,
    tag,
    summary: 'Test a saved service, with optional overrides for this test only; 200 with ok=false when it fails',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404],
  },
];
