/*
 * The OpenAPI 3.0 document of one workspace's OGC API (served at /ogc/{workspace}/api): the routes of
 * src/ogc/router.ts with their parameters and answers, so OGC clients (QGIS, GDAL, pygeoapi's
 * validators) can read what is offered.
 */

const json = (description: string, type = 'application/json') => ({
  description,
  content: { [type]: { schema: { type: 'object' } } },
});
const errors = {
  '400': json('Bad request: an unknown or malformed query parameter (named in the message)'),
  '401': json('A credential is needed (the workspace is not public)'),
  '403': json('The credential has no role in this workspace'),
  '404': json('Not found, or this part of the OGC API is not enabled'),
  '503': json('The PostGIS database does not answer; retry after Retry-After'),
};
const p = (
  name: string,
  where: 'path' | 'query',
  description: string,
  schema: Record<string, unknown> = { type: 'string' },
  required = where === 'path',
) => ({
  name,
  in: where,
  required,
  description,
  schema,
});
const collection = p('collectionId', 'path', 'A layer name or a layer group public id');
const tms = p('tileMatrixSetId', 'path', "One of the workspace's enabled tile matrix sets, e.g. WebMercatorQuad");
const f = (values: string[]) => p('f', 'query', 'Output format', { type: 'string', enum: values }, false);

export function ogcOpenApi(base: string, workspace: string): Record<string, unknown> {
  const op = (summary: string, parameters: unknown[], ok: Record<string, unknown>, operationId: string) => ({
    get: { summary, operationId, parameters, responses: { '200': ok, ...errors } },
  });
  return {
    openapi: '3.0.3',
    info: {
      title: `OGC API of mapgate workspace ${workspace}`,
      version: '1.0.0',
      description: 'OGC API - Common, Features (Part 1) and Tiles (Part 1), read-only.',
    },
    servers: [{ url: base }],
    paths: {
      '/': op(
        'Landing page',
        [f(['json'])],
        json('Links to the API definition, conformance and collections'),
        'getLandingPage',
      ),
      '/conformance': op('Conformance classes', [f(['json'])], json('conformsTo'), 'getConformance'),
      '/api': op('This document', [], json('OpenAPI 3.0', 'application/vnd.oai.openapi+json;version=3.0'), 'getApi'),
      '/collections': op('Layers and layer groups', [f(['json'])], json('collections'), 'getCollections'),
      '/collections/{collectionId}': op(
        'One collection',
        [collection, f(['json'])],
        json('A collection'),
        'getCollection',
      ),
      '/collections/{collectionId}/items': op(
        'Features of a layer',
        [
          collection,
          p(
            'limit',
            'query',
            'Page size (default and maximum from the workspace settings; a larger value is the maximum)',
            { type: 'integer', minimum: 1 },
            false,
          ),
          p(
            'offset',
            'query',
            "Items to skip (at most the workspace's max_offset); next links carry it",
            { type: 'integer', minimum: 0 },
            false,
          ),
          p(
            'bbox',
            'query',
            'minx,miny,maxx,maxy in CRS84',
            { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 6 },
            false,
          ),
          f(['json']),
        ],
        json(
          'A GeoJSON FeatureCollection; any attribute column may also be given as an equality filter',
          'application/geo+json',
        ),
        'getFeatures',
      ),
      '/collections/{collectionId}/items/{featureId}': op(
        'One feature by its id column',
        [collection, p('featureId', 'path', "The value of the layer's id column"), f(['json'])],
        json('A GeoJSON Feature', 'application/geo+json'),
        'getFeature',
      ),
      '/collections/{collectionId}/tiles': op(
        'Vector tilesets of a collection',
        [collection, f(['json'])],
        json('tilesets'),
        'getCollectionTilesets',
      ),
      '/collections/{collectionId}/tiles/{tileMatrixSetId}': op(
        'A tileset (f=tilejson: TileJSON 3.0.0)',
        [collection, tms, f(['json', 'tilejson'])],
        json('Tileset metadata'),
        'getCollectionTileset',
      ),
      '/collections/{collectionId}/tiles/{tileMatrixSetId}/{tileMatrix}/{tileRow}/{tileCol}': {
        get: {
          summary: 'A Mapbox Vector Tile (204 when nothing is in the tile)',
          operationId: 'getCollectionTile',
          parameters: [
            collection,
            tms,
            p('tileMatrix', 'path', 'Zoom level (tile matrix id)'),
            p('tileRow', 'path', 'Row', { type: 'integer', minimum: 0 }),
            p('tileCol', 'path', 'Column', { type: 'integer', minimum: 0 }),
          ],
          responses: {
            '200': {
              description: 'The tile',
              content: { 'application/vnd.mapbox-vector-tile': { schema: { type: 'string', format: 'binary' } } },
            },
            '204': { description: 'An empty tile' },
            '304': { description: 'Not modified (If-None-Match)' },
            '422': json("The tile is larger than the workspace's max_tile_bytes"),
            ...errors,
          },
        },
      },
      '/tileMatrixSets': op('Enabled tile matrix sets', [f(['json'])], json('tileMatrixSets'), 'getTileMatrixSets'),
      '/tileMatrixSets/{tileMatrixSetId}': op(
        'A tile matrix set (OGC TMS 2.0)',
        [tms, f(['json'])],
        json('The definition'),
        'getTileMatrixSet',
      ),
    },
  };
}
