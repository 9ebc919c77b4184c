import { BUILTIN_ROLES } from '../../auth/principal';
import { BUILTIN_TILE_MATRIX_SETS } from '../tile-matrix-sets';
import type { ListSpec, Param } from './keyset';

/** Sort keys as the order enums spell them -> columns. */
const NAME = [{ column: 'name', type: 'text' }];
const CREATED_AT = [{ column: 'created_at', type: 'timestamptz' }];

const contains = (column: string) => (v: string, p: Param) => `strpos(lower(${column}), lower(${p(v)})) > 0`;
const equals =
  (column: string, type = 'text') =>
  (v: unknown, p: Param) =>
    `${column} = ${p(v)}::${type}`;
const created = {
  createdAfter: (v: Date, p: Param) => `created_at >= ${p(v.toISOString())}::timestamptz`,
  createdBefore: (v: Date, p: Param) => `created_at < ${p(v.toISOString())}::timestamptz`,
};
const named = { ...created, nameContains: contains('name') };
const inWorkspace = { column: 'workspace_id', type: 'uuid' } as const;

/** The position of `id` among built-in ids (code constants), after them all when it is none of them. */
const rankAmong = (ids: readonly string[]) =>
  `coalesce(array_position(ARRAY[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ')}]::text[], id::text) - 1, ${ids.length})`;

/**
 * The groups that have a layer as a member, one row per (layer, group) however often the group
 * draws it: the list under `Layer.layerGroups`.
 */
const GROUPS_OF_LAYER = `(SELECT DISTINCT m.layer_id, g.id, g.public_id, g.enabled, g.created_at
  FROM layer_groups g JOIN layer_group_members m ON m.group_id = g.id WHERE m.layer_id IS NOT NULL) groups_of_layer`;

const spec = (s: Omit<ListSpec, 'idType'> & { idType?: ListSpec['idType'] }): ListSpec => ({ idType: 'uuid', ...s });

/**
 * Every list the graph pages (docs/graph.md, paging). A spec is keyed by the parent it lists under:
 * the services of a workspace, the layers of a service, all workspaces (no parent).
 */
export const SPECS = {
  workspaces: spec({
    table: 'workspaces',
    parent: null,
    orders: { name: NAME, createdAt: CREATED_AT },
    filters: named,
  }),
  services: spec({
    table: 'services',
    parent: inWorkspace,
    orders: { name: NAME, createdAt: CREATED_AT },
    filters: {
      ...named,
      enabled: equals('enabled', 'boolean'),
      type: (v: string, p: Param) => `type = lower(${p(v)})`,
    },
  }),
  layers: spec({ table: 'layers', parent: inWorkspace, orders: { name: NAME, createdAt: CREATED_AT }, filters: named }),
  layersOfService: spec({
    table: 'layers',
    parent: { column: 'service_id', type: 'uuid' },
    orders: { name: NAME, createdAt: CREATED_AT },
    filters: named,
  }),
  styles: spec({
    table: 'styles',
    parent: inWorkspace,
    orders: { name: NAME, createdAt: CREATED_AT },
    filters: { ...named, format: equals('format') },
  }),
  layerGroups: spec({
    table: 'layer_groups',
    parent: inWorkspace,
    orders: { publicId: [{ column: 'public_id', type: 'text' }], createdAt: CREATED_AT },
    filters: { ...created, nameContains: contains('public_id'), enabled: equals('enabled', 'boolean') },
  }),
  apiKeys: spec({
    table: 'api_keys',
    parent: inWorkspace,
    orders: { name: NAME, createdAt: CREATED_AT },
    filters: {
      ...named,
      revoked: (v: boolean) => `revoked_at IS ${v ? 'NOT ' : ''}NULL`,
      role: equals('role_id'),
    },
  }),
  layerGroupsOfLayer: spec({
    table: GROUPS_OF_LAYER,
    parent: { column: 'layer_id', type: 'uuid' },
    orders: { publicId: [{ column: 'public_id', type: 'text' }], createdAt: CREATED_AT },
    filters: { ...created, nameContains: contains('public_id'), enabled: equals('enabled', 'boolean') },
  }),
  // A group's members in drawing order (bottom to top): the only order a member list has.
  members: spec({
    table: 'layer_group_members',
    parent: { column: 'group_id', type: 'uuid' },
    orders: { position: [{ column: 'position', type: 'int' }] },
    filters: {},
  }),
  // Built-ins strongest first, then custom roles by id (the order of the plain `roles` field).
  roles: spec({
    table: 'roles',
    parent: null,
    idType: 'text',
    orders: { rank: [{ column: rankAmong(BUILTIN_ROLES), type: 'int' }], name: NAME, createdAt: CREATED_AT },
    filters: { ...named, builtin: equals('builtin', 'boolean') },
  }),
  // Built-ins in their default order, then custom sets by id (the order of the plain field).
  tileMatrixSets: spec({
    table: 'tile_matrix_sets',
    parent: null,
    idType: 'text',
    orders: {
      rank: [{ column: rankAmong(BUILTIN_TILE_MATRIX_SETS.map((s) => s.id)), type: 'int' }],
      title: [{ column: 'title', type: 'text' }],
      createdAt: CREATED_AT,
    },
    filters: {
      ...created,
      nameContains: (v: string, p: Param) => `(${contains('id')(v, p)} OR ${contains('title')(v, p)})`,
      builtin: equals('builtin', 'boolean'),
    },
  }),
  // By scope: a workspace id, or "*" for the global mappings.
  claimMappings: spec({
    table: 'claim_mappings',
    parent: { column: 'scope', type: 'text' },
    orders: {
      // The order mappings are evaluated in: highest priority first, then by claim name and value.
      priority: [
        { column: '-priority', type: 'int' },
        { column: 'claim_name', type: 'text' },
        { column: 'claim_value', type: 'text' },
      ],
      claimName: [{ column: 'claim_name', type: 'text' }],
      createdAt: CREATED_AT,
    },
    filters: { ...created, role: equals('role_id'), claimName: equals('claim_name') },
  }),
  tileCacheJobs: spec({
    table: 'tile_cache_jobs',
    parent: inWorkspace,
    orders: { createdAt: CREATED_AT },
    filters: { ...created, status: (v: string[], p: Param) => `status = ANY(${p(v)}::text[])` },
  }),
  browserSessions: spec({
    table: 'browser_sessions',
    parent: null,
    orders: { createdAt: CREATED_AT },
    filters: created,
  }),
} satisfies Record<string, ListSpec>;
