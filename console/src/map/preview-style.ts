import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

/** TileJSON 3.0 as the OGC API answers it for a layer or a layer group (one vector layer per layer). */
export interface TileJson {
  tilejson: string;
  tiles: string[];
  vector_layers: { id: string; fields?: Record<string, string>; minzoom?: number; maxzoom?: number }[];
  bounds?: [number, number, number, number];
  center?: number[];
  minzoom?: number;
  maxzoom?: number;
}

/** A style as the API gives it: its format (MAPBOX is a MapLibre/Mapbox GL style JSON) and its body. */
export interface StyleBody {
  name: string;
  format: string;
  body: string;
  /**
   * An SLD, SE or YSLD body converted to MapLibre layers in the browser (withConversion, below), with
   * what could not be converted; `error` when the conversion failed.
   */
  converted?: { layers: LayerSpecification[]; unconverted: string[] } | { error: string };
}

/**
 * The style with its SLD, SE or YSLD body converted to MapLibre layers (map/style-convert.ts, loaded
 * here by a dynamic import as the editor's preview loads it); a MapLibre style or a GeoServer CSS one
 * as it is.
 */
export async function withConversion(style: StyleBody): Promise<StyleBody> {
  const format = style.format.toUpperCase();
  if (format === 'MAPBOX' || format === 'CSS') return style;
  try {
    const { convertStyle } = await import('./style-convert');
    const { layers, unconverted } = await convertStyle(style.format, style.body);
    return { ...style, converted: { layers, unconverted } };
  } catch (e) {
    return { ...style, converted: { error: e instanceof Error ? e.message : String(e) } };
  }
}

/** The OGC API collection of a layer (its name) or a group (its public id) in a workspace. */
export const collectionPath = (workspace: string, id: string) =>
  `/ogc/${encodeURIComponent(workspace)}/collections/${encodeURIComponent(id)}`;

/** The answer of an OGC API request that failed, in the server's words where it gave some. */
async function failure(res: Response): Promise<string> {
  let said = '';
  try {
    const body = (await res.json()) as Record<string, unknown>;
    const err = body.error as Record<string, unknown> | undefined;
    said = String(body.detail ?? body.title ?? body.message ?? err?.message ?? body.description ?? '');
  } catch {
    // not JSON: the status says it
  }
  return `${res.status}${said ? `: ${said}` : ` ${res.statusText}`}`;
}

/** The TileJSON of a layer or a group from the workspace's OGC API, with the session's cookie. */
export async function tileJsonOf(workspace: string, collectionId: string): Promise<TileJson> {
  const res = await fetch(`${collectionPath(workspace, collectionId)}/tiles/WebMercatorQuad?f=tilejson`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`the tiles are not available (${await failure(res)})`);
  return (await res.json()) as TileJson;
}

/** The preview's one source: the vector tiles of the TileJSON. */
export const SOURCE = 'mapgate';

/** Fill and stroke of the plain default, one pair per vector layer in turn. */
const PALETTE = [
  ['#3b82f6', '#1d4ed8'],
  ['#f97316', '#c2410c'],
  ['#10b981', '#047857'],
  ['#a855f7', '#7e22ce'],
  ['#ef4444', '#b91c1c'],
  ['#eab308', '#a16207'],
];

/**
 * The plain default of one vector layer: polygons filled, lines stroked, points as circles, chosen by
 * each feature's geometry type (so a layer of any or mixed geometry draws).
 */
function plain(sourceLayer: string, index: number): LayerSpecification[] {
  const [fill, stroke] = PALETTE[index % PALETTE.length];
  const base = { source: SOURCE, 'source-layer': sourceLayer };
  // The feature clicked (feature-state `selected`) is outlined in black.
  const picked = (yes: unknown, no: unknown) => ['case', ['boolean', ['feature-state', 'selected'], false], yes, no];
  return [
    {
      ...base,
      id: `${sourceLayer}/fill`,
      type: 'fill',
      filter: ['==', '$type', 'Polygon'],
      paint: { 'fill-color': fill, 'fill-opacity': 0.35, 'fill-outline-color': stroke },
    },
    {
      ...base,
      id: `${sourceLayer}/outline`,
      type: 'line',
      filter: ['==', '$type', 'Polygon'],
      paint: { 'line-color': picked('#000', stroke), 'line-width': picked(3, 1) },
    },
    {
      ...base,
      id: `${sourceLayer}/line`,
      type: 'line',
      filter: ['==', '$type', 'LineString'],
      paint: { 'line-color': picked('#000', stroke), 'line-width': picked(4, 2) },
    },
    {
      ...base,
      id: `${sourceLayer}/point`,
      type: 'circle',
      filter: ['==', '$type', 'Point'],
      paint: {
        'circle-color': fill,
        'circle-radius': picked(6, 4),
        'circle-stroke-color': picked('#000', stroke),
        'circle-stroke-width': picked(2, 1),
      },
    },
  ] as LayerSpecification[];
}

/** Layer types the preview can draw without glyphs, sprites or other sources. */
const DRAWN = new Set(['fill', 'line', 'circle', 'fill-extrusion', 'heatmap']);

/**
 * The layers of a MapLibre style that draw `sourceLayer`, on the preview's source: those whose
 * `source-layer` is it, with their paint, layout, filter and zooms. Symbols (labels, icons) are left out:
 * the preview loads no glyphs or sprites.
 */
function fromStyle(
  style: StyleBody,
  sourceLayer: string,
): { layers: LayerSpecification[]; note?: string } | { layers?: undefined; note: string } {
  let doc: { layers?: unknown };
  try {
    doc = JSON.parse(style.body) as { layers?: unknown };
  } catch {
    return { note: `style ${style.name} is not JSON: ${sourceLayer} is drawn with the plain default` };
  }
  const all = Array.isArray(doc.layers) ? (doc.layers as Record<string, unknown>[]) : [];
  const mine = all.filter((l) => l['source-layer'] === sourceLayer);
  const drawn = mine.filter((l) => DRAWN.has(String(l.type)));
  if (drawn.length === 0)
    return {
      note: `style ${style.name} has no layer drawing source-layer ${sourceLayer}: it is drawn with the plain default`,
    };
  const layers = drawn.map((l) => ({ ...l, id: `${sourceLayer}/${String(l.id)}`, source: SOURCE }));
  const left = mine.length - drawn.length;
  return {
    layers: layers as LayerSpecification[],
    note: left
      ? `style ${style.name}: ${left} layer${left > 1 ? 's' : ''} of ${sourceLayer} not drawn (labels and icons need glyphs and sprites, which the preview does not load)`
      : undefined,
  };
}

/**
 * The layers converted from an SLD, SE or YSLD style (withConversion) that draw `sourceLayer`: every
 * converted layer, on the preview's source and that source layer, and notes for what was not converted.
 */
function fromConverted(style: StyleBody, sourceLayer: string, notes: string[]): LayerSpecification[] | undefined {
  const c = style.converted;
  if (!c) return undefined;
  if ('error' in c) {
    notes.push(
      `style ${style.name} could not be converted (${c.error}): ${sourceLayer} is drawn with the plain default`,
    );
    return undefined;
  }
  notes.push(...c.unconverted.map((u) => `style ${style.name}, not converted: ${u}`));
  if (c.layers.length === 0) {
    notes.push(`style ${style.name} converts to nothing drawable: ${sourceLayer} is drawn with the plain default`);
    return undefined;
  }
  return c.layers.map(
    (l, i) =>
      ({ ...l, id: `${sourceLayer}/${i}-${l.id}`, source: SOURCE, 'source-layer': sourceLayer }) as LayerSpecification,
  );
}

/**
 * The preview's MapLibre style: a blank background, the TileJSON's tiles as one vector source, and for
 * each of its vector layers (bottom to top) the layers of that layer's style when it is a MapLibre style
 * or was converted from SLD, SE or YSLD (withConversion), else the plain default. No basemap, glyphs or
 * sprites: nothing is requested beyond the tiles. `notes` says what of a style could not be used.
 */
export function previewStyle(
  tj: TileJson,
  styleOf: (sourceLayer: string) => StyleBody | undefined,
): { style: StyleSpecification; layerIds: string[]; notes: string[] } {
  const notes: string[] = [];
  const layers: LayerSpecification[] = [];
  tj.vector_layers.forEach((vl, i) => {
    const style = styleOf(vl.id);
    if (style && style.format === 'MAPBOX') {
      const got = fromStyle(style, vl.id);
      if (got.note) notes.push(got.note);
      if (got.layers) {
        layers.push(...got.layers);
        return;
      }
    } else if (style?.converted) {
      const got = fromConverted(style, vl.id, notes);
      if (got) {
        layers.push(...got);
        return;
      }
    } else if (style) {
      notes.push(
        `style ${style.name} is ${style.format} (not converted in the browser): ${vl.id} is drawn with the plain default`,
      );
    }
    layers.push(...plain(vl.id, i));
  });
  return {
    style: {
      version: 8,
      sources: {
        [SOURCE]: {
          type: 'vector',
          tiles: tj.tiles,
          ...(tj.minzoom !== undefined ? { minzoom: tj.minzoom } : {}),
          ...(tj.maxzoom !== undefined ? { maxzoom: tj.maxzoom } : {}),
          ...(tj.bounds ? { bounds: tj.bounds } : {}),
        },
      },
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f8f9fa' } }, ...layers],
    },
    layerIds: layers.map((l) => l.id),
    notes,
  };
}
