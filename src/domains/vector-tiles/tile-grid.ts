import type { TileMatrix, TileMatrixSetDefinition } from '../tile-matrix-sets';

/*
 * Where a tile of a tile matrix set lies, in the set's CRS (OGC 17-083r4: pointOfOrigin, cellSize,
 * tileWidth/Height, cornerOfOrigin), and which PostGIS SRID that CRS is. Coordinates come out in
 * PostGIS's order (x = easting or longitude first), whatever the set's orderedAxes say.
 */

export type Box = [minx: number, miny: number, maxx: number, maxy: number];

/** The EPSG code behind a CRS URI or name PostGIS can transform to; null when it is not one. */
export function crsSrid(crs: string): number | null {
  if (/\/def\/crs\/OGC\/1\.3\/CRS84$/i.test(crs) || /^(OGC:)?CRS:?84$/i.test(crs)) return 4326;
  const m =
    /\/def\/crs\/EPSG\/0\/(\d+)$/i.exec(crs) ??
    /^EPSG:+(\d+)$/i.exec(crs) ??
    /^urn:ogc:def:crs:EPSG:[^:]*:(\d+)$/i.exec(crs);
  return m ? Number(m[1]) : null;
}

/** True when the set writes latitude (or northing) first: its coordinates are swapped for PostGIS. */
const northFirst = (axes?: [string, string]) => Boolean(axes && /^(lat|latitude|n|north|northing)$/i.test(axes[0]));

export interface GridTile {
  matrix: TileMatrix;
  /** The tile's envelope in the set's CRS, x first. */
  box: Box;
}

/**
 * The tile (row, col) of the set's matrix `matrixId`, or null when the matrix does not exist or the
 * tile is outside it.
 */
export function gridTile(set: TileMatrixSetDefinition, matrixId: string, row: number, col: number): GridTile | null {
  const matrix = set.tileMatrices.find((m) => m.id === matrixId);
  if (!matrix) return null;
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0) return null;
  if (row >= matrix.matrixHeight || col >= matrix.matrixWidth) return null;
  const swap = northFirst(set.orderedAxes);
  const [ox, oy] = swap ? [matrix.pointOfOrigin[1], matrix.pointOfOrigin[0]] : matrix.pointOfOrigin;
  const w = matrix.tileWidth * matrix.cellSize;
  const h = matrix.tileHeight * matrix.cellSize;
  const minx = ox + col * w;
  const box: Box =
    matrix.cornerOfOrigin === 'bottomLeft'
      ? [minx, oy + row * h, minx + w, oy + (row + 1) * h]
      : [minx, oy - (row + 1) * h, minx + w, oy - row * h];
  return { matrix, box };
}

/** The whole extent a set covers, x first (its boundingBox, else the extent of its first matrix). */
export function setExtent(set: TileMatrixSetDefinition): Box | null {
  const swap = northFirst(set.boundingBox?.orderedAxes ?? set.orderedAxes);
  if (set.boundingBox) {
    const { lowerLeft: ll, upperRight: ur } = set.boundingBox;
    return swap ? [ll[1], ll[0], ur[1], ur[0]] : [ll[0], ll[1], ur[0], ur[1]];
  }
  const m = set.tileMatrices[0];
  if (!m) return null;
  const first = gridTile(set, m.id, 0, 0);
  const last = gridTile(set, m.id, m.matrixHeight - 1, m.matrixWidth - 1);
  if (!first || !last) return null;
  return [
    Math.min(first.box[0], last.box[0]),
    Math.min(first.box[1], last.box[1]),
    Math.max(first.box[2], last.box[2]),
    Math.max(first.box[3], last.box[3]),
  ];
}
