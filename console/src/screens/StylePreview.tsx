import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import type { LayerSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { ConsolePreviewLayersDocument } from '../generated/graphql';
import { previewStyle, tileJsonOf, type TileJson } from '../map/preview-style';
import type { Converted } from '../map/style-convert';

declare global {
  interface Window {
    /** The style editor's preview map while it is shown, for tests and a look from the browser's console. */
    __mapgateStylePreview?: MapLibreMap;
  }
}

const SAMPLE = 'sample';

/** Sample features (a polygon, a line, a point) that every converted layer draws, whatever its type. */
const SAMPLE_DATA: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'polygon' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-4, -3],
            [4, -3],
            [4, 3],
            [-4, 3],
            [-4, -3],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'line' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-8, -5],
          [8, 5],
        ],
      },
    },
    { type: 'Feature', properties: { name: 'point' }, geometry: { type: 'Point', coordinates: [6, -4] } },
  ],
};

/** The converted layers on the sample source (their own source and source-layer dropped). */
function styleOf(converted: Converted): StyleSpecification {
  const layers = converted.layers.map((l, i) => {
    const {
      source: _s,
      'source-layer': _sl,
      ...rest
    } = l as LayerSpecification & {
      source?: string;
      'source-layer'?: string;
    };
    return { ...rest, id: `preview-${i}-${l.id}`, source: SAMPLE } as LayerSpecification;
  });
  return {
    version: 8,
    sources: { [SAMPLE]: { type: 'geojson', data: SAMPLE_DATA } },
    layers: [{ id: 'preview-background', type: 'background', paint: { 'background-color': '#ffffff' } }, ...layers],
  };
}

type Bounds = [number, number, number, number];

/**
 * The converted layers on a layer's own vector tiles (map/preview-style.ts, as the layer preview draws
 * them): the body as it is in the editor, not as saved.
 */
function onTiles(converted: Converted, tj: TileJson, layer: string, format: string, body: string) {
  return previewStyle(tj, (id) =>
    id === layer
      ? { name: 'being edited', format, body, converted: { layers: converted.layers, unconverted: [] } }
      : undefined,
  ).style;
}

/**
 * The editor's preview (issue 33 item 5): the body converted to MapLibre in the browser
 * (map/style-convert.ts), drawn on sample features or, for a saved style that is a layer's default
 * style, on that layer's own vector tiles (its OGC API TileJSON, as the layer preview draws it), with a
 * legend (one swatch per rule) and what could not be converted. Follows the body as it is typed, half a
 * second after the last key.
 */
export function StylePreview({
  format,
  body,
  workspace,
  style: styleName,
}: {
  format: string;
  body: string;
  /** With `style`, the saved style's workspace: its layers can be drawn instead of the sample. */
  workspace?: string;
  style?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const [converted, setConverted] = useState<Converted | undefined>();
  const [error, setError] = useState<string | undefined>();
  // '' draws the sample features; else the name of a layer whose default style this is.
  const [target, setTarget] = useState('');
  const [layerList] = useQuery({
    query: ConsolePreviewLayersDocument,
    variables: { workspace: workspace ?? '' },
    pause: !workspace || !styleName,
  });
  const using = styleName ? (layerList.data?.layers ?? []).filter((l) => l.defaultStyle === styleName) : [];
  const tileJsons = useRef(new Map<string, TileJson>());
  const shown = useRef('');

  useEffect(() => {
    let gone = false;
    let stage = 'The style could not be converted';
    const timer = setTimeout(() => {
      void (async () => {
        const { convertStyle } = await import('../map/style-convert');
        const next = await convertStyle(format, body);
        if (gone) return;
        let style = styleOf(next);
        let fit: Bounds | undefined;
        if (target && workspace) {
          stage = `Cannot draw layer ${target}`;
          const tj = tileJsons.current.get(target) ?? (await tileJsonOf(workspace, target));
          tileJsons.current.set(target, tj);
          if (gone) return;
          style = onTiles(next, tj, target, format, body);
          const b = using.find((l) => l.name === target)?.bounds ?? tj.bounds;
          fit = b?.length === 4 ? (b as Bounds) : undefined;
        }
        setError(undefined);
        setConverted(next);
        const moved = shown.current !== target;
        shown.current = target;
        if (map.current) {
          map.current.setStyle(style);
          if (moved) {
            if (fit) map.current.fitBounds(fit, { padding: 16, maxZoom: 16, duration: 0 });
            else map.current.jumpTo({ center: [0, 0], zoom: 2.5 });
          }
          return;
        }
        const lib = await import('../map/maplibre');
        if (gone || !container.current) return;
        const m = new lib.Map({
          container: container.current,
          style,
          ...(fit ? { bounds: fit, fitBoundsOptions: { padding: 16, maxZoom: 16 } } : { center: [0, 0], zoom: 2.5 }),
          attributionControl: false,
        });
        map.current = m;
        window.__mapgateStylePreview = m;
      })().catch((e: unknown) => {
        if (gone) return;
        setConverted(undefined);
        setError(`${stage}: ${e instanceof Error ? e.message : String(e)}`);
      });
    }, 500);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [format, body, target]);

  useEffect(
    () => () => {
      if (map.current && window.__mapgateStylePreview === map.current) delete window.__mapgateStylePreview;
      map.current?.remove();
    },
    [],
  );

  return (
    <section className="style-preview" aria-labelledby="style-preview-title">
      <h4 id="style-preview-title">Preview</h4>
      {using.length > 0 && (
        <p>
          <label htmlFor="style-preview-on">Draw on</label>{' '}
          <select id="style-preview-on" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">sample features</option>
            {using.map((l) => (
              <option key={l.name} value={l.name}>
                layer {l.name} (its tiles)
              </option>
            ))}
          </select>
        </p>
      )}
      <div className="style-preview-body">
        <div ref={container} className="style-preview-map" role="img" aria-label="preview of the style" />
        <div>
          {error && <p className="error">{error}</p>}
          {converted && converted.legend.length > 0 && (
            <ul className="legend" aria-label="legend">
              {converted.legend.map((r, i) => (
                <li key={i}>
                  <span
                    className="swatch"
                    data-color={r.color ?? ''}
                    style={{ background: r.color ?? 'transparent' }}
                    aria-hidden="true"
                  />{' '}
                  {r.name}
                </li>
              ))}
            </ul>
          )}
          {converted && converted.unconverted.length > 0 && (
            <>
              <p>Not converted:</p>
              <ul aria-label="not converted">
                {converted.unconverted.map((u, i) => (
                  <li key={i}>{u}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
