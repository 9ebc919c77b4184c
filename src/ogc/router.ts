import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Layer } from '../domains/layers';
import type { PostgisPools } from '../domains/services';
import type { TileVars } from '../domains/tile-cache';
import type { TileMatrixSetDefinition } from '../domains/tile-matrix-sets';
import type { CatalogResource, TileSources, VectorTileRenderer } from '../domains/vector-tiles';
import { BadRequestError, NotFoundError } from '../base/errors';
import { classify, sendError } from '../outcome';
import type { Admitted, OgcAccess } from './access';
import { item, items, parseItemsQuery } from './features';
import { ogcOpenApi } from './openapi';
import { OgcPaths, ogcSegments } from './paths';
import type { TileAnswer, TileFront } from './tile-front';

/*
 * The OGC API of each workspace under /ogc/{workspace} (docs/data-plane.md): OGC API - Common (landing
 * page, conformance, API definition, collections), Features Part 1 (items as GeoJSON) and Tiles Part 1
 * (vector tilesets of layers and layer groups, TileJSON 3.0, Mapbox Vector Tiles with the tile cache in
 * front). JSON only. Read-only: every other method is a 405.
 */

const gzip = promisify(zlib.gzip);

const MVT = 'application/vnd.mapbox-vector-tile';
const GEOJSON = 'application/geo+json';
const OAS = 'application/vnd.oai.openapi+json;version=3.0';
const REL = 'http://www.opengis.net/def/rel/ogc/1.0';

export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/landing-page',
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/json',
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-common-2/1.0/conf/collections',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tileset',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tilesets-list',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/geodata-tilesets',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/mvt',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/oas30',
];

/** How long clients and shared caches may keep a tile before asking again (with its ETag). */
const TILE_MAX_AGE = 60;

/** Map tile formats and their store extensions (docs/rules.md §6 map_tiles). */
const MAP_FORMATS: Record<string, { type: string; ext: string }> = {
  png: { type: 'image/png', ext: 'png' },
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
  jpg: { type: 'image/jpeg', ext: 'jpg' },
  webp: { type: 'image/webp', ext: 'webp' },
};

export interface OgcRouterOptions {
  /** Fetches a map tile from MAPGATE_TILE_UPSTREAM; undefined when none is configured. */
  mapUpstream?: (vars: Omit<TileVars, 'style'>) => Promise<Buffer>;
  access: OgcAccess;
  sources: TileSources;
  renderer: VectorTileRenderer;
  pools: PostgisPools;
  front: TileFront;
  /** The workspace's tile store quota (bytes; 0 = none), from its settings or the server's. */
  quotaBytes(settingsQuota: number): number;
  /** The answer for a GET of a path under /ogc/{workspace} that no route has (the app's own 404). */
  notFound: RequestHandler;
}

type Handler = (req: Request, res: Response) => Promise<void>;

/** A path parameter of the route (one segment). */
const param = (req: Request, name: string): string => String(req.params[name]);

/** The base URL of this request's OGC API, as the client reached it (trusted proxies' Host/Proto honoured). */
const baseOf = (req: Request) =>
  `${req.protocol}://${req.get('host')}/ogc/${encodeURIComponent(param(req, 'workspace'))}`;

/** Query parameters a route takes besides f; anything else is a 400 naming it (as on /api/v1). */
function onlyParams(req: Request, allowed: string[], formats: string[] = ['json']): string {
  for (const name of Object.keys(req.query))
    if (name !== 'f' && !allowed.includes(name))
      throw new BadRequestError(
        `unknown query parameter "${name}"${allowed.length ? `: this resource takes ${['f', ...allowed].join(', ')}` : ''}`,
      );
  const f = req.query.f;
  if (f === undefined) return formats[0];
  if (typeof f !== 'string' || !formats.includes(f)) throw new BadRequestError(`f: must be ${formats.join(' or ')}`);
  return f;
}

const link = (href: string, rel: string, type: string, title?: string) => ({
  href,
  rel,
  type,
  ...(title ? { title } : {}),
});

function sendJson(res: Response, admitted: Admitted | null, body: unknown, type = 'application/json'): void {
  res.setHeader('Cache-Control', admitted?.public ? 'public, max-age=60' : 'private, no-cache');
  if (admitted?.public) res.setHeader('Access-Control-Allow-Origin', '*');
  res.type(type).send(JSON.stringify(body));
}

/** Parses a path segment that must be a whole number. */
function wholeSegment(name: string, v: string): number {
  if (!/^\d{1,9}$/.test(v)) throw new NotFoundError(`${name} "${v}" is not a tile ${name}`);
  return Number(v);
}

/**
 * The OGC API as one handler of every request under /ogc/{workspace} (src/ogc/paths.ts matches the
 * routes); any other path is not its own (the app sends only those: `isOgcRequest`).
 */
export function ogcRouter(o: OgcRouterOptions): RequestHandler {
  const router = new OgcPaths();
  /** A refusal is answered here; an unexpected error goes on to the app's error handler, which logs it. */
  const fail = (err: unknown, res: Response, next: NextFunction): void => {
    const c = classify(err);
    if (c.unexpected) return next(err);
    sendError(res, c.code, c.message);
  };
  // The handler's promise is returned, so that drain.hold waits for its work (a statement still running
  // after its client hung up).
  const wrap =
    (h: Handler) =>
    (req: Request, res: Response, next: NextFunction): Promise<void> =>
      h(req, res).catch((err: unknown) => fail(err, res, next));

  /** Whether the named collection is a public layer group (anonymous reads allowed). */
  const openGroup = (name: string) => async (ws: { id: string }) => {
    const r = await o.sources.lookup(ws.id, name).catch(() => null);
    return Boolean(r && r.kind === 'group' && r.public);
  };

  const tilesetsOf = (base: string, name: string, a: Admitted) =>
    a.tiles.settings.tileMatrixSets.map((tms) => ({
      title: `${name} in ${tms}`,
      dataType: 'vector',
      crs: tms,
      tileMatrixSetURI: tms,
      links: [
        link(
          `${base}/collections/${encodeURIComponent(name)}/tiles/${tms}`,
          'self',
          'application/json',
          `${name} tileset in ${tms}`,
        ),
        link(
          `${base}/collections/${encodeURIComponent(name)}/tiles/${tms}?f=tilejson`,
          'alternate',
          'application/vnd.mapbox.tile+json',
          'TileJSON',
        ),
        link(`${base}/tileMatrixSets/${tms}`, `${REL}/tiling-scheme`, 'application/json'),
        link(
          `${base}/collections/${encodeURIComponent(name)}/tiles/${tms}/{tileMatrix}/{tileRow}/{tileCol}`,
          'item',
          MVT,
          'Mapbox vector tiles',
        ),
      ],
    }));

  function collectionDoc(
    base: string,
    a: Admitted,
    c: { name: string; title: string | null; kind: 'layer' | 'group'; bounds?: number[] | null },
  ) {
    const href = `${base}/collections/${encodeURIComponent(c.name)}`;
    const links = [link(href, 'self', 'application/json', c.title ?? c.name)];
    if (c.kind === 'layer' && a.features.enabled) links.push(link(`${href}/items`, 'items', GEOJSON, 'Items'));
    if (a.tiles.enabled && a.tiles.settings.vectorTiles.enabled)
      links.push(link(`${href}/tiles`, `${REL}/tilesets-vector`, 'application/json', 'Vector tilesets'));
    return {
      id: c.name,
      title: c.title ?? c.name,
      itemType: c.kind === 'layer' ? 'feature' : undefined,
      ...(c.bounds && c.bounds.length === 4
        ? { extent: { spatial: { bbox: [c.bounds], crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' } } }
        : {}),
      crs: ['http://www.opengis.net/def/crs/OGC/1.3/CRS84'],
      links,
    };
  }

  const boundsOf = (layers: Layer[]): number[] | null => {
    const b = layers.map((l) => l.bounds).filter((x): x is number[] => Array.isArray(x) && x.length === 4);
    if (!b.length) return null;
    return [
      Math.min(...b.map((x) => x[0])),
      Math.min(...b.map((x) => x[1])),
      Math.max(...b.map((x) => x[2])),
      Math.max(...b.map((x) => x[3])),
    ];
  };

  router.get(
    '/',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const a = await o.access.admit(req, param(req, 'workspace'), ['features', 'tiles']);
      const base = baseOf(req);
      sendJson(res, a, {
        title: a.features.title ?? a.tiles.title ?? `mapgate workspace ${a.workspace.name}`,
        description: a.features.abstract ?? a.tiles.abstract ?? a.workspace.description ?? undefined,
        links: [
          link(base, 'self', 'application/json', 'This document'),
          link(`${base}/api`, 'service-desc', OAS, 'The API definition'),
          link(`${base}/conformance`, 'conformance', 'application/json', 'Conformance classes'),
          link(`${base}/collections`, 'data', 'application/json', 'Collections'),
          link(`${base}/tileMatrixSets`, `${REL}/tiling-schemes`, 'application/json', 'Tile matrix sets'),
        ],
      });
    }),
  );

  router.get(
    '/conformance',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const a = await o.access.admit(req, param(req, 'workspace'), ['features', 'tiles']);
      sendJson(res, a, { conformsTo: CONFORMANCE });
    }),
  );

  router.get(
    '/api',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const a = await o.access.admit(req, param(req, 'workspace'), ['features', 'tiles']);
      sendJson(res, a, ogcOpenApi(baseOf(req), a.workspace.name), OAS);
    }),
  );

  router.get(
    '/tileMatrixSets',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const a = await o.access.admit(req, param(req, 'workspace'), ['tiles']);
      const base = baseOf(req);
      const sets = await Promise.all(a.tiles.settings.tileMatrixSets.map((id) => o.renderer.grid(id)));
      sendJson(res, a, {
        tileMatrixSets: sets
          .filter((g): g is { set: TileMatrixSetDefinition; srid: number } => g !== null)
          .map(({ set }) => ({
            id: set.id,
            title: set.title,
            uri: set.uri,
            links: [link(`${base}/tileMatrixSets/${set.id}`, `${REL}/tiling-scheme`, 'application/json')],
          })),
      });
    }),
  );

  router.get(
    '/tileMatrixSets/:tms',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const a = await o.access.admit(req, param(req, 'workspace'), ['tiles']);
      const grid = a.tiles.settings.tileMatrixSets.includes(param(req, 'tms'))
        ? await o.renderer.grid(param(req, 'tms'))
        : null;
      if (!grid) throw new NotFoundError(`tile matrix set "${param(req, 'tms')}" is not enabled in this workspace`);
      sendJson(res, a, grid.set);
    }),
  );

  router.get(
    '/collections',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const a = await o.access.admit(req, param(req, 'workspace'), ['features', 'tiles']);
      const base = baseOf(req);
      const { layers, groups } = await o.sources.list(a.workspace.id);
      const tilesOn = a.tiles.enabled;
      sendJson(res, a, {
        links: [link(`${base}/collections`, 'self', 'application/json')],
        collections: [
          ...layers.map((l) =>
            collectionDoc(base, a, { name: l.name, title: l.title ?? null, kind: 'layer', bounds: l.bounds }),
          ),
          ...(tilesOn
            ? groups.map((g) => collectionDoc(base, a, { name: g.publicId, title: g.title, kind: 'group' }))
            : []),
        ],
      });
    }),
  );

  router.get(
    '/collections/:collection',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const name = param(req, 'collection');
      const a = await o.access.admit(req, param(req, 'workspace'), ['features', 'tiles'], openGroup(name));
      const r = await o.sources.lookup(a.workspace.id, name);
      if (r.kind === 'group' && !a.tiles.enabled) throw new NotFoundError(`collection "${name}" not found`);
      sendJson(
        res,
        a,
        collectionDoc(baseOf(req), a, { name: r.name, title: r.title, kind: r.kind, bounds: boundsOf(r.layers) }),
      );
    }),
  );

  /** A layer (not a group) for /items, with its table. */
  async function featureSource(a: Admitted, name: string) {
    const r = await o.sources.lookup(a.workspace.id, name);
    if (r.kind !== 'layer') throw new NotFoundError(`collection "${name}" is a layer group: it has tiles, not items`);
    const [source] = (await o.sources.describe(r)).sources;
    return source;
  }

  router.get(
    '/collections/:collection/items',
    wrap(async (req, res) => {
      const a = await o.access.admit(req, param(req, 'workspace'), ['features']);
      const name = param(req, 'collection');
      const source = await featureSource(a, name);
      const f = req.query.f;
      if (f !== undefined && f !== 'json' && f !== 'geojson') throw new BadRequestError('f: must be json');
      const q = parseItemsQuery(
        req.query as Record<string, unknown>,
        source.table.columns.map((c) => c.name),
        a.features,
      );
      const page = await items(o.pools.pool(source.serviceId, source.info), source, q);
      const href = `${baseOf(req)}/collections/${encodeURIComponent(name)}/items`;
      const params = (offset: number) => {
        const p = new URLSearchParams();
        for (const [k, v] of Object.entries(req.query))
          if (k !== 'offset' && k !== 'limit' && typeof v === 'string') p.set(k, v);
        p.set('limit', String(q.limit));
        if (offset) p.set('offset', String(offset));
        return `${href}?${p.toString()}`;
      };
      const links = [
        link(params(q.offset), 'self', GEOJSON, 'This page'),
        link(`${baseOf(req)}/collections/${encodeURIComponent(name)}`, 'collection', 'application/json'),
      ];
      const nextOffset = q.offset + page.features.length;
      const max = a.features.maxOffset;
      if (page.features.length === q.limit && nextOffset < page.matched && (max === 0 || nextOffset <= max))
        links.push(link(params(nextOffset), 'next', GEOJSON, 'Next page'));
      if (q.offset > 0) links.push(link(params(Math.max(0, q.offset - q.limit)), 'prev', GEOJSON, 'Previous page'));
      sendJson(
        res,
        a,
        {
          type: 'FeatureCollection',
          features: page.features.map((row) => feature(row)),
          numberMatched: page.matched,
          numberReturned: page.features.length,
          timeStamp: new Date().toISOString(),
          links,
        },
        GEOJSON,
      );
    }),
  );

  router.get(
    '/collections/:collection/items/:item',
    wrap(async (req, res) => {
      onlyParams(req, [], ['json', 'geojson']);
      const a = await o.access.admit(req, param(req, 'workspace'), ['features']);
      const name = param(req, 'collection');
      const source = await featureSource(a, name);
      const row = await item(o.pools.pool(source.serviceId, source.info), source, param(req, 'item'));
      if (!row) throw new NotFoundError(`item "${param(req, 'item')}" not found in collection "${name}"`);
      const base = `${baseOf(req)}/collections/${encodeURIComponent(name)}`;
      sendJson(
        res,
        a,
        {
          ...feature(row),
          links: [
            link(`${base}/items/${encodeURIComponent(param(req, 'item'))}`, 'self', GEOJSON),
            link(base, 'collection', 'application/json'),
          ],
        },
        GEOJSON,
      );
    }),
  );

  /** The collection and the tile settings it is drawn with: 404 when vector tiles are off. */
  async function tileResource(req: Request): Promise<{ a: Admitted; r: CatalogResource }> {
    const name = param(req, 'collection');
    const a = await o.access.admit(req, param(req, 'workspace'), ['tiles'], openGroup(name));
    if (!a.tiles.settings.vectorTiles.enabled)
      throw new NotFoundError(
        `vector tiles are not enabled in workspace "${a.workspace.name}" (its OGC Tiles settings)`,
      );
    return { a, r: await o.sources.lookup(a.workspace.id, name) };
  }

  async function enabledGrid(a: Admitted, tms: string) {
    const grid = a.tiles.settings.tileMatrixSets.includes(tms) ? await o.renderer.grid(tms) : null;
    if (!grid) throw new NotFoundError(`tile matrix set "${tms}" is not enabled in this workspace`);
    return grid;
  }

  router.get(
    '/collections/:collection/tiles',
    wrap(async (req, res) => {
      onlyParams(req, []);
      const { a, r } = await tileResource(req);
      sendJson(res, a, {
        links: [link(`${baseOf(req)}/collections/${encodeURIComponent(r.name)}/tiles`, 'self', 'application/json')],
        tilesets: tilesetsOf(baseOf(req), r.name, a),
      });
    }),
  );

  router.get(
    '/collections/:collection/tiles/:tms',
    wrap(async (req, res) => {
      const f = onlyParams(req, [], ['json', 'tilejson']);
      const { a, r } = await tileResource(req);
      const grid = await enabledGrid(a, param(req, 'tms'));
      const base = baseOf(req);
      const href = `${base}/collections/${encodeURIComponent(r.name)}/tiles/${grid.set.id}`;
      const bounds = boundsOf(r.layers) ?? [-180, -85.0511287798066, 180, 85.0511287798066];
      const described = await o.sources.describe(r);
      const fields = (i: number) => Object.fromEntries(described.sources[i].table.columns.map((c) => [c.name, c.type]));
      const maxzoom = grid.set.tileMatrices.length - 1;
      if (f === 'tilejson') {
        const center = [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, 0];
        sendJson(
          res,
          a,
          {
            tilejson: '3.0.0',
            name: r.title ?? r.name,
            scheme: 'xyz',
            tiles: [`${href}/{z}/{y}/{x}`],
            vector_layers: described.sources.map((s, i) => ({
              id: s.layer.name,
              fields: fields(i),
              minzoom: 0,
              maxzoom,
            })),
            bounds,
            center,
            minzoom: 0,
            maxzoom,
          },
          'application/vnd.mapbox.tile+json',
        );
        return;
      }
      sendJson(res, a, {
        title: r.title ?? r.name,
        dataType: 'vector',
        crs: grid.set.crs,
        tileMatrixSetURI: grid.set.uri,
        boundingBox: {
          lowerLeft: [bounds[0], bounds[1]],
          upperRight: [bounds[2], bounds[3]],
          crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
        },
        links: [
          link(href, 'self', 'application/json'),
          link(`${href}?f=tilejson`, 'alternate', 'application/vnd.mapbox.tile+json', 'TileJSON'),
          link(`${base}/tileMatrixSets/${grid.set.id}`, `${REL}/tiling-scheme`, 'application/json'),
          link(`${href}/{tileMatrix}/{tileRow}/{tileCol}`, 'item', MVT, 'Mapbox vector tiles'),
        ],
        layers: described.sources.map((s, i) => ({
          id: s.layer.name,
          dataType: 'vector',
          geometryDimension: dimension(s.table.geometryType),
          propertiesSchema: {
            type: 'object',
            properties: Object.fromEntries(Object.keys(fields(i)).map((k) => [k, {}])),
          },
        })),
      });
    }),
  );

  router.get(
    '/collections/:collection/tiles/:tms/:tileMatrix/:row/:col',
    wrap(async (req, res) => {
      onlyParams(req, [], ['mvt']);
      const { a, r } = await tileResource(req);
      const grid = await enabledGrid(a, param(req, 'tms'));
      const { z, row, col, m } = tileAddress(req, grid.set);
      const s = a.tiles.settings;
      const answer = await o.front.tile(
        { workspaceId: a.workspace.id, resource: r.name, tileMatrixSet: grid.set.id, z, row, col, ext: 'mvt' },
        s.cacheEnabled,
        o.quotaBytes(s.persistentCacheQuotaBytes),
        async () =>
          (
            await o.renderer.render(
              { workspaceId: a.workspace.id, resource: r.name, tileMatrixSet: grid.set.id, tileMatrix: m.id, row, col },
              { resource: await o.sources.describe(r), grid, settings: s },
            )
          ).body,
        r.tilesSince,
      );
      await sendTile(req, res, a, answer, MVT, true);
    }),
  );

  // Map tiles (PNG, JPEG, WebP) are rendered by the map server behind MAPGATE_TILE_UPSTREAM; the tile
  // store is in front of it as for vector tiles.
  router.get(
    '/collections/:collection/map/tiles/:tms/:tileMatrix/:row/:col',
    wrap(async (req, res) => {
      const name = param(req, 'collection');
      const a = await o.access.admit(req, param(req, 'workspace'), ['tiles'], openGroup(name));
      const s = a.tiles.settings;
      if (!s.mapTiles.enabled || !o.mapUpstream)
        throw new NotFoundError(
          o.mapUpstream
            ? `map tiles are not enabled in workspace "${a.workspace.name}" (its OGC Tiles settings)`
            : 'map tiles are drawn by the map server behind MAPGATE_TILE_UPSTREAM, and none is configured',
        );
      const offered = s.mapTiles.formats.map(
        (type) => Object.entries(MAP_FORMATS).find(([, v]) => v.type === type)![0],
      );
      const f = onlyParams(req, [], offered);
      const format = MAP_FORMATS[f];
      const r = await o.sources.lookup(a.workspace.id, name);
      const grid = await enabledGrid(a, param(req, 'tms'));
      const { z, row, col } = tileAddress(req, grid.set);
      const upstream = o.mapUpstream;
      const answer = await o.front.tile(
        { workspaceId: a.workspace.id, resource: r.name, tileMatrixSet: grid.set.id, z, row, col, ext: format.ext },
        s.cacheEnabled,
        o.quotaBytes(s.persistentCacheQuotaBytes),
        () =>
          upstream({
            workspace: a.workspace.id,
            resource: r.name,
            tms: grid.set.id,
            z,
            x: col,
            y: row,
            format: format.ext,
          }),
        r.tilesSince,
      );
      await sendTile(req, res, a, answer, format.type, false);
    }),
  );

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendError(res, 'METHOD_NOT_ALLOWED', `the OGC API is read-only: ${req.method} is not allowed`);
      return;
    }
    const segments = ogcSegments(req.path);
    let found: ReturnType<OgcPaths['match']> = null;
    try {
      found = segments && router.match(segments);
    } catch (err) {
      return fail(err, res, next);
    }
    if (!found) return o.notFound(req, res, next);
    req.params = found.params;
    return found.handler(req, res, next);
  };
}

/** The tile address of the path in a set: its matrix index, row and column; 404 outside the set. */
function tileAddress(req: Request, set: TileMatrixSetDefinition) {
  const z = set.tileMatrices.findIndex((m) => m.id === param(req, 'tileMatrix'));
  const row = wholeSegment('row', param(req, 'row'));
  const col = wholeSegment('column', param(req, 'col'));
  const m = set.tileMatrices[z];
  if (!m || row >= m.matrixHeight || col >= m.matrixWidth)
    throw new NotFoundError(`tile ${param(req, 'tileMatrix')}/${row}/${col} is not in tile matrix set "${set.id}"`);
  return { z, row, col, m };
}

/**
 * Writes a tile: strong ETag (304 on If-None-Match), caching by the part's access, 204 for an empty tile,
 * gzip when `compress` and the client accepts it.
 */
async function sendTile(
  req: Request,
  res: Response,
  a: Admitted,
  answer: TileAnswer,
  type: string,
  compress: boolean,
): Promise<void> {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', `${a.public ? 'public' : 'private'}, max-age=${TILE_MAX_AGE}`);
  res.setHeader('X-Tile-Cache', answer.hit ? 'hit' : 'miss');
  if (compress) res.setHeader('Vary', 'Accept-Encoding');
  if (a.public) res.setHeader('Access-Control-Allow-Origin', '*');
  if (etagMatches(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  if (!answer.body.length) {
    res.status(204).end();
    return;
  }
  res.setHeader('Content-Type', type);
  let body = answer.body;
  if (compress && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = await gzip(body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const list = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim());
  return list.includes('*') || list.some((t) => t === etag || t === `W/${etag}`);
}

const dimension = (type: string): number =>
  /POINT/i.test(type) ? 0 : /LINE/i.test(type) ? 1 : /POLYGON|SURFACE/i.test(type) ? 2 : 2;

function feature(row: { id: string | number | null; geometry: unknown; properties: Record<string, unknown> }) {
  return {
    type: 'Feature',
    ...(row.id !== null && row.id !== undefined ? { id: row.id } : {}),
    geometry: row.geometry,
    properties: row.properties,
  };
}
