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
