import { createHash } from 'node:crypto';
import { BadRequestError } from '../../base/errors';
import { apiKeyKey, claimKey, fullFeatures, fullTiles, type WorkspaceDocument } from './document';

export type ChangeKind =
  | 'workspace'
  | 'service'
  | 'style'
  | 'layer'
  | 'layer_group'
  | 'ogc_features'
  | 'ogc_tiles'
  | 'claim_mapping'
  | 'api_key';
export type ChangeAction = 'create' | 'update' | 'delete';

/** One field of an update: its value before and after (a password is never shown, only that it changes). */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface Change {
  action: ChangeAction;
  kind: ChangeKind;
  name: string;
  /** For an update: the fields that change, by name. */
  fields?: FieldChange[];
}

export interface Plan {
  /** The workspace's version the plan was made against (send it back as If-Match to apply exactly this). */
  version: number;
  changes: Change[];
  /** What the workspace has and the document does not, left alone because prune was not asked for. */
  unmanaged: { kind: ChangeKind; name: string }[];
  /** The plan as `mapgate plan` prints it. */
  text: string;
  /**
   * What the plan does, as a digest of its changes and what it leaves unmanaged: sent back with the
   * apply (expected_plan), it makes the apply refuse (412) unless it would make exactly these changes.
   * The version alone cannot: it moves with the workspace row and applies, not with a style or a layer
   * changed by its own route.
   */
  digest: string;
  /** After an apply asked to reveal them: the API keys it created, with their secrets (shown this once). */
  createdKeys?: { name: string; roleId: string; key: string }[];
}

const SECRET = '(sensitive)';
const ORDER: ChangeKind[] = [
  'workspace',
  'service',
  'style',
  'layer',
  'layer_group',
  'ogc_features',
  'ogc_tiles',
  'claim_mapping',
  'api_key',
];
type Item = { name: string } & Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Field-by-field differences of two items of one kind; `connection_info` is compared key by key. */
function diff(before: Item, after: Item, passwordChanged: boolean): FieldChange[] {
  const out: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'name').sort();
  for (const k of keys) {
    if (k === 'connection_info') {
      const b = (before[k] ?? {}) as Record<string, unknown>;
      const a = (after[k] ?? {}) as Record<string, unknown>;
      for (const ik of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
        if (ik === 'password') {
          if (passwordChanged) out.push({ field: 'connection_info.password', from: SECRET, to: SECRET });
          continue;
        }
        if (!same(b[ik], a[ik])) out.push({ field: `connection_info.${ik}`, from: b[ik] ?? null, to: a[ik] ?? null });
      }
    } else if (!same(before[k], after[k])) {
      out.push({ field: k, from: before[k] ?? null, to: after[k] ?? null });
    }
  }
  return out;
}

/** Differences of two settings objects, member by member (`settings.max_features`); lists as a whole. */
function settingsDiff(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  const obj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (obj(before) && obj(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => settingsDiff(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  return same(before, after) ? [] : [{ field: prefix, from: before ?? null, to: after ?? null }];
}

/**
 * Groups in the order they can be written: a group after the groups it holds (creates and updates);
 * the reverse for deletes. Ties by name; a cycle is left to the layer group service to refuse.
 */
function groupOrder(groups: WorkspaceDocument['layer_groups']): string[] {
  const names = new Set(groups.map((g) => g.name));
  const deps = new Map(groups.map((g) => [g.name, g.members.map((m) => m.resource).filter((r) => names.has(r))]));
  const out: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (n: string) => {
    if (state.get(n)) return;
    state.set(n, 'visiting');
    for (const d of [...(deps.get(n) ?? [])].sort()) visit(d);
    state.set(n, 'done');
    out.push(n);
  };
  for (const g of [...groups].sort(byName)) visit(g.name);
  return out;
}

/**
 * The plan that turns `current` into `desired`: creates and updates first, in dependency order
 * (workspace, services, styles, layers, layer groups, a group after the groups it holds, the OGC
 * settings, claim mappings, API keys), then, with `prune`, deletes in the reverse order. Always the same
 * plan for the same two documents. `exists` false: the workspace is created first (`current` is then
 * the empty workspace with the default settings).
 */
export function planChanges(
  current: WorkspaceDocument,
  desired: WorkspaceDocument,
  prune: boolean,
  passwordsChanged: Set<string>,
  version: number,
  exists = true,
): Plan {
  const writes: Change[] = [];
  const deletes: Change[] = [];
  const unmanaged: Plan['unmanaged'] = [];
  if (!exists) {
    writes.push({ action: 'create', kind: 'workspace', name: current.name });
  } else if ((current.description ?? null) !== (desired.description ?? null)) {
    writes.push({
      action: 'update',
      kind: 'workspace',
      name: current.name,
      fields: [{ field: 'description', from: current.description ?? null, to: desired.description ?? null }],
    });
  }
  const lists: [ChangeKind, Item[], Item[]][] = [
    ['service', current.services as Item[], desired.services as Item[]],
    ['style', current.styles as Item[], desired.styles as Item[]],
    ['layer', current.layers as Item[], desired.layers as Item[]],
    ['layer_group', current.layer_groups as Item[], desired.layer_groups as Item[]],
    ['claim_mapping', named(current.claim_mappings, claimKey), named(desired.claim_mappings, claimKey)],
    ['api_key', named(current.api_keys, apiKeyKey), named(desired.api_keys, apiKeyKey)],
  ];
  // The settings: omitted from the document, they are kept; given, they are replaced whole.
  const settings: Change[] = [];
  if (desired.ogc_features) {
    const fields = settingsDiff(current.ogc_features, fullFeatures(desired.ogc_features));
    if (fields.length) settings.push({ action: 'update', kind: 'ogc_features', name: current.name, fields });
  }
  if (desired.ogc_tiles || desired.tile_matrix_sets) {
    const fields = desired.ogc_tiles ? settingsDiff(current.ogc_tiles, fullTiles(desired.ogc_tiles)) : [];
    if (desired.tile_matrix_sets && !same(current.tile_matrix_sets, desired.tile_matrix_sets))
      fields.push({ field: 'tile_matrix_sets', from: current.tile_matrix_sets ?? null, to: desired.tile_matrix_sets });
    if (fields.length) settings.push({ action: 'update', kind: 'ogc_tiles', name: current.name, fields });
  }
  const problems: string[] = [];
  for (const [kind, have, want] of lists) {
    if (kind === 'claim_mapping') writes.push(...settings);
    const haveBy = new Map(have.map((x) => [x.name, x]));
    const wantBy = new Map(want.map((x) => [x.name, x]));
    const order = kind === 'layer_group' ? groupOrder(desired.layer_groups) : [...want].sort(byName).map((x) => x.name);
    for (const n of order) {
      const before = haveBy.get(n);
      const after = wantBy.get(n)!;
      if (!before) {
        writes.push({ action: 'create', kind, name: n });
        continue;
      }
      if (kind === 'layer' && before.service !== after.service)
        problems.push(`layer "${n}": a layer cannot move to another service (give it a new name instead)`);
      const fields = diff(before, after, kind === 'service' && passwordsChanged.has(n));
      if (fields.length) writes.push({ action: 'update', kind, name: n, fields });
    }
    const gone = have.filter((x) => !wantBy.has(x.name)).map((x) => x.name);
    const goneOrder =
      kind === 'layer_group'
        ? groupOrder(current.layer_groups)
            .filter((n) => gone.includes(n))
            .reverse()
        : [...gone].sort().reverse();
    for (const n of goneOrder) {
      if (prune) deletes.push({ action: 'delete', kind, name: n });
      else unmanaged.push({ kind, name: n });
    }
  }
  if (problems.length) throw new BadRequestError(`the workspace document cannot be applied: ${problems.join('; ')}`);
  deletes.sort((a, b) => ORDER.indexOf(b.kind) - ORDER.indexOf(a.kind));
  const changes = [...writes, ...deletes];
  unmanaged.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.name < b.name ? -1 : 1));
  return { version, changes, unmanaged, text: planText(changes, unmanaged), digest: planDigest(changes, unmanaged) };
}

/** The digest of a plan (Plan.digest): sha256 of its changes and unmanaged items, in their stable order. */
export const planDigest = (changes: Change[], unmanaged: Plan['unmanaged']): string =>
  createHash('sha256').update(JSON.stringify({ changes, unmanaged })).digest('hex');

/** Items keyed by their identity (claim mappings, API keys have no name of their own). */
const named = <T extends object>(list: T[], key: (x: T) => string): Item[] => list.map((x) => ({ ...x, name: key(x) }));

const show = (v: unknown) => (typeof v === 'string' && v === SECRET ? v : JSON.stringify(v));
const SIGN: Record<ChangeAction, string> = { create: '+', update: '~', delete: '-' };

/** The plan in the form `terraform plan` made familiar. */
export function planText(changes: Change[], unmanaged: Plan['unmanaged']): string {
  const lines: string[] = [];
  for (const c of changes) {
    lines.push(`${SIGN[c.action]} ${c.kind} ${c.name}${c.action === 'update' ? '' : ` (${c.action})`}`);
    for (const f of c.fields ?? []) {
      const long = (v: unknown) => (typeof v === 'string' && v.includes('\n')) || show(v).length > 60;
      if (long(f.from) || long(f.to)) lines.push(`    ${f.field}: changed`);
      else lines.push(`    ${f.field}: ${show(f.from)} -> ${show(f.to)}`);
    }
  }
  for (const u of unmanaged) lines.push(`  ${u.kind} ${u.name} is not in the document (kept; --prune deletes it)`);
  const counts = (['create', 'update', 'delete'] as const).map((a) => changes.filter((c) => c.action === a).length);
  lines.push(
    changes.length
      ? `Plan: ${counts[0]} to create, ${counts[1]} to update, ${counts[2]} to delete.`
      : 'No changes: the workspace matches the document.',
  );
  return `${lines.join('\n')}\n`;
}
