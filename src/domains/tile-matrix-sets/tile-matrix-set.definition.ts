/**
 * The OGC Two Dimensional Tile Matrix Set 2.0 JSON encoding (OGC 17-083r4, clause 9), as far as
 * mapgate stores and serves it. Keys are the standard's own camelCase names; REST passes them through.
 */
/** Type aliases, not interfaces: they are JSON as Prisma types it (an interface has no index signature). */
export type TileMatrix = {
  id: string;
  title?: string;
  description?: string;
  keywords?: string[];
  scaleDenominator: number;
  cellSize: number;
  /** Default topLeft: rows count downwards from pointOfOrigin. */
  cornerOfOrigin?: 'topLeft' | 'bottomLeft';
  /** In the CRS's axis order (orderedAxes), like every coordinate of the definition. */
  pointOfOrigin: [number, number];
  tileWidth: number;
  tileHeight: number;
  matrixWidth: number;
  matrixHeight: number;
};

export type BoundingBox2D = {
  lowerLeft: [number, number];
  upperRight: [number, number];
  crs?: string;
  orderedAxes?: [string, string];
};

export type TileMatrixSetDefinition = {
  id: string;
  title?: string;
  description?: string;
  keywords?: string[];
  uri?: string;
  crs: string;
  orderedAxes?: [string, string];
  wellKnownScaleSet?: string;
  boundingBox?: BoundingBox2D;
  /** From the lowest resolution (zoom 0) to the highest. */
  tileMatrices: TileMatrix[];
};

const SET_KEYS = [
  'id',
  'title',
  'description',
  'keywords',
  'uri',
  'crs',
  'orderedAxes',
  'wellKnownScaleSet',
  'boundingBox',
  'tileMatrices',
] as const satisfies readonly (keyof TileMatrixSetDefinition)[];
const BBOX_KEYS = ['lowerLeft', 'upperRight', 'crs', 'orderedAxes'] as const satisfies readonly (keyof BoundingBox2D)[];
const MATRIX_KEYS = [
  'id',
  'title',
  'description',
  'keywords',
  'scaleDenominator',
  'cellSize',
  'cornerOfOrigin',
  'pointOfOrigin',
  'tileWidth',
  'tileHeight',
  'matrixWidth',
  'matrixHeight',
] as const satisfies readonly (keyof TileMatrix)[];

/** `obj` with only `keys`, in their order; absent and null members left out. */
function pick<T extends object>(obj: T, keys: readonly (keyof T)[]): T {
  const out: Partial<T> = {};
  for (const k of keys) if (obj[k] !== undefined && obj[k] !== null) out[k] = obj[k];
  return out as T;
}

/**
 * The definition with its members in the order the standard lists them. PostgreSQL's jsonb keeps
 * keys sorted by length, so a stored document is put back into reading order before it is served.
 */
export function canonical(def: TileMatrixSetDefinition): TileMatrixSetDefinition {
  const out = pick(def, SET_KEYS);
  if (def.boundingBox) out.boundingBox = pick(def.boundingBox, BBOX_KEYS);
  out.tileMatrices = def.tileMatrices.map((m) => pick(m, MATRIX_KEYS));
  return out;
}
