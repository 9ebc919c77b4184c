import { ConfigError, loadConfig } from '../../src/base/config';
import { WEB_MERCATOR_QUAD, WORLD_CRS84_QUAD } from '../../src/domains/tile-matrix-sets';
import { boundsInSet, projectionOf, setExtent } from '../../src/domains/tile-cache/tile-cache.bounds';
import { rangeTiles, splitRange, tileAt } from '../../src/domains/tile-cache/tile-cache.chunks';
import { tileUrl } from '../../src/domains/tile-cache/tile-upstream';

const E = 20037508.3427892;

describe('splitRange', () => {
  it.each([
    [{ minCol: 0, maxCol: 0, minRow: 0, maxRow: 0 }, 256, 1],
    [{ minCol: 3, maxCol: 12, minRow: 5, maxRow: 9 }, 4, 15],
    [{ minCol: 0, maxCol: 99, minRow: 7, maxRow: 7 }, 16, 7],
    [{ minCol: 0, maxCol: 255, minRow: 0, maxRow: 255 }, 256, 256],
  ])('cuts %j into chunks of at most %i tiles that cover it exactly once', (range, size, chunks) => {
    const parts = splitRange(range, size);
    expect(parts).toHaveLength(chunks);
    expect(parts.every((p) => rangeTiles(p) <= size)).toBe(true);
    const seen = new Set<string>();
    for (const p of parts) for (let i = 0; i < rangeTiles(p); i++) seen.add(JSON.stringify(tileAt(p, i)));
    expect(seen.size).toBe(rangeTiles(range));
  });

  it('numbers the tiles of a chunk row by row (the checkpoint order)', () => {
    const r = { minCol: 4, maxCol: 5, minRow: 8, maxRow: 9 };
    expect([0, 1, 2, 3].map((i) => tileAt(r, i))).toEqual([
      { x: 4, y: 8 },
      { x: 5, y: 8 },
      { x: 4, y: 9 },
      { x: 5, y: 9 },
    ]);
  });
});

describe('bounds', () => {
  it('names CRSs by URI, URN or code, with definitions from the EPSG list', () => {
    expect(projectionOf('http://www.opengis.net/def/crs/OGC/1.3/CRS84')).toBe('EPSG:4326');
    expect(projectionOf('http://www.opengis.net/def/crs/EPSG/0/3857')).toBe('EPSG:3857');
    expect(projectionOf('urn:ogc:def:crs:EPSG::2056')).toBe('EPSG:2056');
    expect(projectionOf('EPSG:999999')).toBeNull();
    expect(projectionOf('http://example.com/my-crs')).toBeNull();
  });

  it('gives the extent of the built-in sets', () => {
    setExtent(WEB_MERCATOR_QUAD, 0, 24).forEach((v, i) => expect(v).toBeCloseTo([-E, -E, E, E][i], 3));
    setExtent(WORLD_CRS84_QUAD, 0, 5).forEach((v, i) => expect(v).toBeCloseTo([-180, -90, 180, 90][i], 9));
  });

  it('projects the world into Web Mercator up to its square, and clips boxes to the set', () => {
    const world = boundsInSet([-180, -90, 180, 90], 'EPSG:4326', WEB_MERCATOR_QUAD, 0, 2);
    world.forEach((v, i) => expect(v).toBeCloseTo([-E, -E, E, E][i], 3));
    expect(boundsInSet([-3 * E, 0, 0, E], 'EPSG:3857', WEB_MERCATOR_QUAD, 0, 2)).toEqual([-E, 0, 0, E]);
    const paris = boundsInSet([2.35, 48.85, 2.36, 48.86], 'EPSG:4326', WEB_MERCATOR_QUAD, 0, 2);
    expect(paris[0]).toBeCloseTo(261600.8, 0);
    expect(paris[1]).toBeCloseTo(6249447.8, 0);
  });
});

describe('tileUrl', () => {
  it('fills every placeholder, URL-encoded', () => {
    expect(
      tileUrl('http://r/{workspace}/{resource}/{tms}/{z}/{x}/{y}.{format}?s={style}', {
        workspace: 'w',
        resource: 'a b',
        tms: 'WebMercatorQuad',
        z: 3,
        x: 2,
        y: 1,
        format: 'png',
        style: 'n&d',
      }),
    ).toBe('http://r/w/a%20b/WebMercatorQuad/3/2/1.png?s=n%26d');
  });
});

describe('MAPGATE_TILE_UPSTREAM', () => {
  it('must be an http(s) URL template with {z}, {x} and {y}', () => {
    expect(
      loadConfig({ MAPGATE_TILE_UPSTREAM: 'http://r:8080/{resource}/{z}/{x}/{y}.{format}' }).MAPGATE_TILE_UPSTREAM,
    ).toBe('http://r:8080/{resource}/{z}/{x}/{y}.{format}');
    expect(() => loadConfig({ MAPGATE_TILE_UPSTREAM: 'http://r/{z}/{x}.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAPGATE_TILE_UPSTREAM: 'ftp://r/{z}/{x}/{y}' })).toThrow(
      /MAPGATE_TILE_UPSTREAM: must be a URL/,
    );
    expect(loadConfig({}).MAPGATE_TILE_JOB_MAX_TILES).toBe(10_000_000);
  });
});
