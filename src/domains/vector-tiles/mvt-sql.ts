import type { DiscoveredTable } from '../services';
import type { Box } from './tile-grid';

/*
 * The one statement that draws a layer's part of a vector tile (docs/data-plane.md, "Tiles"): rows whose
 * geometry meets the tile (filtered in the table's own SRID, so its spatial index is used), put in tile
 * coordinates by ST_AsMVTGeom, at most maxFeatures of them, simplified and then cut to stay within
 * maxVertices, aggregated by ST_AsMVT into one MVT layer named after the mapgate layer.
 *
 * Identifiers come from the catalog (the table as discovered) and are quoted here; every value is a
 * parameter: $1-$4 the tile's envelope in the set's CRS, $5 the MVT layer name, $6 maxFeatures,
 * $7 maxVertices, $8-$11 the filter envelope in the table's CRS.
 */

export const EXTENT = 4096;
export const BUFFER = 64;

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
export const qualified = (t: Pick<DiscoveredTable, 'schema' | 'table'>): string =>
  `${quoteIdent(t.schema)}.${quoteIdent(t.table)}`;

/** Column types MVT carries as they are; anything else is sent as text. */
const NATIVE = new Set([
  'smallint',
  'integer',
  'bigint',
  'real',
  'double precision',
  'boolean',
  'text',
  'character varying',
  'character',
  'name',
]);
const INTEGER = new Set(['smallint', 'integer', 'bigint']);

const baseType = (type: string) => type.replace(/\(.*\)$/, '').trim();

/** An attribute as it goes into a tile or a GeoJSON feature (numeric as double, others as text). */
export function attributeExpr(column: { name: string; type: string }, alias = 't'): string {
  const type = baseType(column.type);
  const ref = `${alias}.${quoteIdent(column.name)}`;
  if (NATIVE.has(type)) return ref;
  if (type === 'numeric') return `${ref}::double precision`;
  return `${ref}::text`;
}

/** The table's SRID as PostGIS will treat it: 0 (unknown) is taken as WGS 84 longitude/latitude. */
export const tableSrid = (t: DiscoveredTable): number => (t.geography || !t.srid ? 4326 : t.srid);

/** The geometry column as a geometry in tableSrid. */
export function geometryExpr(t: DiscoveredTable, alias = 't'): string {
  const ref = `${alias}.${quoteIdent(t.geometryColumn)}`;
  if (t.geography) return `${ref}::geometry`;
  if (!t.srid) return `ST_SetSRID(${ref}, 4326)`;
  return ref;
}

export interface MvtStatement {
  text: string;
  values: (string | number)[];
}

/** Does the id column fit an MVT feature id (an unsigned integer)? */
export const integerId = (t: DiscoveredTable): string | null => {
  if (!t.idColumn) return null;
  const col = t.columns.find((c) => c.name === t.idColumn);
  return col && INTEGER.has(baseType(col.type)) ? t.idColumn : null;
};

/**
 * The statement's text depends only on the table as discovered and the set's CRS, so it is written once
 * per description object and CRS: the tile sources keep a table's description (a new object each time
 * they describe it again) and nothing changes one in place.
 */
const texts = new WeakMap<DiscoveredTable, Map<number, string>>();

export function mvtStatement(
  t: DiscoveredTable,
  opts: { layerName: string; tmsSrid: number; box: Box; filterBox: Box; maxFeatures: number; maxVertices: number },
): MvtStatement {
  let byCrs = texts.get(t);
  if (!byCrs) texts.set(t, (byCrs = new Map()));
  let text = byCrs.get(opts.tmsSrid);
  if (text === undefined) byCrs.set(opts.tmsSrid, (text = mvtText(t, opts.tmsSrid)));
  return {
    text,
    values: [...opts.box, opts.layerName, opts.maxFeatures, opts.maxVertices, ...opts.filterBox],
  };
}

function mvtText(t: DiscoveredTable, tmsSrid: number): string {
  const srid = tableSrid(t);
  const geom = geometryExpr(t);
  const idCol = integerId(t);
  const attrs = t.columns.map((c) => `${attributeExpr(c)} AS ${quoteIdent(c.name)}`);
  const idSelect = idCol ? `, t.${quoteIdent(idCol)} AS "__mvt_id"` : '';
  const env = `ST_MakeEnvelope($1, $2, $3, $4, ${tmsSrid})`;
  const filter = `ST_MakeEnvelope($8, $9, $10, $11, ${srid})`;
  // The index is on the column itself: the && below names it directly unless it has to be cast.
  const indexed = t.geography || !t.srid ? geom : `t.${quoteIdent(t.geometryColumn)}`;
  const transformed = srid === tmsSrid ? geom : `ST_Transform(${geom}, ${tmsSrid})`;
  const cols = t.columns.map((c) => quoteIdent(c.name));
  const outCols = [...cols, ...(idCol ? ['"__mvt_id"'] : [])].join(', ');
  return `
WITH src AS (
  SELECT ${[...attrs].join(', ')}${attrs.length ? ', ' : ''}ST_AsMVTGeom(${transformed}, ${env}, ${EXTENT}, ${BUFFER}, true) AS "__geom"${idSelect}
  FROM ${qualified(t)} t
  WHERE ${indexed} && ${filter}
  LIMIT $6
), drawn AS (
  SELECT *, ST_NPoints("__geom") AS "__n" FROM src WHERE "__geom" IS NOT NULL
), total AS (
  SELECT coalesce(sum("__n"), 0) AS n FROM drawn
), simplified AS (
  SELECT drawn.*, CASE WHEN total.n > $7
      THEN ST_Simplify(drawn."__geom", least(${EXTENT / 16}, greatest(1, total.n::double precision / $7)), true)
      ELSE drawn."__geom" END AS "__g"
  FROM drawn, total
), budget AS (
  SELECT *, sum(ST_NPoints("__g")) OVER (ORDER BY "__n", ctid_order ROWS UNBOUNDED PRECEDING) AS "__spent"
  FROM (SELECT *, row_number() OVER () AS ctid_order FROM simplified WHERE "__g" IS NOT NULL) s
)
SELECT ST_AsMVT(tile, $5, ${EXTENT}, '__g'${idCol ? `, '__mvt_id'` : ''}) AS mvt
FROM (SELECT ${outCols ? `${outCols}, ` : ''}"__g" FROM budget WHERE "__spent" <= $7) tile`;
}
