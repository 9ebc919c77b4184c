import { DomainError, UnprocessableError } from '../../base/errors';
import { type DiscoveredTable, type PostgisCatalog, type SavedService, ServiceType } from '../services';

/** The stored fields a layer takes from its table (docs/data-plane.md, "Discovery and publishing"). */
export interface SourceFields {
  table: string | null;
  geometryColumn: string | null;
  geometryType: string | null;
  srid: number | null;
  idColumn: string | null;
  bounds: number[];
  /** Its table's column names, geometry columns included; null when the table was not checked. */
  attributes: string[] | null;
}

export interface SourceRequest {
  /** The table as sent (schema.table or bare); null means the layer's name. */
  table: string | null;
  geometryColumn?: string | null;
  idColumn?: string | null;
  layerName: string;
}

const list = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/**
 * Looks the table of a layer up in its PostGIS service and returns the fields to store. 422 naming what
 * is missing when the database answers without it. When the database cannot be used (unreachable,
 * refusing, no PostGIS), the layer is saved as sent, unchecked: its table-derived fields stay null and
 * catalog integrity reports it until a later update checks it (docs/data-plane.md, "When the database
 * does not answer"). File services are not checked: what was sent is stored.
 */
export async function sourceFields(
  catalog: PostgisCatalog,
  service: SavedService,
  req: SourceRequest,
): Promise<SourceFields> {
  const unchecked: SourceFields = {
    table: req.table,
    geometryColumn: req.geometryColumn ?? null,
    geometryType: null,
    srid: null,
    idColumn: req.idColumn ?? null,
    bounds: [],
    attributes: null,
  };
  if (service.type !== ServiceType.POSTGIS) return unchecked;
  const ref = req.table ?? req.layerName;
  const serviceName = service.row.name;
  let found: DiscoveredTable[] | null;
  try {
    found = await catalog.describeAll(service, ref);
  } catch (err) {
    if (err instanceof DomainError && (err.code === 'UNAVAILABLE' || err.code === 'UNPROCESSABLE')) return unchecked;
    throw err;
  }
  if (!found) {
    const fields = [req.table ? 'table' : 'name'];
    const plain = await catalog.findRelation(service, ref).catch(() => null);
    if (plain)
      throw new UnprocessableError(
        `table "${plain.schema}.${plain.table}" has no geometry or geography column in service "${serviceName}"`,
        { fields },
      );
    throw new UnprocessableError(`table "${ref}" does not exist in service "${serviceName}"`, { fields });
  }
  const qualified = found[0].name;
  const allColumns = new Set([...found.map((t) => t.geometryColumn), ...found[0].columns.map((c) => c.name)]);
  let chosen: DiscoveredTable | undefined;
  if (req.geometryColumn) {
    chosen = found.find((t) => t.geometryColumn === req.geometryColumn);
    if (!chosen) {
      const why = allColumns.has(req.geometryColumn) ? 'is not a geometry or geography column of' : 'does not exist in';
      throw new UnprocessableError(
        `geometryColumn: column "${req.geometryColumn}" ${why} table "${qualified}" in service "${serviceName}"`,
        { fields: ['geometryColumn'] },
      );
    }
  } else if (found.length > 1) {
    throw new UnprocessableError(
      `geometryColumn: table "${qualified}" has several geometry columns (${list(found.map((t) => t.geometryColumn))}); choose one`,
      { fields: ['geometryColumn'] },
    );
  } else chosen = found[0];
  if (req.idColumn && !allColumns.has(req.idColumn)) {
    throw new UnprocessableError(
      `idColumn: column "${req.idColumn}" does not exist in table "${qualified}" in service "${serviceName}"`,
      { fields: ['idColumn'] },
    );
  }
  return {
    table: qualified,
    geometryColumn: chosen.geometryColumn,
    geometryType: chosen.geometryType,
    srid: chosen.srid,
    idColumn: req.idColumn ?? chosen.idColumn,
    bounds: chosen.extent ?? [],
    attributes: [...allColumns],
  };
}
