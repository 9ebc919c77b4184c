import {
  WEB_MERCATOR_QUAD as WM,
  WORLD_CRS84_QUAD as CRS84,
  tileCount,
  tileCountForZooms,
  tileMatrixAt,
  tileRange,
  type BBox,
  type TileMatrixSetDefinition,
} from '../../src/domains/tile-matrix-sets';

const E = 20037508.3427892;
const MERCATOR_WORLD: BBox = [-E, -E, E, E];
const CRS84_WORLD: BBox = [-180, -90, 180, 90];

describe('built-in tile matrix sets (OGC 17-083r4 Annex D, OGC definitions register)', () => {
  it("WebMercatorQuad: EPSG:3857, 25 levels 0-24, 256 px, 2^z x 2^z, the register's numbers at z=0 and z=24", () => {
    expect(WM).toMatchObject({
      id: 'WebMercatorQuad',
      crs: 'http://www.opengis.net/def/crs/EPSG/0/3857',
      orderedAxes: ['X', 'Y'],
      uri: 'http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad',
      wellKnownScaleSet: 'http://www.opengis.net/def/wkss/OGC/1.0/GoogleMapsCompatible',
      boundingBox: { lowerLeft: [-E, -E], upperRight: [E, E] },
    });
    expect(WM.tileMatrices).toHaveLength(25);
    expect(WM.tileMatrices[0]).toEqual({
      id: '0',
      scaleDenominator: 559082264.028717,
      cellSize: 156543.033928041,
      cornerOfOrigin: 'topLeft',
      pointOfOrigin: [-E, E],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 1,
      matrixHeight: 1,
    });
    expect(WM.tileMatrices[24]).toEqual({
      id: '24',
      scaleDenominator: 33.3238997476528,
      cellSize: 0.0093306919293428,
      cornerOfOrigin: 'topLeft',
      pointOfOrigin: [-E, E],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 16777216,
      matrixHeight: 16777216,
    });
  });

  it('WorldCRS84Quad: OGC CRS84, 24 levels 0-23 as in the OGC register, 2^(z+1) x 2^z, origin (-180, 90)', () => {
    expect(CRS84).toMatchObject({
      id: 'WorldCRS84Quad',
      crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
      orderedAxes: ['Lon', 'Lat'],
      wellKnownScaleSet: 'http://www.opengis.net/def/wkss/OGC/1.0/GoogleCRS84Quad',
      boundingBox: { lowerLeft: [-180, -90], upperRight: [180, 90] },
    });
    expect(CRS84.tileMatrices).toHaveLength(24);
    expect(CRS84.tileMatrices[0]).toEqual({
      id: '0',
      scaleDenominator: 279541132.014358,
      cellSize: 0.703125,
      cornerOfOrigin: 'topLeft',
      pointOfOrigin: [-180, 90],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 2,
      matrixHeight: 1,
    });
    expect(CRS84.tileMatrices[23]).toMatchObject({
      id: '23',
      scaleDenominator: 33.3238997476528,
      cellSize: 0.00000008381903171539,
      matrixWidth: 16777216,
      matrixHeight: 8388608,
    });
  });

  it.each([
    ['WebMercatorQuad', WM, 559082264.028717, 156543.033928041, (z: number) => [2 ** z, 2 ** z]],
    ['WorldCRS84Quad', CRS84, 279541132.014358, 0.703125, (z: number) => [2 ** (z + 1), 2 ** z]],
  ] as const)(
    "%s: every level halves scale and cell size (within the register's rounding) and doubles the matrix",
    (_n, tms, scale0, cell0, size) => {
      tms.tileMatrices.forEach((m, z) => {
        expect(m.id).toBe(String(z));
        expect(Math.abs(m.scaleDenominator - scale0 / 2 ** z) / m.scaleDenominator).toBeLessThan(1e-13);
        expect(Math.abs(m.cellSize - cell0 / 2 ** z) / m.cellSize).toBeLessThan(1e-13);
        expect([m.matrixWidth, m.matrixHeight]).toEqual(size(z));
      });
    },
  );
});

describe('tileRange / tileCount', () => {
  it.each([
    [0, 1],
    [1, 4],
    [2, 16],
    [3, 64],
  ])('WebMercatorQuad, whole world at z=%i: %i tiles', (z, n) => {
    expect(tileCount(WM, z, MERCATOR_WORLD)).toBe(n);
    expect(tileRange(WM, z, MERCATOR_WORLD)).toEqual({ minCol: 0, maxCol: 2 ** z - 1, minRow: 0, maxRow: 2 ** z - 1 });
  });

  it.each([
    [0, 2],
    [1, 8],
    [2, 32],
    [3, 128],
  ])('WorldCRS84Quad, whole world at z=%i: %i tiles', (z, n) => {
    expect(tileCount(CRS84, z, CRS84_WORLD)).toBe(n);
    expect(tileRange(CRS84, z, CRS84_WORLD)).toEqual({
      minCol: 0,
      maxCol: 2 ** (z + 1) - 1,
      minRow: 0,
      maxRow: 2 ** z - 1,
    });
  });

  it('counts exactly at the deepest levels (2^48 and 2^47 tiles) despite the rounded cell sizes', () => {
    expect(tileCount(WM, 24, MERCATOR_WORLD)).toBe(2 ** 48);
    expect(tileCount(CRS84, 23, CRS84_WORLD)).toBe(2 ** 47);
  });

  it('sums zoom ranges', () => {
    expect(tileCountForZooms(WM, 0, 3, MERCATOR_WORLD)).toBe(85);
    expect(tileCountForZooms(CRS84, 0, 3, CRS84_WORLD)).toBe(170);
    expect(() => tileCountForZooms(WM, 3, 2, MERCATOR_WORLD)).toThrow(RangeError);
  });

  it('a box ending exactly on tile boundaries covers no neighbouring tile (north-east quadrant at z=1, 2)', () => {
    expect(tileRange(WM, 1, [0, 0, E, E])).toEqual({ minCol: 1, maxCol: 1, minRow: 0, maxRow: 0 });
    expect(tileRange(WM, 2, [0, 0, E, E])).toEqual({ minCol: 2, maxCol: 3, minRow: 0, maxRow: 1 });
    expect(tileRange(CRS84, 2, [0, 0, 45, 45])).toEqual({ minCol: 4, maxCol: 4, minRow: 1, maxRow: 1 });
  });

  it('a point on a boundary belongs to the tile after it (columns east, rows south)', () => {
    expect(tileRange(WM, 1, [0, 0, 0, 0])).toEqual({ minCol: 1, maxCol: 1, minRow: 1, maxRow: 1 });
  });

  it('a small box: Switzerland on WorldCRS84Quad', () => {
    const ch: BBox = [5.9, 45.8, 10.5, 47.8];
    expect(tileRange(CRS84, 3, ch)).toEqual({ minCol: 8, maxCol: 8, minRow: 1, maxRow: 1 });
    expect(tileRange(CRS84, 10, ch)).toEqual({ minCol: 1057, maxCol: 1083, minRow: 240, maxRow: 251 });
    expect(tileCount(CRS84, 10, ch)).toBe(27 * 12);
  });

  it('null outside the matrix, or touching only its edge; clamped when partly outside', () => {
    expect(tileRange(CRS84, 2, [-200, -100, -190, -95])).toBeNull();
    expect(tileRange(WM, 3, [E, 0, E + 1000, 10])).toBeNull();
    expect(tileRange(CRS84, 0, [-180, 90, 180, 100])).toBeNull();
    expect(tileCount(CRS84, 5, [-200, -100, -190, -95])).toBe(0);
    expect(tileRange(CRS84, 1, [-500, -500, 500, 500])).toEqual({ minCol: 0, maxCol: 3, minRow: 0, maxRow: 1 });
  });

  it('honours a bottomLeft corner of origin and a CRS that lists latitude first', () => {
    const bottomLeft: TileMatrixSetDefinition = {
      ...CRS84,
      id: 'BL',
      tileMatrices: CRS84.tileMatrices.map((m) => ({ ...m, cornerOfOrigin: 'bottomLeft', pointOfOrigin: [-180, -90] })),
    };
    expect(tileRange(bottomLeft, 1, [0, 0, 45, 45])).toEqual({ minCol: 2, maxCol: 2, minRow: 1, maxRow: 1 });
    const latFirst: TileMatrixSetDefinition = {
      ...CRS84,
      id: 'EPSG4326',
      crs: 'http://www.opengis.net/def/crs/EPSG/0/4326',
      orderedAxes: ['Lat', 'Lon'],
      tileMatrices: CRS84.tileMatrices.map((m) => ({ ...m, pointOfOrigin: [90, -180] })),
    };
    expect(tileRange(latFirst, 3, [5.9, 45.8, 10.5, 47.8])).toEqual(tileRange(CRS84, 3, [5.9, 45.8, 10.5, 47.8]));
  });

  it('throws a RangeError for a zoom the set lacks or a malformed box', () => {
    expect(() => tileMatrixAt(WM, 25)).toThrow('zoom 25 is not a level of WebMercatorQuad (0-24)');
    expect(() => tileRange(CRS84, 24, CRS84_WORLD)).toThrow(RangeError);
    expect(() => tileRange(WM, 1.5, MERCATOR_WORLD)).toThrow(RangeError);
    expect(() => tileRange(WM, 0, [1, 0, 0, 1])).toThrow(RangeError);
    expect(() => tileRange(WM, 0, [0, 0, Number.NaN, 1])).toThrow(RangeError);
  });
});
