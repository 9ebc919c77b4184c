/**
 * The orphan checks of docs/rules.md §6 IntegrityReport, as SQL anti-joins on the tables themselves
 * (names per prisma/schema.prisma @@map/@map). They do not rely on the foreign keys: orphans exist
 * exactly where those were bypassed (manual edits, partial restores, FK-less replicas).
 */

/** What an orphan row is; also the key of the doomed-id sets passed between checks. */
export type RowKind =
  | 'claim_mapping'
  | 'api_key'
  | 'browser_session'
  | 'service'
  | 'style'
  | 'layer'
  | 'layer_group'
  | 'layer_group_member'
  | 'workspace_settings'
  | 'tile_cache_job'
  | 'tile_cache_job_chunk';

/** One row a check found. `gone`: the owner row is missing (false: it exists but is itself an orphan). */
export interface OrphanRow {
  id: string;
  name: string | null;
  workspace_id: string | null;
  ref: string;
  gone: boolean;
}

export interface Check {
  kind: RowKind;
  /**
   * delete: the row goes. clear: the row is sound but one optional reference dangles (a default
   * style), so only that column is set to NULL: removing a whole layer for it would lose more than it fixes.
   */
  action: 'delete' | 'clear';
  /** The column a clear sets to NULL. */
  column?: string;
  /** Orphans of this kind count as missing owners too ($1), so orphans of orphans are found before repair. */
  parent?: RowKind;
  sql: string;
  reason(row: OrphanRow): string;
}

/** Table and primary key of each kind, for the repair statements. */
export const TABLES: Record<RowKind, { table: string; id: string }> = {
  claim_mapping: { table: 'claim_mappings', id: 'id' },
  api_key: { table: 'api_keys', id: 'id' },
  browser_session: { table: 'browser_sessions', id: 'id' },
  service: { table: 'services', id: 'id' },
  style: { table: 'styles', id: 'id' },
  layer: { table: 'layers', id: 'id' },
  layer_group: { table: 'layer_groups', id: 'id' },
  layer_group_member: { table: 'layer_group_members', id: 'id' },
  workspace_settings: { table: 'workspace_settings', id: 'workspace_id' },
  tile_cache_job: { table: 'tile_cache_jobs', id: 'id' },
  tile_cache_job_chunk: { table: 'tile_cache_job_chunks', id: 'id' },
};

/**
 * Deletion order of a repair: dependents before what they point at, so the statements also pass
 * where the foreign keys are in force (most are ON DELETE RESTRICT).
 */
export const DELETE_ORDER: RowKind[] = [
  'browser_session',
  'layer_group_member',
  'layer_group',
  'layer',
  'service',
  'style',
  'tile_cache_job_chunk',
  'tile_cache_job',
  'workspace_settings',
  'claim_mapping',
  'api_key',
];

/** A list of uuids as one text parameter: arrays bind differently across the pg and PGlite adapters. */
export const ID_LIST = `ANY(string_to_array($1::text, ',')::uuid[])`;

const owner = (what: string) => (r: OrphanRow) =>
  r.gone ? `${what} ${r.ref} does not exist` : `${what} ${r.ref} is itself an orphan`;

interface RefSpec {
  kind: RowKind;
  column: string;
  ownerTable: string;
  what: string;
  name: string;
  workspace?: string;
  joins?: string;
  parent?: RowKind;
  /** Extra condition on x (e.g. only workspace-scoped claim mappings). */
  where?: string;
  action?: 'delete' | 'clear';
}

/** Rows of `kind` whose `column` points at no row (or at a doomed row) of `ownerTable`. */
function ref(s: RefSpec): Check {
  const { table } = TABLES[s.kind];
  const missing = s.parent ? `(o.id IS NULL OR o.id = ${ID_LIST})` : 'o.id IS NULL';
  const clear = s.action === 'clear';
  return {
    kind: s.kind,
    action: s.action ?? 'delete',
    column: clear ? s.column : undefined,
    parent: s.parent,
    sql: `SELECT x.${TABLES[s.kind].id}::text AS id, ${s.name} AS name, ${s.workspace ?? 'x.workspace_id::text'} AS workspace_id,
        x.${s.column}::text AS ref, (o.id IS NULL) AS gone
      FROM ${table} x LEFT JOIN ${s.ownerTable} o ON o.id = x.${s.column} ${s.joins ?? ''}
      WHERE x.${s.column} IS NOT NULL AND ${missing} ${s.where ? `AND ${s.where}` : ''}`,
    reason: clear ? (r) => `${owner(s.what)(r)}; the reference is cleared` : owner(s.what),
  };
}

const inWorkspace = (kind: RowKind, name: string): Check =>
  ref({ kind, column: 'workspace_id', ownerTable: 'workspaces', what: 'workspace', name });

/** A member has no workspace of its own: it is its group's (unknown when the group itself is missing). */
const member = (column: string, ownerTable: string, what: string, parent: RowKind): Check =>
  ref({
    kind: 'layer_group_member',
    column,
    ownerTable,
    what,
    parent,
    name: `'position ' || x.position`,
    ...(column === 'group_id'
      ? { workspace: 'o.workspace_id::text' }
      : { workspace: 'g.workspace_id::text', joins: 'LEFT JOIN layer_groups g ON g.id = x.group_id' }),
  });

/** Every check, owners first, so a row's first reason is its most basic one. */
export const CHECKS: Check[] = [
  // docs/rules.md §6 (fix): global ('*') claim mappings are never orphans; only workspace-scoped ones are checked.
  {
    kind: 'claim_mapping',
    action: 'delete',
    sql: `SELECT x.id::text AS id, x.claim_name || '=' || x.claim_value AS name,
        COALESCE(x.workspace_id::text, x.scope) AS workspace_id, COALESCE(x.workspace_id::text, x.scope) AS ref, true AS gone
      FROM claim_mappings x LEFT JOIN workspaces o ON o.id::text = COALESCE(x.workspace_id::text, x.scope)
      WHERE x.scope <> '*' AND o.id IS NULL`,
    reason: owner('workspace'),
  },
  ref({
    kind: 'claim_mapping',
    column: 'role_id',
    ownerTable: 'roles',
    what: 'role',
    where: `x.scope <> '*'`,
    name: `x.claim_name || '=' || x.claim_value`,
    workspace: 'COALESCE(x.workspace_id::text, x.scope)',
  }),
  inWorkspace('api_key', 'x.name'),
  ref({ kind: 'api_key', column: 'role_id', ownerTable: 'roles', what: 'role', name: 'x.name' }),
  ref({
    kind: 'browser_session',
    column: 'api_key_id',
    ownerTable: 'api_keys',
    what: 'API key',
    parent: 'api_key',
    name: 'x.subject',
    workspace: 'NULL::text',
  }),
  inWorkspace('service', 'x.name'),
  inWorkspace('style', 'x.name'),
  inWorkspace('layer', 'x.name'),
  ref({
    kind: 'layer',
    column: 'service_id',
    ownerTable: 'services',
    what: 'service',
    parent: 'service',
    name: 'x.name',
  }),
  inWorkspace('layer_group', 'x.public_id'),
  member('group_id', 'layer_groups', 'layer group', 'layer_group'),
  member('layer_id', 'layers', 'layer', 'layer'),
  member('member_group_id', 'layer_groups', 'member layer group', 'layer_group'),
  member('style_id', 'styles', 'style', 'style'),
  ref({
    kind: 'workspace_settings',
    column: 'workspace_id',
    ownerTable: 'workspaces',
    what: 'workspace',
    name: 'NULL::text',
  }),
  inWorkspace('tile_cache_job', `x.request->>'resource'`),
  ref({
    kind: 'tile_cache_job_chunk',
    column: 'job_id',
    ownerTable: 'tile_cache_jobs',
    what: 'tile cache job',
    parent: 'tile_cache_job',
    name: `'zoom ' || x.zoom`,
    workspace: 'NULL::text',
  }),
  ref({
    kind: 'layer',
    column: 'default_style_id',
    ownerTable: 'styles',
    what: 'default style',
    parent: 'style',
    name: 'x.name',
    action: 'clear',
  }),
  ref({
    kind: 'layer_group',
    column: 'default_style_id',
    ownerTable: 'styles',
    what: 'default style',
    parent: 'style',
    name: 'x.public_id',
    action: 'clear',
  }),
];
