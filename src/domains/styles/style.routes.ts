import {
  CreateStyleDocument,
  DeleteStyleDocument,
  StyleDocument,
  StylesDocument,
  StyleTemplatesDocument,
  UpdateStyleDocument,
  ValidateStyleDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const all = '/workspaces/{workspace}/styles';
const r = routesOf('styles', all, `${all}/{style}`);

/** Operation 10 of docs/rules.md §10, plus the style routes of docs/rules.md §9. */
export const styleRoutes: RestRoute[] = [
  r.list(StylesDocument, 'List the styles of a workspace by name, without bodies', 'styles'),
  r.create(CreateStyleDocument, 'Create a style; the body must be valid for its format (at most 1 MiB)', {
    location: (s) => `/workspaces/${s.workspace_id}/styles/${encodeURIComponent(String(s.name))}`,
  }),
  r.post(
    `${all}/validate`,
    ValidateStyleDocument,
    'Check a style body for its format as a create or update would, without saving it: 200 with valid and the diagnostics (line, column, message)',
    { body: { variable: 'input', required: true }, errors: [400, 404, 413] },
  ),
  r.read(StyleDocument, 'Get a style by name, with its body'),
  r.update(UpdateStyleDocument, 'Update a style by name; omitted fields stay, null clears title or description'),
  r.remove(DeleteStyleDocument, 'Delete a style (409 while a layer or layer group uses it)'),
  r.get('/style-templates', StyleTemplatesDocument, 'A template per style format: a small valid style to start from', {
    listKey: 'style_templates',
    errors: [],
  }),
];
