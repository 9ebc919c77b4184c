import {
  CreateStyleDocument,
  DeleteStyleDocument,
  StyleDocument,
  StylesDocument,
  StyleTemplatesDocument,
  UpdateStyleDocument,
  ValidateStyleDocument,
} from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'styles';
const all = '/workspaces/{workspace}/styles';
const one = '/workspaces/{workspace}/styles/{style}';

/** Operation 10 of docs/rules.md §10, plus the style routes of docs/rules.md §9. */
export const styleRoutes: RestRoute[] = [
  {
    operationId: 'styles',
    method: 'GET',
    path: all,
    document: StylesDocument,
    tag,
    summary: 'List the styles of a workspace by name, without bodies',
    status: 200,
    listKey: 'styles',
    pages: 'stylesConnection',
    errors: [404],
  },
  {
    operationId: 'createStyle',
    method: 'POST',
    path: all,
    document: CreateStyleDocument,
    tag,
    summary: 'Create a style; the body must be valid for its format (at most 1 MiB)',
    status: 201,
    body: { variable: 'input' },
    errors: [400, 404, 409],
    location: (s) => `/workspaces/${s.workspace_id}/styles/${encodeURIComponent(String(s.name))}`,
  },
  {
    operationId: 'validateStyle',
    method: 'POST',
    path: `${all}/validate`,
    document: ValidateStyleDocument,
    tag,
    summary:
      'Check a style body for its format as a create or update would, without saving it: 200 with valid and the diagnostics (line, column, message)',
    status: 200,
    body: { variable: 'input', required: true },
    errors: [400, 404, 413],
  },
  {
    operationId: 'style',
    method: 'GET',
    path: one,
    document: StyleDocument,
    tag,
    summary: 'Get a style by name, with its body',
    status: 200,
    errors: [404],
  },
  {
    operationId: 'updateStyle',
    method: 'PUT',
    path: one,
    document: UpdateStyleDocument,
    tag,
    summary: 'Update a style by name; omitted fields stay, null clears title or description',
    status: 200,
    body: { variable: 'input' },
    errors: [400, 404, 409, 412],
  },
  {
    operationId: 'deleteStyle',
    method: 'DELETE',
    path: one,
    document: DeleteStyleDocument,
    tag,
    summary: 'Delete a style (409 while a layer or layer group uses it)',
    status: 204,
    errors: [404, 409, 412],
  },
  {
    operationId: 'styleTemplates',
    method: 'GET',
    path: '/style-templates',
    document: StyleTemplatesDocument,
    tag,
    summary: 'A template per style format: a small valid style to start from',
    status: 200,
    listKey: 'style_templates',
    errors: [],
  },
];
