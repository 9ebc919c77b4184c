import { z } from 'zod';
import { BadRequestError } from '../../base/errors';
import { ogcApiSettingsSchema, ogcTilesSettingsSchema } from '../ogc-settings/ogc-settings.schema';
import { RESOURCE_NAME, matching, textUpTo } from '../../base/validate';
import { documentOf } from '../../base/shape';
import { camel, snake } from '../../base/spelling';
import { UpdateOGCAPISettingsInput } from '../ogc-settings/ogc-api-settings.types';
import { OGCTilesInnerSettingsInput, UpdateOGCTilesSettingsInput } from '../ogc-settings/ogc-tiles-settings.types';

/*
 * The workspace document (docs/workspace-documents.md): one workspace as data, in a fixed order and
 * spelling, so that an export is stable (the same workspace always gives the same bytes) and a document
 * kept in git can be planned and applied. Keys are snake_case as on REST. Secrets never appear: a
 * PostGIS password is left out (the saved one is kept); a client may put one in before sending, which
 * the CLI does for `${env:NAME}` references, but an export never holds one.
 */

export const API_VERSION = 'mapgate/v1';
export const KIND = 'Workspace';

const name = matching(RESOURCE_NAME);
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
  title: textUpTo(256).optional(),
  description: textUpTo(4096).optional(),
  body: z.string().optional().describe('The style body inline (this or body_file)'),
  body_file: z
    .string()
    .min(1, 'must not be empty')
    .optional()
    .describe(
      'The style body as a file next to the document, by its path relative to the document (this or body): the CLI reads it and sends it inline; the server never reads files',
    ),
});
const layerSchema = z.strictObject({
  name,
  service: name,
  table: textUpTo(256).optional(),
  title: textUpTo(1024).optional(),
  default_style: name.optional(),
  geometry_column: textUpTo(63).optional(),
  id_column: textUpTo(63).optional(),
});
const memberSchema = z.strictObject({
  resource: name,
  style: name.optional(),
  opacity: z.number().min(0).max(1).default(1),
  composite: z.string().optional(),
});
const groupSchema = z.strictObject({
  name,
  title: textUpTo(256).optional(),
  description: textUpTo(4096).optional(),
  enabled: z.boolean().default(true),
  public: z.boolean().default(false),
  default_style: name.optional(),
  members: z.array(memberSchema).max(256).default([]),
});

// The OGC settings as on REST (snake_case), derived from their input types (documentOf), every member
// optional: an omitted one takes its default, as a PUT of the settings does. The rule over several
// members (limit_default at most limit_max) and the tile matrix sets' form are checked in parseDocument,
// the sets' existence when the document is applied.
const featuresSchema = documentOf(UpdateOGCAPISettingsInput, ['expectedVersion']).describe(
  'OGC API - Features settings (omitted: the saved ones are kept)',
);
const tilesSchema = documentOf(UpdateOGCTilesSettingsInput, ['expectedVersion', 'settings'])
  .extend({
    settings: documentOf(OGCTilesInnerSettingsInput, ['tileMatrixSets', 'datasetMapLayerGroupId'])
      .extend({
        dataset_map_layer_group: name.optional().describe('A layer group of the document, published as the map'),
      })
      .optional(),
  })
  .describe('OGC API - Tiles settings, but the tile matrix sets (omitted: the saved ones are kept)');
const claimMappingSchema = z.strictObject({
  claim_name: z.string().min(1, 'must not be empty').max(256, 'must be at most 256 characters'),
  claim_value: z.string().min(1, 'must not be empty').max(1024, 'must be at most 1024 characters'),
  role_id: z.string().min(1, 'must not be empty'),
  priority: z.number().int('must be a whole number').default(0),
});
const apiKeySchema = z
  .strictObject({
    name: z
      .string()
      .min(1, 'must not be empty')
      .max(128, 'must be at most 128 characters')
      .refine((n) => n.trim() === n, 'must not start or end with spaces'),
    role_id: z.string().min(1, 'must not be empty'),
  })
  .describe('An active API key by name and role; never its secret (apply creates a missing one)');

export const workspaceDocumentSchema = z
  .strictObject({
    api_version: z.literal(API_VERSION),
    kind: z.literal(KIND),
    name: z.string().describe('The workspace the document was exported from (informational: apply targets the URL)'),
    description: textUpTo(2048).optional(),
    services: z.array(serviceSchema).default([]),
    styles: z.array(styleSchema).default([]),
    layers: z.array(layerSchema).default([]),
    layer_groups: z.array(groupSchema).default([]),
    ogc_features: featuresSchema.optional(),
    ogc_tiles: tilesSchema.optional(),
    tile_matrix_sets: z
      .array(z.string().min(1, 'must not be empty'))
      .optional()
      .describe('Ids of the tile matrix sets the workspace offers, in order (omitted: the saved ones are kept)'),
    claim_mappings: z.array(claimMappingSchema).default([]),
    api_keys: z.array(apiKeySchema).default([]),
  })
  .meta({
    $id: 'https://mapgate.dev/schemas/workspace-document.json',
    title: 'mapgate workspace document',
    description: 'One workspace as code: export, plan and apply (docs/workspace-documents.md)',
  });

/**
 * The document with each OGC settings member that fails its check left out (nested members too, unknown
 * ones dropped): what parseDocument checks the references of when only such members are at fault.
 */
const withoutFaultySettings = workspaceDocumentSchema.extend({
  ogc_features: withoutFaults(featuresSchema),
  ogc_tiles: withoutFaults(tilesSchema),
});
function withoutFaults(schema: z.ZodType): z.ZodType {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (!(inner instanceof z.ZodObject)) return schema.catch(undefined);
  const shape = Object.fromEntries(Object.entries(inner.shape).map(([k, v]) => [k, withoutFaults(v as z.ZodType)]));
  return z.object(shape).optional().catch(undefined);
}

export type WorkspaceDocument = z.output<typeof workspaceDocumentSchema>;
export type ServiceDoc = WorkspaceDocument['services'][number];
export type StyleDoc = WorkspaceDocument['styles'][number];
export type LayerDoc = WorkspaceDocument['layers'][number];
export type GroupDoc = WorkspaceDocument['layer_groups'][number];
export type MemberDoc = GroupDoc['members'][number];
export type FeaturesDoc = NonNullable<WorkspaceDocument['ogc_features']>;
export type TilesDoc = NonNullable<WorkspaceDocument['ogc_tiles']>;
export type ClaimMappingDoc = WorkspaceDocument['claim_mappings'][number];
export type ApiKeyDoc = WorkspaceDocument['api_keys'][number];

/** Keys of plain objects respelled (settings hold no object in an array). */
function respell(v: unknown, f: (k: string) => string): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [f(k), respell(x, f)]));
}
/** Drops null members, deeply. */
function dropNulls(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== null && x !== undefined)
      .map(([k, x]) => [k, dropNulls(x)]),
  );
}

/** The settings' own input (camelCase) of a document's `ogc_features`. */
export const featuresInput = (doc: FeaturesDoc | undefined): Record<string, unknown> =>
  respell(doc ?? {}, camel) as Record<string, unknown>;

/**
 * The settings' own input (camelCase) of a document's `ogc_tiles` and `tile_matrix_sets`, with the id
 * of the dataset map's layer group (the document names it).
 */
export function tilesInput(doc: TilesDoc | undefined, sets: string[] | undefined, groupId: string) {
  const { dataset_map_layer_group: _group, ...settings } = doc?.settings ?? {};
  void _group;
  const input = respell({ ...doc, settings }, camel) as { settings: Record<string, unknown> };
  input.settings.datasetMapLayerGroupId = groupId;
  if (sets) input.settings.tileMatrixSets = sets;
  return input;
}

/** A document's `ogc_features` with every member (the defaults filled in), as an export writes it. */
export function fullFeatures(doc: FeaturesDoc | undefined): FeaturesDoc {
  const r = ogcApiSettingsSchema.safeParse(featuresInput(doc));
  return dropNulls(respell(r.success ? r.data : ogcApiSettingsSchema.parse({}), snake)) as FeaturesDoc;
}

/** The same for `ogc_tiles`; `tile_matrix_sets` is a member of the document of its own. */
export function fullTiles(doc: TilesDoc | undefined): TilesDoc {
  const group = doc?.settings?.dataset_map_layer_group;
  const r = ogcTilesSettingsSchema.safeParse(tilesInput(doc, undefined, ''));
  const value = r.success ? r.data : ogcTilesSettingsSchema.parse({});
  const { tileMatrixSets: _sets, datasetMapLayerGroupId: _id, ...settings } = value.settings;
  void _sets;
  void _id;
  const out = dropNulls(respell({ ...value, settings }, snake)) as TilesDoc;
  if (group) out.settings = { ...out.settings, dataset_map_layer_group: group };
  return out;
}

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
  problems.push(...styleBodies(input));
  // A problem of an OGC settings member does not keep the references from being checked: they are
  // checked on the document without the faulty members (each problem is then said once).
  const doc = parsed.success
    ? parsed.data
    : (withoutFaultySettings.safeParse(input).data as WorkspaceDocument | undefined);
  if (doc) problems.push(...references(doc));
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

/**
 * A style's body is inline or a file next to the document (docs/workspace-documents.md). File references
 * are the client's to resolve (the CLI reads them and sends the body inline): the server never reads a
 * file, so one that reaches it is named, not taken for an empty body. Read from the input as sent, so
 * these problems are listed with the schema's own.
 */
function styleBodies(input: unknown): DocumentProblem[] {
  const styles = (input as { styles?: unknown } | null)?.styles;
  if (!Array.isArray(styles)) return [];
  return styles.flatMap((x: unknown, i): DocumentProblem[] => {
    if (!x || typeof x !== 'object') return [];
    const style = x as { body?: unknown; body_file?: unknown };
    if (style.body_file !== undefined)
      return [
        {
          path: `styles[${i}].body_file`,
          message: `a file reference must be read by the client (mapgate plan, apply and diff do) and sent as body`,
        },
      ];
    return style.body === undefined
      ? [{ path: `styles[${i}].body`, message: 'is required (inline, or as body_file)' }]
      : [];
  });
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
  uniqueBy(doc.claim_mappings, 'claim_mappings', claimKey, out);
  uniqueBy(doc.api_keys, 'api_keys', apiKeyKey, out);
  if (doc.ogc_features) {
    const r = ogcApiSettingsSchema.safeParse(featuresInput(doc.ogc_features));
    if (!r.success)
      out.push(...r.error.issues.map((i) => ({ path: snakePath('ogc_features', i.path), message: i.message })));
  }
  if (doc.ogc_tiles || doc.tile_matrix_sets) {
    const r = ogcTilesSettingsSchema.safeParse(tilesInput(doc.ogc_tiles, doc.tile_matrix_sets, ''));
    if (!r.success)
      out.push(
        ...r.error.issues.map((i) =>
          i.path.join('.') === 'settings.tileMatrixSets'
            ? { path: 'tile_matrix_sets', message: i.message }
            : { path: snakePath('ogc_tiles', i.path), message: i.message },
        ),
      );
  }
  const map = doc.ogc_tiles?.settings?.dataset_map_layer_group;
  if (map && !groups.has(map))
    out.push({
      path: 'ogc_tiles.settings.dataset_map_layer_group',
      message: `no layer group "${map}" in the document`,
    });
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

/** A claim mapping's identity in a workspace: its claim and value (shown as `groups=gis-admins`). */
export const claimKey = (m: { claim_name: string; claim_value: string }) => `${m.claim_name}=${m.claim_value}`;
/** An API key's identity in a document: its name and role (shown as `ci [editor]`). */
export const apiKeyKey = (k: { name: string; role_id: string }) => `${k.name} [${k.role_id}]`;

function uniqueBy<T>(list: T[], where: string, key: (x: T) => string, out: DocumentProblem[]): void {
  const seen = new Map<string, number>();
  list.forEach((x, i) => {
    const k = key(x);
    if (seen.has(k)) out.push({ path: `${where}[${i}]`, message: `"${k}" is already ${where}[${seen.get(k)}]` });
    else seen.set(k, i);
  });
}

const snakePath = (root: string, p: readonly PropertyKey[]) =>
  [root, ...p.map((k) => (typeof k === 'number' ? `[${k}]` : snake(String(k))))].join('.').replace(/\.\[/g, '[');

/** Saved OGC API Features settings (the service's camelCase value) as the document writes them. */
export const featuresOf = (value: Record<string, unknown>): FeaturesDoc =>
  fullFeatures(dropNulls(respell(value, snake)) as FeaturesDoc);

/** Saved OGC API Tiles settings as the document writes them; the dataset map by its group's name. */
export function tilesOf(value: { settings: Record<string, unknown> }, mapGroup: string | undefined): TilesDoc {
  const { tileMatrixSets: _sets, datasetMapLayerGroupId: _id, ...settings } = value.settings;
  void _sets;
  void _id;
  const doc = dropNulls(respell({ ...value, settings }, snake)) as TilesDoc;
  return fullTiles({
    ...doc,
    settings: { ...doc.settings, ...(mapGroup ? { dataset_map_layer_group: mapGroup } : {}) },
  });
}

/** `${env:NAME}` of a password, for clients that resolve them (the CLI). */
export const envReference = (value: unknown): string | undefined =>
  typeof value === 'string' ? ENV_REF.exec(value)?.[1] : undefined;
