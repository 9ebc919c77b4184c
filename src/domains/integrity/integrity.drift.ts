import { DomainError } from '../../base/errors';
import { type PostgisCatalog, ServiceType, resolveTable } from '../services';
import type { Execute, Query } from './integrity.scan';
import type { IntegrityIssue } from './integrity.types';

/*
 * Drift (docs/data-plane.md, "Drift"): layers of PostGIS services whose table or geometry column has
 * gone from the database, and layers whose service's database cannot be used (unreachable, refusing,
 * no PostGIS), reported distinctly since nothing is known about their table. One catalog query per
 * service. A repair removes only layers whose table or column is gone and that no layer group shows;
 * the others stay reported.
 */

interface LayerSource {
  id: string;
  name: string;
  workspace_id: string;
  table_name: string | null;
  geometry_column: string | null;
  version: number;
  service_id: string;
  service_name: string;
  connection_info: Record<string, unknown>;
  used: boolean;
}

/** A drifted layer; `removable` when a repair deletes it (its version as seen, so an edit meanwhile keeps it). */
export interface Drift {
  issue: IntegrityIssue;
  version: number;
  removable: boolean;
}

/** Services checked at once: each may wait for its connect timeout. */
const PARALLEL = 4;

/** Layers of PostGIS services, but not those a repair removes as orphans anyway (`doomed`). */
export async function findDrift(query: Query, catalog: PostgisCatalog, doomed: Set<string>): Promise<Drift[]> {
  const layers = await query<LayerSource>(
    `SELECT l.id::text AS id, l.name, l.workspace_id::text AS workspace_id, l.table_name, l.geometry_column,
            l.version, s.id::text AS service_id, s.name AS service_name, s.connection_info,
            EXISTS (SELECT 1 FROM layer_group_members m WHERE m.layer_id = l.id) AS used
       FROM layers l JOIN services s ON s.id = l.service_id
      WHERE s.type = 'postgis'
      ORDER BY s.id, l.name`,
  );
  const byService = new Map<string, LayerSource[]>();
  for (const l of layers) {
    if (doomed.has(l.id)) continue;
    byService.set(l.service_id, [...(byService.get(l.service_id) ?? []), l]);
  }
  const groups = [...byService.values()];
  const out: Drift[][] = [];
  for (let i = 0; i < groups.length; i += PARALLEL)
    out.push(...(await Promise.all(groups.slice(i, i + PARALLEL).map((g) => driftOfService(catalog, g)))));
  return out.flat();
}

async function driftOfService(catalog: PostgisCatalog, layers: LayerSource[]): Promise<Drift[]> {
  const first = layers[0];
  const service = {
    row: { id: first.service_id, name: first.service_name },
    type: ServiceType.POSTGIS,
    info: first.connection_info as never,
  };
  const issue = (l: LayerSource, kind: string, reason: string): IntegrityIssue => ({
    store: 'source',
    kind,
    id: l.id,
    name: l.name,
    workspaceId: l.workspace_id,
    reason,
  });
  let found: Awaited<ReturnType<PostgisCatalog['existing']>>;
  try {
    found = await catalog.existing(service, [...new Set(layers.map((l) => l.table_name ?? l.name))]);
  } catch (err) {
    if (!(err instanceof DomainError) || (err.code !== 'UNAVAILABLE' && err.code !== 'UNPROCESSABLE')) throw err;
    return layers.map((l) => ({
      issue: issue(l, 'unusable_service', `${err.message}; its table was not checked, a repair keeps it`),
      version: l.version,
      removable: false,
    }));
  }
  const { info, rows } = found;
  const exists = (s: string, t: string) => rows.some((r) => r.schema === s && r.table === t);
  const drifts: Drift[] = [];
  for (const l of layers) {
    const ref = l.table_name ?? l.name;
    const at = resolveTable(ref, info.schemas, exists);
    const keep = l.used ? '; a layer group shows it, so a repair keeps it' : '; a repair removes the layer';
    if (!at) {
      drifts.push({
        issue: issue(l, 'missing_table', `table "${ref}" does not exist in service "${first.service_name}"${keep}`),
        version: l.version,
        removable: !l.used,
      });
    } else if (
      l.geometry_column &&
      !rows.some((r) => r.schema === at.schema && r.table === at.table && r.column === l.geometry_column)
    ) {
      drifts.push({
        issue: issue(
          l,
          'missing_column',
          `geometry column "${l.geometry_column}" does not exist in table "${at.schema}.${at.table}" in service "${first.service_name}"${keep}`,
        ),
        version: l.version,
        removable: !l.used,
      });
    }
  }
  return drifts;
}

/** Deletes the removable drifted layers still as they were seen and still shown by no group; returns the count. */
export async function removeDrifted(execute: Execute, drifts: Drift[]): Promise<number> {
  let removed = 0;
  for (const d of drifts.filter((x) => x.removable)) {
    removed += await execute(
      `DELETE FROM layers l WHERE l.id = $1::uuid AND l.version = $2::int
         AND NOT EXISTS (SELECT 1 FROM layer_group_members m WHERE m.layer_id = l.id)`,
      [d.issue.id, d.version],
    );
  }
  return removed;
}
