import type { PoolClient } from 'pg';
import type { PrismaClient } from '../../db/client';
import { DomainError, UnprocessableError } from '../../base/errors';
import { type PostgisInfo, isPostgis, parseConnectionInfo } from './connection-info';
import { type GeometryRow, estimatedExtents, geometryColumns, postgisSchema, relations } from './postgis-catalog.sql';
import { connectFailure, noPostgis, queryFailure } from './postgis-failure';
import type { PostgisPools } from './postgis-pools';
import type { SavedService, ServiceService } from './service.service';
import { ServiceType } from './service.types';

/** A column of a table, its type as PostgreSQL names it (format_type). */
export interface TableColumn {
  name: string;
  type: string;
}

/** One geometry or geography column of a relation of a service's database (docs/data-plane.md, "Discovery and publishing"). */
export interface DiscoveredTable {
  /** Schema-qualified: "public.roads" (unquoted names joined by a dot). */
  name: string;
  schema: string;
  table: string;
  /** `file` for the layer of a file service. */
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'file';
  geometryColumn: string;
  /** POINT, MULTIPOLYGON, GEOMETRY (any), as PostGIS names it. */
  geometryType: string;
  /** 0 when unknown. */
  srid: number;
  geography: boolean;
  /** pg_class.reltuples; null when never analyzed, and for views. */
  estimatedRows: number | null;
  /** Estimated extent in CRS84 [minx, miny, maxx, maxy]; null when unknown. */
  extent: [number, number, number, number] | null;
  /** The single-column primary key, else null. */
  idColumn: string | null;
  /** Every column except this geometry column, in table order. */
  columns: TableColumn[];
  /** Names of the layers of the service that publish this table and column. */
  layers: string[];
}

const KINDS: Record<string, DiscoveredTable['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
};

interface LayerRef {
  name: string;
  table: string | null;
  geometryColumn: string | null;
}

type Exists = (schema: string, table: string) => boolean;

/** What the catalog needs of a service: a SavedService, or a row read elsewhere (catalog integrity). */
export interface CatalogService {
  row: { id: string; name: string };
  type: SavedService['type'];
  info: SavedService['info'];
}

/**
 * Where a table name of a layer points: "schema.table" when that schema is one of the service's, else
 * the bare name in the service's schemas, in their order. Null when no such table exists.
 */
export function resolveTable(
  name: string,
  schemas: string[],
  exists: Exists,
): { schema: string; table: string } | null {
  const dot = name.indexOf('.');
  if (dot > 0) {
    const schema = name.slice(0, dot);
    const table = name.slice(dot + 1);
    if (schemas.includes(schema) && exists(schema, table)) return { schema, table };
  }
  for (const schema of schemas) if (exists(schema, name)) return { schema, table: name };
  return null;
}

/** The relation names a table reference may mean (qualified, or a bare name with a dot in it). */
const candidateNames = (name: string) => {
  const dot = name.indexOf('.');
  return dot > 0 ? [name.slice(dot + 1), name] : [name];
};

/**
 * What the PostGIS database of a service holds: discovery, the checks of publishing, catalog drift,
 * and the OGC API's look-ups. Every query goes through the service's pool (statement timeout per
 * connection); failures become 503 or 422 errors naming the cause (postgis-failure.ts).
 */
export class PostgisCatalog {
  constructor(
    private readonly services: ServiceService,
    private readonly pools: PostgisPools,
    private readonly prisma: PrismaClient,
  ) {}

  /** Every geometry and geography column of the service's schemas, by schema, table, column position. */
  async tables(workspaceId: string, serviceRef: string): Promise<DiscoveredTable[]> {
    return this.tablesOf(await this.services.find(workspaceId, serviceRef));
  }

  async tablesOf(service: CatalogService): Promise<DiscoveredTable[]> {
    const info = this.postgisInfo(service);
    const { rows, extents } = await this.read(service, info, null);
    return this.present(service, info, rows, extents);
  }

  /**
   * One table (schema-qualified or bare, resolved in the service's schemas in order) and geometry
   * column (default: its first). Null when the database answers and the table or column is not
   * there; throws a 503/422 DomainError when the database cannot be used.
   */
  async describeTable(
    workspaceId: string,
    serviceRef: string,
    table: string,
    geometryColumn?: string | null,
  ): Promise<DiscoveredTable | null> {
    const service = await this.services.find(workspaceId, serviceRef);
    const all = await this.describeAll(service, table);
    if (!all) return null;
    if (!geometryColumn) return all[0];
    return all.find((t) => t.geometryColumn === geometryColumn) ?? null;
  }

  /**
   * Every geometry column of one table of a saved service, in column order; null when the table does
   * not exist (or has no geometry column) in the service's schemas.
   */
  async describeAll(service: CatalogService, table: string): Promise<DiscoveredTable[] | null> {
    const info = this.postgisInfo(service);
    const { rows, extents } = await this.read(service, info, candidateNames(table));
    const at = resolveTable(table, info.schemas, (s, t) => rows.some((r) => r.schema === s && r.table === t));
    if (!at) return null;
    const mine = rows.filter((r) => r.schema === at.schema && r.table === at.table);
    return this.present(service, info, mine, extents, rows);
  }

  /** The relation a table reference resolves to whether or not it has a geometry column, or null: a 422's wording. */
  async findRelation(service: CatalogService, table: string): Promise<{ schema: string; table: string } | null> {
    const info = this.postgisInfo(service);
    const rows = await this.run(service, info, (client) => relations(client, info.schemas, candidateNames(table)));
    return resolveTable(table, info.schemas, (s, t) => rows.some((r) => r.schema === s && r.table === t));
  }

  /** Which tables of `names` exist with a geometry column, for catalog drift: one query per service. */
  async existing(service: CatalogService, names: string[]): Promise<{ info: PostgisInfo; rows: GeometryRow[] }> {
    const info = this.postgisInfo(service);
    const wanted = [...new Set(names.flatMap(candidateNames))];
    const rows = await this.run(service, info, async (client, ps) => geometryColumns(client, ps, info.schemas, wanted));
    return { info, rows };
  }

  /** The service's validated PostGIS connection_info; 422 for another type, or a stored info that is not valid. */
  postgisInfo(service: CatalogService): PostgisInfo {
    if (service.type !== ServiceType.POSTGIS)
      throw new UnprocessableError(
        `service "${service.row.name}" is a ${service.type.toLowerCase()} service, not PostGIS`,
      );
    try {
      const info = parseConnectionInfo(service.type, { ...service.info });
      if (isPostgis(service.type, info)) return info;
    } catch (err) {
      if (err instanceof DomainError)
        throw new UnprocessableError(`service "${service.row.name}" has an unusable connection_info: ${err.message}`);
      throw err;
    }
    throw new UnprocessableError(`service "${service.row.name}" has an unusable connection_info`);
  }

  private async read(service: CatalogService, info: PostgisInfo, names: string[] | null) {
    return this.run(service, info, async (client, ps) => {
      const rows = await geometryColumns(client, ps, info.schemas, names);
      return { rows, extents: await estimatedExtents(client, ps, rows) };
    });
  }

  /** Runs catalog work on a connection of the service, with the PostGIS schema; failures worded for the caller. */
  private async run<T>(
    service: CatalogService,
    info: PostgisInfo,
    work: (client: PoolClient, postgis: string) => Promise<T>,
  ): Promise<T> {
    const name = service.row.name;
    let connected = false;
    try {
      return await this.pools.with(service.row.id, info, async (client) => {
        connected = true;
        const ps = await postgisSchema(client);
        if (!ps) throw noPostgis(name, info);
        return work(client, ps);
      });
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw connected ? queryFailure(name, info, err) : connectFailure(name, info, err);
    }
  }

  /** Rows as DiscoveredTables, with the service's layers that publish each; `known` resolves the layers' bare names. */
  private async present(
    service: CatalogService,
    info: PostgisInfo,
    rows: GeometryRow[],
    extents: {
      schema: string;
      table: string;
      column: string;
      xmin: number;
      ymin: number;
      xmax: number;
      ymax: number;
    }[],
    known: GeometryRow[] = rows,
  ): Promise<DiscoveredTable[]> {
    const layers: LayerRef[] = await this.prisma.layer.findMany({
      where: { serviceId: service.row.id },
      select: { name: true, table: true, geometryColumn: true },
      orderBy: { name: 'asc' },
    });
    const exists: Exists = (s, t) => known.some((r) => r.schema === s && r.table === t);
    const firstColumn = new Map<string, string>();
    for (const r of known)
      if (!firstColumn.has(`${r.schema}.${r.table}`)) firstColumn.set(`${r.schema}.${r.table}`, r.column);
    const published = new Map<string, string[]>();
    for (const l of layers) {
      const at = resolveTable(l.table ?? l.name, info.schemas, exists);
      if (!at) continue;
      const key = `${at.schema}.${at.table}\u0000${l.geometryColumn ?? firstColumn.get(`${at.schema}.${at.table}`)}`;
      published.set(key, [...(published.get(key) ?? []), l.name]);
    }
    return rows.map((r) => {
      const e = extents.find((x) => x.schema === r.schema && x.table === r.table && x.column === r.column);
      const kind = KINDS[r.relkind] ?? 'table';
      return {
        name: `${r.schema}.${r.table}`,
        schema: r.schema,
        table: r.table,
        kind,
        geometryColumn: r.column,
        geometryType: r.type.toUpperCase(),
        srid: r.srid > 0 ? r.srid : 0,
        geography: r.geography,
        estimatedRows: kind !== 'view' && r.reltuples >= 0 ? Math.round(r.reltuples) : null,
        extent: e ? [e.xmin, e.ymin, e.xmax, e.ymax] : null,
        idColumn: r.pk,
        columns: r.columns,
        layers: published.get(`${r.schema}.${r.table}\u0000${r.column}`) ?? [],
      };
    });
  }
}
