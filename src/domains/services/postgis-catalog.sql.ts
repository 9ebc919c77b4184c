import type { PoolClient } from 'pg';

/*
 * The catalog queries of discovery (docs/data-plane.md, "Discovery and publishing"). Tables come from
 * PostGIS's own geometry_columns and geography_columns views, which cover tables, views, materialized
 * views and foreign tables, read typmods and old-style constraints, and list only what the user may
 * SELECT. Identifiers in the text are the PostGIS schema only, quoted; everything else is a parameter.
 */

/** One geometry or geography column of a relation, as the catalog query returns it. */
export interface GeometryRow {
  schema: string;
  table: string;
  column: string;
  attnum: number;
  type: string;
  srid: number;
  geography: boolean;
  relkind: string;
  reltuples: number;
  pk: string | null;
  columns: { name: string; type: string }[];
}

export interface ExtentRow {
  schema: string;
  table: string;
  column: string;
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/** The schema PostGIS is installed in, or null when the database has no PostGIS. */
export async function postgisSchema(client: PoolClient): Promise<string | null> {
  const { rows } = await client.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'postgis'`,
  );
  return rows[0]?.schema ?? null;
}

/**
 * The geometry and geography columns of the relations in `schemas`, each with its relation's kind,
 * row estimate, single-column primary key and other columns; `tables` narrows to relation names.
 * Ordered by schema, table, then column position.
 */
export async function geometryColumns(
  client: PoolClient,
  ps: string,
  schemas: string[],
  tables: string[] | null,
): Promise<GeometryRow[]> {
  const q = client.escapeIdentifier(ps);
  const { rows } = await client.query<GeometryRow>(
    `WITH g AS (
       SELECT f_table_schema::text AS schema, f_table_name::text AS tbl, f_geometry_column::text AS col,
              type::text AS type, srid::int AS srid, false AS geography
         FROM ${q}.geometry_columns
        WHERE f_table_schema = ANY($1::text[]) AND ($2::text[] IS NULL OR f_table_name = ANY($2::text[]))
       UNION ALL
       SELECT f_table_schema::text, f_table_name::text, f_geography_column::text, type::text, srid::int, true
         FROM ${q}.geography_columns
        WHERE f_table_schema = ANY($1::text[]) AND ($2::text[] IS NULL OR f_table_name = ANY($2::text[]))
     )
     SELECT g.schema, g.tbl AS "table", g.col AS "column", ga.attnum::int AS attnum, g.type, g.srid, g.geography,
            c.relkind::text AS relkind, c.reltuples::float8 AS reltuples,
            (SELECT a.attname::text FROM pg_index i
               JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
              WHERE i.indrelid = c.oid AND i.indisprimary AND i.indnkeyatts = 1) AS pk,
            COALESCE((SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                                      ORDER BY a.attnum)
                        FROM pg_attribute a
                       WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> g.col),
                     '[]'::json) AS columns
       FROM g
       JOIN pg_namespace n ON n.nspname = g.schema
       JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = g.tbl
       JOIN pg_attribute ga ON ga.attrelid = c.oid AND ga.attname = g.col
      ORDER BY g.schema, g.tbl, ga.attnum`,
    [schemas, tables],
  );
  return rows;
}

/** Relations (of any kind a layer could read) named `tables` in `schemas`, with or without a geometry column. */
export async function relations(
  client: PoolClient,
  schemas: string[],
  tables: string[],
): Promise<{ schema: string; table: string }[]> {
  const { rows } = await client.query<{ schema: string; table: string }>(
    `SELECT n.nspname::text AS schema, c.relname::text AS "table"
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1::text[]) AND c.relname = ANY($2::text[]) AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`,
    [schemas, tables],
  );
  return rows;
}

/**
 * Estimated extents in CRS84 of the geometry columns that have statistics (ANALYZE ran) and a known
 * SRID. Geography columns have none: their statistics are geocentric, not longitude/latitude.
 */
export async function estimatedExtents(client: PoolClient, ps: string, rows: GeometryRow[]): Promise<ExtentRow[]> {
  const wanted = rows.filter((r) => !r.geography && r.srid > 0 && ['r', 'm', 'p'].includes(r.relkind));
  if (!wanted.length) return [];
  const q = client.escapeIdentifier(ps);
  const statement = (list: GeometryRow[]) =>
    client.query<ExtentRow>(
      `SELECT t.schema, t.tbl AS "table", t.col AS "column",
              ${q}.ST_XMin(b) AS xmin, ${q}.ST_YMin(b) AS ymin, ${q}.ST_XMax(b) AS xmax, ${q}.ST_YMax(b) AS ymax
         FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS t(schema, tbl, col, srid)
         CROSS JOIN LATERAL (
           SELECT ${q}.ST_Transform(${q}.ST_SetSRID(e::${q}.geometry, t.srid), 4326)::${q}.box2d AS b
             FROM (SELECT ${q}.ST_EstimatedExtent(t.schema, t.tbl, t.col) AS e) s
            WHERE e IS NOT NULL
         ) x
        WHERE EXISTS (SELECT 1 FROM pg_stats s
                       WHERE s.schemaname = t.schema AND s.tablename = t.tbl AND s.attname = t.col)`,
      [list.map((r) => r.schema), list.map((r) => r.table), list.map((r) => r.column), list.map((r) => r.srid)],
    );
  try {
    return (await statement(wanted)).rows;
  } catch (err) {
    if (!isDataError(err)) throw err;
    // One column whose extent cannot be transformed (an SRID PROJ does not know) must not hide the others.
    const out: ExtentRow[] = [];
    for (const r of wanted) {
      try {
        out.push(...(await statement([r])).rows);
      } catch (e) {
        if (!isDataError(e)) throw e;
      }
    }
    return out;
  }
}

/** Errors of the data rather than of the connection: SQLSTATE classes 22 (data), XX (PostGIS/PROJ internal), 42 (unknown SRID function). */
const isDataError = (err: unknown) => /^(22|XX|42|P0)/.test(String((err as { code?: string }).code ?? ''));
