import { UnprocessableError } from '../../base/errors';
import type { BBox, TileMatrixSetDefinition } from '../tile-matrix-sets';

/*
 * proj4 and the EPSG list are loaded by the first tile cache job that projects a box: an instance that
 * runs none does not hold them (docs/performance-history.md, "Memory, fifth pass").
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const proj4 = () => require('proj4') as typeof import('proj4');
const epsgDefs = () => require('epsg') as typeof import('epsg');
/* eslint-enable @typescript-eslint/no-require-imports */

/** The CRSs a job's bounds may be given in (docs/rules.md §6 TileCacheJob). */
export const BOUNDS_CRS = ['EPSG:4326', 'EPSG:3857'] as const;
export type BoundsCrs = (typeof BOUNDS_CRS)[number];

// Same test as tile-matrix-sets/tile-range.ts: a first axis named like this means northing first.
const NORTHING_FIRST = /^(lat|latitude|n|north|northing|y)$/i;
// Mercator cannot show the poles; latitudes beyond its square map to infinity.
const MERCATOR_MAX_LAT = 85.0511287798066;
// Points per edge when a box is projected: projected edges are curves, so corners alone are not enough.
const EDGE_SAMPLES = 64;

/**
 * The EPSG code of a CRS URI, URN or code as tile matrix sets name them
 * (`http://www.opengis.net/def/crs/EPSG/0/3857`, `urn:ogc:def:crs:EPSG::3857`, `EPSG:3857`); OGC CRS84
 * is EPSG:4326 in longitude/latitude order, which is how proj4 orders EPSG:4326 anyway.
 */
function epsgCode(crs: string): string | null {
  if (/(^|[/:])CRS84$/i.test(crs)) return '4326';
  const m =
    /\/def\/crs\/EPSG\/[^/]+\/(\d+)$/i.exec(crs) ??
    /^urn:ogc:def:crs:EPSG:[^:]*:(\d+)$/i.exec(crs) ??
    /^EPSG:(\d+)$/i.exec(crs);
  return m ? m[1] : null;
}

/**
 * The proj4 name of a CRS, registering its definition from the EPSG list (proj4js-defs) when proj4 does
 * not know it yet; null when neither knows it.
 */
export function projectionOf(crs: string): string | null {
  const code = epsgCode(crs);
  if (!code) return null;
  const key = `EPSG:${code}`;
  if (!proj4().defs(key)) {
    const def = epsgDefs()[key];
    if (!def) return null;
    proj4().defs(key, def);
  }
  return key;
}

const projName = (key: string) => (proj4().defs(key) as { projName?: string } | undefined)?.projName;

/** Projects one point; geographic latitudes are clamped into what Mercator can show. */
function project(from: string, to: string, x: number, y: number): [number, number] {
  const lat =
    projName(from) === 'longlat' && projName(to) === 'merc'
      ? Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, y))
      : y;
  return proj4()(from, to, [x, lat]) as [number, number];
}

/** The envelope of a box projected from one CRS to another (points that do not project are left out). */
export function transformBBox(from: string, to: string, [minx, miny, maxx, maxy]: BBox): BBox | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i <= EDGE_SAMPLES; i++) {
    const fx = minx + ((maxx - minx) * i) / EDGE_SAMPLES;
    const fy = miny + ((maxy - miny) * i) / EDGE_SAMPLES;
    for (const [x, y] of [
      [fx, miny],
      [fx, maxy],
      [minx, fy],
      [maxx, fy],
    ]) {
      const [px, py] = project(from, to, x, y);
      if (Number.isFinite(px) && Number.isFinite(py)) {
        xs.push(px);
        ys.push(py);
      }
    }
  }
  if (!xs.length) return null;
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The overlap of two boxes, or null when they share no area. */
export function intersect(a: BBox, b: BBox): BBox | null {
  const r: BBox = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  return r[0] < r[2] && r[1] < r[3] ? r : null;
}

/** The area covered by the tile matrices of zooms minZoom..maxZoom, x first, in the set's CRS. */
export function setExtent(tms: TileMatrixSetDefinition, minZoom: number, maxZoom: number): BBox {
  const boxes = tms.tileMatrices.slice(minZoom, maxZoom + 1).map((m): BBox => {
    const [ox, oy] =
      tms.orderedAxes && NORTHING_FIRST.test(tms.orderedAxes[0])
        ? [m.pointOfOrigin[1], m.pointOfOrigin[0]]
        : m.pointOfOrigin;
    const w = m.matrixWidth * m.tileWidth * m.cellSize;
    const h = m.matrixHeight * m.tileHeight * m.cellSize;
    return m.cornerOfOrigin === 'bottomLeft' ? [ox, oy, ox + w, oy + h] : [ox, oy - h, ox + w, oy];
  });
  return boxes.reduce((a, b) => [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[2], b[2]),
    Math.max(a[3], b[3]),
  ]);
}

/**
 * A job's bounds in its tile matrix set's CRS (x first), clipped to the set. The request is first clipped
 * to the set's area expressed in the request's CRS, so a world box is not projected far outside the area
 * of use of a local projection (where results are meaningless). 422 for inverted bounds, coordinates
 * outside EPSG:4326, a set CRS that cannot be transformed into, and bounds that miss the set.
 */
export function boundsInSet(
  bbox: BBox,
  crs: BoundsCrs,
  tms: TileMatrixSetDefinition,
  minZoom: number,
  maxZoom: number,
): BBox {
  const [minx, miny, maxx, maxy] = bbox;
  if (!(minx < maxx && miny < maxy)) {
    throw new UnprocessableError(
      'bounds.bbox is inverted or empty: it must be [minx, miny, maxx, maxy] with minx < maxx and miny < maxy',
    );
  }
  if (crs === 'EPSG:4326' && (minx < -180 || maxx > 180 || miny < -90 || maxy > 90)) {
    throw new UnprocessableError(
      'bounds.bbox is outside EPSG:4326: longitudes must lie in -180..180 and latitudes in -90..90 (longitude first)',
    );
  }
  const target = projectionOf(tms.crs);
  if (!target)
    throw new UnprocessableError(
      `tile matrix set "${tms.id}" uses the CRS ${tms.crs}, which bounds cannot be transformed into`,
    );
  const extent = setExtent(tms, minZoom, maxZoom);
  let clipped: BBox | null;
  if (target === crs) {
    clipped = intersect(bbox, extent);
  } else {
    const area = transformBBox(target, crs, extent);
    const pre = area ? intersect(bbox, area) : bbox;
    const projected = pre && transformBBox(crs, target, pre);
    clipped = projected && intersect(projected, extent);
  }
  if (!clipped) throw new UnprocessableError(`bounds.bbox lies outside tile matrix set "${tms.id}"`);
  return clipped;
}
