import { z } from 'zod';
import { BadRequestError } from '../../errors';

/*
 * The workspace document (docs/workspace-documents.md): one workspace as data, in a fixed order and
 * spelling, so that an export is stable (the same workspace always gives the same bytes) and a document
 * kept in git can be planned and applied. Keys are snake_case as on REST. Secrets never appear: a
 * PostGIS password is left out (the saved one is kept); a client may put one in before sending, which
 * the CLI does for `${env:NAME}` references, but an export never holds one.
 */

export const API_VERSION = 'mapgate/v1';
export const KIND = 'Workspace';

const name = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must match ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$');
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const ENV_REF = /^\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}$/;

const serviceSchema = z.strictObject({
  name,
  type: z.string().min(1),
  enabled: z.boolean().default(true),
  connection_info: z.record(z.string(), z.unknown()).refine((info) => !('password_configured' in info), {
    message: 'password_configured is what an API answer says; leave it out of a document',
  }),
});
const styleSchema = z.strictObject({
  name,
  format: z.string().min(1),
  title: text(256).optional(),
  description: text(4096).optional(),
  body: z.string(),
});
const layerSchema = z.strictObject({
  name,
  service: name,
  table: text(256).optional(),
  title: text(1024).optional(),
  default_style: name.optional(),
  geometry_column: text(63).optional(),
  id_column: text(63).optional(),
});
const memberSchema = z.strictObject({
  resource: name,
  style: name.optional(),
  opacity: z.number().min(0).max(1).default(1),
  composite: z.string().optional(),
});
const groupSchema = z.strictObject({
  name,
  title: text(256).optional(),
  description: text(4096).optional(),
  enabled: z.boolean().default(true),
  public: z.boolean().default(false),
  default_style: name.optional(),
  members: z.array(memberSchema).max(256).default([]),
});

export const workspaceDocumentSchema = z
  .strictObject({
    api_version: z.literal(API_VERSION),
    kind: z.literal(KIND),
    name: z.string().describe('The workspace the document was exported from (informational: apply targets the URL)'),
    description: text(2048).optional(),
    services: z.array(serviceSchema).default([]),
    styles: z.array(styleSchema).default([]),
    layers: z.array(layerSchema).default([]),
    layer_groups: z.array(groupSchema).default([]),
  })
  .meta({
    $id: 'https://mapgate.dev/schemas/workspace-document.json',
    title: 'mapgate workspace document',
    description: 'One workspace as code: export, plan and apply (docs/workspace-documents.md)',
  });

export type WorkspaceDocument = z.output<typeof workspaceDocumentSchema>;
export type ServiceDoc = WorkspaceDocument['services'][number];
export type StyleDoc = WorkspaceDocument['styles'][number];
export type LayerDoc = WorkspaceDocument['layers'][number];
export type GroupDoc = WorkspaceDocument['layer_groups'][number];
export type MemberDoc = GroupDoc['members'][number];

/** The JSON Schema of the document (served at /api/v1/schemas/workspace-document.json, committed in docs/). */
export function workspaceDocumentJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(workspaceDocumentSchema, { io: 'input' }) as Record<string, unknown>;
}

export interface DocumentProblem {
  path: string;
  message: string;
}

const pathOf = (p: readonly PropertyKey[]) =>
  p.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');

/**
 * Checks a document and everything it refers to within itself, and reports every problem at once with
 * its path in the document (`layers[2].service`): a 400 whose details list them all.
 */
export function parseDocument(input: unknown): WorkspaceDocument {
  const parsed = workspaceDocumentSchema.safeParse(input);
  const problems: DocumentProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: pathOf(i.path) || '(document)', message: i.message }));
  if (parsed.success) problems.push(...references(parsed.data));
  if (problems.length) {
    throw new BadRequestError(
      `the workspace document has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems
        .map((p) => `${p.path}: ${p.message}`)
        .join('; ')}`,
      { problems },
    );
  }
  return parsed.data!;
}

function references(doc: WorkspaceDocument): DocumentProblem[] {
  const out: DocumentProblem[] = [];
  const unique = (list: { name: string }[], where: string) => {
    const seen = new Map<string, number>();
    list.forEach((x, i) => {
      const key = x.name.toLowerCase();
      if (seen.has(key))
        out.push({ path: `${where}[${i}].name`, message: `"${x.name}" is already ${where}[${seen.get(key)}]` });
      else seen.set(key, i);
    });
    return new Set(list.map((x) => x.name));
  };
  const services = unique(doc.services, 'services');
  const styles = unique(doc.styles, 'styles');
  const layers = unique(doc.layers, 'layers');
  const groups = unique(doc.layer_groups, 'layer_groups');
  doc.services.forEach((s, i) => {
    const pw = s.connection_info.password;
    if (pw !== undefined && (typeof pw !== 'string' || ENV_REF.test(pw)))
      out.push({
        path: `services[${i}].connection_info.password`,
        message: 'an ${env:NAME} reference must be resolved by the client (mapgate apply does) before sending',
      });
  });
  doc.layers.forEach((l, i) => {
    if (!services.has(l.service))
      out.push({ path: `layers[${i}].service`, message: `no service "${l.service}" in the document` });
    if (l.default_style && !styles.has(l.default_style))
      out.push({ path: `layers[${i}].default_style`, message: `no style "${l.default_style}" in the document` });
  });
  doc.layer_groups.forEach((g, i) => {
    if (g.default_style && !styles.has(g.default_style))
      out.push({ path: `layer_groups[${i}].default_style`, message: `no style "${g.default_style}" in the document` });
    g.members.forEach((m, j) => {
      if (!layers.has(m.resource) && !groups.has(m.resource))
        out.push({
          path: `layer_groups[${i}].members[${j}].resource`,
          message: `no layer or layer group "${m.resource}" in the document`,
        });
      if (m.style && !styles.has(m.style))
        out.push({ path: `layer_groups[${i}].members[${j}].style`, message: `no style "${m.style}" in the document` });
    });
  });
  return out;
}

/** `${env:NAME}` of a password, for clients that resolve them (the CLI). */
export const envReference = (value: unknown): string | undefined =>
  typeof value === 'string' ? ENV_REF.exec(value)?.[1] : undefined;
