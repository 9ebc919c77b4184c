import type { Pool } from 'pg';
import { BadRequestError, NotFoundError } from '../base/errors';
import { layerQueryFailure } from '../domains/services';
import {
  type LayerSource,
  attributeExpr,
  geometryExpr,
  qualified,
  quoteIdent,
  tableSrid,
} from '../domains/vector-tiles';

/*
 * OGC API - Features, Part 1 (docs/data-plane.md, "Features"): items of a layer's table as GeoJSON in
 * CRS84, filtered by bbox and by equality on attribute columns, paged by offset (next links) up to the
 * workspace's max_offset, ordered by the id column when there is one. Identifiers come from the catalog
 * and are quoted; every value is a parameter.
 */

export interface ItemsQuery {
  limit: number;
  offset: number;
  bbox?: [number, number, number, number];
  /** Attribute column -> value, compared as text. */
  equals: [string, string][];
}

export interface FeatureRow {
  id: string | number | null;
  geometry: unknown;
  properties: Record<string, unknown>;
}

/** Parameters of /items that are not attribute filters. */
export const ITEMS_PARAMS = new Set(['f', 'limit', 'offset', 'bbox', 'bbox-crs']);

const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/** Reads and checks /items's query string against the settings and the table's columns. */
export function parseItemsQuery(
  query: Record<string, unknown>,
  columns: string[],
  limits: { limitDefault: number; limitMax: number; maxOffset: number },
): ItemsQuery {
  const one = (name: string): string | undefined => {
    const v = query[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw new BadRequestError(`${name}: give it once`);
    return v;
  };
  const whole = (name: string, v: string | undefined, min: number): number | undefined => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v) || Number(v) < min)
      throw new BadRequestError(`${name}: must be a whole number of at least ${min}`);
    return Number(v);
  };
  // OGC API - Features /req/core/fc-limit-response-1: a limit above the maximum is the maximum, not an error.
  const limit = Math.min(whole('limit', one('limit'), 1) ?? limits.limitDefault, limits.limitMax);
  const offset = whole('offset', one('offset'), 0) ?? 0;
  if (limits.maxOffset > 0 && offset > limits.maxOffset)
    throw new BadRequestError(
      `offset: must be at most ${limits.maxOffset} (max_offset of this workspace); narrow the query with bbox or filters`,
    );
  let bbox: ItemsQuery['bbox'];
  const rawBbox = one('bbox');
  if (rawBbox !== undefined) {
    const n = rawBbox.split(',').map((p) => Number(p.trim()));
    if ((n.length !== 4 && n.length !== 6) || n.some((v) => !Number.isFinite(v)))
      throw new BadRequestError('bbox: must be minx,miny,maxx,maxy (4 or 6 numbers, CRS84 longitude and latitude)');
    const [minx, miny, maxx, maxy] = n.length === 4 ? n : [n[0], n[1], n[3], n[4]];
    if (miny > maxy) throw new BadRequestError('bbox: miny must not be greater than maxy');
    if (minx < -180 || maxx > 180 || miny < -90 || maxy > 90)
      throw new BadRequestError('bbox: longitudes must be within -180..180 and latitudes within -90..90');
    bbox = [minx, miny, maxx, maxy];
  }
  const crs = one('bbox-crs');
  if (crs !== undefined && crs !== CRS84) throw new BadRequestError(`bbox-crs: only ${CRS84} is supported`);
  const equals: [string, string][] = [];
  const known = new Set(columns);
  for (const [name, value] of Object.entries(query)) {
    if (ITEMS_PARAMS.has(name)) continue;
    if (!known.has(name))
      throw new BadRequestError(
        `unknown query parameter "${name}": use limit, offset, bbox, bbox-crs, f or an attribute of this collection (${columns.join(', ')})`,
      );
    if (typeof value !== 'string') throw new BadRequestError(`${name}: give it once`);
    equals.push([name, value]);
  }
  return { limit, offset, bbox, equals };
}

function where(source: LayerSource, q: Pick<ItemsQuery, 'bbox' | 'equals'>, values: unknown[]): string {
  const t = source.table;
  const parts: string[] = [];
  if (q.bbox) {
    values.push(...q.bbox);
    const n = values.length;
    const env = `ST_MakeEnvelope($${n - 3}, $${n - 2}, $${n - 1}, $${n}, 4326)`;
    const srid = tableSrid(t);
    const column = t.geography || !t.srid ? geometryExpr(t) : `t.${quoteIdent(t.geometryColumn)}`;
    parts.push(`${column} && ${srid === 4326 ? env : `ST_Transform(${env}, ${srid})`}`);
  }
  for (const [name, value] of q.equals) {
    values.push(value);
    parts.push(`t.${quoteIdent(name)}::text = $${values.length}`);
  }
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/** A failed items query: a filter value its column cannot take is the caller's 400, the rest as for tiles. */
function failure(err: unknown, source: LayerSource): unknown {
  const code = (err as { code?: string }).code;
  if (code === '22P02' || code === '22007' || code === '22008')
    return new BadRequestError(`a filter value does not fit its column: ${(err as Error).message}`);
  return layerQueryFailure(source.layer.name, source.table.name, err);
}

function featureSelect(source: LayerSource): string {
  const t = source.table;
  const props = t.columns.map((c) => `'${c.name.replace(/'/g, "''")}', ${attributeExpr(c)}`);
  // json_build_object takes at most 100 arguments: build the properties in slices of 50 columns.
  const slices: string[] = [];
  for (let i = 0; i < props.length; i += 50) slices.push(`jsonb_build_object(${props.slice(i, i + 50).join(', ')})`);
  const properties = slices.length ? slices.join(' || ') : `'{}'::jsonb`;
  const srid = tableSrid(t);
  const geom = geometryExpr(t);
  const wgs = srid === 4326 ? geom : `ST_Transform(${geom}, 4326)`;
  const id = t.idColumn ? `t.${quoteIdent(t.idColumn)}` : 'NULL';
  return `SELECT ${id} AS id, ST_AsGeoJSON(${wgs}, 9)::json AS geometry, ${properties} AS properties FROM ${qualified(t)} t`;
}

/** One page of items, and how many match when the table is small enough to count (always, here). */
export async function items(
  pool: Pool,
  source: LayerSource,
  q: ItemsQuery,
): Promise<{ features: FeatureRow[]; matched: number }> {
  const values: unknown[] = [];
  const filter = where(source, q, values);
  const order = source.table.idColumn ? `ORDER BY t.${quoteIdent(source.table.idColumn)}` : '';
  values.push(q.limit, q.offset);
  const page = `${featureSelect(source)} ${filter} ${order} LIMIT $${values.length - 1} OFFSET $${values.length}`;
  const count = `SELECT count(*)::bigint AS n FROM ${qualified(source.table)} t ${filter}`;
  try {
    const [rows, n] = await Promise.all([
      pool.query<FeatureRow>(page, values),
      pool.query<{ n: string }>(count, values.slice(0, values.length - 2)),
    ]);
    return { features: rows.rows, matched: Number(n.rows[0].n) };
  } catch (err) {
    throw failure(err, source);
  }
}

/** One item by its id column; null when there is none with that id. */
export async function item(pool: Pool, source: LayerSource, id: string): Promise<FeatureRow | null> {
  if (!source.table.idColumn)
    throw new NotFoundError(
      `layer "${source.layer.name}" has no id column (no single-column primary key): its items have no address`,
    );
  try {
    const res = await pool.query<FeatureRow>(
      `${featureSelect(source)} WHERE t.${quoteIdent(source.table.idColumn)}::text = $1 LIMIT 1`,
      [id],
    );
    return res.rows[0] ?? null;
  } catch (err) {
    throw failure(err, source);
  }
}
