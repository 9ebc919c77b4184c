import type { ListSpec, Param } from './keyset';

/**
 * The pieces of a list's keyset spec (docs/graph.md, paging). Each domain writes the specs of its own
 * lists with them; a spec is keyed by the parent it lists under: the services of a workspace, the
 * layers of a service, all workspaces (no parent).
 */

/** Sort keys as the order enums spell them -> columns. */
export const NAME = [{ column: 'name', type: 'text' }];
export const CREATED_AT = [{ column: 'created_at', type: 'timestamptz' }];

export const contains = (column: string) => (v: string, p: Param) => `strpos(lower(${column}), lower(${p(v)})) > 0`;
export const equals =
  (column: string, type = 'text') =>
  (v: unknown, p: Param) =>
    `${column} = ${p(v)}::${type}`;
export const created = {
  createdAfter: (v: Date, p: Param) => `created_at >= ${p(v.toISOString())}::timestamptz`,
  createdBefore: (v: Date, p: Param) => `created_at < ${p(v.toISOString())}::timestamptz`,
};
export const named = { ...created, nameContains: contains('name') };
export const inWorkspace = { column: 'workspace_id', type: 'uuid' } as const;

/** The position of `id` among built-in ids (code constants), after them all when it is none of them. */
export const rankAmong = (ids: readonly string[]) =>
  `coalesce(array_position(ARRAY[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ')}]::text[], id::text) - 1, ${ids.length})`;

/** A spec; ids are uuids unless it says otherwise. */
export const spec = (s: Omit<ListSpec, 'idType'> & { idType?: ListSpec['idType'] }): ListSpec => ({
  idType: 'uuid',
  ...s,
});
