import type { TileMatrix, TileMatrixSetDefinition } from './tile-matrix-set.definition';

/*
 * The two built-in sets, as OGC publishes them: OGC 17-083r4 (TMS 2.0) Annex D, and the JSON
 * encodings of the OGC definitions register (the documents served at each set's `uri`,
 * github.com/opengeospatial/2D-Tile-Matrix-Set registry/json). The numbers below are the register's
 * own 15-digit values, not recomputed: 559082264.028717 / 2^z in floating point differs from them in
 * the last digits (e.g. z=24: 33.32389974765283 against the register's 33.3238997476528).
 */

/** Scale denominators of WebMercatorQuad zoom 0-24; WorldCRS84Quad zoom z uses entry z + 1. */
const SCALES = [
  559082264.028717, 279541132.014358, 139770566.007179, 69885283.0035897, 34942641.5017948, 17471320.7508974,
  8735660.37544871, 4367830.18772435, 2183915.09386217, 1091957.54693108, 545978.773465544, 272989.386732772,
  136494.693366386, 68247.346683193, 34123.6733415964, 17061.8366707982, 8530.91833539913, 4265.45916769956,
  2132.72958384978, 1066.36479192489, 533.182395962445, 266.591197981222, 133.295598990611, 66.6477994953056,
  33.3238997476528,
];

/** Cell sizes (metres at the equator) of WebMercatorQuad zoom 0-24. */
const MERCATOR_CELLS = [
  156543.033928041, 78271.5169640204, 39135.7584820102, 19567.8792410051, 9783.93962050256, 4891.96981025128,
  2445.98490512564, 1222.99245256282, 611.49622628141, 305.748113140704, 152.874056570352, 76.4370282851762,
  38.2185141425881, 19.109257071294, 9.55462853564703, 4.77731426782351, 2.38865713391175, 1.19432856695587,
  0.597164283477939, 0.29858214173897, 0.149291070869485, 0.0746455354347424, 0.0373227677173712, 0.0186613838586856,
  0.0093306919293428,
];

/** Cell sizes (degrees) of WorldCRS84Quad zoom 0-23: 0.703125 / 2^z, written as the register writes them. */
const CRS84_CELLS = [
  0.703125, 0.3515625, 0.17578125, 0.087890625, 0.0439453125, 0.02197265625, 0.010986328125, 0.0054931640625,
  0.00274658203125, 0.001373291015625, 0.0006866455078125, 0.00034332275390625, 0.000171661376953125,
  0.0000858306884765625, 0.0000429153442382812, 0.0000214576721191406, 0.0000107288360595703, 0.00000536441802978515,
  0.00000268220901489258, 0.00000134110450744629, 0.00000067055225372314, 0.00000033527612686157,
  0.00000016763806343079, 0.00000008381903171539,
];

const MERCATOR_EDGE = 20037508.3427892;

const matrix = (
  z: number,
  scaleDenominator: number,
  cellSize: number,
  origin: [number, number],
  width: number,
  height: number,
): TileMatrix => ({
  id: String(z),
  scaleDenominator,
  cellSize,
  cornerOfOrigin: 'topLeft',
  pointOfOrigin: origin,
  tileWidth: 256,
  tileHeight: 256,
  matrixWidth: width,
  matrixHeight: height,
});

/** Google Maps compatible Web Mercator: 25 levels (0-24), 2^z x 2^z tiles of 256 px. */
export const WEB_MERCATOR_QUAD: TileMatrixSetDefinition = {
  id: 'WebMercatorQuad',
  title: 'Google Maps Compatible for the World',
  uri: 'http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad',
  crs: 'http://www.opengis.net/def/crs/EPSG/0/3857',
  orderedAxes: ['X', 'Y'],
  wellKnownScaleSet: 'http://www.opengis.net/def/wkss/OGC/1.0/GoogleMapsCompatible',
  boundingBox: {
    lowerLeft: [-MERCATOR_EDGE, -MERCATOR_EDGE],
    upperRight: [MERCATOR_EDGE, MERCATOR_EDGE],
    crs: 'http://www.opengis.net/def/crs/EPSG/0/3857',
    orderedAxes: ['X', 'Y'],
  },
  tileMatrices: SCALES.map((s, z) => matrix(z, s, MERCATOR_CELLS[z], [-MERCATOR_EDGE, MERCATOR_EDGE], 2 ** z, 2 ** z)),
};

/**
 * Plate Carrée in OGC CRS84: 2^(z+1) x 2^z tiles of 256 px. 24 levels (0-23), as in the OGC register;
 * Annex D's table only illustrates levels 0-17 and says a set may define any number of levels.
 */
export const WORLD_CRS84_QUAD: TileMatrixSetDefinition = {
  id: 'WorldCRS84Quad',
  title: 'CRS84 for the World',
  uri: 'http://www.opengis.net/def/tilematrixset/OGC/1.0/WorldCRS84Quad',
  crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
  orderedAxes: ['Lon', 'Lat'],
  wellKnownScaleSet: 'http://www.opengis.net/def/wkss/OGC/1.0/GoogleCRS84Quad',
  boundingBox: {
    lowerLeft: [-180, -90],
    upperRight: [180, 90],
    crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
    orderedAxes: ['Lon', 'Lat'],
  },
  tileMatrices: CRS84_CELLS.map((c, z) => matrix(z, SCALES[z + 1], c, [-180, 90], 2 ** (z + 1), 2 ** z)),
};

/** The built-in sets, in the order of the default OGC Tiles settings (docs/rules.md §6). */
export const BUILTIN_TILE_MATRIX_SETS: readonly TileMatrixSetDefinition[] = [WEB_MERCATOR_QUAD, WORLD_CRS84_QUAD];

export const isBuiltin = (id: string): boolean => BUILTIN_TILE_MATRIX_SETS.some((s) => s.id === id);
